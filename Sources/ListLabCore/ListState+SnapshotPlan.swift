import ListDeclaration
import ListDiff
import ListLayout

/// The new data of a snapshot applied to a list: each section's declaration — the cells the list
/// shows kept as they are, the others from the cell provider — and the identifiers the diff
/// compares, made in one pass over the snapshot.
struct SnapshotPlan {
  var sections: [SectionDeclaration] = []
  /// New paths of the items reconfigured, or whose declaration changes without a reload.
  var changedInPlace: [ItemPath] = []
  /// New paths of the cells declared anew: new items, reloaded or reconfigured ones, cells of
  /// reloaded sections, cells whose place in an outline changes. A layout measures them again.
  var declaredAnew: [ItemPath] = []
  /// The identifiers of the new data, the reloaded items and sections marked (see
  /// ``IdentifierData``).
  var identifiers = IdentifierData(sections: [])
}

extension ListState {
  /// The declarations a snapshot makes: existing cells kept, the others from the provider (every
  /// one with `providesEveryCell`), each given its place in an outline as `outline` says.
  ///
  /// An item is looked for where the previous one was found, in the same section, before its id
  /// is looked up: a snapshot taken from the list and edited in a few places finds almost every
  /// cell in order. A section whose cells are the old section's, in order and unchanged, up to a
  /// point shares them (``CellList`` copies only the chunks it changes): appending to a section
  /// copies its last chunk, not the section.
  ///
  /// - Complexity: O(n) plus the provider's calls: O(1) per item found in order, an id lookup for
  ///   any other.
  func plan(
    _ snapshot: DataSourceSnapshot, cells provider: CellProvider?, outline: OutlinePlan,
    providesEveryCell: Bool = false, operation: ListChange.Operation
  ) throws(ChangeError) -> SnapshotPlan {
    let old = sections
    var oldIndex: [Identifier: Int] = [:]
    oldIndex.reserveCapacity(old.count)
    for (index, section) in old.enumerated() { oldIndex[section.id] = index }
    let marks = SnapshotMarks(snapshot)
    var plan = SnapshotPlan()
    plan.sections.reserveCapacity(snapshot.sections.count)
    var identifierSections: [IdentifierData.Section] = []
    identifierSections.reserveCapacity(snapshot.sections.count)
    for (sectionIndex, section) in snapshot.sections.enumerated() {
      let whole = providesEveryCell || marks.reloadedSections.contains(section.id)
      var builder = SectionCells(source: oldIndex[section.id], old: old)
      var items: [IdentifierData.Item] = []
      items.reserveCapacity(section.items.count)
      for item in section.items {
        let found = builder.find(item, in: layout, old: old)
        let reloads = whole || marks.isReloaded(item)
        let reconfigures = marks.isReconfigured(item)
        var cell: CellDeclaration
        if let found, !reloads, !reconfigures {
          cell = found.cell
        } else {
          cell = try provide(item, in: section.id, from: provider, operation: operation)
        }
        // A cell's place in an outline comes from the outline's hierarchy, never from the cell.
        switch outline {
        case .flat:
          cell = cell.withOutline(nil)
        case .section(let id, let places):
          cell = cell.withOutline(section.id == id ? places[item] : found?.cell.outline)
        }
        let path = ItemPath(sectionIndex, builder.count)
        // A reconfigured item is reconfigured even when its provider answers as before (UIKit
        // asks for its cell again and reports nothing else); any other kept item whose
        // declaration changes (its place in an outline) changes in place too.
        var unchanged = false
        if let found, !reloads {
          unchanged = !reconfigures && cell == found.cell
          if !unchanged { plan.changedInPlace.append(path) }
        }
        if !unchanged { plan.declaredAnew.append(path) }
        builder.append(cell, sharing: unchanged ? found?.oldPosition : nil)
        items.append(IdentifierData.Item(id: item, content: !whole && marks.isReloaded(item) ? 1 : 0))
      }
      identifierSections.append(IdentifierData.Section(id: section.id, content: whole ? 1 : 0, items: items))
      let cells = builder.finish()
      if let source = builder.source {
        let existing = old[source]
        var declaration = SectionDeclaration(
          id: section.id, content: existing.content, cells: [], provenance: existing.provenance)
        declaration.cells = cells
        declaration.isImplicit = existing.isImplicit
        // A compositional section's own layout is the section's, like its header and footer.
        declaration.compositional = existing.compositional
        plan.sections.append(declaration)
      } else {
        var declaration = SectionDeclaration(id: section.id, cells: [])
        declaration.cells = cells
        plan.sections.append(declaration)
      }
    }
    plan.identifiers = IdentifierData(sections: identifierSections)
    return plan
  }
}

