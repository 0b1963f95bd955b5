import ListCollections
public import ListDeclaration
public import ListDiff
import ListText

/// The laid-out list: every frame, the content size, the scroll position, and — with estimated
/// heights — which cells have been measured.
///
/// Geometry is kept in whole pixels. Vertically, a ``HeightList`` holds one slot per section top
/// (spacing, header, grid inset), per table row or grid line, and per section bottom (grid inset,
/// footer), so a row's y is a prefix sum and one cell's height change is a single update.
/// Horizontal geometry is the same for every row of a section. Every per-cell array is kept in
/// chunks (``CellTable``, ``HeightList``, the declaration's ``CellList``), so a copy of a layout —
/// the layout before a change, kept for its transition — shares everything a change does not touch.
public struct Layout: Sendable {
  public internal(set) var declaration: ListDeclaration {
    didSet { knownData = nil }
  }
  /// The declaration's data, when a change already made it (the next change diffs from it).
  private var knownData: KnownData?
  let grid: PixelGrid
  let content: ContentLayout

  /// Per-section geometry.
  var sections: [SectionGeometry]
  /// Every cell's height and measuring state, in document order, and the index of their ids.
  var cells: CellTable
  /// The engine that lays the list out, with its own geometry.
  var engine: LayoutEngine
  /// Content offset (the viewport's top) in pixels.
  var offsetPixels: Int
  /// Every self-sizing invalidation since the layout was made.
  public internal(set) var invalidations: [Invalidation] = []
  /// Messages about things the layout refused to do (the re-measure cap).
  public internal(set) var warnings: [String] = []

  /// A cell is re-measured at most this many times; then its last height is kept and a warning is
  /// recorded (a bound against self-sizing that never settles, as production layouts bound it; the README
  /// documents the warning).
  public static let measureLimit = 5

  struct SectionGeometry: Sendable {
    var firstItem: Int
    var itemCount: Int
    /// The section's top slot; its rows follow, then its bottom slot.
    var firstSlot: Int
    /// Table rows (one per item) or grid lines.
    var rowCount: Int
    var spacingBefore: Int
    var headerHeight: Int
    var footerHeight: Int
    /// Grid: space above the first line and below the last.
    var topInset: Int
    var bottomInset: Int
    /// The horizontal band of the section's cells, headers and footers.
    var x: Int
    var width: Int
    /// Grid: the column count, and where columns start and how wide they are, in points (edges are
    /// computed per column, so a section costs the same whatever its column count); tables: 1.
    var columns: Int
    var columnOrigin: Double
    var columnStride: Double
    var columnWidth: Double
    var lineSpacing: Int
    var align: GridAlignment
    /// The width custom content is measured at, in points (a card's width in cards).
    var contentWidth: Double
    /// The width built-in content is measured at: ``contentWidth`` less the margins it keeps
    /// beyond its own 16 points (see ``ContentViewInsets/builtInExtra``).
    var builtInWidth: Double
    /// Where the content of the section's cells, headers and footers goes: the safe area in
    /// plain, grouped and cards, the layout margin for built-in content (see
    /// `ListOptions+Environment.swift`).
    var contentView = ContentViewInsets()

    var bottomSlot: Int { firstSlot + rowCount + 1 }

    /// The pixel edges of a column: each edge rounded on its own, as every frame edge is.
    func columnEdges(_ column: Int, grid: PixelGrid) -> (minX: Int, maxX: Int) {
      let x = columnOrigin + Double(column) * columnStride
      let bandMaxX = self.x + width
      return (min(grid.pixels(x), bandMaxX), min(grid.pixels(x + columnWidth), bandMaxX))
    }
  }

  /// Lays out a declaration, checking it first.
  ///
  /// Without estimated heights every cell is measured now; with them, only the cells visible at
  /// offset 0 are (and each measurement is logged as an ``Invalidation``).
  ///
  /// - Complexity: O(n) in the number of cells (times the size of each cell's content).
  public init(_ declaration: ListDeclaration) throws(DeclarationError) {
    self.init(try ValidDeclaration(declaration))
  }

