import ListCollections
import ListDeclaration
import ListDiff

/// The geometry of a compositional list, in points, unrounded (frames are rounded to the pixel
/// grid as they are read).
///
/// Along the scroll ``axis`` — down a vertical list, to the right in a horizontal one — lies one
/// span per stretch of content (``SpanTree``): the list's start (its content inset and global
/// header), then per section a start span (the space before it, its boundary items before its
/// content, its inset on that side), one span per group — or one for an orthogonal section's
/// whole row — and an end span (its inset and boundary items on the other side), then the list's
/// end. A cell's frame is kept relative to its group, a group's position across the scroll axis
/// with the group; so a cell that measures itself changes its group and its group's span, and
/// everything after it moves in O(log n).
///
/// Only the section level turns with the axis: a group lines its items up along its own axis
/// (an `hgroup` is a row in either list), and fractions are of the same containers.
struct CompositionalGeometry: Sendable {
  struct Section: Sendable {
    var resolved: ResolvedSection
    var firstItem: Int
    var itemCount: Int
    var firstGroup: Int
    var groupCount: Int
    var startSpan: Int
    /// The group spans (one per group; one for an orthogonal row; none without cells).
    var groupSpanCount: Int
    /// The length along the scroll axis of the boundary items that take space of their own
    /// before the section's content (its header in a vertical list, a leading item in a
    /// horizontal one), and of those after it.
    var startBand: Double
    var endBand: Double
    /// Boundary items and their sizes.
    var boundaries: [PlacedBoundary]
    /// Orthogonal sections: how far the row is scrolled across the scroll axis, and the row's
    /// length across it (from the section's edge to the end of its inset on the far side).
    var orthogonalOffset: Double
    var rowLength: Double
    /// Whether the row's offset was carried over from a previous layout (else it starts at its
    /// first stop).
    var offsetRestored = false

    var endSpan: Int { startSpan + groupSpanCount + 1 }
    var isOrthogonal: Bool {
      // A pattern, not `!=`: the enum's `==` lives in ListDeclaration and is not inlined, and
      // calling it made every read of a section in the array a copy of the whole section.
      if case .none = resolved.section.orthogonalScrolling { false } else { true }
    }
    var groupSpacing: Double { resolved.section.interGroupSpacing }
  }

  /// How far the section's row is scrolled across the scroll axis: its offset for an orthogonal
  /// section, 0 for another. Read for every cell shown; it reads the two fields in place, where
  /// taking the section out of the array would copy its resolved layout.
  func scrolledAcross(section: Int) -> Double {
    sections[section].isOrthogonal ? sections[section].orthogonalOffset : 0
  }

  struct Group: Sendable {
    var section: Int
    var firstItem: Int
    var count: Int
    /// Where the group's origin lies across the scroll axis (its x in a vertical list, its y in a
    /// horizontal one; an orthogonal row's before it is scrolled).
    var across: Double
    var size: LayoutExtent
    var span: Int
  }

  struct Item: Sendable {
    /// The cell's frame relative to its group's origin.
    var frame: Rect
    var group: Int
    /// The size the cell measured itself at (its estimated axes), when it has.
    var measured: LayoutExtent?
    /// The position in its group at which it measured itself: which of the section's items it
    /// stood in (see ``CompositionalGeometry/measuredSize(of:at:)``).
    var measuredPosition: Int32 = 0
  }

  /// A boundary item with its size and content.
  struct PlacedBoundary: Sendable {
    var item: BoundaryItem
    var size: LayoutExtent
    /// Its band across the scroll axis: where its alignment places it across.
    var bandStart: Double
    var bandLength: Double
    /// How far its content is inset from its leading and trailing edges: a list section's
    /// headers and footers follow its cells' content view (see ``ContentViewInsets``).
    var contentLeading = 0.0
    var contentTrailing = 0.0

    /// Where its content is laid out in a frame `width` wide (and `height` tall), in the frame's
    /// coordinates.
    func contentRect(width: Double, height: Double) -> Rect {
      let leading = min(contentLeading, width)
      let trailing = min(contentTrailing, width - leading)
      return Rect(x: leading, y: 0, width: width - leading - trailing, height: height)
    }
  }

