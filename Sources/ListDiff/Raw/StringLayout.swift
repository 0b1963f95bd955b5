/// How a `String` and an `Identifier` lie in memory, as far as ListDiff reads them: the only
/// place that knows it (the other place that touches raw memory is `Column`).
///
/// On a 64-bit little-endian platform a `String` is two words. A string of up to 15 UTF-8 bytes
/// is usually stored inline ("small"): its bytes fill the first word and the low seven bytes of
/// the second, zero-padded, and the second word's top byte (the discriminator) holds flags (small,
/// ASCII) and the byte count. Reading those words skips the slow path through a closure (≈ 10×
/// faster). The layout is the standard library's ABI, not API, so `isReadable` checks it once on
/// strings whose bytes are known; when it does not hold, every string takes the byte-buffer path,
/// which gives the same hashes.
@usableFromInline
enum StringLayout {
  /// A small string's two words, as stored.
  @usableFromInline
  struct SmallWords: Equatable {
    @usableFromInline var low: UInt64
    @usableFromInline var high: UInt64

    /// Where the discriminator (the second word's top byte) starts.
    @usableFromInline static var discriminatorShift: UInt64 { 56 }
    /// The discriminator's flag for a string stored inline.
    @usableFromInline static var smallFlag: UInt64 { 0x20 }
    /// The discriminator's flag for a small string whose bytes are all ASCII.
    @usableFromInline static var asciiFlag: UInt64 { 0x40 }
    /// The discriminator's bits that hold a small string's byte count.
    static var countMask: UInt64 { 0x0F }
    /// The bits of the second word that hold bytes (the rest is the discriminator).
    static var payloadMask: UInt64 { 0x00FF_FFFF_FFFF_FFFF }

    /// The words of a string, when they hold a small string.
    @inlinable @inline(__always)
    init?(low: UInt64, high: UInt64) {
      guard (high >> Self.discriminatorShift) & Self.smallFlag != 0 else { return nil }
      self.low = low
      self.high = high
    }

    /// The words of a string, when they hold a small ASCII string.
    @inlinable @inline(__always)
    init?(asciiLow low: UInt64, high: UInt64) {
      let flags = Self.smallFlag | Self.asciiFlag
      guard (high >> Self.discriminatorShift) & flags == flags else { return nil }
      self.low = low
      self.high = high
    }

    /// Words known to hold a small string (a key made from `SmallWords`).
    @inline(__always)
    init(knownSmall low: UInt64, _ high: UInt64) {
      self.low = low
      self.high = high
    }

    /// The number of UTF-8 bytes.
    var count: Int { Int((high >> Self.discriminatorShift) & Self.countMask) }
    /// The second word's bytes, without the discriminator.
    var highBytes: UInt64 { high & Self.payloadMask }
    /// Whether every byte is ASCII.
    var isASCII: Bool { (high >> Self.discriminatorShift) & Self.asciiFlag != 0 }

    /// The string these words store.
    var string: String { unsafeBitCast((low, high), to: String.self) }
  }

  /// Whether small strings are laid out as `SmallWords` expects (checked on a few strings whose
  /// bytes are known, once per process).
  static let isReadable: Bool = {
    guard MemoryLayout<String>.size == 16, UInt16(littleEndian: 1) == 1 else { return false }
    let samples = ["", "a", "abc", "12345678", "123456789012345", "é"]
    return samples.allSatisfy { sample in
      let (low, high) = unsafeBitCast(sample, to: (UInt64, UInt64).self)
      guard let words = SmallWords(low: low, high: high) else { return false }
      let utf8 = Array(sample.utf8)
      let (expectedLow, expectedHigh) = FastHash.words(utf8)
      let isASCII = sample.utf8.allSatisfy { $0 < 0x80 }
      return words.count == utf8.count && low == expectedLow && words.highBytes == expectedHigh
        && words.isASCII == isASCII && (SmallWords(asciiLow: low, high: high) != nil) == isASCII
    }
  }()

  /// The words of `string` when it is stored inline and the layout is readable.
  @inline(__always)
  static func smallWords(of string: String) -> SmallWords? {
    guard isReadable else { return nil }
    let (low, high) = unsafeBitCast(string, to: (UInt64, UInt64).self)
    return SmallWords(low: low, high: high)
  }

