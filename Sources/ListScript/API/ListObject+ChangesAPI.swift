import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import ListText
import LuaBridge

extension ListObject {
  static let changeMethods: [LuaMethod<ListObject>] = [
    LuaMethod(
      .init(
        "apply", topic: "changing",
        parameters: [.init("sections", .sections), .init("options", .transitionOptions, optional: true)],
        results: [.init("Transition")],
        summary: "Diffs the list against the new sections, by id, and animates the change.",
        details: ["Same id with another declaration is an update; the stages are UIKit-safe."],
        example: #"local t = l:apply { section "fruits" { cell "banana" { height = 60 }, cell "cherry" {} } }"#,
        complexity: "O(n)", uikit: "apply(_:animatingDifferences:) of a diffable data source"
      ).performing(.change(.apply)),
      body: { try apply($0, $1) }),
    LuaMethod(
      .init(
        "insert", topic: "changing",
        parameters: [
          .init("cells", .cells), .init("position", .position),
          .init("options", .transitionOptions, optional: true),
        ], results: [.init("Transition")], summary: "Inserts cells before or after a cell, or at the end of a section.",
        example: #"l:insert({ cell "cherry" { text = "Cherry" } }, { after = "banana" })"#,
        complexity: "O(log n + k) in place", uikit: "insertItems(at:)"
      ).performing(.change(.insert)), body: { try insert($0, $1) }),
    LuaMethod(
      .init(
        "delete", topic: "changing",
        parameters: [.variadic(.read("Id|TransitionOptions"), doc: "Ids, then optionally options.")],
        results: [.init("Transition")], summary: "Deletes the cells with these ids.", example: #"l:delete("apple")"#,
        complexity: "O(log n + k) in place", uikit: "deleteItems(at:)"
      ).performing(.change(.delete)), body: { try delete($0, $1) }),
    LuaMethod(
      .init(
        "move", topic: "changing",
        parameters: [
          .init("id", .id), .init("position", .position), .init("options", .transitionOptions, optional: true),
        ], results: [.init("Transition")], summary: "Moves a cell before or after another, or to the end of a section.",
        example: #"l:move("banana", { before = "apple" })"#, complexity: "O(log n) in place",
        uikit: "moveItem(at:to:)"
      ).performing(.change(.move)), body: { try move($0, $1) }),
    LuaMethod(
      .init(
        "update", topic: "changing",
        parameters: [
          .init("id", .id), .init("cell", .cellOrFields),
          .init("options", .transitionOptions, optional: true),
        ], results: [.init("Transition")],
        summary: "Replaces a cell's declaration (same id): it is measured again and crossfades.",
        example: #"l:update("banana", { height = 60 })"#, complexity: "O(log n) in place",
        uikit: "reloadItems(at:)"
      ).performing(.change(.update)), body: { try update($0, $1) }),
    LuaMethod(
      .init(
        "insert_section", topic: "changing",
        parameters: [
          .init("section", .object("Section")), .init("position", .relativePosition, optional: true),
          .init("options", .transitionOptions, optional: true),
        ], results: [.init("Transition")], summary: "Inserts a section before or after another, or at the end.",
        example: #"l:insert_section(section "veg" { cell "kale" {} })"#,
        complexity: "O(s + the section's cells) for s sections; O(n) for a plugin style",
        uikit: "insertSections(_:)"
      ).performing(.change(.insertSection)), body: { try insertSection($0, $1) }),
    LuaMethod(
      .init(
        "delete_section", topic: "changing",
        parameters: [.init("id", .id), .init("options", .transitionOptions, optional: true)],
        results: [.init("Transition")], summary: "Deletes a section with its cells.",
        example: #"l:delete_section("fruits")"#,
        complexity: "O(s + the section's cells) for s sections; O(n) for a plugin style", uikit: "deleteSections(_:)"
      ).performing(.change(.deleteSection)),
      body: { try deleteSection($0, $1) }),
    LuaMethod(
      .init(
        "move_section", topic: "changing",
        parameters: [
          .init("id", .id), .init("position", .relativePosition),
          .init("options", .transitionOptions, optional: true),
        ], results: [.init("Transition")], summary: "Moves a section before or after another.",
        example:
          "l:insert_section(section \"veg\" { cell \"kale\" {} })\nl:move_section(\"veg\", { before = \"fruits\" })",
        complexity: "O(s + the section's cells) for s sections; O(n) for a plugin style",
        uikit: "moveSection(_:toSection:)"
      ).performing(.change(.moveSection)), body: { try moveSection($0, $1) }),
    LuaMethod(
      .init(
        "batch", topic: "changing",
        parameters: [
          .init("new_sections", .sections), .init("fn", .function("fun(b: Batch)")),
          .init("options", .transitionOptions, optional: true),
        ], results: [.init("Transition")],
        summary: "performBatchUpdates: new_sections is the data after; declare the updates in fn.",
        details: ["UIKit's checks apply: a batch that disagrees with the data fails with UIKit's message."],
        example: #"l:batch({ section "fruits" { cell "banana" {} } }, function(b) b:delete { 0, 0 } end)"#,
        complexity: "O(n)", uikit: "performBatchUpdates(_:completion:)"
      ).performing(.change(.batch)), body: { try batch($0, $1) }),
  ]

