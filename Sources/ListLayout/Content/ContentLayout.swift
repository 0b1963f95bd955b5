public import ListDeclaration
public import ListText

/// Measures and places cell content: labels, images, boxes, spacers and stacks.
///
/// Stacks follow UIStackView, LMColumnView and LMRowView, with their ambiguities settled the same
/// way every time:
/// - A stack's size is its padding, plus its visible children, plus `spacing` between consecutive
///   visible children. Hidden children take no space and no spacing.
/// - Along the axis, `fill` gives children their intrinsic size (a label's one-line text width,
///   a fixed `width`/`height`, a stack's own intrinsic size, 0 for images, boxes and spacers without
///   one). Free space goes to the spacers, shared equally; without spacers, to the child with the
///   lowest hugging priority (spacer 1 < stack, box 250 < label, image 251; fixed sizes never
///   stretch), the first one among equals (UIStackView: "if all of the priorities are equal, it
///   expands the first view"). Missing space is taken from the flexible children in order, first
///   child first, each down to zero — a label then wraps.
/// - `equal` gives every visible child the same width; `weighted` shares the width left after the
///   children without a weight in proportion to the weights (LMRowView).
/// - Across the axis, `fill` gives children the stack's inner size; other alignments keep each
///   child's own size and place it at the start, centre or end. An image or box without a size on an
///   axis fills what its stack gives it.
///
/// All lengths are points; label heights are whole lines snapped up to the pixel grid.
public struct ContentLayout: Sendable {
  public var category: ContentSizeCategory
  public var grid: PixelGrid

  public init(category: ContentSizeCategory = .large, grid: PixelGrid) {
    self.category = category
    self.grid = grid
  }

  // MARK: Measuring

  /// The node's height when laid out at `width`.
  ///
  /// - Complexity: O(size of the content × depth) for rows (intrinsic widths are measured once per
  ///   level), O(size of the content) otherwise; text is O(length).
  public func height(of node: Node, width: Double) -> Double {
    height(ofTree: node, width: width)
  }

  /// The width the node wants on one line: text width, fixed width, or its children's.
  ///
  /// - Complexity: O(size of the content).
  public func intrinsicWidth(of node: Node) -> Double {
    intrinsicWidth(ofTree: node)
  }

  /// The height of `content` laid out at `width` (see ``height(of:width:)``).
  func height<Content: ContentTree>(ofTree content: Content, width: Double) -> Double {
    if let fixed = content.height { return fixed }
    if let label = content.label { return labelHeight(label, width: width) }
    // Images, boxes and spacers take no height of their own.
    return content.withStack { stack, children in stackHeight(stack, children: children, width: width) } ?? 0
  }

  /// A stack's height at `width`, reading its children in place (copying each node out of its
  /// array cost more than measuring a short label).
  private func stackHeight<Child: ContentTree>(_ stack: Stack, children: Span<Child>, width: Double) -> Double {
    let inner = max(0, width - stack.padding.horizontal)
    var visibleCount = 0
    for index in children.indices where !children[index].hidden { visibleCount += 1 }
    if visibleCount == 0 { return stack.padding.vertical }
    switch stack.axis {
    case .vertical:
      var total = stack.padding.vertical + stack.spacing * Double(visibleCount - 1)
      for index in children.indices where !children[index].hidden {
        total += height(
          ofTree: children[index], width: columnChildWidth(children[index], stack: stack, inner: inner))
      }
      return total
    case .horizontal:
      var tallest = 0.0
      if let flexibleWidth = singleFlexibleWidth(stack, children: children, visibleCount: visibleCount, inner: inner) {
        // What `rowWidths` gives in this case: fixed children their width, the flexible one the rest.
        for index in children.indices where !children[index].hidden {
          tallest = max(tallest, height(ofTree: children[index], width: children[index].width ?? flexibleWidth))
        }
      } else {
        let visible = Self.visible(children)
        let widths = rowWidths(visible.span, stack: stack, inner: inner)
        for (child, childWidth) in zip(visible, widths) {
          tallest = max(tallest, height(ofTree: child, width: childWidth))
        }
      }
      return stack.padding.vertical + tallest
    }
  }

  /// The children that take part in layout.
  private static func visible<Child: ContentTree>(_ children: Span<Child>) -> [Child] {
    var visible: [Child] = []
    visible.reserveCapacity(children.count)
    for index in children.indices where !children[index].hidden { visible.append(children[index]) }
    return visible
  }

