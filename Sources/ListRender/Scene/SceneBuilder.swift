public import ListAnimation
import ListDeclaration
import ListDiff
public import ListLayout

/// Builds the ``Scene`` a wireframe draws: a layout's viewport, or one instant of a transition.
///
/// Cells, cards, separators, headers and footers come from the layout's elements; the content of
/// each cell on screen (its labels, images and boxes) from its subframes, placed at the cell's
/// frame. A wireframe's viewport is the list's at its content offset, cut at the end of the content
/// so a short list is not drawn with a screenful of empty rows; a picture's is the whole viewport.
public enum SceneBuilder {
  /// The layout's viewport at its current offset.
  ///
  /// - Complexity: O(n) to list the elements, plus the content of the visible cells.
  ///
  /// - Parameter beyondViewport: also the content around the viewport that a picture shows
  ///   dimmed (``extent(around:contentEnd:along:)``), with the sections outlined.
  public static func scene(of layout: Layout, beyondViewport: Bool = false) -> Scene {
    let axis = layout.scrollAxis
    let contentEnd = layout.contentLength
    let viewport = beyondViewport ? layout.viewport : self.viewport(of: layout, contentEnd: contentEnd)
    let listed = layout.elements()
    var extent = viewport
    if beyondViewport {
      extent = widened(
        self.extent(around: viewport, contentEnd: contentEnd, along: axis), by: listed.map(\.frame), along: axis)
    }
    var shapes: [Scene.Shape] = []
    var sections = SectionBands()
    if beyondViewport {
      for element in listed where overlaps(element.frame, extent) { sections.add(element, in: layout) }
    }
    var elements = listed
    if layout.options.style == .compositional {
      // Compositional lists declare z indices: higher ones draw over lower ones, in order.
      elements = elements.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
        .map(\.element)
    }
    for element in elements where overlaps(element.frame, extent) {
      var shape = shape(
        element.kind, frame: element.frame, corners: element.corners, alpha: element.alpha,
        title: title(element.kind, id: element.id, elementKind: element.elementKind))
      shape.radius = element.corners == .none ? 0 : layout.options.cornerRadius
      shape.pinned = element.pinned
      shape.estimated = element.estimated
      shapes.append(shape)
      appendContent(of: element, in: layout, at: element.frame, state: nil, alpha: element.alpha, to: &shapes)
    }
    var scene = Scene(
      viewport: viewport, shapes: shapes, caption: caption(layout), extent: extent, sections: sections.sections)
    // The end of the content is drawn as a line across a list that scrolls vertically.
    if beyondViewport && axis == .vertical { scene.contentEnd = contentEnd }
    scene.isZOrdered = layout.options.style == .compositional
    return scene
  }

  /// The transition at `time`: every element at its interpolated frame, with its state and alpha;
  /// cells show the content of the layout they come from (the new one, or the old one while
  /// deleting).
  ///
  /// - Throws: what a plugin curve throws.
  /// - Complexity: O(n) plus the content of the visible cells.
  public static func scene(of transition: Transition, at time: Double, from old: Layout, to new: Layout) throws
    -> Scene
  {
    let axis = new.scrollAxis
    let viewport = self.viewport(of: new, contentEnd: max(old.contentLength, new.contentLength))
    // Invisible elements are left out. Elements stack by z index (compositional lists declare
    // them; decorations lie under everything of the same z), then by state: moving and shifting
    // elements are drawn last, so that a cell sliding over others shows its own text.
    let stacking = StackingOrder(old: old, new: new)
    let elements = try transition.at(time).enumerated()
      .filter { $0.element.alpha >= 0.02 && reaches($0.element.frame, viewport, along: axis) }
      .map { (rank: stacking.rank(of: $0.element), offset: $0.offset, element: $0.element) }
      .sorted { ($0.rank, $0.offset) < ($1.rank, $1.offset) }
      .map(\.element)
    var shapes: [Scene.Shape] = []
    for element in elements {
      let state = Scene.Shape.State(rawValue: element.state.rawValue)
      var shape = shape(
        element.kind, frame: element.frame, corners: element.corners, alpha: element.alpha,
        title: title(element.kind, id: element.id, elementKind: element.elementKind))
      shape.state = state
      // A fading element shows how far it has faded; a moving one hides what it slides over.
      shape.fading = (element.state == .deleting || element.state == .inserting) && element.alpha < 1
      if shape.fading, let title = shape.title { shape.title = title + " α" + formatPoints(element.alpha) }
      let first = shapes.count
      shapes.append(shape)
      let source = element.state == .deleting ? old : new
      let key = Element(kind: element.kind, id: element.id, section: 0, item: nil, frame: element.frame)
      appendContent(of: key, in: source, at: element.frame, state: state, alpha: element.alpha, to: &shapes)
      // A decoration moves under what it decorates: it is not drawn on top of it.
      if element.state == .moving || element.state == .shifting, element.kind != .decoration {
        for index in first..<shapes.count {
          shapes[index].onTop = true
          shapes[index].group = LayoutText.displayID(element.id)
        }
      }
    }
    let caption =
      "t=\(formatPoints(time)) s of \(formatPoints(transition.duration)) s · \(transition.choreography.rawValue)"
    return Scene(viewport: viewport, shapes: shapes, caption: caption)
  }