  /// The axis the list scrolls along (`scrollDirection`).
  var axis: LayoutAxis
  var sections: [Section]
  var groups: [Group]
  var items: [Item]
  var spans: SpanTree
  /// The list's own boundary items (`boundarySupplementaryItems` of the configuration).
  var global: [PlacedBoundary]
  var globalStartBand: Double
  var globalEndBand: Double
  var listInsets: EdgeInsets
  /// How far a supplementary item may reach out of its cell, or a boundary item out of its
  /// section, along the scroll axis (see ``reach(of:viewport:axis:)``).
  var attachedReach: Double
  /// How far a cell reaches out of its group along the scroll axis (an item taller than its
  /// group, or pushed out by its edge spacing, or measured taller than a group of fixed height):
  /// it only grows as cells measure themselves.
  var overflowReach: Double

  /// How far beyond the viewport an element may lie and still show.
  var reach: Double { attachedReach + overflowReach }

  /// The content's length along the scroll axis in points (its height in a vertical list).
  var contentLength: Double { spans.total }
}

extension CompositionalGeometry {
  /// Lays out every section of a checked compositional declaration. Cells whose item has an
  /// estimated dimension wait at their estimate (unless `previous` measured the same cell at the
  /// same width); the others are final.
  ///
  /// In three steps: the list's own boundary items, then each section — its boundary items
  /// (``placeBoundaries(of:at:resolved:environment:)``), its groups (``SpanBuilder``) — and last
  /// the orthogonal rows' offsets (``placeRows(reusing:previous:)``).
  ///
  /// - Complexity: O(n) in the cells, plus the size of each section's group.
  init(
    _ valid: ValidDeclaration, content: ContentLayout, previous: Layout?, measured: inout [Bool]
  ) {
    let declaration = valid.declaration
    let options = declaration.options
    let configuration = options.compositional ?? CompositionalConfiguration()
    let axis = configuration.scrollDirection
    let viewport = LayoutExtent(width: options.width, height: options.height)
    let environment = Environment(
      options: options, configuration: configuration, axis: axis, viewport: viewport, content: content)
    listInsets = options.contentInsets
    let old: CompositionalGeometry? = if case .compositional(let geometry) = previous?.engine { geometry } else { nil }

    // The list's own boundary items span it across.
    global = configuration.boundaryItems.map { item in
      Self.place(
        item, node: item.content, container: viewport, across: 0, length: environment.crossLength, content: content)
    }
    globalStartBand = Self.band(global, axis: axis, start: true)
    globalEndBand = Self.band(global, axis: axis, start: false)

    var builder = SpanBuilder(axis: axis, cellCount: valid.cells.count)
    builder.spanLengths[0] = axis.before(options.contentInsets) + globalStartBand
    for (index, declared) in declaration.sections.enumerated() {
      let resolved = valid.compositionalSections[index]
      let boundaries = Self.placeBoundaries(of: declared, at: index, resolved: resolved, environment: environment)
      builder.addSection(
        declared, at: index, resolved: resolved, boundaries: boundaries,
        reuse: MeasuredSizes(resolved: resolved, cells: declared.cells, old: old, previous: previous))
    }
    builder.spanLengths.append(globalEndBand + axis.after(options.contentInsets))
    measured = builder.measured
    self.axis = axis
    self.sections = builder.sections
    self.groups = builder.groups
    self.items = builder.items
    spans = SpanTree(builder.spanLengths)
    overflowReach = builder.overflow
    attachedReach = Self.reach(of: builder.sections, viewport: viewport, axis: axis)
    placeRows(reusing: old, previous: previous, newIDs: declaration.sections.map(\.id), across: environment.crossLength)
  }

  /// What every section of a list is laid out in.
  struct Environment {
    var options: ListOptions
    var configuration: CompositionalConfiguration
    var axis: LayoutAxis
    var viewport: LayoutExtent
    var content: ContentLayout
    var crossLength: Double { viewport.length(axis.other) }
  }

