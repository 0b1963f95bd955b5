/// A fixed set of short keys, recognised from a Lua string's bytes without making a Swift string:
/// how a binding reads the fields of a declaration table quickly (see
/// ``LuaStack/position(ofKeyAt:in:)``).
public struct LuaKeySet: Sendable {
  /// The longest key, in bytes.
  public static let maximumLength = 16

  private let keys: [PackedKey]

  /// - Precondition: every key is at most ``maximumLength`` bytes of UTF-8.
  public init(_ keys: [String]) {
    precondition(keys.allSatisfy { $0.utf8.count <= Self.maximumLength }, "a key set's keys are short")
    self.keys = keys.map { PackedKey($0.utf8, count: $0.utf8.count) }
  }

  /// The position of the key spelled by `bytes` (`count` of them), or nil.
  func position(of bytes: some Sequence<UInt8>, count: Int) -> Int? {
    guard count <= Self.maximumLength else { return nil }
    let packed = PackedKey(bytes, count: count)
    return keys.firstIndex(of: packed)
  }

  /// Up to 16 bytes and their count, compared in three integer comparisons.
  private struct PackedKey: Equatable, Sendable {
    var count: Int
    var low: UInt64 = 0
    var high: UInt64 = 0

    /// Packs the first 16 of `bytes` as two little-endian words, zero-padded.
    init(_ bytes: some Sequence<UInt8>, count: Int) {
      self.count = count
      for (offset, byte) in bytes.prefix(16).enumerated() {
        if offset < 8 {
          low |= UInt64(byte) << (8 * UInt64(offset))
        } else {
          high |= UInt64(byte) << (8 * UInt64(offset - 8))
        }
      }
    }
  }
}
