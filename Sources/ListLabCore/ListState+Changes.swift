import ListAnimation
public import ListDeclaration
public import ListDiff
import ListLayout

extension ListState {
  /// Replaces the list's data with `sections`, diffed against the current data by identity:
  /// `UICollectionViewDiffableDataSource.apply(_:animatingDifferences:)`.
  ///
  /// - Complexity: O(n) in the cells of both declarations (a diff and a layout that reuses every
  ///   unchanged cell's height).
  public mutating func apply(_ sections: [SectionDeclaration], animation: AnimationOptions = AnimationOptions())
    throws(ChangeError) -> ListChange
  {
    let warnings = ChangeWarning.applying(sections, over: self.sections)
    var change = try change(to: sections, operation: .apply, animation: animation)
    change.warnings = warnings
    return change
  }

  /// Inserts `cells` at `placement` (`insertItems(_:beforeItem:)`, `…afterItem:`, `appendItems`).
  ///
  /// - Complexity: O(k + c + s) for k cells (see ``Layout/apply(_:)``), plus their measuring and the
  ///   transition of what shows; O(n) for a plugin style or cells with a problem.
  public mutating func insert(
    _ cells: [CellDeclaration], at placement: CellPlacement, animation: AnimationOptions = AnimationOptions()
  ) throws(ChangeError) -> ListChange {
    let path = try self.path(of: placement, operation: .insert)
    guard editsInPlace, !cells.isEmpty, !wouldBeInvalid(inserting: cells) else {
      var sections = self.sections
      sections[path.section].cells.insert(contentsOf: cells, at: path.item)
      return try change(to: sections, operation: .insert, animation: animation)
    }
    var edits = unchangedEdits
    edits.inserted[path.section] = Array(path.item..<(path.item + cells.count))
    let inserts = (0..<cells.count).map { ItemPath(path.section, path.item + $0) }
    return commit(
      .insertCells(cells, at: path), operation: .insert,
      stages: [(.itemInsertsAndMoves, BatchUpdate(inserts: inserts))],
      edits: edits, animation: animation)
  }

  /// Deletes the cells with these ids (`deleteItems`).
  ///
  /// - Complexity: O(k + c + s) for k ids (see ``Layout/apply(_:)``); O(n) for a plugin style.
  public mutating func delete(_ ids: [Identifier], animation: AnimationOptions = AnimationOptions())
    throws(ChangeError) -> ListChange
  {
    var paths: Set<ItemPath> = []
    for id in ids { paths.insert(try self.position(ofCell: id, operation: .delete)) }
    guard editsInPlace else {
      var sections = self.sections
      for path in paths.sorted(by: >) { sections[path.section].cells.remove(at: path.item) }
      return try change(to: sections, operation: .delete, animation: animation)
    }
    let sorted = paths.sorted()
    var edits = unchangedEdits
    for path in sorted { edits.removed[path.section, default: []].append(path.item) }
    return commit(
      .deleteCells(sorted), operation: .delete, stages: [(.deletes, BatchUpdate(deletes: sorted))], edits: edits,
      animation: animation)
  }

  /// Moves the cell `id` to `placement` (`moveItem(_:beforeItem:)`, `…afterItem:`), possibly into
  /// another section.
  ///
  /// - Complexity: O(c + s) (see ``Layout/apply(_:)``); O(n) for a plugin style.
  public mutating func move(
    _ id: Identifier, to placement: CellPlacement, animation: AnimationOptions = AnimationOptions()
  ) throws(ChangeError) -> ListChange {
    switch placement {
    case .before(let other), .after(let other):
      if other == id { throw ChangeError(.cellPlacedRelativeToItself(placement), in: .move) }
    case .endOf:
      break
    }
    let from = try self.position(ofCell: id, operation: .move)
    // The destination once the cell has left its place.
    var to = try self.path(of: placement, operation: .move)
    if to.section == from.section, to.item > from.item { to.item -= 1 }
    guard editsInPlace else {
      var sections = self.sections
      let cell = sections[from.section].cells.remove(at: from.item)
      sections[to.section].cells.insert(cell, at: to.item)
      return try change(to: sections, operation: .move, animation: animation)
    }
    guard to != from else {
      return commit(.nothing, operation: .move, stages: [], edits: unchangedEdits, animation: animation)
    }
    var edits = unchangedEdits
    edits.removed[from.section] = [from.item]
    edits.inserted[to.section] = [to.item]
    edits.moves = [ItemMove(from: from, to: to)]
    return commit(
      .moveCell(from: from, to: to), operation: .move,
      stages: [(.itemInsertsAndMoves, BatchUpdate(moves: [MoveDetection.moveOfOneItem(from: from, to: to)]))],
      edits: edits,
      animation: animation)
  }

