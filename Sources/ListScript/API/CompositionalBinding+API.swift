import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import ListText
import LuaBridge

extension CompositionalBinding {
  /// The compositional layout's globals.
  static let globals: [LuaGlobal<ScriptHost>] = dimensions + items + sections

  private static func global(
    _ name: String, _ parameter: LuaAPI.Parameter, returns: String, _ summary: String, example: String,
    uikit: String, body: @escaping @Sendable (ScriptHost, LuaCall) throws -> Int
  ) -> LuaGlobal<ScriptHost> {
    LuaGlobal(
      .init(
        name, topic: "compositional", parameters: [parameter], results: [.init(returns)], summary: summary,
        example: example, complexity: "O(1)", uikit: uikit), body: body)
  }

  private static let dimensions: [LuaGlobal<ScriptHost>] = [
    global(
      "fractional_width", .init("fraction", .number), returns: "LayoutDimension",
      "A fraction of the container's width.", example: "local w = fractional_width(0.5)",
      uikit: "NSCollectionLayoutDimension.fractionalWidth(_:)",
      body: dimension("fractional_width") { .fractionalWidth($0) }),
    global(
      "fractional_height", .init("fraction", .number), returns: "LayoutDimension",
      "A fraction of the container's height.", example: "local h = fractional_height(1)",
      uikit: "NSCollectionLayoutDimension.fractionalHeight(_:)",
      body: dimension("fractional_height") { .fractionalHeight($0) }),
    global(
      "absolute", .init("points", .number), returns: "LayoutDimension", "A fixed number of points.",
      example: "local h = absolute(44)", uikit: "NSCollectionLayoutDimension.absolute(_:)",
      body: dimension("absolute") { .absolute($0) }),
    global(
      "estimated", .init("points", .number), returns: "LayoutDimension",
      "Starts at `points`; the cell sizes itself from its content when it is displayed.",
      example: "local h = estimated(44)", uikit: "NSCollectionLayoutDimension.estimated(_:)",
      body: dimension("estimated", positive: true) { .estimated($0) }),
    global(
      "fixed", .init("points", .number), returns: "LayoutSpacing", "Exactly `points` between items.",
      example: "local gap = fixed(8)", uikit: "NSCollectionLayoutSpacing.fixed(_:)", body: spacing { .fixed($0) }),
    global(
      "flexible", .init("points", .number), returns: "LayoutSpacing",
      "At least `points`; shares what the items leave of their group.", example: "local gap = flexible(8)",
      uikit: "NSCollectionLayoutSpacing.flexible(_:)", body: spacing { .flexible($0) }),
  ]

  private static let items: [LuaGlobal<ScriptHost>] = ItemConstructor.allCases.map { constructor in
    let (fields, summary, example, uikit) =
      switch constructor {
      case .item:
        (
          "ItemFields", "An item: one cell of the section.", "local i = item { width = fractional_width(0.5) }",
          "NSCollectionLayoutItem(layoutSize:supplementaryItems:)"
        )
      case .hgroup:
        (
          "GroupFields", "A horizontal group.", "local g = hgroup { height = absolute(100), item {}, item {} }",
          "NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)"
        )
      case .vgroup:
        (
          "GroupFields", "A vertical group.", "local g = vgroup { width = fractional_width(0.5), item {}, item {} }",
          "NSCollectionLayoutGroup.vertical(layoutSize:subitems:)"
        )
      case .customGroup:
        (
          "CustomGroupFields", "A group whose items' frames a table or a function gives.",
          "local g = custom_group { height = absolute(100), frames = { { x = 0, y = 0, w = 50, h = 50 } } }",
          "NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)"
        )
      }
    return global(
      constructor.rawValue, .init("fields", .table(fields), optional: constructor == .item), returns: "LayoutItem",
      summary, example: example, uikit: uikit, body: item(constructor))
  }

