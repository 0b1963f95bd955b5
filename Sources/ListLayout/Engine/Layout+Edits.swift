import ListCollections
public import ListDeclaration
public import ListDiff

/// A change of a laid-out list made in place: what ``Layout/init(_:reusing:)`` would make of the
/// changed declaration, for a cost proportional to the change rather than the list.
public enum LayoutEdit: Sendable {
  /// New cells at a path (their ids are new to the list).
  case insertCells([CellDeclaration], at: ItemPath)
  /// The cells at these paths, which may lie in several sections.
  case deleteCells([ItemPath])
  /// One cell from a path to another (the destination as it is once the cell has left its place).
  case moveCell(from: ItemPath, to: ItemPath)
  /// A cell reloaded: its declaration replaced (same id) and measured again.
  case reloadCell(at: ItemPath, CellDeclaration)
  case insertSection(SectionDeclaration, at: Int)
  case deleteSection(at: Int)
  /// A section from an index to another (the destination as it is once the section has left).
  case moveSection(from: Int, to: Int)
  /// No change of the data: the layout starts a new change (its invalidations are the ones this
  /// change causes), as a relayout of the same declaration would.
  case nothing
}

extension Layout {
  /// Applies `edit` in place. The result is the layout a full relayout of the changed declaration
  /// reusing this one would make (same frames, measured heights, content size, offset and
  /// invalidations), the declaration included.
  ///
  /// The caller checks the edit first: paths in range, new ids new, cells without problems.
  ///
  /// - Precondition: ``editsInPlace`` (a compositional or plugin layout is laid out whole).
  /// - Complexity: table styles O(k + c + s) for k cells inserted or removed, c chunks of s cells,
  ///   plus measuring the new cells and the cells the change brings into view; a grid section
  ///   also re-lines its items after the change (O(items after it)).
  public mutating func apply(_ edit: LayoutEdit) {
    precondition(editsInPlace, "a compositional or plugin layout is laid out whole")
    let original = self
    var touched: [Int: Int] = [:]  // section → its first changed item (for re-lining grid sections)
    func touch(_ section: Int, from item: Int) { touched[section] = min(touched[section] ?? item, item) }
    // Cells whose state is settled again once every cell is in place.
    var unsettled: [CellDeclaration] = []

    switch edit {
    case .insertCells(let new, let path):
      splice(section: path.section, range: path.item..<path.item, with: new)
      touch(path.section, from: path.item)
      unsettled += new
    case .deleteCells(let paths):
      for path in paths.sorted(by: >) {
        splice(section: path.section, range: path.item..<(path.item + 1), with: [])
        touch(path.section, from: path.item)
      }
    case .moveCell(let from, let to):
      let cell = declaration.sections[from.section].cells[from.item]
      splice(section: from.section, range: from.item..<(from.item + 1), with: [])
      splice(section: to.section, range: to.item..<to.item, with: [cell])
      touch(from.section, from: from.item)
      touch(to.section, from: to.item)
      unsettled.append(cell)
    case .reloadCell(let path, let cell):
      // The same id in the same place: only the declaration changes, and the cell is settled again.
      declaration.sections[path.section].cells[path.item] = cell
      touch(path.section, from: path.item)
      unsettled.append(cell)
    case .insertSection(let section, let index):
      insertSection(section, at: index)
      touch(index, from: 0)
      unsettled += section.cells
      if index + 1 < sections.count { refreshTop(of: index + 1) }
    case .deleteSection(let index):
      removeSection(at: index)
      if index < sections.count { refreshTop(of: index) }
    case .nothing:
      break
    case .moveSection(let from, let to):
      let section = declaration.sections[from]
      removeSection(at: from)
      insertSection(section, at: to)
      touch(to, from: 0)
      unsettled += section.cells
      for index in Set([from, to, from + 1, to + 1, 0, 1]) where index < sections.count { refreshTop(of: index) }
    }

    // Settle the cells that arrived, and for cards the ends of every changed section (a card's
    // margins depend on being first or last).
    for cell in unsettled {
      guard let flat = flatIndex(of: cell.id) else { continue }
      settle(flat, reusing: original)
    }
    if options.style == .cards {
      // A card's margins depend on being its section's first or last: settle the cells at the
      // ends now, and the ones that were at the ends before (cell edits keep section indices).
      var ends: [Identifier] = []
      for section in touched.keys {
        for layout in [original, self] where section < layout.sections.count && layout.sections[section].itemCount > 0 {
          let cells = layout.declaration.sections[section].cells
          ends += [cells[0].id, cells[cells.count - 1].id]
        }
      }
      for id in ends {
        if let flat = flatIndex(of: id) { settle(flat, reusing: original) }
      }
    }
    if options.style.isGrid {
      for (section, item) in touched { reline(section, from: item) }
    }
    offsetPixels = clampedOffset(original.offsetPixels)
    invalidations = []
    warnings = []
    if options.estimatedHeight != nil { displayVisibleCells() }
    assertInvariants()
  }

