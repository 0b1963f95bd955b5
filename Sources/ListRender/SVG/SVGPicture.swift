import ListDeclaration
import ListLayout
import ListText

/// Draws a ``Scene`` as SVG at true scale: one SVG unit is one point.
///
/// The picture shows the scene's `extent` — the whole viewport, and the content around it (a
/// screen above and below, an orthogonal section's row past the sides), dimmed outside the
/// viewport — with the sections outlined and labelled, every cell, header, footer, card and
/// separator at its frame (rounded corners with their radius), the content nodes inside them
/// (labels as their lines of text at their font's size and line height, images as crossed
/// placeholders, boxes in their colour, accessories as their glyphs), ids as small captions
/// (fitted to their element, cut with `…`), pinned headers marked, cells not measured yet drawn
/// as their estimate (a dashed outline at the estimated size, without content), the end of the content when the viewport reaches
/// past it, and a scale bar below.
///
/// Nothing is drawn outside the extent: the picture is clipped to it (a nested `<svg>`), and each
/// element's content to the element (a cell's new content while it is still at its old height
/// does not spill over its neighbours). The caption (style, size, offset) is the page's, beside
/// the picture, and the SVG's `aria-label`. Colours come from CSS classes (`ll-cell`,
/// `ll-label`, …) that the HTML page styles for light and dark mode; every element carries
/// `data-kind`, `data-id` and `data-frame="x y w h"` (the printed frame's numbers) for tools and
/// tests.
///
///     <svg class="ll-picture" viewBox="-8 -8 391 346" … aria-label="plain 375×300 @3x · offset 0">
///       <svg class="ll-extent" x="0" y="0" width="375" height="300" viewBox="0 0 375 300">
///         <rect class="ll-content" …/>
///         <g class="ll-el ll-cell" data-kind="cell" data-id="a" data-frame="0 0 375 44">
///           <path class="ll-shape" d="M0 0H375V44H0Z"/><text class="ll-id" …>a</text>
///         </g>
///         <svg class="ll-clip" x="0" y="0" width="375" height="44" viewBox="0 0 375 44">
///           <g class="ll-node ll-label" data-kind="label" …><text font-size="17" …>…</text></g>
///         </svg>
///         …
///       </svg>
///       <rect class="ll-viewport" …/><g class="ll-scale">…</g>
///     </svg>
///
/// - Complexity: O(shapes + lines of text).
public enum SVGPicture {
  /// Space around the extent, in points: the viewport's outline around, the scale bar below.
  static let margin = (left: 8.0, top: 8.0, right: 8.0, bottom: 30.0)

  /// The SVG element of `scene` (built with `beyondViewport: true` to show more than the viewport).
  public static func render(_ scene: Scene) -> String {
    var svg = open(extent: scene.extent, label: scene.caption)
    svg += openExtent(scene.extent)
    svg += background(extent: scene.extent, sections: scene.sections)
    let cards = CardHolders(scene.shapes)
    for piece in paintingOrder(scene.shapes, cards: cards, floatingPinned: !scene.isZOrdered) {
      switch piece {
      case .element(let index):
        guard isFinite(scene.shapes[index].frame) else { continue }
        svg += shape(scene.shapes[index], holdsCard: cards.holdsCard(index), title: cards.titles[index])
      case .content(let indices, let clip):
        let shapes = indices.map { scene.shapes[$0] }.filter { isFinite($0.frame) }
        guard !shapes.isEmpty else { continue }
        svg += clipped(to: clip) { shapes.map { shape($0, holdsCard: false, title: nil) }.joined() }
      }
    }
    svg += beyond(viewport: scene.viewport, extent: scene.extent)
    if let end = scene.contentEnd { svg += contentEnd(end, viewport: scene.viewport) }
    svg += "</svg>\n"
    svg += foreground(viewport: scene.viewport, extent: scene.extent)
    return svg + "</svg>"
  }

  /// What ``render(_:)`` paints, in order: an element, or content nodes clipped to a frame.
  enum Piece: Equatable {
    case element(Int)
    case content([Int], clip: Rect?)
  }