  /// The inline form of a string of up to 15 UTF-8 bytes stored out of line (e.g. sliced from a
  /// longer one), so that equal strings give equal words.
  static func inlineWords(of string: String) -> SmallWords? {
    guard isReadable, string.utf8.count <= 15 else { return nil }
    return smallWords(of: String(decoding: Array(string.utf8), as: UTF8.self))
  }

  /// Calls `body` with the string's UTF-8 bytes, in place when they are contiguous.
  @inline(__always)
  static func withUTF8<Result>(
    _ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(string.utf8).withUnsafeBufferPointer(body)
  }
}

extension FastHash {
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

/// Reading identifiers where they lie in memory, without copying them (a copy of a string
/// identifier costs a retain and a release).
///
/// An `Identifier` is 16 bytes of payload (a `String`, or an `Int` in the first 8) and a tag
/// byte (0: string, 1: integer). That layout is the compiler's, not API, so `isReadable` checks it
/// once on known values; when it does not hold, every identifier takes the path through its value.
@usableFromInline
enum RawIdentifier {
  @usableFromInline static let isReadable: Bool = {
    guard StringLayout.isReadable, MemoryLayout<Identifier>.size == 17 else { return false }
    func layout(_ id: Identifier) -> (UInt64, UInt64, UInt8) {
      withUnsafeBytes(of: id) { raw in
        (raw.load(as: UInt64.self), raw.load(fromByteOffset: 8, as: UInt64.self), raw[16])
      }
    }
    let string = layout(.string("abc"))
    let integer = layout(.integer(-5))
    let (low, high) = unsafeBitCast("abc", to: (UInt64, UInt64).self)
    return string == (low, high, 0) && integer == (UInt64(bitPattern: -5), 0, 1)
  }()

  /// The key of the identifier at `raw`: read in place when it is an integer or a small ASCII
  /// string, else through `FlatKey.init(_:others:)`.
  @inlinable @inline(__always)
  static func key(
    at raw: UnsafeRawPointer, readable: Bool, others: inout [Identifier]
  ) -> FlatKey {
    if readable {
      let low = raw.load(as: UInt64.self)
      let high = raw.load(fromByteOffset: 8, as: UInt64.self)
      if raw.load(fromByteOffset: 16, as: UInt8.self) == 1 { return FlatKey(integer: low) }
      if let words = StringLayout.SmallWords(asciiLow: low, high: high) {
        return FlatKey(ascii: words)
      }
    }
    return FlatKey(raw.assumingMemoryBound(to: Identifier.self).pointee, others: &others)
  }

  /// The keys of identifiers, in order.
  @usableFromInline
  static func keys(_ ids: [Identifier]) -> IdentifierKeys {
    let readable = isReadable
    var others: [Identifier] = []
    let keys = ids.withUnsafeBufferPointer { ids in
      ids.indices.map {
        key(at: UnsafeRawPointer(ids.baseAddress! + $0), readable: readable, others: &others)
      }
    }
    return IdentifierKeys(keys: keys, others: others)
  }

  /// The keys of every item's identifier, section after section, read where the items lie.
  ///
  /// - Parameter total: the number of items in all sections.
  @inlinable
  static func itemKeys<S, I>(_ sections: [ListData<S, I>.Section], total: Int) -> IdentifierKeys {
    typealias Item = ListData<S, I>.Item
    let readable = isReadable
    let stride = MemoryLayout<Item>.stride
    let offset = MemoryLayout<Item>.offset(of: \Item.id)!
    var others: [Identifier] = []
    let keys = [FlatKey](unsafeUninitializedCapacity: total) { keys, count in
      var flat = 0
      for section in sections {
        section.items.withUnsafeBufferPointer { items in
          guard let base = items.baseAddress else { return }
          // The stored `id` of each `Item`, through the offset `MemoryLayout` gives for it.
          let ids = UnsafeRawPointer(base) + offset
          for item in items.indices {
            keys.initializeElement(at: flat, to: key(at: ids + item * stride, readable: readable, others: &others))
            flat += 1
          }
        }
      }
      count = flat
    }
    return IdentifierKeys(keys: keys, others: others)
  }
}
