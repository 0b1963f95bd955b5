extension Identifier {
  /// A 64-bit hash for the diff's own hash table: cheaper than `Hasher` (no per-process seed, a
  /// few multiplications for a short identifier), only ever compared within one diff.
  ///
  /// Equal identifiers hash equally: a string hashes its UTF-8 bytes, whichever way the string
  /// stores them (see `FastHash.string`). Not resistant to crafted collisions; a list's
  /// identifiers come from its own script.
  ///
  /// - Complexity: O(length of the string).
  @inline(__always)
  var fastHash: UInt64 { fastHash(smallStringsAreReadable: FastHash.smallStringsAreReadable) }

  /// `fastHash`, with `FastHash.smallStringsAreReadable` read once by the caller for a whole loop.
  @inline(__always)
  func fastHash(smallStringsAreReadable: Bool) -> UInt64 {
    switch self {
    case .integer(let value): FastHash.integer(value)
    case .string(let string): FastHash.string(string, smallStringsAreReadable: smallStringsAreReadable)
    }
  }
}

/// The hash function behind `Identifier.fastHash`.
enum FastHash {
  /// Murmur3's 64-bit finalizer: every input bit affects every output bit.
  @inline(__always)
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

  /// The hash of a string's UTF-8 bytes.
  ///
  /// A string of up to 15 UTF-8 bytes is usually stored inline ("small"): its two words are
  /// then the bytes themselves, zero-padded, with a flag and the count in the top byte. Reading
  /// them skips the slow path through a closure (≈ 10× faster). That layout is the standard
  /// library's, not public API, so `smallStringsAreReadable` checks it once on known strings;
  /// if it ever differs, every string takes the byte-buffer path, which gives the same hashes.
  @inline(__always)
  static func string(_ string: String, smallStringsAreReadable: Bool) -> UInt64 {
    if smallStringsAreReadable {
      let (low, high) = unsafeBitCast(string, to: (UInt64, UInt64).self)
      let discriminator = high >> 56
      if discriminator & 0x20 != 0 {  // small
        return short(low, high & 0x00FF_FFFF_FFFF_FFFF, count: Int(discriminator & 0x0F))
      }
    }
    return bufferHash(string)
  }

  @inline(never)
  static func bufferHash(_ string: String) -> UInt64 {
    if let hash = string.utf8.withContiguousStorageIfAvailable(bytes) { return hash }
    return Array(string.utf8).withUnsafeBufferPointer(bytes)
  }

  /// Whether small strings are laid out as `string(_:)` expects (checked on a few strings whose
  /// bytes are known, once per process).
  static let smallStringsAreReadable: Bool = {
    guard MemoryLayout<String>.size == 16, UInt16(littleEndian: 1) == 1 else { return false }
    let samples = ["", "a", "abc", "12345678", "123456789012345", "é"]
    return samples.allSatisfy { sample in
      let (low, high) = unsafeBitCast(sample, to: (UInt64, UInt64).self)
      let discriminator = high >> 56
      let utf8 = Array(sample.utf8)
      guard discriminator & 0x20 != 0, Int(discriminator & 0x0F) == utf8.count else {
        return false
      }
      let (expectedLow, expectedHigh) = words(utf8)
      return low == expectedLow && high & 0x00FF_FFFF_FFFF_FFFF == expectedHigh
    }
  }()

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

  /// Hashes bytes: up to 16 as `short`, more eight at a time with the tail and the count folded
  /// into the last step.
  static func bytes(_ buffer: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let count = buffer.count
    if count <= 16 {
      let (low, high) = words(buffer)
      return short(low, high, count: count)
    }
    let raw = UnsafeRawPointer(buffer.baseAddress!)
    var hash: UInt64 = 0x5851_F42D_4C95_7F2D ^ UInt64(truncatingIfNeeded: count)
    var offset = 0
    while offset + 8 <= count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
      hash = (hash << 29) | (hash >> 35)
      offset += 8
    }
    let (tail, _) = words(buffer[offset...])
    return mix((hash ^ tail) &* 0xBF58_476D_1CE4_E5B9)
  }
}
