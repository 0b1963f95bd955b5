public import Foundation
import ListDiff

/// Selection, and updating items in place: the state UIKit keeps and the calls it documents.
/// Selecting in code calls no delegate method (as in UIKit); a tap (``tapItem(at:)``, ListLab's
/// own) asks the delegate and tells it, as a user's tap does.
extension UICollectionView {
  /// The selected items' index paths, in the order they were selected; nil when none is.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforselecteditems
  public var indexPathsForSelectedItems: [IndexPath]? {
    let paths = selectedItems.compactMap { appliedData?.paths[$0] }
    return paths.isEmpty ? nil : paths
  }

  /// Selects an item (deselecting the others unless `allowsMultipleSelection`); the delegate is
  /// not called. The scroll position is refused but `[]`, as ``scrollToItem(at:at:animated:)``.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:)
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for id in selectedItems { cellViews[id]?.isSelected = false }
      selectedItems = []
      return
    }
    guard allowsSelection, let id = appliedData?.item(at: indexPath) else { return }
    if !allowsMultipleSelection {
      for other in selectedItems where other != id { cellViews[other]?.isSelected = false }
      selectedItems = []
    }
    if !selectedItems.contains(id) { selectedItems.append(id) }
    cellViews[id]?.isSelected = true
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:)
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard let id = appliedData?.item(at: indexPath) else { return }
    selectedItems.removeAll { $0 == id }
    cellViews[id]?.isSelected = false
  }

  /// What a user's tap on an item does: a parent of an outline (a list cell with an outline
  /// disclosure) expands or collapses, as its section's ``UICollectionViewDiffableDataSource/sectionSnapshotHandlers``
  /// allow; another item is selected — or, selected in a multiple selection, deselected — when
  /// ``allowsSelection`` and the delegate's `shouldSelectItemAt` (`shouldDeselectItemAt`) allow,
  /// and the delegate is told.
  ///
  /// - ListLab's own, not in UIKit.
  public func tapItem(at indexPath: IndexPath) {
    guard appliedData?.item(at: indexPath) != nil else { return }
    if bridge?.toggleOutline(at: indexPath) == true { return }
    guard allowsSelection, let id = appliedData?.item(at: indexPath) else { return }
    if selectedItems.contains(id), allowsMultipleSelection {
      guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
      deselectItem(at: indexPath, animated: true)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    let deselected = allowsMultipleSelection ? [] : selectedItems.filter { $0 != id }
    selectItem(at: indexPath, animated: true, scrollPosition: [])
    for other in deselected {
      if let path = appliedData?.paths[other] { delegate?.collectionView(self, didDeselectItemAt: path) }
    }
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// Asks the data source's provider for the items' cells again, keeping them (UIKit's
  /// reconfigure: the cell is configured again, its size measured again).
  ///
  /// - iOS 15.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)
  public func reconfigureItems(at indexPaths: [IndexPath]) { bridge?.refresh(indexPaths, reload: false) }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
  public func reloadItems(at indexPaths: [IndexPath]) { bridge?.refresh(indexPaths, reload: true) }

  /// Drops the selected items a change removed.
  func keepSelection() {
    let present = appliedData?.paths ?? [:]
    selectedItems.removeAll { present[$0] == nil }
    for id in selectedItems { cellViews[id]?.isSelected = true }
  }
}
