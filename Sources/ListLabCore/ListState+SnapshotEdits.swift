import ListAnimation
import ListDeclaration
import ListDiff
import ListLayout

/// A snapshot applied as edits in place: when it only deletes items and inserts new ones — the
/// same sections in the same order, every item the list keeps in the same order, nothing reloaded
/// or reconfigured, no cell leaving an outline — the change is made by the layout's in-place
/// edits (as `l:delete` and `l:insert` are), after one pass over the identifiers. The result is
/// the one the diff would give: the same data, frames and changeset (a *deletes* stage at the old
/// paths, an *item inserts and moves* stage at the new ones) — a diff of identifiers that only
/// deletes and inserts finds no moves.
extension ListState {
  /// The items a snapshot deletes and inserts, by path, when that is all it does.
  struct SnapshotEdits {
    /// Old paths, in order.
    var deleted: [ItemPath] = []
    /// New paths and ids, in order.
    var inserted: [(path: ItemPath, id: Identifier)] = []
  }

  /// What `snapshot` deletes and inserts, when that is all it does (see above); nil when it does
  /// more or the list's style is laid out whole.
  ///
  /// - Complexity: O(n) comparisons of identifiers (reading the cells in order), and an id
  ///   lookup for each item deleted or inserted.
  func edits(of snapshot: DataSourceSnapshot) -> SnapshotEdits? {
    guard editsInPlace, snapshot.reloadedItemIdentifiers.isEmpty, snapshot.reconfiguredItemIdentifiers.isEmpty,
      snapshot.reloadedSectionIdentifiers.isEmpty, snapshot.sections.count == sections.count
    else { return nil }
    var edits = SnapshotEdits()
    for (index, (old, new)) in zip(sections, snapshot.sections).enumerated() {
      guard old.id == new.id else { return nil }
      var kept = old.cells.makeIterator()
      var next = kept.next()
      var oldIndex = 0
      var newIndex = 0
      let items = new.items
      while newIndex < items.count || next != nil {
        if let cell = next {
          // A cell that leaves its outline changes in place: the diff's path reconfigures it.
          guard cell.outline == nil else { return nil }
          if newIndex < items.count, cell.id == items[newIndex] {
            next = kept.next()
            oldIndex += 1
            newIndex += 1
            continue
          }
          if !snapshot.containsItem(cell.id) {
            edits.deleted.append(ItemPath(index, oldIndex))
            next = kept.next()
            oldIndex += 1
            continue
          }
        }
        // The old cell stays (or there is none left): the item must be new to the list, else it
        // moved.
        guard newIndex < items.count, layout.path(ofCell: items[newIndex]) == nil else { return nil }
        edits.inserted.append((ItemPath(index, newIndex), items[newIndex]))
        newIndex += 1
      }
    }
    return edits
  }

  /// Makes `edits` (see ``edits(of:)``), the inserted items' cells from `provider`.
  ///
  /// - Throws: what the provider throws, or for a provided cell with a problem the error the
  ///   whole new data's check gives.
  mutating func apply(
    _ edits: SnapshotEdits, cells provider: CellProvider?, operation: ListChange.Operation,
    animation: AnimationOptions
  ) throws(ChangeError) -> ListChange {
    var cells: [CellDeclaration] = []
    cells.reserveCapacity(edits.inserted.count)
    for (path, id) in edits.inserted {
      cells.append(
        try provide(id, in: sections[path.section].id, from: provider, operation: operation).withOutline(nil))
    }
    if cells.contains(where: \.hasProblems) {
      var data = sections
      for path in edits.deleted.reversed() { data[path.section].cells.remove(at: path.item) }
      for (index, entry) in edits.inserted.enumerated() {
        data[entry.path.section].cells.insert(cells[index], at: entry.path.item)
      }
      _ = try validate(data, for: operation)  // throws: a provided cell has a problem
    }
    let old = layout
    var new = layout
    var stages: [(StageKind, BatchUpdate)] = []
    var correspondence = unchangedEdits
    if !edits.deleted.isEmpty {
      new.apply(.deleteCells(edits.deleted))
      stages.append((.deletes, BatchUpdate(deletes: edits.deleted)))
      for path in edits.deleted { correspondence.removed[path.section, default: []].append(path.item) }
    }
    let afterDeletes = new.declaration
    if !edits.inserted.isEmpty {
      // Runs of consecutive new paths, each inserted where it ends up (the runs before it are in).
      var start = 0
      while start < edits.inserted.count {
        var end = start + 1
        while end < edits.inserted.count, edits.inserted[end].path.section == edits.inserted[start].path.section,
          edits.inserted[end].path.item == edits.inserted[end - 1].path.item + 1
        {
          end += 1
        }
        new.apply(.insertCells(Array(cells[start..<end]), at: edits.inserted[start].path))
        start = end
      }
      let paths = edits.inserted.map(\.path)
      stages.append((.itemInsertsAndMoves, BatchUpdate(inserts: paths)))
      for path in paths { correspondence.inserted[path.section, default: []].append(path.item) }
    }
    if stages.isEmpty { new.apply(.nothing) }
    let after = new.declaration
    let changeset = ListChangeset(
      stages: stages.enumerated().map { index, stage in
        let data = index == stages.count - 1 ? after : afterDeletes
        return ListChangeset.Stage(kind: stage.0, operations: stage.1, deferredAfter: { data.data })
      })
    let transition = Transition(
      from: old, to: new, correspondence: Correspondence(edits: correspondence),
      choreography: animation.choreography, curve: animation.curve, duration: animation.effectiveDuration,
      android: animation.android, moves: DeclaredMoves())  // only deletes and inserts: nothing moves on purpose
    outlines = [:]
    return commit(ListChange(operation: operation, changeset: changeset, transition: transition, old: old, new: new))
  }
}