  // MARK: Cells

  /// Replaces the cells in `range` of a section with `new` ones, at a placeholder height; their
  /// states are settled afterwards.
  private mutating func splice(section: Int, range: Range<Int>, with new: [CellDeclaration]) {
    let geometry = sections[section]
    let flat = geometry.firstItem + range.lowerBound
    let removedHashes = declaration.sections[section].cells[range].map { CellTable.hash($0.id) }
    let hashes = new.map { CellTable.hash($0.id) }
    declaration.sections[section].cells.replaceSubrange(range, with: new)
    let delta = new.count - range.count
    sections[section].itemCount += delta
    for later in (section + 1)..<sections.count { sections[later].firstItem += delta }
    let starts = declaration.sectionStarts
    cells.replace(
      (flat..<(flat + range.count)), removedHashes: removedHashes,
      with: hashes.map { ItemState(height: 0, tag: ChunkIndex.tag($0), measured: true, measureCount: 0) },
      hashes: hashes, idAt: { [declaration] in declaration.id(atFlat: $0, starts: starts) })
    guard !options.style.isGrid else { return }  // grid lines are rebuilt by `reline`
    let slot = geometry.firstSlot + 1 + range.lowerBound
    changeRows { rows in
      rows.removeSubrange(slot..<(slot + range.count))
      rows.insert(contentsOf: Array(repeating: 0, count: new.count), at: slot)
    }
    sections[section].rowCount += delta
    for later in (section + 1)..<sections.count { sections[later].firstSlot += delta }
  }

  /// Gives the cell at `flat` the state a full relayout reusing `original` would give it.
  private mutating func settle(_ flat: Int, reusing original: Layout) {
    let (section, item) = location(ofItem: flat)
    let geometry = sections[section]
    let settled = Layout.settledState(
      of: declaration.sections[section].cells[item], item: item, count: geometry.itemCount, geometry: geometry,
      previous: original, options: options, content: content, grid: grid)
    var state = cells[flat]
    state.height = settled.height
    state.measured = settled.measured
    state.measureCount = settled.measureCount
    cells[flat] = state
    if !options.style.isGrid {
      let slot = slot(ofItem: flat, in: section)
      changeRows { $0.set(slot, to: Int(settled.height)) }
    }
  }

  /// Lays a grid section's lines out again from the line holding `item` on.
  private mutating func reline(_ section: Int, from item: Int) {
    let geometry = sections[section]
    let columns = geometry.columns
    let lines = (geometry.itemCount + columns - 1) / columns
    let firstLine = min(item / columns, geometry.rowCount, lines)
    let oldLines = geometry.rowCount
    sections[section].rowCount = lines
    let start = geometry.firstSlot + 1 + firstLine
    let newSlots = (firstLine..<lines).map { lineSlot($0, in: section) }
    changeRows { rows in
      rows.removeSubrange(start..<(geometry.firstSlot + 1 + oldLines))
      rows.insert(contentsOf: newSlots, at: start)
    }
    for later in (section + 1)..<sections.count { sections[later].firstSlot += lines - oldLines }
    // The line before the first re-laid one gained or lost its spacing if it became or stopped being
    // the last.
    if firstLine > 0 {
      let slot = lineSlot(firstLine - 1, in: section)
      changeRows { $0.set(geometry.firstSlot + firstLine, to: slot) }
    }
  }

