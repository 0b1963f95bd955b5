/// The scalars of a range of valid UTF-8 bytes (a `String`'s, so no validation).
struct UTF8Scalars: Sequence, IteratorProtocol {
  let text: TextBytes
  private var offset: Int
  private let end: Int

  /// The scalars of `text`'s bytes `start..<end`.
  init(_ text: TextBytes, from start: Int, to end: Int) {
    self.text = text
    self.offset = start
    self.end = end
  }

  mutating func next() -> UInt32? {
    guard offset < end else { return nil }
    let (scalar, length) = text.scalar(at: offset)
    offset += length
    return scalar
  }
}

extension TextBytes {
  /// The scalar starting at `offset` and its length in bytes.
  @inline(__always)
  func scalar(at offset: Int) -> (scalar: UInt32, length: Int) {
    let lead = UInt32(self[offset])
    if lead < 0x80 { return (lead, 1) }
    func continuation(_ index: Int) -> UInt32 { UInt32(self[offset + index]) & 0x3F }
    if lead < 0xE0 { return ((lead & 0x1F) << 6 | continuation(1), 2) }
    if lead < 0xF0 {
      return ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
    }
    let scalar =
      (lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3)
    return (scalar, 4)
  }
}
