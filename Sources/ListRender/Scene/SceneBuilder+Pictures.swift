import ListDiff
import ListLayout

extension SceneBuilder {
  /// How much content a picture shows around the viewport: one viewport height above it and one
  /// below, cut to the content. A list up to two screens long is shown whole; a long one costs
  /// no more than three screens.
  static func extent(around viewport: Rect, contentHeight: Double) -> Rect {
    let screen = max(viewport.height, 1)
    let top = max(0, viewport.y - screen)
    let bottom = max(top, min(contentHeight, viewport.maxY + screen))
    return Rect(x: viewport.x, y: top, width: viewport.width, height: bottom - top)
  }

  /// The fonts of the labels among the content nodes of `element`, one entry per node of its
  /// subframes (nil for nodes that are not labels).
  ///
  /// Subframes list the visible nodes parents first (`ContentLayout.frames(of:in:)`); walking the
  /// declared tree in the same order pairs each frame with its node. When the counts disagree
  /// (they should not), no font is given rather than a wrong one.
  static func labelFonts(of element: Element, in layout: Layout, count: Int) -> [Scene.TextFont?] {
    let none = [Scene.TextFont?](repeating: nil, count: count)
    guard let node = contentNode(of: element, in: layout) else { return none }
    var fonts: [Scene.TextFont?] = []
    fonts.reserveCapacity(count)
    let category = layout.options.contentSize
    func visit(_ node: Node) {
      guard !node.hidden else { return }
      if case .label(let label) = node.kind {
        fonts.append(Scene.TextFont(Font(style: label.style, category: category)))
      } else {
        fonts.append(nil)
      }
      for child in node.children { visit(child) }
    }
    visit(node)
    return fonts.count == count ? fonts : none
  }

  /// The declared content node of a cell, header or footer.
  private static func contentNode(of element: Element, in layout: Layout) -> Node? {
    let sections = layout.declaration.sections
    switch element.kind {
    case .cell:
      guard let cell = layout.cellElement(element.id), let item = cell.item else { return nil }
      return sections[cell.section].cells[item].content
    case .header, .footer:
      guard let section = sections.firstIndex(where: { $0.id == element.id }) else { return nil }
      let declared = element.kind == .header ? sections[section].header : sections[section].footer
      return Layout.supplementaryNode(declared, isHeader: element.kind == .header, style: layout.options.style)
    case .supplementary:
      return layout.supplementaryContent(of: element)
    case .separator, .card, .decoration:
      return nil
    }
  }
}

/// The frame of each section a picture outlines: the union of its elements' frames, in the order
/// the sections first appear.
struct SectionBands {
  private(set) var sections: [Scene.Section] = []
  private var last: Int?

  mutating func add(_ element: Element, in layout: Layout) {
    guard element.section >= 0 else { return }  // a compositional list's own boundary items
    if last != element.section {
      let sectionIDs = layout.declaration.sections
      let id = sectionIDs.indices.contains(element.section) ? LayoutText.displayID(sectionIDs[element.section].id) : "?"
      sections.append(Scene.Section(id: id, frame: element.frame))
      last = element.section
      return
    }
    let frame = sections[sections.count - 1].frame
    let x = min(frame.x, element.frame.x)
    let y = min(frame.y, element.frame.y)
    sections[sections.count - 1].frame = Rect(
      x: x, y: y, width: max(frame.maxX, element.frame.maxX) - x, height: max(frame.maxY, element.frame.maxY) - y)
  }
}
