extension FastHash {
  /// A hash that canonically equivalent strings share (`String`'s `==`): an ASCII string's is its
  /// UTF-8 bytes' hash (the first 15 read in place, see `StringLayout`); any other string's is its
  /// canonical ASCII form's when it has one, else the standard library's hash.
  ///
  /// Two different ASCII strings are never equivalent, and a non-ASCII string is equivalent to an
  /// ASCII one only when each of its scalars decomposes to ASCII (see `CanonicalASCII`). The
  /// standard library's hash is seeded per process: compare these hashes within one run only.
  ///
  /// - Complexity: O(length of the string).
  @inline(__always)
  static func canonicalString(_ string: String) -> UInt64 {
    if let words = StringLayout.smallWords(of: string) {
      return words.isASCII ? small(words) : nonASCIIHash(string)
    }
    return largeCanonicalString(string)
  }

  @inline(never)
  private static func largeCanonicalString(_ string: String) -> UInt64 {
    if let hash = StringLayout.withUTF8(string, { CanonicalASCII.isASCII($0) ? bytes($0) : nil }) {
      return hash
    }
    return nonASCIIHash(string)
  }

  @inline(never)
  private static func nonASCIIHash(_ string: String) -> UInt64 {
    if let ascii = CanonicalASCII.equivalent(of: string) { return utf8(ascii) }
    return mix(UInt64(bitPattern: Int64(string.hashValue)) ^ 0x3C6E_F372_FE94_F82B)
  }
}

/// The ASCII strings that non-ASCII strings can be canonically equivalent to.
///
/// A string is equivalent to an ASCII string exactly when its canonical decomposition is that
/// ASCII string, so every scalar must decompose to ASCII: three do (KELVIN SIGN → K, GREEK QUESTION
/// MARK → ;, GREEK VARIA → `), a test checks the list against the standard library.
enum CanonicalASCII {
  static let decompositions: [Unicode.Scalar: Unicode.Scalar] = [
    "\u{212A}": "K", "\u{037E}": ";", "\u{1FEF}": "`",
  ]

  /// Whether every byte is ASCII.
  static func isASCII(_ bytes: some Sequence<UInt8>) -> Bool {
    var any: UInt8 = 0
    for byte in bytes { any |= byte }
    return any < 0x80
  }

  /// Whether the string is ASCII.
  static func isASCII(_ string: String) -> Bool {
    if let words = StringLayout.smallWords(of: string) { return words.isASCII }
    return StringLayout.withUTF8(string) { isASCII($0) }
  }

  /// The ASCII string equivalent to `string`, if there is one (nil for an ASCII string too).
  static func equivalent(of string: String) -> String? {
    var scalars = String.UnicodeScalarView()
    var changed = false
    for scalar in string.unicodeScalars {
      if scalar.isASCII {
        scalars.append(scalar)
      } else if let ascii = decompositions[scalar] {
        scalars.append(ascii)
        changed = true
      } else {
        return nil
      }
    }
    return changed ? String(scalars) : nil
  }
}
