import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import ListText
import LuaBridge

/// The types of ListLab's parameters: each says how LuaLS writes it and how an argument of it is
/// checked (the words of `bad argument #n to 'f' (… expected, got …)` are these, and the readers
/// that check the same arguments use them too).
extension LuaAPI.ValueType {
  /// A cell or section id: a string or an integer.
  static let id = accepting("Id", [.string, .number], expected: "string or integer id")
  /// One id, or an array of ids.
  static let ids = accepting("Id|Id[]", [.string, .number, .table], expected: "id or array of ids")
  /// `{before = id}`, `{after = id}` or `{section = id}`.
  static let position = read("Position")
  /// `{before = id}` or `{after = id}`.
  static let relativePosition = read("{before: Id}|{after: Id}")
  /// The options of a change.
  static let transitionOptions = read("TransitionOptions")
  /// The options of a snapshot's change, or UIKit's `animatingDifferences` as a boolean.
  static let snapshotOptions = read("TransitionOptions|boolean")
  /// The sections of a list: `section "id" {…}` values, or cells forming the section `main`.
  static let sections = accepting("(Section|Cell)[]", [.table], expected: "table")
  /// A cell, or an array of cells.
  static let cells = object("Cell", or: [.table], annotation: "Cell|Cell[]", expected: "cell or table of cells")
  /// A cell, or a table of a cell's fields.
  static let cellOrFields = object(
    "Cell", or: [.table], annotation: "Cell|CellDeclaration", expected: "cell or table of cell fields")
  static let list = object("List")
  static let snapshot = read("Snapshot")
  static let sectionSnapshot = object("SectionSnapshot")
  /// A registration's `{ override = true }`.
  static let registration = read("{override: boolean}")
}
