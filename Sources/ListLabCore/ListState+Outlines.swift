import ListDeclaration
public import ListDiff
import ListLayout

/// Outline sections: a section snapshot applied to one section, and read back.
///
/// Every cell of a section that shows an outline has a place in it (``CellOutline``): its level,
/// and for an item with children its disclosure. A whole snapshot has no hierarchy, so applying one
/// makes every section flat again (``apply(_:cells:animation:)``); ListLab's own verbs (insert,
/// delete, move, update, batch) keep the places of the cells they do not replace.
extension ListState {
  /// The outline of a section (`snapshot(for:)`). While the section's cells are the visible items
  /// of the outline last applied to it, with their levels and disclosures, that outline; after a
  /// change made with another verb, the outline the cells show: their levels give the tree, an
  /// expanded disclosure an expanded item, and a collapsed one keeps the hidden children it had in
  /// the outline last applied. A section without outline cells reads as its cells, all roots.
  ///
  /// - Throws: ``UnknownID`` for a section the list lacks.
  /// - Complexity: O(m) for the section's m cells, plus the hidden subtrees kept.
  public func sectionSnapshot(of id: Identifier) throws(UnknownID) -> SectionSnapshot {
    guard let section = sections.first(where: { $0.id == id }) else {
      throw UnknownID.section(id, in: sections, operation: .query(.sectionSnapshot))
    }
    let applied = outlines[id]
    if let applied, applied.shows(section.cells) { return applied }
    return SectionSnapshot(showing: section.cells, hiddenFrom: applied)
  }

  /// Applies an outline to a section (`apply(_:to:animatingDifferences:)` of a section snapshot):
  /// the section's cells become the outline's visible items, each with its level and, when it has
  /// children, its disclosure; a cell whose level or disclosure changes is reconfigured. A section
  /// the list lacks is appended; the other sections keep their cells and outlines.
  ///
  /// - Throws: ``ChangeError``: an item already in another section, or what the cell provider does.
  /// - Complexity: O(n), as ``apply(_:cells:animation:)``.
  public mutating func apply(
    _ outline: SectionSnapshot, toSection id: Identifier, cells provider: CellProvider? = nil,
    animation: AnimationOptions = AnimationOptions()
  ) throws(ChangeError) -> ListChange {
    let operation = ListChange.Operation.applySectionSnapshot
    let rows = outline.visibleRows()
    let visible = rows.map(\.id)
    var snapshot = dataSourceSnapshot
    do {
      if let current = try? snapshot.itemIdentifiers(inSection: id) {
        snapshot.deleteItems(current)
      } else {
        try snapshot.appendSections([id])
      }
      try snapshot.appendItems(visible, toSection: id)
    } catch {
      var refused = error
      refused.operation = .change(operation)
      throw ChangeError(.snapshot(refused), in: operation)
    }
    var places: [Identifier: CellOutline] = [:]
    for row in rows { places[row.id] = row.place }
    let change = try apply(
      snapshot, cells: provider, outline: .section(id, places: places), operation: operation, animation: animation)
    outlines[id] = outline
    return change
  }
}

extension SectionSnapshot {
  /// One visible item: its id, level and disclosure.
  struct Row {
    var id: Identifier
    var level: Int
    var disclosure: CellOutline.Disclosure?

    /// The cell's place: every visible item has one, a root without children too (level 0).
    var place: CellOutline { CellOutline(level: level, disclosure: disclosure) }
  }

  /// The visible items with their levels and disclosures, depth first.
  ///
  /// - Complexity: O(visible items).
  func visibleRows() -> [Row] {
    var rows: [Row] = []
    var pending: [(Identifier, Int)] = rootItems.reversed().map { ($0, 0) }
    while let (id, level) = pending.popLast() {
      let children = nodes[id]?.children ?? []
      let expanded = expandedItems.contains(id)
      rows.append(Row(id: id, level: level, disclosure: children.isEmpty ? nil : expanded ? .expanded : .collapsed))
      if expanded { pending += children.reversed().map { ($0, level + 1) } }
    }
    return rows
  }

  /// Whether `cells` are this outline's visible items, each in its place.
  ///
  /// - Complexity: O(visible items).
  func shows(_ cells: some Collection<CellDeclaration>) -> Bool {
    let rows = visibleRows()
    guard rows.count == cells.count else { return false }
    return zip(rows, cells).allSatisfy { row, cell in row.id == cell.id && row.place == cell.outline }
  }

  /// The outline that `cells` show, whose visible items are the cells at their levels: a cell's
  /// parent is the nearest cell before it one level up (a level deeper than that is taken as one
  /// level down), and a parent is expanded, as is a cell with an expanded disclosure. A cell with
  /// a collapsed one and no cell under it is given the hidden children it has in `hidden` (with
  /// everything under them and their expanded states), those that are not cells.
  ///
  /// - Complexity: O(m + the hidden subtrees kept).
  init(showing cells: some Collection<CellDeclaration>, hiddenFrom hidden: SectionSnapshot?) {
    self.init()
    var ancestors: [Identifier] = []
    var collapsed: [Identifier] = []
    for cell in cells {
      let level = min(cell.outline?.level ?? 0, ancestors.count)
      ancestors.removeLast(ancestors.count - level)
      // A cell shows: its parent is expanded.
      if let parent = ancestors.last { expandedItems.insert(parent) }
      adopt(cell.id, under: ancestors.last)
      switch cell.outline?.disclosure {
      case .expanded?: expandedItems.insert(cell.id)
      case .collapsed?: collapsed.append(cell.id)
      case nil: break
      }
      ancestors.append(cell.id)
    }
    guard let hidden else { return }
    let shown = Set(cells.map(\.id))
    for id in collapsed where !expandedItems.contains(id) {
      keepHiddenChildren(of: id, from: hidden, except: shown)
    }
  }

  /// Adds `id` (not yet in the outline) as the last child of `parent`, or the last root.
  private mutating func adopt(_ id: Identifier, under parent: Identifier?) {
    nodes[id] = Node(parent: parent)
    if let parent { nodes[parent]!.children.append(id) } else { rootItems.append(id) }
  }

  /// Copies the subtrees under `id` in `source` (ids in `excluded` or already here left out).
  private mutating func keepHiddenChildren(
    of id: Identifier, from source: SectionSnapshot, except excluded: Set<Identifier>
  ) {
    var pending = (source.nodes[id]?.children ?? []).reversed().map { (item: $0, parent: id) }
    while let (item, parent) = pending.popLast() {
      guard !excluded.contains(item), nodes[item] == nil else { continue }
      adopt(item, under: parent)
      if source.expandedItems.contains(item) { expandedItems.insert(item) }
      pending += (source.nodes[item]?.children ?? []).reversed().map { (item: $0, parent: item) }
    }
  }
}
