/// Reading identifiers where they lie in memory, without copying them (a copy of a string
/// identifier costs a retain and a release): see `FlatKey`.
///
/// An `Identifier` is 16 bytes of payload (a `String`, or an `Int` in the first 8) and a tag
/// byte (0: string, 1: integer); a string of up to 15 UTF-8 bytes is stored inline ("small").
/// That layout is the compiler's and the standard library's, not API, so `isReadable` checks it
/// once on known values; when it does not hold, every call takes the safe path through the value.
@usableFromInline
enum RawIdentifier {
  @usableFromInline static let isReadable: Bool = {
    guard FastHash.smallStringsAreReadable, MemoryLayout<Identifier>.size == 17 else {
      return false
    }
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
}
