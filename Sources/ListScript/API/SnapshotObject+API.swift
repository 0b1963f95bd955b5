import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import ListText
import LuaBridge

extension SnapshotObject {
  /// The snapshot's class in the API: what `snapshot()` and `l:snapshot()` return.
  static let api = LuaClassDefinition<SnapshotObject>(
    "Snapshot", topic: "snapshots", summary: "NSDiffableDataSourceSnapshot (userdata). Edits return the snapshot.",
    variable: "s",
    setup: """
      local s = snapshot()
      s:append_sections { "fruits" }
      s:append_items { "apple", "banana" }
      """, uikit: "NSDiffableDataSourceSnapshot", methods: edits + queries, describe: { $0.snapshot.description })

  private static let edits: [LuaMethod<SnapshotObject>] = [
    LuaMethod(
      .init(
        "append_sections", topic: "snapshots", parameters: [.init("ids", .ids)], results: [.init("Snapshot")],
        summary: "Appends sections.", example: #"s:append_sections { "veg" }"#, complexity: "O(k) amortised",
        uikit: "appendSections(_:)"
      ).performing(.snapshot(.appendSections)), body: edit { try appendSections($0, $1) }),
    LuaMethod(
      .init(
        "insert_sections", topic: "snapshots", parameters: [.init("ids", .ids), .init("position", .relativePosition)],
        results: [.init("Snapshot")], summary: "Inserts sections before or after a section.",
        example: #"s:insert_sections({ "veg" }, { before = "fruits" })"#, complexity: "O(s + k)",
        uikit: "insertSections(_:beforeSection:), insertSections(_:afterSection:)"
      ).performing(.snapshot(.insertSections)),
      body: edit { try insertSections($0, $1) }),
    LuaMethod(
      .init(
        "delete_sections", topic: "snapshots", parameters: [.init("ids", .ids)], results: [.init("Snapshot")],
        summary:
          "Deletes sections with their items; ids the snapshot lacks are ignored (with a warning), as UIKit ignores them.",
        example: #"s:delete_sections { "fruits" }"#, complexity: "O(s + k + their items)",
        uikit: "deleteSections(_:)"), body: edit { try deleteSections($0, $1) }),
    LuaMethod(
      .init(
        "move_section", topic: "snapshots", parameters: [.init("id", .id), .init("position", .relativePosition)],
        results: [.init("Snapshot")],
        summary:
          "Moves a section; before or after itself is refused (\"destination for section move is the same as the source\").",
        example: "s:append_sections { \"veg\" }\ns:move_section(\"veg\", { before = \"fruits\" })", complexity: "O(s)",
        uikit: "moveSection(_:beforeSection:), moveSection(_:afterSection:)"
      ).performing(.snapshot(.moveSection)), body: edit { try moveSection($0, $1) }),
    LuaMethod(
      .init(
        "append_items", topic: "snapshots",
        parameters: [.init("ids", .ids), .init("section", .id, optional: true)], results: [.init("Snapshot")],
        summary: "Appends items to the end of `section`, or of the last section.",
        example: #"s:append_items({ "cherry" }, "fruits")"#, complexity: "O(k) amortised",
        uikit: "appendItems(_:toSection:)"
      ).performing(.snapshot(.appendItems)), body: edit { try appendItems($0, $1) }),
    LuaMethod(
      .init(
        "insert_items", topic: "snapshots", parameters: [.init("ids", .ids), .init("position", .relativePosition)],
        results: [.init("Snapshot")], summary: "Inserts items before or after an item.",
        example: #"s:insert_items({ "cherry" }, { after = "apple" })"#, complexity: "O(m + k)",
        uikit: "insertItems(_:beforeItem:), insertItems(_:afterItem:)"
      ).performing(.snapshot(.insertItems)), body: edit { try insertItems($0, $1) }),
    LuaMethod(
      .init(
        "delete_items", topic: "snapshots", parameters: [.init("ids", .ids)], results: [.init("Snapshot")],
        summary: "Deletes items; ids the snapshot lacks are ignored (with a warning), as UIKit ignores them.",
        example: #"s:delete_items { "apple" }"#, complexity: "O(k + m) per section touched",
        uikit: "deleteItems(_:)"), body: edit { try deleteItems($0, $1) }),
    LuaMethod(
      .init(
        "move_item", topic: "snapshots", parameters: [.init("id", .id), .init("position", .relativePosition)],
        results: [.init("Snapshot")],
        summary:
          "Moves an item; before or after itself is refused (\"destination for item move is the same as the source\").",
        example: #"s:move_item("banana", { before = "apple" })"#, complexity: "O(m)",
        uikit: "moveItem(_:beforeItem:), moveItem(_:afterItem:)"
      ).performing(.snapshot(.moveItem)), body: edit { try moveItem($0, $1) }),
    LuaMethod(
      .init(
        "delete_all_items", topic: "snapshots", results: [.init("Snapshot")],
        summary: "Deletes every item and every section.", example: "s:delete_all_items()", complexity: "O(1)",
        uikit: "deleteAllItems()"), body: edit { object, _ in object.snapshot.deleteAllItems() }),
    LuaMethod(
      .init(
        "reload_sections", topic: "snapshots", parameters: [.init("ids", .ids)], results: [.init("Snapshot")],
        summary: "Every cell of the sections is replaced (a crossfade, `updating`).",
        example: #"s:reload_sections { "fruits" }"#, complexity: "O(k + marked)", uikit: "reloadSections(_:)"
      ).performing(.snapshot(.reloadSections)),
      body: edit { try reloadSections($0, $1) }),
    LuaMethod(
      .init(
        "reload_items", topic: "snapshots", parameters: [.init("ids", .ids)], results: [.init("Snapshot")],
        summary: "The cells are replaced (a crossfade, `updating`).", example: #"s:reload_items { "apple" }"#,
        complexity: "O(k + marked)", uikit: "reloadItems(_:)"
      ).performing(.snapshot(.reloadItems)), body: edit { try reloadItems($0, $1) }),
    LuaMethod(
      .init(
        "reconfigure_items", topic: "snapshots", parameters: [.init("ids", .ids)], results: [.init("Snapshot")],
        summary: "The cells stay and are measured again (a resize, no crossfade; iOS 15).",
        example: #"s:reconfigure_items { "apple" }"#, complexity: "O(k + marked)", uikit: "reconfigureItems(_:)"
      ).performing(.snapshot(.reconfigureItems)),
      body: edit { try reconfigureItems($0, $1) }),
  ]