  /// Lays out a new declaration of the same list after a change, checking it first (see
  /// ``init(_:reusing:)-(ValidDeclaration,_)``).
  ///
  /// - Complexity: O(n).
  public init(_ declaration: ListDeclaration, reusing previous: Layout) throws(DeclarationError) {
    self.init(try ValidDeclaration(declaration), reusing: previous)
  }

  /// Lays out a checked declaration. With a `previous` layout of the same list, cells whose
  /// declaration and width are unchanged keep the heights it measured (UIKit keeps its cached
  /// sizes), and the content offset carries over (clamped).
  ///
  /// - Complexity: O(n) in the number of cells (times the size of each cell's content).
  ///
  /// - Parameter sources: which old cell each new one continues (a diff's pairs), when known: the
  ///   layout then finds the heights to keep by index instead of looking each id up.
  public init(_ valid: ValidDeclaration, reusing previous: Layout? = nil, sources: Correspondence? = nil) {
    if valid.declaration.options.style == .compositional {
      self = Layout(compositional: valid, reusing: previous)
      return
    }
    let declaration = valid.declaration
    self.declaration = declaration
    let options = declaration.options
    let grid = options.grid
    let content = ContentLayout(category: options.contentSize, grid: grid)
    self.grid = grid
    self.content = content
    var sections: [SectionGeometry] = []
    sections.reserveCapacity(declaration.sections.count)
    let itemCount = valid.cells.count
    var states: [ItemState] = []
    states.reserveCapacity(itemCount)
    var slots: [Int] = []
    slots.reserveCapacity(itemCount + 2 * declaration.sections.count)
    // With a diff's pairs, the previous states are read by index: all of them, once, in order.
    // (Everything the loop reads is unwrapped here: binding an optional per cell copies it.)
    let byPairs = sources != nil && previous != nil
    let pairs = sources ?? .unchanged(itemCounts: [])
    let previousStates = byPairs ? ContiguousArray(previous!.cells.items) : []
    let previousSections = byPairs ? previous!.sections : []
    let lookup: Layout? = byPairs ? nil : previous
    for (sectionIndex, section) in declaration.sections.enumerated() {
      var geometry = Layout.horizontalGeometry(of: section, at: sectionIndex, options: options, grid: grid)
      geometry.firstItem = states.count
      geometry.firstSlot = slots.count
      geometry.headerHeight = Layout.supplementaryHeight(
        section.header, isHeader: true, geometry: geometry, options: options, content: content)
      geometry.footerHeight = Layout.supplementaryHeight(
        section.footer, isHeader: false, geometry: geometry, options: options, content: content)
      // In order, chunk by chunk (a cell is one reference: reading it costs a retain).
      let cellCount = section.cells.count
      var itemIndex = 0
      for cell in section.cells {
        if byPairs,
          let reused = Layout.reusableState(
            sourceOf: ItemPath(sectionIndex, itemIndex), in: pairs, sections: previousSections, states: previousStates,
            style: options.style, position: itemIndex, count: cellCount, geometry: geometry)
        {
          states.append(reused)
        } else {
          states.append(
            Layout.settledState(
              of: cell, item: itemIndex, count: cellCount, geometry: geometry, previous: lookup,
              options: options, content: content, grid: grid))
        }
        itemIndex += 1
      }
      geometry.itemCount = section.cells.count
      geometry.rowCount =
        options.style.isGrid ? (section.cells.count + geometry.columns - 1) / geometry.columns : section.cells.count
      slots.append(geometry.spacingBefore + geometry.headerHeight + geometry.topInset)
      if options.style.isGrid {
        for line in 0..<geometry.rowCount {
          slots.append(Layout.lineSlot(line, geometry: geometry, heights: { Int(states[$0].height) }))
        }
      } else {
        for item in 0..<geometry.itemCount { slots.append(Int(states[geometry.firstItem + item].height)) }
      }
      slots.append(geometry.bottomInset + geometry.footerHeight)
      sections.append(geometry)
    }
    self.sections = sections
    var cells = valid.cells
    cells.updateEach { flat, state in
      state.height = states[flat].height
      state.measured = states[flat].measured
      state.measureCount = states[flat].measureCount
    }
    self.cells = cells
    self.engine = .rows(HeightList(slots))
    self.offsetPixels = 0
    if let previous {
      offsetPixels = clampedOffset(previous.offsetPixels)
    } else {
      offsetPixels = initialOffsetPixels
    }
    if options.estimatedHeight != nil { displayVisibleCells() }
    assertInvariants()
  }

