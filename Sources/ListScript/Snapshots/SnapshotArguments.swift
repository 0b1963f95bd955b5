import ListDiff
import ListLabCore
import LuaBridge

/// The arguments the snapshot methods share: lists of ids and positions relative to an id.
enum SnapshotArguments {
  /// Where an insert or a move puts things: UIKit's `before…:` and `after…:` forms.
  enum Position {
    case before(Identifier)
    case after(Identifier)
  }

  /// An array of ids `{ "a", "b" }`, or one id.
  ///
  /// - Complexity: O(k).
  static func ids(_ call: LuaCall, at index: Int, operation: String) throws -> [Identifier] {
    switch call.type(index) {
    case .string, .number:
      return [try LuaDeclarations.identifier(call, index)]
    case .table:
      let array = try call.table(index).array
      return try array.enumerated().map { position, value throws -> Identifier in
        switch value {
        case .string(let text): return .string(text)
        case .integer(let number): return .integer(number)
        case .number(let number) where number.rounded() == number && abs(number) < 9e15: return .integer(Int(number))
        case .boolean, .number:
          throw LuaRuntimeError(
            "\(operation): entry \(position + 1) must be an id (a string or an integer), got \(value.typeName) \(value)"
          )
        default:
          throw LuaRuntimeError(
            "\(operation): entry \(position + 1) must be an id (a string or an integer), got \(value.typeName)")
        }
      }
    default:
      throw call.typeError(index, expected: .ids)
    }
  }

  /// `{before = id}` or `{after = id}`.
  static func position(_ call: LuaCall, at index: Int, operation: String) throws -> Position {
    switch try ListObject.readPlacement(call, at: index, operation: operation, allowsSection: false) {
    case .before(let id)?: return .before(id)
    case .after(let id)?: return .after(id)
    case .endOf?, nil: throw LuaRuntimeError("\(operation): give a position: {before = id} or {after = id}")
    }
  }

  /// An optional id (nil or absent: nil).
  static func optionalID(_ call: LuaCall, at index: Int) throws -> Identifier? {
    call.isNoneOrNil(index) ? nil : try LuaDeclarations.identifier(call, index)
  }

  /// Pushes ids as an array that prints one per line.
  static func push(_ ids: [Identifier], tables: PrintableTables, on stack: LuaStack) {
    stack.pushArray(ids.map(LuaDeclarations.luaValue))
    tables.attach(tables.lines, toTableAt: -1, on: stack)
  }
}