  /// Replaces the declaration of the cell `id` with `cell` (same id): the diff reloads it.
  ///
  /// - Complexity: O(log n + c + s) plus measuring the cell (see ``Layout/apply(_:)``); O(n) for a
  ///   plugin style or a cell with a problem.
  public mutating func update(
    _ id: Identifier, to cell: CellDeclaration, animation: AnimationOptions = AnimationOptions()
  ) throws(ChangeError) -> ListChange {
    let path = try self.position(ofCell: id, operation: .update)
    guard cell.id == id else { throw ChangeError(.updateChangesID(old: id, new: cell.id), in: .update) }
    // New content, the same place in an outline (see ListState+Outlines.swift).
    let cell = cell.withOutline(sections[path.section].cells[path.item].outline)
    guard editsInPlace, !cell.hasProblems else {
      var sections = self.sections
      sections[path.section].cells[path.item] = cell
      return try change(to: sections, operation: .update, animation: animation)
    }
    guard sections[path.section].cells[path.item] != cell else {
      return commit(.nothing, operation: .update, stages: [], edits: unchangedEdits, animation: animation)
    }
    var edits = unchangedEdits
    edits.reloadedItems = [path]
    return commit(
      .reloadCell(at: path, cell), operation: .update, stages: [(.itemReloads, BatchUpdate(reloads: [path]))],
      edits: edits, animation: animation)
  }

  /// Inserts a section (`insertSections(_:beforeSection:)`, `…afterSection:`, `appendSections`).
  ///
  /// - Complexity: O(s + its cells); O(n) for a plugin style or a section with a problem.
  public mutating func insertSection(
    _ section: SectionDeclaration, at placement: SectionPlacement = .end,
    animation: AnimationOptions = AnimationOptions()
  ) throws(ChangeError) -> ListChange {
    let index: Int
    switch placement {
    case .end: index = sections.count
    case .before(let id): index = try position(ofSection: id, operation: .insertSection)
    case .after(let id): index = try position(ofSection: id, operation: .insertSection) + 1
    }
    guard editsInPlace, isValid(adding: section) else {
      var sections = self.sections
      sections.insert(section, at: index)
      return try change(to: sections, operation: .insertSection, animation: animation)
    }
    var sources: [Int?] = sections.indices.map { $0 }
    sources.insert(nil, at: index)
    return commit(
      .insertSection(section, at: index), operation: .insertSection,
      stages: [(.sectionInsertsAndMoves, BatchUpdate(sectionInserts: [index]))],
      edits: CorrespondenceEdits(oldItemCounts: sections.map(\.cells.count), sectionSources: sources),
      animation: animation)
  }

  /// Deletes a section and its cells (`deleteSections`).
  ///
  /// - Complexity: O(s + its cells); O(n) for a plugin style.
  public mutating func deleteSection(_ id: Identifier, animation: AnimationOptions = AnimationOptions())
    throws(ChangeError) -> ListChange
  {
    let index = try position(ofSection: id, operation: .deleteSection)
    guard editsInPlace else {
      var sections = self.sections
      sections.remove(at: index)
      return try change(to: sections, operation: .deleteSection, animation: animation)
    }
    var sources: [Int?] = sections.indices.map { $0 }
    sources.remove(at: index)
    return commit(
      .deleteSection(at: index), operation: .deleteSection, stages: [(.deletes, BatchUpdate(sectionDeletes: [index]))],
      edits: CorrespondenceEdits(oldItemCounts: sections.map(\.cells.count), sectionSources: sources),
      animation: animation)
  }

  /// Moves a section (`moveSection(_:beforeSection:)`, `…afterSection:`; `.end` moves it last).
  ///
  /// - Complexity: O(s + its cells); O(n) for a plugin style.
  public mutating func moveSection(
    _ id: Identifier, to placement: SectionPlacement, animation: AnimationOptions = AnimationOptions()
  ) throws(ChangeError) -> ListChange {
    let from = try position(ofSection: id, operation: .moveSection)
    var remaining = sections
    let moved = remaining.remove(at: from)
    func index(of other: Identifier) throws(ChangeError) -> Int {
      guard other != id else { throw ChangeError(.sectionPlacedRelativeToItself, in: .moveSection) }
      guard let found = remaining.firstIndex(where: { $0.id == other }) else {
        throw ChangeError.noSection(other, in: sections, operation: .moveSection, placing: true)
      }
      return found
    }
    let to: Int
    switch placement {
    case .before(let other): to = try index(of: other)
    case .after(let other): to = try index(of: other) + 1
    case .end: to = remaining.count
    }
    guard editsInPlace else {
      remaining.insert(moved, at: to)
      return try change(to: remaining, operation: .moveSection, animation: animation)
    }
    guard to != from else {
      return commit(.nothing, operation: .moveSection, stages: [], edits: unchangedEdits, animation: animation)
    }
    var sources: [Int?] = sections.indices.map { $0 }
    sources.remove(at: from)
    sources.insert(from, at: to)
    return commit(
      .moveSection(from: from, to: to), operation: .moveSection,
      stages: [
        (.sectionInsertsAndMoves, BatchUpdate(sectionMoves: [MoveDetection.moveOfOneSection(from: from, to: to)]))
      ],
      edits: CorrespondenceEdits(oldItemCounts: sections.map(\.cells.count), sectionSources: sources),
      animation: animation)
  }

  // MARK: The general change