  private static let sections: [LuaGlobal<ScriptHost>] = [
    global(
      "supplementary", .init("fields", .table("SupplementaryFields"), optional: true), returns: "LayoutSupplementary",
      "A badge (by default 20 × 20 at the top trailing corner).",
      example: #"local badge = supplementary { kind = "badge", edges = { "top", "trailing" } }"#,
      uikit: "NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:)",
      body: declared { .supplementary(SupplementaryItem.read(from: $0, site: $1)) }),
    global(
      "boundary", .init("fields", .table("BoundaryFields"), optional: true), returns: "LayoutBoundary",
      "A boundary item: a section's header, footer, or another kind.",
      example: #"local header = boundary { kind = "header", pin = true }"#,
      uikit: "NSCollectionLayoutBoundarySupplementaryItem(layoutSize:elementKind:alignment:)",
      body: declared { .boundary(BoundaryItem.read(from: $0, site: $1)) }),
    global(
      "background", .init("fields", .table("BackgroundFields"), optional: true), returns: "LayoutBackground",
      "A decoration behind the section.", example: "local bg = background { insets = 8 }",
      uikit: "NSCollectionLayoutDecorationItem.background(elementKind:)",
      body: declared { .decoration(DecorationItem.read(from: $0, site: $1)) }),
    global(
      "layout_section", .init("fields", .table("LayoutSectionFields")), returns: "LayoutSection",
      "A section's layout: the group it repeats, its spacing, insets and boundary items.",
      example: "local s = layout_section { hgroup { height = absolute(44), item {} }, spacing = 8 }",
      uikit: "NSCollectionLayoutSection(group:)",
      body: declared { .section(.section(CompositionalSection.read(from: $0, site: $1))) }),
    global(
      "list_configuration",
      .init(
        "fields",
        .accepting("ListConfigurationFields|string", [.table, .string], expected: "table")),
      returns: "LayoutSection", "`list_configuration \"insetGrouped\"` or `list_configuration { appearance = … }`.",
      example: #"local s = list_configuration { appearance = "insetGrouped", header_mode = "supplementary" }"#,
      uikit: "UICollectionLayoutListConfiguration", body: { try listConfiguration($0, $1) }),
    global(
      "compositional", .init("fields", .table("CompositionalFields")), returns: "CompositionalLayout",
      "A compositional layout: one section layout for all, or a function of the section's index.",
      example: "local layout = compositional { section = layout_section { hgroup { item {} } }, spacing = 20 }",
      uikit: "UICollectionViewCompositionalLayout(section:), (sectionProvider:)",
      body: { try compositional($0, $1) }),
  ]

  /// A piece of a compositional layout, and a section provider's environment.
  static let boxClass = LuaClassDefinition<CompositionalBox>(
    "Layout", topic: "compositional",
    summary: "A piece of a compositional layout (userdata): a dimension, a spacing, an item, a section, a layout.",
    variable: "x", describe: { $0.summary })

  static let environmentClass = LuaClassDefinition<EnvironmentObject>(
    "LayoutEnvironment", topic: "compositional", summary: "NSCollectionLayoutEnvironment (userdata).",
    variable: "env",
    setup: """
      local env
      local l = list { layout = compositional { section = function(index, e)
        env = e
        return layout_section { hgroup { height = absolute(44), item {} } }
      end }, section "s" { cell "a" {} } }
      """, uikit: "NSCollectionLayoutEnvironment",
    properties: environmentProperties, describe: { describe($0.environment) })

  private static let environmentProperties: [LuaProperty<EnvironmentObject>] = {
    let values: [(LuaAPI.Field, @Sendable (SectionEnvironment) -> LuaValue)] = [
      (.init("width", "number", "The container's width.", uikit: "container.contentSize.width"), { .number($0.width) }),
      (
        .init("height", "number", "The container's height.", uikit: "container.contentSize.height"),
        { .number($0.height) }
      ),
      (
        .init(
          "size_class", "\"compact\"|\"regular\"", "Horizontal size class.",
          uikit: "traitCollection.horizontalSizeClass"),
        { .string($0.horizontalSizeClass.rawValue) }
      ),
      (
        .init("vertical_size_class", "\"compact\"|\"regular\"", uikit: "traitCollection.verticalSizeClass"),
        { .string($0.verticalSizeClass.rawValue) }
      ),
      (
        .init("content_size", "ContentSize", uikit: "traitCollection.preferredContentSizeCategory"),
        { .string($0.contentSize.rawValue) }
      ),
      (.init("scale", "number", uikit: "traitCollection.displayScale"), { .number($0.scale) }),
      (.init("index", "integer", "The section's index (0-based)."), { .integer($0.index) }),
      (.init("id", "Id", "The section's id."), { LuaDeclarations.luaValue($0.id) }),
    ]
    return values.map { field, read in
      LuaProperty(field) { object, call in call.returning(read(object.environment)) }
    } + [
      LuaProperty(
        .init(
          "safe_area", "{top: number, left: number, bottom: number, right: number}", "The list's safe area.",
          uikit: "safeAreaInsets")
      ) { object, call in
        let safe = object.environment.safeArea
        call.stack.pushRecord([
          ("top", .number(safe.top)), ("left", .number(safe.left)), ("bottom", .number(safe.bottom)),
          ("right", .number(safe.right)),
        ])
        return 1
      },
      LuaProperty(
        .init(
          "layout_margin", "number", "The side layout margin (16 or 20), inside the safe area.",
          uikit: "layoutMargins.left")
      ) { object, call in call.returning(.number(object.environment.containerLayoutMargin)) },
    ]
  }()
}
