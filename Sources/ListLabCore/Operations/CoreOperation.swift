/// An operation of the core that a message names, by its Swift name: a change of a list, a
/// question to a list, an edit or query of a snapshot or of an outline.
///
/// Every message of the core (``ChangeError``, ``UnknownID``, ``SnapshotError``,
/// ``ChangeWarning``) starts with the operation that failed. Its `description` names it in Swift
/// (`moveSection: no section "fish"`); a caller that speaks another language words it with
/// ``OperationNames`` of its own — ListLab's Lua binding with the names of its API's definition
/// (`move_section: no section "fish"`), ListLabUIKit with the UIKit method that failed.
public enum CoreOperation: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case change(ListChange.Operation)
  case query(ListState.Query)
  case snapshot(DataSourceSnapshot.Operation)
  case outline(SectionSnapshot.Operation)

  public static var allCases: [CoreOperation] {
    ListChange.Operation.allCases.map(change) + ListState.Query.allCases.map(query)
      + DataSourceSnapshot.Operation.allCases.map(snapshot) + SectionSnapshot.Operation.allCases.map(outline)
  }

  /// The operation's unique name: its kind and its Swift name (`snapshot.moveSection`), for a
  /// caller's table of names.
  public var identifier: String {
    switch self {
    case .change(let operation): "change." + operation.rawValue
    case .query(let query): "query." + query.rawValue
    case .snapshot(let operation): "snapshot." + operation.rawValue
    case .outline(let operation): "outline." + operation.rawValue
    }
  }

  /// The operation's Swift name: the case's (`moveSection`), its raw value — not a reflected
  /// description, which looks the type's conformances up at run time (the API's definition names
  /// every operation at launch).
  public var description: String {
    switch self {
    case .change(let operation): operation.rawValue
    case .query(let query): query.rawValue
    case .snapshot(let operation): operation.rawValue
    case .outline(let operation): operation.rawValue
    }
  }
}

/// How a message names the core's operations (see ``CoreOperation``).
public struct OperationNames: Sendable {
  private let name: @Sendable (CoreOperation) -> String
  private let callForm: @Sendable (_ name: String, _ arguments: String) -> String

  /// - Parameters:
  ///   - name: the caller's name of each operation.
  ///   - call: how a call of an operation is written in the caller's language, from its name and
  ///     its arguments (`name(arguments)` by default; `l:name(arguments)` for a Lua method).
  public init(
    _ name: @escaping @Sendable (CoreOperation) -> String,
    call: @escaping @Sendable (_ name: String, _ arguments: String) -> String = { "\($0)(\($1))" }
  ) {
    self.name = name
    self.callForm = call
  }

  public func callAsFunction(_ operation: CoreOperation) -> String { name(operation) }

  /// A call of `operation` with `arguments` (already written), as a message suggests it.
  public func call(_ operation: CoreOperation, arguments: String) -> String {
    callForm(name(operation), arguments)
  }

  /// The Swift names (`moveSection`): what `description` says.
  public static let swift = OperationNames(\.description)

  /// One name for every operation: the API a caller called (`NSDiffableDataSourceSnapshot.appendItems(_:toSection:)`).
  public static func constant(_ name: String) -> OperationNames {
    OperationNames { _ in name }
  }
}

/// A message of the core that starts with the operation it comes from, worded with the names a
/// caller gives the operations; its `description` uses the Swift names.
public protocol OperationMessage: Error, CustomStringConvertible {
  func description(naming names: OperationNames) -> String
}

extension OperationMessage {
  public var description: String { description(naming: .swift) }
}
