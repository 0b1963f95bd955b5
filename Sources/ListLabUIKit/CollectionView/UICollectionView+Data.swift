import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout

/// Changing what a collection view shows: the data source's snapshots go to the core's list
/// state, which keeps the cells of items it already shows and asks the data source for the others
/// (`ListState.apply`), then each section gets its layout and supplementary content.
extension UICollectionView {
  /// A change of the data: `change` is given the state and a cell provider that asks `cell` for
  /// each item the core needs a cell for, at its index path in `data` (the data after the change).
  /// Without a size the change waits for the first layout that has one (an app may give the
  /// frame later).
  ///
  /// - Complexity: O(n), plus the providers' calls.
  func changeData(
    to data: DataSourceSnapshot, api: String,
    cell: @escaping @MainActor (IndexPath, Identifier) -> UICollectionViewCell?,
    _ change: @escaping @MainActor (inout ListState, @escaping CellProvider) throws(ChangeError) -> Void
  ) {
    guard bounds.width >= 1, bounds.height >= 1 else {
      pendingChanges.append { [weak self] in self?.changeData(to: data, api: api, cell: cell, change) }
      return
    }
    var paths: [Identifier: IndexPath] = [:]
    for (section, id) in data.sectionIdentifiers.enumerated() {
      for (item, itemID) in ((try? data.itemIdentifiers(inSection: id)) ?? []).enumerated() {
        paths[itemID] = IndexPath(item: item, section: section)
      }
    }
    let provider: CellProvider = { [weak self] item, _ in
      MainActor.assumeIsolated {
        guard let self, let indexPath = paths[item] else { return nil }
        guard let made = cell(indexPath, item) else {
          UIKitFailure.exception(
            api: "UICollectionViewDiffableDataSource cellProvider",
            message: "the cell provider returned nil for the item at \(indexPath); it must return a cell"
          ).raise()
        }
        self.cellViews[item] = made
        return ContentNodes.cell(made, id: item)
      }
    }
    var state = currentState()
    do {
      try change(&state, provider)
      let decorated = decorated(state.sections, options: state.layout.options)
      if decorated != state.sections {
        _ = try state.apply(decorated, animation: AnimationOptions(animated: false))
      }
    } catch {
      UIKitFailure.misuse(api: api, message: "\(error)").raise()
    }
    let kept = Set(state.sections.flatMap { $0.cells.map(\.id) })
    cellViews = cellViews.filter { kept.contains($0.key) }
    self.state = state
    setNeedsLayout()
  }

  /// Runs the changes that waited for a size.
  func runPendingChanges() {
    guard !pendingChanges.isEmpty, bounds.width >= 1, bounds.height >= 1 else { return }
    let changes = pendingChanges
    pendingChanges = []
    for change in changes { change() }
  }
}
