import ListDeclaration
import ListDiff
import ListLayout
import ListText

extension SceneBuilder {
  /// How much content a picture shows around the viewport: the whole viewport, and one viewport
  /// length before it and one after along the scroll axis, cut to the content (`contentEnd` is
  /// its end along that axis). A list up to two screens long is shown whole; a long one costs no
  /// more than three screens.
  static func extent(around viewport: Rect, contentEnd: Double, along axis: LayoutAxis) -> Rect {
    let start = axis.start(of: viewport)
    let end = start + axis.length(of: viewport)
    let screen = max(axis.length(of: viewport), 1)
    let first = min(start, max(0, start - screen))
    let last = max(end, min(contentEnd, end + screen))
    return axis.rect(
      main: first, mainLength: last - first, cross: axis.other.start(of: viewport),
      crossLength: axis.other.length(of: viewport))
  }

  /// What a picture needs of one content node besides its frame: a label's font, a label's or
  /// box's colour, a stack's background.
  struct NodeDetail {
    var font: Scene.TextFont?
    var color: String?
  }

  /// The details of the content nodes of `element`, one entry per node of its subframes.
  ///
  /// Subframes list the visible nodes parents first (`ContentLayout.frames(of:in:)`); walking the
  /// declared tree in the same order pairs each frame with its node. When the counts disagree
  /// (they should not), no details are given rather than wrong ones.
  static func nodeDetails(of element: Element, in layout: Layout, count: Int) -> [NodeDetail] {
    let none = [NodeDetail](repeating: NodeDetail(), count: count)
    guard let node = contentNode(of: element, in: layout) else { return none }
    var details: [NodeDetail] = []
    details.reserveCapacity(count)
    let category = layout.options.contentSize
    func visit(_ node: Node) {
      guard !node.hidden else { return }
      switch node.kind {
      case .label(let label):
        details.append(
          NodeDetail(font: Scene.TextFont(Font(style: label.style, category: category)), color: label.color))
      case .box(let box): details.append(NodeDetail(color: box.color))
      case .stack(let stack): details.append(NodeDetail(color: stack.background))
      case .image, .spacer: details.append(NodeDetail())
      }
      for child in node.children { visit(child) }
    }
    visit(node)
    return details.count == count ? details : none
  }

  /// `extent` widened across the scroll axis to the `frames` that reach into it along the axis
  /// (an orthogonal section's row running past the viewport's sides, or in a horizontal list past
  /// its top and bottom), at most one viewport length on either side.
  static func widened(_ extent: Rect, by frames: some Sequence<Rect>, along axis: LayoutAxis) -> Rect {
    let across = axis.other
    let start = across.start(of: extent)
    let length = across.length(of: extent)
    var low = start
    var high = start + length
    for frame in frames where reaches(frame, extent, along: axis) {
      let frameStart = across.start(of: frame)
      let frameEnd = frameStart + across.length(of: frame)
      guard frameStart.isFinite && frameEnd.isFinite else { continue }
      low = min(low, frameStart)
      high = max(high, frameEnd)
    }
    low = max(low, start - length)
    high = min(high, start + 2 * length)
    return axis.rect(
      main: axis.start(of: extent), mainLength: axis.length(of: extent), cross: low, crossLength: high - low)
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