  private static let queries: [LuaMethod<SnapshotObject>] = [
    LuaMethod(
      .init(
        "item_identifiers", topic: "snapshots", results: [.init("Id[]")], summary: "Every item, section by section.",
        example: "print(s:item_identifiers())", complexity: "O(n)", uikit: "itemIdentifiers"),
      body: ids { $0.itemIdentifiers }),
    LuaMethod(
      .init(
        "section_identifiers", topic: "snapshots", results: [.init("Id[]")], summary: "Every section.",
        example: "print(s:section_identifiers())", complexity: "O(s)", uikit: "sectionIdentifiers"),
      body: ids { $0.sectionIdentifiers }),
    LuaMethod(
      .init(
        "number_of_items", topic: "snapshots", parameters: [.init("section", .id, optional: true)],
        results: [.init("integer")], summary: "The number of items, of one section or of all.",
        example: #"print(s:number_of_items(), s:number_of_items("fruits"))"#, complexity: "O(s), O(1) for a section",
        uikit: "numberOfItems, numberOfItems(inSection:)"
      ).performing(.snapshot(.numberOfItems)), body: { try numberOfItems($0, $1) }),
    LuaMethod(
      .init(
        "number_of_sections", topic: "snapshots", results: [.init("integer")], summary: "The number of sections.",
        example: "print(s:number_of_sections())", complexity: "O(1)", uikit: "numberOfSections"),
      body: { object, call in call.returning(.integer(object.snapshot.numberOfSections)) }),
    LuaMethod(
      .init(
        "section_identifier", topic: "snapshots", parameters: [.init("item", .id)], results: [.init("Id?")],
        summary: "The section holding an item, or nil.", example: #"print(s:section_identifier("apple"))"#,
        complexity: "O(1)", uikit: "sectionIdentifier(containingItem:)"), body: { try sectionIdentifier($0, $1) }),
    LuaMethod(
      .init(
        "index_of_item", topic: "snapshots", parameters: [.init("item", .id)], results: [.init("integer?")],
        summary: "0-based, among all items; nil when absent.", example: #"print(s:index_of_item("banana"))"#,
        complexity: "O(s + m)", uikit: "indexOfItem(_:)"), body: { try indexOfItem($0, $1) }),
    LuaMethod(
      .init(
        "index_of_section", topic: "snapshots", parameters: [.init("section", .id)], results: [.init("integer?")],
        summary: "0-based; nil when absent.", example: #"print(s:index_of_section("fruits"))"#, complexity: "O(1)",
        uikit: "indexOfSection(_:)"), body: { try indexOfSection($0, $1) }),
    LuaMethod(
      .init(
        "item_identifiers_in_section", topic: "snapshots", parameters: [.init("section", .id)],
        results: [.init("Id[]")], summary: "The items of a section.",
        example: #"print(s:item_identifiers_in_section("fruits"))"#, complexity: "O(1)",
        uikit: "itemIdentifiers(inSection:)"
      ).performing(.snapshot(.itemIdentifiersInSection)), body: { try itemIdentifiersInSection($0, $1) }),
    LuaMethod(
      .init(
        "reloaded_item_identifiers", topic: "snapshots", results: [.init("Id[]")],
        summary: "The items marked for reloading.", example: "print(s:reloaded_item_identifiers())",
        complexity: "O(marked)", uikit: "reloadedItemIdentifiers (iOS 15)"),
      body: ids { $0.reloadedItemIdentifiers }),
    LuaMethod(
      .init(
        "reconfigured_item_identifiers", topic: "snapshots", results: [.init("Id[]")],
        summary: "The items marked for reconfiguring.", example: "print(s:reconfigured_item_identifiers())",
        complexity: "O(marked)", uikit: "reconfiguredItemIdentifiers (iOS 15)"),
      body: ids { $0.reconfiguredItemIdentifiers }),
    LuaMethod(
      .init(
        "reloaded_section_identifiers", topic: "snapshots", results: [.init("Id[]")],
        summary: "The sections marked for reloading.", example: "print(s:reloaded_section_identifiers())",
        complexity: "O(marked)", uikit: "reloadedSectionIdentifiers (iOS 15)"),
      body: ids { $0.reloadedSectionIdentifiers }),
    LuaMethod(
      .init(
        "copy", topic: "snapshots", results: [.init("Snapshot")],
        summary: "An independent copy (a variable holds a reference; Swift's snapshot is a value).",
        example: "local before = s:copy()", complexity: "O(1), the storage shared until either changes"),
      body: { object, call in call.returning(object: SnapshotObject(object.snapshot, host: object.host)) }),
  ]
}