  /// The order shapes are painted in (SVG paints later shapes over earlier ones): each element
  /// followed by its content (clipped to it), except that a cell's card comes before the cell's
  /// content (the content sits on the card, clipped to it), and with `floatingPinned` pinned
  /// headers with their content come last (they float over the cells scrolling under them; in a
  /// compositional list their z index places them, as it does in transitions and wireframes).
  static func paintingOrder(_ shapes: [Scene.Shape], cards: CardHolders, floatingPinned: Bool) -> [Piece] {
    // Each element shape with the content nodes that follow it.
    var groups: [[Int]] = []
    for (index, shape) in shapes.enumerated() {
      if isContent(shape.kind) && !groups.isEmpty {
        groups[groups.count - 1].append(index)
      } else {
        groups.append([index])
      }
    }
    var order: [Piece] = []
    var pinned: [Piece] = []
    var pending: (content: [Int], clip: Rect)?
    func content(_ indices: [Int], clip: Rect?) -> [Piece] { indices.isEmpty ? [] : [.content(indices, clip: clip)] }
    for group in groups {
      guard let first = group.first else { continue }
      // A cell not measured yet is drawn as its estimate — a dashed outline at the estimated
      // size — without its content, which would be laid out in that guess (a word broken at an
      // 80-point estimate is not what the cell shows once it sizes itself).
      let rest = shapes[first].estimated ? [] : Array(group.dropFirst())
      let frame = shapes[first].frame
      if isContent(shapes[first].kind) {
        order += content(group, clip: nil)  // content before any element: nothing to clip it to
      } else if floatingPinned && shapes[first].pinned {
        pinned += [.element(first)] + content(rest, clip: frame)
      } else if cards.holdsCard(first) {
        order += content(pending?.content ?? [], clip: pending?.clip) + [.element(first)]
        pending = (rest, frame)
      } else if shapes[first].kind == .card {
        order += [.element(first)] + content(rest, clip: frame) + content(pending?.content ?? [], clip: frame)
        pending = nil
      } else {
        order += content(pending?.content ?? [], clip: pending?.clip) + [.element(first)] + content(rest, clip: frame)
        pending = nil
      }
    }
    return order + content(pending?.content ?? [], clip: pending?.clip) + pinned
  }

  static func isContent(_ kind: Scene.Shape.Kind) -> Bool {
    switch kind {
    case .label, .image, .box, .stack: true
    case .cell, .header, .footer, .card, .separator, .supplementary, .decoration: false
    }
  }

  /// `body` inside a nested `<svg>` that shows only what lies in `frame` (in the same
  /// coordinates); `body` as it is when there is no frame.
  static func clipped(to frame: Rect?, _ body: () -> String) -> String {
    guard let frame else { return body() }
    let box = Rect(x: frame.x, y: frame.y, width: max(0, frame.width), height: max(0, frame.height))
    let n = Markup.number
    return "<svg class=\"ll-clip\" x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\""
      + " height=\"\(n(box.height))\" viewBox=\"\(Markup.frame(box))\">\n" + body() + "</svg>\n"
  }

  /// The opening tag: the extent and the margins around it; `label` is what a screen reader says.
  static func open(extent: Rect, label: String) -> String {
    let box = Rect(
      x: extent.x - margin.left, y: extent.y - margin.top, width: extent.width + margin.left + margin.right,
      height: extent.height + margin.top + margin.bottom)
    let n = Markup.number
    return "<svg class=\"ll-picture\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(Markup.frame(box))\""
      + " width=\"\(n(box.width))\" height=\"\(n(box.height))\" role=\"img\" aria-label=\"\(Markup.escape(label))\">\n"
  }

  /// The nested `<svg>` that clips what is drawn to the extent (closed with `</svg>`).
  static func openExtent(_ extent: Rect) -> String {
    let n = Markup.number
    return "<svg class=\"ll-extent\" x=\"\(n(extent.x))\" y=\"\(n(extent.y))\" width=\"\(n(extent.width))\""
      + " height=\"\(n(extent.height))\" viewBox=\"\(Markup.frame(extent))\">\n"
  }

  /// The content's background over the extent, and the sections' outlines with their ids.
  static func background(extent: Rect, sections: [Scene.Section]) -> String {
    let n = Markup.number
    var svg =
      "<rect class=\"ll-content\" x=\"\(n(extent.x))\" y=\"\(n(extent.y))\""
      + " width=\"\(n(extent.width))\" height=\"\(n(extent.height))\"/>\n"
    for section in sections where isFinite(section.frame) {
      let frame = section.frame
      svg +=
        "<g class=\"ll-section\" data-kind=\"section\" data-id=\"\(Markup.escape(section.id))\""
        + " data-frame=\"\(Markup.frame(frame))\"><rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\""
        + " width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"/>"
        + "<text class=\"ll-section-id\" x=\"\(n(frame.maxX - 2))\" y=\"\(n(frame.y + 9))\">"
        + "section \(Markup.escape(section.id))</text></g>\n"
    }
    return svg
  }