  /// Whether every layout checks ``checkInvariants()`` each time it is made or changes, and stops
  /// the process naming every violation when one fails: always in debug builds (every test build),
  /// and in a release build when the `listlab` executable is started with
  /// `LISTLAB_CHECK_INVARIANTS=1` (as `Scripts/fuzz` does). Set once, before any layout is made.
  nonisolated(unsafe) package static var checksInvariants: Bool = {
    #if DEBUG
      true
    #else
      false
    #endif
  }()

  /// Checks ``checkInvariants()`` when ``checksInvariants`` is on (one branch otherwise).
  func assertInvariants() {
    guard Layout.checksInvariants else { return }
    let violations = checkInvariants()
    if !violations.isEmpty {
      fatalError("layout invariants broken:\n" + violations.joined(separator: "\n"))
    }
  }

  public var options: ListOptions { declaration.options }

  /// The list's data for diffing (see ``ListDeclaration/data``), made once per layout when a
  /// change handed it over with ``keep(data:)``.
  ///
  /// - Complexity: O(1) when kept, else O(n).
  public var data: DeclarationData { knownData?.data ?? declaration.data }

  /// Keeps `data`, which must be the declaration's, for the next change to diff from.
  public mutating func keep(data: DeclarationData) { knownData = KnownData(data) }

  /// Number of cells.
  public var count: Int { cells.count }
}

// MARK: - Geometry helpers

extension Layout {
  /// The section's horizontal band, its columns, and the spacing before it.
  static func horizontalGeometry(
    of section: SectionDeclaration, at index: Int, options: ListOptions, grid: PixelGrid
  ) -> SectionGeometry {
    let width = options.width
    let safe = options.leadingSafeArea
    var bandX = 0.0
    var bandWidth = width
    var contentWidth = width
    var contentLeading = 0.0
    var contentTrailing = 0.0
    var contentMargin = BuiltInCell.margins.left
    var columns = 1
    var columnOrigin = 0.0
    var columnStride = 0.0
    var columnWidth = 0.0
    var topInset = 0
    var bottomInset = 0
    var lineSpacing = 0
    var align = GridAlignment.stretch
    switch options.style {
    case .plain, .grouped:
      // Full-width cells; their content view inset by the safe area, built-in content by the
      // layout margin inside it.
      contentLeading = min(safe.left, width)
      contentTrailing = min(safe.right, width - contentLeading)
      contentWidth = width - contentLeading - contentTrailing
      contentMargin = options.contentMargin(contentViewWidth: contentWidth)
    case .insetGrouped:
      // Inset by the layout margins, which include the safe area.
      let left = min(safe.left, width)
      let available = max(0, width - left - min(safe.right, width - left))
      var inset = options.resolvedInset
      if options.readableWidth, options.inset == nil {
        inset = max(inset, (available - ListOptions.readableContentWidth) / 2)
      }
      inset = min(inset, available / 2)
      bandX = left + inset
      bandWidth = available - 2 * inset
      contentWidth = bandWidth
    case .cards:
      // The card sits in the cell's content view, inset by the safe area.
      contentLeading = min(safe.left, width)
      contentTrailing = min(safe.right, width - contentLeading)
      let available = width - contentLeading - contentTrailing
      contentWidth = max(0, available - 2 * min(options.cardMargin, available / 2))
    case .grid:
      let layout = section.layout
      // Side insets wider than the list are cut to it, so every item stays inside the content.
      var insets = layout.insets ?? options.insets
      insets.left = min(insets.left, width)
      insets.right = min(insets.right, width - insets.left)
      let spacing = layout.spacing ?? options.spacing
      let available = max(0, width - insets.horizontal)
      columns = max(1, (layout.columns ?? options.columns).count(available: available, spacing: spacing))
      // Columns whose spacing alone would not fit are dropped, as a flow layout wraps them.
      if spacing > 0, Double(columns - 1) * spacing > available {
        columns = max(1, min(columns, 1 + Int(available / spacing)))
      }
      let itemWidth = max(0, (available - Double(columns - 1) * spacing) / Double(columns))
      columnOrigin = insets.left
      columnStride = itemWidth + spacing
      columnWidth = itemWidth
      contentWidth = itemWidth
      topInset = grid.pixels(insets.top)
      bottomInset = grid.pixels(insets.bottom)
      lineSpacing = grid.pixels(layout.lineSpacing ?? options.lineSpacing)
      align = layout.align ?? options.align
    default:
      break
    }
    let x = grid.pixels(bandX)
    // Never past the list's edge, which may be off the grid (a width of 44.5 at @3x, or 375 at @0.5x).
    let maxX = min(grid.pixels(bandX + bandWidth), grid.pixelsDown(width))
    if !options.style.isGrid {
      columnOrigin = bandX
      columnWidth = bandWidth
    }
    return SectionGeometry(
      firstItem: 0, itemCount: 0, firstSlot: 0, rowCount: 0,
      spacingBefore: index > 0 ? grid.pixels(options.resolvedSectionSpacing) : 0, headerHeight: 0, footerHeight: 0,
      topInset: topInset, bottomInset: bottomInset, x: x, width: maxX - x, columns: columns, columnOrigin: columnOrigin,
      columnStride: columnStride, columnWidth: columnWidth, lineSpacing: lineSpacing, align: align,
      contentWidth: contentWidth,
      builtInWidth: max(0, contentWidth - 2 * max(0, contentMargin - BuiltInCell.margins.left)),
      contentView: ContentViewInsets(leading: contentLeading, trailing: contentTrailing, margin: contentMargin))
  }

