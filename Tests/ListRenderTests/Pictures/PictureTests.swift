import ListAnimation
import ListDeclaration
import ListDiff
import ListLayout
import ListRender
import ListText
import Testing

@testable import ListRender

/// SVG pictures of layouts and transitions, and the HTML page around them.
@Suite struct PictureTests {
  static func layout(_ sections: [SectionDeclaration], height: Double = 300, style: ListStyle = .plain) throws -> Layout
  {
    var options = ListOptions()
    options.style = style
    options.height = height
    return try Layout(ListDeclaration(options: options, sections: sections))
  }

  /// A cell whose content is a column of a headline and a wrapping footnote.
  static func textCell(_ id: String, _ title: String, _ note: String) -> CellDeclaration {
    let column = Node(
      .stack(
        Stack(
          axis: .vertical, spacing: 3, padding: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16),
          children: [
            Node(.label(Label(text: title, style: .headline))), Node(.label(Label(text: note, style: .footnote))),
          ])))
    return CellDeclaration(id: .string(id), content: column)
  }

  static func cells(_ ids: [String], height: Double = 44) -> [CellDeclaration] {
    ids.map { CellDeclaration(id: .string($0), height: height) }
  }

  /// `name="value"` of every tag of `svg` that has `data-kind="kind"`.
  static func attribute(_ name: String, ofKind kind: String, in svg: String) -> [String] {
    svg.split(separator: "<").filter { $0.contains("data-kind=\"\(kind)\"") }.compactMap { tag in
      guard let start = tag.firstRange(of: " \(name)=\"") else { return nil }
      let rest = tag[start.upperBound...]
      return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
  }

  @Test func layoutPictureHasEveryElementAtItsPrintedFrame() throws {
    let layout = try Self.layout(
      [
        SectionDeclaration(
          id: "s", header: .text("Fruits"), cells: Self.cells(["a", "b"]) + [Self.textCell("c", "Cherry", "Red")])
      ],
      style: .insetGrouped)
    let svg = SVGPicture.render(SceneBuilder.scene(of: layout, beyondViewport: true))
    let elements = layout.elements()
    for kind in ["cell", "header", "separator"] {
      let expected = elements.filter { $0.kind.rawValue == kind }.map { Markup.frame($0.frame) }
      #expect(Self.attribute("data-frame", ofKind: kind, in: svg) == expected, "\(kind)")
    }
    // Rounded first and last cells carry the radius; the section is outlined with its id.
    #expect(svg.contains("A10 10 0 0 1"))
    #expect(Self.attribute("data-id", ofKind: "section", in: svg) == ["s"])
    // Labels: the headline semibold at 17 points, the footnote at 13, one line each.
    #expect(svg.contains("font-size=\"17\" font-weight=\"600\""))
    #expect(svg.contains("font-size=\"13\" text-anchor=\"start\"><tspan"))
    #expect(svg.contains(">Cherry</tspan>") && svg.contains(">Red</tspan>"))
    #expect(svg.contains("100 pt</text>"))
    #expect(svg.hasPrefix("<svg class=\"ll-picture\"") && svg.hasSuffix("</svg>"))
  }

  @Test func aRightToLeftPictureDrawsTheMirroredFramesAndTextFromTheRight() throws {
    var options = ListOptions()
    options.height = 300
    options.direction = .rtl
    let layout = try Layout(
      ListDeclaration(
        options: options,
        sections: [SectionDeclaration(id: "s", cells: [Self.textCell("c", "Cherry", "Red")] + Self.cells(["a"]))]))
    let svg = SVGPicture.render(SceneBuilder.scene(of: layout, beyondViewport: true))
    // The separator's frame is the mirrored one: from the left edge to 375 − 16.
    let separator = try #require(layout.elements().first { $0.kind == .separator })
    #expect(separator.frame.x == 0 && separator.frame.width == 359)
    #expect(Self.attribute("data-frame", ofKind: "separator", in: svg) == [Markup.frame(separator.frame)])
    // The labels align to their leading edge, the right one: anchored at their frames' end, 16
    // points from the cell's right edge.
    #expect(svg.contains("font-size=\"13\" text-anchor=\"end\"><tspan x=\"359\""))
    #expect(!svg.contains("text-anchor=\"start\""))
  }

  @Test func wrappedLabelLinesSitOneLineHeightApart() throws {
    let note = String(repeating: "word ", count: 40)
    let layout = try Self.layout([SectionDeclaration(id: "s", cells: [Self.textCell("c", "Title", note)])])
    let scene = SceneBuilder.scene(of: layout, beyondViewport: true)
    let footnote = try #require(scene.shapes.first { $0.kind == .label && $0.font?.pointSize == 13 })
    #expect(footnote.lines.count > 2)
    let svg = SVGPicture.label(footnote, opacity: "")
    let ys = svg.matches(of: /<tspan x="[^"]*" y="([^"]*)"/).compactMap { Double($0.output.1) }
    #expect(ys.count == footnote.lines.count)
    let lineHeight = try #require(footnote.font?.lineHeight)
    for (index, y) in ys.enumerated() {
      #expect(abs(y - (footnote.frame.y + (Double(index) + 0.5) * lineHeight)) < 0.001)
    }
  }

  @Test func contentBeyondTheViewportIsShownDimmed() throws {
    var layout = try Self.layout(
      [SectionDeclaration(id: "s", cells: Self.cells((0..<40).map { "c\($0)" }))], height: 200)
    _ = layout.scroll(to: 400)
    let scene = SceneBuilder.scene(of: layout, beyondViewport: true)
    #expect(scene.viewport.y == 400)
    #expect(scene.extent.y == 200 && scene.extent.maxY == 800)  // a screen above and one below
    #expect(SceneBuilder.scene(of: layout).extent == scene.viewport)  // the wireframe's scene
    let svg = SVGPicture.render(scene)
    #expect(svg.matches(of: /class="ll-beyond"/).count == 2)
    #expect(
      Self.attribute("data-frame", ofKind: "cell", in: svg).count
        == layout.elements().filter {
          $0.kind == .cell && $0.frame.maxY >= 200 && $0.frame.y <= 800
        }.count)
  }

  /// The part of `svg` inside its clipping extent (the nested `<svg class="ll-extent">`).
  static func insideExtent(_ svg: String) -> Substring {
    guard let start = svg.firstRange(of: "<svg class=\"ll-extent\""),
      let end = svg.firstRange(of: "</svg>\n<rect class=\"ll-viewport\"")
    else { return "" }
    return svg[start.lowerBound..<end.lowerBound]
  }

  @Test func layoutPictureDrawsTheWholeViewportAndClipsToIt() throws {
    // 300-point viewport, three 44-point cells: 132 points of content.
    let layout = try Self.layout([
      SectionDeclaration(id: "s", cells: Self.cells(["a", "b"]) + [Self.textCell("c", "Cherry", "Red")])
    ])
    let scene = SceneBuilder.scene(of: layout, beyondViewport: true)
    let contentHeight = layout.contentSize.height
    #expect(contentHeight < 300)
    // The whole viewport, not cut at the content's end (the wireframe's scene is).
    #expect(scene.viewport == Rect(x: 0, y: 0, width: 375, height: 300))
    #expect(scene.extent == scene.viewport)
    #expect(SceneBuilder.scene(of: layout).viewport.height == contentHeight)
    let svg = SVGPicture.render(scene)
    // 375 × 300 and the margins: 8 around, 30 below for the scale bar.
    #expect(
      svg.hasPrefix(
        "<svg class=\"ll-picture\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"-8 -8 391 338\" width=\"391\""
          + " height=\"338\" role=\"img\" aria-label=\"plain 375×300 @3x · offset 0\">"))
    #expect(svg.contains("<rect class=\"ll-viewport\" data-frame=\"0 0 375 300\""))
    #expect(svg.contains("<g class=\"ll-content-end\" data-y=\"\(Markup.number(contentHeight))\">"))
    // The caption is the page's, not drawn in the picture.
    #expect(!svg.contains("ll-caption"))
    // Every element and content node is inside the extent's clip; the cell's content inside a
    // clip of the cell's own frame.
    let inside = Self.insideExtent(svg)
    #expect(
      inside.hasPrefix("<svg class=\"ll-extent\" x=\"0\" y=\"0\" width=\"375\" height=\"300\" viewBox=\"0 0 375 300\">")
    )
    #expect(inside.matches(of: /data-kind="cell"/).count == 3)
    #expect(svg.matches(of: /data-kind="/).count == inside.matches(of: /data-kind="/).count)
    let cell = try #require(layout.cellElement("c"))
    let clip =
      "<svg class=\"ll-clip\" x=\"0\" y=\"\(Markup.number(cell.frame.y))\" width=\"375\""
      + " height=\"\(Markup.number(cell.frame.height))\" viewBox=\"\(Markup.frame(cell.frame))\">\n<g class=\"ll-node ll-label\""
    #expect(inside.contains(clip))
  }

  @Test func picturesWidenToRowsPastTheSidesAtMostAScreen() {
    let viewport = Rect(x: 0, y: 0, width: 375, height: 300)
    // A row running to 600 widens the picture; one running to 2000 stops a screen past the side.
    let row = [Rect(x: 10, y: 20, width: 590, height: 100), Rect(x: 0, y: 500, width: 3000, height: 10)]
    #expect(SceneBuilder.widened(viewport, by: row, along: .vertical) == Rect(x: 0, y: 0, width: 600, height: 300))
    let far = [Rect(x: -900, y: 20, width: 2900, height: 100)]
    #expect(SceneBuilder.widened(viewport, by: far, along: .vertical) == Rect(x: -375, y: 0, width: 1125, height: 300))
    // What lies beside the viewport is dimmed like what lies above and below it.
    let strips = SVGPicture.beyond(viewport: viewport, extent: Rect(x: -375, y: -50, width: 1125, height: 350))
    #expect(
      strips == """
        <rect class="ll-beyond" x="-375" y="-50" width="1125" height="50"/>
        <rect class="ll-beyond" x="-375" y="0" width="375" height="300"/>
        <rect class="ll-beyond" x="375" y="0" width="375" height="300"/>

        """)
  }

  @Test func boxesAccessoriesAndSecondaryTextKeepTheirLook() throws {
    let rule = Node(.box(Box(color: "#666666")))
    let column = Node(
      .stack(
        Stack(
          axis: .vertical, padding: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16),
          children: [
            Node(.label(Label(text: "Title", style: .body))),
            Node(.label(Label(text: "Note", style: .subheadline, color: "secondary"))),
            rule, Node(.box(Box(color: "url(evil)"))),
          ])))
    let layout = try Self.layout([
      SectionDeclaration(
        id: "s",
        cells: [
          CellDeclaration(id: "a", content: column),
          CellDeclaration(id: "b", builtIn: BuiltInCell(text: "Settings", accessory: .chevron)),
        ])
    ])
    let svg = SVGPicture.render(SceneBuilder.scene(of: layout, beyondViewport: true))
    #expect(svg.contains("<path d=\"M16 "))
    #expect(svg.contains("style=\"fill:#666666\"/>"))
    #expect(!svg.contains("evil"))  // not a colour: the default fill
    #expect(svg.contains("<text class=\"ll-secondary\" font-size=\"15\""))
    // The chevron accessory is drawn as a chevron.
    #expect(
      svg.matches(of: /<path class="ll-glyph" d="M[0-9.]+ [0-9.]+L[0-9.]+ [0-9.]+L[0-9.]+ [0-9.]+"\/>/).count == 1)
    #expect(SVGPicture.cssColor("#abc") == "#abc" && SVGPicture.cssColor("Teal") == "teal")
    #expect(SVGPicture.cssColor("#abcde") == nil && SVGPicture.cssColor("red;x") == nil)
  }

  @Test func aSpringsOvershootIsInsideThePicture() throws {
    let old = try Self.layout([SectionDeclaration(id: "s", cells: Self.cells(["a", "b", "c"]))])
    let new = try Self.layout([SectionDeclaration(id: "s", cells: Self.cells(["c", "b", "d"]))])
    let diff = try Diff(from: old.declaration.data, to: new.declaration.data)
    let transition = Transition(
      from: old, to: new, correspondence: diff.correspondence,
      curve: .spring(dampingRatio: 0.5, response: 0.35))
    let picture = try TransitionPicture(
      title: "apply", transition: transition, changeset: diff.changeset, before: old.declaration.data, old: old,
      new: new)
    // c rises past the top (y < 0) before it settles: the lowest y of its samples is the
    // picture's top.
    let times = TransitionPicture.times(of: transition)
    let lowest = try times.map { time in try transition.at(time).first { $0.kind == .cell && $0.id == "c" }!.frame.y }
      .min()!
    #expect(lowest < -5)
    let extent = "<svg class=\"ll-extent\" x=\"0\" y=\"\(Markup.number(roundedPoints(lowest)))\""
    #expect(picture.svg.contains(extent), "\(picture.svg.prefix(400))")
    // Above the viewport, dimmed; the caption is beside the picture.
    #expect(picture.svg.contains("<rect class=\"ll-beyond\" x=\"0\" y=\"\(Markup.number(roundedPoints(lowest)))\""))
    #expect(picture.caption.hasPrefix("uikit · 0.708 s · spring"))
  }

  @Test func aReloadCrossfadesItsContentClippedToTheCell() throws {
    let old = try Self.layout([
      SectionDeclaration(id: "s", cells: [Self.textCell("a", "Apple", "Red")] + Self.cells(["b"]))
    ])
    let new = try Self.layout([
      SectionDeclaration(
        id: "s",
        cells: [Self.textCell("a", "Apple", "Red, green or yellow, and sweet to eat: a fruit that keeps for months")]
          + Self.cells(["b"]))
    ])
    let (picture, transition) = try Self.picture(from: old, to: new)
    #expect(try transition.at(0).first { $0.id == "a" && $0.kind == .cell }?.state == .updating)
    let start = try #require(picture.svg.firstRange(of: "data-key=\"cell:a\""))
    let rest = picture.svg[start.upperBound...]
    let group = rest[..<(rest.firstRange(of: "data-key=")?.lowerBound ?? rest.endIndex)]
    // The old content shows at t = 0, the new content is there, transparent; both are clipped
    // to the cell as it is at t = 0.
    let height = Markup.number(try #require(old.cellElement("a")).frame.height)
    #expect(group.contains("<svg class=\"ll-clip ll-was\" width=\"375\" height=\"\(height)\" opacity=\"1\">"))
    #expect(group.contains("<svg class=\"ll-clip ll-now\" width=\"375\" height=\"\(height)\" opacity=\"0\">"))
    #expect(group.contains("sweet to eat"))
    // The crossfade follows the phase's curve: 0 at the start, ½ halfway (easeInOut), 1 at the end.
    let times = TransitionPicture.times(of: transition)
    let data = picture.data.serialized
    let fades = try #require(data.firstMatch(of: /"key":"cell:a"[^}]*"x":\[([^\]]*)\]/)).output.1
      .split(separator: ",").compactMap { Double($0) }
    #expect(fades.count == times.count)
    #expect(fades.first == 0 && fades.last == 1)
    let half = try #require(times.firstIndex(of: transition.duration / 2))
    #expect(abs(fades[half] - 0.5) < 0.001)
    // b is never reloaded: it has no crossfade.
    #expect(try #require(data.firstMatch(of: /"key":"cell:b"[^}]*\}/)).output.contains("\"x\":") == false)
  }

  @Test func cardsArePaintedUnderTheirCellsContent() throws {
    var options = ListOptions()
    options.style = .cards
    let old = try Layout(
      ListDeclaration(
        options: options, sections: [SectionDeclaration(id: "s", cells: [Self.textCell("a", "Alpha", "First")])]))
    let new = try Layout(
      ListDeclaration(
        options: options,
        sections: [
          SectionDeclaration(
            id: "s", cells: [Self.textCell("b", "Bravo", "New"), Self.textCell("a", "Alpha", "First")])
        ]))
    let svg = SVGPicture.render(SceneBuilder.scene(of: new, beyondViewport: true))
    let card = try #require(svg.firstRange(of: "data-kind=\"card\" data-id=\"a\""))
    let text = try #require(svg.firstRange(of: ">Alpha</tspan>"))
    #expect(card.lowerBound < text.lowerBound)
    // In a transition the card's group holds the content, in the card's coordinates.
    let (picture, _) = try Self.picture(from: old, to: new)
    func group(_ key: String) -> Substring {
      guard let start = picture.svg.firstRange(of: "data-key=\"\(key)\"") else { return "" }
      let rest = picture.svg[start.upperBound...]
      return rest[..<(rest.firstRange(of: "data-key=")?.lowerBound ?? rest.endIndex)]
    }
    #expect(group("card:a").contains(">Alpha</tspan>"))
    #expect(!group("cell:a").isEmpty && !group("cell:a").contains("tspan"))
  }

  @Test func roundedRectangles() {
    let frame = Rect(x: 0, y: 0, width: 20, height: 10)
    #expect(Markup.roundedRect(frame, corners: .top, radius: 4) == "M0 4A4 4 0 0 1 4 0H16A4 4 0 0 1 20 4V10H0Z")
    #expect(Markup.roundedRect(frame, corners: .none, radius: 4) == "M0 0H20V10H0Z")
    // The radius never exceeds half the shorter side.
    #expect(Markup.roundedRect(frame, corners: .all, radius: 40).hasPrefix("M0 5A5 5 0 0 1 5 0"))
    #expect(Markup.escape("<a & \"b\">\u{1B}") == "&lt;a &amp; &quot;b&quot;&gt;\u{FFFD}")
  }

  /// The picture of the transition from `old` to `new`, and the transition.
  static func picture(
    from old: Layout, to new: Layout, _ choreography: Transition.Choreography = .uikit
  ) throws -> (TransitionPicture, Transition) {
    let diff = try Diff(from: old.declaration.data, to: new.declaration.data)
    let transition = Transition(
      from: old, to: new, correspondence: diff.correspondence, choreography: choreography)
    let changeset = diff.changeset
    let picture = try TransitionPicture(
      title: "apply", transition: transition, changeset: changeset, before: old.declaration.data, old: old, new: new
    )
    return (picture, transition)
  }

  /// a b c → c b d: a deleted, c moved, d inserted.
  static func transition(_ choreography: Transition.Choreography) throws -> (TransitionPicture, Transition) {
    let old = try layout([SectionDeclaration(id: "s", cells: cells(["a", "b", "c"]))])
    let new = try layout([SectionDeclaration(id: "s", cells: cells(["c", "b", "d"]))])
    return try picture(from: old, to: new, choreography)
  }

  @Test func samplesIncludeTheInstantsThatMatterAndEqualTransitionAt() throws {
    let (_, transition) = try Self.transition(.android)
    let times = TransitionPicture.times(of: transition)
    #expect(times == times.sorted() && Set(times).count == times.count)
    #expect(times.first == 0 && times.last == transition.duration)
    #expect(times.contains(transition.duration / 2))
    for phase in transition.segments[0].phases.values {
      #expect(times.contains(phase.start) && times.contains(phase.end))
    }
    #expect(times.count >= Int(transition.duration * 120))
    // Every sample is t.at(time), rounded to thousandths.
    let (picture, _) = try Self.transition(.android)
    guard case .object(let fields) = picture.data,
      case .array(let elements)? = fields.first(where: { $0.0 == "elements" })?.1
    else { Issue.record("no elements"); return }
    let middle = try #require(times.firstIndex(of: transition.duration / 2))
    for case .object(let element) in elements {
      guard case .string(let key)? = element.first(where: { $0.0 == "key" })?.1,
        case .array(let numbers)? = element.first(where: { $0.0 == "f" })?.1
      else { continue }
      let snapshot = try #require(
        transition.at(transition.duration / 2).first { "\($0.kind.rawValue):\(LayoutText.displayID($0.id))" == key })
      let expected = [snapshot.frame.x, snapshot.frame.y, snapshot.frame.width, snapshot.frame.height, snapshot.alpha]
      let shown = numbers[middle * 5..<middle * 5 + 5].map { value -> Double in
        if case .number(let number) = value { return number }
        if case .integer(let number) = value { return Double(number) }
        return .nan
      }
      #expect(zip(shown, expected).allSatisfy { abs($0 - $1) <= 0.0005 }, "\(key): \(shown) vs \(expected)")
    }
  }

  @Test func aLongListsTransitionKeepsOnlyWhatPassesThroughThePicture() throws {
    let ids = (0..<200).map { "c\($0)" }
    let old = try Self.layout([SectionDeclaration(id: "s", cells: Self.cells(ids))], height: 200)
    let new = try Self.layout([SectionDeclaration(id: "s", cells: Self.cells(Array(ids.dropFirst())))], height: 200)
    let (picture, _) = try Self.picture(from: old, to: new)
    let keys = picture.svg.matches(of: /data-key="cell:([^"]*)"/).map { String($0.output.1) }
    // The viewport is 200 points: the transition tracks the cells that show before (c0…c4) or
    // after (c1…c5) the change, as UIKit animates only those.
    #expect(keys.sorted() == (0...5).map { "c\($0)" }.sorted())
  }

  @Test func stageListAndStops() throws {
    let (picture, _) = try Self.transition(.android)
    let operations = picture.stageLines.filter { $0.role == .operation }
    // Stage 2's move starts where the deletes left c: that path is marked with c's old one.
    #expect(
      operations.map(\.text) == [
        "delete [0,0] a", "insert [0,2] d", "move [0,1] → [0,0] c (intermediate path; [0,2] before the change)",
      ])
    #expect(operations.map(\.state) == [.deleting, .inserting, .moving])
    #expect(operations.map(\.stage) == [0, 1, 1])
    let stops = picture.data.serialized
    #expect(stops.contains("{\"t\":0.12,\"label\":\"removals end, moves start\"}"), "\(stops)")
    #expect(stops.contains("{\"t\":0.37,\"label\":\"moves end, additions start\"}"), "\(stops)")
    #expect(picture.svg.contains("data-key=\"cell:c\""))
    // Moving elements are stacked last, over the others.
    let keys = picture.svg.matches(of: /data-key="([^"]*)"/).map { String($0.output.1) }
    #expect(keys.last == "separator:c" || keys.last == "cell:c")
  }

  @Test func pageIsSelfContained() throws {
    let (picture, _) = try Self.transition(.uikit)
    var page = HTMLPage(title: "a </script> title")
    page.sections = [
      HTMLPage.Section(
        heading: "scene.lua",
        entries: [
          .text(["before", "</script><script>alert(1)</script>"]),
          .figure(HTMLPage.Figure(picture: .transition(picture), wireframe: ["┌─ a ─┐"])),
          .text(["after"]),
        ])
    ]
    let html = page.render()
    #expect(html.hasPrefix("<!doctype html>"))
    #expect(!html.contains("src=\"http"))
    #expect(!html.contains("href=\"http"))
    #expect(!html.contains("@import"))
    #expect(html.contains("prefers-color-scheme: dark"))
    #expect(html.matches(of: /<script/).count == 2)  // the player's data and the page's script
    #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)"))
    #expect(html.contains("id=\"show-1\"") && html.contains("<pre class=\"ll-output\">after</pre>"))
    // The caption stands over the picture, in the page (readable in both modes), not in the SVG.
    #expect(
      html.contains(
        "<div class=\"ll-caption\"><a class=\"ll-anchor\" href=\"#show-1\">show 1</a> uikit · 0.3 s · easeInOut</div>"))
    #expect(!html.contains("overflow: visible"))
    #expect(html.contains("<body>"))  // no watch attributes
    page.watch = (script: "page.html.watch.js", stamp: "12")
    #expect(page.render().contains("data-watch-script=\"page.html.watch.js\" data-watch-stamp=\"12\""))
    #expect(HTMLPage.watchScript(stamp: "12") == "window.listlabWatch && window.listlabWatch(\"12\");\n")
  }

  @Test func pageLogKeepsTextAndFiguresInOrder() {
    let log = PageLog()
    log.text("\u{1B}[1mbold\u{1B}[0m line\nsecond")
    log.text("third")
    log.figure(HTMLPage.Figure(picture: .layout(svg: "<svg></svg>", caption: ""), wireframe: []))
    log.text("fourth")
    let entries = log.take()
    #expect(entries.count == 3)
    if case .text(let lines) = entries[0] { #expect(lines == ["bold line", "second", "third"]) }
    if case .text(let lines) = entries[2] { #expect(lines == ["fourth"]) }
    #expect(log.entries.isEmpty)
  }
}
