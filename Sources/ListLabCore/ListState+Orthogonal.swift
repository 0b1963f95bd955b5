import ListDeclaration
public import ListDiff
import ListLayout

extension ListState {
  /// The index of section `id`, or the error naming the nearest id.
  public func sectionIndex(_ id: Identifier, for operation: String) throws(UnknownID) -> Int {
    guard let index = sections.firstIndex(where: { $0.id == id }) else {
      throw .section(id, in: sections, operation: operation)
    }
    return index
  }
}