  /// The node drawn for a header or footer given as a string.
  ///
  /// Metrics (points): plain, cards and grid headers are a `headline` label with margins 6 above and
  /// below and 16 at the sides; their footers a `footnote` label with margins 4 and 16. Grouped and
  /// insetGrouped headers are a `footnote` label with 16 above, 6 below and 16 at the sides; their
  /// footers a `footnote` label with 6 above and below and 16 at the sides. UIKit does not document
  /// these ("automatic"); they are ListLab's named defaults.
  public static func defaultSupplementaryNode(_ text: String, isHeader: Bool, style: ListStyle) -> Node {
    let grouped = style == .grouped || style == .insetGrouped
    let labelStyle: TextStyle = isHeader && !grouped ? .headline : .footnote
    let padding: EdgeInsets
    switch (grouped, isHeader) {
    case (false, true): padding = EdgeInsets(top: 6, left: 16, bottom: 6, right: 16)
    case (false, false): padding = EdgeInsets(top: 4, left: 16, bottom: 4, right: 16)
    case (true, true): padding = EdgeInsets(top: 16, left: 16, bottom: 6, right: 16)
    case (true, false): padding = EdgeInsets(top: 6, left: 16, bottom: 6, right: 16)
    }
    let label = Node(.label(Label(text: text, style: labelStyle, color: isHeader ? nil : "secondary")), id: "title")
    return Node(.stack(Stack(axis: .vertical, padding: padding, children: [label])), id: isHeader ? "header" : "footer")
  }

  package static func supplementaryNode(_ supplementary: Supplementary?, isHeader: Bool, style: ListStyle) -> Node? {
    switch supplementary {
    case .none: nil
    case .text(let text): defaultSupplementaryNode(text, isHeader: isHeader, style: style)
    case .node(let node): node
    }
  }

  /// The height of a header or footer of a section with `geometry`, in pixels: its node measured
  /// in its content view (see ``ContentViewInsets/contentRect(in:builtIn:)``).
  static func supplementaryHeight(
    _ supplementary: Supplementary?, isHeader: Bool, geometry: SectionGeometry, options: ListOptions,
    content: ContentLayout
  ) -> Int {
    guard let node = supplementaryNode(supplementary, isHeader: isHeader, style: options.style) else { return 0 }
    let bounds = Rect(x: 0, y: 0, width: content.grid.points(geometry.width), height: 0)
    let width = geometry.contentView.contentRect(in: bounds, builtIn: supplementary?.isText == true).width
    return content.grid.pixelsUp(content.height(of: node, width: width))
  }

