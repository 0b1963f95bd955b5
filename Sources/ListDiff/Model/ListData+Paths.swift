extension ListData {
  /// The index path of every item, by id (for data with unique ids; a repeated id keeps its
  /// last path).
  ///
  /// - Complexity: O(n).
  package var itemPaths: [Identifier: ItemPath] {
    var paths: [Identifier: ItemPath] = [:]
    paths.reserveCapacity(itemCount)
    for (section, content) in sections.enumerated() {
      for (item, element) in content.items.enumerated() { paths[element.id] = ItemPath(section, item) }
    }
    return paths
  }
}
