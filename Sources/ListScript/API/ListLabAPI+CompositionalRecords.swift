import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import ListText
import LuaBridge

/// The tables the compositional layout's constructors take, and the names of the values they make.
extension ListLabAPI {
  static let compositionalAliases: [LuaAPI.Alias] = [
    .init(
      "Dimension", topic: "compositional", "LayoutDimension|number", "A dimension, or a number of points (absolute)."),
    .init("Spacing", topic: "compositional", "LayoutSpacing|number", "A spacing, or a number of points (fixed)."),
    .init("Edge", topic: "compositional", "\"top\"|\"leading\"|\"bottom\"|\"trailing\""),
  ]

  /// The kinds of `Layout` values, as LuaLS tells them apart.
  static let compositionalValues: [LuaAPI.Record] = [
    (
      "LayoutDimension", "A dimension (userdata): fractional_width(f), fractional_height(f), absolute(n), estimated(n)."
    ),
    ("LayoutSpacing", "A spacing (userdata): fixed(n) or flexible(n)."),
    ("LayoutItem", "An item or a group (userdata)."),
    ("LayoutSupplementary", "A supplementary item (userdata)."),
    ("LayoutBoundary", "A boundary item (userdata)."),
    ("LayoutBackground", "A decoration (userdata)."),
    ("LayoutSection", "A section layout or a list configuration (userdata)."),
    ("CompositionalLayout", "A compositional layout (userdata)."),
  ].map { LuaAPI.Record($0.0, topic: "compositional", summary: $0.1, fields: []) }