  // MARK: Sections

  /// Inserts a section with its cells at a placeholder height.
  private mutating func insertSection(_ section: SectionDeclaration, at index: Int) {
    let firstItem = index < sections.count ? sections[index].firstItem : count
    let firstSlot = index < sections.count ? sections[index].firstSlot : rowSlotCount
    var geometry = Layout.horizontalGeometry(of: section, at: index, options: options, grid: grid)
    geometry.firstItem = firstItem
    geometry.firstSlot = firstSlot
    geometry.itemCount = section.cells.count
    geometry.rowCount = options.style.isGrid ? 0 : section.cells.count
    geometry.headerHeight = Layout.supplementaryHeight(
      section.header, isHeader: true, geometry: geometry, options: options, content: content)
    geometry.footerHeight = Layout.supplementaryHeight(
      section.footer, isHeader: false, geometry: geometry, options: options, content: content)
    declaration.sections.insert(section, at: index)
    sections.insert(geometry, at: index)
    let slotCount = geometry.rowCount + 2
    for later in (index + 1)..<sections.count {
      sections[later].firstItem += section.cells.count
      sections[later].firstSlot += slotCount
    }
    var slots = [geometry.spacingBefore + geometry.headerHeight + geometry.topInset]
    slots += Array(repeating: 0, count: geometry.rowCount)
    slots.append(geometry.bottomInset + geometry.footerHeight)
    changeRows { $0.insert(contentsOf: slots, at: firstSlot) }
    let hashes = section.cells.map { CellTable.hash($0.id) }
    let starts = declaration.sectionStarts
    cells.replace(
      firstItem..<firstItem, removedHashes: [],
      with: hashes.map { ItemState(height: 0, tag: ChunkIndex.tag($0), measured: true, measureCount: 0) },
      hashes: hashes, idAt: { [declaration] in declaration.id(atFlat: $0, starts: starts) })
  }

  private mutating func removeSection(at index: Int) {
    let geometry = sections[index]
    let removedHashes = declaration.sections[index].cells.map { CellTable.hash($0.id) }
    declaration.sections.remove(at: index)
    sections.remove(at: index)
    let slotCount = geometry.rowCount + 2
    for later in index..<sections.count {
      sections[later].firstItem -= geometry.itemCount
      sections[later].firstSlot -= slotCount
    }
    changeRows { $0.removeSubrange(geometry.firstSlot..<(geometry.firstSlot + slotCount)) }
    let starts = declaration.sectionStarts
    cells.replace(
      geometry.firstItem..<(geometry.firstItem + geometry.itemCount), removedHashes: removedHashes, with: [],
      hashes: [], idAt: { [declaration] in declaration.id(atFlat: $0, starts: starts) })
  }

  /// Sets a section's top slot again: its spacing depends on whether it is the first section.
  private mutating func refreshTop(of index: Int) {
    let section = declaration.sections[index]
    let fresh = Layout.horizontalGeometry(of: section, at: index, options: options, grid: grid)
    sections[index].spacingBefore = fresh.spacingBefore
    let geometry = sections[index]
    changeRows { $0.set(geometry.firstSlot, to: geometry.spacingBefore + geometry.headerHeight + geometry.topInset) }
  }
}

extension Layout {
  /// Whether ``apply(_:)`` can change this layout in place: the rows engine lays cells out one by
  /// one, where a compositional or plugin layout places groups and items by rules that span the
  /// section, and is laid out again whole.
  public var editsInPlace: Bool {
    if case .rows = engine { true } else { false }
  }

  /// The rows engine's number of slots (0 for the other engines, which have none).
  var rowSlotCount: Int {
    if case .rows(let rows) = engine { rows.count } else { 0 }
  }
}
