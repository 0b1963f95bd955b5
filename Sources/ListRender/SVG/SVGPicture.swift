import ListLayout

/// Draws a ``Scene`` as SVG at true scale: one SVG unit is one point.
///
/// The picture shows the scene's `extent` — the viewport and the content around it, dimmed
/// outside the viewport — with the sections outlined and labelled, every cell, header, footer,
/// card and separator at its frame (rounded corners with their radius), the content nodes inside
/// them (labels as their lines of text at their font's size and line height, images as crossed
/// placeholders, boxes), ids as small captions, pinned headers and estimated cells marked, a
/// caption above and a scale bar below. Colours come from CSS classes (`ll-cell`, `ll-label`, …)
/// that the HTML page styles for light and dark mode; every element carries `data-kind`,
/// `data-id` and `data-frame="x y w h"` (the printed frame's numbers) for tools and tests.
///
///     <svg class="ll-picture" viewBox="-8 -22 391 352" …>
///       <text class="ll-caption" …>plain 375×300 @3x · offset 0</text>
///       …
///       <g class="ll-el ll-cell" data-kind="cell" data-id="a" data-frame="0 0 375 44">
///         <path class="ll-shape" d="M0 0H375V44H0Z"/><text class="ll-id" …>a</text>
///       </g>
///       <text class="ll-label" font-size="17" …><tspan …>Alpha</tspan></text>
///       …
///
/// - Complexity: O(shapes + lines of text).
public enum SVGPicture {
  /// Space around the extent, in points: the caption above, the scale bar below.
  static let margin = (left: 8.0, top: 22.0, right: 8.0, bottom: 30.0)

  /// The SVG element of `scene` (built with `beyondViewport: true` to show more than the viewport).
  public static func render(_ scene: Scene) -> String {
    var svg = open(extent: scene.extent, caption: scene.caption)
    svg += background(scene)
    let cards = CardHolders(scene.shapes)
    for index in paintingOrder(scene.shapes, cards: cards) where isFinite(scene.shapes[index].frame) {
      svg += shape(scene.shapes[index], holdsCard: cards.holdsCard(index), title: cards.titles[index])
    }
    svg += foreground(viewport: scene.viewport, extent: scene.extent)
    return svg + "</svg>"
  }

  /// The order shapes are painted in (SVG paints later shapes over earlier ones): each element
  /// followed by its content, except that a cell's card comes before the cell's content (the
  /// content sits on the card), and pinned headers with their content come last (they float over
  /// the cells scrolling under them).
  static func paintingOrder(_ shapes: [Scene.Shape], cards: CardHolders) -> [Int] {
    // Each element shape with the content nodes that follow it.
    var groups: [[Int]] = []
    for (index, shape) in shapes.enumerated() {
      switch shape.kind {
      case .label, .image, .box, .stack:
        if groups.isEmpty { groups.append([]) }
        groups[groups.count - 1].append(index)
      case .cell, .header, .footer, .card, .separator, .supplementary, .decoration:
        groups.append([index])
      }
    }
    var order: [Int] = []
    var pinned: [Int] = []
    var pendingContent: [Int] = []
    for group in groups {
      guard let first = group.first else { continue }
      if shapes[first].pinned {
        pinned += group
      } else if cards.holdsCard(first) {
        order.append(first)
        pendingContent = Array(group.dropFirst())
      } else if shapes[first].kind == .card {
        order += group + pendingContent
        pendingContent = []
      } else {
        order += pendingContent + group
        pendingContent = []
      }
    }
    return order + pendingContent + pinned
  }

  /// The opening tag and the caption.
  static func open(extent: Rect, caption: String) -> String {
    let box = Rect(
      x: extent.x - margin.left, y: extent.y - margin.top, width: extent.width + margin.left + margin.right,
      height: extent.height + margin.top + margin.bottom)
    let n = Markup.number
    return "<svg class=\"ll-picture\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(Markup.frame(box))\""
      + " width=\"\(n(box.width))\" height=\"\(n(box.height))\" role=\"img\" aria-label=\"\(Markup.escape(caption))\">\n"
      + "<text class=\"ll-caption\" x=\"\(n(extent.x))\" y=\"\(n(extent.y - 8))\">\(Markup.escape(caption))</text>\n"
  }

