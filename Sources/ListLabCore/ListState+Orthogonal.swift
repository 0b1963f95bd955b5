import ListDeclaration
public import ListDiff
import ListLayout

extension ListState {
  /// The index of section `id`, or the error naming the nearest id.
  public func sectionIndex(_ id: Identifier, for query: Query) throws(UnknownID) -> Int {
    guard let index = sections.firstIndex(where: { $0.id == id }) else {
      throw .section(id, in: sections, operation: .query(query))
    }
    return index
  }
}
