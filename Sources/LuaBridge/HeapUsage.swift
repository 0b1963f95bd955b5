internal import CListLabLua
internal import CLua

/// The process's heap, as malloc counts it (this module is the only one that reaches C).
package enum HeapUsage {
  /// Bytes allocated with malloc and not yet freed (glibc's `mallinfo2`: used arena blocks plus
  /// separately mapped large blocks); 0 where the C library does not say.
  package static var bytes: Int { Int(listlab_heap_bytes()) }

  /// Keeps the memory the process frees for its next allocations instead of returning it to the
  /// kernel at once.
  ///
  /// A diff or a layout of a long list allocates arrays of hundreds of kilobytes to tens of
  /// megabytes and frees them when it is done. By default glibc gives every block from 128 KiB up
  /// its own `mmap` (unmapped on free) and trims the heap's free top above 128 KiB, so the next
  /// diff — the next `l:apply` at the REPL — faults its pages in again and the kernel zeroes them:
  /// half of a diff's time at 5k–100k items (`listlab bench` with and without, and perf). The
  /// cost is a resident size that stays near its peak. See mallopt(3): M_MMAP_THRESHOLD (32 MiB,
  /// the largest it takes on 64-bit systems) and M_TRIM_THRESHOLD (256 MiB here).
  ///
  /// - Returns: whether malloc took the settings (false where the C library is not glibc).
  @discardableResult
  package static func keepFreedMemoryForReuse() -> Bool { listlab_keep_freed_memory() != 0 }
}
