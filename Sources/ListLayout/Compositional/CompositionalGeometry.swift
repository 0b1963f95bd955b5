import ListDiff

/// The geometry of a compositional list, in points, unrounded (frames are rounded to the pixel
/// grid as they are read).
///
/// Down the list lies one span per stretch of content (``SpanTree``): the list's top (its content
/// inset and global header), then per section a top span (the space before it, its top boundary
/// items, its top inset), one span per group — or one for an orthogonal section's whole row —
/// and a bottom span (its bottom inset and bottom boundary items), then the list's bottom. A
/// cell's frame is kept relative to its group, a group's position across the list with the group;
/// so a cell that measures itself changes its group and its group's span, and everything below
/// moves in O(log n).
struct CompositionalGeometry: Sendable {
  struct Section: Sendable {
    var resolved: ResolvedSection
    var firstItem: Int
    var itemCount: Int
    var firstGroup: Int
    var groupCount: Int
    var topSpan: Int
    /// The group spans (one per group; one for an orthogonal row; none without cells).
    var groupSpanCount: Int
    /// The height of the top boundary items that take space of their own, and of the bottom ones.
    var topBand: Double
    var bottomBand: Double
    /// Boundary items and their sizes.
    var boundaries: [PlacedBoundary]
    /// The group laid out with every item at its estimate (what most groups are).
    var template: GroupSolver.Result
    /// Orthogonal sections: how far the row is scrolled, and the row's width (from the section's
    /// leading edge to the end of its trailing inset).
    var orthogonalOffset: Double
    var rowWidth: Double
    /// Whether the row's offset was carried over from a previous layout (else it starts at its
    /// first stop).
    var offsetRestored = false

    var bottomSpan: Int { topSpan + groupSpanCount + 1 }
    var isOrthogonal: Bool { resolved.section.orthogonalScrolling != .none }
    var groupSpacing: Double { resolved.section.interGroupSpacing }
  }

  struct Group: Sendable {
    var section: Int
    var firstItem: Int
    var count: Int
    /// The x of the group's origin in the list (an orthogonal row's before it is scrolled).
    var x: Double
    var size: LayoutExtent
    var span: Int
  }

  struct Item: Sendable {
    /// The cell's frame relative to its group's origin.
    var frame: Rect
    var group: Int
    /// The size the cell measured itself at (its estimated axes), when it has.
    var measured: LayoutExtent?
  }

  /// A boundary item with its size and content.
  struct PlacedBoundary: Sendable {
    var item: BoundaryItem
    var size: LayoutExtent
    /// Its horizontal band: where its alignment places it across.
    var bandX: Double
    var bandWidth: Double
  }

  var sections: [Section]
  var groups: [Group]
  var items: [Item]
  var spans: SpanTree
  /// The list's own boundary items (`boundarySupplementaryItems` of the configuration).
  var global: [PlacedBoundary]
  var globalTopBand: Double
  var globalBottomBand: Double
  var listInsets: EdgeInsets
  /// How far a supplementary item may reach out of its cell, or a boundary item out of its
  /// section, down the list (see ``reach(of:viewport:)``).
  var attachedReach: Double
  /// How far a cell reaches out of its group down the list (an item taller than its group, or
  /// pushed out by its edge spacing, or measured taller than a group of fixed height): it only
  /// grows as cells measure themselves.
  var overflowReach: Double

  /// How far beyond the viewport an element may lie and still show.
  var reach: Double { attachedReach + overflowReach }

  /// The content height in points.
  var contentHeight: Double { spans.total }
}

