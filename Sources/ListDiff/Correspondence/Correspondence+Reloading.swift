extension Correspondence {
  /// The same pairs, with the items at `newPaths` reloaded as well: a continued item whose content
  /// the caller knows changed although the pairs do not say so (a diff of identifiers alone, say,
  /// for a layout that keeps the measured sizes of unchanged items only). A path whose item is
  /// new, or out of range, changes nothing.
  ///
  /// - Complexity: O(k) for k paths, plus O(n) to make room for the marks when the pairs had no
  ///   reloaded item.
  public func reloading(items newPaths: [ItemPath]) -> Correspondence {
    guard !newPaths.isEmpty else { return self }
    var copy = self
    switch storage {
    case .dense(var dense):
      for path in newPaths {
        guard let flat = Dense.flat(path, starts: dense.newStarts), dense.itemSources[flat] >= 0 else { continue }
        if dense.itemReloaded.isEmpty {
          dense.itemReloaded = Array(repeating: false, count: dense.itemDestinations.count)
        }
        dense.itemReloaded[Int(dense.itemSources[flat])] = true
      }
      copy.storage = .dense(dense)
    case .edits(var runs):
      for path in newPaths where runs.source(ofItem: path) != nil { runs.reloadedItems.insert(path) }
      copy.storage = .edits(runs)
    }
    return copy
  }
}
