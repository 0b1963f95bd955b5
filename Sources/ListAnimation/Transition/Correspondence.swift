public import ListDiff
public import ListLayout

/// Which element of the old layout each element of the new layout continues.
///
/// A diff matches by identity: a cell continues the cell with its id. A batch update matches by
/// the index paths the programmer declared, which may pair a new cell with an old cell of another
/// id (UIKit then shows the old cell moving and its content changing).
public struct Correspondence: Sendable, Equatable {
  /// New cell id → the old cell id it continues. Absent: the cell is inserted.
  public var cells: [Identifier: Identifier]
  /// New cell ids whose content is reloaded (diff updates, batch reloads, or a batch pairing with
  /// another id).
  public var updatedCells: Set<Identifier>
  /// New section id → the old section id it continues.
  public var sections: [Identifier: Identifier]
  /// New section ids whose header or footer content changed (reloaded sections).
  public var updatedSections: Set<Identifier>

  public init(
    cells: [Identifier: Identifier] = [:], updatedCells: Set<Identifier> = [],
    sections: [Identifier: Identifier] = [:], updatedSections: Set<Identifier> = []
  ) {
    self.cells = cells
    self.updatedCells = updatedCells
    self.sections = sections
    self.updatedSections = updatedSections
  }

  /// Matching by id: what a diff animates.
  ///
  /// - Complexity: O(n).
  public static func byIdentity(old: ListDeclaration, new: ListDeclaration) -> Correspondence {
    var oldCells: [Identifier: CellDeclaration] = [:]
    oldCells.reserveCapacity(old.sections.reduce(0) { $0 + $1.cells.count })
    var oldSections: [Identifier: SectionDeclaration] = [:]
    for section in old.sections {
      oldSections[section.id] = section
      for cell in section.cells { oldCells[cell.id] = cell }
    }
    var result = Correspondence()
    for section in new.sections {
      if let previous = oldSections[section.id] {
        result.sections[section.id] = section.id
        if previous.content != section.content { result.updatedSections.insert(section.id) }
      }
      for cell in section.cells {
        guard let previous = oldCells[cell.id] else { continue }
        result.cells[cell.id] = cell.id
        if previous != cell { result.updatedCells.insert(cell.id) }
      }
    }
    return result
  }

  /// Matching by the index paths a batch update declared.
  ///
  /// - Parameters:
  ///   - mapping: where each old section and item goes (nil: deleted or reloaded away).
  ///   - reloads: old index paths the batch reloads: the item at the same place afterwards
  ///     continues it, marked as updating.
  ///   - sectionReloads: old section indices the batch reloads.
  /// - Complexity: O(n).
  public static func byMapping(
    _ mapping: IndexMapping, reloads: [ItemPath], sectionReloads: [Int], old: ListDeclaration, new: ListDeclaration
  ) -> Correspondence {
    var result = Correspondence()
    for (oldSection, target) in mapping.sections.enumerated() {
      guard let target, old.sections.indices.contains(oldSection), new.sections.indices.contains(target) else { continue }
      let newID = new.sections[target].id
      result.sections[newID] = old.sections[oldSection].id
      if old.sections[oldSection].content != new.sections[target].content { result.updatedSections.insert(newID) }
    }
    for (oldSection, items) in mapping.items.enumerated() {
      for (oldItem, target) in items.enumerated() {
        guard let target, old.sections.indices.contains(oldSection),
          old.sections[oldSection].cells.indices.contains(oldItem),
          new.sections.indices.contains(target.section), new.sections[target.section].cells.indices.contains(target.item)
        else { continue }
        let oldCell = old.sections[oldSection].cells[oldItem]
        let newCell = new.sections[target.section].cells[target.item]
        result.cells[newCell.id] = oldCell.id
        if oldCell != newCell { result.updatedCells.insert(newCell.id) }
      }
    }
    // A reloaded row is marked as updating where it lands, even when its content is equal.
    for path in reloads {
      if let target = mapping.path(for: path), new.sections.indices.contains(target.section),
        new.sections[target.section].cells.indices.contains(target.item)
      {
        result.updatedCells.insert(new.sections[target.section].cells[target.item].id)
      }
    }
    for index in sectionReloads where old.sections.indices.contains(index) && new.sections.indices.contains(index) {
      result.sections[new.sections[index].id] = old.sections[index].id
      result.updatedSections.insert(new.sections[index].id)
    }
    return result
  }
}
