import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import ListText
import LuaBridge

extension ListBinding {
  /// The globals that declare a list, compare two, and make empty snapshots.
  static let globals: [LuaGlobal<ScriptHost>] = [
    LuaGlobal(
      .init(
        "list", topic: "declaring", parameters: [.init("declaration", .table("ListDeclaration"))],
        results: [.init("List")], summary: "Declares a list and lays it out.",
        details: [
          "Its options are the record part; its sections (or cells forming one section \"main\") the array part."
        ],
        example: #"local l = list { style = "grouped", section "s" { cell "a" { text = "Apple" } } }"#,
        complexity: "O(n) (O(visible cells) with estimated_height)",
        uikit: "UICollectionView(frame:collectionViewLayout:) with its data applied"), body: { try list($0, $1) }),
    LuaGlobal(
      .init(
        "section", topic: "declaring",
        parameters: [.init("id", .id), .init("declaration", .table("SectionDeclaration"), optional: true)],
        results: [.init("Section|fun(declaration: SectionDeclaration): Section")],
        summary: "`section \"id\" { … }`: a section.",
        example: #"local s = section "fruits" { header = "Fruits", cell "apple" {} }"#,
        complexity: "O(cells)", uikit: "a section identifier of NSDiffableDataSourceSnapshot"),
      body: { try section($0, $1) }),
    LuaGlobal(
      .init(
        "cell", topic: "declaring",
        parameters: [.init("id", .id), .init("declaration", .table("CellDeclaration"), optional: true)],
        results: [.init("Cell|fun(declaration: CellDeclaration): Cell")],
        summary: "`cell \"id\" { … }`: a cell.",
        example: #"local c = cell "apple" { text = "Apple", accessory = "chevron" }"#,
        complexity: "O(content nodes)", uikit: "an item identifier and its cell's configuration"),
      body: { try cell($0, $1) }),
    LuaGlobal(
      .init(
        "diff", topic: "changing",
        parameters: [
          .init("old", .object("List", or: [.table], annotation: "(Section|Cell)[]|List", expected: "table")),
          .init("new", .object("List", or: [.table], annotation: "(Section|Cell)[]|List", expected: "table")),
        ], results: [.init("Changeset")],
        summary: "The staged changeset between two sets of sections (or lists), without a layout.",
        example: #"print(diff({ section "s" { cell "a" {} } }, { section "s" { cell "b" {} } }))"#, complexity: "O(n)",
        uikit: "CollectionDifference, staged as performBatchUpdates needs it"), body: { try diff($0, $1) }),
    LuaGlobal(
      .init(
        "snapshot", topic: "snapshots", results: [.init("Snapshot")],
        summary: "An empty diffable data source snapshot.",
        example: "local s = snapshot()", complexity: "O(1)", uikit: "NSDiffableDataSourceSnapshot()"),
      body: { host, call in call.returning(object: SnapshotObject(DataSourceSnapshot(), host: host)) }),
    LuaGlobal(
      .init(
        "section_snapshot", topic: "outlines", results: [.init("SectionSnapshot")],
        summary: "An empty outline (a section snapshot).", example: "local o = section_snapshot()", complexity: "O(1)",
        uikit: "NSDiffableDataSourceSectionSnapshot()"),
      body: { host, call in call.returning(object: SectionSnapshotObject(SectionSnapshot(), host: host)) }),
  ]

  /// A cell's and a section's classes: what `cell "id" {…}` and `section "id" {…}` return.
  static let cellClass = LuaClassDefinition<CellBox>(
    "Cell", topic: "declaring", summary: "A cell declaration (userdata).", variable: "c",
    properties: [
      LuaProperty(.init("id", "Id", "The cell's id.")) { box, call in
        call.returning(LuaDeclarations.luaValue(box.cell.id))
      }
    ], describe: { $0.summary })

  static let sectionClass = LuaClassDefinition<SectionBox>(
    "Section", topic: "declaring", summary: "A section declaration (userdata).", variable: "s",
    properties: [
      LuaProperty(.init("id", "Id", "The section's id.")) { box, call in
        call.returning(LuaDeclarations.luaValue(box.section.id))
      },
      LuaProperty(.init("count", "integer", "Its number of cells.")) { box, call in
        call.returning(.integer(box.section.cells.count))
      },
    ], describe: { $0.summary })
}

extension NodeTables {
  /// The content nodes' constructors, one per ``NodeConstructor``.
  static let globals: [LuaGlobal<ScriptHost>] = LuaDeclarations.constructors.enumerated().map { kind, constructor in
    let fields = constructor == .label ? "LabelFields|string" : ListLabAPI.nodeRecordName(constructor)
    let (summary, example, uikit) = documentation(of: constructor)
    return LuaGlobal(
      .init(
        constructor.rawValue, topic: "declaring",
        parameters: [
          .init(
            "fields", .read(fields), optional: constructor != .label && constructor != .column && constructor != .row)
        ],
        results: [.init("Node")], summary: summary, example: example, complexity: "O(1)", uikit: uikit),
      body: { host, call in try host.nodeTables.construct(constructor, kind: kind, call) })
  }

  private static func documentation(of constructor: NodeConstructor) -> (String, String, String) {
    switch constructor {
    case .label:
      (
        "A text, measured and wrapped (`label \"text\"` for the body style).",
        #"local n = label { text = "Hello", style = "headline", lines = 2 }"#, "UILabel"
      )
    case .image:
      ("An image of a fixed size.", "local n = image { width = 40, height = 40, corner_radius = 8 }", "UIImageView")
    case .box:
      ("A plain rectangle.", #"local n = box { height = 1, color = "separator" }"#, "UIView")
    case .spacer:
      (
        "Empty space: fills what a stack leaves, or a fixed size.", "local n = spacer { width = 8 }",
        "a flexible UIView"
      )
    case .column:
      (
        "A vertical stack.",
        #"local n = column { spacing = 4, label "Title", label { text = "Subtitle", style = "footnote" } }"#,
        "UIStackView (vertical) / LMColumnView"
      )
    case .row:
      (
        "A horizontal stack.", #"local n = row { spacing = 8, image { width = 29, height = 29 }, label "Wi-Fi" }"#,
        "UIStackView (horizontal) / LMRowView"
      )
    }
  }
}
