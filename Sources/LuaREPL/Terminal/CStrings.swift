#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Strings handed to libedit, which keeps them or frees them with `free`: the one place of the REPL
/// that allocates memory for C code.
enum CStrings {
  /// A NUL-terminated copy of `string`, allocated with `malloc`, for C code that keeps or frees it.
  static func mallocCopy(_ string: String) -> UnsafeMutablePointer<CChar> {
    strdup(string)!
  }

  /// A NULL-terminated array of copies of `strings`, the array and each string allocated with
  /// `malloc`, for C code that frees them with `free` (libedit's completions).
  static func mallocStrings(_ strings: [String]) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
    let array = malloc(MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (strings.count + 1))!
      .assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)
    for (index, string) in strings.enumerated() { array[index] = mallocCopy(string) }
    array[strings.count] = nil
    return array
  }
}