  /// The content's background over the extent, and the sections' outlines with their ids.
  static func background(_ scene: Scene) -> String {
    let extent = scene.extent
    var svg =
      "<rect class=\"ll-content\" x=\"\(Markup.number(extent.x))\" y=\"\(Markup.number(extent.y))\""
      + " width=\"\(Markup.number(extent.width))\" height=\"\(Markup.number(extent.height))\"/>\n"
    for section in scene.sections where isFinite(section.frame) {
      let frame = section.frame
      svg +=
        "<g class=\"ll-section\" data-kind=\"section\" data-id=\"\(Markup.escape(section.id))\""
        + " data-frame=\"\(Markup.frame(frame))\"><rect x=\"\(Markup.number(frame.x))\" y=\"\(Markup.number(frame.y))\""
        + " width=\"\(Markup.number(frame.width))\" height=\"\(Markup.number(frame.height))\"/>"
        + "<text class=\"ll-section-id\" x=\"\(Markup.number(frame.maxX - 2))\" y=\"\(Markup.number(frame.y + 7))\">"
        + "section \(Markup.escape(section.id))</text></g>\n"
    }
    return svg
  }

  /// Dims the content outside the viewport, outlines the viewport, and draws the scale bar.
  static func foreground(viewport: Rect, extent: Rect) -> String {
    let n = Markup.number
    var svg = ""
    if viewport.y > extent.y {
      svg +=
        "<rect class=\"ll-beyond\" x=\"\(n(extent.x))\" y=\"\(n(extent.y))\" width=\"\(n(extent.width))\""
        + " height=\"\(n(viewport.y - extent.y))\"/>\n"
    }
    if extent.maxY > viewport.maxY {
      svg +=
        "<rect class=\"ll-beyond\" x=\"\(n(extent.x))\" y=\"\(n(viewport.maxY))\" width=\"\(n(extent.width))\""
        + " height=\"\(n(extent.maxY - viewport.maxY))\"/>\n"
    }
    svg +=
      "<rect class=\"ll-viewport\" data-frame=\"\(Markup.frame(viewport))\" x=\"\(n(viewport.x))\" y=\"\(n(viewport.y))\""
      + " width=\"\(n(viewport.width))\" height=\"\(n(viewport.height))\"/>\n"
    // 100 points, or 50 on a narrow picture; ticks every 10.
    let length = extent.width >= 150 ? 100.0 : 50.0
    let y = extent.maxY + 14
    var bar = "M\(n(extent.x)) \(n(y))H\(n(extent.x + length))"
    for tick in stride(from: 0.0, through: length, by: 10) {
      let height = tick.truncatingRemainder(dividingBy: 50) == 0 ? 6.0 : 3.0
      bar += "M\(n(extent.x + tick)) \(n(y))V\(n(y - height))"
    }
    svg +=
      "<g class=\"ll-scale\"><path d=\"\(bar)\"/><text x=\"\(n(extent.x + length + 4))\" y=\"\(n(y))\">"
      + "\(n(length)) pt</text></g>\n"
    return svg
  }