  /// A section's boundary items, each with its band across the scroll axis, its size and its
  /// content: a header or footer shows the section's declared one; the band is the section's
  /// content insets (`automatic`), or the insets the section's reference names.
  static func placeBoundaries(
    of declared: SectionDeclaration, at index: Int, resolved: ResolvedSection, environment: Environment
  ) -> [PlacedBoundary] {
    let (axis, options, crossLength) = (environment.axis, environment.options, environment.crossLength)
    let cross = axis.other
    let layout = resolved.section
    let reference = layout.supplementaryInsetsReference
    var bandStart = cross.before(resolved.insets)
    var bandLength = max(0, crossLength - cross.before(resolved.insets) - cross.after(resolved.insets))
    if reference != .automatic {
      let (before, after) = reference.insetsAcross(
        axis, safe: options.leadingSafeArea,
        margin: SectionEnvironment(
          index: index, id: declared.id, options: options, sizeClass: environment.configuration.sizeClass
        ).layoutMargin)
      bandStart = min(before, crossLength)
      bandLength = max(0, crossLength - bandStart - after)
    }
    var boundaryContainer = resolved.container
    boundaryContainer.setLength(cross, bandLength)
    let headerStyle = resolved.list?.appearance.supplementaryStyle ?? .plain
    return layout.boundaryItems.map { item in
      var node = item.content
      var declaredText: Supplementary?
      if item.kind == BoundaryItem.headerKind {
        node = Layout.supplementaryNode(declared.header, isHeader: true, style: headerStyle) ?? item.content
        declaredText = declared.header
      } else if item.kind == BoundaryItem.footerKind {
        node = Layout.supplementaryNode(declared.footer, isHeader: false, style: headerStyle) ?? item.content
        declaredText = declared.footer
      }
      // A list section's header and footer follow its cells' content view and margins.
      var inset = ContentViewInsets(leading: 0, trailing: 0, margin: BuiltInCell.margins.left)
      if let list = resolved.list, declaredText != nil {
        inset = list.content
        if declaredText?.isText != true { inset.margin = BuiltInCell.margins.left }
      }
      return Self.place(
        item, node: node, container: boundaryContainer, across: bandStart, length: bandLength,
        content: environment.content, inset: inset)
    }
  }

  /// Gives each orthogonal row its offset: the one it had in `old` (by section id, kept within
  /// the row), else its resting offset.
  private mutating func placeRows(
    reusing old: CompositionalGeometry?, previous: Layout?, newIDs: [Identifier], across crossLength: Double
  ) {
    var offsets: [Identifier: Double] = [:]
    if let old, let previous {
      for (index, section) in old.sections.enumerated() where section.isOrthogonal {
        offsets[previous.declaration.sections[index].id] = section.orthogonalOffset
      }
    }
    for index in sections.indices where sections[index].isOrthogonal {
      if let offset = offsets[newIDs[index]] {
        sections[index].orthogonalOffset = clampedRowOffset(offset, section: index, across: crossLength)
        sections[index].offsetRestored = true
      } else {
        sections[index].orthogonalOffset = restingRowOffset(section: index, across: crossLength)
      }
    }
  }
}

extension CompositionalGeometry {
  /// The farthest along the scroll `axis` a section's supplementary items can reach out of their
  /// cells (their length, at most the viewport's for a fractional one, or 44 for a small one,
  /// moved by their offset), or its boundary items out of their place (their offset, and their
  /// length when they lie over the content or along a side).
  private static func reach(of sections: [Section], viewport: LayoutExtent, axis: LayoutAxis) -> Double {
    var reach = 0.0
    for section in sections {
      for leaf in section.resolved.leaves {
        for supplementary in leaf.supplementaries {
          let length = max(supplementary.size.dimension(axis).length(in: viewport), 44)
          let anchor = supplementary.anchor
          let offset = abs(axis == .vertical ? anchor.offsetY : anchor.offsetX)
          reach = max(reach, anchor.isFractional ? length * (1 + offset) : length + offset)
        }
      }
      for boundary in section.boundaries {
        let item = boundary.item
        let banded =
          item.extendsBoundary && (item.alignment.isStart(along: axis) || item.alignment.isEnd(along: axis))
        let offset = abs(axis == .vertical ? item.offsetY : item.offsetX)
        reach = max(reach, offset + (banded ? 0 : boundary.size.length(axis)))
      }
    }
    return reach
  }

