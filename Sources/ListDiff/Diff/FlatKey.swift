/// An identifier as 16 plain bytes, so matching copies and compares no strings.
///
/// - a string of up to 15 UTF-8 bytes: its two words as stored inline ("small"), whose top byte
///   always has the small flag (0x20) set;
/// - an integer: `(value, 1)`;
/// - anything else (a longer string, or every identifier when `RawIdentifier.isReadable` is
///   false): `(index, 2)`, the index into the shape's array of such identifiers.
///
/// Strings of up to 15 bytes that are stored out of line are first copied into the inline form,
/// so equal identifiers always get equal keys of the same kind.
@usableFromInline
struct FlatKey: Equatable, Sendable {
  @usableFromInline var low: UInt64
  @usableFromInline var high: UInt64

  @usableFromInline static let integerMark: UInt64 = 1
  @usableFromInline static let otherMark: UInt64 = 2

  @inlinable
  init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  var isOther: Bool { high == Self.otherMark }

  /// The key of an identifier at `pointer`, appending it to `others` when it has no plain form.
  @inlinable
  static func make(
    _ pointer: UnsafePointer<Identifier>, readable: Bool, others: inout [Identifier]
  ) -> FlatKey {
    if readable {
      let raw = UnsafeRawPointer(pointer)
      let low = raw.load(as: UInt64.self)
      let high = raw.load(fromByteOffset: 8, as: UInt64.self)
      if raw.load(fromByteOffset: 16, as: UInt8.self) == 1 {
        return FlatKey(low: low, high: integerMark)
      }
      if (high >> 56) & 0x20 != 0 { return FlatKey(low: low, high: high) }
    }
    return slowKey(pointer.pointee, readable: readable, others: &others)
  }

  @usableFromInline
  @inline(never)
  static func slowKey(_ id: Identifier, readable: Bool, others: inout [Identifier]) -> FlatKey {
    if readable, case .string(let string) = id, string.utf8.count <= 15 {
      let inline = String(decoding: Array(string.utf8), as: UTF8.self)
      let (low, high) = unsafeBitCast(inline, to: (UInt64, UInt64).self)
      if (high >> 56) & 0x20 != 0 { return FlatKey(low: low, high: high) }
    }
    others.append(id)
    return FlatKey(low: UInt64(others.count - 1), high: otherMark)
  }

  /// `Identifier.fastHash` of the identifier, `others` holding the identifiers of `.other` keys.
  @inline(__always)
  func hash(others: UnsafeBufferPointer<Identifier>) -> UInt64 {
    switch high {
    case Self.integerMark: FastHash.integer(Int(bitPattern: UInt(low)))
    case Self.otherMark: others[Int(low)].fastHash
    default:
      FastHash.short(low, high & 0x00FF_FFFF_FFFF_FFFF, count: Int((high >> 56) & 0x0F))
    }
  }
}
