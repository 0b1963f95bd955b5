extension FastHash {
  /// A hash that canonically equivalent strings share (`String`'s `==`): an ASCII string's is its
  /// UTF-8 bytes' hash (`string(_:smallStringsAreReadable:)`), the first 15 read in place; any other
  /// string's is its canonical ASCII form's when it has one, else the standard library's hash.
  ///
  /// Two different ASCII strings are never equivalent, and a non-ASCII string is equivalent to an
  /// ASCII one only when each of its scalars decomposes to ASCII (see `CanonicalASCII`). The
  /// standard library's hash is seeded per process: compare these hashes within one run only.
  ///
  /// - Complexity: O(length of the string).
  static func canonicalString(_ string: String, smallStringsAreReadable: Bool) -> UInt64 {
    if smallStringsAreReadable {
      let (low, high) = unsafeBitCast(string, to: (UInt64, UInt64).self)
      let discriminator = high >> 56
      if discriminator & 0x20 != 0 {  // small: its bytes are the two words
        let bytes = high & 0x00FF_FFFF_FFFF_FFFF
        if (low | bytes) & 0x8080_8080_8080_8080 == 0 {
          return short(low, bytes, count: Int(discriminator & 0x0F))
        }
        return nonASCIIHash(string)
      }
    }
    let ascii = string.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
      var any: UInt8 = 0
      for byte in bytes { any |= byte }
      return any < 0x80 ? self.bytes(bytes) : nil
    }
    if let ascii, let hash = ascii { return hash }
    if ascii == nil, string.utf8.allSatisfy({ $0 < 0x80 }) { return bufferHash(string) }
    return nonASCIIHash(string)
  }

  @inline(never)
  private static func nonASCIIHash(_ string: String) -> UInt64 {
    if let ascii = CanonicalASCII.equivalent(of: string) { return bufferHash(ascii) }
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