  /// For a `fill` row with one flexible child and no other spacer: that child's width (see
  /// `rowWidths`); nil for any other row.
  private func singleFlexibleWidth<Child: ContentTree>(
    _ stack: Stack, children: Span<Child>, visibleCount: Int, inner: Double
  ) -> Double? {
    guard stack.distribute == .fill else { return nil }
    var flexibleCount = 0
    var flexibleIsSpacer = false
    var spacers = 0
    var fixedTotal = 0.0
    for index in children.indices where !children[index].hidden {
      let isSpacer = children[index].shape == .spacer
      if isSpacer { spacers += 1 }
      if let width = children[index].width {
        fixedTotal += width
      } else {
        flexibleCount += 1
        flexibleIsSpacer = isSpacer
      }
    }
    guard flexibleCount == 1, spacers == 0 || (spacers == 1 && flexibleIsSpacer) else { return nil }
    let available = max(0, inner - stack.spacing * Double(visibleCount - 1))
    return max(0, available - fixedTotal)
  }

  /// A label's height at `width`. A one-line label is one line tall whatever its text, unless
  /// the text is empty, so its text is not measured.
  func labelHeight(_ label: Label, width: Double) -> Double {
    if label.lines == 1 {
      guard !label.text.isEmpty else { return 0 }
      return TextMetrics.snapUp(Font(style: label.style, category: category).lineHeight, scale: grid.scale)
    }
    return labelExtent(label, width: width).height
  }

  /// The width `content` wants on one line (see ``intrinsicWidth(of:)``).
  func intrinsicWidth<Content: ContentTree>(ofTree content: Content) -> Double {
    if let fixed = content.width { return fixed }
    if let label = content.label { return labelExtent(label, width: .infinity).width }
    return content.withStack { stack, children in
      var visibleCount = 0
      var sum = 0.0
      var widest = 0.0
      for index in children.indices where !children[index].hidden {
        let width = intrinsicWidth(ofTree: children[index])
        visibleCount += 1
        sum += width
        widest = max(widest, width)
      }
      if visibleCount == 0 { return stack.padding.horizontal }
      switch stack.axis {
      case .horizontal: return stack.padding.horizontal + stack.spacing * Double(visibleCount - 1) + sum
      case .vertical: return stack.padding.horizontal + widest
      }
    } ?? 0  // images, boxes and spacers want no width of their own
  }

  func labelExtent(_ label: Label, width: Double) -> TextExtent {
    TextMetrics.extent(
      text: label.text, font: Font(style: label.style, category: category), width: width, lines: label.lines,
      scale: grid.scale)
  }

  /// The width a column gives `child`.
  private func columnChildWidth<Child: ContentTree>(_ child: Child, stack: Stack, inner: Double) -> Double {
    if let fixed = child.width { return min(fixed, inner) }
    switch (stack.align, child.shape) {
    case (.fill, _), (_, .image), (_, .box), (_, .spacer):
      return inner
    default:
      return min(intrinsicWidth(ofTree: child), inner)
    }
  }

  /// The widths a row gives its visible children (see the type's discussion).
  func rowWidths<Child: ContentTree>(_ visible: Span<Child>, stack: Stack, inner: Double) -> [Double] {
    let available = max(0, inner - stack.spacing * Double(visible.count - 1))
    switch stack.distribute {
    case .equal:
      return Array(repeating: available / Double(visible.count), count: visible.count)
    case .weighted:
      var widths: [Double] = []
      var fixedTotal = 0.0
      var totalWeight = 0.0
      for index in visible.indices {
        widths.append(visible[index].weight == nil ? intrinsicWidth(ofTree: visible[index]) : 0)
        fixedTotal += widths[index]
        totalWeight += visible[index].weight ?? 0
      }
      let share = max(0, available - fixedTotal)
      if totalWeight > 0 {
        for index in visible.indices {
          if let weight = visible[index].weight { widths[index] = share * weight / totalWeight }
        }
      }
      return widths
    case .fill:
      // With one flexible child and no other spacer, that child gets whatever the fixed ones
      // leave — stretched into free space or squeezed, down to zero — so its intrinsic width (a
      // measurement of all its text) is not needed. The result is what `distribute` gives.
      var widths: [Double] = []
      widths.reserveCapacity(visible.count)
      if let flexibleWidth = singleFlexibleWidth(stack, children: visible, visibleCount: visible.count, inner: inner) {
        for index in visible.indices { widths.append(visible[index].width ?? flexibleWidth) }
        return widths
      }
      for index in visible.indices { widths.append(intrinsicWidth(ofTree: visible[index])) }
      return distribute(available, among: visible, sizes: widths) { $0.width != nil }
    }
  }

  /// Shares `available` along the axis: free space to spacers, else to the lowest hugging child
  /// (first among equals); missing space from the flexible children, first first.
  private func distribute<Child: ContentTree>(
    _ available: Double, among children: Span<Child>, sizes: [Double], isFixed: (Child) -> Bool
  ) -> [Double] {
    var sizes = sizes
    let total = sizes.reduce(0, +)
    if total <= available {
      let free = available - total
      guard free > 0 else { return sizes }
      var spacers: [Int] = []
      for index in children.indices where children[index].shape == .spacer { spacers.append(index) }
      if !spacers.isEmpty {
        for index in spacers { sizes[index] += free / Double(spacers.count) }
      } else if let stretched = lowestHugging(children, isFixed: isFixed) {
        sizes[stretched] += free
      }
    } else {
      var missing = total - available
      for index in children.indices where !isFixed(children[index]) && missing > 0 {
        let taken = min(sizes[index], missing)
        sizes[index] -= taken
        missing -= taken
      }
    }
    return sizes
  }

