public import ListDeclaration
public import ListDiff
public import ListLayout

/// The frames of a layout as text, one element per line, UIKit-flavoured (`(x y; w h)`):
///
///     list insetGrouped 375×667 @3x · offset 0 · 1 section, 2 cells
///     section wallet [0]
///       header (16 0; 343 37.667)
///       cell visa [0,0] (16 37.667; 343 44) corners=top
///         separator (32 81.333; 327 0.333)
///       cell amex [0,1] (16 81.667; 343 44) corners=bottom
///     content size (375 125.667)
///
/// A list with a device, a safe area, a readable width or a right-to-left direction has a second
/// line, its ``environment(of:)``. Cells, headers and footers are indented under their section; a
/// cell's separator and card under the cell. Annotations: `corners=`, `pinned` (a plain header floating at the top), `alpha=`,
/// `estimated` (a cell not displayed yet, still at its estimated height), and for a cell of an
/// outline its `level=` and its disclosure, `▸` (collapsed) or `▾` (expanded).
public enum LayoutText {
  /// - Complexity: O(n).
  public static func render(_ layout: Layout, style: TerminalStyle = .plain) -> String {
    let options = layout.options
    let cellCount = layout.count
    let sectionCount = layout.declaration.sections.count
    var lines: [String] = []
    lines.append(
      style.apply(
        "list \(options.style) \(formatPoints(options.width))×\(formatPoints(options.height)) @\(formatPoints(options.scale))x",
        .bold)
        + " · \(offset(of: layout)) · \(plural(sectionCount, "section")), \(plural(cellCount, "cell"))")
    if let environment = environment(of: options) { lines.append(environment) }
    var elements = layout.elements()[...]
    // A compositional list's own boundary items (section -1) come before and after the sections.
    while let element = elements.first, element.section < 0 {
      elements = elements.dropFirst()
      lines.append(line(for: element, style: style))
    }
    for (index, section) in layout.declaration.sections.enumerated() {
      let empty = section.cells.isEmpty && section.header == nil && section.footer == nil
      lines.append(
        style.apply("section \(displayID(section.id)) [\(index)]", .bold) + (empty ? " (empty)" : "")
          + (sectionNote(layout, index).map { " · \($0)" } ?? ""))
      while let element = elements.first, element.section == index {
        elements = elements.dropFirst()
        lines.append(line(for: element, outline: layout.outline(of: element), style: style))
      }
    }
    for element in elements { lines.append(line(for: element, style: style)) }
    let size = layout.contentSize
    lines.append("content size (\(formatPoints(size.width)) \(formatPoints(size.height)))")
    return lines.joined(separator: "\n")
  }

  /// One element's line, indented for its place in the tree; an outline cell's ends with its
  /// level and disclosure (`level=1 ▾`).
  public static func line(for element: Element, outline: CellOutline? = nil, style: TerminalStyle = .plain) -> String {
    var text: String
    switch element.kind {
    case .cell:
      text = "  " + style.apply("cell", .bold) + " \(displayID(element.id)) [\(element.section),\(element.item ?? 0)]"
    case .header: text = "  " + style.apply("header", .cyan)
    case .footer: text = "  " + style.apply("footer", .cyan)
    case .separator: text = "    " + style.apply("separator", .dim)
    case .card: text = "    " + style.apply("card", .green)
    case .supplementary:
      text =
        (element.item == nil ? "  " : "    ") + style.apply("supplementary", .cyan) + " \(element.elementKind ?? "")"
    case .decoration: text = "  " + style.apply("decoration", .dim) + " \(element.elementKind ?? "")"
    }
    // The list's own boundary items are not indented under a section.
    if element.section < 0 { text = "global " + text.drop { $0 == " " } }
    text += " " + frame(element.frame)
    if element.corners != .none { text += " corners=\(element.corners.rawValue)" }
    if element.pinned { text += " " + style.apply("pinned", .yellow) }
    if element.alpha != 1 { text += " alpha=\(formatPoints(element.alpha))" }
    if element.estimated { text += " " + style.apply("estimated", .magenta) }
    if element.zIndex != 0 { text += " z=\(element.zIndex)" }
    if let outline { text += outlineText(outline) }
    return text
  }

  /// The line that describes a list's environment, when it has one (a device, a safe area, a
  /// readable width or a right-to-left direction); nil for a bare viewport, so that such lists
  /// print as they always have:
  ///
  ///     environment iPhone 15 landscape · safe area {0, 59, 21, 59} · layout margin 20 · rtl
  ///
  /// The safe area prints as UIKit prints `UIEdgeInsets`: `{top, left, bottom, right}`; it and the
  /// layout margin are left out of a line that only says `rtl`, and the margin out of a caption
  /// (`margin: false`).
  public static func environment(of options: ListOptions, margin: Bool = true) -> String? {
    let safe = options.safeArea
    guard options.device != nil || safe != .zero || options.readableWidth || options.direction == .rtl else {
      return nil
    }
    var parts: [String] = []
    if let device = options.device { parts.append("\(device.rawValue) \(options.orientation.rawValue)") }
    if options.device != nil || safe != .zero {
      parts.append(
        "safe area {\(formatPoints(safe.top)), \(formatPoints(safe.left)), \(formatPoints(safe.bottom)), \(formatPoints(safe.right))}"
      )
    }
    if margin, options.device != nil || safe != .zero || options.readableWidth {
      parts.append("layout margin \(formatPoints(options.layoutMargin))")
    }
    if options.readableWidth { parts.append("readable width \(formatPoints(ListOptions.readableContentWidth))") }
    if options.direction == .rtl { parts.append("rtl") }
    return "environment " + parts.joined(separator: " · ")
  }

