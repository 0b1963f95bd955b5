public import ListDeclaration
public import ListDiff
import ListLayout

/// Why a change was refused. The list keeps its last good state.
///
/// Every sentence a user reads about a refused change is worded here
/// (``description(naming:)``), starting with the operation's name as the caller names it (see
/// ``CoreOperation``): `move: no cell "kiwi" (did you mean "kiwis"?)`.
public struct ChangeError: OperationMessage {
  public enum Reason: Sendable {
    /// The new declaration has problems (each with its file and line); the message calls it the
    /// sections for the operation.
    case invalidDeclaration(DeclarationError)
    /// A cell or section id the list lacks, with the nearest one.
    case unknownID(UnknownID)
    /// A cell placed before or after itself.
    case cellPlacedRelativeToItself(CellPlacement)
    /// A section placed before or after itself.
    case sectionPlacedRelativeToItself
    /// `update(_:to:)` with a cell of another id.
    case updateChangesID(old: Identifier, new: Identifier)
    /// UIKit would refuse the batch (its own message).
    case invalidBatch(BatchUpdateError)
    /// Laying the list out failed: a layout plugin raised an error or returned unusable frames.
    case layoutFailed(any Error)
    /// A snapshot the list cannot take (UIKit's message).
    case snapshot(SnapshotError)
    /// The cell provider failed for an item.
    case cellProviderFailed(item: Identifier, any Error)
    /// The cell provider returned a cell of another id.
    case providedCellChangesID(item: Identifier, returned: Identifier)
  }

  /// The operation refused: `apply`, `insert`, `moveSection`, `batch`, …
  public let operation: ListChange.Operation
  public let reason: Reason

  public init(_ reason: Reason, in operation: ListChange.Operation) {
    self.reason = reason
    self.operation = operation
  }

  /// A cell id that none of `sections` has; `placing`: it places cells (`{before = id}`).
  static func noCell(
    _ id: Identifier, in sections: [SectionDeclaration], operation: ListChange.Operation, placing: Bool = false
  ) -> ChangeError {
    ChangeError(.unknownID(.cell(id, in: sections, operation: .change(operation), placing: placing)), in: operation)
  }

  /// A section id that none of `sections` has; `placing`: it places sections (`{before = id}`).
  static func noSection(
    _ id: Identifier, in sections: [SectionDeclaration], operation: ListChange.Operation, placing: Bool = false
  ) -> ChangeError {
    ChangeError(
      .unknownID(.section(id, in: sections, operation: .change(operation), placing: placing)), in: operation)
  }

  public func description(naming names: OperationNames) -> String {
    let operation = names(.change(self.operation))
    switch reason {
    case .invalidDeclaration(var error):
      // The data of a change: its problems are those of the sections the operation was given.
      error.subject = "sections for \(operation)"
      return error.description
    case .unknownID(let unknown):
      return unknown.description(naming: names)
    case .cellPlacedRelativeToItself(let placement):
      let relation = if case .after = placement { "after" } else { "before" }
      return "\(operation): a cell cannot move \(relation) itself"
    case .sectionPlacedRelativeToItself:
      return "\(operation): a section cannot move relative to itself"
    case .updateChangesID(let old, let new):
      return "\(operation): the new cell's id \(new.quoted) is not \(old.quoted); to replace a cell, delete it and "
        + "insert the other"
    case .invalidBatch(let error):
      guard error.isOutOfRange else { return error.description }
      let row = error.kind == .table ? "row" : "item"
      return error.description + " (index paths and section indices count from 0: the first \(row) is {0, 0})"
    case .layoutFailed(let error):
      return String(describing: error)
    case .snapshot(let error):
      return error.description(naming: names)
    case .cellProviderFailed(let item, let error):
      return "\(operation): in the cell provider for item \(item.quoted): \(error)"
    case .providedCellChangesID(let item, let returned):
      return "\(operation): the cell provider returned cell \(returned.quoted) for item \(item.quoted); "
        + "return cell(id) {…} with the id it is given"
    }
  }
}
