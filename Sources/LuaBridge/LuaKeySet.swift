/// A fixed set of short keys, recognised from a Lua string's bytes without making a Swift string:
/// how a binding reads the fields of a declaration table quickly (see
/// ``LuaStack/position(ofKeyAt:in:)``).
public struct LuaKeySet: Sendable {
  /// The longest key, in bytes.
  public static let maximumLength = 16

  private let keys: [Key]

  /// - Precondition: every key is at most ``maximumLength`` bytes of UTF-8.
  public init(_ keys: [String]) {
    precondition(keys.allSatisfy { $0.utf8.count <= Self.maximumLength }, "a key set's keys are short")
    self.keys = keys.map { Key(Array($0.utf8)) }
  }

  /// The position of `key` in the set, or nil.
  func position(of key: Key) -> Int? {
    keys.firstIndex(of: key)
  }

  /// Up to 16 bytes and their count, compared in three integer comparisons.
  struct Key: Equatable, Sendable {
    var count: Int
    /// The first 8 bytes as a little-endian word, zero-padded.
    var low: UInt64
    /// Bytes 8 to 15, the same way.
    var high: UInt64

    init(count: Int, low: UInt64, high: UInt64) {
      self.count = count
      self.low = low
      self.high = high
    }

    /// - Precondition: `bytes.count` ≤ 16.
    init(_ bytes: [UInt8]) {
      var low: UInt64 = 0
      var high: UInt64 = 0
      for (offset, byte) in bytes.enumerated() {
        if offset < 8 {
          low |= UInt64(byte) << (8 * UInt64(offset))
        } else {
          high |= UInt64(byte) << (8 * UInt64(offset - 8))
        }
      }
      self.init(count: bytes.count, low: low, high: high)
    }
  }
}
