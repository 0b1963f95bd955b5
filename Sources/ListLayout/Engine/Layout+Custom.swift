import ListCollections
public import ListDeclaration
import ListDiff

/// What a custom layout style (a plugin's `layout(name, fn)`) can ask while it places items.
public struct CustomLayoutContext: Sendable {
  public let declaration: ListDeclaration
  let content: ContentLayout

  public var options: ListOptions { declaration.options }

  /// The height of item `item` of section `section` (0-based) laid out `width` points wide: its
  /// fixed height, its content measured at that width, or 44. Rounded up to the pixel grid.
  ///
  /// - Complexity: O(size of the cell's content).
  public func height(section: Int, item: Int, width: Double) -> Double? {
    guard declaration.sections.indices.contains(section), declaration.sections[section].cells.indices.contains(item),
      width.isFinite, width >= 0
    else { return nil }
    let cell = declaration.sections[section].cells[item]
    if let fixed = cell.height { return content.grid.round(fixed) }
    guard let measured = content.height(ofContentOf: cell, width: width) else { return 44 }
    var height = content.grid.roundUp(measured)
    if cell.isBuiltIn { height = max(height, BuiltInCell.minimumHeight) }
    return height
  }

  /// The height of a section's header or footer at `width`, or nil when it has none.
  public func supplementaryHeight(section: Int, isHeader: Bool, width: Double) -> Double? {
    guard declaration.sections.indices.contains(section), width.isFinite, width >= 0 else { return nil }
    let declared = isHeader ? declaration.sections[section].header : declaration.sections[section].footer
    guard let node = Layout.supplementaryNode(declared, isHeader: isHeader, style: options.style) else { return nil }
    return content.grid.roundUp(content.height(of: node, width: width))
  }
}

/// The frames a custom layout style returns.
public struct CustomLayoutFrames: Sendable {
  /// One frame per item, in document order.
  public var items: [Rect]
  /// Header and footer frames by section index (0-based); sections left out have none drawn.
  public var headers: [Int: Rect]
  public var footers: [Int: Rect]
  /// The content height; nil for the bottom of the lowest frame.
  public var contentHeight: Double?

  public init(items: [Rect], headers: [Int: Rect] = [:], footers: [Int: Rect] = [:], contentHeight: Double? = nil) {
    self.items = items
    self.headers = headers
    self.footers = footers
    self.contentHeight = contentHeight
  }
}

/// Frames a custom layout returned that the core cannot use, every problem listed.
public struct CustomLayoutError: Error, Sendable, CustomStringConvertible {
  public var style: String
  public var problems: [String]

  public var description: String {
    if problems.count == 1 { return "layout \"\(style)\" returned unusable frames: \(problems[0])" }
    return "layout \"\(style)\" returned unusable frames (\(problems.count) problems):\n"
      + problems.map { "  \($0)" }.joined(separator: "\n")
  }
}

/// Frames of a custom layout, in whole pixels.
struct CustomGeometry: Sendable {
  struct PixelRect: Sendable, Hashable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
    var maxY: Int { y + height }
  }

  var items: [PixelRect]
  var headers: [Int: PixelRect]
  var footers: [Int: PixelRect]
  var contentHeight: Int
}

extension Layout {
  /// The largest width or height a custom layout may give a frame, in points (as a cell's height).
  static let maximumCustomSize = FieldReader.maximumLength
  /// The largest y a custom layout may give a frame, in points: a thousand of the tallest items. Up to
  /// there a Double still holds every pixel edge of the finest grid (8 pixels per point) exactly.
  static let maximumCustomPosition = 1_000_000_000.0

  /// Lays out a list whose style is a custom layout: `place` receives a context to measure items
  /// and returns every frame. The frames are checked (one per item, finite, non-negative sizes,
  /// inside the list's width) and snapped to the pixel grid; the layout then behaves like a
  /// built-in one (frames, wireframes, transitions, scrolling), without separators or cards, and
  /// with every cell measured up front (estimated heights do not apply).
  ///
  /// - Complexity: O(n) plus the layout function's own cost.
  public init(
    _ declaration: ListDeclaration, customLayout place: (CustomLayoutContext) throws -> CustomLayoutFrames
  ) throws {
    try self.init(ValidDeclaration(declaration), customLayout: place)
  }

