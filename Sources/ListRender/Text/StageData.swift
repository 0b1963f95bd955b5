public import ListDeclaration
public import ListDiff
import ListLayout

/// Data a printed stage names its ids from: list data, or a declaration (the data a layout keeps,
/// so naming an id there builds the data of no whole list).
public protocol StageData {
  func itemID(at path: ItemPath) -> Identifier?
  func sectionID(at index: Int) -> Identifier?
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
}
