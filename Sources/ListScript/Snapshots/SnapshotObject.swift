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
final class SnapshotObject {
  var snapshot: DataSourceSnapshot
  unowned let host: ScriptHost

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

  static func define(on lua: Lua, host: ScriptHost) {
    var definition = LuaClass<SnapshotObject>("Snapshot")
    definition.describe = { $0.snapshot.description }
    let tables = host.tables
    // An edit returns the snapshot (for chaining).
    func edit(_ name: String, _ body: @escaping (SnapshotObject, LuaCall) throws -> Void) {
      definition.methods[name] = { object, call in
        try body(object, call)
        return call.returning(object: object)
      }
    }
    edit("append_sections") { object, call in
      try object.snapshot.appendSections(SnapshotArguments.ids(call, at: 2, operation: "append_sections"))
    }
    edit("insert_sections") { object, call in
      let ids = try SnapshotArguments.ids(call, at: 2, operation: "insert_sections")
      switch try SnapshotArguments.position(call, at: 3, operation: "insert_sections") {
      case .before(let other): try object.snapshot.insertSections(ids, beforeSection: other)
      case .after(let other): try object.snapshot.insertSections(ids, afterSection: other)
      }
    }
    edit("delete_sections") { object, call in
      let ignored = object.snapshot.deleteSections(
        try SnapshotArguments.ids(call, at: 2, operation: "delete_sections"))
      object.warnIgnored(ignored, kind: "section", operation: "delete_sections", call: call)
    }
    edit("move_section") { object, call in
      let id = try LuaDeclarations.identifier(call, 2)
      switch try SnapshotArguments.position(call, at: 3, operation: "move_section") {
      case .before(let other): try object.snapshot.moveSection(id, beforeSection: other)
      case .after(let other): try object.snapshot.moveSection(id, afterSection: other)
      }
    }
    edit("append_items") { object, call in
      let ids = try SnapshotArguments.ids(call, at: 2, operation: "append_items")
      try object.snapshot.appendItems(ids, toSection: try SnapshotArguments.optionalID(call, at: 3))
    }
    edit("insert_items") { object, call in
      let ids = try SnapshotArguments.ids(call, at: 2, operation: "insert_items")
      switch try SnapshotArguments.position(call, at: 3, operation: "insert_items") {
      case .before(let other): try object.snapshot.insertItems(ids, beforeItem: other)
      case .after(let other): try object.snapshot.insertItems(ids, afterItem: other)
      }
    }
    edit("delete_items") { object, call in
      let ignored = object.snapshot.deleteItems(try SnapshotArguments.ids(call, at: 2, operation: "delete_items"))
      object.warnIgnored(ignored, kind: "item", operation: "delete_items", call: call)
    }
    edit("move_item") { object, call in
      let id = try LuaDeclarations.identifier(call, 2)
      switch try SnapshotArguments.position(call, at: 3, operation: "move_item") {
      case .before(let other): try object.snapshot.moveItem(id, beforeItem: other)
      case .after(let other): try object.snapshot.moveItem(id, afterItem: other)
      }
    }
    edit("delete_all_items") { object, _ in object.snapshot.deleteAllItems() }
    edit("reload_sections") { object, call in
      try object.snapshot.reloadSections(SnapshotArguments.ids(call, at: 2, operation: "reload_sections"))
    }
    edit("reload_items") { object, call in
      try object.snapshot.reloadItems(SnapshotArguments.ids(call, at: 2, operation: "reload_items"))
    }
    edit("reconfigure_items") { object, call in
      try object.snapshot.reconfigureItems(SnapshotArguments.ids(call, at: 2, operation: "reconfigure_items"))
    }

    func ids(_ name: String, _ read: @escaping (DataSourceSnapshot) -> [Identifier]) {
      definition.methods[name] = { object, call in
        SnapshotArguments.push(read(object.snapshot), tables: tables, on: call.stack)
        return 1
      }
    }
    ids("item_identifiers") { $0.itemIdentifiers }
    ids("section_identifiers") { $0.sectionIdentifiers }
    ids("reloaded_item_identifiers") { $0.reloadedItemIdentifiers }
    ids("reconfigured_item_identifiers") { $0.reconfiguredItemIdentifiers }
    ids("reloaded_section_identifiers") { $0.reloadedSectionIdentifiers }
    definition.methods["item_identifiers_in_section"] = { object, call in
      let section = try LuaDeclarations.identifier(call, 2)
      SnapshotArguments.push(try object.snapshot.itemIdentifiers(inSection: section), tables: tables, on: call.stack)
      return 1
    }
    definition.methods["number_of_items"] = { object, call in
      guard let section = try SnapshotArguments.optionalID(call, at: 2) else {
        return call.returning(.integer(object.snapshot.numberOfItems))
      }
      return call.returning(.integer(try object.snapshot.numberOfItems(inSection: section)))
    }
    definition.methods["number_of_sections"] = { object, call in
      call.returning(.integer(object.snapshot.numberOfSections))
    }
    definition.methods["section_identifier"] = { object, call in
      let item = try LuaDeclarations.identifier(call, 2)
      return call.returning(
        object.snapshot.sectionIdentifier(containingItem: item).map(LuaDeclarations.luaValue) ?? .nil)
    }
    definition.methods["index_of_item"] = { object, call in
      let item = try LuaDeclarations.identifier(call, 2)
      return call.returning(object.snapshot.indexOfItem(item).map { .integer($0) } ?? .nil)
    }
    definition.methods["index_of_section"] = { object, call in
      let section = try LuaDeclarations.identifier(call, 2)
      return call.returning(object.snapshot.indexOfSection(section).map { .integer($0) } ?? .nil)
    }
    definition.methods["copy"] = { object, call in
      call.returning(object: SnapshotObject(object.snapshot, host: object.host))
    }
    lua.define(definition)
  }
}
