/// The scalars of valid UTF-8 bytes (a `String`'s, so no validation).
struct UTF8Scalars: Sequence, IteratorProtocol {
  let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  mutating func next() -> UInt32? {
    guard index < bytes.count else { return nil }
    let (scalar, length) = Self.decode(bytes, at: index)
    index += length
    return scalar
  }

  /// The scalar starting at `index` and its length in bytes.
  @inline(__always)
  static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> (scalar: UInt32, length: Int) {
    let lead = UInt32(bytes[index])
    if lead < 0x80 { return (lead, 1) }
    func continuation(_ offset: Int) -> UInt32 { UInt32(bytes[index + offset]) & 0x3F }
    if lead < 0xE0 { return ((lead & 0x1F) << 6 | continuation(1), 2) }
    if lead < 0xF0 {
      return ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
    }
    let scalar =
      (lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3)
    return (scalar, 4)
  }
}