extension CompositionalGeometry {
  /// Lays out every section of a checked compositional declaration. Cells whose item has an
  /// estimated dimension wait at their estimate (unless `previous` measured the same cell at the
  /// same width); the others are final.
  ///
  /// - Complexity: O(n) in the cells, plus the size of each section's group.
  init(
    _ valid: ValidDeclaration, content: ContentLayout, previous: Layout?, measured: inout [Bool]
  ) {
    let declaration = valid.declaration
    let options = declaration.options
    let configuration = options.compositional ?? CompositionalConfiguration()
    let width = options.width
    listInsets = options.contentInsets
    var spanLengths: [Double] = [0]
    var sections: [Section] = []
    var groups: [Group] = []
    var items: [Item] = []
    sections.reserveCapacity(declaration.sections.count)
    items.reserveCapacity(valid.cells.count)
    measured = []
    measured.reserveCapacity(valid.cells.count)
    let old = previous?.compositional
    var overflow = 0.0

    // The list's own boundary items span its width.
    let globalContainer = LayoutExtent(width: width, height: options.height)
    global = configuration.boundaryItems.map { item in
      Self.place(item, node: item.content, container: globalContainer, x: 0, content: content)
    }
    globalTopBand = global.filter { $0.item.alignment.isTop && $0.item.extendsBoundary }.map(\.size.height).max() ?? 0
    globalBottomBand =
      global.filter { $0.item.alignment.isBottom && $0.item.extendsBoundary }.map(\.size.height).max() ?? 0
    spanLengths[0] = options.contentInsets.top + globalTopBand

    for (sectionIndex, declared) in declaration.sections.enumerated() {
      let resolved = valid.compositionalSections[sectionIndex]
      let layout = resolved.section
      let leafCount = max(1, resolved.plan.leafCount)
      let template = GroupSolver(measured: { _ in nil }, present: leafCount).solve(
        resolved.plan, container: resolved.container)
      // Boundary items: their band across, their size, their content.
      let reference = layout.supplementaryInsetsReference
      var bandX = resolved.insets.left
      var bandWidth = max(0, width - resolved.insets.horizontal)
      if reference == .none || reference == .safeArea {
        bandX = 0
        bandWidth = width
      } else if reference == .layoutMargins {
        let margin = SectionEnvironment(
          index: sectionIndex, id: declared.id, options: options, sizeClass: configuration.sizeClass
        ).layoutMargin
        bandX = margin
        bandWidth = max(0, width - 2 * margin)
      }
      let boundaryContainer = LayoutExtent(width: bandWidth, height: resolved.container.height)
      let headerStyle = resolved.list?.appearance.supplementaryStyle ?? .plain
      let boundaries = layout.boundaryItems.map { item in
        var node = item.content
        if item.kind == BoundaryItem.headerKind {
          node = Layout.supplementaryNode(declared.header, isHeader: true, style: headerStyle) ?? item.content
        } else if item.kind == BoundaryItem.footerKind {
          node = Layout.supplementaryNode(declared.footer, isHeader: false, style: headerStyle) ?? item.content
        }
        return Self.place(item, node: node, container: boundaryContainer, x: bandX, content: content)
      }
      let topBand =
        boundaries.filter { $0.item.alignment.isTop && $0.item.extendsBoundary }.map(\.size.height).max() ?? 0
      let bottomBand =
        boundaries.filter { $0.item.alignment.isBottom && $0.item.extendsBoundary }.map(\.size.height).max() ?? 0

      let itemCount = declared.cells.count
      let orthogonal = layout.orthogonalScrolling != .none
      var section = Section(
        resolved: resolved, firstItem: items.count, itemCount: itemCount, firstGroup: groups.count,
        groupCount: 0, topSpan: spanLengths.count, groupSpanCount: 0,
        topBand: topBand, bottomBand: bottomBand, boundaries: boundaries, template: template, orthogonalOffset: 0,
        rowWidth: 0)
      spanLengths.append(resolved.spaceBefore + topBand + resolved.insets.top)

      // Which cells wait for their measurement, and which a previous layout measured.
      func reused(_ cellIndex: Int, position: Int) -> LayoutExtent? {
        let leaf = resolved.leaf(at: position)
        guard leaf.size.width.isEstimated || leaf.size.height.isEstimated, let old else { return nil }
        return Self.reusableSize(
          of: declared.cells[cellIndex], leaf: leaf, container: resolved.container, in: old, previous: previous!)
      }
      var itemIndex = 0
      var rowX = resolved.insets.left
      var rowHeight = 0.0
      var groupCount = 0
      while itemIndex < itemCount {
        let first = items.count
        let start = itemIndex
        let present =
          resolved.flow.map { flow in
            flow.count(from: start, end: itemCount) { reused($0, position: $0 - start) }
          } ?? min(leafCount, itemCount - itemIndex)
        var sizes: [LayoutExtent?] = Array(repeating: nil, count: present)
        var anyMeasured = false
        for leaf in 0..<present {
          let estimated = resolved.leaf(at: leaf).size
          var isMeasured = !(estimated.width.isEstimated || estimated.height.isEstimated)
          if !isMeasured, let size = reused(itemIndex + leaf, position: leaf) {
            sizes[leaf] = size
            isMeasured = true
            anyMeasured = true
          }
          measured.append(isMeasured)
        }
        var result = template
        if present != leafCount || anyMeasured || resolved.flow != nil {
          result = GroupSolver(measured: { $0 < sizes.count ? sizes[$0] : nil }, present: present).solve(
            resolved.plan(holding: present), container: resolved.container)
        }
        overflow = max(overflow, Self.overflowReach(of: result))
        if groupCount > 0 {
          // The spacing after the previous group, now that one follows it.
          if orthogonal {
            rowX += layout.interGroupSpacing
          } else {
            spanLengths[spanLengths.count - 1] += layout.interGroupSpacing
          }
        }
        let span = orthogonal ? section.topSpan + 1 : spanLengths.count
        groups.append(
          Group(
            section: sectionIndex, firstItem: first, count: present, x: orthogonal ? rowX : resolved.insets.left,
            size: result.size, span: span))
        for leaf in 0..<present {
          items.append(Item(frame: result.cells[leaf], group: groups.count - 1, measured: sizes[leaf]))
        }
        itemIndex += present
        groupCount += 1
        if orthogonal {
          rowX += result.size.width
          rowHeight = max(rowHeight, result.size.height)
        } else {
          spanLengths.append(result.size.height)
        }
      }
      section.groupCount = groupCount
      section.groupSpanCount = groupCount == 0 ? 0 : (orthogonal ? 1 : groupCount)
      if orthogonal, groupCount > 0 {
        spanLengths.append(rowHeight)
        section.rowWidth = rowX + resolved.insets.right
      }
      spanLengths.append(resolved.insets.bottom + bottomBand)
      sections.append(section)
    }
    spanLengths.append(globalBottomBand + options.contentInsets.bottom)
    self.sections = sections
    self.groups = groups
    self.items = items
    spans = SpanTree(spanLengths)
    overflowReach = overflow
    attachedReach = Self.reach(of: sections, viewport: LayoutExtent(width: width, height: options.height))
    // Orthogonal rows keep their scroll position (by section id) across a change.
    if let old, let previous {
      var offsets: [Identifier: Double] = [:]
      for (index, section) in old.sections.enumerated() where section.isOrthogonal {
        offsets[previous.declaration.sections[index].id] = section.orthogonalOffset
      }
      for index in self.sections.indices where self.sections[index].isOrthogonal {
        if let offset = offsets[declaration.sections[index].id] {
          self.sections[index].orthogonalOffset = clampedRowOffset(offset, section: index, width: width)
          self.sections[index].offsetRestored = true
        } else {
          self.sections[index].orthogonalOffset = restingRowOffset(section: index, width: width)
        }
      }
    } else {
      for index in self.sections.indices where self.sections[index].isOrthogonal {
        self.sections[index].orthogonalOffset = restingRowOffset(section: index, width: width)
      }
    }
  }