  /// One shape: an element's group (its outline and id caption), or a content node.
  static func shape(_ shape: Scene.Shape, holdsCard: Bool, title: String?) -> String {
    let frame = shape.frame
    let opacity = shape.alpha < 1 ? " opacity=\"\(Markup.number(max(0, shape.alpha)))\"" : ""
    switch shape.kind {
    case .cell, .header, .footer, .card, .supplementary, .decoration:
      var classes = "ll-el ll-\(shape.kind.rawValue)"
      if holdsCard { classes += " ll-holder" }
      if shape.pinned { classes += " ll-pinned" }
      if shape.estimated { classes += " ll-estimated" }
      var caption = holdsCard ? "" : title ?? ""
      if shape.pinned { caption += caption.isEmpty ? "pinned" : " · pinned" }
      if shape.estimated { caption += caption.isEmpty ? "estimated" : " · estimated" }
      return
        "<g class=\"\(classes)\" data-kind=\"\(shape.kind.rawValue)\" data-id=\"\(Markup.escape(shape.title ?? ""))\""
        + " data-frame=\"\(Markup.frame(frame))\"\(opacity)>"
        + "<path class=\"ll-shape\" d=\"\(Markup.roundedRect(frame, corners: shape.corners, radius: shape.radius))\"/>"
        + idCaption(caption, frame: frame, radius: shape.corners == .none ? 0 : shape.radius) + "</g>\n"
    case .separator:
      return "<rect class=\"ll-separator\" data-kind=\"separator\" data-frame=\"\(Markup.frame(frame))\""
        + " x=\"\(Markup.number(frame.x))\" y=\"\(Markup.number(frame.y))\" width=\"\(Markup.number(frame.width))\""
        + " height=\"\(Markup.number(max(frame.height, 0.333)))\"\(opacity)/>\n"
    case .label:
      return label(shape, opacity: opacity)
    case .image:
      let n = Markup.number
      let outline = Markup.roundedRect(frame, corners: shape.radius > 0 ? .all : .none, radius: shape.radius)
      return "<g class=\"ll-node ll-image\" data-kind=\"image\" data-frame=\"\(Markup.frame(frame))\"\(opacity)>"
        + "<path d=\"\(outline)\"/><path class=\"ll-cross\" d=\"M\(n(frame.x)) \(n(frame.y))L\(n(frame.maxX)) \(n(frame.maxY))"
        + "M\(n(frame.maxX)) \(n(frame.y))L\(n(frame.x)) \(n(frame.maxY))\"/></g>\n"
    case .box, .stack:
      return "<path class=\"ll-node ll-\(shape.kind.rawValue)\" data-kind=\"\(shape.kind.rawValue)\""
        + " data-frame=\"\(Markup.frame(frame))\" d=\"\(Markup.roundedRect(frame, corners: .none, radius: 0))\"\(opacity)/>\n"
    }
  }

  /// A label's frame (faint) and its lines, one line height apart, each vertically centred in
  /// its line; aligned leading, centre or trailing in the frame. Each line is drawn as wide as
  /// the layout measured it (`textLength`): the reader's fonts do not have the advances the layout
  /// breaks lines with, and the picture shows the layout's lines, not the browser's.
  static func label(_ shape: Scene.Shape, opacity: String) -> String {
    let frame = shape.frame
    let font = shape.font ?? Scene.TextFont(Font(style: .body))
    let (anchor, x): (String, Double) =
      switch shape.align {
      case .leading: ("start", frame.x)
      case .center: ("middle", frame.x + frame.width / 2)
      case .trailing: ("end", frame.maxX)
      }
    var svg =
      "<g class=\"ll-node ll-label\" data-kind=\"label\" data-frame=\"\(Markup.frame(frame))\""
      + " data-lines=\"\(shape.lines.count)\"\(opacity)>"
      + "<path class=\"ll-label-frame\" d=\"\(Markup.roundedRect(frame, corners: .none, radius: 0))\"/>"
      + "<text font-size=\"\(Markup.number(font.pointSize))\"\(font.semibold ? " font-weight=\"600\"" : "")"
      + " text-anchor=\"\(anchor)\">"
    for (index, line) in shape.lines.enumerated() {
      let y = frame.y + (Double(index) + 0.5) * font.lineHeight
      let width = TextMetrics.width(of: line, font: font.font)
      let length = width > 0 ? " textLength=\"\(Markup.number(width))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
      svg +=
        "<tspan x=\"\(Markup.number(x))\" y=\"\(Markup.number(y))\"\(length) dominant-baseline=\"central\">"
        + Markup.escape(line) + "</tspan>"
    }
    return svg + "</text></g>\n"
  }

  /// An element's id in small type inside its top-left corner (past a rounded corner).
  static func idCaption(_ text: String, frame: Rect, radius: Double) -> String {
    guard !text.isEmpty, frame.height >= 6 else { return "" }
    let x = frame.x + max(2, radius * 0.6)
    return
      "<text class=\"ll-id\" x=\"\(Markup.number(x))\" y=\"\(Markup.number(frame.y + 7))\">\(Markup.escape(text))</text>"
  }

  static func isFinite(_ rect: Rect) -> Bool {
    rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
  }
}
