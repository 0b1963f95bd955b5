import ListDeclaration
import ListDiff
import ListLayout
import ListText
import Testing

@testable import ListRender

/// Element captions in the SVG pictures never run past their element (so never into the next
/// one's), and a cell not measured yet is drawn as its estimate, not as content laid out in it.
@Suite struct CaptionTests {
  @Test func aCaptionKeepsItsNotesOnlyWhenTheyFitThenCutsTheId() throws {
    let id = "topic.Productivity"
    let whole = SVGPicture.captionWidth(id + " · estimated")
    let alone = SVGPicture.captionWidth(id)
    #expect(SVGPicture.fittedCaption(id, notes: ["estimated"], width: whole)?.text == id + " · estimated")
    #expect(SVGPicture.fittedCaption(id, notes: ["estimated"], width: whole - 0.1)?.text == id)
    #expect(SVGPicture.fittedCaption(id, notes: ["estimated"], width: alone)?.text == id)
    let cut = try #require(SVGPicture.fittedCaption(id, notes: ["estimated"], width: alone / 2))
    #expect(cut.text.hasPrefix("topic.") && cut.text.hasSuffix("…") && cut.text.count < id.count)
    #expect(cut.width <= alone / 2 && cut.width == SVGPicture.captionWidth(cut.text))
    #expect(SVGPicture.fittedCaption(id, notes: [], width: 1) == nil)
    // Notes alone (a cell holding a card has no id of its own in its caption).
    #expect(SVGPicture.fittedCaption("", notes: ["pinned"], width: 100)?.text == "pinned")
  }

  /// Tags as wide as their text, estimated at 80 points: the ones past the viewport are still at
  /// their estimate. Their captions fit their outlines, and they draw no content.
  @Test func estimatedCellsAreOutlinesWithCaptionsThatFit() throws {
    var options = ListOptions()
    options.style = .compositional
    options.height = 100
    let item = CompositionalItem(size: LayoutSize(width: .estimated(80), height: .absolute(32)))
    let group = CompositionalItem.group(
      .horizontal, size: LayoutSize(width: .estimated(80), height: .absolute(32)), subitems: [item])
    var section = CompositionalSection(group: group)
    section.orthogonalScrolling = .continuous
    section.interGroupSpacing = 8
    let words = ["Productivity", "Photo", "Games", "Weather", "Music", "Navigation", "Health", "Entertainment"]
    let cells = words.map { word in
      CellDeclaration(
        id: .string("topic." + word),
        content: Node(
          .stack(
            Stack(
              axis: .horizontal, padding: EdgeInsets(top: 6, left: 12, bottom: 6, right: 12),
              children: [Node(.label(Label(text: word, style: .subheadline)))]))))
    }
    options.compositional = CompositionalConfiguration(section: .section(section))
    let layout = try Layout(
      ListDeclaration(options: options, sections: [SectionDeclaration(id: "topics", cells: cells)]))
    let estimated = layout.elements().filter { $0.kind == .cell && $0.estimated }
    #expect(!estimated.isEmpty)
    let svg = SVGPicture.render(SceneBuilder.scene(of: layout, beyondViewport: true))

    // Each element's caption: where it starts, how wide it is drawn, and the element's frame.
    let captions = svg.matches(
      of:
        /data-frame="([-0-9.]+) [-0-9.]+ ([0-9.]+) [0-9.]+"[^>]*><path[^>]*\/><text class="ll-id" x="([-0-9.]+)" y="[-0-9.]+" textLength="([0-9.]+)" lengthAdjust="spacingAndGlyphs">([^<]*)</
    )
    #expect(captions.count == words.count)
    for caption in captions {
      let (frameX, width, x, length) = (
        Double(caption.output.1)!, Double(caption.output.2)!, Double(caption.output.3)!, Double(caption.output.4)!
      )
      #expect(x + length <= frameX + width - 3 + 1e-9, "\(caption.output.5) runs past its cell")
    }
    // The estimated cells draw no label; the measured ones do.
    for element in layout.elements() where element.kind == .cell {
      let label = svg.contains("data-kind=\"label\" data-frame=\"\(Markup.number(element.frame.x + 12))")
      #expect(label == !element.estimated, "\(element.id)")
    }
    #expect(svg.contains("ll-estimated"))
  }
}
