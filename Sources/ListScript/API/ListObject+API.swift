import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import ListText
import LuaBridge

extension ListObject {
  /// The list's class in the API: what `list {…}` returns.
  static let api = LuaClassDefinition<ListObject>(
    "List", topic: "reading", summary: "A laid-out list (userdata).", variable: "l",
    setup: """
      local l = list {
        style = "insetGrouped",
        section "fruits" {
          header = "Fruits",
          cell "apple" { text = "Apple", secondary = "Red", accessory = "chevron" },
          cell "banana" { height = 60 },
        },
      }
      """,
    uikit: "UICollectionView / UITableView",
    methods: readingMethods + scrollingMethods + changeMethods + snapshotMethods,
    properties: [
      LuaProperty(.init("style", "string", "The list's style.")) { list, call in
        call.returning(.string(list.layout.options.style.description))
      },
      LuaProperty(.init("count", "integer", "Number of cells.", uikit: "numberOfItems(inSection:), summed")) {
        list, call in call.returning(.integer(list.layout.count))
      },
    ],
    describe: { $0.text })

  static let readingMethods: [LuaMethod<ListObject>] = [
    LuaMethod(
      .init(
        "frames", topic: "reading", results: [.init("Frame[]")],
        summary: "Every element in document order: cells, headers, footers, separators, cards.",
        details: ["Each frame prints as its line of print(l), and the array as all of them."],
        example: "for _, f in ipairs(l:frames()) do print(f.kind, f.id, f.y) end", complexity: "O(n)",
        uikit: "layoutAttributesForElements(in:) over the whole content"), body: { try frames($0, $1) }),
    LuaMethod(
      .init(
        "frame", topic: "reading", parameters: [.init("id", .id)], results: [.init("Frame")],
        summary: "The cell's frame; an error names an unknown id and the nearest known one.",
        example: #"print(l:frame("apple"))"#, complexity: "O(log n)", uikit: "layoutAttributesForItem(at:)"
      ).performing(.query(.frame)),
      body: { try frame($0, $1) }),
    LuaMethod(
      .init(
        "card", topic: "reading", parameters: [.init("id", .id)], results: [.init("Frame?")],
        summary: "The cell's card (cards style), or nil in a list of another style.",
        example: #"local c = list { style = "cards", cell "a" {} }:card("a")"#, complexity: "O(log n)"
      ).performing(.query(.card)),
      body: { try card($0, $1) }),
    LuaMethod(
      .init(
        "subframes", topic: "reading", parameters: [.init("id", .id)], results: [.init("NodeFrame[]")],
        summary: "The cell's content nodes, in the cell's coordinates.",
        details: ["They print as recursiveDescription does."], example: #"print(l:subframes("apple"))"#,
        complexity: "O(nodes of the cell)", uikit: "the content view's subviews' frames"
      ).performing(.query(.subframes)),
      body: { try subframes($0, $1) }),
    LuaMethod(
      .init(
        "content_size", topic: "reading", results: [.init("number", name: "w"), .init("number", name: "h")],
        summary: "The width and height of the whole content.", example: "local w, h = l:content_size()",
        complexity: "O(1)", uikit: "contentSize"), body: { try contentSize($0, $1) }),
    LuaMethod(
      .init(
        "visible", topic: "reading", results: [.init("Id[]")],
        summary: "The ids of the cells intersecting the viewport.", example: "print(l:visible())",
        complexity: "O(log n + visible cells)", uikit: "indexPathsForVisibleItems"), body: { try visible($0, $1) }),
  ]

  static let scrollingMethods: [LuaMethod<ListObject>] = [
    LuaMethod(
      .init(
        "offset", topic: "scrolling", results: [.init("number")],
        summary:
          "The content offset along the scroll axis (x for a compositional list that scrolls horizontally).",
        example: "print(l:offset())", complexity: "O(1)", uikit: "contentOffset.y"), body: { try offset($0, $1) }),
    LuaMethod(
      .init(
        "scroll", topic: "scrolling",
        parameters: [.init("offset", .read("number|{x: number}|{y: number}"))], results: [.init("Invalidation[]")],
        summary:
          "Sets the content offset along the scroll axis (clamped), measuring cells as they appear; `{x = n}` or `{y = n}` names the axis.",
        example: "l:scroll(100)", complexity: "O(log n + cells measured)", uikit: "setContentOffset(_:animated:)"),
      body: { try scroll($0, $1) }),
    LuaMethod(
      .init(
        "scroll_to", topic: "scrolling", parameters: [.init("id", .id)], results: [.init("Invalidation[]")],
        summary:
          "Scrolls the least distance that shows the cell (a cell of an orthogonal row also scrolls its row, without snapping).",
        example: #"l:scroll_to("banana")"#, complexity: "O(log n + cells measured)",
        uikit: "scrollToItem(at:at:animated:)"
      ).performing(.query(.scrollTo)), body: { try scrollTo($0, $1) }),
    LuaMethod(
      .init(
        "invalidations", topic: "scrolling", results: [.init("Invalidation[]")],
        summary: "Every self-sizing invalidation so far: the cells measured at another height than estimated.",
        example: "print(#l:invalidations())", complexity: "O(invalidations)",
        uikit: "invalidateLayout(with:) of self-sizing cells"), body: { try invalidations($0, $1) }),
    LuaMethod(
      .init(
        "scroll_section", topic: "compositional",
        parameters: [
          .init("id", .id, doc: "The section."), .init("x", .number),
          .init("options", .table("{snap: boolean?}"), optional: true),
        ], results: [.init("number")],
        summary:
          "Compositional lists: drags an orthogonal section's row to `x` and returns where it comes to rest.",
        details: ["Its behaviour snaps it; `{ snap = false }` stops at `x`."],
        example: """
          local row = layout_section { hgroup { width = absolute(100), item {} }, orthogonal = "continuous" }
          local c = list { layout = compositional { section = row }, section "photos" { cell "a" {}, cell "b" {}, cell "c" {}, cell "d" {}, cell "e" {} } }
          print(c:scroll_section("photos", 120))
          """, complexity: "O(items of the section)",
        uikit: "the section's scroll view: targetContentOffset after a drag"
      ).performing(.query(.scrollSection)), body: { try scrollSection($0, $1) }),
    LuaMethod(
      .init(
        "section_offset", topic: "compositional", parameters: [.init("id", .id)], results: [.init("number?")],
        summary: "Compositional lists: how far an orthogonal section's row is scrolled (nil for other sections).",
        example: """
          local row = layout_section { hgroup { width = absolute(100), item {} }, orthogonal = "paging" }
          local c = list { layout = compositional { section = row }, section "photos" { cell "a" {}, cell "b" {}, cell "c" {}, cell "d" {}, cell "e" {} } }
          c:scroll_section("photos", 150)
          print(c:section_offset("photos"))
          """, complexity: "O(1)",
        uikit: "the section's scroll view: contentOffset"
      ).performing(.query(.sectionOffset)), body: { try sectionOffset($0, $1) }),
  ]
}