  /// Lays out `sections`, diffs them against the current data and animates the change.
  ///
  /// - Complexity: O(n) (times the stages for the `staged` choreography).
  mutating func change(
    to sections: [SectionDeclaration], operation: ListChange.Operation, animation: AnimationOptions
  ) throws(ChangeError) -> ListChange {
    let old = layout
    let valid = try validate(sections, for: operation)
    let before = old.data
    let after = valid.declaration.data
    let diff: Diff<SectionContent, CellDeclaration>
    do {
      diff = try Diff(from: before, to: after)
    } catch {
      // A valid declaration has unique ids, so the diff cannot refuse it.
      preconditionFailure("the diff refused checked data: \(error)")
    }
    // The diff's pairs tell the layout which heights it keeps, by index.
    var new = try relayout(valid, reusing: old, sources: diff.correspondence, for: operation)
    new.keep(data: after)
    let changeset = diff.changeset
    let transition = try self.transition(
      from: old, to: new, changeset: changeset, correspondence: diff.correspondence,
      stageCorrespondences: { diff.stageCorrespondences(from: before) }, operation: operation, animation: animation)
    return commit(ListChange(operation: operation, changeset: changeset, transition: transition, old: old, new: new))
  }

  /// The transition of a change whose stages and pairs are known: one segment, or for the `staged`
  /// choreography one per stage, between layouts of each stage's data.
  ///
  /// - Complexity: O((k + c) log n) for k elements that show and c changes; O(n) per stage for
  ///   `staged`.
  func transition(
    from old: Layout, to new: Layout, changeset: ListChangeset, correspondence: Correspondence,
    stageCorrespondences: () -> [Correspondence], operation: ListChange.Operation, animation: AnimationOptions
  ) throws(ChangeError) -> Transition {
    guard animation.choreography == .staged else {
      return Transition(
        from: old, to: new, correspondence: correspondence, choreography: animation.choreography,
        curve: animation.curve, duration: animation.effectiveDuration, android: animation.android,
        moves: DeclaredMoves(changeset))
    }
    var layouts = [old]
    // A stage's data holds each section's content, not a compositional section's own layout:
    // the sections take theirs from the new declaration, else the old one.
    var ownLayouts: [Identifier: SectionLayout] = [:]
    for section in old.declaration.sections + new.declaration.sections {
      ownLayouts[section.id] = section.compositional
    }
    for stage in changeset.stages.dropLast() {
      var intermediate = ListDeclaration(options: old.options, data: stage.after)
      if !ownLayouts.isEmpty {
        for index in intermediate.sections.indices {
          intermediate.sections[index].compositional = ownLayouts[intermediate.sections[index].id]
        }
      }
      let valid: ValidDeclaration
      do {
        valid = try ValidDeclaration(intermediate, subject: "sections for \(operation)")
      } catch {
        throw ChangeError(.invalidDeclaration(error), in: operation)
      }
      layouts.append(try relayout(valid, reusing: layouts[layouts.count - 1], for: operation))
    }
    layouts.append(new)
    return Transition(
      stages: layouts, correspondences: stageCorrespondences(), curve: animation.curve,
      stageDuration: animation.effectiveDuration, moves: changeset.stages.map(DeclaredMoves.init))
  }

  // MARK: Finding cells and sections

  /// The section and item of the cell `id`.
  ///
  /// - Complexity: O(1) expected (the layout's index of ids).
  /// `placing`: `id` places cells (`{before = id}`), it is not what the operation acts on.
  func position(ofCell id: Identifier, operation: ListChange.Operation, placing: Bool = false) throws(ChangeError)
    -> ItemPath
  {
    guard let path = layout.path(ofCell: id) else {
      throw ChangeError.noCell(id, in: sections, operation: operation, placing: placing)
    }
    return path
  }

  /// Where `placement` puts cells in the list as it is.
  func path(of placement: CellPlacement, operation: ListChange.Operation) throws(ChangeError) -> ItemPath {
    switch placement {
    case .before(let id): return try position(ofCell: id, operation: operation, placing: true)
    case .after(let id):
      let path = try position(ofCell: id, operation: operation, placing: true)
      return ItemPath(path.section, path.item + 1)
    case .endOf(let id):
      let section = try position(ofSection: id, operation: operation)
      return ItemPath(section, sections[section].cells.count)
    }
  }

  /// Whether the list stays valid with `section` added: nothing wrong with the section on its own,
  /// and its ids new to the list.
  func isValid(adding section: SectionDeclaration) -> Bool {
    guard !sections.contains(where: { $0.id == section.id }) else { return false }
    let alone = ListDeclaration(options: layout.options, sections: [section])
    guard (try? ValidDeclaration(alone)) != nil else { return false }
    return section.cells.allSatisfy { layout.path(ofCell: $0.id) == nil }
  }

  func position(ofSection id: Identifier, operation: ListChange.Operation) throws(ChangeError) -> Int {
    guard let index = sections.firstIndex(where: { $0.id == id }) else {
      throw ChangeError.noSection(id, in: sections, operation: operation)
    }
    return index
  }
}