  static let snapshotMethods: [LuaMethod<ListObject>] = [
    LuaMethod(
      .init(
        "snapshot", topic: "snapshots", results: [.init("Snapshot")],
        summary: "The list's data as identifiers.", example: "local s = l:snapshot()", complexity: "O(n)",
        uikit: "UICollectionViewDiffableDataSource.snapshot()"), body: { try snapshot($0, $1) }),
    LuaMethod(
      .init(
        "apply_snapshot", topic: "snapshots",
        parameters: [.init("snapshot", .snapshot), .init("options", .snapshotOptions, optional: true)],
        results: [.init("Transition")],
        summary: "Applies a snapshot: items the list shows keep their cells unless reloaded or reconfigured.",
        details: [
          "The others come from the cell provider. animated = false still diffs (iOS 15). A snapshot has no",
          "hierarchy: every section becomes flat.",
        ], example: "local s = l:snapshot()\ns:delete_items { \"apple\" }\nl:apply_snapshot(s)", complexity: "O(n)",
        uikit: "apply(_:animatingDifferences:)"
      ).performing(.change(.applySnapshot)), body: { try applySnapshot($0, $1) }),
    LuaMethod(
      .init(
        "apply_snapshot_using_reload_data", topic: "snapshots", parameters: [.init("snapshot", .snapshot)],
        results: [.init("Transition")], summary: "Applies a snapshot without a diff or an animation.",
        details: ["As reloadData(), every cell comes from the cell provider again; every section becomes flat."],
        example: "l:apply_snapshot_using_reload_data(l:snapshot())", complexity: "O(n)",
        uikit: "applySnapshotUsingReloadData(_:)"
      ).performing(.change(.applySnapshotUsingReloadData)), body: { try applySnapshotUsingReloadData($0, $1) }),
    LuaMethod(
      .init(
        "set_cell_provider", topic: "snapshots",
        parameters: [.init("fn", .function("fun(id: Id, section: Id): Cell|CellDeclaration|nil"), optional: true)],
        summary:
          "The cell provider: fn(item_id, section_id) returns cell(id) {…}, a table of cell fields, or nil for the default cell.",
        details: ["The default cell is a built-in cell showing the id. nil removes the provider."],
        example: "l:set_cell_provider(function(id) return { text = id:upper() } end)", complexity: "O(1)",
        uikit: "UICollectionViewDiffableDataSource(collectionView:cellProvider:)"),
      body: { try setCellProvider($0, $1) }),
    LuaMethod(
      .init(
        "section_snapshot", topic: "outlines", parameters: [.init("section", .id)], results: [.init("SectionSnapshot")],
        summary:
          "The outline of a section: the one applied last while the cells show it, else the outline the cells show.",
        details: ["A section never given an outline has its cells as roots."],
        example: #"local o = l:section_snapshot("fruits")"#, complexity: "O(m)",
        uikit: "UICollectionViewDiffableDataSource.snapshot(for:)"
      ).performing(.query(.sectionSnapshot)), body: { try sectionSnapshot($0, $1) }),
    LuaMethod(
      .init(
        "apply_section_snapshot", topic: "outlines",
        parameters: [
          .init("section", .id), .init("outline", .sectionSnapshot),
          .init("options", .snapshotOptions, optional: true),
        ], results: [.init("Transition")],
        summary: "Applies an outline to a section: its visible items become the cells, indented by level.",
        details: [
          "Items with children get a disclosure. The section is appended when the list lacks it."
        ], example: "local o = section_snapshot()\no:append { \"docs\" }\nl:apply_section_snapshot(\"files\", o)",
        complexity: "O(n)", uikit: "apply(_:to:animatingDifferences:)"
      ).performing(.change(.applySectionSnapshot)), body: { try applySectionSnapshot($0, $1) }),
  ]
}
