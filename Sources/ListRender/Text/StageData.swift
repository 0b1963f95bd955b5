public import ListDeclaration
public import ListDiff
import ListLayout

/// Data a printed stage names its ids from: list data, or a declaration (the data a layout keeps,
/// so naming an id there builds the data of no whole list).
public protocol StageData {
  func itemID(at path: ItemPath) -> Identifier?
  func sectionID(at index: Int) -> Identifier?
  /// Every item's path and every section's index, by id (built only to tell where an item of an
  /// intermediate path is before or after the whole change).
  ///
  /// - Complexity: O(n).
  func positions() -> StagePositions
}

/// Where each id is in one version of the data.
public struct StagePositions: Sendable {
  var items: [Identifier: ItemPath] = [:]
  var sections: [Identifier: Int] = [:]
}

extension ListData: StageData {
  public func itemID(at path: ItemPath) -> Identifier? {
    guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.item) else {
      return nil
    }
    return self[path].id
  }

  public func sectionID(at index: Int) -> Identifier? {
    sections.indices.contains(index) ? sections[index].id : nil
  }

  public func positions() -> StagePositions {
    var positions = StagePositions()
    for (index, section) in sections.enumerated() {
      positions.sections[section.id] = index
      for (item, element) in section.items.enumerated() { positions.items[element.id] = ItemPath(index, item) }
    }
    return positions
  }
}

extension ListDeclaration: StageData {
  public func itemID(at path: ItemPath) -> Identifier? {
    guard sections.indices.contains(path.section), sections[path.section].cells.indices.contains(path.item) else {
      return nil
    }
    return sections[path.section].cells[path.item].id
  }

  public func sectionID(at index: Int) -> Identifier? {
    sections.indices.contains(index) ? sections[index].id : nil
  }

  public func positions() -> StagePositions {
    var positions = StagePositions()
    for (index, section) in sections.enumerated() {
      positions.sections[section.id] = index
      for (item, cell) in section.cells.enumerated() { positions.items[cell.id] = ItemPath(index, item) }
    }
    return positions
  }
}
