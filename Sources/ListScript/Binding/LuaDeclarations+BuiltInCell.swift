import ListLayout
import LuaBridge

extension LuaDeclarations {
  /// The fields of a built-in cell table, read straight from Lua: no ``DeclarationTable``, no
  /// Swift strings for the keys. Nil when the table holds anything this reading does not type — an
  /// array part (custom content), a key that is not a cell field, a value of another type, an image
  /// size table — and the caller then reads the table the general way, which also words problems.
  ///
  /// - Complexity: O(number of fields).
  static func builtInCellFields(_ stack: LuaStack, at index: Int) -> BuiltInCellFields? {
    guard stack.rawLength(at: index) == 0, stack.ensure(3) else { return nil }
    var fields = BuiltInCellFields()
    /// Stores a value read with the field's type; nil (another type) ends the fast reading.
    func set<Value>(_ field: WritableKeyPath<BuiltInCellFields, Value?>, _ value: Value?) -> Bool {
      fields[keyPath: field] = value
      return value != nil
    }
    let complete = stack.visitPairs(at: index) { key, value in
      guard let field = stack.withStringBytes(at: key, CellField.init(bytes:)) ?? nil else { return false }
      switch field {
      case .text: return set(\.text, stack.string(at: value))
      case .secondary: return set(\.secondary, stack.string(at: value))
      case .accessory: return set(\.accessory, stack.string(at: value))
      case .badge: return set(\.badge, stack.string(at: value))
      case .height: return set(\.height, stack.number(at: value))
      case .alpha: return set(\.alpha, stack.number(at: value))
      case .separatorInset: return set(\.separatorInset, stack.number(at: value))
      case .image: return set(\.image, stack.boolean(at: value))
      case .enabled: return set(\.enabled, stack.boolean(at: value))
      case .separator: return set(\.separator, stack.boolean(at: value))
      }
    }
    return complete ? fields : nil
  }

  /// The keys of `cell "id" {…}` (`CellDeclaration.fields`), recognised from a Lua string's bytes.
  enum CellField: String, CaseIterable {
    case height, text, secondary, image, accessory, badge, enabled, alpha, separator
    case separatorInset = "separator_inset"

    /// Each name's length and its bytes as two little-endian words, zero-padded.
    private static let packedNames = allCases.map { field in
      (field, Array(field.rawValue.utf8).withUnsafeBytes(Packed.init))
    }

    init?(bytes: UnsafeRawBufferPointer) {
      guard bytes.count <= 16 else { return nil }
      let packed = Packed(bytes)
      guard let match = Self.packedNames.first(where: { $0.1 == packed }) else { return nil }
      self = match.0
    }

    /// Up to 16 bytes and their count, compared in three integer comparisons.
    private struct Packed: Equatable {
      var count: Int
      var low: UInt64 = 0
      var high: UInt64 = 0

      init(_ bytes: UnsafeRawBufferPointer) {
        count = bytes.count
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
}
