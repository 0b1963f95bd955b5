import ListAnimation
import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import ListText
import LuaBridge

/// The tables the list's methods return and take: frames, invalidations, positions, the options of
/// a change, stages and animated elements.
extension ListLabAPI {
  static let frameRecords: [LuaAPI.Record] = [
    .init(
      "Frame", topic: "reading", summary: "An element's frame, as l:frames() and l:frame(id) give it.",
      uikit: "UICollectionViewLayoutAttributes",
      fields: [
        .init("kind", "\"cell\"|\"header\"|\"footer\"|\"separator\"|\"card\"|\"supplementary\"|\"decoration\""),
        .init("id", "Id", "The cell's id, or the section's for headers and footers."),
        .init("section", "integer", "0-based.", uikit: "indexPath.section"),
        .init("item", "integer?", "0-based; nil for headers and footers.", uikit: "indexPath.item"),
        .init("x", "number", uikit: "frame.origin.x"), .init("y", "number", uikit: "frame.origin.y"),
        .init("w", "number", uikit: "frame.size.width"), .init("h", "number", uikit: "frame.size.height"),
        .init("corners", "\"none\"|\"top\"|\"bottom\"|\"all\""),
        .init("radius", "number?", "Corner radius of rounded cells and cards."),
        .init("pinned", "boolean?", "A plain header floating at the top of the viewport."),
        .init("alpha", "number?", uikit: "alpha"),
        .init("estimated", "boolean?", "A cell still at its estimated height."),
        .init(
          "element_kind", "string?", "Compositional lists: a supplementary or decoration view's kind (\"badge\").",
          uikit: "representedElementKind"),
        .init(
          "owner", "\"section\"|\"list\"|nil",
          "Compositional lists: a section's boundary item other than its header and footer (\"section\"), the list's own boundary items (\"list\"); nil for a cell's supplementary views and every other element."
        ),
        .init("z", "integer?", "Compositional lists: a declared z index.", uikit: "zIndex"),
        .init(
          "level", "integer?",
          "An outline cell's level: every cell of an outline has one (0 for a root, with or without children); nil outside outlines."
        ),
        .init(
          "disclosure", "\"collapsed\"|\"expanded\"|nil", "An outline cell with children: its disclosure (▸ or ▾)."),
      ]),
    .init(
      "NodeFrame", topic: "reading", summary: "A content node's frame, as l:subframes(id) gives it.",
      fields: [
        .init("id", "string?"), .init("kind", "string"), .init("x", "number", "In the cell's coordinates."),
        .init("y", "number"), .init("w", "number"), .init("h", "number"),
        .init("lines", "integer?", "Labels: lines drawn."), .init("depth", "integer"),
      ]),
    .init(
      "Invalidation", topic: "scrolling", summary: "A cell measured at another height than it was estimated at.",
      uikit: "UICollectionViewLayoutInvalidationContext",
      fields: [
        .init("id", "Id"), .init("section", "integer"), .init("item", "integer"),
        .init("estimated", "number", "The height used before."), .init("measured", "number"),
        .init("content_delta", "number"), .init("offset_delta", "number"),
      ]),
  ]

  /// The options of every change: their names are those ``TransitionOptions`` reads.
  static let transitionOptions = LuaAPI.Record(
    "TransitionOptions", topic: "changing", summary: "The options of a change (its last argument).",
    written: "l:apply(sections, { NAME = … })",
    fields: [
      .init(
        "animated", "boolean", optional: true, "false: no animation (the change still diffs).",
        uikit: "animatingDifferences"),
      .init("duration", "number", optional: true, "Seconds (0.3, or a spring's settling time)."),
      .init(
        "curve",
        "\"linear\"|\"easeIn\"|\"easeOut\"|\"easeInOut\"|\"default\"|string|number[]|{spring: {damping: number?, bounce: number?, response: number}}",
        optional: true, "A named curve, a plugin's, {x1, y1, x2, y2}, or a spring.", uikit: "UIView.AnimationCurve"),
      .init("steps", "integer", optional: true, "Samples printed by print(t) (4)."),
      .init("choreography", "\"uikit\"|\"android\"|\"staged\"", optional: true, "How the stages share the time."),
      .init(
        "android", "{remove: number?, move: number?, change: number?, add: number?}", optional: true,
        "The android choreography's phase durations."),
    ])

  static let changeRecords: [LuaAPI.Record] = [
    .init(
      "Position", topic: "changing", summary: "Where an insert or a move puts things: one of its fields.",
      fields: [
        .init("before", "Id", optional: true), .init("after", "Id", optional: true),
        .init("section", "Id", optional: true, "The end of that section."),
      ]),
    transitionOptions,
    .init(
      "Stage", topic: "changing", summary: "One UIKit-safe stage of a change.",
      fields: [
        .init("kind", "string"), .init("deleted", "{section: integer, item: integer}[]"),
        .init("inserted", "{section: integer, item: integer}[]"),
        .init("updated", "{section: integer, item: integer}[]"),
        .init("moved", "{from: {section: integer, item: integer}, to: {section: integer, item: integer}}[]"),
        .init("sections_deleted", "integer[]"), .init("sections_inserted", "integer[]"),
        .init("sections_updated", "integer[]"), .init("sections_moved", "{from: integer, to: integer}[]"),
        .init("after", "{id: Id, items: Id[]}[]"),
      ]),
    .init(
      "ElementAtTime", topic: "changing", summary: "An element of a transition at one instant.",
      fields: [
        .init("id", "Id"), .init("kind", "string"), .init("x", "number"), .init("y", "number"),
        .init("w", "number"), .init("h", "number"), .init("alpha", "number"),
        .init("state", ElementState.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: "|")),
        .init("corners", "string"),
        .init("element_kind", "string?", "Compositional lists: a supplementary or decoration view's kind."),
        .init(
          "owner", "\"section\"|\"list\"|nil",
          "Compositional lists: \"section\" for a section's boundary item other than its header and footer, \"list\" for the list's own boundary items (a cell's badge and a section's boundary item may share kind and id)."
        ),
        .init(
          "data_id", "Id?",
          "A stale cell's: the id the new data has where it is (a batch left its old content there)."),
      ]),
  ]

  static let changeAliases: [LuaAPI.Alias] = [
    .init("IndexPath", topic: "changing", "integer[]|{section: integer, item: integer}", "0-based {section, item}.")
  ]

  /// `expect_frame`'s frame and options: their names are those it reads.
  static let expectationRecords: [LuaAPI.Record] = [
    .init(
      "ExpectedFrame", topic: "checks", summary: "The frame expect_frame compares: at least one field.",
      fields: ["x", "y", "w", "h"].map { LuaAPI.Field($0, "number", optional: true) }),
    .init(
      "ExpectFrameOptions", topic: "checks", summary: "How expect_frame compares.",
      fields: [
        .init("tolerance", "number", optional: true, "How far each field may be off (0)."),
        .init(
          "kind", "\"cell\"|\"header\"|\"footer\"|\"separator\"|\"card\"|\"supplementary\"|\"decoration\"",
          optional: true, "Which element of the id (the cell)."),
        .init("element_kind", "string", optional: true, "A supplementary or decoration view's kind."),
        .init(
          "message", "string", optional: true,
          "The idea the frame checks, said before the numbers when it fails (\"a grouped table is edge to edge\")."),
      ]),
  ]
}
