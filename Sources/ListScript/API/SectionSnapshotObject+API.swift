import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import ListText
import LuaBridge

extension SectionSnapshotObject {
  /// The outline's class in the API: what `section_snapshot()` and `l:section_snapshot(id)` return.
  static let api = LuaClassDefinition<SectionSnapshotObject>(
    "SectionSnapshot", topic: "outlines",
    summary: "NSDiffableDataSourceSectionSnapshot: an outline (userdata). Edits return it.", variable: "o",
    setup: """
      local o = section_snapshot()
      o:append { "docs", "music" }
      o:append({ "readme.md" }, "docs")
      o:expand { "docs" }
      """, uikit: "NSDiffableDataSourceSectionSnapshot", methods: edits + queries,
    describe: { $0.outline.description })

  private static let edits: [LuaMethod<SectionSnapshotObject>] = [
    LuaMethod(
      .init(
        "append", topic: "outlines", parameters: [.init("ids", .ids), .init("parent", .id, optional: true)],
        results: [.init("SectionSnapshot")], summary: "Appends items as roots, or as the last children of `parent`.",
        example: #"o:append({ "notes.md" }, "docs")"#, complexity: "O(k) amortised", uikit: "append(_:to:)"
      ).performing(.outline(.append)),
      body: edit { try append($0, $1) }),
    LuaMethod(
      .init(
        "insert", topic: "outlines", parameters: [.init("ids", .ids), .init("position", .relativePosition)],
        results: [.init("SectionSnapshot")], summary: "Inserts items as siblings of the item named.",
        example: #"o:insert({ "photos" }, { after = "docs" })"#, complexity: "O(siblings + k)",
        uikit: "insert(_:before:), insert(_:after:)"
      ).performing(.outline(.insert)), body: edit { try insert($0, $1) }),
    LuaMethod(
      .init(
        "append_snapshot", topic: "outlines",
        parameters: [.init("other", .sectionSnapshot), .init("parent", .id, optional: true)],
        results: [.init("SectionSnapshot")],
        summary:
          "Appends another outline's roots, with their subtrees and expanded states, as roots or as the last children of `parent`.",
        example: "local more = section_snapshot()\nmore:append { \"todo.md\" }\no:append_snapshot(more, \"docs\")",
        complexity: "O(k + siblings)", uikit: "append(_:to:) taking a section snapshot"
      ).performing(.outline(.appendSnapshot)),
      body: edit { try appendSnapshot($0, $1) }),
    LuaMethod(
      .init(
        "insert_snapshot", topic: "outlines",
        parameters: [.init("other", .sectionSnapshot), .init("position", .relativePosition)],
        results: [.init("SectionSnapshot")],
        summary: "Inserts another outline's roots, with their subtrees, as siblings of the item named.",
        example:
          "local more = section_snapshot()\nmore:append { \"photos\" }\no:insert_snapshot(more, { before = \"music\" })",
        complexity: "O(k + siblings)", uikit: "insert(_:before:), insert(_:after:) taking a section snapshot"
      ).performing(.outline(.insertSnapshot)),
      body: edit { try insertSnapshot($0, $1) }),
    LuaMethod(
      .init(
        "replace_children", topic: "outlines",
        parameters: [.init("parent", .id), .init("other", .sectionSnapshot)], results: [.init("SectionSnapshot")],
        summary:
          "Replaces every child of `parent` (and everything under them) with another outline's roots and their subtrees.",
        example:
          "local files = section_snapshot()\nfiles:append { \"a.md\", \"b.md\" }\no:replace_children(\"docs\", files)",
        complexity: "O(k + the subtrees replaced)", uikit: "replace(childrenOf:using:)"
      ).performing(.outline(.replaceChildren)),
      body: edit { try replaceChildren($0, $1) }),
    LuaMethod(
      .init(
        "delete", topic: "outlines", parameters: [.init("ids", .ids)], results: [.init("SectionSnapshot")],
        summary: "Deletes the items and everything under them.", example: #"o:delete { "music" }"#,
        complexity: "O(the subtrees + siblings)", uikit: "delete(_:)"), body: edit { try delete($0, $1) }),
    LuaMethod(
      .init(
        "delete_all", topic: "outlines", results: [.init("SectionSnapshot")], summary: "Deletes every item.",
        example: "o:delete_all()", complexity: "O(1)", uikit: "deleteAll()"),
      body: edit { object, _ in object.outline.deleteAll() }),
    LuaMethod(
      .init(
        "expand", topic: "outlines", parameters: [.init("ids", .ids)], results: [.init("SectionSnapshot")],
        summary: "Expands the items: their children show.", example: #"o:expand { "docs" }"#, complexity: "O(k)",
        uikit: "expand(_:)"
      ).performing(.outline(.expand)), body: edit { try expand($0, $1) }),
    LuaMethod(
      .init(
        "collapse", topic: "outlines", parameters: [.init("ids", .ids)], results: [.init("SectionSnapshot")],
        summary: "Collapses the items: their children hide.", example: #"o:collapse { "docs" }"#, complexity: "O(k)",
        uikit: "collapse(_:)"
      ).performing(.outline(.collapse)), body: edit { try collapse($0, $1) }),
  ]