  /// Lays out a checked declaration with a custom layout (see ``init(_:customLayout:)-(ListDeclaration,_)``).
  ///
  /// - Complexity: O(n) plus the layout function's own cost.
  public init(
    _ valid: ValidDeclaration, customLayout place: (CustomLayoutContext) throws -> CustomLayoutFrames
  ) throws {
    let declaration = valid.declaration
    let options = declaration.options
    let grid = options.grid
    let content = ContentLayout(category: options.contentSize, grid: grid)
    let frames = try place(CustomLayoutContext(declaration: declaration, content: content))
    let geometry = try Layout.check(frames, declaration: declaration, grid: grid)

    self.declaration = declaration
    self.grid = grid
    self.content = content
    var sections: [SectionGeometry] = []
    var first = 0
    for section in declaration.sections {
      var entry = Layout.horizontalGeometry(of: section, at: sections.count, options: options, grid: grid)
      entry.firstItem = first
      entry.itemCount = section.cells.count
      entry.columns = 1
      first += section.cells.count
      sections.append(entry)
    }
    self.sections = sections
    var cells = valid.cells
    cells.updateEach { flat, state in
      state.height = Int32(clamping: geometry.items[flat].height)
      state.measured = true
      state.measureCount = 1
    }
    self.cells = cells
    engine = .plugin(geometry)
    offsetPixels = 0
    offsetPixels = initialOffsetPixels
    invalidations = []
    warnings = []
    assertInvariants()
  }

  /// Checks and snaps a custom layout's frames.
  static func check(_ frames: CustomLayoutFrames, declaration: ListDeclaration, grid: PixelGrid)
    throws(CustomLayoutError)
    -> CustomGeometry
  {
    let style = declaration.options.style.description
    let width = declaration.options.width
    var problems: [String] = []
    let count = declaration.sections.reduce(0) { $0 + $1.cells.count }
    if frames.items.count != count {
      problems.append(
        "\(frames.items.count) item frames for \(count) items (every item is placed once, in document order)")
    }
    func snapped(_ rect: Rect, _ name: String) -> CustomGeometry.PixelRect? {
      guard problems.count < 20 else { return nil }
      let values = [rect.x, rect.y, rect.width, rect.height]
      let shown = rect.shownAsLua
      guard values.allSatisfy(\.isFinite) else {
        problems.append("\(name) has a value that is not a finite number: \(shown)")
        return nil
      }
      guard rect.width >= 0, rect.height >= 0 else {
        problems.append("\(name) has a negative size: \(shown)")
        return nil
      }
      guard rect.x >= -1e-6, rect.y >= -1e-6, rect.maxX <= width + 1e-6 else {
        problems.append("\(name) lies outside the list (x from 0 to \(formatNumber(width)), y from 0): \(shown)")
        return nil
      }
      // Far frames would lose their pixel grid (and past 2^53, whole points) in floating point.
      guard rect.width <= Layout.maximumCustomSize, rect.height <= Layout.maximumCustomSize,
        rect.y <= Layout.maximumCustomPosition
      else {
        problems.append(
          "\(name) is too large (w and h at most \(formatNumber(Layout.maximumCustomSize)), y at most \(formatNumber(Layout.maximumCustomPosition)) points): \(shown)"
        )
        return nil
      }
      let snappedRect = grid.snap(rect)
      // The list's edge may be off the grid: an item reaching it ends on the last pixel inside.
      let widthPixels = grid.pixelsDown(width)
      let x = min(grid.pixels(snappedRect.x), widthPixels)
      let y = grid.pixels(snappedRect.y)
      let maxX = max(x, min(grid.pixels(snappedRect.maxX), widthPixels))
      return CustomGeometry.PixelRect(x: x, y: y, width: maxX - x, height: grid.pixels(snappedRect.maxY) - y)
    }
    var items: [CustomGeometry.PixelRect] = []
    var flat = 0
    for (sectionIndex, section) in declaration.sections.enumerated() {
      for (itemIndex, cell) in section.cells.enumerated() where flat < frames.items.count {
        let name = "the frame of cell \(cell.id.quoted) [\(sectionIndex),\(itemIndex)]"
        items.append(snapped(frames.items[flat], name) ?? CustomGeometry.PixelRect(x: 0, y: 0, width: 0, height: 0))
        flat += 1
      }
    }
    var headers: [Int: CustomGeometry.PixelRect] = [:]
    var footers: [Int: CustomGeometry.PixelRect] = [:]
    for (section, rect) in frames.headers.sorted(by: { $0.key < $1.key }) {
      guard declaration.sections.indices.contains(section), declaration.sections[section].header != nil else {
        problems.append("a header frame for section \(section), which has no header")
        continue
      }
      headers[section] = snapped(rect, "the header of section \(section)")
    }
    for (section, rect) in frames.footers.sorted(by: { $0.key < $1.key }) {
      guard declaration.sections.indices.contains(section), declaration.sections[section].footer != nil else {
        problems.append("a footer frame for section \(section), which has no footer")
        continue
      }
      footers[section] = snapped(rect, "the footer of section \(section)")
    }
    let bottom = (items + Array(headers.values) + Array(footers.values)).map(\.maxY).max() ?? 0
    var contentHeight = bottom
    if let given = frames.contentHeight {
      if !given.isFinite || given < 0 {
        problems.append("content_height must be a finite number ≥ 0, got \(formatNumber(given))")
      } else if given > Layout.maximumCustomPosition + Layout.maximumCustomSize {
        problems.append(
          "content_height must be at most \(formatNumber(Layout.maximumCustomPosition + Layout.maximumCustomSize)) points, got \(formatNumber(given))"
        )
      } else if grid.pixels(given) < bottom {
        problems.append(
          "content_height \(formatNumber(given)) is less than the bottom of the lowest frame (\(formatNumber(grid.points(bottom))))"
        )
      } else {
        contentHeight = grid.pixels(given)
      }
    }
    if !problems.isEmpty { throw CustomLayoutError(style: style, problems: problems) }
    return CustomGeometry(items: items, headers: headers, footers: footers, contentHeight: contentHeight)
  }

