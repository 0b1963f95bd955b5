import ListDiff
import ListLabCore
import LuaBridge

/// An outline of one section as a Lua value: `section_snapshot()` (empty) or
/// `l:section_snapshot(id)`. Its methods are `NSDiffableDataSourceSectionSnapshot`'s, in snake
/// case; each one calls the matching ``SectionSnapshot`` method. Edits return the outline, so they
/// chain.
///
///     local files = section_snapshot()
///     files:append { "docs", "music" }
///     files:append({ "readme.md" }, "docs")
///     files:expand { "docs" }
///     print(files)   -- ▾ docs / - readme.md / - music
final class SectionSnapshotObject {
  var outline: SectionSnapshot
  unowned let host: ScriptHost

  init(_ outline: SectionSnapshot, host: ScriptHost) {
    self.outline = outline
    self.host = host
  }

  static func define(on lua: Lua, host: ScriptHost) {
    var definition = LuaClass<SectionSnapshotObject>("SectionSnapshot")
    definition.describe = { $0.outline.description }
    let tables = host.tables
    func edit(_ name: String, _ body: @escaping (SectionSnapshotObject, LuaCall) throws -> Void) {
      definition.methods[name] = { object, call in
        try body(object, call)
        return call.returning(object: object)
      }
    }
    edit("append") { object, call in
      let ids = try SnapshotArguments.ids(call, at: 2, operation: "append")
      try object.outline.append(ids, to: try SnapshotArguments.optionalID(call, at: 3))
    }
    edit("insert") { object, call in
      let ids = try SnapshotArguments.ids(call, at: 2, operation: "insert")
      switch try SnapshotArguments.position(call, at: 3, operation: "insert") {
      case .before(let other): try object.outline.insert(ids, before: other)
      case .after(let other): try object.outline.insert(ids, after: other)
      }
    }
    // The overloads taking a whole section snapshot: its roots with their subtrees.
    edit("append_snapshot") { object, call in
      let other = try call.object(2, as: SectionSnapshotObject.self).outline
      try object.outline.append(other, to: try SnapshotArguments.optionalID(call, at: 3))
    }
    edit("insert_snapshot") { object, call in
      let other = try call.object(2, as: SectionSnapshotObject.self).outline
      switch try SnapshotArguments.position(call, at: 3, operation: "insert_snapshot") {
      case .before(let item): try object.outline.insert(other, before: item)
      case .after(let item): try object.outline.insert(other, after: item)
      }
    }
    edit("replace_children") { object, call in
      let parent = try LuaDeclarations.identifier(call, 2)
      let other = try call.object(3, as: SectionSnapshotObject.self).outline
      try object.outline.replace(childrenOf: parent, using: other)
    }
    edit("delete") { object, call in
      let ignored = object.outline.delete(try SnapshotArguments.ids(call, at: 2, operation: "delete"))
      guard !ignored.isEmpty else { return }
      object.host.warn(
        "delete: no item\(ignored.count == 1 ? "" : "s") \(ignored.map(\.quoted).joined(separator: ", ")) in the "
          + "section snapshot; nothing to delete", at: call.callerLocation)
    }
    edit("delete_all") { object, _ in object.outline.deleteAll() }
    edit("expand") { object, call in try object.outline.expand(SnapshotArguments.ids(call, at: 2, operation: "expand"))
    }
    edit("collapse") { object, call in
      try object.outline.collapse(SnapshotArguments.ids(call, at: 2, operation: "collapse"))
    }

    func ids(_ name: String, _ read: @escaping (SectionSnapshot) -> [Identifier]) {
      definition.methods[name] = { object, call in
        SnapshotArguments.push(read(object.outline), tables: tables, on: call.stack)
        return 1
      }
    }
    ids("items") { $0.items }
    ids("visible_items") { $0.visibleItems }
    ids("root_items") { $0.rootItems }
    definition.methods["children"] = { object, call in
      let id = try LuaDeclarations.identifier(call, 2)
      SnapshotArguments.push(try object.outline.children(of: id), tables: tables, on: call.stack)
      return 1
    }
    definition.methods["contains"] = { object, call in
      call.returning(.boolean(object.outline.contains(try LuaDeclarations.identifier(call, 2))))
    }
    definition.methods["is_expanded"] = { object, call in
      call.returning(.boolean(try object.outline.isExpanded(try LuaDeclarations.identifier(call, 2))))
    }
    definition.methods["is_visible"] = { object, call in
      call.returning(.boolean(try object.outline.isVisible(try LuaDeclarations.identifier(call, 2))))
    }
    definition.methods["level"] = { object, call in
      call.returning(.integer(try object.outline.level(of: try LuaDeclarations.identifier(call, 2))))
    }
    definition.methods["parent"] = { object, call in
      let parent = try object.outline.parent(of: try LuaDeclarations.identifier(call, 2))
      return call.returning(parent.map(LuaDeclarations.luaValue) ?? .nil)
    }
    definition.methods["index"] = { object, call in
      call.returning(object.outline.index(of: try LuaDeclarations.identifier(call, 2)).map { .integer($0) } ?? .nil)
    }
    // snapshot(of:includingParent:): the outline under an item.
    definition.methods["snapshot"] = { object, call in
      let id = try LuaDeclarations.identifier(call, 2)
      let subtree = try object.outline.snapshot(of: id, includingParent: call.boolean(3))
      return call.returning(object: SectionSnapshotObject(subtree, host: object.host))
    }
    definition.methods["copy"] = { object, call in
      call.returning(object: SectionSnapshotObject(object.outline, host: object.host))
    }
    lua.define(definition)
  }
}
