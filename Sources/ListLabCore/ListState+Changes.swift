import ListAnimation
public import ListDiff
public import ListLayout

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
  public mutating func insert(
    _ cells: [CellDeclaration], at placement: CellPlacement, animation: AnimationOptions = AnimationOptions()
  ) throws(ChangeError) -> ListChange {
    var sections = self.sections
    try Self.insert(cells, at: placement, into: &sections, operation: .insert)
    return try change(to: sections, operation: .insert, animation: animation)
  }

  /// Deletes the cells with these ids (`deleteItems`).
  public mutating func delete(_ ids: [Identifier], animation: AnimationOptions = AnimationOptions())
    throws(ChangeError) -> ListChange
  {
    var sections = self.sections
    for id in ids {
      let position = try self.position(ofCell: id, operation: .delete)
      sections[position.section].cells.removeAll { $0.id == id }
    }
    return try change(to: sections, operation: .delete, animation: animation)
  }

  /// Moves the cell `id` to `placement` (`moveItem(_:beforeItem:)`, `…afterItem:`), possibly into
  /// another section.
  public mutating func move(
    _ id: Identifier, to placement: CellPlacement, animation: AnimationOptions = AnimationOptions()
  ) throws(ChangeError) -> ListChange {
    switch placement {
    case .before(let other), .after(let other):
      if other == id { throw ChangeError(.cellPlacedRelativeToItself(placement), in: .move) }
    case .endOf:
      break
    }
    let position = try self.position(ofCell: id, operation: .move)
    let cell = sections[position.section].cells[position.item]
    var sections = self.sections
    sections[position.section].cells.remove(at: position.item)
    try Self.insert([cell], at: placement, into: &sections, operation: .move)
    return try change(to: sections, operation: .move, animation: animation)
  }

  /// Replaces the declaration of the cell `id` with `cell` (same id): the diff reloads it.
  public mutating func update(
    _ id: Identifier, to cell: CellDeclaration, animation: AnimationOptions = AnimationOptions()
  ) throws(ChangeError) -> ListChange {
    let position = try self.position(ofCell: id, operation: .update)
    guard cell.id == id else { throw ChangeError(.updateChangesID(old: id, new: cell.id), in: .update) }
    var sections = self.sections
    sections[position.section].cells[position.item] = cell
    return try change(to: sections, operation: .update, animation: animation)
  }

  /// Inserts a section (`insertSections(_:beforeSection:)`, `…afterSection:`, `appendSections`).
  public mutating func insertSection(
    _ section: SectionDeclaration, at placement: SectionPlacement = .end,
    animation: AnimationOptions = AnimationOptions()
  ) throws(ChangeError) -> ListChange {
    var sections = self.sections
    switch placement {
    case .end: sections.append(section)
    case .before(let id): sections.insert(section, at: try position(ofSection: id, operation: .insertSection))
    case .after(let id): sections.insert(section, at: try position(ofSection: id, operation: .insertSection) + 1)
    }
    return try change(to: sections, operation: .insertSection, animation: animation)
  }

  /// Deletes a section and its cells (`deleteSections`).
  public mutating func deleteSection(_ id: Identifier, animation: AnimationOptions = AnimationOptions())
    throws(ChangeError) -> ListChange
  {
    var sections = self.sections
    sections.remove(at: try position(ofSection: id, operation: .deleteSection))
    return try change(to: sections, operation: .deleteSection, animation: animation)
  }

  /// Moves a section (`moveSection(_:beforeSection:)`, `…afterSection:`; `.end` moves it last).
  public mutating func moveSection(
    _ id: Identifier, to placement: SectionPlacement, animation: AnimationOptions = AnimationOptions()
  ) throws(ChangeError) -> ListChange {
    var sections = self.sections
    let moved = sections.remove(at: try position(ofSection: id, operation: .moveSection))
    func index(of other: Identifier) throws(ChangeError) -> Int {
      guard other != id else { throw ChangeError(.sectionPlacedRelativeToItself, in: .moveSection) }
      guard let found = sections.firstIndex(where: { $0.id == other }) else {
        throw ChangeError.noSection(other, in: sections, operation: .moveSection)
      }
      return found
    }
    switch placement {
    case .before(let other): sections.insert(moved, at: try index(of: other))
    case .after(let other): sections.insert(moved, at: try index(of: other) + 1)
    case .end: sections.append(moved)
    }
    return try change(to: sections, operation: .moveSection, animation: animation)
  }

  // MARK: The general change

  /// Lays out `sections`, diffs them against the current data and animates the change.
  ///
  /// - Complexity: O(n) (times the stages for the `staged` choreography).
  mutating func change(
    to sections: [SectionDeclaration], operation: ListChange.Operation, animation: AnimationOptions
  ) throws(ChangeError) -> ListChange {
    let old = layout
    let new = try layout(sections, for: operation)
    let before = old.declaration.snapshot
    let diff: Diff<SectionContent, CellDeclaration>
    do {
      diff = try Diff(from: before, to: new.declaration.snapshot)
    } catch {
      // A valid declaration has unique ids, so the diff cannot refuse it.
      preconditionFailure("the diff refused checked data: \(error)")
    }
    let changeset = diff.changeset
    let transition: Transition
    if animation.choreography == .staged {
      var layouts = [old]
      for stage in changeset.stages.dropLast() {
        let intermediate = ListDeclaration(options: old.options, snapshot: stage.after)
        let valid: ValidDeclaration
        do {
          valid = try ValidDeclaration(intermediate, subject: "sections for \(operation)")
        } catch {
          throw ChangeError(.invalidDeclaration(error), in: operation)
        }
        layouts.append(try relayout(valid, reusing: layouts[layouts.count - 1], for: operation))
      }
      layouts.append(new)
      transition = Transition(
        stages: layouts, correspondences: diff.stageCorrespondences(from: before), curve: animation.curve,
        stageDuration: animation.effectiveDuration)
    } else {
      transition = Transition(
        from: old, to: new, correspondence: diff.correspondence, choreography: animation.choreography,
        curve: animation.curve, duration: animation.effectiveDuration, android: animation.android)
    }
    return commit(ListChange(operation: operation, changeset: changeset, transition: transition, old: old, new: new))
  }

  // MARK: Finding cells and sections

  /// The section and item of the cell `id`.
  ///
  /// - Complexity: O(n).
  func position(ofCell id: Identifier, operation: ListChange.Operation) throws(ChangeError) -> ItemPath {
    for (sectionIndex, section) in sections.enumerated() {
      if let item = section.cells.firstIndex(where: { $0.id == id }) { return ItemPath(sectionIndex, item) }
    }
    throw ChangeError.noCell(id, in: sections, operation: operation)
  }

  func position(ofSection id: Identifier, operation: ListChange.Operation) throws(ChangeError) -> Int {
    guard let index = sections.firstIndex(where: { $0.id == id }) else {
      throw ChangeError.noSection(id, in: sections, operation: operation)
    }
    return index
  }

  /// Inserts `cells` into `sections` at `placement`.
  static func insert(
    _ cells: [CellDeclaration], at placement: CellPlacement, into sections: inout [SectionDeclaration],
    operation: ListChange.Operation
  ) throws(ChangeError) {
    func cellPosition(_ id: Identifier) throws(ChangeError) -> ItemPath {
      for (sectionIndex, section) in sections.enumerated() {
        if let item = section.cells.firstIndex(where: { $0.id == id }) { return ItemPath(sectionIndex, item) }
      }
      throw ChangeError.noCell(id, in: sections, operation: operation)
    }
    switch placement {
    case .before(let id):
      let path = try cellPosition(id)
      sections[path.section].cells.insert(contentsOf: cells, at: path.item)
    case .after(let id):
      let path = try cellPosition(id)
      sections[path.section].cells.insert(contentsOf: cells, at: path.item + 1)
    case .endOf(let id):
      guard let section = sections.firstIndex(where: { $0.id == id }) else {
        throw ChangeError.noSection(id, in: sections, operation: operation)
      }
      sections[section].cells.append(contentsOf: cells)
    }
  }
}