  /// The farthest a section's supplementary items can reach out of their cells (their height,
  /// at most the viewport's for a fractional one, or 44 for a small one, moved by their offset),
  /// or its boundary items out of their place (their offset, and their height when they lie over
  /// the content or along a side).
  private static func reach(of sections: [Section], viewport: LayoutExtent) -> Double {
    var reach = 0.0
    for section in sections {
      for leaf in section.resolved.leaves {
        for supplementary in leaf.supplementaries {
          let height = max(supplementary.size.height.length(in: viewport), 44)
          let offset = abs(supplementary.anchor.offsetY)
          reach = max(reach, supplementary.anchor.isFractional ? height * (1 + offset) : height + offset)
        }
      }
      for boundary in section.boundaries {
        let item = boundary.item
        let banded = item.extendsBoundary && (item.alignment.isTop || item.alignment.isBottom)
        reach = max(reach, abs(item.offsetY) + (banded ? 0 : boundary.size.height))
      }
    }
    return reach
  }

  /// How far the cells of a solved group reach above or below it.
  static func overflowReach(of result: GroupSolver.Result) -> Double {
    var reach = 0.0
    for cell in result.cells { reach = max(reach, -cell.y, cell.maxY - result.size.height) }
    return reach
  }

  /// A boundary item's size in `container`, an estimated dimension measured from `node`.
  static func place(
    _ item: BoundaryItem, node: Node?, container: LayoutExtent, x: Double, content: ContentLayout
  ) -> PlacedBoundary {
    var size = item.size.resolved(in: container)
    if let node {
      if item.size.width.isEstimated { size.width = content.grid.roundUp(content.intrinsicWidth(of: node)) }
      if item.size.height.isEstimated {
        size.height = content.grid.roundUp(content.height(of: node, width: size.width))
      }
    }
    var placed = PlacedBoundary(item: item, size: size, bandX: x, bandWidth: container.width)
    placed.item.content = node
    return placed
  }

  /// The size a previous layout measured the same cell at, for the same item at the same width.
  private static func reusableSize(
    of cell: CellDeclaration, leaf: CompositionalItem, container: LayoutExtent, in old: CompositionalGeometry,
    previous: Layout
  ) -> LayoutExtent? {
    guard let flat = previous.flatIndex(of: cell.id), let size = old.items[flat].measured else { return nil }
    let (section, item) = previous.location(ofItem: flat)
    guard previous.declaration.sections[section].cells[item] == cell else { return nil }
    let group = old.groups[old.items[flat].group]
    let oldLeaf = old.sections[section].resolved.leaf(at: flat - group.firstItem)
    guard oldLeaf.size == leaf.size, oldLeaf.contentInsets == leaf.contentInsets,
      old.sections[section].resolved.container == container
    else { return nil }
    return size
  }
}
