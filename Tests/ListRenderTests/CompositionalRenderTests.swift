import ListAnimation
import ListDeclaration
import ListDiff
import ListLayout
import Testing

@testable import ListRender

/// How compositional lists print and draw: section notes, supplementary and decoration views,
/// the layout's own boundary items, z order.
@Suite struct CompositionalRenderTests {
  /// A section of two 100 × 40 items with a badge each, a background, a pinned header (z 2), and
  /// a global 20-point footer.
  private func layout(offset: Double = 0, cells ids: [String] = ["a", "b", "c", "d"], headerZ: Int = 2) throws
    -> Layout
  {
    var options = ListOptions()
    options.style = .compositional
    options.height = 60
    let badge = SupplementaryItem(
      kind: "badge", size: LayoutSize(width: .absolute(10), height: .absolute(10)),
      anchor: LayoutAnchor(edges: [.top, .trailing]))
    let section = CompositionalSection(
      group: .group(
        .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
        subitems: [
          CompositionalItem(
            size: LayoutSize(width: .absolute(100), height: .fractionalHeight(1)), supplementaries: [badge])
        ]),
      boundaryItems: [
        BoundaryItem(
          kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)), alignment: .top,
          pinToVisibleBounds: true, zIndex: headerZ)
      ],
      decorationItems: [DecorationItem()])
    options.compositional = CompositionalConfiguration(
      section: .section(section),
      boundaryItems: [
        BoundaryItem(
          kind: "footer", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)), alignment: .bottom)
      ])
    var layout = try Layout(
      ListDeclaration(
        options: options,
        sections: [
          SectionDeclaration(
            id: "s", header: .text("Head"),
            cells: ids.map { CellDeclaration(id: .string($0)) })
        ]))
    layout.scroll(to: offset)
    return layout
  }

  @Test func printNamesEveryViewWithItsKind() throws {
    // Header 0–20, a row of three cells 20–60 (badges at their top trailing corners), d 60–100,
    // the background 0–100, the list's footer 100–120.
    #expect(
      LayoutText.render(try layout()) == """
        list compositional 375×60 @3x · offset 0 · 1 section, 4 cells
        section s [0]
          decoration background (0 0; 375 100)
          header (0 0; 375 20) z=2
          cell a [0,0] (0 20; 100 40)
            supplementary badge (90 20; 10 10)
          cell b [0,1] (100 20; 100 40)
            supplementary badge (190 20; 10 10)
          cell c [0,2] (200 20; 100 40)
            supplementary badge (290 20; 10 10)
          cell d [0,3] (0 60; 100 40)
            supplementary badge (90 60; 10 10)
        global footer (0 100; 375 20)
        content size (375 120)
        """)
  }

  @Test func scenesDrawHigherZIndicesLastAndTitleViewsWithTheirKind() throws {
    // Scrolled to 30 the pinned header floats over the cells: drawn after them.
    let scene = SceneBuilder.scene(of: try layout(offset: 30))
    let kinds = scene.shapes.filter { $0.kind != .label }.map(\.kind)
    #expect(kinds.first == .decoration)
    #expect(kinds.last == .header)
    #expect(scene.shapes.first { $0.kind == .supplementary }?.title == "badge")
    #expect(scene.shapes.first { $0.kind == .decoration }?.title == "background")
    #expect(scene.shapes.last { $0.kind == .header }?.pinned == true)
  }

  /// A picture paints a compositional list's pinned header where its z index puts it, as the
  /// transition pictures and the wireframes do: scrolled to 30, a header of z 2 over the cells
  /// under it, one of z 0 (UIKit's default) under them.
  @Test func picturesPaintPinnedHeadersByTheirZIndex() throws {
    for (z, isOnTop) in [(2, true), (0, false)] {
      let svg = SVGPicture.render(SceneBuilder.scene(of: try layout(offset: 30, headerZ: z), beyondViewport: true))
      let header = try #require(svg.firstRange(of: "class=\"ll-el ll-header"))
      let cell = try #require(svg.firstRange(of: "class=\"ll-el ll-cell"))
      #expect((header.lowerBound > cell.lowerBound) == isOnTop, "z \(z)")
    }
  }

  @Test func picturesClassTheNewKinds() throws {
    let svg = SVGPicture.render(SceneBuilder.scene(of: try layout(), beyondViewport: true))
    #expect(svg.contains("class=\"ll-el ll-supplementary\""))
    #expect(svg.contains("class=\"ll-el ll-decoration\""))
  }

  /// Deleting b: a and the header stay, c and d move, the background shrinks (moving).
  private func deletion() throws -> (TransitionPicture, Transition, old: Layout, new: Layout) {
    let old = try layout()
    let new = try layout(cells: ["a", "c", "d"])
    let (picture, transition) = try PictureTests.picture(from: old, to: new)
    return (picture, transition, old, new)
  }

  @Test func transitionsStackByZIndexThenState() throws {
    let (picture, transition, old, new) = try deletion()
    let background = try transition.at(0.15).first { $0.kind == .decoration }
    // The background moves (it shrinks with its section), yet lies under everything: z 0 and a
    // decoration. The header (z 2) lies over the moving cells; the deleting cell under them.
    #expect(background?.state == .moving)
    let keys = picture.svg.matches(of: /data-key="([^"]*)"/).map { String($0.output.1) }
    #expect(keys.first == "decoration:background:s")
    #expect(keys.last == "header:s")
    let deleting = try #require(keys.firstIndex(of: "cell:b"))
    let moving = try #require(keys.firstIndex(of: "cell:c"))
    #expect(deleting < moving)

    // The scene a wireframe draws stacks the same way; the background is not drawn on top.
    let scene = try SceneBuilder.scene(of: transition, at: 0.15, from: old, to: new)
    let elements = scene.shapes.filter { $0.kind != .label && $0.kind != .separator }
    #expect(elements.first?.kind == .decoration)
    #expect(elements.first?.onTop == false)
    #expect(elements.last?.kind == .header)
    let c = scene.shapes.first { $0.kind == .cell && $0.title == "c" }
    #expect(c?.onTop == true)
  }

  /// A list scrolling horizontally: five 120-point cells 10 apart (c1 0–120, c2 130–250, c3
  /// 260–380, c4 390–510, c5 520–640) in a 375 × 100 viewport scrolled to x 200.
  private func horizontalLayout() throws -> Layout {
    var options = ListOptions()
    options.style = .compositional
    options.height = 100
    let section = CompositionalSection(
      group: .group(
        .vertical, size: LayoutSize(width: .absolute(120), height: .fractionalHeight(1)),
        subitems: [CompositionalItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))]),
      interGroupSpacing: 10)
    options.compositional = CompositionalConfiguration(section: .section(section), scrollDirection: .horizontal)
    var layout = try Layout(
      ListDeclaration(
        options: options,
        sections: [SectionDeclaration(id: "s", cells: (1...5).map { CellDeclaration(id: .string("c\($0)")) })]))
    layout.scroll(to: 200)
    return layout
  }

  @Test func aHorizontalListIsPrintedAndDrawnAtItsXOffset() throws {
    let layout = try horizontalLayout()
    #expect(
      LayoutText.render(layout).split(separator: "\n").first
        == "list compositional 375×100 @3x · horizontal offset 200 · 1 section, 5 cells")
    // The wireframe starts at x 200, 5 points a column: c2's right edge at column 10, c3 at 12–36,
    // c4 at 38–62, c5 from 64 on; c1 is off screen.
    let scene = SceneBuilder.scene(of: layout)
    #expect(scene.viewport == Rect(x: 200, y: 0, width: 375, height: 100))
    let lines = Wireframe.render(scene)
    #expect(lines.first == "compositional 375×100 @3x · horizontal offset 200")
    let top = Array(lines[1])
    #expect(top.indices.filter { "┐┌".contains(top[$0]) } == [10, 12, 36, 38, 62, 64])
    #expect(lines[1].contains("c2") && lines[1].contains("c5") && !lines.joined().contains("c1"))
    // A picture shows a screen on either side along x, cut to the content: 0–640.
    let picture = SceneBuilder.scene(of: layout, beyondViewport: true)
    #expect(picture.viewport == Rect(x: 200, y: 0, width: 375, height: 100))
    #expect(picture.extent == Rect(x: 0, y: 0, width: 640, height: 100))
    #expect(picture.contentEnd == nil)
    // JSON gives the offset along x and says the list scrolls horizontally.
    guard case .object(let fields) = LayoutJSON.event(layout) else {
      Issue.record("a layout event is an object")
      return
    }
    #expect(fields.first { $0.0 == "scroll_direction" }?.1 == .string("horizontal"))
    #expect(fields.first { $0.0 == "offset" }?.1 == .number(200))
  }
}