  /// Elements of a custom layout, in document order.
  func customElements(_ geometry: CustomGeometry) -> [Element] {
    var elements: [Element] = []
    elements.reserveCapacity(geometry.items.count + geometry.headers.count + geometry.footers.count)
    for (index, section) in declaration.sections.enumerated() {
      if let header = geometry.headers[index] {
        elements.append(
          Element(kind: .header, id: section.id, section: index, item: nil, frame: rect(header)))
      }
      for item in section.cells.indices {
        elements.append(customCell(atItem: sections[index].firstItem + item, in: geometry))
      }
      if let footer = geometry.footers[index] {
        elements.append(
          Element(kind: .footer, id: section.id, section: index, item: nil, frame: rect(footer)))
      }
    }
    return elements
  }

  func customCell(atItem flat: Int, in geometry: CustomGeometry) -> Element {
    let (section, item) = location(ofItem: flat)
    let cell = declaration.sections[section].cells[item]
    return Element(
      kind: .cell, id: cell.id, section: section, item: item, frame: rect(geometry.items[flat]), alpha: cell.alpha)
  }

  /// A section's header or footer as the plugin placed it; nil when it placed none.
  func customSupplementary(_ kind: Element.Kind, section: Int, in geometry: CustomGeometry) -> Element? {
    guard let frame = (kind == .header ? geometry.headers : geometry.footers)[section] else { return nil }
    return Element(kind: kind, id: declaration.sections[section].id, section: section, item: nil, frame: rect(frame))
  }

  func rect(_ pixels: CustomGeometry.PixelRect) -> Rect {
    rect(x: pixels.x, y: pixels.y, width: pixels.width, height: pixels.height)
  }

  /// Visible items of a custom layout: every frame is checked (O(n)).
  func customVisibleItems(_ geometry: CustomGeometry) -> [Int] {
    let top = offsetPixels
    let bottom = offsetPixels + viewportHeightPixels
    return geometry.items.indices.filter { geometry.items[$0].maxY > top && geometry.items[$0].y < bottom }
  }
}