  /// The card's margins above and below the card of item `item` of `count`, in pixels.
  static func cardMargins(item: Int, count: Int, options: ListOptions, grid: PixelGrid) -> (top: Int, bottom: Int) {
    let margin = grid.pixels(options.cardMargin)  // vertical: any size; the sides at most half the content view
    let spacing = grid.pixels(options.cardSpacing)
    // Half of the spacing above each card but the first, the rest below each card but the last,
    // so consecutive cards stand exactly `card_spacing` apart.
    return (item == 0 ? margin : spacing / 2, item == count - 1 ? margin : spacing - spacing / 2)
  }

  /// The cell's height in pixels measured from its declaration (cards include their margins).
  static func naturalHeight(
    of cell: CellDeclaration, item: Int, count: Int, geometry: SectionGeometry, options: ListOptions,
    content: ContentLayout, grid: PixelGrid
  ) -> Int {
    var height: Int
    if let fixed = cell.height {
      height = grid.pixels(fixed)
    } else if let measured = content.height(
      ofContentOf: cell, width: cell.isBuiltIn ? geometry.builtInWidth : geometry.contentWidth)
    {
      height = grid.pixelsUp(measured)
      if cell.isBuiltIn { height = max(height, grid.pixels(BuiltInCell.minimumHeight)) }
    } else {
      height = grid.pixels(44)
    }
    if options.style == .cards {
      let margins = cardMargins(item: item, count: count, options: options, grid: grid)
      height += margins.top + margins.bottom
    }
    return height
  }

  /// A grid line's slot: its tallest item, plus line spacing unless it is the section's last line.
  static func lineSlot(_ line: Int, geometry: SectionGeometry, heights: (Int) -> Int) -> Int {
    let start = geometry.firstItem + line * geometry.columns
    let end = min(start + geometry.columns, geometry.firstItem + geometry.itemCount)
    var tallest = 0
    for item in start..<end { tallest = max(tallest, heights(item)) }
    let isLast = line == geometry.rowCount - 1
    return tallest + (isLast ? 0 : geometry.lineSpacing)
  }

  /// A grid line's slot, from the heights its cells have now.
  func lineSlot(_ line: Int, in section: Int) -> Int {
    Layout.lineSlot(line, geometry: sections[section], heights: { Int(cells[$0].height) })
  }

  /// The state a cell gets where a layout places it: the state `previous` (the layout before a
  /// change) measured for the same declaration at the same width and an equivalent position —
  /// UIKit keeps its cached sizes — else its estimate when heights are estimated, whatever its
  /// declared height (UIKit asks `tableView(_:heightForRowAt:)` or the cell only when the row is
  /// about to be displayed — iOS 7's `UITableView.h`: the height calls "will be deferred until
  /// views are ready to be displayed" — and lays every other row out at the estimate), else its
  /// height measured now.
  static func settledState(
    of cell: CellDeclaration, item: Int, count: Int, geometry: SectionGeometry, previous: Layout?,
    options: ListOptions, content: ContentLayout, grid: PixelGrid
  ) -> ItemState {
    if let previous, let flat = previous.flatIndex(of: cell.id),
      let reused = previous.reusableState(of: cell, atFlat: flat, position: item, count: count, in: geometry)
    {
      return reused
    }
    if let estimated = options.estimatedHeight {
      return ItemState(height: Int32(clamping: grid.pixels(estimated)), tag: 0, measured: false, measureCount: 0)
    }
    let height = naturalHeight(
      of: cell, item: item, count: count, geometry: geometry, options: options, content: content, grid: grid)
    return ItemState(height: Int32(clamping: height), tag: 0, measured: true, measureCount: 1)
  }

