import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import ListText
import LuaBridge

/// The shapes of the declaration tables: `list {…}`'s options, `section "id" {…}`'s and
/// `cell "id" {…}`'s fields, the content nodes' fields. Their field lists are ListDeclaration's own
/// (``ListOptions/keys``, ``CellField``, ``NodeConstructor/fields``): only what each field means is
/// written here.
extension ListLabAPI {
  static let declarationAliases: [LuaAPI.Alias] = [
    .init("Id", topic: "declaring", "string|integer", "A cell or section id: a string or an integer."),
    .init(
      "ListStyle", topic: "declaring",
      "\"plain\"|\"grouped\"|\"insetGrouped\"|\"cards\"|\"grid\"|\"compositional\"|string"),
    .init(
      "TextStyle", topic: "declaring",
      "\"largeTitle\"|\"title1\"|\"title2\"|\"title3\"|\"headline\"|\"body\"|\"callout\"|\"subheadline\"|\"footnote\"|\"caption1\"|\"caption2\""
    ),
    .init(
      "ContentSize", topic: "declaring",
      "\"xSmall\"|\"small\"|\"medium\"|\"large\"|\"xLarge\"|\"xxLarge\"|\"xxxLarge\"|\"accessibility1\"|\"accessibility2\"|\"accessibility3\"|\"accessibility4\"|\"accessibility5\""
    ),
    .init(
      "Insets", topic: "declaring", "number|number[]|{top: number?, left: number?, bottom: number?, right: number?}",
      "A number, {vertical, horizontal} or per side."),
    .init(
      "Columns", topic: "declaring", "integer|{min_width: number}",
      "A column count, or adaptive: as many columns of at least min_width as fit."),
    .init("Device", topic: "declaring", "\"iPhone SE\"|\"iPhone 15\"|\"iPhone 15 Pro Max\"|\"iPad\""),
  ]

  static var declarationRecords: [LuaAPI.Record] {
    [
      LuaAPI.Record(
        "ListDeclaration", topic: "declaring", summary: "What list { … } takes: options, then sections.",
        written: "list { NAME = … }", fields: ListOptions.keys.map(listOption),
        extraFields: ["[integer] Section|Cell Sections, or cells forming one section \"main\"."]),
      LuaAPI.Record(
        "SectionDeclaration", topic: "declaring", summary: "What section \"id\" { … } takes.",
        written: "section \"id\" { NAME = … }",
        fields: [
          .init("header", "string|Node", optional: true, "A header: a text, or content."),
          .init("footer", "string|Node", optional: true, "A footer: a text, or content."),
          .init("columns", "Columns", optional: true, "Grid override."),
          .init("spacing", "number", optional: true, "Grid override."),
          .init("line_spacing", "number", optional: true, "Grid override."),
          .init("insets", "Insets", optional: true, "Grid override."),
          .init("align", "\"stretch\"|\"top\"", optional: true, "Grid override."),
          .init("layout", "LayoutSection", optional: true, "Compositional lists: this section's own layout."),
        ], extraFields: ["[integer] Cell"]),
      LuaAPI.Record(
        "CellDeclaration", topic: "declaring", summary: "What cell \"id\" { … } takes.",
        written: "cell \"id\" { NAME = … }", fields: CellField.allCases.map(cellField),
        extraFields: ["[1]? Node Custom content (one node)."]),
    ] + nodeRecords
  }

