#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

// Swift buffers lent to the C library, and memory shared with C code: the one file of the bridge
// that does either (Lua's own memory is handled in LuaMemory.swift).

enum CLibrary {
  /// `value` formatted by `vsnprintf` with `%.14g`, the format Lua uses for floats
  /// (`LUAI_NUMFFORMAT`).
  static func formatG14(_ value: Double) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    let length = buffer.withUnsafeMutableBufferPointer { pointer in
      withVaList([value]) { vsnprintf(pointer.baseAddress, 64, "%.14g", $0) }
    }
    return String(decoding: buffer.prefix(Int(max(0, length))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Reads up to `count` bytes of `file` onto the end of `bytes`; returns how many were read
  /// (fewer at the end of the file or on an error: `ferror` tells which). The bytes go through a
  /// scratch buffer and are appended as one block: the array is never padded with zeros first,
  /// which an unoptimized build does element by element.
  static func read(_ file: UnsafeMutablePointer<FILE>, upTo count: Int, appendingTo bytes: inout [UInt8]) -> Int {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { chunk in
      let read = fread(chunk.baseAddress, 1, count, file)
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<read]))
      return read
    }
  }
}

/// One `sig_atomic_t` at a fixed address, for a signal handler to set and C code (the count hook)
/// to read. Never freed: it lives as long as the process. A handle: copies name the same flag.
struct SignalFlag: @unchecked Sendable {
  // Unchecked: the flag is a `sig_atomic_t`, the one type a signal handler may write while other
  // code reads it; nothing else is stored.

  /// For the C code that reads it.
  let pointer: UnsafeMutablePointer<sig_atomic_t>

  /// A new flag, cleared.
  init() {
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: 0)
  }

  var isSet: Bool {
    get { pointer.pointee != 0 }
    nonmutating set { pointer.pointee = newValue ? 1 : 0 }
  }
}
