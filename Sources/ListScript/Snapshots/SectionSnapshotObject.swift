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
final class SectionSnapshotObject: SnapshotValueObject {
  var outline: SectionSnapshot
  unowned let host: ScriptHost
  var value: SectionSnapshot { outline }

  init(_ outline: SectionSnapshot, host: ScriptHost) {
    self.outline = outline
    self.host = host
  }

  /// A query of one item, wrapped for Lua: `read` gets the outline and the id at argument 2.
  static func query(_ read: @escaping @Sendable (SectionSnapshot, Identifier) throws -> LuaValue)
    -> @Sendable (SectionSnapshotObject, LuaCall) throws -> Int
  {
    { object, call in call.returning(try read(object.outline, try LuaDeclarations.identifier(call, 2))) }
  }

  // The bodies of the methods; what each is and takes is in the API's definition
  // (`SectionSnapshotObject+API.swift`).

  static func append(_ object: SectionSnapshotObject, _ call: LuaCall) throws {
    let ids = try SnapshotArguments.ids(call, at: 2, operation: "append")
    try object.outline.append(ids, to: try SnapshotArguments.optionalID(call, at: 3))
  }

  static func insert(_ object: SectionSnapshotObject, _ call: LuaCall) throws {
    let ids = try SnapshotArguments.ids(call, at: 2, operation: "insert")
    switch try SnapshotArguments.position(call, at: 3, operation: "insert") {
    case .before(let other): try object.outline.insert(ids, before: other)
    case .after(let other): try object.outline.insert(ids, after: other)
    }
  }

  /// The overloads taking a whole section snapshot: its roots with their subtrees.
  static func appendSnapshot(_ object: SectionSnapshotObject, _ call: LuaCall) throws {
    let other = try call.object(2, as: SectionSnapshotObject.self).outline
    try object.outline.append(other, to: try SnapshotArguments.optionalID(call, at: 3))
  }

  static func insertSnapshot(_ object: SectionSnapshotObject, _ call: LuaCall) throws {
    let other = try call.object(2, as: SectionSnapshotObject.self).outline
    switch try SnapshotArguments.position(call, at: 3, operation: "insert_snapshot") {
    case .before(let item): try object.outline.insert(other, before: item)
    case .after(let item): try object.outline.insert(other, after: item)
    }
  }

  static func replaceChildren(_ object: SectionSnapshotObject, _ call: LuaCall) throws {
    let parent = try LuaDeclarations.identifier(call, 2)
    let other = try call.object(3, as: SectionSnapshotObject.self).outline
    try object.outline.replace(childrenOf: parent, using: other)
  }

  static func delete(_ object: SectionSnapshotObject, _ call: LuaCall) throws {
    let ignored = object.outline.delete(try SnapshotArguments.ids(call, at: 2, operation: "delete"))
    guard !ignored.isEmpty else { return }
    object.host.warn(
      "delete: no item\(ignored.count == 1 ? "" : "s") \(ignored.map(\.quoted).joined(separator: ", ")) in the "
        + "section snapshot; nothing to delete", at: call.callerLocation)
  }

  static func expand(_ object: SectionSnapshotObject, _ call: LuaCall) throws {
    try object.outline.expand(SnapshotArguments.ids(call, at: 2, operation: "expand"))
  }

  static func collapse(_ object: SectionSnapshotObject, _ call: LuaCall) throws {
    try object.outline.collapse(SnapshotArguments.ids(call, at: 2, operation: "collapse"))
  }

  static func children(_ object: SectionSnapshotObject, _ call: LuaCall) throws -> Int {
    let id = try LuaDeclarations.identifier(call, 2)
    SnapshotArguments.push(try object.outline.children(of: id), tables: object.host.tables, on: call.stack)
    return 1
  }

  /// `snapshot(of:includingParent:)`: the outline under an item.
  static func snapshot(_ object: SectionSnapshotObject, _ call: LuaCall) throws -> Int {
    let id = try LuaDeclarations.identifier(call, 2)
    let subtree = try object.outline.snapshot(of: id, includingParent: call.boolean(3))
    return call.returning(object: SectionSnapshotObject(subtree, host: object.host))
  }
}
