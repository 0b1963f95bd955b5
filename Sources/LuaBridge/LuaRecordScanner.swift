internal import CListLabLua
internal import CLua

#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The strings, numbers and booleans of a table's record, scanned in one loop in C, to tell
/// cheaply whether another table holds the same: how a binding recognises a declaration it has
/// read before (a loop making the same content for every cell) without reading it again.
///
/// ``scan(_:at:arrayCount:keys:nested:)`` fills the scanner's buffer; ``matches(_:)`` compares it
/// with a kept ``LuaRecordImage``, and ``image()`` keeps it.
package final class LuaRecordScanner {
  /// Fields a record may hold: a key occurs once in a table, so the keys and nested keys given.
  private static let capacity = 64
  private let fields: UnsafeMutablePointer<listlab_field>
  /// The fields of the last scan; nil when it was refused.
  private var count: Int?

  package init() {
    fields = .allocate(capacity: Self.capacity)
  }

  deinit {
    fields.deallocate()
  }

  /// Scans the record of the table at `index` — its entries but the array part 1...`arrayCount` —
  /// and returns whether it holds only keys of `keys` with string, number or boolean values, and
  /// at `nested`'s position, if given, possibly a plain table (no metatable) of `nested`'s keys
  /// and numbers, strings or booleans. The stack is left as it was.
  ///
  /// - Complexity: O(entries × keys); keys are few (a declaration's fields).
  package func scan(
    _ stack: LuaStack, at index: Int, arrayCount: Int, keys: LuaKeySet, nested: (position: Int, keys: LuaKeySet)?
  ) -> Bool {
    count = nil
    let keys = stack.interned(keys)
    let nestedKeys = nested.map { stack.interned($0.keys) }
    guard keys.count > 0, keys.count + (nestedKeys?.count ?? 0) <= Self.capacity, stack.ensure(6) else {
      return false
    }
    let scanned = stack.scanRecord(
      at: index, keys: keys.addressList, keyCount: keys.count, arrayCount: arrayCount,
      nestedPosition: nested?.position ?? -1, nestedKeys: nestedKeys?.addressList,
      nestedKeyCount: nestedKeys?.count ?? 0, into: fields, capacity: Self.capacity)
    guard scanned >= 0 else { return false }
    count = Int(scanned)
    return true
  }

  /// Whether the last scan found what `image` holds.
  /// Positions, types, strings byte for byte and numbers bit for bit (an integer never matches a
  /// float) are compared.
  package func matches(_ image: LuaRecordImage) -> Bool {
    guard let count, count == image.count else { return false }
    for index in 0..<count {
      let field = fields[index]
      let kept = image.fields[index]
      guard field.position == kept.position, field.type == kept.type, field.integer == kept.integer,
        field.is_integer == kept.is_integer, field.length == kept.length
      else { return false }
      if field.type == LUA_TSTRING, field.length > 0, memcmp(field.string, kept.string, field.length) != 0 {
        return false
      }
      if field.type == LUA_TNUMBER, field.is_integer == 0, field.number.bitPattern != kept.number.bitPattern {
        return false
      }
    }
    return true
  }

  /// What the last scan found, kept (strings copied): nil when it was refused.
  package func image() -> LuaRecordImage? {
    count.map { LuaRecordImage(fields, count: $0) }
  }
}

/// The fields of a record as a ``LuaRecordScanner`` found them, with their strings' bytes.
package final class LuaRecordImage {
  fileprivate let fields: UnsafeMutablePointer<listlab_field>
  fileprivate let count: Int
  private let bytes: UnsafeMutableRawBufferPointer

  fileprivate init(_ scanned: UnsafePointer<listlab_field>, count: Int) {
    self.count = count
    fields = .allocate(capacity: max(count, 1))
    fields.initialize(from: scanned, count: count)
    var length = 0
    for field in 0..<count where fields[field].type == LUA_TSTRING { length += fields[field].length }
    bytes = .allocate(byteCount: max(length, 1), alignment: 1)
    var offset = 0
    for field in 0..<count where fields[field].type == LUA_TSTRING {
      let text = bytes.baseAddress! + offset
      if fields[field].length > 0 { text.copyMemory(from: fields[field].string, byteCount: fields[field].length) }
      fields[field].string = UnsafePointer(text.assumingMemoryBound(to: CChar.self))
      offset += fields[field].length
    }
  }

  deinit {
    fields.deallocate()
    bytes.deallocate()
  }
}