  private func lowestHugging<Child: ContentTree>(_ children: Span<Child>, isFixed: (Child) -> Bool) -> Int? {
    var best: (index: Int, priority: Int)?
    for index in children.indices where !isFixed(children[index]) {
      let priority: Int
      switch children[index].shape {
      case .spacer: priority = 1
      case .stack, .box: priority = 250
      case .label, .image: priority = 251
      }
      if priority < (best?.priority ?? .max) { best = (index, priority) }
    }
    return best?.index
  }

  /// The heights a column gives its visible children when it is `inner` tall (stretched by a row).
  func columnHeights(_ visible: [Node], widths: [Double], stack: Stack, inner: Double) -> [Double] {
    let natural = zip(visible, widths).map { height(of: $0, width: $1) }
    let available = max(0, inner - stack.spacing * Double(visible.count - 1))
    let total = natural.reduce(0, +)
    guard available > total else { return natural }
    return distribute(available, among: visible.span, sizes: natural) { $0.height != nil }
  }
}

extension ContentLayout {
  /// Frame of one content node inside its cell, for `l:subframes(id)`.
  public struct NodeFrame: Hashable, Sendable {
    /// The node's `id`, if it has one.
    public var id: String?
    /// `label`, `image`, `box`, `spacer`, `column`, `row`.
    public var kind: String
    /// In the cell's coordinates, snapped to the pixel grid.
    public var frame: Rect
    /// Nesting depth (0 for the cell's content node).
    public var depth: Int
    /// For labels: the number of lines drawn.
    public var lines: Int?
    /// For labels: the text of each drawn line (the last one truncated with "…" when capped).
    public var text: [String]?
    /// For labels: the alignment, for drawing.
    public var align: TextAlignment?
    /// For images: a corner radius, for drawing.
    public var cornerRadius: Double?
  }

  /// Lays out `node` in `rect` and returns every visible node's frame, parents before children.
  ///
  /// - Complexity: O(size of the content × depth).
  public func frames(of node: Node, in rect: Rect) -> [NodeFrame] {
    var frames: [NodeFrame] = []
    place(node, in: rect, depth: 0, into: &frames)
    return frames
  }

  private func place(_ node: Node, in rect: Rect, depth: Int, into frames: inout [NodeFrame]) {
    guard !node.hidden else { return }
    let snapped = grid.snap(rect)
    var entry = NodeFrame(id: node.id, kind: node.kindName, frame: snapped, depth: depth)
    switch node.kind {
    case .label(let label):
      let measurement = TextMetrics.measure(
        text: label.text, font: Font(style: label.style, category: category), width: rect.width, lines: label.lines,
        scale: grid.scale)
      entry.lines = measurement.lineCount
      entry.text = measurement.lines.map(\.text)
      entry.align = label.align
      frames.append(entry)
    case .image(let image):
      entry.cornerRadius = image.cornerRadius
      frames.append(entry)
    case .box, .spacer:
      frames.append(entry)
    case .stack(let stack):
      frames.append(entry)
      let visible = stack.visibleChildren
      guard !visible.isEmpty else { return }
      let inner = rect.inset(by: stack.padding)
      switch stack.axis {
      case .vertical:
        let widths = visible.map { columnChildWidth($0, stack: stack, inner: inner.width) }
        let heights = columnHeights(visible, widths: widths, stack: stack, inner: inner.height)
        var y = inner.y
        for (index, child) in visible.enumerated() {
          let width = widths[index]
          let x: Double
          switch stack.align {
          case .center: x = inner.x + (inner.width - width) / 2
          case .trailing: x = inner.maxX - width
          default: x = inner.x
          }
          place(child, in: Rect(x: x, y: y, width: width, height: heights[index]), depth: depth + 1, into: &frames)
          y += heights[index] + stack.spacing
        }
      case .horizontal:
        let widths = rowWidths(visible.span, stack: stack, inner: inner.width)
        var x = inner.x
        for (index, child) in visible.enumerated() {
          let width = widths[index]
          var height = inner.height
          var y = inner.y
          let stretches = stack.align == .fill && child.height == nil
          if !stretches {
            height = min(self.height(of: child, width: width), inner.height)
            switch stack.align {
            case .center: y = inner.y + (inner.height - height) / 2
            case .bottom: y = inner.maxY - height
            default: y = inner.y
            }
          }
          place(child, in: Rect(x: x, y: y, width: width, height: height), depth: depth + 1, into: &frames)
          x += width + stack.spacing
        }
      }
    }
  }
}
