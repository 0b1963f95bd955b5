import ListDiff
import ListLabCore
import LuaBridge

/// A diffable data source snapshot as a Lua value: `snapshot()` (empty) or `l:snapshot()` (the
/// list's data). Its methods are `NSDiffableDataSourceSnapshot`'s, in snake case; each one calls
/// the matching ``DataSourceSnapshot`` method. Edits return the snapshot, so they chain.
///
///     local s = snapshot()
///     s:append_sections { "fruits" }
///     s:append_items { "apple", "banana" }
///     s:move_item("banana", { before = "apple" })
///     print(s)   -- snapshot · 1 section, 2 items / fruits: banana, apple
///
/// A Lua variable holds a reference: `s:copy()` makes an independent snapshot (Swift's
/// `NSDiffableDataSourceSnapshot` is a value type).
final class SnapshotObject: SnapshotValueObject {
  var snapshot: DataSourceSnapshot
  unowned let host: ScriptHost
  var value: DataSourceSnapshot { snapshot }

  init(_ snapshot: DataSourceSnapshot, host: ScriptHost) {
    self.snapshot = snapshot
    self.host = host
  }

  /// Says which ids a delete ignored (UIKit ignores them silently).
  private func warnIgnored(_ ids: [Identifier], kind: String, operation: String, call: LuaCall) {
    guard !ids.isEmpty else { return }
    let names = ids.map(\.quoted).joined(separator: ", ")
    host.warn(
      "\(operation): no \(kind)\(ids.count == 1 ? "" : "s") \(names) in the snapshot; UIKit ignores "
        + (ids.count == 1 ? "it" : "them"), at: call.callerLocation)
  }

  // The bodies of the methods; what each is and takes is in the API's definition
  // (`SnapshotObject+API.swift`).

  static func appendSections(_ object: SnapshotObject, _ call: LuaCall) throws {
    try object.snapshot.appendSections(SnapshotArguments.ids(call, at: 2, operation: "append_sections"))
  }

  static func insertSections(_ object: SnapshotObject, _ call: LuaCall) throws {
    let ids = try SnapshotArguments.ids(call, at: 2, operation: "insert_sections")
    switch try SnapshotArguments.position(call, at: 3, operation: "insert_sections") {
    case .before(let other): try object.snapshot.insertSections(ids, beforeSection: other)
    case .after(let other): try object.snapshot.insertSections(ids, afterSection: other)
    }
  }

  static func deleteSections(_ object: SnapshotObject, _ call: LuaCall) throws {
    let ignored = object.snapshot.deleteSections(
      try SnapshotArguments.ids(call, at: 2, operation: "delete_sections"))
    object.warnIgnored(ignored, kind: "section", operation: "delete_sections", call: call)
  }

  static func moveSection(_ object: SnapshotObject, _ call: LuaCall) throws {
    let id = try LuaDeclarations.identifier(call, 2)
    switch try SnapshotArguments.position(call, at: 3, operation: "move_section") {
    case .before(let other): try object.snapshot.moveSection(id, beforeSection: other)
    case .after(let other): try object.snapshot.moveSection(id, afterSection: other)
    }
  }

  static func appendItems(_ object: SnapshotObject, _ call: LuaCall) throws {
    let ids = try SnapshotArguments.ids(call, at: 2, operation: "append_items")
    try object.snapshot.appendItems(ids, toSection: try SnapshotArguments.optionalID(call, at: 3))
  }

  static func insertItems(_ object: SnapshotObject, _ call: LuaCall) throws {
    let ids = try SnapshotArguments.ids(call, at: 2, operation: "insert_items")
    switch try SnapshotArguments.position(call, at: 3, operation: "insert_items") {
    case .before(let other): try object.snapshot.insertItems(ids, beforeItem: other)
    case .after(let other): try object.snapshot.insertItems(ids, afterItem: other)
    }
  }

  static func deleteItems(_ object: SnapshotObject, _ call: LuaCall) throws {
    let ignored = object.snapshot.deleteItems(try SnapshotArguments.ids(call, at: 2, operation: "delete_items"))
    object.warnIgnored(ignored, kind: "item", operation: "delete_items", call: call)
  }

  static func moveItem(_ object: SnapshotObject, _ call: LuaCall) throws {
    let id = try LuaDeclarations.identifier(call, 2)
    switch try SnapshotArguments.position(call, at: 3, operation: "move_item") {
    case .before(let other): try object.snapshot.moveItem(id, beforeItem: other)
    case .after(let other): try object.snapshot.moveItem(id, afterItem: other)
    }
  }

  static func reloadSections(_ object: SnapshotObject, _ call: LuaCall) throws {
    try object.snapshot.reloadSections(SnapshotArguments.ids(call, at: 2, operation: "reload_sections"))
  }

  static func reloadItems(_ object: SnapshotObject, _ call: LuaCall) throws {
    try object.snapshot.reloadItems(SnapshotArguments.ids(call, at: 2, operation: "reload_items"))
  }

  static func reconfigureItems(_ object: SnapshotObject, _ call: LuaCall) throws {
    try object.snapshot.reconfigureItems(SnapshotArguments.ids(call, at: 2, operation: "reconfigure_items"))
  }

  static func itemIdentifiersInSection(_ object: SnapshotObject, _ call: LuaCall) throws -> Int {
    let section = try LuaDeclarations.identifier(call, 2)
    SnapshotArguments.push(
      try object.snapshot.itemIdentifiers(inSection: section), tables: object.host.tables, on: call.stack)
    return 1
  }

  static func numberOfItems(_ object: SnapshotObject, _ call: LuaCall) throws -> Int {
    guard let section = try SnapshotArguments.optionalID(call, at: 2) else {
      return call.returning(.integer(object.snapshot.numberOfItems))
    }
    return call.returning(.integer(try object.snapshot.numberOfItems(inSection: section)))
  }

  static func sectionIdentifier(_ object: SnapshotObject, _ call: LuaCall) throws -> Int {
    let item = try LuaDeclarations.identifier(call, 2)
    return call.returning(
      object.snapshot.sectionIdentifier(containingItem: item).map(LuaDeclarations.luaValue) ?? .nil)
  }

  static func indexOfItem(_ object: SnapshotObject, _ call: LuaCall) throws -> Int {
    let item = try LuaDeclarations.identifier(call, 2)
    return call.returning(object.snapshot.indexOfItem(item).map { .integer($0) } ?? .nil)
  }

  static func indexOfSection(_ object: SnapshotObject, _ call: LuaCall) throws -> Int {
    let section = try LuaDeclarations.identifier(call, 2)
    return call.returning(object.snapshot.indexOfSection(section).map { .integer($0) } ?? .nil)
  }
}