  /// Dims the content outside the viewport: above and below it, and beside it (an orthogonal
  /// section's row running past its sides).
  static func beyond(viewport: Rect, extent: Rect) -> String {
    var strips: [Rect] = []
    if viewport.y > extent.y {
      strips.append(Rect(x: extent.x, y: extent.y, width: extent.width, height: viewport.y - extent.y))
    }
    if extent.maxY > viewport.maxY {
      strips.append(Rect(x: extent.x, y: viewport.maxY, width: extent.width, height: extent.maxY - viewport.maxY))
    }
    let top = max(extent.y, viewport.y)
    let bottom = min(extent.maxY, viewport.maxY)
    if bottom > top && viewport.x > extent.x {
      strips.append(Rect(x: extent.x, y: top, width: viewport.x - extent.x, height: bottom - top))
    }
    if bottom > top && extent.maxX > viewport.maxX {
      strips.append(Rect(x: viewport.maxX, y: top, width: extent.maxX - viewport.maxX, height: bottom - top))
    }
    let n = Markup.number
    return strips.map {
      "<rect class=\"ll-beyond\" x=\"\(n($0.x))\" y=\"\(n($0.y))\" width=\"\(n($0.width))\" height=\"\(n($0.height))\"/>\n"
    }.joined()
  }

  /// A dashed line where the content ends, when the viewport reaches past it.
  static func contentEnd(_ end: Double, viewport: Rect) -> String {
    guard end.isFinite, end >= viewport.y, end < viewport.maxY - 12 else { return "" }
    let n = Markup.number
    return
      "<g class=\"ll-content-end\" data-y=\"\(n(end))\"><path d=\"M\(n(viewport.x)) \(n(end))H\(n(viewport.maxX))\"/>"
      + "<text x=\"\(n(viewport.maxX - 4))\" y=\"\(n(end + 11))\">end of content</text></g>\n"
  }