  private static let queries: [LuaMethod<SectionSnapshotObject>] = [
    LuaMethod(
      .init(
        "is_expanded", topic: "outlines", parameters: [.init("id", .id)], results: [.init("boolean")],
        summary: "Whether the item is expanded.", example: #"print(o:is_expanded("docs"))"#, complexity: "O(1)",
        uikit: "isExpanded(_:)"
      ).performing(.outline(.isExpanded)), body: query { .boolean(try $0.isExpanded($1)) }),
    LuaMethod(
      .init(
        "is_visible", topic: "outlines", parameters: [.init("id", .id)], results: [.init("boolean")],
        summary: "Whether every ancestor is expanded.", example: #"print(o:is_visible("readme.md"))"#,
        complexity: "O(depth)", uikit: "isVisible(_:)"
      ).performing(.outline(.isVisible)), body: query { .boolean(try $0.isVisible($1)) }),
    LuaMethod(
      .init(
        "contains", topic: "outlines", parameters: [.init("id", .id)], results: [.init("boolean")],
        summary: "Whether the outline has the item.", example: #"print(o:contains("docs"))"#, complexity: "O(1)",
        uikit: "contains(_:)"), body: query { .boolean($0.contains($1)) }),
    LuaMethod(
      .init(
        "items", topic: "outlines", results: [.init("Id[]")], summary: "Every item, depth first.",
        example: "print(o:items())", complexity: "O(n)", uikit: "items"), body: ids { $0.items }),
    LuaMethod(
      .init(
        "visible_items", topic: "outlines", results: [.init("Id[]")],
        summary: "The items that show, depth first: they are the section's cells.", example: "print(o:visible_items())",
        complexity: "O(visible)", uikit: "visibleItems"), body: ids { $0.visibleItems }),
    LuaMethod(
      .init(
        "root_items", topic: "outlines", results: [.init("Id[]")], summary: "The items at level 0.",
        example: "print(o:root_items())", complexity: "O(1)", uikit: "rootItems"), body: ids { $0.rootItems }),
    LuaMethod(
      .init(
        "children", topic: "outlines", parameters: [.init("id", .id)], results: [.init("Id[]")],
        summary: "The item's children.", example: #"print(o:children("docs"))"#, complexity: "O(1)",
        uikit: "(the children of an item: snapshot(of:) without its parent)"
      ).performing(.outline(.children)), body: { try children($0, $1) }),
    LuaMethod(
      .init(
        "level", topic: "outlines", parameters: [.init("id", .id)], results: [.init("integer")],
        summary: "0 for a root.", example: #"print(o:level("readme.md"))"#, complexity: "O(depth)",
        uikit: "level(of:)"
      ).performing(.outline(.level)), body: query { .integer(try $0.level(of: $1)) }),
    LuaMethod(
      .init(
        "parent", topic: "outlines", parameters: [.init("id", .id)], results: [.init("Id?")],
        summary: "The item's parent, or nil for a root.", example: #"print(o:parent("readme.md"))"#,
        complexity: "O(1)", uikit: "parent(of:)"
      ).performing(.outline(.parent)),
      body: query { try $0.parent(of: $1).map(LuaDeclarations.luaValue) ?? .nil }),
    LuaMethod(
      .init(
        "index", topic: "outlines", parameters: [.init("id", .id)], results: [.init("integer?")],
        summary: "0-based in items(); nil when absent.", example: #"print(o:index("music"))"#, complexity: "O(n)",
        uikit: "index(of:)"), body: query { $0.index(of: $1).map { .integer($0) } ?? .nil }),
    LuaMethod(
      .init(
        "snapshot", topic: "outlines",
        parameters: [.init("id", .id), .init("include_parent", .boolean, optional: true)],
        results: [.init("SectionSnapshot")], summary: "The outline under an item.",
        example: #"print(o:snapshot("docs", true))"#, complexity: "O(subtree)",
        uikit: "snapshot(of:includingParent:)"
      ).performing(.outline(.snapshot)), body: { try snapshot($0, $1) }),
    LuaMethod(
      .init(
        "copy", topic: "outlines", results: [.init("SectionSnapshot")], summary: "An independent copy.",
        example: "local before = o:copy()", complexity: "O(1), the storage shared until either changes"),
      body: { object, call in call.returning(object: SectionSnapshotObject(object.outline, host: object.host)) }),
  ]
}
