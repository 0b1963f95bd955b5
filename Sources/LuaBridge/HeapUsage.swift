internal import CLua

/// The process's heap, as malloc counts it (this module is the only one that reaches C).
public enum HeapUsage {
  /// Bytes allocated with malloc and not yet freed (glibc's `mallinfo2`: used arena blocks plus
  /// separately mapped large blocks); 0 where the C library does not say.
  public static var bytes: Int { Int(listlab_heap_bytes()) }
}
