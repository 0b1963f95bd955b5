import ListDiff
import Synchronization

/// How an app's identifiers (any `Hashable & Sendable` value) become the core's identifiers and
/// back: a `String` is itself (`.string`), an `Int` itself (`.integer`), and any other value is
/// numbered the first time it is seen, per type, for the life of the process (so that the same
/// value is the same identifier in every snapshot and data source: no table travels with a
/// snapshot). Messages print a value as `String(describing:)`.
enum IdentifierCoding<Value: Hashable & Sendable> {
  /// The core identifier of a value.
  ///
  /// - Complexity: O(1) expected.
  static func identifier(_ value: Value) -> Identifier {
    if Value.self == String.self { return .string(value as! String) }
    if Value.self == Int.self { return .integer(value as! Int) }
    return .integer(Interner.shared.number(of: value))
  }

  /// The value of a core identifier made by ``identifier(_:)``.
  static func value(_ id: Identifier) -> Value {
    if Value.self == String.self { return id.description as! Value }
    if Value.self == Int.self, case .integer(let integer) = id { return integer as! Value }
    guard case .integer(let number) = id else {
      preconditionFailure("identifier \(id) was not made for \(Value.self)")
    }
    return Interner.shared.value(number: number, as: Value.self)
  }

  /// How a message shows the value: a string in quotes, an integer bare, anything else described.
  static func shown(_ id: Identifier) -> Identifier {
    if Value.self == String.self || Value.self == Int.self { return id }
    return .string(String(describing: value(id)))
  }
}

/// The numbers of identifiers other than strings and integers, per type.
final class Interner: Sendable {
  static let shared = Interner()

  private struct Table {
    var numbers: [AnyHashable: Int] = [:]
    var values: [AnyHashable] = []
  }

  private let tables = Mutex<[ObjectIdentifier: Table]>([:])

  func number<Value: Hashable & Sendable>(of value: Value) -> Int {
    tables.withLock { tables in
      let key = AnyHashable(value)
      let type = ObjectIdentifier(Value.self)
      if let number = tables[type]?.numbers[key] { return number }
      var table = tables[type] ?? Table()
      let number = table.values.count
      table.values.append(key)
      table.numbers[key] = number
      tables[type] = table
      return number
    }
  }

  func value<Value: Hashable & Sendable>(number: Int, as type: Value.Type) -> Value {
    tables.withLock { tables in
      tables[ObjectIdentifier(Value.self)]!.values[number].base as! Value
    }
  }
}