  /// How far the cells of a solved group reach before or after it along `axis`.
  static func overflowReach(of result: GroupSolver.Result, along axis: LayoutAxis) -> Double {
    var reach = 0.0
    for cell in result.cells {
      reach = max(reach, -axis.start(of: cell), axis.start(of: cell) + axis.length(of: cell) - result.size.length(axis))
    }
    return reach
  }

  /// The longest along the scroll `axis` of the boundary items on one edge (`start`: before the
  /// content) that take space of their own.
  static func band(_ items: [PlacedBoundary], axis: LayoutAxis, start: Bool) -> Double {
    items.filter {
      $0.item.extendsBoundary && (start ? $0.item.alignment.isStart(along: axis) : $0.item.alignment.isEnd(along: axis))
    }.map { $0.size.length(axis) }.max() ?? 0
  }

  /// A boundary item's size in `container`, an estimated dimension measured from `node`; its band
  /// across the scroll axis is `length` long from `across`.
  static func place(
    _ item: BoundaryItem, node: Node?, container: LayoutExtent, across: Double, length: Double, content: ContentLayout,
    inset: ContentViewInsets = ContentViewInsets()
  ) -> PlacedBoundary {
    var size = item.size.resolved(in: container)
    var placed = PlacedBoundary(item: item, size: size, bandStart: across, bandLength: length)
    placed.contentLeading = inset.leading + inset.builtInExtra
    placed.contentTrailing = inset.trailing + inset.builtInExtra
    if let node {
      if item.size.width.isEstimated { size.width = content.grid.roundUp(content.intrinsicWidth(of: node)) }
      if item.size.height.isEstimated {
        let width = placed.contentRect(width: size.width, height: 0).width
        size.height = content.grid.roundUp(content.height(of: node, width: width))
      }
    }
    placed.size = size
    placed.item.content = node
    return placed
  }

  /// The sizes a previous layout measured the cells of a section at, for the same items in the
  /// same container.
  struct MeasuredSizes {
    var resolved: ResolvedSection
    /// For each cell of the section: the size it measured itself at in the previous layout, when
    /// it is the same cell in the same container, and a position in a group of this section
    /// whose item is the one it measured itself in (see ``CompositionalGeometry/measuredSize(of:at:in:)``).
    /// Empty when nothing can carry over (a first layout, a section that estimates nothing).
    private var carried: [(size: LayoutExtent, position: Int32)?] = []

    /// - Complexity: O(cells), none when the section estimates nothing or there is no previous
    ///   layout.
    init(resolved: ResolvedSection, cells: CellList, old: CompositionalGeometry?, previous: Layout?) {
      self.resolved = resolved
      guard let old, let previous, resolved.estimatesAnItem else { return }
      carried = Array(repeating: nil, count: cells.count)
      for index in 0..<cells.count {
        let cell = cells[index]
        guard let flat = previous.flatIndex(of: cell.id), let size = old.items[flat].measured else { continue }
        let (section, item) = previous.location(ofItem: flat)
        guard previous.declaration.sections[section].cells[item] == cell,
          old.sections[section].resolved.container == resolved.container
        else { continue }
        let position = Int(old.items[flat].measuredPosition)
        let measuredIn = old.sections[section].resolved.leaf(at: position)
        guard let here = resolved.position(of: measuredIn, trying: position) else { continue }
        carried[index] = (size, Int32(here))
      }
    }

    /// What cell `index` carries over from the previous layout, if anything.
    func carried(at index: Int) -> (size: LayoutExtent, position: Int32)? {
      carried.isEmpty ? nil : carried[index]
    }

    /// The size cell `index` of the section measured itself at in the previous layout, when it
    /// holds in the item at `position` in its group: an item estimated along an axis, the same as
    /// the one the cell measured itself in.
    func size(of index: Int, position: Int) -> LayoutExtent? {
      guard let carried = carried(at: index) else { return nil }
      let leaf = resolved.leaf(at: position)
      guard leaf.size.width.isEstimated || leaf.size.height.isEstimated,
        CompositionalGeometry.sameItem(resolved.leaf(at: Int(carried.position)), leaf)
      else { return nil }
      return carried.size
    }
  }
}