  /// The state a previous layout (its `sections` and its cell `states` in order) measured for the
  /// cell a diff pairs with the new cell at `path`, when it can be kept: measured, not reloaded (its
  /// declaration is the same), at the same width and an equivalent position.
  ///
  /// - Complexity: O(1) (O(log r) for pairs kept as runs).
  static func reusableState(
    sourceOf path: ItemPath, in sources: Correspondence, sections: [SectionGeometry],
    states: ContiguousArray<ItemState>, style: ListStyle, position: Int, count: Int, geometry: SectionGeometry
  ) -> ItemState? {
    guard let source = sources.source(ofItem: path), !sources.isItemReloaded(path) else { return nil }
    let old = sections[source.section]
    let state = states[old.firstItem + source.item]
    guard state.measured, old.measuresLike(geometry) else { return nil }
    if style == .cards {
      guard (source.item == 0) == (position == 0), (source.item == old.itemCount - 1) == (position == count - 1) else {
        return nil
      }
    }
    return state
  }

  /// The state this layout measured for the same cell, the one at `flat`, at the same width and
  /// position, so that a change keeps self-sizing results as UIKit keeps its cached sizes.
  func reusableState(
    of cell: CellDeclaration, atFlat previousIndex: Int, position: Int, count: Int, in geometry: SectionGeometry
  ) -> ItemState? {
    let state = cells[previousIndex]
    guard state.measured else { return nil }
    let (section, item) = location(ofItem: previousIndex)
    let old = sections[section]
    guard declaration.sections[section].cells[item] == cell, old.measuresLike(geometry) else {
      return nil
    }
    // Cards carry position-dependent margins: only reuse at an equivalent position.
    if options.style == .cards {
      let wasFirst = item == 0
      let wasLast = item == old.itemCount - 1
      guard wasFirst == (position == 0), wasLast == (position == count - 1) else { return nil }
    }
    return state
  }

  /// The flat index of the cell `id`, if the list has it.
  ///
  /// - Complexity: O(log s) expected, plus reading the tags of one chunk of cells.
  func flatIndex(of id: Identifier) -> Int? {
    cells.flat(of: id) { flat in
      let (section, item) = location(ofItem: flat)
      return declaration.sections[section].cells[item].id
    }
  }

  /// The section and item of a flat item index.
  ///
  /// - Complexity: O(log s) in the number of sections.
  func location(ofItem flat: Int) -> (section: Int, item: Int) {
    var low = 0
    var high = sections.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if sections[middle].firstItem <= flat { low = middle } else { high = middle - 1 }
    }
    // The last section starting at or before `flat` holds it: empty sections share their first item
    // with the next section, so they always come before it.
    return (low, flat - sections[low].firstItem)
  }

  /// The slot holding a flat item (its table row or grid line).
  func slot(ofItem flat: Int, in section: Int) -> Int {
    let geometry = sections[section]
    let item = flat - geometry.firstItem
    return geometry.firstSlot + 1 + (options.style.isGrid ? item / geometry.columns : item)
  }

  /// Space above the first section, in pixels.
  var contentTop: Int { grid.pixels(options.contentInsets.top) }

  /// Total content height in pixels.
  var contentHeightPixels: Int {
    switch engine {
    case .rows(let rows): contentTop + rows.total + grid.pixels(options.contentInsets.bottom)
    case .compositional(let geometry): grid.pixels(geometry.contentLength)
    case .plugin(let geometry): geometry.contentHeight
    }
  }

  /// The viewport's length along the scroll axis in pixels (its height, but a horizontal
  /// compositional list's width).
  var viewportHeightPixels: Int { grid.pixels(viewportLength) }

  /// The axis the list scrolls along: vertical, but for a compositional list configured with
  /// `scrollDirection` horizontal.
  public var scrollAxis: LayoutAxis {
    if case .compositional(let geometry) = engine { geometry.axis } else { .vertical }
  }

  /// The viewport's length along the scroll axis, and across it, in points.
  var viewportLength: Double { scrollAxis == .vertical ? options.height : options.width }
  var crossLength: Double { scrollAxis == .vertical ? options.width : options.height }

  /// The largest content offset: the content's end (plus the safe area's bottom) at the
  /// viewport's bottom; never above the smallest.
  var maximumOffsetPixels: Int {
    max(minimumOffsetPixels, contentHeightPixels + safeEndPixels - viewportHeightPixels)
  }
}

/// The data a layout keeps of its own declaration (shared by the layout's copies).
final class KnownData: Sendable {
  let data: DeclarationData
  init(_ data: DeclarationData) { self.data = data }
}