  /// What a list option means; nil for one not documented yet (a test says which).
  static func listOption(_ key: String) -> LuaAPI.Field {
    func field(_ type: String, _ summary: String, uikit: String? = nil) -> LuaAPI.Field {
      LuaAPI.Field(key, type, optional: true, summary, uikit: uikit)
    }
    switch key {
    case "style":
      return field(
        "ListStyle", "plain (default), grouped, insetGrouped, cards, grid, compositional, or a plugin's style.",
        uikit: "UITableView.Style, UICollectionViewFlowLayout, UICollectionViewCompositionalLayout")
    case "width": return field("number", "Viewport width in points (375).")
    case "height": return field("number", "Viewport height in points (667).")
    case "scale":
      return field("number", "Pixels per point (3); every frame edge snaps to 1/scale.", uikit: "UIScreen.scale")
    case "estimated_height":
      return field(
        "number", "Lazy self-sizing: cells are laid out at this height until displayed.", uikit: "estimatedRowHeight")
    case "content_size":
      return field("ContentSize", "Dynamic Type category (\"large\").", uikit: "UIContentSizeCategory")
    case "separators": return field("boolean", "Plain, grouped, insetGrouped: false turns separators off.")
    case "separator_inset":
      return field(
        "number",
        "Leading inset of separators, from the content view's leading edge (the content's margin: 16, or 20 from 390 points of width in plain and grouped).",
        uikit: "separatorInset")
    case "inset":
      return field(
        "number",
        "insetGrouped side inset, beyond the safe area (the layout margin: 16 below 390 points of width, else 20).")
    case "corner_radius": return field("number", "Radius of insetGrouped's rounded cells and of cards (10).")
    case "section_spacing": return field("number", "Gap between sections (35 grouped/insetGrouped, else 0).")
    case "card_margin": return field("number", "Cards: side margin, and above the first / below the last card (8).")
    case "card_spacing": return field("number", "Cards: gap between consecutive cards (8).")
    case "columns": return field("Columns", "Grid columns (2).")
    case "spacing": return field("number", "Grid: gap between items of a line (10).", uikit: "minimumInteritemSpacing")
    case "line_spacing": return field("number", "Grid: gap between lines (10).", uikit: "minimumLineSpacing")
    case "insets": return field("Insets", "Grid section insets (0).", uikit: "sectionInset")
    case "align": return field("\"stretch\"|\"top\"", "Grid: items take the line's height, or keep their own.")
    case "content_insets":
      return field("Insets", "Space above the first section and below the last.", uikit: "contentInset")
    case "layout":
      return field(
        "CompositionalLayout|LayoutSection",
        "The compositional style's layout (giving it makes the style compositional).")
    case "device":
      return field(
        "Device",
        "A device preset: width, height, scale, safe area and size class (explicit width/height/scale/safe_area override)."
      )
    case "orientation":
      return field("\"portrait\"|\"landscape\"", "The device's orientation (\"portrait\"); needs a device.")
    case "safe_area":
      return field(
        "Insets", "The safe area: adjusts the content inset (top, bottom) and insets cells' content (sides).",
        uikit: "safeAreaInsets")
    case "direction":
      return field(
        "\"ltr\"|\"rtl\"", "\"rtl\" mirrors the layout as semanticContentAttribute = .forceRightToLeft does (\"ltr\").",
        uikit: "semanticContentAttribute")
    case "readable_width":
      return field(
        "boolean", "Built-in content and insetGrouped sections follow the readable content guide (672 points wide).",
        uikit: "cellLayoutMarginsFollowReadableWidth")
    default: return field("any", ListLabAPI.undocumented)
    }
  }

  /// What a field without documentation says (a test finds none).
  static let undocumented = "(not documented yet)"

  static func cellField(_ field: CellField) -> LuaAPI.Field {
    func doc(_ type: String, _ summary: String?, uikit: String? = nil) -> LuaAPI.Field {
      LuaAPI.Field(field.name, type, optional: true, summary, uikit: uikit)
    }
    switch field {
    case .height: return doc("number", "A fixed height; otherwise the content is measured (or 44 without content).")
    case .text: return doc("string", "Built-in cell: body text.", uikit: "UIListContentConfiguration.text")
    case .secondary:
      return doc(
        "string", "Built-in cell: subheadline text below it.", uikit: "UIListContentConfiguration.secondaryText")
    case .image:
      return doc(
        "{width: number?, height: number?}|boolean", "Built-in cell: an image at the leading edge (29×29).",
        uikit: "UIListContentConfiguration.image")
    case .accessory:
      return doc(
        "\"chevron\"|\"checkmark\"|\"detail\"|\"toggle\"|\"badge\"", "An accessory at the trailing edge.",
        uikit: "UICellAccessory")
    case .badge: return doc("string", "Built-in cell: badge text.")
    case .enabled: return doc("boolean", "false draws the cell at alpha 0.5.")
    case .alpha: return doc("number", "The cell's opacity, for drawing.")
    case .separator: return doc("boolean", "false hides the separator under this cell.")
    case .separatorInset: return doc("number", "Overrides the list's separator_inset for this cell.")
    }
  }
}