/// What a snapshot marks for its apply, as sets (empty ones answer without hashing).
private struct SnapshotMarks {
  let reloadedItems: Set<Identifier>
  let reconfiguredItems: Set<Identifier>
  let reloadedSections: Set<Identifier>

  init(_ snapshot: DataSourceSnapshot) {
    reloadedItems = Set(snapshot.reloadedItemIdentifiers)
    reconfiguredItems = Set(snapshot.reconfiguredItemIdentifiers)
    reloadedSections = Set(snapshot.reloadedSectionIdentifiers)
  }

  func isReloaded(_ item: Identifier) -> Bool { !reloadedItems.isEmpty && reloadedItems.contains(item) }
  func isReconfigured(_ item: Identifier) -> Bool { !reconfiguredItems.isEmpty && reconfiguredItems.contains(item) }
}

/// The cells of one section of a plan, found in and shared with the old section of the same id
/// (`source`) where they can be.
private struct SectionCells {
  /// The old section with the new section's id.
  let source: Int?
  let oldCells: CellList
  /// Where the next item is looked for first: just after the last one found in the old section;
  /// the old cell there (read in order, O(1) a cell), nil past the end.
  var cursor = 0
  var next: CellDeclaration?
  var following: CellList.Iterator
  /// While the cells are the old section's first `shared` cells, in order and unchanged, they are
  /// not copied; ``built`` holds them once they part, and `run` the unchanged old cells that
  /// follow one another, appended in one go (whole chunks shared) when the run ends.
  var shared = 0
  var built: CellList?
  var run: Range<Int>?

  init(source: Int?, old: [SectionDeclaration]) {
    self.source = source
    oldCells = source.map { old[$0].cells } ?? CellList()
    following = oldCells.makeIterator()
    next = following.next()
  }

  /// How many cells the section has so far.
  var count: Int { built.map { $0.count + (run?.count ?? 0) } ?? shared }

  /// The section's cells.
  mutating func finish() -> CellList {
    if built != nil {
      flush()
      return built!
    }
    guard shared < oldCells.count else { return oldCells }
    return prefix()
  }

  /// The old section's first `shared` cells, their whole chunks shared.
  private func prefix() -> CellList {
    var prefix = CellList()
    prefix.append(contentsOf: oldCells, range: 0..<shared)
    return prefix
  }

  /// The cell the list shows for `item`, and its position in the old section when it is there:
  /// at the cursor, else wherever the list's index of ids finds it.
  mutating func find(_ item: Identifier, in layout: Layout, old: [SectionDeclaration])
    -> (cell: CellDeclaration, oldPosition: Int?)?
  {
    if let candidate = next, candidate.id == item {
      cursor += 1
      next = following.next()
      return (candidate, cursor - 1)
    }
    guard let path = layout.path(ofCell: item) else { return nil }
    let cell = old[path.section].cells[path.item]
    guard path.section == source else { return (cell, nil) }
    cursor = path.item + 1
    following = oldCells.makeIterator(from: cursor)
    next = following.next()
    return (cell, path.item)
  }

  /// Adds the next cell: `sharing` is the old position of an unchanged cell, which stays shared
  /// when it follows the old cells kept before it.
  mutating func append(_ cell: CellDeclaration, sharing oldPosition: Int?) {
    if built == nil {
      if oldPosition == shared {
        shared += 1
        return
      }
      built = prefix()
    }
    if let oldPosition {
      if let current = run, current.upperBound == oldPosition {
        run = current.lowerBound..<(oldPosition + 1)
        return
      }
      flush()
      run = oldPosition..<(oldPosition + 1)
      return
    }
    flush()
    built!.append(cell)
  }

  /// Appends the pending run of old cells.
  private mutating func flush() {
    guard let current = run else { return }
    built!.append(contentsOf: oldCells, range: current)
    run = nil
  }
}