  /// ` level=1 ▾`: an outline cell's level (when not 0) and disclosure (when it has children).
  public static func outlineText(_ outline: CellOutline) -> String {
    (outline.level > 0 ? " level=\(outline.level)" : "") + (outline.disclosure.map { " \($0.glyph)" } ?? "")
  }

  /// What a compositional section's line notes: `list insetGrouped`, or `orthogonal
  /// groupPaging, offset 120` for a row scrolled 120 points.
  static func sectionNote(_ layout: Layout, _ section: Int) -> String? {
    if let behavior = layout.orthogonalScrolling(section: section), behavior != .none {
      return "orthogonal \(behavior.rawValue), offset \(formatPoints(layout.orthogonalOffset(section: section) ?? 0))"
    }
    return layout.listAppearance(section: section).map { "list \($0.rawValue)" }
  }

  /// An element's kind as printed: `cell`, `supplementary badge`, `decoration background`.
  public static func name(of kind: Element.Kind, elementKind: String?) -> String {
    elementKind.map { "\(kind.rawValue) \($0)" } ?? kind.rawValue
  }

  /// An element's kind as printed, and its owner where kind, element kind and id do not say it
  /// (see ``ElementKey/distinguishingOwner``): `cell`, `supplementary badge` (a cell's),
  /// `supplementary badge of section` (a section's boundary item), `global footer` (the list's
  /// own, as `print(l)` names it).
  public static func name(of key: ElementKey) -> String {
    let name = name(of: key.kind, elementKind: key.elementKind)
    switch key.distinguishingOwner {
    case .list: return "global " + name
    case .section: return name + " of section"
    case .cell, nil: return name
    }
  }

  /// `(x y; w h)`.
  public static func frame(_ rect: Rect) -> String {
    "(\(formatPoints(rect.x)) \(formatPoints(rect.y)); \(formatPoints(rect.width)) \(formatPoints(rect.height)))"
  }

  /// An id as printed: bare when it reads unambiguously (`apple`, `12`), quoted otherwise
  /// (`"two words"`, `"12"` for the string 12).
  public static func displayID(_ id: Identifier) -> String {
    switch id {
    case .integer(let value): return String(value)
    case .string(let value):
      guard let first = value.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
        return id.quoted
      }
      let plain = value.unicodeScalars.allSatisfy {
        $0 == "_" || $0 == "-" || $0 == "." || $0.properties.isAlphabetic || ("0"..."9").contains($0)
      }
      return plain ? value : id.quoted
    }
  }

  /// A cell's content nodes, indented like `recursiveDescription`:
  ///
  ///     cell cherry [0,2] (0 136.333; 375 72)
  ///        | row (0 0; 375 72)
  ///        |    | image (16 16; 40 40)
  ///        |    | column (68 16; 291 40)
  ///        |    |    | label "Cherry" (68 16; 291 20.333) lines=1
  ///
  /// Node frames are in the cell's coordinates.
  public static func subframes(
    of cell: Element, frames: [ContentLayout.NodeFrame], style: TerminalStyle = .plain
  ) -> String {
    var lines = [
      style.apply("cell", .bold) + " \(displayID(cell.id)) [\(cell.section),\(cell.item ?? 0)] \(frame(cell.frame))"
    ]
    for node in frames {
      var text = String(repeating: "   |", count: node.depth + 1) + " " + style.apply(node.kind, .bold)
      if let id = node.id { text += " #\(id)" }
      if node.kind == "label" || node.kind == "disclosure", let first = node.text?.first {
        let shown = (node.text?.count ?? 0) > 1 ? first + " …" : first
        text += " \"\(shown)\""
      }
      text += " " + frame(node.frame)
      if let lines = node.lines { text += " lines=\(lines)" }
      lines.append(text)
    }
    return lines.joined(separator: "\n")
  }

  /// Self-sizing invalidations, one per line:
  ///
  ///     invalidated cell 12 [0,12]: estimated 44 → measured 100 · content size +56 · offset +0
  public static func invalidations(_ invalidations: [Invalidation], warnings: [String] = []) -> String {
    if invalidations.isEmpty && warnings.isEmpty { return "no invalidations" }
    var lines = invalidations.map { entry in
      // A cell whose width was estimated too shows both sizes: `estimated 80×32 → measured 105×32`.
      func size(_ width: Double?, _ height: Double) -> String {
        width.map { "\(formatPoints($0))×\(formatPoints(height))" } ?? formatPoints(height)
      }
      let estimated = size(entry.estimatedWidth, entry.estimatedHeight)
      let measured = size(entry.measuredWidth, entry.measuredHeight)
      return
        "invalidated cell \(displayID(entry.id)) [\(entry.section),\(entry.item)]: estimated \(estimated) → measured \(measured) · content size \(signed(entry.contentSizeDelta)) · offset \(signed(entry.offsetDelta))"
    }
    lines += warnings.map { "warning: \($0)" }
    return lines.joined(separator: "\n")
  }

  static func signed(_ value: Double) -> String {
    value < 0 ? formatPoints(value) : "+" + formatPoints(value)
  }

  static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}

extension LayoutText {
  /// The content offset as the first line prints it: `offset 120` along y, or in a list that
  /// scrolls horizontally `horizontal offset 120` along x.
  static func offset(of layout: Layout) -> String {
    (layout.scrollAxis == .horizontal ? "horizontal offset " : "offset ") + formatPoints(layout.scrollOffset)
  }
}
