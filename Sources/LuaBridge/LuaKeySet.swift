/// A fixed set of short keys, recognised from a Lua string's bytes without making a Swift string:
/// how a binding reads the fields of a declaration table quickly (see
/// ``LuaStack/position(ofKeyAt:in:)``).
package struct LuaKeySet: Sendable {
  /// The longest key, in bytes.
  package static let maximumLength = 16

  private let keys: [Key]
  /// An open-addressing table of the keys: slot → position + 1, 0 for an empty slot. At least
  /// four slots per key, so that a look-up probes one or two.
  private let slots: [UInt8]
  private let slotShift: UInt64

  /// - Precondition: every key is at most ``maximumLength`` bytes of UTF-8; at most 63 keys.
  package init(_ keys: [String]) {
    precondition(keys.allSatisfy { $0.utf8.count <= Self.maximumLength }, "a key set's keys are short")
    precondition(keys.count < 64, "a key set is small")
    self.keys = keys.map { Key(Array($0.utf8)) }
    var bits: UInt64 = 2
    while 1 << bits < 4 * keys.count { bits += 1 }
    slotShift = 64 - bits
    var slots = [UInt8](repeating: 0, count: 1 << bits)
    for (position, key) in self.keys.enumerated() where Self.firstIndex(of: key, among: self.keys) == position {
      var slot = Self.slot(of: key, shift: slotShift)
      while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
      slots[slot] = UInt8(position + 1)
    }
    self.slots = slots
  }

  private static func firstIndex(of key: Key, among keys: [Key]) -> Int? { keys.firstIndex(of: key) }

  private static func slot(of key: Key, shift: UInt64) -> Int {
    let mixed = (key.low ^ (key.high &* 31) ^ UInt64(key.count)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> shift)
  }

  /// The position of `key` in the set, or nil.
  func position(of key: Key) -> Int? {
    var slot = Self.slot(of: key, shift: slotShift)
    while true {
      let entry = Int(slots[slot])
      if entry == 0 { return nil }
      if keys[entry - 1] == key { return entry - 1 }
      slot = (slot + 1) & (slots.count - 1)
    }
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