  /// Outlines the viewport, and draws the scale bar under the extent.
  static func foreground(viewport: Rect, extent: Rect) -> String {
    let n = Markup.number
    var svg =
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
      var notes: [String] = []
      if shape.pinned { notes.append("pinned") }
      if shape.estimated { notes.append("estimated") }
      let caption = holdsCard ? "" : title ?? ""
      return
        "<g class=\"\(classes)\" data-kind=\"\(shape.kind.rawValue)\" data-id=\"\(Markup.escape(shape.title ?? ""))\""
        + " data-frame=\"\(Markup.frame(frame))\"\(opacity)>"
        + "<path class=\"ll-shape\" d=\"\(Markup.roundedRect(frame, corners: shape.corners, radius: shape.radius))\"/>"
        + idCaption(caption, notes: notes, frame: frame, radius: shape.corners == .none ? 0 : shape.radius) + "</g>\n"
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
    case .box:
      return box(shape, opacity: opacity)
    case .stack:
      return background(shape, opacity: opacity)
    }
  }

  /// A box: filled with its `color` when that is a CSS colour, drawn as its glyph when it is an
  /// accessory (`chevron`, `checkmark`, `detail`, `toggle`: what the built-in cell's accessory
  /// box stands for), else a plain grey box.
  static func box(_ shape: Scene.Shape, opacity: String) -> String {
    let frame = shape.frame
    let n = Markup.number
    let open =
      "<g class=\"ll-node ll-box\" data-kind=\"box\" data-frame=\"\(Markup.frame(frame))\"\(opacity)>"
    let (x, y, maxX, maxY, midX, midY) = (
      frame.x, frame.y, frame.maxX, frame.maxY, frame.x + frame.width / 2, frame.y + frame.height / 2
    )
    switch shape.color {
    case "chevron":
      return open + "<path class=\"ll-glyph\" d=\"M\(n(x + 1.5)) \(n(y + 1.5))L\(n(maxX - 1.5)) \(n(midY))"
        + "L\(n(x + 1.5)) \(n(maxY - 1.5))\"/></g>\n"
    case "checkmark":
      return open
        + "<path class=\"ll-glyph\" d=\"M\(n(x + 1)) \(n(midY + 0.5))L\(n(x + frame.width * 0.38)) \(n(maxY - 1.5))"
        + "L\(n(maxX - 1)) \(n(y + 1.5))\"/></g>\n"
    case "detail":
      let radius = max(0, min(frame.width, frame.height) / 2 - 1)
      return open + "<circle class=\"ll-glyph\" cx=\"\(n(midX))\" cy=\"\(n(midY))\" r=\"\(n(radius))\"/>"
        + "<path class=\"ll-glyph\" d=\"M\(n(midX)) \(n(midY - radius * 0.15))V\(n(midY + radius * 0.5))"
        + "M\(n(midX)) \(n(midY - radius * 0.45))V\(n(midY - radius * 0.4))\"/></g>\n"
    case "toggle":
      let knob = max(0, frame.height / 2 - 2)
      return open
        + "<path class=\"ll-toggle\" d=\"\(Markup.roundedRect(frame, corners: .all, radius: frame.height / 2))\"/>"
        + "<circle class=\"ll-knob\" cx=\"\(n(maxX - 2 - knob))\" cy=\"\(n(midY))\" r=\"\(n(knob))\"/></g>\n"
    default:
      let fill = shape.color.flatMap(cssColor).map { " style=\"fill:\($0)\"" } ?? ""
      return open + "<path d=\"\(Markup.roundedRect(frame, corners: .none, radius: 0))\"\(fill)/></g>\n"
    }
  }

  /// A stack's background: a badge's pill, or a rectangle of its colour.
  static func background(_ shape: Scene.Shape, opacity: String) -> String {
    let frame = shape.frame
    let badge = shape.color == "badge"
    let fill = badge ? "" : shape.color.flatMap(cssColor).map { " style=\"fill:\($0)\"" } ?? ""
    let outline = Markup.roundedRect(frame, corners: badge ? .all : .none, radius: badge ? frame.height / 2 : 0)
    return "<path class=\"ll-node ll-stack\(badge ? " ll-badge" : "")\" data-kind=\"stack\""
      + " data-frame=\"\(Markup.frame(frame))\" d=\"\(outline)\"\(fill)\(opacity)/>\n"
  }

  /// `color` when it is safe and meaningful as a CSS colour: `#` and 3, 4, 6 or 8 hex digits, or
  /// a name of letters only (a name CSS does not know is ignored by the browser, which then
  /// draws the default fill).
  static func cssColor(_ color: String) -> String? {
    let scalars = color.unicodeScalars
    if color.hasPrefix("#") {
      let digits = scalars.dropFirst()
      guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy({ $0.properties.isASCIIHexDigit }) else {
        return nil
      }
      return color
    }
    guard (1...40).contains(scalars.count), scalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) else {
      return nil
    }
    return color.lowercased()
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
    // `secondary` is the built-in cell's second line; another colour is drawn as it is.
    let color =
      shape.color == "secondary"
      ? " class=\"ll-secondary\"" : shape.color.flatMap(cssColor).map { " style=\"fill:\($0)\"" } ?? ""
    var svg =
      "<g class=\"ll-node ll-label\" data-kind=\"label\" data-frame=\"\(Markup.frame(frame))\""
      + " data-lines=\"\(shape.lines.count)\"\(opacity)>"
      + "<path class=\"ll-label-frame\" d=\"\(Markup.roundedRect(frame, corners: .none, radius: 0))\"/>"
      + "<text\(color) font-size=\"\(Markup.number(font.pointSize))\"\(font.semibold ? " font-weight=\"600\"" : "")"
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

  /// An element's id and its notes (`pinned`, `estimated`) in small type (9 px, readable at 1×)
  /// inside its top-left corner (past a rounded corner), when the element is tall enough to hold
  /// it, and fitted to its width (``fittedCaption(_:notes:width:)``): drawn exactly as wide as it
  /// was measured (`textLength`), so it never runs into the next element's caption, whatever
  /// font the reader's browser has.
  static func idCaption(_ text: String, notes: [String] = [], frame: Rect, radius: Double) -> String {
    guard !text.isEmpty || !notes.isEmpty, frame.height >= 11 else { return "" }
    let x = frame.x + max(3, radius * 0.75)
    guard let caption = fittedCaption(text, notes: notes, width: frame.maxX - 3 - x) else { return "" }
    let n = Markup.number
    return "<text class=\"ll-id\" x=\"\(n(x))\" y=\"\(n(frame.y + 10))\" textLength=\"\(n(caption.width))\""
      + " lengthAdjust=\"spacingAndGlyphs\">\(Markup.escape(caption.text))</text>"
  }

  static func isFinite(_ rect: Rect) -> Bool {
    rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
  }
}