  static let compositionalRecords: [LuaAPI.Record] = [
    .init(
      "ItemFields", topic: "compositional", uikit: "NSCollectionLayoutItem", written: "item { NAME = … }",
      fields: [
        .init("width", "Dimension", optional: true, "fractional_width(1) for items and groups."),
        .init("height", "Dimension", optional: true, "fractional_height(1) for items, estimated(44) for groups."),
        .init(
          "insets", "Insets", optional: true,
          "contentInsets: the cell is drawn inside them (none on an estimated axis)."),
        .init(
          "edge_spacing", "{leading: Spacing?, top: Spacing?, trailing: Spacing?, bottom: Spacing?}", optional: true,
          "edgeSpacing."),
      ], extraFields: ["[integer] LayoutSupplementary|LayoutItem Supplementary items; groups: their subitems."]),
    .init(
      "GroupFields", topic: "compositional", parent: "ItemFields", uikit: "NSCollectionLayoutGroup",
      written: "hgroup { NAME = … }",
      fields: [
        .init("spacing", "Spacing", optional: true, "interItemSpacing."),
        .init(
          "count", "integer", optional: true,
          "subitem:count: (iOS 13, deprecated in iOS 16): equal copies of the only subitem sharing the group's length."),
        .init(
          "repeating", "integer", optional: true,
          "repeatingSubitem:count: (iOS 16): copies of the only subitem, each at its own size."),
      ]),
    .init(
      "CustomGroupFields", topic: "compositional", parent: "ItemFields", uikit: "NSCollectionLayoutGroup.custom",
      written: "custom_group { NAME = … }",
      fields: [
        .init(
          "frames",
          "{x: number, y: number, w: number, h: number}[]|fun(size: {width: number, height: number}): {x: number, y: number, w: number, h: number}[]",
          "The items' frames, or a function of the group's size that returns them.")
      ]),
    .init(
      "SupplementaryFields", topic: "compositional", uikit: "NSCollectionLayoutSupplementaryItem",
      written: "supplementary { NAME = … }",
      fields: [
        .init("kind", "string", optional: true, "The element kind (\"badge\")."),
        .init("width", "Dimension", optional: true, "absolute(20)."),
        .init("height", "Dimension", optional: true, "absolute(20)."),
        .init("edges", "Edge|Edge[]", optional: true, "The anchor's edges ({\"top\", \"trailing\"})."),
        .init("offset", "number[]", optional: true, "{x, y} in points."),
        .init("fractional_offset", "number[]", optional: true, "{x, y} in fractions of the item's own size."),
        .init("z", "integer", optional: true, "zIndex."),
        .init("content", "Node|string", optional: true, "What it draws."),
      ]),
    .init(
      "BoundaryFields", topic: "compositional", uikit: "NSCollectionLayoutBoundarySupplementaryItem",
      written: "boundary { NAME = … }",
      fields: [
        .init("kind", "string", optional: true, "\"header\" (default), \"footer\", or another element kind."),
        .init("width", "Dimension", optional: true, "fractional_width(1)."),
        .init("height", "Dimension", optional: true, "estimated(44)."),
        .init(
          "align",
          "\"top\"|\"topLeading\"|\"leading\"|\"bottomLeading\"|\"bottom\"|\"bottomTrailing\"|\"trailing\"|\"topTrailing\"",
          optional: true, "alignment."),
        .init("offset", "number[]", optional: true, "{x, y} in points."),
        .init("pin", "boolean", optional: true, "pinToVisibleBounds."),
        .init("extends", "boolean", optional: true, "extendsBoundary (true)."),
        .init("z", "integer", optional: true, "zIndex."),
        .init("content", "Node|string", optional: true, "What another kind than header and footer draws."),
      ]),
    .init(
      "BackgroundFields", topic: "compositional", uikit: "NSCollectionLayoutDecorationItem.background",
      written: "background { NAME = … }",
      fields: [
        .init("insets", "Insets", optional: true, "contentInsets."),
        .init("kind", "string", optional: true, "\"background\"."),
        .init("z", "integer", optional: true, "zIndex."),
      ]),
    .init(
      "LayoutSectionFields", topic: "compositional", uikit: "NSCollectionLayoutSection",
      written: "layout_section { NAME = … }",
      fields: [
        .init("group", "LayoutItem", optional: true, "The group the section repeats (or first in the array part)."),
        .init("spacing", "number", optional: true, "interGroupSpacing."),
        .init("insets", "Insets", optional: true, "contentInsets."),
        .init(
          "orthogonal",
          "\"none\"|\"continuous\"|\"continuousGroupLeadingBoundary\"|\"paging\"|\"groupPaging\"|\"groupPagingCentered\"",
          optional: true, "orthogonalScrollingBehavior."),
        .init("header", "LayoutBoundary|boolean", optional: true, "A boundary item of kind \"header\"."),
        .init("footer", "LayoutBoundary|boolean", optional: true, "A boundary item of kind \"footer\"."),
        .init("boundary", "LayoutBoundary[]", optional: true, "Other boundary items."),
        .init("background", "LayoutBackground|boolean", optional: true, "decorationItems."),
        .init(
          "supplementary_insets", "\"automatic\"|\"none\"|\"safeArea\"|\"layoutMargins\"", optional: true,
          "supplementaryContentInsetsReference."),
        .init(
          "insets_reference", "\"automatic\"|\"none\"|\"safeArea\"|\"layoutMargins\"", optional: true,
          "contentInsetsReference."),
      ], extraFields: ["[1]? LayoutItem The group."]),
    .init(
      "ListConfigurationFields", topic: "compositional", uikit: "UICollectionLayoutListConfiguration",
      written: "list_configuration { NAME = … }",
      fields: [
        .init("appearance", "\"plain\"|\"grouped\"|\"insetGrouped\"|\"sidebar\"|\"sidebarPlain\"", optional: true),
        .init(
          "header_mode", "\"none\"|\"supplementary\"|\"firstItemInSection\"", optional: true,
          "Default: supplementary when the section has a header."),
        .init("footer_mode", "\"none\"|\"supplementary\"", optional: true),
        .init("separators", "boolean", optional: true, "showsSeparators."),
        .init("separator_inset", "number", optional: true, "Leading inset of separators (16)."),
        .init("header_top_padding", "number", optional: true, "headerTopPadding."),
      ]),
    .init(
      "CompositionalFields", topic: "compositional",
      uikit: "UICollectionViewCompositionalLayout and its configuration", written: "compositional { NAME = … }",
      fields: [
        .init(
          "section", "LayoutSection|fun(index: integer, env: LayoutEnvironment): LayoutSection", optional: true,
          "init(section:) or init(sectionProvider:)."),
        .init("spacing", "number", optional: true, "interSectionSpacing."),
        .init("header", "LayoutBoundary|boolean", optional: true, "The list's own header."),
        .init("footer", "LayoutBoundary|boolean", optional: true, "The list's own footer."),
        .init("boundary", "LayoutBoundary[]", optional: true),
        .init(
          "scroll_direction", "\"vertical\"|\"horizontal\"", optional: true,
          "scrollDirection: sections and groups follow one another down, or to the right."),
        .init(
          "size_class", "\"compact\"|\"regular\"", optional: true,
          "The environment's horizontal size class (else the device's, else from the width)."),
      ]),
  ]
}