  static func caption(_ layout: Layout) -> String {
    let options = layout.options
    // A device, a safe area or a direction is named after the offset (LayoutText.environment,
    // without the layout margin: a picture's caption has the picture's width).
    let environment =
      LayoutText.environment(of: options, margin: false).map { " · " + $0.dropFirst("environment ".count) } ?? ""
    return
      "\(options.style) \(formatPoints(options.width))×\(formatPoints(options.height)) @\(formatPoints(options.scale))x"
      + " · \(LayoutText.offset(of: layout))" + environment
  }

  /// A wireframe's viewport: the list's at its content offset, cut at the end of the content
  /// along the scroll axis (`contentEnd`: the content's height, or its width in a list that
  /// scrolls horizontally).
  static func viewport(of layout: Layout, contentEnd: Double) -> Rect {
    var viewport = layout.viewport
    if layout.scrollAxis == .vertical {
      viewport.height = max(0, min(viewport.height, contentEnd - viewport.y))
    } else {
      viewport.width = max(0, min(viewport.width, contentEnd - viewport.x))
    }
    return viewport
  }

  /// Whether `frame` reaches into `area` along the scroll axis: its rows in a vertical list, its
  /// columns in a horizontal one (across it, a wireframe clips and a picture shows what runs past
  /// the sides).
  static func reaches(_ frame: Rect, _ area: Rect, along axis: LayoutAxis) -> Bool {
    let start = axis.start(of: frame)
    let areaStart = axis.start(of: area)
    return start + axis.length(of: frame) >= areaStart && start <= areaStart + axis.length(of: area)
  }

  /// Whether `frame` reaches into `extent`, rows and columns.
  static func overlaps(_ frame: Rect, _ extent: Rect) -> Bool {
    reaches(frame, extent, along: .vertical) && reaches(frame, extent, along: .horizontal)
  }

  static func shape(_ kind: Element.Kind, frame: Rect, corners: Element.Corners, alpha: Double, title: String?)
    -> Scene.Shape
  {
    let shapeKind: Scene.Shape.Kind =
      switch kind {
      case .cell: .cell
      case .header: .header
      case .footer: .footer
      case .separator: .separator
      case .card: .card
      case .supplementary: .supplementary
      case .decoration: .decoration
      }
    return Scene.Shape(kind: shapeKind, frame: frame, corners: corners, alpha: alpha, title: title)
  }

  /// The title drawn in an element's border: its id, or a supplementary or decoration view's
  /// element kind; none for a separator.
  static func title(_ kind: Element.Kind, id: Identifier, elementKind: String?) -> String? {
    switch kind {
    case .separator: nil
    case .supplementary, .decoration: elementKind ?? LayoutText.displayID(id)
    default: LayoutText.displayID(id)
    }
  }

  /// The content nodes of a cell, header or footer, offset to `frame`.
  static func appendContent(
    of element: Element, in layout: Layout, at frame: Rect, state: Scene.Shape.State?, alpha: Double,
    to shapes: inout [Scene.Shape]
  ) {
    let nodes: [ContentLayout.NodeFrame]?
    switch element.kind {
    case .cell: nodes = layout.subframes(element.id)
    case .header, .footer:
      guard let section = layout.declaration.sections.firstIndex(where: { $0.id == element.id }) else { return }
      nodes = layout.supplementarySubframes(section: section, isHeader: element.kind == .header)
    case .supplementary: nodes = layout.supplementaryContentFrames(of: element)
    case .separator, .card, .decoration: nodes = nil
    }
    guard var nodes else { return }
    // An outline disclosure is not a node of the content: drawn as its glyph.
    var disclosure: ContentLayout.NodeFrame?
    if nodes.last?.kind == "disclosure" { disclosure = nodes.removeLast() }
    let details = nodeDetails(of: element, in: layout, count: nodes.count)
    for (index, node) in (nodes + (disclosure.map { [$0] } ?? [])).enumerated() {
      let placed = node.frame.offsetBy(dx: frame.x, dy: frame.y)
      let detail = details.indices.contains(index) ? details[index] : NodeDetail()
      let kind: Scene.Shape.Kind
      switch node.kind {
      case "label", "disclosure": kind = .label
      case "image": kind = .image
      case "box": kind = .box
      // Stacks only place their children, unless they draw a background (a badge's pill).
      case "row", "column":
        guard detail.color != nil else { continue }
        kind = .stack
      default: continue
      }
      var shape = Scene.Shape(
        kind: kind, frame: placed, corners: node.cornerRadius != nil ? .all : .none, state: state, alpha: alpha,
        lines: node.text ?? [], align: node.align ?? .leading)
      shape.radius = node.cornerRadius ?? 0
      shape.font = detail.font
      shape.color = detail.color
      shapes.append(shape)
    }
  }
}