extension CompositionalRenderTests {
  /// Section "x" with a 30-point boundary item of kind `badge` (z 1) above cell "x" (0 30; 375
  /// 44), whose own 20 × 20 badge sits at its top trailing corner (355 30); then cell w is
  /// inserted before x, which moves 44 down with its badge.
  private func sharedKind(cells ids: [String]) throws -> Layout {
    var options = ListOptions()
    options.style = .compositional
    let badge = SupplementaryItem(
      kind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
      anchor: LayoutAnchor(edges: [.top, .trailing]))
    let section = CompositionalSection(
      group: .group(
        .vertical, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
        subitems: [
          CompositionalItem(
            size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)), supplementaries: [badge])
        ]),
      boundaryItems: [
        BoundaryItem(
          kind: "badge", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), alignment: .top, zIndex: 1
        )
      ])
    options.compositional = CompositionalConfiguration(section: .section(section))
    return try Layout(
      ListDeclaration(
        options: options,
        sections: [SectionDeclaration(id: "x", cells: ids.map { CellDeclaration(id: .string($0)) })]))
  }

  /// A section's boundary item and a cell's supplementary view of one element kind and id are two
  /// elements of the picture: the cell's badge moves (30 → 74) under its own key, the section's
  /// stays at (0 0; 375 30) under a key naming its owner, and only the section's takes its z
  /// index (1: drawn last). One key, kind + element kind + id, made them one group.
  @Test func aSectionsBoundaryItemAndACellsBadgeOfOneKindAndIdAreTwoTracks() throws {
    let old = try sharedKind(cells: ["x"])
    let new = try sharedKind(cells: ["w", "x"])
    let (picture, transition) = try PictureTests.picture(from: old, to: new)
    let keys = picture.svg.matches(of: /data-key="([^"]*)"/).map { String($0.output.1) }
    #expect(
      keys.filter { $0.hasPrefix("supplementary:") } == [
        "supplementary:badge:w", "supplementary:badge:x", "supplementary:badge:section:x",
      ])
    #expect(keys.last == "supplementary:badge:section:x")
    let badges = try transition.at(transition.duration).filter { $0.elementKind == "badge" && $0.id == "x" }
    #expect(badges.map(\.owner) == [.section, .cell])
    #expect(
      badges.map(\.frame) == [Rect(x: 0, y: 0, width: 375, height: 30), Rect(x: 355, y: 74, width: 20, height: 20)])
    #expect(badges.map(\.state) == [.steady, .moving])
  }
}
