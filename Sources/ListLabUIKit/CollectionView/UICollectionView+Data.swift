import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout

/// Changing what a collection view shows: the data source's snapshots go to the core's list
/// state, which keeps the cells of items it already shows and asks the data source for the others
/// (`ListState.apply`), then each section gets its layout and supplementary content.
extension UICollectionView {
  /// A change of the data, in UIKit's order: the data source holds `data` first (so the cell and
  /// supplementary view providers, asked during the update, see the new snapshot: its
  /// `snapshot()`, `sectionIdentifier(for:)`, `itemIdentifier(for:)`), then `change` is given the
  /// state and a cell provider that asks `cell` for each item the core needs a cell for, at its
  /// index path in `data`, then each section gets its layout and supplementary content. Without a
  /// size the layout waits for the first one that has one (an app may give the frame later); the
  /// data source holds the data already.
  ///
  /// - Complexity: O(n), plus the providers' calls.
  func changeData(
    to data: DataSourceSnapshot, outline: (section: Identifier, snapshot: SectionSnapshot)? = nil, api: String,
    cell: @escaping @MainActor (IndexPath, Identifier) -> UICollectionViewCell?,
    _ change: @escaping @MainActor (inout ListState, @escaping CellProvider) throws(ChangeError) -> Void
  ) {
    appliedData = AppliedData(data, outline: outline)
    guard bounds.width >= 1, bounds.height >= 1 else {
      pendingChanges.append { [weak self] in self?.changeData(to: data, outline: outline, api: api, cell: cell, change)
      }
      return
    }
    let paths = appliedData?.paths ?? [:]
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
    checkFlowLines(state.layout)
    self.state = state
    keepSelection()
    setNeedsLayout()
  }

  /// Calls `completion` after the update, as UIKit does: on the main actor, once the call that
  /// applied the data has returned.
  func complete(_ completion: (() -> Void)?) {
    guard let completion else { return }
    Task { @MainActor in completion() }
  }

  /// Runs the changes that waited for a size.
  func runPendingChanges() {
    guard !pendingChanges.isEmpty, bounds.width >= 1, bounds.height >= 1 else { return }
    let changes = pendingChanges
    pendingChanges = []
    for change in changes { change() }
  }
}
