internal import Synchronization

/// A fixed set of short keys, recognised in a Lua table without making a Swift string: how a
/// binding reads the fields of a declaration table quickly.
///
/// Lua keeps one copy of every short string (up to 40 bytes, Lua 5.4's `LUAI_MAXSHORTLEN`): all
/// the `"padding"` keys of a state's tables are the same string. A state therefore holds each set's
/// keys once, for as long as it lives (``LuaStack/interned(_:)``), and a table's key is one of them
/// when its bytes are at the same address (``LuaStack/position(ofKeyAt:in:)``).
package struct LuaKeySet: Sendable {
  /// The longest key: longer strings are not interned.
  package static let maximumLength = 40

  /// The keys, by position.
  package let keys: [String]
  /// The set's number, where a state keeps its interned keys (a process makes a handful of sets).
  let number: Int

  private static let made = Atomic<Int>(0)

  /// - Precondition: every key is at most ``maximumLength`` bytes of UTF-8; at most 255 keys.
  package init(_ keys: [String]) {
    precondition(keys.allSatisfy { $0.utf8.count <= Self.maximumLength }, "a key set's keys are short")
    precondition(keys.count < 256, "a key set is small")
    self.keys = keys
    number = Self.made.add(1, ordering: .relaxed).oldValue
  }
}

/// A ``LuaKeySet`` as the strings of one Lua state: the address of each key's bytes, and an
/// open-addressing table from an address to the key's position. Plain memory (no reference
/// counting on the way to a key), freed with its state (``release()``).
struct LuaInternedKeySet: @unchecked Sendable {
  // `@unchecked`: written once, then only read, on its state's thread.
  /// A set that recognises no key (for a state that could not intern one): never released.
  static let none = LuaInternedKeySet(addresses: [])

  /// The address of each key's bytes, by position.
  private let addresses: UnsafeMutableBufferPointer<UnsafeRawPointer>
  /// Slot → position + 1, 0 for an empty slot; at least four slots per key.
  private let slots: UnsafeMutableBufferPointer<UInt8>
  private let slotShift: UInt64

  init(addresses given: [UnsafeRawPointer]) {
    addresses = .allocate(capacity: given.count)
    _ = addresses.initialize(from: given)
    var bits: UInt64 = 2
    while 1 << bits < 4 * given.count { bits += 1 }
    slotShift = 64 - bits
    slots = .allocate(capacity: 1 << bits)
    slots.initialize(repeating: 0)
    // A key given twice is found at its first position.
    for (position, address) in given.enumerated() where given.firstIndex(of: address) == position {
      var slot = Self.slot(of: address, shift: slotShift)
      while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
      slots[slot] = UInt8(position + 1)
    }
  }

  /// The number of keys.
  var count: Int { addresses.count }

  /// The address of each key's bytes, by position, as C takes them (``LuaRecordScanner``).
  var addressList: UnsafePointer<UnsafeRawPointer?>? {
    addresses.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: UnsafeRawPointer?.self) }
  }

  /// Frees the tables; the set must not be used afterwards.
  func release() {
    addresses.deallocate()
    slots.deallocate()
  }

  @inline(__always)
  private static func slot(of address: UnsafeRawPointer, shift: UInt64) -> Int {
    Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: address)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The position of the key whose bytes are at `address`, or nil.
  @inline(__always)
  func position(of address: UnsafeRawPointer) -> Int? {
    var slot = Self.slot(of: address, shift: slotShift)
    while true {
      let entry = Int(slots[slot])
      if entry == 0 { return nil }
      if addresses[entry - 1] == address { return entry - 1 }
      slot = (slot + 1) & (slots.count - 1)
    }
  }
}
