extension Identifier {
  /// A 64-bit hash for the diff's own hash table that agrees with `==`: equal identifiers (see
  /// `Identifier`) hash equally, canonically equivalent strings included.
  ///
  /// Cheaper than `Hasher` for an ASCII string (no per-process seed, a few multiplications for a
  /// short one); other strings go through `FastHash.canonicalString`. Not resistant to crafted
  /// collisions; a list's identifiers come from its own script. Compare within one run only.
  ///
  /// - Complexity: O(length of the string).
  var canonicalHash: UInt64 {
    switch self {
    case .integer(let value): FastHash.integer(value)
    case .string(let string): FastHash.canonicalString(string)
    }
  }
}

/// The hash functions behind `Identifier.canonicalHash` and `ContentFingerprint`.
@usableFromInline
enum FastHash {
  /// Murmur3's 64-bit finalizer: every input bit affects every output bit.
  @inlinable
  static func mix(_ value: UInt64) -> UInt64 {
    var x = value
    x ^= x >> 33
    x &*= 0xFF51_AFD7_ED55_8CCD
    x ^= x >> 33
    x &*= 0xC4CE_B9FE_1A85_EC53
    x ^= x >> 33
    return x
  }

  @inline(__always)
  static func integer(_ value: Int) -> UInt64 {
    mix(UInt64(bitPattern: Int64(value)) ^ 0x2545_F491_4F6C_DD1D)
  }

  /// The hash of up to 16 bytes given as two little-endian words, zero-padded.
  @inline(__always)
  static func short(_ low: UInt64, _ high: UInt64, count: Int) -> UInt64 {
    mix((low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count))
  }

  /// The hash of a small string's bytes, read from its words: `bytes` of the same bytes.
  @inline(__always)
  static func small(_ words: StringLayout.SmallWords) -> UInt64 {
    short(words.low, words.highBytes, count: words.count)
  }

  /// The hash of a string's UTF-8 bytes, however the string stores them.
  @inline(never)
  static func utf8(_ string: String) -> UInt64 {
    StringLayout.withUTF8(string, bytes)
  }

  /// The first 16 bytes as two little-endian words, zero-padded.
  @inline(__always)
  static func words(_ bytes: some Collection<UInt8>) -> (UInt64, UInt64) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    for (index, byte) in bytes.prefix(16).enumerated() {
      if index < 8 {
        low |= UInt64(byte) << (8 * UInt64(index))
      } else {
        high |= UInt64(byte) << (8 * UInt64(index - 8))
      }
    }
    return (low, high)
  }
}
