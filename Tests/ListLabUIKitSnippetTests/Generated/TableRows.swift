// Every UIKit member docs/swift.md's table lists, used once, so that every row of the table
// compiles against ListLabUIKit. Derived from Sources/ListLabUIKit's declarations; do not edit:
// `LISTLAB_RECORD=1 swift test --filter UIKitSurfaceTests` writes it again.

import Foundation
import ListLabUIKit

private func placeholder<T>() -> T { fatalError("never called") }

// UICollectionView
extension UICollectionView {
  // UICollectionView.numberOfSections
  @MainActor fileprivate static func use2(_ value: UICollectionView) async throws {
    _ = value.numberOfSections
  }

  // UICollectionView.numberOfItems(inSection:)
  @MainActor fileprivate static func use3(_ value: UICollectionView) async throws {
    _ = value.numberOfItems(inSection: placeholder() as Int)
  }

  // UICollectionView.indexPathsForVisibleItems
  @MainActor fileprivate static func use4(_ value: UICollectionView) async throws {
    _ = value.indexPathsForVisibleItems
  }

  // UICollectionView.visibleCells
  @MainActor fileprivate static func use5(_ value: UICollectionView) async throws {
    _ = value.visibleCells
  }

  // UICollectionView.cellForItem(at:)
  @MainActor fileprivate static func use6(_ value: UICollectionView) async throws {
    _ = value.cellForItem(at: placeholder() as IndexPath)
  }

  // UICollectionView.indexPath(for:)
  @MainActor fileprivate static func use7(_ value: UICollectionView) async throws {
    _ = value.indexPath(for: placeholder() as UICollectionViewCell)
  }

  // UICollectionView.layoutAttributesForItem(at:)
  @MainActor fileprivate static func use8(_ value: UICollectionView) async throws {
    _ = value.layoutAttributesForItem(at: placeholder() as IndexPath)
  }

  // UICollectionView.layoutAttributesForSupplementaryElement(ofKind:at:)
  @MainActor fileprivate static func use9(_ value: UICollectionView) async throws {
    _ = value.layoutAttributesForSupplementaryElement(ofKind: placeholder() as String, at: placeholder() as IndexPath)
  }

  // UICollectionView.scrollToItem(at:at:animated:)
  @MainActor fileprivate static func use10(_ value: UICollectionView) async throws {
    value.scrollToItem(at: placeholder() as IndexPath, at: placeholder() as ScrollPosition, animated: placeholder() as Bool)
  }

  // UICollectionView.dequeueConfiguredReusableCell(using:for:item:)
  @MainActor fileprivate static func use11<Cell: UICollectionViewCell, Item>(_ value: UICollectionView, _ generics: (Cell, Item).Type) async throws {
    _ = value.dequeueConfiguredReusableCell(using: placeholder() as CellRegistration<Cell, Item>, for: placeholder() as IndexPath, item: placeholder() as Item?)
  }

  // UICollectionView.dequeueConfiguredReusableSupplementary(using:for:)
  @MainActor fileprivate static func use12<Supplementary: UICollectionReusableView>(_ value: UICollectionView, _ generics: (Supplementary).Type) async throws {
    _ = value.dequeueConfiguredReusableSupplementary(using: placeholder() as SupplementaryRegistration<Supplementary>, for: placeholder() as IndexPath)
  }

  // UICollectionView.register(_:forCellWithReuseIdentifier:)
  @MainActor fileprivate static func use13(_ value: UICollectionView) async throws {
    value.register(placeholder() as AnyClass?, forCellWithReuseIdentifier: placeholder() as String)
  }

  // UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)
  @MainActor fileprivate static func use14(_ value: UICollectionView) async throws {
    value.register(placeholder() as AnyClass?, forSupplementaryViewOfKind: placeholder() as String, withReuseIdentifier: placeholder() as String)
  }

  // UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)
  @MainActor fileprivate static func use15(_ value: UICollectionView) async throws {
    _ = value.dequeueReusableCell(withReuseIdentifier: placeholder() as String, for: placeholder() as IndexPath)
  }

  // UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)
  @MainActor fileprivate static func use16(_ value: UICollectionView) async throws {
    _ = value.dequeueReusableSupplementaryView(ofKind: placeholder() as String, withReuseIdentifier: placeholder() as String, for: placeholder() as IndexPath)
  }

  // UICollectionView.indexPathsForSelectedItems
  @MainActor fileprivate static func use17(_ value: UICollectionView) async throws {
    _ = value.indexPathsForSelectedItems
  }

  // UICollectionView.selectItem(at:animated:scrollPosition:)
  @MainActor fileprivate static func use18(_ value: UICollectionView) async throws {
    value.selectItem(at: placeholder() as IndexPath?, animated: placeholder() as Bool, scrollPosition: placeholder() as ScrollPosition)
  }

  // UICollectionView.deselectItem(at:animated:)
  @MainActor fileprivate static func use19(_ value: UICollectionView) async throws {
    value.deselectItem(at: placeholder() as IndexPath, animated: placeholder() as Bool)
  }

  // UICollectionView.reconfigureItems(at:)
  @MainActor fileprivate static func use20(_ value: UICollectionView) async throws {
    value.reconfigureItems(at: placeholder() as [IndexPath])
  }

  // UICollectionView.reloadItems(at:)
  @MainActor fileprivate static func use21(_ value: UICollectionView) async throws {
    value.reloadItems(at: placeholder() as [IndexPath])
  }

  // UICollectionView.collectionViewLayout
  @MainActor fileprivate static func use22(_ value: UICollectionView) async throws {
    _ = value.collectionViewLayout
  }

  // UICollectionView.dataSource
  @MainActor fileprivate static func use23(_ value: UICollectionView) async throws {
    _ = value.dataSource
  }

  // UICollectionView.delegate
  @MainActor fileprivate static func use24(_ value: UICollectionView) async throws {
    _ = value.delegate
  }

  // UICollectionView.backgroundView
  @MainActor fileprivate static func use25(_ value: UICollectionView) async throws {
    _ = value.backgroundView
  }

  // UICollectionView.allowsSelection
  @MainActor fileprivate static func use26(_ value: UICollectionView) async throws {
    _ = value.allowsSelection
  }

  // UICollectionView.allowsMultipleSelection
  @MainActor fileprivate static func use27(_ value: UICollectionView) async throws {
    _ = value.allowsMultipleSelection
  }

  // UICollectionView.isEditing
  @MainActor fileprivate static func use28(_ value: UICollectionView) async throws {
    _ = value.isEditing
  }

  // UICollectionView.init(frame:collectionViewLayout:)
  @MainActor fileprivate static func use29(_ value: UICollectionView) async throws {
    _ = UICollectionView(frame: placeholder() as CGRect, collectionViewLayout: placeholder() as UICollectionViewLayout)
  }

  // UICollectionView.init(coder:)
  @MainActor fileprivate static func use30(_ value: UICollectionView) async throws {
    _ = UICollectionView(coder: placeholder() as NSCoder)
  }

  // UICollectionView.adjustedContentInset
  @MainActor fileprivate static func use31(_ value: UICollectionView) async throws {
    _ = value.adjustedContentInset
  }

  // UICollectionView.setCollectionViewLayout(_:animated:)
  @MainActor fileprivate static func use32(_ value: UICollectionView) async throws {
    value.setCollectionViewLayout(placeholder() as UICollectionViewLayout, animated: placeholder() as Bool)
  }

  // UICollectionView.reloadData()
  @MainActor fileprivate static func use33(_ value: UICollectionView) async throws {
    value.reloadData()
  }

  // UICollectionView.elementKindSectionHeader
  @MainActor fileprivate static func use34(_ value: UICollectionView) async throws {
    _ = UICollectionView.elementKindSectionHeader
  }

  // UICollectionView.elementKindSectionFooter
  @MainActor fileprivate static func use35(_ value: UICollectionView) async throws {
    _ = UICollectionView.elementKindSectionFooter
  }
}

// UICollectionView.ScrollPosition
extension UICollectionView.ScrollPosition {
  // UICollectionView.ScrollPosition.rawValue
  @MainActor fileprivate static func use37(_ value: inout Self) async throws {
    _ = value.rawValue
  }

  // UICollectionView.ScrollPosition.init(rawValue:)
  @MainActor fileprivate static func use38(_ value: inout Self) async throws {
    _ = Self(rawValue: placeholder() as UInt)
  }

  // UICollectionView.ScrollPosition.top
  @MainActor fileprivate static func use39(_ value: inout Self) async throws {
    _ = Self.top
  }

  // UICollectionView.ScrollPosition.centeredVertically
  @MainActor fileprivate static func use40(_ value: inout Self) async throws {
    _ = Self.centeredVertically
  }

  // UICollectionView.ScrollPosition.bottom
  @MainActor fileprivate static func use41(_ value: inout Self) async throws {
    _ = Self.bottom
  }

  // UICollectionView.ScrollPosition.left
  @MainActor fileprivate static func use42(_ value: inout Self) async throws {
    _ = Self.left
  }

  // UICollectionView.ScrollPosition.centeredHorizontally
  @MainActor fileprivate static func use43(_ value: inout Self) async throws {
    _ = Self.centeredHorizontally
  }

  // UICollectionView.ScrollPosition.right
  @MainActor fileprivate static func use44(_ value: inout Self) async throws {
    _ = Self.right
  }
}

// UICollectionView.CellRegistration
extension UICollectionView.CellRegistration {
  // UICollectionView.CellRegistration.init(handler:)
  @MainActor fileprivate static func use46(_ value: inout Self) async throws {
    _ = Self(handler: placeholder() as Handler)
  }
}

// UICollectionView.CellRegistration.Handler
extension UICollectionView.CellRegistration {
  @MainActor fileprivate static func use47(_ value: Handler) { _ = value }
}

// UICollectionView.SupplementaryRegistration
extension UICollectionView.SupplementaryRegistration {
  // UICollectionView.SupplementaryRegistration.elementKind
  @MainActor fileprivate static func use49(_ value: inout Self) async throws {
    _ = value.elementKind
  }

  // UICollectionView.SupplementaryRegistration.init(elementKind:handler:)
  @MainActor fileprivate static func use50(_ value: inout Self) async throws {
    _ = Self(elementKind: placeholder() as String, handler: placeholder() as Handler)
  }
}

// UICollectionView.SupplementaryRegistration.Handler
extension UICollectionView.SupplementaryRegistration {
  @MainActor fileprivate static func use51(_ value: Handler) { _ = value }
}

// UICollectionViewDataSource
extension UICollectionViewDataSource {
  // UICollectionViewDataSource.collectionView(_:numberOfItemsInSection:)
  @MainActor fileprivate static func use53(_ value: inout Self) async throws {
    _ = value.collectionView(placeholder() as UICollectionView, numberOfItemsInSection: placeholder() as Int)
  }

  // UICollectionViewDataSource.collectionView(_:cellForItemAt:)
  @MainActor fileprivate static func use54(_ value: inout Self) async throws {
    _ = value.collectionView(placeholder() as UICollectionView, cellForItemAt: placeholder() as IndexPath)
  }
}

// UICollectionViewDelegate
extension UICollectionViewDelegate {
  // UICollectionViewDelegate.collectionView(_:shouldSelectItemAt:)
  @MainActor fileprivate static func use56(_ value: inout Self) async throws {
    _ = value.collectionView(placeholder() as UICollectionView, shouldSelectItemAt: placeholder() as IndexPath)
  }

  // UICollectionViewDelegate.collectionView(_:didSelectItemAt:)
  @MainActor fileprivate static func use57(_ value: inout Self) async throws {
    value.collectionView(placeholder() as UICollectionView, didSelectItemAt: placeholder() as IndexPath)
  }

  // UICollectionViewDelegate.collectionView(_:shouldDeselectItemAt:)
  @MainActor fileprivate static func use58(_ value: inout Self) async throws {
    _ = value.collectionView(placeholder() as UICollectionView, shouldDeselectItemAt: placeholder() as IndexPath)
  }

  // UICollectionViewDelegate.collectionView(_:didDeselectItemAt:)
  @MainActor fileprivate static func use59(_ value: inout Self) async throws {
    value.collectionView(placeholder() as UICollectionView, didDeselectItemAt: placeholder() as IndexPath)
  }

  // UICollectionViewDelegate.collectionView(_:willDisplay:forItemAt:)
  @MainActor fileprivate static func use60(_ value: inout Self) async throws {
    value.collectionView(placeholder() as UICollectionView, willDisplay: placeholder() as UICollectionViewCell, forItemAt: placeholder() as IndexPath)
  }
}

// UIScrollView
extension UIScrollView {
  // UIScrollView.contentOffset
  @MainActor fileprivate static func use62(_ value: UIScrollView) async throws {
    _ = value.contentOffset
  }

  // UIScrollView.showsVerticalScrollIndicator
  @MainActor fileprivate static func use63(_ value: UIScrollView) async throws {
    _ = value.showsVerticalScrollIndicator
  }

  // UIScrollView.showsHorizontalScrollIndicator
  @MainActor fileprivate static func use64(_ value: UIScrollView) async throws {
    _ = value.showsHorizontalScrollIndicator
  }

  // UIScrollView.alwaysBounceVertical
  @MainActor fileprivate static func use65(_ value: UIScrollView) async throws {
    _ = value.alwaysBounceVertical
  }

  // UIScrollView.alwaysBounceHorizontal
  @MainActor fileprivate static func use66(_ value: UIScrollView) async throws {
    _ = value.alwaysBounceHorizontal
  }

  // UIScrollView.isPagingEnabled
  @MainActor fileprivate static func use67(_ value: UIScrollView) async throws {
    _ = value.isPagingEnabled
  }

  // UIScrollView.isScrollEnabled
  @MainActor fileprivate static func use68(_ value: UIScrollView) async throws {
    _ = value.isScrollEnabled
  }

  // UIScrollView.contentInsetAdjustmentBehavior
  @MainActor fileprivate static func use69(_ value: UIScrollView) async throws {
    _ = value.contentInsetAdjustmentBehavior
  }

  // UIScrollView.contentInset
  @MainActor fileprivate static func use70(_ value: UIScrollView) async throws {
    _ = value.contentInset
  }

  // UIScrollView.init(coder:)
  @MainActor fileprivate static func use71(_ value: UIScrollView) async throws {
    _ = UIScrollView(coder: placeholder() as NSCoder)
  }

  // UIScrollView.contentSize
  @MainActor fileprivate static func use72(_ value: UIScrollView) async throws {
    _ = value.contentSize
  }

  // UIScrollView.setContentOffset(_:animated:)
  @MainActor fileprivate static func use73(_ value: UIScrollView) async throws {
    value.setContentOffset(placeholder() as CGPoint, animated: placeholder() as Bool)
  }
}

// UIScrollView.ContentInsetAdjustmentBehavior
extension UIScrollView.ContentInsetAdjustmentBehavior {
  // UIScrollView.ContentInsetAdjustmentBehavior.automatic
  @MainActor fileprivate static func use75(_ value: inout Self) async throws {
    _ = Self.automatic
  }

  // UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes
  @MainActor fileprivate static func use76(_ value: inout Self) async throws {
    _ = Self.scrollableAxes
  }

  // UIScrollView.ContentInsetAdjustmentBehavior.never
  @MainActor fileprivate static func use77(_ value: inout Self) async throws {
    _ = Self.never
  }

  // UIScrollView.ContentInsetAdjustmentBehavior.always
  @MainActor fileprivate static func use78(_ value: inout Self) async throws {
    _ = Self.always
  }
}

// NSDiffableDataSourceSectionSnapshot
extension NSDiffableDataSourceSectionSnapshot {
  // NSDiffableDataSourceSectionSnapshot.init()
  @MainActor fileprivate static func use80(_ value: inout Self) async throws {
    _ = Self()
  }

  // NSDiffableDataSourceSectionSnapshot.items
  @MainActor fileprivate static func use81(_ value: inout Self) async throws {
    _ = value.items
  }

  // NSDiffableDataSourceSectionSnapshot.visibleItems
  @MainActor fileprivate static func use82(_ value: inout Self) async throws {
    _ = value.visibleItems
  }

  // NSDiffableDataSourceSectionSnapshot.rootItems
  @MainActor fileprivate static func use83(_ value: inout Self) async throws {
    _ = value.rootItems
  }

  // NSDiffableDataSourceSectionSnapshot.append(_:to:)
  @MainActor fileprivate static func use84(_ value: inout Self) async throws {
    value.append(placeholder() as [ItemIdentifierType], to: placeholder() as ItemIdentifierType?)
  }

  // NSDiffableDataSourceSectionSnapshot.insert(_:before:)
  @MainActor fileprivate static func use85(_ value: inout Self) async throws {
    value.insert(placeholder() as [ItemIdentifierType], before: placeholder() as ItemIdentifierType)
  }

  // NSDiffableDataSourceSectionSnapshot.insert(_:after:)
  @MainActor fileprivate static func use86(_ value: inout Self) async throws {
    value.insert(placeholder() as [ItemIdentifierType], after: placeholder() as ItemIdentifierType)
  }

  // NSDiffableDataSourceSectionSnapshot.delete(_:)
  @MainActor fileprivate static func use87(_ value: inout Self) async throws {
    value.delete(placeholder() as [ItemIdentifierType])
  }

  // NSDiffableDataSourceSectionSnapshot.deleteAll()
  @MainActor fileprivate static func use88(_ value: inout Self) async throws {
    value.deleteAll()
  }

  // NSDiffableDataSourceSectionSnapshot.expand(_:)
  @MainActor fileprivate static func use89(_ value: inout Self) async throws {
    value.expand(placeholder() as [ItemIdentifierType])
  }

  // NSDiffableDataSourceSectionSnapshot.collapse(_:)
  @MainActor fileprivate static func use90(_ value: inout Self) async throws {
    value.collapse(placeholder() as [ItemIdentifierType])
  }

  // NSDiffableDataSourceSectionSnapshot.replace(childrenOf:using:)
  @MainActor fileprivate static func use91(_ value: inout Self) async throws {
    value.replace(childrenOf: placeholder() as ItemIdentifierType, using: placeholder() as NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)
  }

  // NSDiffableDataSourceSectionSnapshot.contains(_:)
  @MainActor fileprivate static func use92(_ value: inout Self) async throws {
    _ = value.contains(placeholder() as ItemIdentifierType)
  }

  // NSDiffableDataSourceSectionSnapshot.isExpanded(_:)
  @MainActor fileprivate static func use93(_ value: inout Self) async throws {
    _ = value.isExpanded(placeholder() as ItemIdentifierType)
  }

  // NSDiffableDataSourceSectionSnapshot.isVisible(_:)
  @MainActor fileprivate static func use94(_ value: inout Self) async throws {
    _ = value.isVisible(placeholder() as ItemIdentifierType)
  }

  // NSDiffableDataSourceSectionSnapshot.level(of:)
  @MainActor fileprivate static func use95(_ value: inout Self) async throws {
    _ = value.level(of: placeholder() as ItemIdentifierType)
  }

  // NSDiffableDataSourceSectionSnapshot.parent(of:)
  @MainActor fileprivate static func use96(_ value: inout Self) async throws {
    _ = value.parent(of: placeholder() as ItemIdentifierType)
  }

  // NSDiffableDataSourceSectionSnapshot.index(of:)
  @MainActor fileprivate static func use97(_ value: inout Self) async throws {
    _ = value.index(of: placeholder() as ItemIdentifierType)
  }

  // NSDiffableDataSourceSectionSnapshot.snapshot(of:includingParent:)
  @MainActor fileprivate static func use98(_ value: inout Self) async throws {
    _ = value.snapshot(of: placeholder() as ItemIdentifierType, includingParent: placeholder() as Bool)
  }

  // NSDiffableDataSourceSectionSnapshot.visualDescription()
  @MainActor fileprivate static func use99(_ value: inout Self) async throws {
    _ = value.visualDescription()
  }
}

// NSDiffableDataSourceSnapshot
extension NSDiffableDataSourceSnapshot {
  // NSDiffableDataSourceSnapshot.init()
  @MainActor fileprivate static func use101(_ value: inout Self) async throws {
    _ = Self()
  }

  // NSDiffableDataSourceSnapshot.numberOfItems
  @MainActor fileprivate static func use102(_ value: inout Self) async throws {
    _ = value.numberOfItems
  }

  // NSDiffableDataSourceSnapshot.numberOfSections
  @MainActor fileprivate static func use103(_ value: inout Self) async throws {
    _ = value.numberOfSections
  }

  // NSDiffableDataSourceSnapshot.sectionIdentifiers
  @MainActor fileprivate static func use104(_ value: inout Self) async throws {
    _ = value.sectionIdentifiers
  }

  // NSDiffableDataSourceSnapshot.itemIdentifiers
  @MainActor fileprivate static func use105(_ value: inout Self) async throws {
    _ = value.itemIdentifiers
  }

  // NSDiffableDataSourceSnapshot.reloadedItemIdentifiers
  @MainActor fileprivate static func use106(_ value: inout Self) async throws {
    _ = value.reloadedItemIdentifiers
  }

  // NSDiffableDataSourceSnapshot.reconfiguredItemIdentifiers
  @MainActor fileprivate static func use107(_ value: inout Self) async throws {
    _ = value.reconfiguredItemIdentifiers
  }

  // NSDiffableDataSourceSnapshot.reloadedSectionIdentifiers
  @MainActor fileprivate static func use108(_ value: inout Self) async throws {
    _ = value.reloadedSectionIdentifiers
  }

  // NSDiffableDataSourceSnapshot.numberOfItems(inSection:)
  @MainActor fileprivate static func use109(_ value: inout Self) async throws {
    _ = value.numberOfItems(inSection: placeholder() as SectionIdentifierType)
  }

  // NSDiffableDataSourceSnapshot.itemIdentifiers(inSection:)
  @MainActor fileprivate static func use110(_ value: inout Self) async throws {
    _ = value.itemIdentifiers(inSection: placeholder() as SectionIdentifierType)
  }

  // NSDiffableDataSourceSnapshot.sectionIdentifier(containingItem:)
  @MainActor fileprivate static func use111(_ value: inout Self) async throws {
    _ = value.sectionIdentifier(containingItem: placeholder() as ItemIdentifierType)
  }

  // NSDiffableDataSourceSnapshot.indexOfItem(_:)
  @MainActor fileprivate static func use112(_ value: inout Self) async throws {
    _ = value.indexOfItem(placeholder() as ItemIdentifierType)
  }

  // NSDiffableDataSourceSnapshot.indexOfSection(_:)
  @MainActor fileprivate static func use113(_ value: inout Self) async throws {
    _ = value.indexOfSection(placeholder() as SectionIdentifierType)
  }

  // NSDiffableDataSourceSnapshot.appendItems(_:toSection:)
  @MainActor fileprivate static func use114(_ value: inout Self) async throws {
    value.appendItems(placeholder() as [ItemIdentifierType], toSection: placeholder() as SectionIdentifierType?)
  }

  // NSDiffableDataSourceSnapshot.insertItems(_:beforeItem:)
  @MainActor fileprivate static func use115(_ value: inout Self) async throws {
    value.insertItems(placeholder() as [ItemIdentifierType], beforeItem: placeholder() as ItemIdentifierType)
  }

  // NSDiffableDataSourceSnapshot.insertItems(_:afterItem:)
  @MainActor fileprivate static func use116(_ value: inout Self) async throws {
    value.insertItems(placeholder() as [ItemIdentifierType], afterItem: placeholder() as ItemIdentifierType)
  }

  // NSDiffableDataSourceSnapshot.deleteItems(_:)
  @MainActor fileprivate static func use117(_ value: inout Self) async throws {
    value.deleteItems(placeholder() as [ItemIdentifierType])
  }

  // NSDiffableDataSourceSnapshot.deleteAllItems()
  @MainActor fileprivate static func use118(_ value: inout Self) async throws {
    value.deleteAllItems()
  }

  // NSDiffableDataSourceSnapshot.moveItem(_:beforeItem:)
  @MainActor fileprivate static func use119(_ value: inout Self) async throws {
    value.moveItem(placeholder() as ItemIdentifierType, beforeItem: placeholder() as ItemIdentifierType)
  }

  // NSDiffableDataSourceSnapshot.moveItem(_:afterItem:)
  @MainActor fileprivate static func use120(_ value: inout Self) async throws {
    value.moveItem(placeholder() as ItemIdentifierType, afterItem: placeholder() as ItemIdentifierType)
  }

  // NSDiffableDataSourceSnapshot.reloadItems(_:)
  @MainActor fileprivate static func use121(_ value: inout Self) async throws {
    value.reloadItems(placeholder() as [ItemIdentifierType])
  }

  // NSDiffableDataSourceSnapshot.reconfigureItems(_:)
  @MainActor fileprivate static func use122(_ value: inout Self) async throws {
    value.reconfigureItems(placeholder() as [ItemIdentifierType])
  }

  // NSDiffableDataSourceSnapshot.appendSections(_:)
  @MainActor fileprivate static func use123(_ value: inout Self) async throws {
    value.appendSections(placeholder() as [SectionIdentifierType])
  }

  // NSDiffableDataSourceSnapshot.insertSections(_:beforeSection:)
  @MainActor fileprivate static func use124(_ value: inout Self) async throws {
    value.insertSections(placeholder() as [SectionIdentifierType], beforeSection: placeholder() as SectionIdentifierType)
  }

  // NSDiffableDataSourceSnapshot.insertSections(_:afterSection:)
  @MainActor fileprivate static func use125(_ value: inout Self) async throws {
    value.insertSections(placeholder() as [SectionIdentifierType], afterSection: placeholder() as SectionIdentifierType)
  }

  // NSDiffableDataSourceSnapshot.deleteSections(_:)
  @MainActor fileprivate static func use126(_ value: inout Self) async throws {
    value.deleteSections(placeholder() as [SectionIdentifierType])
  }

  // NSDiffableDataSourceSnapshot.moveSection(_:beforeSection:)
  @MainActor fileprivate static func use127(_ value: inout Self) async throws {
    value.moveSection(placeholder() as SectionIdentifierType, beforeSection: placeholder() as SectionIdentifierType)
  }

  // NSDiffableDataSourceSnapshot.moveSection(_:afterSection:)
  @MainActor fileprivate static func use128(_ value: inout Self) async throws {
    value.moveSection(placeholder() as SectionIdentifierType, afterSection: placeholder() as SectionIdentifierType)
  }

  // NSDiffableDataSourceSnapshot.reloadSections(_:)
  @MainActor fileprivate static func use129(_ value: inout Self) async throws {
    value.reloadSections(placeholder() as [SectionIdentifierType])
  }
}

// UICollectionViewDiffableDataSource
extension UICollectionViewDiffableDataSource {
  // UICollectionViewDiffableDataSource.supplementaryViewProvider
  @MainActor fileprivate static func use131(_ value: UICollectionViewDiffableDataSource) async throws {
    _ = value.supplementaryViewProvider
  }

  // UICollectionViewDiffableDataSource.sectionSnapshotHandlers
  @MainActor fileprivate static func use132(_ value: UICollectionViewDiffableDataSource) async throws {
    _ = value.sectionSnapshotHandlers
  }

  // UICollectionViewDiffableDataSource.reorderingHandlers
  @MainActor fileprivate static func use133(_ value: UICollectionViewDiffableDataSource) async throws {
    _ = value.reorderingHandlers
  }

  // UICollectionViewDiffableDataSource.init(collectionView:cellProvider:)
  @MainActor fileprivate static func use134(_ value: UICollectionViewDiffableDataSource) async throws {
    _ = UICollectionViewDiffableDataSource(collectionView: placeholder() as UICollectionView, cellProvider: placeholder() as CellProvider)
  }

  // UICollectionViewDiffableDataSource.apply(_:animatingDifferences:completion:)
  @MainActor fileprivate static func use135(_ value: UICollectionViewDiffableDataSource) async throws {
    value.apply(placeholder() as NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: placeholder() as Bool, completion: placeholder() as (() -> Void)?)
  }

  // UICollectionViewDiffableDataSource.apply(_:animatingDifferences:)
  @MainActor fileprivate static func use136(_ value: UICollectionViewDiffableDataSource) async throws {
    await value.apply(placeholder() as NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: placeholder() as Bool)
  }

  // UICollectionViewDiffableDataSource.applySnapshotUsingReloadData(_:completion:)
  @MainActor fileprivate static func use137(_ value: UICollectionViewDiffableDataSource) async throws {
    value.applySnapshotUsingReloadData(placeholder() as NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: placeholder() as (() -> Void)?)
  }

  // UICollectionViewDiffableDataSource.applySnapshotUsingReloadData(_:)
  @MainActor fileprivate static func use138(_ value: UICollectionViewDiffableDataSource) async throws {
    await value.applySnapshotUsingReloadData(placeholder() as NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>)
  }

  // UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)
  @MainActor fileprivate static func use139(_ value: UICollectionViewDiffableDataSource) async throws {
    value.apply(placeholder() as NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to: placeholder() as SectionIdentifierType, animatingDifferences: placeholder() as Bool, completion: placeholder() as (() -> Void)?)
  }

  // UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:)
  @MainActor fileprivate static func use140(_ value: UICollectionViewDiffableDataSource) async throws {
    await value.apply(placeholder() as NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to: placeholder() as SectionIdentifierType, animatingDifferences: placeholder() as Bool)
  }

  // UICollectionViewDiffableDataSource.snapshot()
  @MainActor fileprivate static func use141(_ value: UICollectionViewDiffableDataSource) async throws {
    _ = value.snapshot()
  }

  // UICollectionViewDiffableDataSource.snapshot(for:)
  @MainActor fileprivate static func use142(_ value: UICollectionViewDiffableDataSource) async throws {
    _ = value.snapshot(for: placeholder() as SectionIdentifierType)
  }

  // UICollectionViewDiffableDataSource.itemIdentifier(for:)
  @MainActor fileprivate static func use143(_ value: UICollectionViewDiffableDataSource) async throws {
    _ = value.itemIdentifier(for: placeholder() as IndexPath)
  }

  // UICollectionViewDiffableDataSource.indexPath(for:)
  @MainActor fileprivate static func use144(_ value: UICollectionViewDiffableDataSource) async throws {
    _ = value.indexPath(for: placeholder() as ItemIdentifierType)
  }

  // UICollectionViewDiffableDataSource.sectionIdentifier(for:)
  @MainActor fileprivate static func use145(_ value: UICollectionViewDiffableDataSource) async throws {
    _ = value.sectionIdentifier(for: placeholder() as Int)
  }

  // UICollectionViewDiffableDataSource.index(for:)
  @MainActor fileprivate static func use146(_ value: UICollectionViewDiffableDataSource) async throws {
    _ = value.index(for: placeholder() as SectionIdentifierType)
  }

  // UICollectionViewDiffableDataSource.collectionView(_:numberOfItemsInSection:)
  @MainActor fileprivate static func use147(_ value: UICollectionViewDiffableDataSource) async throws {
    _ = value.collectionView(placeholder() as UICollectionView, numberOfItemsInSection: placeholder() as Int)
  }

  // UICollectionViewDiffableDataSource.collectionView(_:cellForItemAt:)
  @MainActor fileprivate static func use148(_ value: UICollectionViewDiffableDataSource) async throws {
    _ = value.collectionView(placeholder() as UICollectionView, cellForItemAt: placeholder() as IndexPath)
  }
}

// UICollectionViewDiffableDataSource.CellProvider
extension UICollectionViewDiffableDataSource {
  @MainActor fileprivate static func use149(_ value: CellProvider) { _ = value }
}

// UICollectionViewDiffableDataSource.SupplementaryViewProvider
extension UICollectionViewDiffableDataSource {
  @MainActor fileprivate static func use150(_ value: SupplementaryViewProvider) { _ = value }
}

// UICollectionViewDiffableDataSource.SectionSnapshotHandlers
extension UICollectionViewDiffableDataSource.SectionSnapshotHandlers {
  // UICollectionViewDiffableDataSource.SectionSnapshotHandlers.shouldExpandItem
  @MainActor fileprivate static func use152(_ value: inout Self) async throws {
    _ = value.shouldExpandItem
  }

  // UICollectionViewDiffableDataSource.SectionSnapshotHandlers.willExpandItem
  @MainActor fileprivate static func use153(_ value: inout Self) async throws {
    _ = value.willExpandItem
  }

  // UICollectionViewDiffableDataSource.SectionSnapshotHandlers.shouldCollapseItem
  @MainActor fileprivate static func use154(_ value: inout Self) async throws {
    _ = value.shouldCollapseItem
  }

  // UICollectionViewDiffableDataSource.SectionSnapshotHandlers.willCollapseItem
  @MainActor fileprivate static func use155(_ value: inout Self) async throws {
    _ = value.willCollapseItem
  }

  // UICollectionViewDiffableDataSource.SectionSnapshotHandlers.snapshotForExpandingParent
  @MainActor fileprivate static func use156(_ value: inout Self) async throws {
    _ = value.snapshotForExpandingParent
  }

  // UICollectionViewDiffableDataSource.SectionSnapshotHandlers.init()
  @MainActor fileprivate static func use157(_ value: inout Self) async throws {
    _ = Self()
  }
}

// UICollectionViewDiffableDataSource.ReorderingHandlers
extension UICollectionViewDiffableDataSource.ReorderingHandlers {
  // UICollectionViewDiffableDataSource.ReorderingHandlers.canReorderItem
  @MainActor fileprivate static func use159(_ value: inout Self) async throws {
    _ = value.canReorderItem
  }

  // UICollectionViewDiffableDataSource.ReorderingHandlers.init()
  @MainActor fileprivate static func use160(_ value: inout Self) async throws {
    _ = Self()
  }
}

// NSDirectionalEdgeInsets
extension NSDirectionalEdgeInsets {
  // NSDirectionalEdgeInsets.top
  @MainActor fileprivate static func use162(_ value: inout Self) async throws {
    _ = value.top
  }

  // NSDirectionalEdgeInsets.leading
  @MainActor fileprivate static func use163(_ value: inout Self) async throws {
    _ = value.leading
  }

  // NSDirectionalEdgeInsets.bottom
  @MainActor fileprivate static func use164(_ value: inout Self) async throws {
    _ = value.bottom
  }

  // NSDirectionalEdgeInsets.trailing
  @MainActor fileprivate static func use165(_ value: inout Self) async throws {
    _ = value.trailing
  }

  // NSDirectionalEdgeInsets.init()
  @MainActor fileprivate static func use166(_ value: inout Self) async throws {
    _ = Self()
  }

  // NSDirectionalEdgeInsets.init(top:leading:bottom:trailing:)
  @MainActor fileprivate static func use167(_ value: inout Self) async throws {
    _ = Self(top: placeholder() as CGFloat, leading: placeholder() as CGFloat, bottom: placeholder() as CGFloat, trailing: placeholder() as CGFloat)
  }

  // NSDirectionalEdgeInsets.zero
  @MainActor fileprivate static func use168(_ value: inout Self) async throws {
    _ = Self.zero
  }
}

// UIEdgeInsets
extension UIEdgeInsets {
  // UIEdgeInsets.top
  @MainActor fileprivate static func use170(_ value: inout Self) async throws {
    _ = value.top
  }

  // UIEdgeInsets.left
  @MainActor fileprivate static func use171(_ value: inout Self) async throws {
    _ = value.left
  }

  // UIEdgeInsets.bottom
  @MainActor fileprivate static func use172(_ value: inout Self) async throws {
    _ = value.bottom
  }

  // UIEdgeInsets.right
  @MainActor fileprivate static func use173(_ value: inout Self) async throws {
    _ = value.right
  }

  // UIEdgeInsets.init()
  @MainActor fileprivate static func use174(_ value: inout Self) async throws {
    _ = Self()
  }

  // UIEdgeInsets.init(top:left:bottom:right:)
  @MainActor fileprivate static func use175(_ value: inout Self) async throws {
    _ = Self(top: placeholder() as CGFloat, left: placeholder() as CGFloat, bottom: placeholder() as CGFloat, right: placeholder() as CGFloat)
  }

  // UIEdgeInsets.zero
  @MainActor fileprivate static func use176(_ value: inout Self) async throws {
    _ = Self.zero
  }
}

// NSDirectionalRectEdge
extension NSDirectionalRectEdge {
  // NSDirectionalRectEdge.rawValue
  @MainActor fileprivate static func use178(_ value: inout Self) async throws {
    _ = value.rawValue
  }

  // NSDirectionalRectEdge.init(rawValue:)
  @MainActor fileprivate static func use179(_ value: inout Self) async throws {
    _ = Self(rawValue: placeholder() as UInt)
  }

  // NSDirectionalRectEdge.top
  @MainActor fileprivate static func use180(_ value: inout Self) async throws {
    _ = Self.top
  }

  // NSDirectionalRectEdge.leading
  @MainActor fileprivate static func use181(_ value: inout Self) async throws {
    _ = Self.leading
  }

  // NSDirectionalRectEdge.bottom
  @MainActor fileprivate static func use182(_ value: inout Self) async throws {
    _ = Self.bottom
  }

  // NSDirectionalRectEdge.trailing
  @MainActor fileprivate static func use183(_ value: inout Self) async throws {
    _ = Self.trailing
  }

  // NSDirectionalRectEdge.all
  @MainActor fileprivate static func use184(_ value: inout Self) async throws {
    _ = Self.all
  }
}

// NSRectAlignment
extension NSRectAlignment {
  // NSRectAlignment.none
  @MainActor fileprivate static func use186(_ value: inout Self) async throws {
    _ = Self.none
  }

  // NSRectAlignment.top
  @MainActor fileprivate static func use187(_ value: inout Self) async throws {
    _ = Self.top
  }

  // NSRectAlignment.topLeading
  @MainActor fileprivate static func use188(_ value: inout Self) async throws {
    _ = Self.topLeading
  }

  // NSRectAlignment.leading
  @MainActor fileprivate static func use189(_ value: inout Self) async throws {
    _ = Self.leading
  }

  // NSRectAlignment.bottomLeading
  @MainActor fileprivate static func use190(_ value: inout Self) async throws {
    _ = Self.bottomLeading
  }

  // NSRectAlignment.bottom
  @MainActor fileprivate static func use191(_ value: inout Self) async throws {
    _ = Self.bottom
  }

  // NSRectAlignment.bottomTrailing
  @MainActor fileprivate static func use192(_ value: inout Self) async throws {
    _ = Self.bottomTrailing
  }

  // NSRectAlignment.trailing
  @MainActor fileprivate static func use193(_ value: inout Self) async throws {
    _ = Self.trailing
  }

  // NSRectAlignment.topTrailing
  @MainActor fileprivate static func use194(_ value: inout Self) async throws {
    _ = Self.topTrailing
  }
}

// NSCollectionLayoutDimension
extension NSCollectionLayoutDimension {
  // NSCollectionLayoutDimension.fractionalWidth(_:)
  @MainActor fileprivate static func use196(_ value: NSCollectionLayoutDimension) async throws {
    _ = NSCollectionLayoutDimension.fractionalWidth(placeholder() as CGFloat)
  }

  // NSCollectionLayoutDimension.fractionalHeight(_:)
  @MainActor fileprivate static func use197(_ value: NSCollectionLayoutDimension) async throws {
    _ = NSCollectionLayoutDimension.fractionalHeight(placeholder() as CGFloat)
  }

  // NSCollectionLayoutDimension.absolute(_:)
  @MainActor fileprivate static func use198(_ value: NSCollectionLayoutDimension) async throws {
    _ = NSCollectionLayoutDimension.absolute(placeholder() as CGFloat)
  }

  // NSCollectionLayoutDimension.estimated(_:)
  @MainActor fileprivate static func use199(_ value: NSCollectionLayoutDimension) async throws {
    _ = NSCollectionLayoutDimension.estimated(placeholder() as CGFloat)
  }

  // NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:)
  @MainActor fileprivate static func use200(_ value: NSCollectionLayoutDimension) async throws {
    _ = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: placeholder() as CGFloat)
  }

  // NSCollectionLayoutDimension.isFractionalWidth
  @MainActor fileprivate static func use201(_ value: NSCollectionLayoutDimension) async throws {
    _ = value.isFractionalWidth
  }

  // NSCollectionLayoutDimension.isFractionalHeight
  @MainActor fileprivate static func use202(_ value: NSCollectionLayoutDimension) async throws {
    _ = value.isFractionalHeight
  }

  // NSCollectionLayoutDimension.isAbsolute
  @MainActor fileprivate static func use203(_ value: NSCollectionLayoutDimension) async throws {
    _ = value.isAbsolute
  }

  // NSCollectionLayoutDimension.isEstimated
  @MainActor fileprivate static func use204(_ value: NSCollectionLayoutDimension) async throws {
    _ = value.isEstimated
  }

  // NSCollectionLayoutDimension.dimension
  @MainActor fileprivate static func use205(_ value: NSCollectionLayoutDimension) async throws {
    _ = value.dimension
  }
}

// NSCollectionLayoutSize
extension NSCollectionLayoutSize {
  // NSCollectionLayoutSize.widthDimension
  @MainActor fileprivate static func use207(_ value: NSCollectionLayoutSize) async throws {
    _ = value.widthDimension
  }

  // NSCollectionLayoutSize.heightDimension
  @MainActor fileprivate static func use208(_ value: NSCollectionLayoutSize) async throws {
    _ = value.heightDimension
  }

  // NSCollectionLayoutSize.init(widthDimension:heightDimension:)
  @MainActor fileprivate static func use209(_ value: NSCollectionLayoutSize) async throws {
    _ = NSCollectionLayoutSize(widthDimension: placeholder() as NSCollectionLayoutDimension, heightDimension: placeholder() as NSCollectionLayoutDimension)
  }
}

// NSCollectionLayoutSpacing
extension NSCollectionLayoutSpacing {
  // NSCollectionLayoutSpacing.fixed(_:)
  @MainActor fileprivate static func use211(_ value: NSCollectionLayoutSpacing) async throws {
    _ = NSCollectionLayoutSpacing.fixed(placeholder() as CGFloat)
  }

  // NSCollectionLayoutSpacing.flexible(_:)
  @MainActor fileprivate static func use212(_ value: NSCollectionLayoutSpacing) async throws {
    _ = NSCollectionLayoutSpacing.flexible(placeholder() as CGFloat)
  }

  // NSCollectionLayoutSpacing.spacing
  @MainActor fileprivate static func use213(_ value: NSCollectionLayoutSpacing) async throws {
    _ = value.spacing
  }

  // NSCollectionLayoutSpacing.isFixedSpacing
  @MainActor fileprivate static func use214(_ value: NSCollectionLayoutSpacing) async throws {
    _ = value.isFixedSpacing
  }

  // NSCollectionLayoutSpacing.isFlexibleSpacing
  @MainActor fileprivate static func use215(_ value: NSCollectionLayoutSpacing) async throws {
    _ = value.isFlexibleSpacing
  }
}

// NSCollectionLayoutEdgeSpacing
extension NSCollectionLayoutEdgeSpacing {
  // NSCollectionLayoutEdgeSpacing.leading
  @MainActor fileprivate static func use217(_ value: NSCollectionLayoutEdgeSpacing) async throws {
    _ = value.leading
  }

  // NSCollectionLayoutEdgeSpacing.top
  @MainActor fileprivate static func use218(_ value: NSCollectionLayoutEdgeSpacing) async throws {
    _ = value.top
  }

  // NSCollectionLayoutEdgeSpacing.trailing
  @MainActor fileprivate static func use219(_ value: NSCollectionLayoutEdgeSpacing) async throws {
    _ = value.trailing
  }

  // NSCollectionLayoutEdgeSpacing.bottom
  @MainActor fileprivate static func use220(_ value: NSCollectionLayoutEdgeSpacing) async throws {
    _ = value.bottom
  }

  // NSCollectionLayoutEdgeSpacing.init(leading:top:trailing:bottom:)
  @MainActor fileprivate static func use221(_ value: NSCollectionLayoutEdgeSpacing) async throws {
    _ = NSCollectionLayoutEdgeSpacing(leading: placeholder() as NSCollectionLayoutSpacing?, top: placeholder() as NSCollectionLayoutSpacing?, trailing: placeholder() as NSCollectionLayoutSpacing?, bottom: placeholder() as NSCollectionLayoutSpacing?)
  }
}

// NSCollectionLayoutAnchor
extension NSCollectionLayoutAnchor {
  // NSCollectionLayoutAnchor.edges
  @MainActor fileprivate static func use223(_ value: NSCollectionLayoutAnchor) async throws {
    _ = value.edges
  }

  // NSCollectionLayoutAnchor.offset
  @MainActor fileprivate static func use224(_ value: NSCollectionLayoutAnchor) async throws {
    _ = value.offset
  }

  // NSCollectionLayoutAnchor.isAbsoluteOffset
  @MainActor fileprivate static func use225(_ value: NSCollectionLayoutAnchor) async throws {
    _ = value.isAbsoluteOffset
  }

  // NSCollectionLayoutAnchor.isFractionalOffset
  @MainActor fileprivate static func use226(_ value: NSCollectionLayoutAnchor) async throws {
    _ = value.isFractionalOffset
  }

  // NSCollectionLayoutAnchor.init(edges:)
  @MainActor fileprivate static func use227(_ value: NSCollectionLayoutAnchor) async throws {
    _ = NSCollectionLayoutAnchor(edges: placeholder() as NSDirectionalRectEdge)
  }

  // NSCollectionLayoutAnchor.init(edges:absoluteOffset:)
  @MainActor fileprivate static func use228(_ value: NSCollectionLayoutAnchor) async throws {
    _ = NSCollectionLayoutAnchor(edges: placeholder() as NSDirectionalRectEdge, absoluteOffset: placeholder() as CGPoint)
  }

  // NSCollectionLayoutAnchor.init(edges:fractionalOffset:)
  @MainActor fileprivate static func use229(_ value: NSCollectionLayoutAnchor) async throws {
    _ = NSCollectionLayoutAnchor(edges: placeholder() as NSDirectionalRectEdge, fractionalOffset: placeholder() as CGPoint)
  }
}

// NSCollectionLayoutEnvironment
extension NSCollectionLayoutEnvironment {
  // NSCollectionLayoutEnvironment.container
  @MainActor fileprivate static func use231(_ value: inout Self) async throws {
    _ = value.container
  }

  // NSCollectionLayoutEnvironment.traitCollection
  @MainActor fileprivate static func use232(_ value: inout Self) async throws {
    _ = value.traitCollection
  }
}

// NSCollectionLayoutContainer
extension NSCollectionLayoutContainer {
  // NSCollectionLayoutContainer.contentSize
  @MainActor fileprivate static func use234(_ value: inout Self) async throws {
    _ = value.contentSize
  }

  // NSCollectionLayoutContainer.effectiveContentSize
  @MainActor fileprivate static func use235(_ value: inout Self) async throws {
    _ = value.effectiveContentSize
  }

  // NSCollectionLayoutContainer.contentInsets
  @MainActor fileprivate static func use236(_ value: inout Self) async throws {
    _ = value.contentInsets
  }

  // NSCollectionLayoutContainer.effectiveContentInsets
  @MainActor fileprivate static func use237(_ value: inout Self) async throws {
    _ = value.effectiveContentInsets
  }
}

// UIUserInterfaceSizeClass
extension UIUserInterfaceSizeClass {
  // UIUserInterfaceSizeClass.unspecified
  @MainActor fileprivate static func use239(_ value: inout Self) async throws {
    _ = Self.unspecified
  }

  // UIUserInterfaceSizeClass.compact
  @MainActor fileprivate static func use240(_ value: inout Self) async throws {
    _ = Self.compact
  }

  // UIUserInterfaceSizeClass.regular
  @MainActor fileprivate static func use241(_ value: inout Self) async throws {
    _ = Self.regular
  }
}

// UIContentSizeCategory
extension UIContentSizeCategory {
  // UIContentSizeCategory.rawValue
  @MainActor fileprivate static func use243(_ value: inout Self) async throws {
    _ = value.rawValue
  }

  // UIContentSizeCategory.init(rawValue:)
  @MainActor fileprivate static func use244(_ value: inout Self) async throws {
    _ = Self(rawValue: placeholder() as String)
  }

  // UIContentSizeCategory.extraSmall
  @MainActor fileprivate static func use245(_ value: inout Self) async throws {
    _ = Self.extraSmall
  }

  // UIContentSizeCategory.small
  @MainActor fileprivate static func use246(_ value: inout Self) async throws {
    _ = Self.small
  }

  // UIContentSizeCategory.medium
  @MainActor fileprivate static func use247(_ value: inout Self) async throws {
    _ = Self.medium
  }

  // UIContentSizeCategory.large
  @MainActor fileprivate static func use248(_ value: inout Self) async throws {
    _ = Self.large
  }

  // UIContentSizeCategory.extraLarge
  @MainActor fileprivate static func use249(_ value: inout Self) async throws {
    _ = Self.extraLarge
  }

  // UIContentSizeCategory.extraExtraLarge
  @MainActor fileprivate static func use250(_ value: inout Self) async throws {
    _ = Self.extraExtraLarge
  }

  // UIContentSizeCategory.extraExtraExtraLarge
  @MainActor fileprivate static func use251(_ value: inout Self) async throws {
    _ = Self.extraExtraExtraLarge
  }

  // UIContentSizeCategory.accessibilityMedium
  @MainActor fileprivate static func use252(_ value: inout Self) async throws {
    _ = Self.accessibilityMedium
  }

  // UIContentSizeCategory.accessibilityLarge
  @MainActor fileprivate static func use253(_ value: inout Self) async throws {
    _ = Self.accessibilityLarge
  }

  // UIContentSizeCategory.accessibilityExtraLarge
  @MainActor fileprivate static func use254(_ value: inout Self) async throws {
    _ = Self.accessibilityExtraLarge
  }

  // UIContentSizeCategory.accessibilityExtraExtraLarge
  @MainActor fileprivate static func use255(_ value: inout Self) async throws {
    _ = Self.accessibilityExtraExtraLarge
  }

  // UIContentSizeCategory.accessibilityExtraExtraExtraLarge
  @MainActor fileprivate static func use256(_ value: inout Self) async throws {
    _ = Self.accessibilityExtraExtraExtraLarge
  }
}

// UITraitCollection
extension UITraitCollection {
  // UITraitCollection.horizontalSizeClass
  @MainActor fileprivate static func use258(_ value: UITraitCollection) async throws {
    _ = value.horizontalSizeClass
  }

  // UITraitCollection.verticalSizeClass
  @MainActor fileprivate static func use259(_ value: UITraitCollection) async throws {
    _ = value.verticalSizeClass
  }

  // UITraitCollection.displayScale
  @MainActor fileprivate static func use260(_ value: UITraitCollection) async throws {
    _ = value.displayScale
  }

  // UITraitCollection.preferredContentSizeCategory
  @MainActor fileprivate static func use261(_ value: UITraitCollection) async throws {
    _ = value.preferredContentSizeCategory
  }
}

// NSCollectionLayoutItem
extension NSCollectionLayoutItem {
  // NSCollectionLayoutItem.layoutSize
  @MainActor fileprivate static func use263(_ value: NSCollectionLayoutItem) async throws {
    _ = value.layoutSize
  }

  // NSCollectionLayoutItem.contentInsets
  @MainActor fileprivate static func use264(_ value: NSCollectionLayoutItem) async throws {
    _ = value.contentInsets
  }

  // NSCollectionLayoutItem.edgeSpacing
  @MainActor fileprivate static func use265(_ value: NSCollectionLayoutItem) async throws {
    _ = value.edgeSpacing
  }

  // NSCollectionLayoutItem.supplementaryItems
  @MainActor fileprivate static func use266(_ value: NSCollectionLayoutItem) async throws {
    _ = value.supplementaryItems
  }

  // NSCollectionLayoutItem.init(layoutSize:)
  @MainActor fileprivate static func use267(_ value: NSCollectionLayoutItem) async throws {
    _ = NSCollectionLayoutItem(layoutSize: placeholder() as NSCollectionLayoutSize)
  }

  // NSCollectionLayoutItem.init(layoutSize:supplementaryItems:)
  @MainActor fileprivate static func use268(_ value: NSCollectionLayoutItem) async throws {
    _ = NSCollectionLayoutItem(layoutSize: placeholder() as NSCollectionLayoutSize, supplementaryItems: placeholder() as [NSCollectionLayoutSupplementaryItem])
  }
}

// NSCollectionLayoutGroupCustomItem
extension NSCollectionLayoutGroupCustomItem {
  // NSCollectionLayoutGroupCustomItem.frame
  @MainActor fileprivate static func use270(_ value: NSCollectionLayoutGroupCustomItem) async throws {
    _ = value.frame
  }

  // NSCollectionLayoutGroupCustomItem.zIndex
  @MainActor fileprivate static func use271(_ value: NSCollectionLayoutGroupCustomItem) async throws {
    _ = value.zIndex
  }

  // NSCollectionLayoutGroupCustomItem.init(frame:)
  @MainActor fileprivate static func use272(_ value: NSCollectionLayoutGroupCustomItem) async throws {
    _ = NSCollectionLayoutGroupCustomItem(frame: placeholder() as CGRect)
  }

  // NSCollectionLayoutGroupCustomItem.init(frame:zIndex:)
  @MainActor fileprivate static func use273(_ value: NSCollectionLayoutGroupCustomItem) async throws {
    _ = NSCollectionLayoutGroupCustomItem(frame: placeholder() as CGRect, zIndex: placeholder() as Int)
  }
}

// NSCollectionLayoutGroupCustomItemProvider
@MainActor private func use274(_ value: NSCollectionLayoutGroupCustomItemProvider) { _ = value }

// NSCollectionLayoutGroup
extension NSCollectionLayoutGroup {
  // NSCollectionLayoutGroup.subitems
  @MainActor fileprivate static func use276(_ value: NSCollectionLayoutGroup) async throws {
    _ = value.subitems
  }

  // NSCollectionLayoutGroup.interItemSpacing
  @MainActor fileprivate static func use277(_ value: NSCollectionLayoutGroup) async throws {
    _ = value.interItemSpacing
  }

  // NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)
  @MainActor fileprivate static func use278(_ value: NSCollectionLayoutGroup) async throws {
    _ = NSCollectionLayoutGroup.horizontal(layoutSize: placeholder() as NSCollectionLayoutSize, subitems: placeholder() as [NSCollectionLayoutItem])
  }

  // NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)
  @MainActor fileprivate static func use279(_ value: NSCollectionLayoutGroup) async throws {
    _ = NSCollectionLayoutGroup.horizontal(layoutSize: placeholder() as NSCollectionLayoutSize, subitem: placeholder() as NSCollectionLayoutItem, count: placeholder() as Int)
  }

  // NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)
  @MainActor fileprivate static func use280(_ value: NSCollectionLayoutGroup) async throws {
    _ = NSCollectionLayoutGroup.horizontal(layoutSize: placeholder() as NSCollectionLayoutSize, repeatingSubitem: placeholder() as NSCollectionLayoutItem, count: placeholder() as Int)
  }

  // NSCollectionLayoutGroup.vertical(layoutSize:subitems:)
  @MainActor fileprivate static func use281(_ value: NSCollectionLayoutGroup) async throws {
    _ = NSCollectionLayoutGroup.vertical(layoutSize: placeholder() as NSCollectionLayoutSize, subitems: placeholder() as [NSCollectionLayoutItem])
  }

  // NSCollectionLayoutGroup.vertical(layoutSize:subitem:count:)
  @MainActor fileprivate static func use282(_ value: NSCollectionLayoutGroup) async throws {
    _ = NSCollectionLayoutGroup.vertical(layoutSize: placeholder() as NSCollectionLayoutSize, subitem: placeholder() as NSCollectionLayoutItem, count: placeholder() as Int)
  }

  // NSCollectionLayoutGroup.vertical(layoutSize:repeatingSubitem:count:)
  @MainActor fileprivate static func use283(_ value: NSCollectionLayoutGroup) async throws {
    _ = NSCollectionLayoutGroup.vertical(layoutSize: placeholder() as NSCollectionLayoutSize, repeatingSubitem: placeholder() as NSCollectionLayoutItem, count: placeholder() as Int)
  }

  // NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)
  @MainActor fileprivate static func use284(_ value: NSCollectionLayoutGroup) async throws {
    _ = NSCollectionLayoutGroup.custom(layoutSize: placeholder() as NSCollectionLayoutSize, itemProvider: placeholder() as NSCollectionLayoutGroupCustomItemProvider)
  }

  // NSCollectionLayoutGroup.visualDescription()
  @MainActor fileprivate static func use285(_ value: NSCollectionLayoutGroup) async throws {
    _ = value.visualDescription()
  }
}

// UICollectionLayoutSectionOrthogonalScrollingBehavior
extension UICollectionLayoutSectionOrthogonalScrollingBehavior {
  // UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  @MainActor fileprivate static func use287(_ value: inout Self) async throws {
    _ = Self.none
  }

  // UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous
  @MainActor fileprivate static func use288(_ value: inout Self) async throws {
    _ = Self.continuous
  }

  // UICollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary
  @MainActor fileprivate static func use289(_ value: inout Self) async throws {
    _ = Self.continuousGroupLeadingBoundary
  }

  // UICollectionLayoutSectionOrthogonalScrollingBehavior.paging
  @MainActor fileprivate static func use290(_ value: inout Self) async throws {
    _ = Self.paging
  }

  // UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging
  @MainActor fileprivate static func use291(_ value: inout Self) async throws {
    _ = Self.groupPaging
  }

  // UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered
  @MainActor fileprivate static func use292(_ value: inout Self) async throws {
    _ = Self.groupPagingCentered
  }
}

// UIContentInsetsReference
extension UIContentInsetsReference {
  // UIContentInsetsReference.automatic
  @MainActor fileprivate static func use294(_ value: inout Self) async throws {
    _ = Self.automatic
  }

  // UIContentInsetsReference.none
  @MainActor fileprivate static func use295(_ value: inout Self) async throws {
    _ = Self.none
  }

  // UIContentInsetsReference.safeArea
  @MainActor fileprivate static func use296(_ value: inout Self) async throws {
    _ = Self.safeArea
  }

  // UIContentInsetsReference.layoutMargins
  @MainActor fileprivate static func use297(_ value: inout Self) async throws {
    _ = Self.layoutMargins
  }

  // UIContentInsetsReference.readableContent
  @MainActor fileprivate static func use298(_ value: inout Self) async throws {
    _ = Self.readableContent
  }
}

// NSCollectionLayoutSection
extension NSCollectionLayoutSection {
  // NSCollectionLayoutSection.interGroupSpacing
  @MainActor fileprivate static func use300(_ value: NSCollectionLayoutSection) async throws {
    _ = value.interGroupSpacing
  }

  // NSCollectionLayoutSection.contentInsets
  @MainActor fileprivate static func use301(_ value: NSCollectionLayoutSection) async throws {
    _ = value.contentInsets
  }

  // NSCollectionLayoutSection.orthogonalScrollingBehavior
  @MainActor fileprivate static func use302(_ value: NSCollectionLayoutSection) async throws {
    _ = value.orthogonalScrollingBehavior
  }

  // NSCollectionLayoutSection.boundarySupplementaryItems
  @MainActor fileprivate static func use303(_ value: NSCollectionLayoutSection) async throws {
    _ = value.boundarySupplementaryItems
  }

  // NSCollectionLayoutSection.decorationItems
  @MainActor fileprivate static func use304(_ value: NSCollectionLayoutSection) async throws {
    _ = value.decorationItems
  }

  // NSCollectionLayoutSection.orthogonalScrollingProperties
  @MainActor fileprivate static func use305(_ value: NSCollectionLayoutSection) async throws {
    _ = value.orthogonalScrollingProperties
  }

  // NSCollectionLayoutSection.contentInsetsReference
  @MainActor fileprivate static func use306(_ value: NSCollectionLayoutSection) async throws {
    _ = value.contentInsetsReference
  }

  // NSCollectionLayoutSection.supplementaryContentInsetsReference
  @MainActor fileprivate static func use307(_ value: NSCollectionLayoutSection) async throws {
    _ = value.supplementaryContentInsetsReference
  }

  // NSCollectionLayoutSection.supplementariesFollowContentInsets
  @MainActor fileprivate static func use308(_ value: NSCollectionLayoutSection) async throws {
    _ = value.supplementariesFollowContentInsets
  }

  // NSCollectionLayoutSection.visibleItemsInvalidationHandler
  @MainActor fileprivate static func use309(_ value: NSCollectionLayoutSection) async throws {
    _ = value.visibleItemsInvalidationHandler
  }

  // NSCollectionLayoutSection.init(group:)
  @MainActor fileprivate static func use310(_ value: NSCollectionLayoutSection) async throws {
    _ = NSCollectionLayoutSection(group: placeholder() as NSCollectionLayoutGroup)
  }

  // NSCollectionLayoutSection.list(using:layoutEnvironment:)
  @MainActor fileprivate static func use311(_ value: NSCollectionLayoutSection) async throws {
    _ = NSCollectionLayoutSection.list(using: placeholder() as UICollectionLayoutListConfiguration, layoutEnvironment: placeholder() as any NSCollectionLayoutEnvironment)
  }
}

// NSCollectionLayoutSectionVisibleItemsInvalidationHandler
@MainActor private func use312(_ value: NSCollectionLayoutSectionVisibleItemsInvalidationHandler) { _ = value }

// NSCollectionLayoutVisibleItem
extension NSCollectionLayoutVisibleItem {
  // NSCollectionLayoutVisibleItem.frame
  @MainActor fileprivate static func use314(_ value: inout Self) async throws {
    _ = value.frame
  }

  // NSCollectionLayoutVisibleItem.indexPath
  @MainActor fileprivate static func use315(_ value: inout Self) async throws {
    _ = value.indexPath
  }
}

// UICollectionLayoutSectionOrthogonalScrollingProperties
extension UICollectionLayoutSectionOrthogonalScrollingProperties {
  // UICollectionLayoutSectionOrthogonalScrollingProperties.decelerationRate
  @MainActor fileprivate static func use317(_ value: UICollectionLayoutSectionOrthogonalScrollingProperties) async throws {
    _ = value.decelerationRate
  }

  // UICollectionLayoutSectionOrthogonalScrollingProperties.bounce
  @MainActor fileprivate static func use318(_ value: UICollectionLayoutSectionOrthogonalScrollingProperties) async throws {
    _ = value.bounce
  }
}

// UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate
extension UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate {
  // UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.automatic
  @MainActor fileprivate static func use320(_ value: inout Self) async throws {
    _ = Self.automatic
  }

  // UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.normal
  @MainActor fileprivate static func use321(_ value: inout Self) async throws {
    _ = Self.normal
  }

  // UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.fast
  @MainActor fileprivate static func use322(_ value: inout Self) async throws {
    _ = Self.fast
  }
}

// UICollectionLayoutSectionOrthogonalScrollingProperties.BounceMode
extension UICollectionLayoutSectionOrthogonalScrollingProperties.BounceMode {
  // UICollectionLayoutSectionOrthogonalScrollingProperties.BounceMode.automatic
  @MainActor fileprivate static func use324(_ value: inout Self) async throws {
    _ = Self.automatic
  }

  // UICollectionLayoutSectionOrthogonalScrollingProperties.BounceMode.always
  @MainActor fileprivate static func use325(_ value: inout Self) async throws {
    _ = Self.always
  }

  // UICollectionLayoutSectionOrthogonalScrollingProperties.BounceMode.never
  @MainActor fileprivate static func use326(_ value: inout Self) async throws {
    _ = Self.never
  }
}

// NSCollectionLayoutSupplementaryItem
extension NSCollectionLayoutSupplementaryItem {
  // NSCollectionLayoutSupplementaryItem.elementKind
  @MainActor fileprivate static func use328(_ value: NSCollectionLayoutSupplementaryItem) async throws {
    _ = value.elementKind
  }

  // NSCollectionLayoutSupplementaryItem.containerAnchor
  @MainActor fileprivate static func use329(_ value: NSCollectionLayoutSupplementaryItem) async throws {
    _ = value.containerAnchor
  }

  // NSCollectionLayoutSupplementaryItem.itemAnchor
  @MainActor fileprivate static func use330(_ value: NSCollectionLayoutSupplementaryItem) async throws {
    _ = value.itemAnchor
  }

  // NSCollectionLayoutSupplementaryItem.zIndex
  @MainActor fileprivate static func use331(_ value: NSCollectionLayoutSupplementaryItem) async throws {
    _ = value.zIndex
  }

  // NSCollectionLayoutSupplementaryItem.init(layoutSize:elementKind:containerAnchor:)
  @MainActor fileprivate static func use332(_ value: NSCollectionLayoutSupplementaryItem) async throws {
    _ = NSCollectionLayoutSupplementaryItem(layoutSize: placeholder() as NSCollectionLayoutSize, elementKind: placeholder() as String, containerAnchor: placeholder() as NSCollectionLayoutAnchor)
  }

  // NSCollectionLayoutSupplementaryItem.init(layoutSize:elementKind:containerAnchor:itemAnchor:)
  @MainActor fileprivate static func use333(_ value: NSCollectionLayoutSupplementaryItem) async throws {
    _ = NSCollectionLayoutSupplementaryItem(layoutSize: placeholder() as NSCollectionLayoutSize, elementKind: placeholder() as String, containerAnchor: placeholder() as NSCollectionLayoutAnchor, itemAnchor: placeholder() as NSCollectionLayoutAnchor?)
  }
}

// NSCollectionLayoutBoundarySupplementaryItem
extension NSCollectionLayoutBoundarySupplementaryItem {
  // NSCollectionLayoutBoundarySupplementaryItem.alignment
  @MainActor fileprivate static func use335(_ value: NSCollectionLayoutBoundarySupplementaryItem) async throws {
    _ = value.alignment
  }

  // NSCollectionLayoutBoundarySupplementaryItem.offset
  @MainActor fileprivate static func use336(_ value: NSCollectionLayoutBoundarySupplementaryItem) async throws {
    _ = value.offset
  }

  // NSCollectionLayoutBoundarySupplementaryItem.extendsBoundary
  @MainActor fileprivate static func use337(_ value: NSCollectionLayoutBoundarySupplementaryItem) async throws {
    _ = value.extendsBoundary
  }

  // NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds
  @MainActor fileprivate static func use338(_ value: NSCollectionLayoutBoundarySupplementaryItem) async throws {
    _ = value.pinToVisibleBounds
  }

  // NSCollectionLayoutBoundarySupplementaryItem.init(layoutSize:elementKind:alignment:)
  @MainActor fileprivate static func use339(_ value: NSCollectionLayoutBoundarySupplementaryItem) async throws {
    _ = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: placeholder() as NSCollectionLayoutSize, elementKind: placeholder() as String, alignment: placeholder() as NSRectAlignment)
  }

  // NSCollectionLayoutBoundarySupplementaryItem.init(layoutSize:elementKind:alignment:absoluteOffset:)
  @MainActor fileprivate static func use340(_ value: NSCollectionLayoutBoundarySupplementaryItem) async throws {
    _ = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: placeholder() as NSCollectionLayoutSize, elementKind: placeholder() as String, alignment: placeholder() as NSRectAlignment, absoluteOffset: placeholder() as CGPoint)
  }
}

// NSCollectionLayoutDecorationItem
extension NSCollectionLayoutDecorationItem {
  // NSCollectionLayoutDecorationItem.elementKind
  @MainActor fileprivate static func use342(_ value: NSCollectionLayoutDecorationItem) async throws {
    _ = value.elementKind
  }

  // NSCollectionLayoutDecorationItem.zIndex
  @MainActor fileprivate static func use343(_ value: NSCollectionLayoutDecorationItem) async throws {
    _ = value.zIndex
  }

  // NSCollectionLayoutDecorationItem.background(elementKind:)
  @MainActor fileprivate static func use344(_ value: NSCollectionLayoutDecorationItem) async throws {
    _ = NSCollectionLayoutDecorationItem.background(elementKind: placeholder() as String)
  }
}

// UICollectionLayoutListConfiguration
extension UICollectionLayoutListConfiguration {
  // UICollectionLayoutListConfiguration.appearance
  @MainActor fileprivate static func use346(_ value: inout Self) async throws {
    _ = value.appearance
  }

  // UICollectionLayoutListConfiguration.showsSeparators
  @MainActor fileprivate static func use347(_ value: inout Self) async throws {
    _ = value.showsSeparators
  }

  // UICollectionLayoutListConfiguration.separatorConfiguration
  @MainActor fileprivate static func use348(_ value: inout Self) async throws {
    _ = value.separatorConfiguration
  }

  // UICollectionLayoutListConfiguration.headerMode
  @MainActor fileprivate static func use349(_ value: inout Self) async throws {
    _ = value.headerMode
  }

  // UICollectionLayoutListConfiguration.footerMode
  @MainActor fileprivate static func use350(_ value: inout Self) async throws {
    _ = value.footerMode
  }

  // UICollectionLayoutListConfiguration.headerTopPadding
  @MainActor fileprivate static func use351(_ value: inout Self) async throws {
    _ = value.headerTopPadding
  }

  // UICollectionLayoutListConfiguration.backgroundColor
  @MainActor fileprivate static func use352(_ value: inout Self) async throws {
    _ = value.backgroundColor
  }

  // UICollectionLayoutListConfiguration.itemSeparatorHandler
  @MainActor fileprivate static func use353(_ value: inout Self) async throws {
    _ = value.itemSeparatorHandler
  }

  // UICollectionLayoutListConfiguration.leadingSwipeActionsConfigurationProvider
  @MainActor fileprivate static func use354(_ value: inout Self) async throws {
    _ = value.leadingSwipeActionsConfigurationProvider
  }

  // UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider
  @MainActor fileprivate static func use355(_ value: inout Self) async throws {
    _ = value.trailingSwipeActionsConfigurationProvider
  }

  // UICollectionLayoutListConfiguration.init(appearance:)
  @MainActor fileprivate static func use356(_ value: inout Self) async throws {
    _ = Self(appearance: placeholder() as Appearance)
  }
}

// UICollectionLayoutListConfiguration.Appearance
extension UICollectionLayoutListConfiguration.Appearance {
  // UICollectionLayoutListConfiguration.Appearance.plain
  @MainActor fileprivate static func use358(_ value: inout Self) async throws {
    _ = Self.plain
  }

  // UICollectionLayoutListConfiguration.Appearance.grouped
  @MainActor fileprivate static func use359(_ value: inout Self) async throws {
    _ = Self.grouped
  }

  // UICollectionLayoutListConfiguration.Appearance.insetGrouped
  @MainActor fileprivate static func use360(_ value: inout Self) async throws {
    _ = Self.insetGrouped
  }

  // UICollectionLayoutListConfiguration.Appearance.sidebar
  @MainActor fileprivate static func use361(_ value: inout Self) async throws {
    _ = Self.sidebar
  }

  // UICollectionLayoutListConfiguration.Appearance.sidebarPlain
  @MainActor fileprivate static func use362(_ value: inout Self) async throws {
    _ = Self.sidebarPlain
  }
}

// UICollectionLayoutListConfiguration.HeaderMode
extension UICollectionLayoutListConfiguration.HeaderMode {
  // UICollectionLayoutListConfiguration.HeaderMode.none
  @MainActor fileprivate static func use364(_ value: inout Self) async throws {
    _ = Self.none
  }

  // UICollectionLayoutListConfiguration.HeaderMode.supplementary
  @MainActor fileprivate static func use365(_ value: inout Self) async throws {
    _ = Self.supplementary
  }

  // UICollectionLayoutListConfiguration.HeaderMode.firstItemInSection
  @MainActor fileprivate static func use366(_ value: inout Self) async throws {
    _ = Self.firstItemInSection
  }
}

// UICollectionLayoutListConfiguration.FooterMode
extension UICollectionLayoutListConfiguration.FooterMode {
  // UICollectionLayoutListConfiguration.FooterMode.none
  @MainActor fileprivate static func use368(_ value: inout Self) async throws {
    _ = Self.none
  }

  // UICollectionLayoutListConfiguration.FooterMode.supplementary
  @MainActor fileprivate static func use369(_ value: inout Self) async throws {
    _ = Self.supplementary
  }
}

// UICollectionLayoutListConfiguration.ItemSeparatorHandler
extension UICollectionLayoutListConfiguration {
  @MainActor fileprivate static func use370(_ value: ItemSeparatorHandler) { _ = value }
}

// UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider
extension UICollectionLayoutListConfiguration {
  @MainActor fileprivate static func use371(_ value: SwipeActionsConfigurationProvider) { _ = value }
}

// UIListSeparatorConfiguration
extension UIListSeparatorConfiguration {
  // UIListSeparatorConfiguration.automaticInsets
  @MainActor fileprivate static func use373(_ value: inout Self) async throws {
    _ = Self.automaticInsets
  }

  // UIListSeparatorConfiguration.topSeparatorInsets
  @MainActor fileprivate static func use374(_ value: inout Self) async throws {
    _ = value.topSeparatorInsets
  }

  // UIListSeparatorConfiguration.bottomSeparatorInsets
  @MainActor fileprivate static func use375(_ value: inout Self) async throws {
    _ = value.bottomSeparatorInsets
  }

  // UIListSeparatorConfiguration.topSeparatorVisibility
  @MainActor fileprivate static func use376(_ value: inout Self) async throws {
    _ = value.topSeparatorVisibility
  }

  // UIListSeparatorConfiguration.bottomSeparatorVisibility
  @MainActor fileprivate static func use377(_ value: inout Self) async throws {
    _ = value.bottomSeparatorVisibility
  }

  // UIListSeparatorConfiguration.color
  @MainActor fileprivate static func use378(_ value: inout Self) async throws {
    _ = value.color
  }

  // UIListSeparatorConfiguration.init(listAppearance:)
  @MainActor fileprivate static func use379(_ value: inout Self) async throws {
    _ = Self(listAppearance: placeholder() as UICollectionLayoutListConfiguration.Appearance)
  }
}

// UIListSeparatorConfiguration.Visibility
extension UIListSeparatorConfiguration.Visibility {
  // UIListSeparatorConfiguration.Visibility.automatic
  @MainActor fileprivate static func use381(_ value: inout Self) async throws {
    _ = Self.automatic
  }

  // UIListSeparatorConfiguration.Visibility.visible
  @MainActor fileprivate static func use382(_ value: inout Self) async throws {
    _ = Self.visible
  }

  // UIListSeparatorConfiguration.Visibility.hidden
  @MainActor fileprivate static func use383(_ value: inout Self) async throws {
    _ = Self.hidden
  }
}

// UICollectionViewCompositionalLayoutSectionProvider
@MainActor private func use384(_ value: UICollectionViewCompositionalLayoutSectionProvider) { _ = value }

// UICollectionViewCompositionalLayout
extension UICollectionViewCompositionalLayout {
  // UICollectionViewCompositionalLayout.configuration
  @MainActor fileprivate static func use386(_ value: UICollectionViewCompositionalLayout) async throws {
    _ = value.configuration
  }

  // UICollectionViewCompositionalLayout.init(section:)
  @MainActor fileprivate static func use387(_ value: UICollectionViewCompositionalLayout) async throws {
    _ = UICollectionViewCompositionalLayout(section: placeholder() as NSCollectionLayoutSection)
  }

  // UICollectionViewCompositionalLayout.init(section:configuration:)
  @MainActor fileprivate static func use388(_ value: UICollectionViewCompositionalLayout) async throws {
    _ = UICollectionViewCompositionalLayout(section: placeholder() as NSCollectionLayoutSection, configuration: placeholder() as UICollectionViewCompositionalLayoutConfiguration)
  }

  // UICollectionViewCompositionalLayout.init(sectionProvider:)
  @MainActor fileprivate static func use389(_ value: UICollectionViewCompositionalLayout) async throws {
    _ = UICollectionViewCompositionalLayout(sectionProvider: placeholder() as UICollectionViewCompositionalLayoutSectionProvider)
  }

  // UICollectionViewCompositionalLayout.init(sectionProvider:configuration:)
  @MainActor fileprivate static func use390(_ value: UICollectionViewCompositionalLayout) async throws {
    _ = UICollectionViewCompositionalLayout(sectionProvider: placeholder() as UICollectionViewCompositionalLayoutSectionProvider, configuration: placeholder() as UICollectionViewCompositionalLayoutConfiguration)
  }

  // UICollectionViewCompositionalLayout.list(using:)
  @MainActor fileprivate static func use391(_ value: UICollectionViewCompositionalLayout) async throws {
    _ = UICollectionViewCompositionalLayout.list(using: placeholder() as UICollectionLayoutListConfiguration)
  }
}

// UICollectionView.ScrollDirection
extension UICollectionView.ScrollDirection {
  // UICollectionView.ScrollDirection.vertical
  @MainActor fileprivate static func use393(_ value: inout Self) async throws {
    _ = Self.vertical
  }

  // UICollectionView.ScrollDirection.horizontal
  @MainActor fileprivate static func use394(_ value: inout Self) async throws {
    _ = Self.horizontal
  }
}

// UICollectionViewCompositionalLayoutConfiguration
extension UICollectionViewCompositionalLayoutConfiguration {
  // UICollectionViewCompositionalLayoutConfiguration.scrollDirection
  @MainActor fileprivate static func use396(_ value: UICollectionViewCompositionalLayoutConfiguration) async throws {
    _ = value.scrollDirection
  }

  // UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing
  @MainActor fileprivate static func use397(_ value: UICollectionViewCompositionalLayoutConfiguration) async throws {
    _ = value.interSectionSpacing
  }

  // UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems
  @MainActor fileprivate static func use398(_ value: UICollectionViewCompositionalLayoutConfiguration) async throws {
    _ = value.boundarySupplementaryItems
  }

  // UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference
  @MainActor fileprivate static func use399(_ value: UICollectionViewCompositionalLayoutConfiguration) async throws {
    _ = value.contentInsetsReference
  }

  // UICollectionViewCompositionalLayoutConfiguration.init()
  @MainActor fileprivate static func use400(_ value: UICollectionViewCompositionalLayoutConfiguration) async throws {
    _ = UICollectionViewCompositionalLayoutConfiguration()
  }
}

// UICollectionViewLayout
extension UICollectionViewLayout {
  // UICollectionViewLayout.collectionView
  @MainActor fileprivate static func use402(_ value: UICollectionViewLayout) async throws {
    _ = value.collectionView
  }

  // UICollectionViewLayout.init()
  @MainActor fileprivate static func use403(_ value: UICollectionViewLayout) async throws {
    _ = UICollectionViewLayout()
  }

  // UICollectionViewLayout.register(_:forDecorationViewOfKind:)
  @MainActor fileprivate static func use404(_ value: UICollectionViewLayout) async throws {
    value.register(placeholder() as AnyClass?, forDecorationViewOfKind: placeholder() as String)
  }

  // UICollectionViewLayout.invalidateLayout()
  @MainActor fileprivate static func use405(_ value: UICollectionViewLayout) async throws {
    value.invalidateLayout()
  }

  // UICollectionViewLayout.collectionViewContentSize
  @MainActor fileprivate static func use406(_ value: UICollectionViewLayout) async throws {
    _ = value.collectionViewContentSize
  }

  // UICollectionViewLayout.layoutAttributesForElements(in:)
  @MainActor fileprivate static func use407(_ value: UICollectionViewLayout) async throws {
    _ = value.layoutAttributesForElements(in: placeholder() as CGRect)
  }

  // UICollectionViewLayout.layoutAttributesForItem(at:)
  @MainActor fileprivate static func use408(_ value: UICollectionViewLayout) async throws {
    _ = value.layoutAttributesForItem(at: placeholder() as IndexPath)
  }

  // UICollectionViewLayout.layoutAttributesForSupplementaryView(ofKind:at:)
  @MainActor fileprivate static func use409(_ value: UICollectionViewLayout) async throws {
    _ = value.layoutAttributesForSupplementaryView(ofKind: placeholder() as String, at: placeholder() as IndexPath)
  }

  // UICollectionViewLayout.layoutAttributesForDecorationView(ofKind:at:)
  @MainActor fileprivate static func use410(_ value: UICollectionViewLayout) async throws {
    _ = value.layoutAttributesForDecorationView(ofKind: placeholder() as String, at: placeholder() as IndexPath)
  }
}

// UICollectionViewFlowLayout
extension UICollectionViewFlowLayout {
  // UICollectionViewFlowLayout.itemSize
  @MainActor fileprivate static func use412(_ value: UICollectionViewFlowLayout) async throws {
    _ = value.itemSize
  }

  // UICollectionViewFlowLayout.estimatedItemSize
  @MainActor fileprivate static func use413(_ value: UICollectionViewFlowLayout) async throws {
    _ = value.estimatedItemSize
  }

  // UICollectionViewFlowLayout.minimumLineSpacing
  @MainActor fileprivate static func use414(_ value: UICollectionViewFlowLayout) async throws {
    _ = value.minimumLineSpacing
  }

  // UICollectionViewFlowLayout.minimumInteritemSpacing
  @MainActor fileprivate static func use415(_ value: UICollectionViewFlowLayout) async throws {
    _ = value.minimumInteritemSpacing
  }

  // UICollectionViewFlowLayout.sectionInset
  @MainActor fileprivate static func use416(_ value: UICollectionViewFlowLayout) async throws {
    _ = value.sectionInset
  }

  // UICollectionViewFlowLayout.headerReferenceSize
  @MainActor fileprivate static func use417(_ value: UICollectionViewFlowLayout) async throws {
    _ = value.headerReferenceSize
  }

  // UICollectionViewFlowLayout.footerReferenceSize
  @MainActor fileprivate static func use418(_ value: UICollectionViewFlowLayout) async throws {
    _ = value.footerReferenceSize
  }

  // UICollectionViewFlowLayout.scrollDirection
  @MainActor fileprivate static func use419(_ value: UICollectionViewFlowLayout) async throws {
    _ = value.scrollDirection
  }

  // UICollectionViewFlowLayout.sectionInsetReference
  @MainActor fileprivate static func use420(_ value: UICollectionViewFlowLayout) async throws {
    _ = value.sectionInsetReference
  }

  // UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds
  @MainActor fileprivate static func use421(_ value: UICollectionViewFlowLayout) async throws {
    _ = value.sectionHeadersPinToVisibleBounds
  }

  // UICollectionViewFlowLayout.sectionFootersPinToVisibleBounds
  @MainActor fileprivate static func use422(_ value: UICollectionViewFlowLayout) async throws {
    _ = value.sectionFootersPinToVisibleBounds
  }

  // UICollectionViewFlowLayout.automaticSize
  @MainActor fileprivate static func use423(_ value: UICollectionViewFlowLayout) async throws {
    _ = UICollectionViewFlowLayout.automaticSize
  }
}

// UICollectionViewFlowLayout.SectionInsetReference
extension UICollectionViewFlowLayout.SectionInsetReference {
  // UICollectionViewFlowLayout.SectionInsetReference.fromContentInset
  @MainActor fileprivate static func use425(_ value: inout Self) async throws {
    _ = Self.fromContentInset
  }

  // UICollectionViewFlowLayout.SectionInsetReference.fromSafeArea
  @MainActor fileprivate static func use426(_ value: inout Self) async throws {
    _ = Self.fromSafeArea
  }

  // UICollectionViewFlowLayout.SectionInsetReference.fromLayoutMargins
  @MainActor fileprivate static func use427(_ value: inout Self) async throws {
    _ = Self.fromLayoutMargins
  }
}

// UICollectionViewDelegateFlowLayout
extension UICollectionViewDelegateFlowLayout {
  // UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:)
  @MainActor fileprivate static func use429(_ value: inout Self) async throws {
    _ = value.collectionView(placeholder() as UICollectionView, layout: placeholder() as UICollectionViewLayout, sizeForItemAt: placeholder() as IndexPath)
  }

  // UICollectionViewDelegateFlowLayout.collectionView(_:layout:insetForSectionAt:)
  @MainActor fileprivate static func use430(_ value: inout Self) async throws {
    _ = value.collectionView(placeholder() as UICollectionView, layout: placeholder() as UICollectionViewLayout, insetForSectionAt: placeholder() as Int)
  }

  // UICollectionViewDelegateFlowLayout.collectionView(_:layout:minimumLineSpacingForSectionAt:)
  @MainActor fileprivate static func use431(_ value: inout Self) async throws {
    _ = value.collectionView(placeholder() as UICollectionView, layout: placeholder() as UICollectionViewLayout, minimumLineSpacingForSectionAt: placeholder() as Int)
  }

  // UICollectionViewDelegateFlowLayout.collectionView(_:layout:minimumInteritemSpacingForSectionAt:)
  @MainActor fileprivate static func use432(_ value: inout Self) async throws {
    _ = value.collectionView(placeholder() as UICollectionView, layout: placeholder() as UICollectionViewLayout, minimumInteritemSpacingForSectionAt: placeholder() as Int)
  }

  // UICollectionViewDelegateFlowLayout.collectionView(_:layout:referenceSizeForHeaderInSection:)
  @MainActor fileprivate static func use433(_ value: inout Self) async throws {
    _ = value.collectionView(placeholder() as UICollectionView, layout: placeholder() as UICollectionViewLayout, referenceSizeForHeaderInSection: placeholder() as Int)
  }

  // UICollectionViewDelegateFlowLayout.collectionView(_:layout:referenceSizeForFooterInSection:)
  @MainActor fileprivate static func use434(_ value: inout Self) async throws {
    _ = value.collectionView(placeholder() as UICollectionView, layout: placeholder() as UICollectionViewLayout, referenceSizeForFooterInSection: placeholder() as Int)
  }
}

// UICollectionView.ElementCategory
extension UICollectionView.ElementCategory {
  // UICollectionView.ElementCategory.cell
  @MainActor fileprivate static func use436(_ value: inout Self) async throws {
    _ = Self.cell
  }

  // UICollectionView.ElementCategory.supplementaryView
  @MainActor fileprivate static func use437(_ value: inout Self) async throws {
    _ = Self.supplementaryView
  }

  // UICollectionView.ElementCategory.decorationView
  @MainActor fileprivate static func use438(_ value: inout Self) async throws {
    _ = Self.decorationView
  }
}

// UICollectionViewLayoutAttributes
extension UICollectionViewLayoutAttributes {
  // UICollectionViewLayoutAttributes.frame
  @MainActor fileprivate static func use440(_ value: UICollectionViewLayoutAttributes) async throws {
    _ = value.frame
  }

  // UICollectionViewLayoutAttributes.indexPath
  @MainActor fileprivate static func use441(_ value: UICollectionViewLayoutAttributes) async throws {
    _ = value.indexPath
  }

  // UICollectionViewLayoutAttributes.zIndex
  @MainActor fileprivate static func use442(_ value: UICollectionViewLayoutAttributes) async throws {
    _ = value.zIndex
  }

  // UICollectionViewLayoutAttributes.alpha
  @MainActor fileprivate static func use443(_ value: UICollectionViewLayoutAttributes) async throws {
    _ = value.alpha
  }

  // UICollectionViewLayoutAttributes.isHidden
  @MainActor fileprivate static func use444(_ value: UICollectionViewLayoutAttributes) async throws {
    _ = value.isHidden
  }

  // UICollectionViewLayoutAttributes.representedElementCategory
  @MainActor fileprivate static func use445(_ value: UICollectionViewLayoutAttributes) async throws {
    _ = value.representedElementCategory
  }

  // UICollectionViewLayoutAttributes.representedElementKind
  @MainActor fileprivate static func use446(_ value: UICollectionViewLayoutAttributes) async throws {
    _ = value.representedElementKind
  }

  // UICollectionViewLayoutAttributes.init(forCellWith:)
  @MainActor fileprivate static func use447(_ value: UICollectionViewLayoutAttributes) async throws {
    _ = UICollectionViewLayoutAttributes(forCellWith: placeholder() as IndexPath)
  }

  // UICollectionViewLayoutAttributes.init(forSupplementaryViewOfKind:with:)
  @MainActor fileprivate static func use448(_ value: UICollectionViewLayoutAttributes) async throws {
    _ = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: placeholder() as String, with: placeholder() as IndexPath)
  }

  // UICollectionViewLayoutAttributes.init(forDecorationViewOfKind:with:)
  @MainActor fileprivate static func use449(_ value: UICollectionViewLayoutAttributes) async throws {
    _ = UICollectionViewLayoutAttributes(forDecorationViewOfKind: placeholder() as String, with: placeholder() as IndexPath)
  }

  // UICollectionViewLayoutAttributes.size
  @MainActor fileprivate static func use450(_ value: UICollectionViewLayoutAttributes) async throws {
    _ = value.size
  }

  // UICollectionViewLayoutAttributes.center
  @MainActor fileprivate static func use451(_ value: UICollectionViewLayoutAttributes) async throws {
    _ = value.center
  }

  // UICollectionViewLayoutAttributes.bounds
  @MainActor fileprivate static func use452(_ value: UICollectionViewLayoutAttributes) async throws {
    _ = value.bounds
  }
}

// UILayoutPriority
extension UILayoutPriority {
  // UILayoutPriority.rawValue
  @MainActor fileprivate static func use454(_ value: inout Self) async throws {
    _ = value.rawValue
  }

  // UILayoutPriority.init(rawValue:)
  @MainActor fileprivate static func use455(_ value: inout Self) async throws {
    _ = Self(rawValue: placeholder() as Float)
  }

  // UILayoutPriority.init(_:)
  @MainActor fileprivate static func use456(_ value: inout Self) async throws {
    _ = Self(placeholder() as Float)
  }

  // UILayoutPriority.init(floatLiteral:)
  @MainActor fileprivate static func use457(_ value: inout Self) async throws {
    _ = Self(floatLiteral: placeholder() as Float)
  }

  // UILayoutPriority.init(integerLiteral:)
  @MainActor fileprivate static func use458(_ value: inout Self) async throws {
    _ = Self(integerLiteral: placeholder() as Int)
  }

  // UILayoutPriority.required
  @MainActor fileprivate static func use459(_ value: inout Self) async throws {
    _ = Self.required
  }

  // UILayoutPriority.defaultHigh
  @MainActor fileprivate static func use460(_ value: inout Self) async throws {
    _ = Self.defaultHigh
  }

  // UILayoutPriority.dragThatCanResizeScene
  @MainActor fileprivate static func use461(_ value: inout Self) async throws {
    _ = Self.dragThatCanResizeScene
  }

  // UILayoutPriority.sceneSizeStayPut
  @MainActor fileprivate static func use462(_ value: inout Self) async throws {
    _ = Self.sceneSizeStayPut
  }

  // UILayoutPriority.dragThatCannotResizeScene
  @MainActor fileprivate static func use463(_ value: inout Self) async throws {
    _ = Self.dragThatCannotResizeScene
  }

  // UILayoutPriority.defaultLow
  @MainActor fileprivate static func use464(_ value: inout Self) async throws {
    _ = Self.defaultLow
  }

  // UILayoutPriority.fittingSizeLevel
  @MainActor fileprivate static func use465(_ value: inout Self) async throws {
    _ = Self.fittingSizeLevel
  }
}

// NSLayoutConstraint
extension NSLayoutConstraint {
  // NSLayoutConstraint.firstItem
  @MainActor fileprivate static func use467(_ value: NSLayoutConstraint) async throws {
    _ = value.firstItem
  }

  // NSLayoutConstraint.firstAttribute
  @MainActor fileprivate static func use468(_ value: NSLayoutConstraint) async throws {
    _ = value.firstAttribute
  }

  // NSLayoutConstraint.relation
  @MainActor fileprivate static func use469(_ value: NSLayoutConstraint) async throws {
    _ = value.relation
  }

  // NSLayoutConstraint.secondItem
  @MainActor fileprivate static func use470(_ value: NSLayoutConstraint) async throws {
    _ = value.secondItem
  }

  // NSLayoutConstraint.secondAttribute
  @MainActor fileprivate static func use471(_ value: NSLayoutConstraint) async throws {
    _ = value.secondAttribute
  }

  // NSLayoutConstraint.multiplier
  @MainActor fileprivate static func use472(_ value: NSLayoutConstraint) async throws {
    _ = value.multiplier
  }

  // NSLayoutConstraint.constant
  @MainActor fileprivate static func use473(_ value: NSLayoutConstraint) async throws {
    _ = value.constant
  }

  // NSLayoutConstraint.priority
  @MainActor fileprivate static func use474(_ value: NSLayoutConstraint) async throws {
    _ = value.priority
  }

  // NSLayoutConstraint.identifier
  @MainActor fileprivate static func use475(_ value: NSLayoutConstraint) async throws {
    _ = value.identifier
  }

  // NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)
  @MainActor fileprivate static func use476(_ value: NSLayoutConstraint) async throws {
    _ = NSLayoutConstraint(item: placeholder() as Any, attribute: placeholder() as Attribute, relatedBy: placeholder() as Relation, toItem: placeholder() as Any?, attribute: placeholder() as Attribute, multiplier: placeholder() as CGFloat, constant: placeholder() as CGFloat)
  }

  // NSLayoutConstraint.isActive
  @MainActor fileprivate static func use477(_ value: NSLayoutConstraint) async throws {
    _ = value.isActive
  }

  // NSLayoutConstraint.activate(_:)
  @MainActor fileprivate static func use478(_ value: NSLayoutConstraint) async throws {
    NSLayoutConstraint.activate(placeholder() as [NSLayoutConstraint])
  }

  // NSLayoutConstraint.deactivate(_:)
  @MainActor fileprivate static func use479(_ value: NSLayoutConstraint) async throws {
    NSLayoutConstraint.deactivate(placeholder() as [NSLayoutConstraint])
  }
}

// NSLayoutConstraint.Axis
extension NSLayoutConstraint.Axis {
  // NSLayoutConstraint.Axis.horizontal
  @MainActor fileprivate static func use481(_ value: inout Self) async throws {
    _ = Self.horizontal
  }

  // NSLayoutConstraint.Axis.vertical
  @MainActor fileprivate static func use482(_ value: inout Self) async throws {
    _ = Self.vertical
  }
}

// NSLayoutConstraint.Attribute
extension NSLayoutConstraint.Attribute {
  // NSLayoutConstraint.Attribute.left
  @MainActor fileprivate static func use484(_ value: inout Self) async throws {
    _ = Self.left
  }

  // NSLayoutConstraint.Attribute.right
  @MainActor fileprivate static func use485(_ value: inout Self) async throws {
    _ = Self.right
  }

  // NSLayoutConstraint.Attribute.top
  @MainActor fileprivate static func use486(_ value: inout Self) async throws {
    _ = Self.top
  }

  // NSLayoutConstraint.Attribute.bottom
  @MainActor fileprivate static func use487(_ value: inout Self) async throws {
    _ = Self.bottom
  }

  // NSLayoutConstraint.Attribute.leading
  @MainActor fileprivate static func use488(_ value: inout Self) async throws {
    _ = Self.leading
  }

  // NSLayoutConstraint.Attribute.trailing
  @MainActor fileprivate static func use489(_ value: inout Self) async throws {
    _ = Self.trailing
  }

  // NSLayoutConstraint.Attribute.width
  @MainActor fileprivate static func use490(_ value: inout Self) async throws {
    _ = Self.width
  }

  // NSLayoutConstraint.Attribute.height
  @MainActor fileprivate static func use491(_ value: inout Self) async throws {
    _ = Self.height
  }

  // NSLayoutConstraint.Attribute.centerX
  @MainActor fileprivate static func use492(_ value: inout Self) async throws {
    _ = Self.centerX
  }

  // NSLayoutConstraint.Attribute.centerY
  @MainActor fileprivate static func use493(_ value: inout Self) async throws {
    _ = Self.centerY
  }

  // NSLayoutConstraint.Attribute.lastBaseline
  @MainActor fileprivate static func use494(_ value: inout Self) async throws {
    _ = Self.lastBaseline
  }

  // NSLayoutConstraint.Attribute.firstBaseline
  @MainActor fileprivate static func use495(_ value: inout Self) async throws {
    _ = Self.firstBaseline
  }

  // NSLayoutConstraint.Attribute.leftMargin
  @MainActor fileprivate static func use496(_ value: inout Self) async throws {
    _ = Self.leftMargin
  }

  // NSLayoutConstraint.Attribute.rightMargin
  @MainActor fileprivate static func use497(_ value: inout Self) async throws {
    _ = Self.rightMargin
  }

  // NSLayoutConstraint.Attribute.topMargin
  @MainActor fileprivate static func use498(_ value: inout Self) async throws {
    _ = Self.topMargin
  }

  // NSLayoutConstraint.Attribute.bottomMargin
  @MainActor fileprivate static func use499(_ value: inout Self) async throws {
    _ = Self.bottomMargin
  }

  // NSLayoutConstraint.Attribute.leadingMargin
  @MainActor fileprivate static func use500(_ value: inout Self) async throws {
    _ = Self.leadingMargin
  }

  // NSLayoutConstraint.Attribute.trailingMargin
  @MainActor fileprivate static func use501(_ value: inout Self) async throws {
    _ = Self.trailingMargin
  }

  // NSLayoutConstraint.Attribute.centerXWithinMargins
  @MainActor fileprivate static func use502(_ value: inout Self) async throws {
    _ = Self.centerXWithinMargins
  }

  // NSLayoutConstraint.Attribute.centerYWithinMargins
  @MainActor fileprivate static func use503(_ value: inout Self) async throws {
    _ = Self.centerYWithinMargins
  }

  // NSLayoutConstraint.Attribute.notAnAttribute
  @MainActor fileprivate static func use504(_ value: inout Self) async throws {
    _ = Self.notAnAttribute
  }
}

// NSLayoutConstraint.Relation
extension NSLayoutConstraint.Relation {
  // NSLayoutConstraint.Relation.lessThanOrEqual
  @MainActor fileprivate static func use506(_ value: inout Self) async throws {
    _ = Self.lessThanOrEqual
  }

  // NSLayoutConstraint.Relation.equal
  @MainActor fileprivate static func use507(_ value: inout Self) async throws {
    _ = Self.equal
  }

  // NSLayoutConstraint.Relation.greaterThanOrEqual
  @MainActor fileprivate static func use508(_ value: inout Self) async throws {
    _ = Self.greaterThanOrEqual
  }
}

// UILayoutGuide
extension UILayoutGuide {
  // UILayoutGuide.owningView
  @MainActor fileprivate static func use510(_ value: UILayoutGuide) async throws {
    _ = value.owningView
  }

  // UILayoutGuide.leadingAnchor
  @MainActor fileprivate static func use511(_ value: UILayoutGuide) async throws {
    _ = value.leadingAnchor
  }

  // UILayoutGuide.trailingAnchor
  @MainActor fileprivate static func use512(_ value: UILayoutGuide) async throws {
    _ = value.trailingAnchor
  }

  // UILayoutGuide.leftAnchor
  @MainActor fileprivate static func use513(_ value: UILayoutGuide) async throws {
    _ = value.leftAnchor
  }

  // UILayoutGuide.rightAnchor
  @MainActor fileprivate static func use514(_ value: UILayoutGuide) async throws {
    _ = value.rightAnchor
  }

  // UILayoutGuide.centerXAnchor
  @MainActor fileprivate static func use515(_ value: UILayoutGuide) async throws {
    _ = value.centerXAnchor
  }

  // UILayoutGuide.topAnchor
  @MainActor fileprivate static func use516(_ value: UILayoutGuide) async throws {
    _ = value.topAnchor
  }

  // UILayoutGuide.bottomAnchor
  @MainActor fileprivate static func use517(_ value: UILayoutGuide) async throws {
    _ = value.bottomAnchor
  }

  // UILayoutGuide.centerYAnchor
  @MainActor fileprivate static func use518(_ value: UILayoutGuide) async throws {
    _ = value.centerYAnchor
  }

  // UILayoutGuide.widthAnchor
  @MainActor fileprivate static func use519(_ value: UILayoutGuide) async throws {
    _ = value.widthAnchor
  }

  // UILayoutGuide.heightAnchor
  @MainActor fileprivate static func use520(_ value: UILayoutGuide) async throws {
    _ = value.heightAnchor
  }
}

// NSLayoutAnchor
extension NSLayoutAnchor {
  // NSLayoutAnchor.constraint(equalTo:)
  @MainActor fileprivate static func use522(_ value: NSLayoutAnchor) async throws {
    _ = value.constraint(equalTo: placeholder() as NSLayoutAnchor<AnchorType>)
  }

  // NSLayoutAnchor.constraint(equalTo:constant:)
  @MainActor fileprivate static func use523(_ value: NSLayoutAnchor) async throws {
    _ = value.constraint(equalTo: placeholder() as NSLayoutAnchor<AnchorType>, constant: placeholder() as CGFloat)
  }

  // NSLayoutAnchor.constraint(greaterThanOrEqualTo:)
  @MainActor fileprivate static func use524(_ value: NSLayoutAnchor) async throws {
    _ = value.constraint(greaterThanOrEqualTo: placeholder() as NSLayoutAnchor<AnchorType>)
  }

  // NSLayoutAnchor.constraint(greaterThanOrEqualTo:constant:)
  @MainActor fileprivate static func use525(_ value: NSLayoutAnchor) async throws {
    _ = value.constraint(greaterThanOrEqualTo: placeholder() as NSLayoutAnchor<AnchorType>, constant: placeholder() as CGFloat)
  }

  // NSLayoutAnchor.constraint(lessThanOrEqualTo:)
  @MainActor fileprivate static func use526(_ value: NSLayoutAnchor) async throws {
    _ = value.constraint(lessThanOrEqualTo: placeholder() as NSLayoutAnchor<AnchorType>)
  }

  // NSLayoutAnchor.constraint(lessThanOrEqualTo:constant:)
  @MainActor fileprivate static func use527(_ value: NSLayoutAnchor) async throws {
    _ = value.constraint(lessThanOrEqualTo: placeholder() as NSLayoutAnchor<AnchorType>, constant: placeholder() as CGFloat)
  }
}

// NSLayoutXAxisAnchor
extension NSLayoutXAxisAnchor {
}

// NSLayoutYAxisAnchor
extension NSLayoutYAxisAnchor {
}

// NSLayoutDimension
extension NSLayoutDimension {
  // NSLayoutDimension.constraint(equalToConstant:)
  @MainActor fileprivate static func use531(_ value: NSLayoutDimension) async throws {
    _ = value.constraint(equalToConstant: placeholder() as CGFloat)
  }

  // NSLayoutDimension.constraint(greaterThanOrEqualToConstant:)
  @MainActor fileprivate static func use532(_ value: NSLayoutDimension) async throws {
    _ = value.constraint(greaterThanOrEqualToConstant: placeholder() as CGFloat)
  }

  // NSLayoutDimension.constraint(lessThanOrEqualToConstant:)
  @MainActor fileprivate static func use533(_ value: NSLayoutDimension) async throws {
    _ = value.constraint(lessThanOrEqualToConstant: placeholder() as CGFloat)
  }

  // NSLayoutDimension.constraint(equalTo:multiplier:)
  @MainActor fileprivate static func use534(_ value: NSLayoutDimension) async throws {
    _ = value.constraint(equalTo: placeholder() as NSLayoutDimension, multiplier: placeholder() as CGFloat)
  }

  // NSLayoutDimension.constraint(equalTo:multiplier:constant:)
  @MainActor fileprivate static func use535(_ value: NSLayoutDimension) async throws {
    _ = value.constraint(equalTo: placeholder() as NSLayoutDimension, multiplier: placeholder() as CGFloat, constant: placeholder() as CGFloat)
  }
}

// UICellAccessory.DisclosureIndicatorOptions
extension UICellAccessory.DisclosureIndicatorOptions {
  // UICellAccessory.DisclosureIndicatorOptions.isHidden
  @MainActor fileprivate static func use537(_ value: inout Self) async throws {
    _ = value.isHidden
  }

  // UICellAccessory.DisclosureIndicatorOptions.reservedLayoutWidth
  @MainActor fileprivate static func use538(_ value: inout Self) async throws {
    _ = value.reservedLayoutWidth
  }

  // UICellAccessory.DisclosureIndicatorOptions.tintColor
  @MainActor fileprivate static func use539(_ value: inout Self) async throws {
    _ = value.tintColor
  }

  // UICellAccessory.DisclosureIndicatorOptions.init(isHidden:reservedLayoutWidth:tintColor:)
  @MainActor fileprivate static func use540(_ value: inout Self) async throws {
    _ = Self(isHidden: placeholder() as Bool?, reservedLayoutWidth: placeholder() as UICellAccessory.LayoutDimension?, tintColor: placeholder() as UIColor?)
  }
}

// UICellAccessory.CheckmarkOptions
extension UICellAccessory.CheckmarkOptions {
  // UICellAccessory.CheckmarkOptions.isHidden
  @MainActor fileprivate static func use542(_ value: inout Self) async throws {
    _ = value.isHidden
  }

  // UICellAccessory.CheckmarkOptions.reservedLayoutWidth
  @MainActor fileprivate static func use543(_ value: inout Self) async throws {
    _ = value.reservedLayoutWidth
  }

  // UICellAccessory.CheckmarkOptions.tintColor
  @MainActor fileprivate static func use544(_ value: inout Self) async throws {
    _ = value.tintColor
  }

  // UICellAccessory.CheckmarkOptions.init(isHidden:reservedLayoutWidth:tintColor:)
  @MainActor fileprivate static func use545(_ value: inout Self) async throws {
    _ = Self(isHidden: placeholder() as Bool?, reservedLayoutWidth: placeholder() as UICellAccessory.LayoutDimension?, tintColor: placeholder() as UIColor?)
  }
}

// UICellAccessory.DetailOptions
extension UICellAccessory.DetailOptions {
  // UICellAccessory.DetailOptions.isHidden
  @MainActor fileprivate static func use547(_ value: inout Self) async throws {
    _ = value.isHidden
  }

  // UICellAccessory.DetailOptions.reservedLayoutWidth
  @MainActor fileprivate static func use548(_ value: inout Self) async throws {
    _ = value.reservedLayoutWidth
  }

  // UICellAccessory.DetailOptions.tintColor
  @MainActor fileprivate static func use549(_ value: inout Self) async throws {
    _ = value.tintColor
  }

  // UICellAccessory.DetailOptions.init(isHidden:reservedLayoutWidth:tintColor:)
  @MainActor fileprivate static func use550(_ value: inout Self) async throws {
    _ = Self(isHidden: placeholder() as Bool?, reservedLayoutWidth: placeholder() as UICellAccessory.LayoutDimension?, tintColor: placeholder() as UIColor?)
  }
}

// UICellAccessory.LabelOptions
extension UICellAccessory.LabelOptions {
  // UICellAccessory.LabelOptions.isHidden
  @MainActor fileprivate static func use552(_ value: inout Self) async throws {
    _ = value.isHidden
  }

  // UICellAccessory.LabelOptions.reservedLayoutWidth
  @MainActor fileprivate static func use553(_ value: inout Self) async throws {
    _ = value.reservedLayoutWidth
  }

  // UICellAccessory.LabelOptions.tintColor
  @MainActor fileprivate static func use554(_ value: inout Self) async throws {
    _ = value.tintColor
  }

  // UICellAccessory.LabelOptions.font
  @MainActor fileprivate static func use555(_ value: inout Self) async throws {
    _ = value.font
  }

  // UICellAccessory.LabelOptions.adjustsFontForContentSizeCategory
  @MainActor fileprivate static func use556(_ value: inout Self) async throws {
    _ = value.adjustsFontForContentSizeCategory
  }

  // UICellAccessory.LabelOptions.init(isHidden:reservedLayoutWidth:tintColor:font:adjustsFontForContentSizeCategory:)
  @MainActor fileprivate static func use557(_ value: inout Self) async throws {
    _ = Self(isHidden: placeholder() as Bool?, reservedLayoutWidth: placeholder() as UICellAccessory.LayoutDimension?, tintColor: placeholder() as UIColor?, font: placeholder() as UIFont?, adjustsFontForContentSizeCategory: placeholder() as Bool?)
  }
}

// UICellAccessory.OutlineDisclosureOptions
extension UICellAccessory.OutlineDisclosureOptions {
  // UICellAccessory.OutlineDisclosureOptions.style
  @MainActor fileprivate static func use559(_ value: inout Self) async throws {
    _ = value.style
  }

  // UICellAccessory.OutlineDisclosureOptions.isHidden
  @MainActor fileprivate static func use560(_ value: inout Self) async throws {
    _ = value.isHidden
  }

  // UICellAccessory.OutlineDisclosureOptions.reservedLayoutWidth
  @MainActor fileprivate static func use561(_ value: inout Self) async throws {
    _ = value.reservedLayoutWidth
  }

  // UICellAccessory.OutlineDisclosureOptions.tintColor
  @MainActor fileprivate static func use562(_ value: inout Self) async throws {
    _ = value.tintColor
  }

  // UICellAccessory.OutlineDisclosureOptions.init(style:isHidden:reservedLayoutWidth:tintColor:)
  @MainActor fileprivate static func use563(_ value: inout Self) async throws {
    _ = Self(style: placeholder() as UICellAccessory.OutlineDisclosureStyle?, isHidden: placeholder() as Bool?, reservedLayoutWidth: placeholder() as UICellAccessory.LayoutDimension?, tintColor: placeholder() as UIColor?)
  }
}

// UICellAccessory.OutlineDisclosureStyle
extension UICellAccessory.OutlineDisclosureStyle {
  // UICellAccessory.OutlineDisclosureStyle.automatic
  @MainActor fileprivate static func use565(_ value: inout Self) async throws {
    _ = Self.automatic
  }

  // UICellAccessory.OutlineDisclosureStyle.header
  @MainActor fileprivate static func use566(_ value: inout Self) async throws {
    _ = Self.header
  }

  // UICellAccessory.OutlineDisclosureStyle.cell
  @MainActor fileprivate static func use567(_ value: inout Self) async throws {
    _ = Self.cell
  }
}

// UICellAccessory.DeleteOptions
extension UICellAccessory.DeleteOptions {
  // UICellAccessory.DeleteOptions.isHidden
  @MainActor fileprivate static func use569(_ value: inout Self) async throws {
    _ = value.isHidden
  }

  // UICellAccessory.DeleteOptions.reservedLayoutWidth
  @MainActor fileprivate static func use570(_ value: inout Self) async throws {
    _ = value.reservedLayoutWidth
  }

  // UICellAccessory.DeleteOptions.tintColor
  @MainActor fileprivate static func use571(_ value: inout Self) async throws {
    _ = value.tintColor
  }

  // UICellAccessory.DeleteOptions.backgroundColor
  @MainActor fileprivate static func use572(_ value: inout Self) async throws {
    _ = value.backgroundColor
  }

  // UICellAccessory.DeleteOptions.init(isHidden:reservedLayoutWidth:tintColor:backgroundColor:)
  @MainActor fileprivate static func use573(_ value: inout Self) async throws {
    _ = Self(isHidden: placeholder() as Bool?, reservedLayoutWidth: placeholder() as UICellAccessory.LayoutDimension?, tintColor: placeholder() as UIColor?, backgroundColor: placeholder() as UIColor?)
  }
}

// UICellAccessory.InsertOptions
extension UICellAccessory.InsertOptions {
  // UICellAccessory.InsertOptions.isHidden
  @MainActor fileprivate static func use575(_ value: inout Self) async throws {
    _ = value.isHidden
  }

  // UICellAccessory.InsertOptions.reservedLayoutWidth
  @MainActor fileprivate static func use576(_ value: inout Self) async throws {
    _ = value.reservedLayoutWidth
  }

  // UICellAccessory.InsertOptions.tintColor
  @MainActor fileprivate static func use577(_ value: inout Self) async throws {
    _ = value.tintColor
  }

  // UICellAccessory.InsertOptions.backgroundColor
  @MainActor fileprivate static func use578(_ value: inout Self) async throws {
    _ = value.backgroundColor
  }

  // UICellAccessory.InsertOptions.init(isHidden:reservedLayoutWidth:tintColor:backgroundColor:)
  @MainActor fileprivate static func use579(_ value: inout Self) async throws {
    _ = Self(isHidden: placeholder() as Bool?, reservedLayoutWidth: placeholder() as UICellAccessory.LayoutDimension?, tintColor: placeholder() as UIColor?, backgroundColor: placeholder() as UIColor?)
  }
}

// UICellAccessory.ReorderOptions
extension UICellAccessory.ReorderOptions {
  // UICellAccessory.ReorderOptions.isHidden
  @MainActor fileprivate static func use581(_ value: inout Self) async throws {
    _ = value.isHidden
  }

  // UICellAccessory.ReorderOptions.reservedLayoutWidth
  @MainActor fileprivate static func use582(_ value: inout Self) async throws {
    _ = value.reservedLayoutWidth
  }

  // UICellAccessory.ReorderOptions.tintColor
  @MainActor fileprivate static func use583(_ value: inout Self) async throws {
    _ = value.tintColor
  }

  // UICellAccessory.ReorderOptions.showsVerticalSeparator
  @MainActor fileprivate static func use584(_ value: inout Self) async throws {
    _ = value.showsVerticalSeparator
  }

  // UICellAccessory.ReorderOptions.init(isHidden:reservedLayoutWidth:tintColor:showsVerticalSeparator:)
  @MainActor fileprivate static func use585(_ value: inout Self) async throws {
    _ = Self(isHidden: placeholder() as Bool?, reservedLayoutWidth: placeholder() as UICellAccessory.LayoutDimension?, tintColor: placeholder() as UIColor?, showsVerticalSeparator: placeholder() as Bool?)
  }
}

// UICellAccessory.MultiselectOptions
extension UICellAccessory.MultiselectOptions {
  // UICellAccessory.MultiselectOptions.isHidden
  @MainActor fileprivate static func use587(_ value: inout Self) async throws {
    _ = value.isHidden
  }

  // UICellAccessory.MultiselectOptions.reservedLayoutWidth
  @MainActor fileprivate static func use588(_ value: inout Self) async throws {
    _ = value.reservedLayoutWidth
  }

  // UICellAccessory.MultiselectOptions.tintColor
  @MainActor fileprivate static func use589(_ value: inout Self) async throws {
    _ = value.tintColor
  }

  // UICellAccessory.MultiselectOptions.backgroundColor
  @MainActor fileprivate static func use590(_ value: inout Self) async throws {
    _ = value.backgroundColor
  }

  // UICellAccessory.MultiselectOptions.init(isHidden:reservedLayoutWidth:tintColor:backgroundColor:)
  @MainActor fileprivate static func use591(_ value: inout Self) async throws {
    _ = Self(isHidden: placeholder() as Bool?, reservedLayoutWidth: placeholder() as UICellAccessory.LayoutDimension?, tintColor: placeholder() as UIColor?, backgroundColor: placeholder() as UIColor?)
  }
}

// UICellAccessory.CustomViewConfiguration
extension UICellAccessory.CustomViewConfiguration {
  // UICellAccessory.CustomViewConfiguration.customView
  @MainActor fileprivate static func use593(_ value: inout Self) async throws {
    _ = value.customView
  }

  // UICellAccessory.CustomViewConfiguration.placement
  @MainActor fileprivate static func use594(_ value: inout Self) async throws {
    _ = value.placement
  }

  // UICellAccessory.CustomViewConfiguration.isHidden
  @MainActor fileprivate static func use595(_ value: inout Self) async throws {
    _ = value.isHidden
  }

  // UICellAccessory.CustomViewConfiguration.reservedLayoutWidth
  @MainActor fileprivate static func use596(_ value: inout Self) async throws {
    _ = value.reservedLayoutWidth
  }

  // UICellAccessory.CustomViewConfiguration.tintColor
  @MainActor fileprivate static func use597(_ value: inout Self) async throws {
    _ = value.tintColor
  }

  // UICellAccessory.CustomViewConfiguration.maintainsFixedSize
  @MainActor fileprivate static func use598(_ value: inout Self) async throws {
    _ = value.maintainsFixedSize
  }

  // UICellAccessory.CustomViewConfiguration.init(customView:placement:isHidden:reservedLayoutWidth:tintColor:maintainsFixedSize:)
  @MainActor fileprivate static func use599(_ value: inout Self) async throws {
    _ = Self(customView: placeholder() as UIView, placement: placeholder() as UICellAccessory.Placement, isHidden: placeholder() as Bool?, reservedLayoutWidth: placeholder() as UICellAccessory.LayoutDimension?, tintColor: placeholder() as UIColor?, maintainsFixedSize: placeholder() as Bool?)
  }
}

// UICellAccessory
extension UICellAccessory {
  // UICellAccessory.disclosureIndicator(displayed:options:)
  @MainActor fileprivate static func use601(_ value: inout Self) async throws {
    _ = Self.disclosureIndicator(displayed: placeholder() as DisplayedState, options: placeholder() as DisclosureIndicatorOptions)
  }

  // UICellAccessory.checkmark(displayed:options:)
  @MainActor fileprivate static func use602(_ value: inout Self) async throws {
    _ = Self.checkmark(displayed: placeholder() as DisplayedState, options: placeholder() as CheckmarkOptions)
  }

  // UICellAccessory.detail(displayed:options:actionHandler:)
  @MainActor fileprivate static func use603(_ value: inout Self) async throws {
    _ = Self.detail(displayed: placeholder() as DisplayedState, options: placeholder() as DetailOptions, actionHandler: placeholder() as ActionHandler?)
  }

  // UICellAccessory.outlineDisclosure(displayed:options:actionHandler:)
  @MainActor fileprivate static func use604(_ value: inout Self) async throws {
    _ = Self.outlineDisclosure(displayed: placeholder() as DisplayedState, options: placeholder() as OutlineDisclosureOptions, actionHandler: placeholder() as ActionHandler?)
  }

  // UICellAccessory.label(text:displayed:options:)
  @MainActor fileprivate static func use605(_ value: inout Self) async throws {
    _ = Self.label(text: placeholder() as String, displayed: placeholder() as DisplayedState, options: placeholder() as LabelOptions)
  }

  // UICellAccessory.customView(configuration:)
  @MainActor fileprivate static func use606(_ value: inout Self) async throws {
    _ = Self.customView(configuration: placeholder() as CustomViewConfiguration)
  }

  // UICellAccessory.delete(displayed:options:actionHandler:)
  @MainActor fileprivate static func use607(_ value: inout Self) async throws {
    _ = Self.delete(displayed: placeholder() as DisplayedState, options: placeholder() as DeleteOptions, actionHandler: placeholder() as ActionHandler?)
  }

  // UICellAccessory.insert(displayed:options:actionHandler:)
  @MainActor fileprivate static func use608(_ value: inout Self) async throws {
    _ = Self.insert(displayed: placeholder() as DisplayedState, options: placeholder() as InsertOptions, actionHandler: placeholder() as ActionHandler?)
  }

  // UICellAccessory.reorder(displayed:options:)
  @MainActor fileprivate static func use609(_ value: inout Self) async throws {
    _ = Self.reorder(displayed: placeholder() as DisplayedState, options: placeholder() as ReorderOptions)
  }

  // UICellAccessory.multiselect(displayed:options:)
  @MainActor fileprivate static func use610(_ value: inout Self) async throws {
    _ = Self.multiselect(displayed: placeholder() as DisplayedState, options: placeholder() as MultiselectOptions)
  }
}

// UICellAccessory.DisplayedState
extension UICellAccessory.DisplayedState {
  // UICellAccessory.DisplayedState.always
  @MainActor fileprivate static func use612(_ value: inout Self) async throws {
    _ = Self.always
  }

  // UICellAccessory.DisplayedState.whenEditing
  @MainActor fileprivate static func use613(_ value: inout Self) async throws {
    _ = Self.whenEditing
  }

  // UICellAccessory.DisplayedState.whenNotEditing
  @MainActor fileprivate static func use614(_ value: inout Self) async throws {
    _ = Self.whenNotEditing
  }
}

// UICellAccessory.LayoutDimension
extension UICellAccessory.LayoutDimension {
  // UICellAccessory.LayoutDimension.actual
  @MainActor fileprivate static func use616(_ value: inout Self) async throws {
    _ = Self.actual
  }

  // UICellAccessory.LayoutDimension.standard
  @MainActor fileprivate static func use617(_ value: inout Self) async throws {
    _ = Self.standard
  }

  // UICellAccessory.LayoutDimension.custom(_:)
  @MainActor fileprivate static func use618(_ value: inout Self) async throws {
    _ = Self.custom(placeholder() as CGFloat)
  }
}

// UICellAccessory.ActionHandler
extension UICellAccessory {
  @MainActor fileprivate static func use619(_ value: ActionHandler) { _ = value }
}

// UICellAccessory.Placement
extension UICellAccessory.Placement {
  // UICellAccessory.Placement.leading(displayed:at:)
  @MainActor fileprivate static func use621(_ value: inout Self) async throws {
    _ = Self.leading(displayed: placeholder() as UICellAccessory.DisplayedState, at: placeholder() as Position)
  }

  // UICellAccessory.Placement.trailing(displayed:at:)
  @MainActor fileprivate static func use622(_ value: inout Self) async throws {
    _ = Self.trailing(displayed: placeholder() as UICellAccessory.DisplayedState, at: placeholder() as Position)
  }

  // UICellAccessory.Placement.position(after:)
  @MainActor fileprivate static func use623(_ value: inout Self) async throws {
    _ = Self.position(after: placeholder() as UICellAccessory)
  }

  // UICellAccessory.Placement.position(before:)
  @MainActor fileprivate static func use624(_ value: inout Self) async throws {
    _ = Self.position(before: placeholder() as UICellAccessory)
  }
}

// UICellAccessory.Placement.Position
extension UICellAccessory.Placement {
  @MainActor fileprivate static func use625(_ value: Position) { _ = value }
}

// UICollectionReusableView
extension UICollectionReusableView {
  // UICollectionReusableView.reuseIdentifier
  @MainActor fileprivate static func use627(_ value: UICollectionReusableView) async throws {
    _ = value.reuseIdentifier
  }

  // UICollectionReusableView.init(coder:)
  @MainActor fileprivate static func use628(_ value: UICollectionReusableView) async throws {
    _ = UICollectionReusableView(coder: placeholder() as NSCoder)
  }

  // UICollectionReusableView.prepareForReuse()
  @MainActor fileprivate static func use629(_ value: UICollectionReusableView) async throws {
    value.prepareForReuse()
  }

  // UICollectionReusableView.apply(_:)
  @MainActor fileprivate static func use630(_ value: UICollectionReusableView) async throws {
    value.apply(placeholder() as UICollectionViewLayoutAttributes)
  }
}

// UICollectionViewCell
extension UICollectionViewCell {
  // UICollectionViewCell.contentView
  @MainActor fileprivate static func use632(_ value: UICollectionViewCell) async throws {
    _ = value.contentView
  }

  // UICollectionViewCell.contentConfiguration
  @MainActor fileprivate static func use633(_ value: UICollectionViewCell) async throws {
    _ = value.contentConfiguration
  }

  // UICollectionViewCell.backgroundConfiguration
  @MainActor fileprivate static func use634(_ value: UICollectionViewCell) async throws {
    _ = value.backgroundConfiguration
  }

  // UICollectionViewCell.backgroundView
  @MainActor fileprivate static func use635(_ value: UICollectionViewCell) async throws {
    _ = value.backgroundView
  }

  // UICollectionViewCell.selectedBackgroundView
  @MainActor fileprivate static func use636(_ value: UICollectionViewCell) async throws {
    _ = value.selectedBackgroundView
  }

  // UICollectionViewCell.isSelected
  @MainActor fileprivate static func use637(_ value: UICollectionViewCell) async throws {
    _ = value.isSelected
  }

  // UICollectionViewCell.isHighlighted
  @MainActor fileprivate static func use638(_ value: UICollectionViewCell) async throws {
    _ = value.isHighlighted
  }

  // UICollectionViewCell.configurationUpdateHandler
  @MainActor fileprivate static func use639(_ value: UICollectionViewCell) async throws {
    _ = value.configurationUpdateHandler
  }

  // UICollectionViewCell.init(coder:)
  @MainActor fileprivate static func use640(_ value: UICollectionViewCell) async throws {
    _ = UICollectionViewCell(coder: placeholder() as NSCoder)
  }

  // UICollectionViewCell.configurationState
  @MainActor fileprivate static func use641(_ value: UICollectionViewCell) async throws {
    _ = value.configurationState
  }

  // UICollectionViewCell.updateConfiguration(using:)
  @MainActor fileprivate static func use642(_ value: UICollectionViewCell) async throws {
    value.updateConfiguration(using: placeholder() as UICellConfigurationState)
  }

  // UICollectionViewCell.defaultBackgroundConfiguration()
  @MainActor fileprivate static func use643(_ value: UICollectionViewCell) async throws {
    _ = value.defaultBackgroundConfiguration()
  }

  // UICollectionViewCell.setNeedsUpdateConfiguration()
  @MainActor fileprivate static func use644(_ value: UICollectionViewCell) async throws {
    value.setNeedsUpdateConfiguration()
  }
}

// UICollectionViewListCell
extension UICollectionViewListCell {
  // UICollectionViewListCell.accessories
  @MainActor fileprivate static func use646(_ value: UICollectionViewListCell) async throws {
    _ = value.accessories
  }

  // UICollectionViewListCell.indentationLevel
  @MainActor fileprivate static func use647(_ value: UICollectionViewListCell) async throws {
    _ = value.indentationLevel
  }

  // UICollectionViewListCell.indentationWidth
  @MainActor fileprivate static func use648(_ value: UICollectionViewListCell) async throws {
    _ = value.indentationWidth
  }

  // UICollectionViewListCell.indentsAccessories
  @MainActor fileprivate static func use649(_ value: UICollectionViewListCell) async throws {
    _ = value.indentsAccessories
  }

  // UICollectionViewListCell.defaultContentConfiguration()
  @MainActor fileprivate static func use650(_ value: UICollectionViewListCell) async throws {
    _ = value.defaultContentConfiguration()
  }
}

// UIBackgroundConfiguration
extension UIBackgroundConfiguration {
  // UIBackgroundConfiguration.backgroundColor
  @MainActor fileprivate static func use652(_ value: inout Self) async throws {
    _ = value.backgroundColor
  }

  // UIBackgroundConfiguration.cornerRadius
  @MainActor fileprivate static func use653(_ value: inout Self) async throws {
    _ = value.cornerRadius
  }

  // UIBackgroundConfiguration.strokeColor
  @MainActor fileprivate static func use654(_ value: inout Self) async throws {
    _ = value.strokeColor
  }

  // UIBackgroundConfiguration.strokeWidth
  @MainActor fileprivate static func use655(_ value: inout Self) async throws {
    _ = value.strokeWidth
  }

  // UIBackgroundConfiguration.backgroundInsets
  @MainActor fileprivate static func use656(_ value: inout Self) async throws {
    _ = value.backgroundInsets
  }

  // UIBackgroundConfiguration.updated(for:)
  @MainActor fileprivate static func use657(_ value: inout Self) async throws {
    _ = value.updated(for: placeholder() as any UIConfigurationState)
  }

  // UIBackgroundConfiguration.customView
  @MainActor fileprivate static func use658(_ value: inout Self) async throws {
    _ = value.customView
  }

  // UIBackgroundConfiguration.listCell()
  @MainActor fileprivate static func use659(_ value: inout Self) async throws {
    _ = Self.listCell()
  }

  // UIBackgroundConfiguration.listHeader()
  @MainActor fileprivate static func use660(_ value: inout Self) async throws {
    _ = Self.listHeader()
  }

  // UIBackgroundConfiguration.listFooter()
  @MainActor fileprivate static func use661(_ value: inout Self) async throws {
    _ = Self.listFooter()
  }

  // UIBackgroundConfiguration.listPlainHeaderFooter()
  @MainActor fileprivate static func use662(_ value: inout Self) async throws {
    _ = Self.listPlainHeaderFooter()
  }

  // UIBackgroundConfiguration.listGroupedHeaderFooter()
  @MainActor fileprivate static func use663(_ value: inout Self) async throws {
    _ = Self.listGroupedHeaderFooter()
  }

  // UIBackgroundConfiguration.listAccompaniedSidebarCell()
  @MainActor fileprivate static func use664(_ value: inout Self) async throws {
    _ = Self.listAccompaniedSidebarCell()
  }

  // UIBackgroundConfiguration.clear()
  @MainActor fileprivate static func use665(_ value: inout Self) async throws {
    _ = Self.clear()
  }

  // UIBackgroundConfiguration.listPlainCell()
  @MainActor fileprivate static func use666(_ value: inout Self) async throws {
    _ = Self.listPlainCell()
  }

  // UIBackgroundConfiguration.listGroupedCell()
  @MainActor fileprivate static func use667(_ value: inout Self) async throws {
    _ = Self.listGroupedCell()
  }

  // UIBackgroundConfiguration.listSidebarCell()
  @MainActor fileprivate static func use668(_ value: inout Self) async throws {
    _ = Self.listSidebarCell()
  }
}

// UIColor
extension UIColor {
  // UIColor.init(red:green:blue:alpha:)
  @MainActor fileprivate static func use670(_ value: UIColor) async throws {
    _ = UIColor(red: placeholder() as CGFloat, green: placeholder() as CGFloat, blue: placeholder() as CGFloat, alpha: placeholder() as CGFloat)
  }

  // UIColor.init(white:alpha:)
  @MainActor fileprivate static func use671(_ value: UIColor) async throws {
    _ = UIColor(white: placeholder() as CGFloat, alpha: placeholder() as CGFloat)
  }

  // UIColor.init(named:)
  @MainActor fileprivate static func use672(_ value: UIColor) async throws {
    _ = UIColor(named: placeholder() as String)
  }

  // UIColor.withAlphaComponent(_:)
  @MainActor fileprivate static func use673(_ value: UIColor) async throws {
    _ = value.withAlphaComponent(placeholder() as CGFloat)
  }

  // UIColor.cgColor
  @MainActor fileprivate static func use674(_ value: UIColor) async throws {
    _ = value.cgColor
  }

  // UIColor.black
  @MainActor fileprivate static func use675(_ value: UIColor) async throws {
    _ = UIColor.black
  }

  // UIColor.white
  @MainActor fileprivate static func use676(_ value: UIColor) async throws {
    _ = UIColor.white
  }

  // UIColor.clear
  @MainActor fileprivate static func use677(_ value: UIColor) async throws {
    _ = UIColor.clear
  }

  // UIColor.gray
  @MainActor fileprivate static func use678(_ value: UIColor) async throws {
    _ = UIColor.gray
  }

  // UIColor.lightGray
  @MainActor fileprivate static func use679(_ value: UIColor) async throws {
    _ = UIColor.lightGray
  }

  // UIColor.darkGray
  @MainActor fileprivate static func use680(_ value: UIColor) async throws {
    _ = UIColor.darkGray
  }

  // UIColor.red
  @MainActor fileprivate static func use681(_ value: UIColor) async throws {
    _ = UIColor.red
  }

  // UIColor.green
  @MainActor fileprivate static func use682(_ value: UIColor) async throws {
    _ = UIColor.green
  }

  // UIColor.blue
  @MainActor fileprivate static func use683(_ value: UIColor) async throws {
    _ = UIColor.blue
  }

  // UIColor.orange
  @MainActor fileprivate static func use684(_ value: UIColor) async throws {
    _ = UIColor.orange
  }

  // UIColor.yellow
  @MainActor fileprivate static func use685(_ value: UIColor) async throws {
    _ = UIColor.yellow
  }

  // UIColor.purple
  @MainActor fileprivate static func use686(_ value: UIColor) async throws {
    _ = UIColor.purple
  }

  // UIColor.brown
  @MainActor fileprivate static func use687(_ value: UIColor) async throws {
    _ = UIColor.brown
  }

  // UIColor.cyan
  @MainActor fileprivate static func use688(_ value: UIColor) async throws {
    _ = UIColor.cyan
  }

  // UIColor.magenta
  @MainActor fileprivate static func use689(_ value: UIColor) async throws {
    _ = UIColor.magenta
  }

  // UIColor.systemBlue
  @MainActor fileprivate static func use690(_ value: UIColor) async throws {
    _ = UIColor.systemBlue
  }

  // UIColor.systemRed
  @MainActor fileprivate static func use691(_ value: UIColor) async throws {
    _ = UIColor.systemRed
  }

  // UIColor.systemGreen
  @MainActor fileprivate static func use692(_ value: UIColor) async throws {
    _ = UIColor.systemGreen
  }

  // UIColor.systemOrange
  @MainActor fileprivate static func use693(_ value: UIColor) async throws {
    _ = UIColor.systemOrange
  }

  // UIColor.systemYellow
  @MainActor fileprivate static func use694(_ value: UIColor) async throws {
    _ = UIColor.systemYellow
  }

  // UIColor.systemPink
  @MainActor fileprivate static func use695(_ value: UIColor) async throws {
    _ = UIColor.systemPink
  }

  // UIColor.systemPurple
  @MainActor fileprivate static func use696(_ value: UIColor) async throws {
    _ = UIColor.systemPurple
  }

  // UIColor.systemTeal
  @MainActor fileprivate static func use697(_ value: UIColor) async throws {
    _ = UIColor.systemTeal
  }

  // UIColor.systemIndigo
  @MainActor fileprivate static func use698(_ value: UIColor) async throws {
    _ = UIColor.systemIndigo
  }

  // UIColor.systemGray
  @MainActor fileprivate static func use699(_ value: UIColor) async throws {
    _ = UIColor.systemGray
  }

  // UIColor.systemGray2
  @MainActor fileprivate static func use700(_ value: UIColor) async throws {
    _ = UIColor.systemGray2
  }

  // UIColor.systemGray3
  @MainActor fileprivate static func use701(_ value: UIColor) async throws {
    _ = UIColor.systemGray3
  }

  // UIColor.systemGray4
  @MainActor fileprivate static func use702(_ value: UIColor) async throws {
    _ = UIColor.systemGray4
  }

  // UIColor.systemGray5
  @MainActor fileprivate static func use703(_ value: UIColor) async throws {
    _ = UIColor.systemGray5
  }

  // UIColor.systemGray6
  @MainActor fileprivate static func use704(_ value: UIColor) async throws {
    _ = UIColor.systemGray6
  }

  // UIColor.systemBackground
  @MainActor fileprivate static func use705(_ value: UIColor) async throws {
    _ = UIColor.systemBackground
  }

  // UIColor.secondarySystemBackground
  @MainActor fileprivate static func use706(_ value: UIColor) async throws {
    _ = UIColor.secondarySystemBackground
  }

  // UIColor.tertiarySystemBackground
  @MainActor fileprivate static func use707(_ value: UIColor) async throws {
    _ = UIColor.tertiarySystemBackground
  }

  // UIColor.systemGroupedBackground
  @MainActor fileprivate static func use708(_ value: UIColor) async throws {
    _ = UIColor.systemGroupedBackground
  }

  // UIColor.secondarySystemGroupedBackground
  @MainActor fileprivate static func use709(_ value: UIColor) async throws {
    _ = UIColor.secondarySystemGroupedBackground
  }

  // UIColor.label
  @MainActor fileprivate static func use710(_ value: UIColor) async throws {
    _ = UIColor.label
  }

  // UIColor.secondaryLabel
  @MainActor fileprivate static func use711(_ value: UIColor) async throws {
    _ = UIColor.secondaryLabel
  }

  // UIColor.tertiaryLabel
  @MainActor fileprivate static func use712(_ value: UIColor) async throws {
    _ = UIColor.tertiaryLabel
  }

  // UIColor.separator
  @MainActor fileprivate static func use713(_ value: UIColor) async throws {
    _ = UIColor.separator
  }

  // UIColor.systemFill
  @MainActor fileprivate static func use714(_ value: UIColor) async throws {
    _ = UIColor.systemFill
  }

  // UIColor.secondarySystemFill
  @MainActor fileprivate static func use715(_ value: UIColor) async throws {
    _ = UIColor.secondarySystemFill
  }

  // UIColor.tintColor
  @MainActor fileprivate static func use716(_ value: UIColor) async throws {
    _ = UIColor.tintColor
  }
}

// UIContentConfiguration
extension UIContentConfiguration {
  // UIContentConfiguration.makeContentView()
  @MainActor fileprivate static func use718(_ value: inout Self) async throws {
    _ = value.makeContentView()
  }

  // UIContentConfiguration.updated(for:)
  @MainActor fileprivate static func use719(_ value: inout Self) async throws {
    _ = value.updated(for: placeholder() as any UIConfigurationState)
  }
}

// UIContentView
extension UIContentView {
  // UIContentView.configuration
  @MainActor fileprivate static func use721(_ value: inout Self) async throws {
    _ = value.configuration
  }
}

// UIConfigurationState
extension UIConfigurationState {
}

// UICellConfigurationState
extension UICellConfigurationState {
  // UICellConfigurationState.isSelected
  @MainActor fileprivate static func use724(_ value: inout Self) async throws {
    _ = value.isSelected
  }

  // UICellConfigurationState.isHighlighted
  @MainActor fileprivate static func use725(_ value: inout Self) async throws {
    _ = value.isHighlighted
  }

  // UICellConfigurationState.isDisabled
  @MainActor fileprivate static func use726(_ value: inout Self) async throws {
    _ = value.isDisabled
  }

  // UICellConfigurationState.isExpanded
  @MainActor fileprivate static func use727(_ value: inout Self) async throws {
    _ = value.isExpanded
  }

  // UICellConfigurationState.init()
  @MainActor fileprivate static func use728(_ value: inout Self) async throws {
    _ = Self()
  }
}

// UIListContentConfiguration
extension UIListContentConfiguration {
  // UIListContentConfiguration.text
  @MainActor fileprivate static func use730(_ value: inout Self) async throws {
    _ = value.text
  }

  // UIListContentConfiguration.secondaryText
  @MainActor fileprivate static func use731(_ value: inout Self) async throws {
    _ = value.secondaryText
  }

  // UIListContentConfiguration.image
  @MainActor fileprivate static func use732(_ value: inout Self) async throws {
    _ = value.image
  }

  // UIListContentConfiguration.textProperties
  @MainActor fileprivate static func use733(_ value: inout Self) async throws {
    _ = value.textProperties
  }

  // UIListContentConfiguration.secondaryTextProperties
  @MainActor fileprivate static func use734(_ value: inout Self) async throws {
    _ = value.secondaryTextProperties
  }

  // UIListContentConfiguration.imageProperties
  @MainActor fileprivate static func use735(_ value: inout Self) async throws {
    _ = value.imageProperties
  }

  // UIListContentConfiguration.directionalLayoutMargins
  @MainActor fileprivate static func use736(_ value: inout Self) async throws {
    _ = value.directionalLayoutMargins
  }

  // UIListContentConfiguration.textToSecondaryTextVerticalPadding
  @MainActor fileprivate static func use737(_ value: inout Self) async throws {
    _ = value.textToSecondaryTextVerticalPadding
  }

  // UIListContentConfiguration.imageToTextPadding
  @MainActor fileprivate static func use738(_ value: inout Self) async throws {
    _ = value.imageToTextPadding
  }

  // UIListContentConfiguration.prefersSideBySideTextAndSecondaryText
  @MainActor fileprivate static func use739(_ value: inout Self) async throws {
    _ = value.prefersSideBySideTextAndSecondaryText
  }

  // UIListContentConfiguration.textToSecondaryTextHorizontalPadding
  @MainActor fileprivate static func use740(_ value: inout Self) async throws {
    _ = value.textToSecondaryTextHorizontalPadding
  }

  // UIListContentConfiguration.cell()
  @MainActor fileprivate static func use741(_ value: inout Self) async throws {
    _ = Self.cell()
  }

  // UIListContentConfiguration.subtitleCell()
  @MainActor fileprivate static func use742(_ value: inout Self) async throws {
    _ = Self.subtitleCell()
  }

  // UIListContentConfiguration.valueCell()
  @MainActor fileprivate static func use743(_ value: inout Self) async throws {
    _ = Self.valueCell()
  }

  // UIListContentConfiguration.sidebarCell()
  @MainActor fileprivate static func use744(_ value: inout Self) async throws {
    _ = Self.sidebarCell()
  }

  // UIListContentConfiguration.sidebarSubtitleCell()
  @MainActor fileprivate static func use745(_ value: inout Self) async throws {
    _ = Self.sidebarSubtitleCell()
  }

  // UIListContentConfiguration.accompaniedSidebarCell()
  @MainActor fileprivate static func use746(_ value: inout Self) async throws {
    _ = Self.accompaniedSidebarCell()
  }

  // UIListContentConfiguration.header()
  @MainActor fileprivate static func use747(_ value: inout Self) async throws {
    _ = Self.header()
  }

  // UIListContentConfiguration.footer()
  @MainActor fileprivate static func use748(_ value: inout Self) async throws {
    _ = Self.footer()
  }

  // UIListContentConfiguration.plainHeader()
  @MainActor fileprivate static func use749(_ value: inout Self) async throws {
    _ = Self.plainHeader()
  }

  // UIListContentConfiguration.plainFooter()
  @MainActor fileprivate static func use750(_ value: inout Self) async throws {
    _ = Self.plainFooter()
  }

  // UIListContentConfiguration.groupedHeader()
  @MainActor fileprivate static func use751(_ value: inout Self) async throws {
    _ = Self.groupedHeader()
  }

  // UIListContentConfiguration.groupedFooter()
  @MainActor fileprivate static func use752(_ value: inout Self) async throws {
    _ = Self.groupedFooter()
  }

  // UIListContentConfiguration.sidebarHeader()
  @MainActor fileprivate static func use753(_ value: inout Self) async throws {
    _ = Self.sidebarHeader()
  }

  // UIListContentConfiguration.prominentInsetGroupedHeader()
  @MainActor fileprivate static func use754(_ value: inout Self) async throws {
    _ = Self.prominentInsetGroupedHeader()
  }

  // UIListContentConfiguration.extraProminentInsetGroupedHeader()
  @MainActor fileprivate static func use755(_ value: inout Self) async throws {
    _ = Self.extraProminentInsetGroupedHeader()
  }

  // UIListContentConfiguration.makeContentView()
  @MainActor fileprivate static func use756(_ value: inout Self) async throws {
    _ = value.makeContentView()
  }

  // UIListContentConfiguration.updated(for:)
  @MainActor fileprivate static func use757(_ value: inout Self) async throws {
    _ = value.updated(for: placeholder() as any UIConfigurationState)
  }
}

// UIListContentConfiguration.TextProperties
extension UIListContentConfiguration.TextProperties {
  // UIListContentConfiguration.TextProperties.font
  @MainActor fileprivate static func use759(_ value: inout Self) async throws {
    _ = value.font
  }

  // UIListContentConfiguration.TextProperties.numberOfLines
  @MainActor fileprivate static func use760(_ value: inout Self) async throws {
    _ = value.numberOfLines
  }

  // UIListContentConfiguration.TextProperties.alignment
  @MainActor fileprivate static func use761(_ value: inout Self) async throws {
    _ = value.alignment
  }

  // UIListContentConfiguration.TextProperties.color
  @MainActor fileprivate static func use762(_ value: inout Self) async throws {
    _ = value.color
  }

  // UIListContentConfiguration.TextProperties.lineBreakMode
  @MainActor fileprivate static func use763(_ value: inout Self) async throws {
    _ = value.lineBreakMode
  }

  // UIListContentConfiguration.TextProperties.adjustsFontForContentSizeCategory
  @MainActor fileprivate static func use764(_ value: inout Self) async throws {
    _ = value.adjustsFontForContentSizeCategory
  }

  // UIListContentConfiguration.TextProperties.adjustsFontSizeToFitWidth
  @MainActor fileprivate static func use765(_ value: inout Self) async throws {
    _ = value.adjustsFontSizeToFitWidth
  }

  // UIListContentConfiguration.TextProperties.minimumScaleFactor
  @MainActor fileprivate static func use766(_ value: inout Self) async throws {
    _ = value.minimumScaleFactor
  }

  // UIListContentConfiguration.TextProperties.allowsDefaultTighteningForTruncation
  @MainActor fileprivate static func use767(_ value: inout Self) async throws {
    _ = value.allowsDefaultTighteningForTruncation
  }
}

// UIListContentConfiguration.TextProperties.TextAlignment
extension UIListContentConfiguration.TextProperties.TextAlignment {
  // UIListContentConfiguration.TextProperties.TextAlignment.natural
  @MainActor fileprivate static func use769(_ value: inout Self) async throws {
    _ = Self.natural
  }

  // UIListContentConfiguration.TextProperties.TextAlignment.center
  @MainActor fileprivate static func use770(_ value: inout Self) async throws {
    _ = Self.center
  }

  // UIListContentConfiguration.TextProperties.TextAlignment.justified
  @MainActor fileprivate static func use771(_ value: inout Self) async throws {
    _ = Self.justified
  }
}

// UIListContentConfiguration.ImageProperties
extension UIListContentConfiguration.ImageProperties {
  // UIListContentConfiguration.ImageProperties.reservedLayoutSize
  @MainActor fileprivate static func use773(_ value: inout Self) async throws {
    _ = value.reservedLayoutSize
  }

  // UIListContentConfiguration.ImageProperties.maximumSize
  @MainActor fileprivate static func use774(_ value: inout Self) async throws {
    _ = value.maximumSize
  }

  // UIListContentConfiguration.ImageProperties.cornerRadius
  @MainActor fileprivate static func use775(_ value: inout Self) async throws {
    _ = value.cornerRadius
  }

  // UIListContentConfiguration.ImageProperties.tintColor
  @MainActor fileprivate static func use776(_ value: inout Self) async throws {
    _ = value.tintColor
  }

  // UIListContentConfiguration.ImageProperties.preferredSymbolConfiguration
  @MainActor fileprivate static func use777(_ value: inout Self) async throws {
    _ = value.preferredSymbolConfiguration
  }
}

// UIListContentView
extension UIListContentView {
  // UIListContentView.configuration
  @MainActor fileprivate static func use779(_ value: UIListContentView) async throws {
    _ = value.configuration
  }

  // UIListContentView.init(configuration:)
  @MainActor fileprivate static func use780(_ value: UIListContentView) async throws {
    _ = UIListContentView(configuration: placeholder() as UIListContentConfiguration)
  }

  // UIListContentView.init(coder:)
  @MainActor fileprivate static func use781(_ value: UIListContentView) async throws {
    _ = UIListContentView(coder: placeholder() as NSCoder)
  }
}

// UIContextualAction
extension UIContextualAction {
  // UIContextualAction.style
  @MainActor fileprivate static func use783(_ value: UIContextualAction) async throws {
    _ = value.style
  }

  // UIContextualAction.title
  @MainActor fileprivate static func use784(_ value: UIContextualAction) async throws {
    _ = value.title
  }

  // UIContextualAction.backgroundColor
  @MainActor fileprivate static func use785(_ value: UIContextualAction) async throws {
    _ = value.backgroundColor
  }

  // UIContextualAction.image
  @MainActor fileprivate static func use786(_ value: UIContextualAction) async throws {
    _ = value.image
  }

  // UIContextualAction.handler
  @MainActor fileprivate static func use787(_ value: UIContextualAction) async throws {
    _ = value.handler
  }

  // UIContextualAction.init(style:title:handler:)
  @MainActor fileprivate static func use788(_ value: UIContextualAction) async throws {
    _ = UIContextualAction(style: placeholder() as Style, title: placeholder() as String?, handler: placeholder() as Handler)
  }
}

// UIContextualAction.Style
extension UIContextualAction.Style {
  // UIContextualAction.Style.normal
  @MainActor fileprivate static func use790(_ value: inout Self) async throws {
    _ = Self.normal
  }

  // UIContextualAction.Style.destructive
  @MainActor fileprivate static func use791(_ value: inout Self) async throws {
    _ = Self.destructive
  }
}

// UIContextualAction.Handler
extension UIContextualAction {
  @MainActor fileprivate static func use792(_ value: Handler) { _ = value }
}

// UISwipeActionsConfiguration
extension UISwipeActionsConfiguration {
  // UISwipeActionsConfiguration.actions
  @MainActor fileprivate static func use794(_ value: UISwipeActionsConfiguration) async throws {
    _ = value.actions
  }

  // UISwipeActionsConfiguration.performsFirstActionWithFullSwipe
  @MainActor fileprivate static func use795(_ value: UISwipeActionsConfiguration) async throws {
    _ = value.performsFirstActionWithFullSwipe
  }

  // UISwipeActionsConfiguration.init(actions:)
  @MainActor fileprivate static func use796(_ value: UISwipeActionsConfiguration) async throws {
    _ = UISwipeActionsConfiguration(actions: placeholder() as [UIContextualAction])
  }
}

// UIFont
extension UIFont {
  // UIFont.preferredFont(forTextStyle:)
  @MainActor fileprivate static func use798(_ value: UIFont) async throws {
    _ = UIFont.preferredFont(forTextStyle: placeholder() as TextStyle)
  }

  // UIFont.preferredFont(forTextStyle:compatibleWith:)
  @MainActor fileprivate static func use799(_ value: UIFont) async throws {
    _ = UIFont.preferredFont(forTextStyle: placeholder() as TextStyle, compatibleWith: placeholder() as UITraitCollection?)
  }

  // UIFont.systemFont(ofSize:weight:)
  @MainActor fileprivate static func use800(_ value: UIFont) async throws {
    _ = UIFont.systemFont(ofSize: placeholder() as CGFloat, weight: placeholder() as Weight)
  }

  // UIFont.systemFont(ofSize:)
  @MainActor fileprivate static func use801(_ value: UIFont) async throws {
    _ = UIFont.systemFont(ofSize: placeholder() as CGFloat)
  }

  // UIFont.boldSystemFont(ofSize:)
  @MainActor fileprivate static func use802(_ value: UIFont) async throws {
    _ = UIFont.boldSystemFont(ofSize: placeholder() as CGFloat)
  }

  // UIFont.pointSize
  @MainActor fileprivate static func use803(_ value: UIFont) async throws {
    _ = value.pointSize
  }

  // UIFont.lineHeight
  @MainActor fileprivate static func use804(_ value: UIFont) async throws {
    _ = value.lineHeight
  }
}

// UIFont.TextStyle
extension UIFont.TextStyle {
  // UIFont.TextStyle.rawValue
  @MainActor fileprivate static func use806(_ value: inout Self) async throws {
    _ = value.rawValue
  }

  // UIFont.TextStyle.init(rawValue:)
  @MainActor fileprivate static func use807(_ value: inout Self) async throws {
    _ = Self(rawValue: placeholder() as String)
  }

  // UIFont.TextStyle.largeTitle
  @MainActor fileprivate static func use808(_ value: inout Self) async throws {
    _ = Self.largeTitle
  }

  // UIFont.TextStyle.title1
  @MainActor fileprivate static func use809(_ value: inout Self) async throws {
    _ = Self.title1
  }

  // UIFont.TextStyle.title2
  @MainActor fileprivate static func use810(_ value: inout Self) async throws {
    _ = Self.title2
  }

  // UIFont.TextStyle.title3
  @MainActor fileprivate static func use811(_ value: inout Self) async throws {
    _ = Self.title3
  }

  // UIFont.TextStyle.headline
  @MainActor fileprivate static func use812(_ value: inout Self) async throws {
    _ = Self.headline
  }

  // UIFont.TextStyle.subheadline
  @MainActor fileprivate static func use813(_ value: inout Self) async throws {
    _ = Self.subheadline
  }

  // UIFont.TextStyle.body
  @MainActor fileprivate static func use814(_ value: inout Self) async throws {
    _ = Self.body
  }

  // UIFont.TextStyle.callout
  @MainActor fileprivate static func use815(_ value: inout Self) async throws {
    _ = Self.callout
  }

  // UIFont.TextStyle.footnote
  @MainActor fileprivate static func use816(_ value: inout Self) async throws {
    _ = Self.footnote
  }

  // UIFont.TextStyle.caption1
  @MainActor fileprivate static func use817(_ value: inout Self) async throws {
    _ = Self.caption1
  }

  // UIFont.TextStyle.caption2
  @MainActor fileprivate static func use818(_ value: inout Self) async throws {
    _ = Self.caption2
  }
}

// UIFont.Weight
extension UIFont.Weight {
  // UIFont.Weight.rawValue
  @MainActor fileprivate static func use820(_ value: inout Self) async throws {
    _ = value.rawValue
  }

  // UIFont.Weight.init(rawValue:)
  @MainActor fileprivate static func use821(_ value: inout Self) async throws {
    _ = Self(rawValue: placeholder() as CGFloat)
  }

  // UIFont.Weight.ultraLight
  @MainActor fileprivate static func use822(_ value: inout Self) async throws {
    _ = Self.ultraLight
  }

  // UIFont.Weight.thin
  @MainActor fileprivate static func use823(_ value: inout Self) async throws {
    _ = Self.thin
  }

  // UIFont.Weight.light
  @MainActor fileprivate static func use824(_ value: inout Self) async throws {
    _ = Self.light
  }

  // UIFont.Weight.regular
  @MainActor fileprivate static func use825(_ value: inout Self) async throws {
    _ = Self.regular
  }

  // UIFont.Weight.medium
  @MainActor fileprivate static func use826(_ value: inout Self) async throws {
    _ = Self.medium
  }

  // UIFont.Weight.semibold
  @MainActor fileprivate static func use827(_ value: inout Self) async throws {
    _ = Self.semibold
  }

  // UIFont.Weight.bold
  @MainActor fileprivate static func use828(_ value: inout Self) async throws {
    _ = Self.bold
  }

  // UIFont.Weight.heavy
  @MainActor fileprivate static func use829(_ value: inout Self) async throws {
    _ = Self.heavy
  }

  // UIFont.Weight.black
  @MainActor fileprivate static func use830(_ value: inout Self) async throws {
    _ = Self.black
  }
}

// UIImage.SymbolConfiguration
extension UIImage.SymbolConfiguration {
  // UIImage.SymbolConfiguration.init(textStyle:)
  @MainActor fileprivate static func use832(_ value: UIImage.SymbolConfiguration) async throws {
    _ = UIImage.SymbolConfiguration(textStyle: placeholder() as UIFont.TextStyle)
  }

  // UIImage.SymbolConfiguration.init(textStyle:scale:)
  @MainActor fileprivate static func use833(_ value: UIImage.SymbolConfiguration) async throws {
    _ = UIImage.SymbolConfiguration(textStyle: placeholder() as UIFont.TextStyle, scale: placeholder() as UIImage.SymbolScale)
  }

  // UIImage.SymbolConfiguration.init(pointSize:)
  @MainActor fileprivate static func use834(_ value: UIImage.SymbolConfiguration) async throws {
    _ = UIImage.SymbolConfiguration(pointSize: placeholder() as CGFloat)
  }

  // UIImage.SymbolConfiguration.init(pointSize:weight:scale:)
  @MainActor fileprivate static func use835(_ value: UIImage.SymbolConfiguration) async throws {
    _ = UIImage.SymbolConfiguration(pointSize: placeholder() as CGFloat, weight: placeholder() as UIImage.SymbolWeight, scale: placeholder() as UIImage.SymbolScale)
  }

  // UIImage.SymbolConfiguration.init(scale:)
  @MainActor fileprivate static func use836(_ value: UIImage.SymbolConfiguration) async throws {
    _ = UIImage.SymbolConfiguration(scale: placeholder() as UIImage.SymbolScale)
  }

  // UIImage.SymbolConfiguration.init(weight:)
  @MainActor fileprivate static func use837(_ value: UIImage.SymbolConfiguration) async throws {
    _ = UIImage.SymbolConfiguration(weight: placeholder() as UIImage.SymbolWeight)
  }
}

// UIImage.SymbolScale
extension UIImage.SymbolScale {
  // UIImage.SymbolScale.`default`
  @MainActor fileprivate static func use839(_ value: inout Self) async throws {
    _ = Self.`default`
  }

  // UIImage.SymbolScale.unspecified
  @MainActor fileprivate static func use840(_ value: inout Self) async throws {
    _ = Self.unspecified
  }

  // UIImage.SymbolScale.small
  @MainActor fileprivate static func use841(_ value: inout Self) async throws {
    _ = Self.small
  }

  // UIImage.SymbolScale.medium
  @MainActor fileprivate static func use842(_ value: inout Self) async throws {
    _ = Self.medium
  }

  // UIImage.SymbolScale.large
  @MainActor fileprivate static func use843(_ value: inout Self) async throws {
    _ = Self.large
  }
}

// UIImage.SymbolWeight
extension UIImage.SymbolWeight {
  // UIImage.SymbolWeight.unspecified
  @MainActor fileprivate static func use845(_ value: inout Self) async throws {
    _ = Self.unspecified
  }

  // UIImage.SymbolWeight.regular
  @MainActor fileprivate static func use846(_ value: inout Self) async throws {
    _ = Self.regular
  }

  // UIImage.SymbolWeight.semibold
  @MainActor fileprivate static func use847(_ value: inout Self) async throws {
    _ = Self.semibold
  }

  // UIImage.SymbolWeight.bold
  @MainActor fileprivate static func use848(_ value: inout Self) async throws {
    _ = Self.bold
  }
}

// NSTextAlignment
extension NSTextAlignment {
  // NSTextAlignment.left
  @MainActor fileprivate static func use850(_ value: inout Self) async throws {
    _ = Self.left
  }

  // NSTextAlignment.center
  @MainActor fileprivate static func use851(_ value: inout Self) async throws {
    _ = Self.center
  }

  // NSTextAlignment.right
  @MainActor fileprivate static func use852(_ value: inout Self) async throws {
    _ = Self.right
  }

  // NSTextAlignment.justified
  @MainActor fileprivate static func use853(_ value: inout Self) async throws {
    _ = Self.justified
  }

  // NSTextAlignment.natural
  @MainActor fileprivate static func use854(_ value: inout Self) async throws {
    _ = Self.natural
  }
}

// UILabel
extension UILabel {
  // UILabel.text
  @MainActor fileprivate static func use856(_ value: UILabel) async throws {
    _ = value.text
  }

  // UILabel.font
  @MainActor fileprivate static func use857(_ value: UILabel) async throws {
    _ = value.font
  }

  // UILabel.numberOfLines
  @MainActor fileprivate static func use858(_ value: UILabel) async throws {
    _ = value.numberOfLines
  }

  // UILabel.textAlignment
  @MainActor fileprivate static func use859(_ value: UILabel) async throws {
    _ = value.textAlignment
  }

  // UILabel.textColor
  @MainActor fileprivate static func use860(_ value: UILabel) async throws {
    _ = value.textColor
  }

  // UILabel.adjustsFontForContentSizeCategory
  @MainActor fileprivate static func use861(_ value: UILabel) async throws {
    _ = value.adjustsFontForContentSizeCategory
  }

  // UILabel.lineBreakMode
  @MainActor fileprivate static func use862(_ value: UILabel) async throws {
    _ = value.lineBreakMode
  }

  // UILabel.init(coder:)
  @MainActor fileprivate static func use863(_ value: UILabel) async throws {
    _ = UILabel(coder: placeholder() as NSCoder)
  }
}

// NSLineBreakMode
extension NSLineBreakMode {
  // NSLineBreakMode.byWordWrapping
  @MainActor fileprivate static func use865(_ value: inout Self) async throws {
    _ = Self.byWordWrapping
  }

  // NSLineBreakMode.byCharWrapping
  @MainActor fileprivate static func use866(_ value: inout Self) async throws {
    _ = Self.byCharWrapping
  }

  // NSLineBreakMode.byClipping
  @MainActor fileprivate static func use867(_ value: inout Self) async throws {
    _ = Self.byClipping
  }

  // NSLineBreakMode.byTruncatingHead
  @MainActor fileprivate static func use868(_ value: inout Self) async throws {
    _ = Self.byTruncatingHead
  }

  // NSLineBreakMode.byTruncatingTail
  @MainActor fileprivate static func use869(_ value: inout Self) async throws {
    _ = Self.byTruncatingTail
  }

  // NSLineBreakMode.byTruncatingMiddle
  @MainActor fileprivate static func use870(_ value: inout Self) async throws {
    _ = Self.byTruncatingMiddle
  }
}

// UIImage
extension UIImage {
  // UIImage.size
  @MainActor fileprivate static func use872(_ value: UIImage) async throws {
    _ = value.size
  }

  // UIImage.init(systemName:)
  @MainActor fileprivate static func use873(_ value: UIImage) async throws {
    _ = UIImage(systemName: placeholder() as String)
  }

  // UIImage.init(named:)
  @MainActor fileprivate static func use874(_ value: UIImage) async throws {
    _ = UIImage(named: placeholder() as String)
  }
}

// UIImageView
extension UIImageView {
  // UIImageView.image
  @MainActor fileprivate static func use876(_ value: UIImageView) async throws {
    _ = value.image
  }

  // UIImageView.init(image:)
  @MainActor fileprivate static func use877(_ value: UIImageView) async throws {
    _ = UIImageView(image: placeholder() as UIImage?)
  }

  // UIImageView.init(coder:)
  @MainActor fileprivate static func use878(_ value: UIImageView) async throws {
    _ = UIImageView(coder: placeholder() as NSCoder)
  }
}

// UISwitch
extension UISwitch {
  // UISwitch.isOn
  @MainActor fileprivate static func use880(_ value: UISwitch) async throws {
    _ = value.isOn
  }

  // UISwitch.init(coder:)
  @MainActor fileprivate static func use881(_ value: UISwitch) async throws {
    _ = UISwitch(coder: placeholder() as NSCoder)
  }
}

// UIScreen
extension UIScreen {
  // UIScreen.main
  @MainActor fileprivate static func use883(_ value: UIScreen) async throws {
    _ = UIScreen.main
  }

  // UIScreen.bounds
  @MainActor fileprivate static func use884(_ value: UIScreen) async throws {
    _ = value.bounds
  }

  // UIScreen.scale
  @MainActor fileprivate static func use885(_ value: UIScreen) async throws {
    _ = value.scale
  }
}

// UIStackView
extension UIStackView {
  // UIStackView.arrangedSubviews
  @MainActor fileprivate static func use887(_ value: UIStackView) async throws {
    _ = value.arrangedSubviews
  }

  // UIStackView.axis
  @MainActor fileprivate static func use888(_ value: UIStackView) async throws {
    _ = value.axis
  }

  // UIStackView.spacing
  @MainActor fileprivate static func use889(_ value: UIStackView) async throws {
    _ = value.spacing
  }

  // UIStackView.alignment
  @MainActor fileprivate static func use890(_ value: UIStackView) async throws {
    _ = value.alignment
  }

  // UIStackView.distribution
  @MainActor fileprivate static func use891(_ value: UIStackView) async throws {
    _ = value.distribution
  }

  // UIStackView.isLayoutMarginsRelativeArrangement
  @MainActor fileprivate static func use892(_ value: UIStackView) async throws {
    _ = value.isLayoutMarginsRelativeArrangement
  }

  // UIStackView.init(arrangedSubviews:)
  @MainActor fileprivate static func use893(_ value: UIStackView) async throws {
    _ = UIStackView(arrangedSubviews: placeholder() as [UIView])
  }

  // UIStackView.init(coder:)
  @MainActor fileprivate static func use894(_ value: UIStackView) async throws {
    _ = UIStackView(coder: placeholder() as NSCoder)
  }

  // UIStackView.addArrangedSubview(_:)
  @MainActor fileprivate static func use895(_ value: UIStackView) async throws {
    value.addArrangedSubview(placeholder() as UIView)
  }

  // UIStackView.insertArrangedSubview(_:at:)
  @MainActor fileprivate static func use896(_ value: UIStackView) async throws {
    value.insertArrangedSubview(placeholder() as UIView, at: placeholder() as Int)
  }

  // UIStackView.removeArrangedSubview(_:)
  @MainActor fileprivate static func use897(_ value: UIStackView) async throws {
    value.removeArrangedSubview(placeholder() as UIView)
  }
}

// UIStackView.Alignment
extension UIStackView.Alignment {
  // UIStackView.Alignment.fill
  @MainActor fileprivate static func use899(_ value: inout Self) async throws {
    _ = Self.fill
  }

  // UIStackView.Alignment.leading
  @MainActor fileprivate static func use900(_ value: inout Self) async throws {
    _ = Self.leading
  }

  // UIStackView.Alignment.firstBaseline
  @MainActor fileprivate static func use901(_ value: inout Self) async throws {
    _ = Self.firstBaseline
  }

  // UIStackView.Alignment.center
  @MainActor fileprivate static func use902(_ value: inout Self) async throws {
    _ = Self.center
  }

  // UIStackView.Alignment.trailing
  @MainActor fileprivate static func use903(_ value: inout Self) async throws {
    _ = Self.trailing
  }

  // UIStackView.Alignment.lastBaseline
  @MainActor fileprivate static func use904(_ value: inout Self) async throws {
    _ = Self.lastBaseline
  }

  // UIStackView.Alignment.top
  @MainActor fileprivate static func use905(_ value: inout Self) async throws {
    _ = Self.top
  }

  // UIStackView.Alignment.bottom
  @MainActor fileprivate static func use906(_ value: inout Self) async throws {
    _ = Self.bottom
  }
}

// UIStackView.Distribution
extension UIStackView.Distribution {
  // UIStackView.Distribution.fill
  @MainActor fileprivate static func use908(_ value: inout Self) async throws {
    _ = Self.fill
  }

  // UIStackView.Distribution.fillEqually
  @MainActor fileprivate static func use909(_ value: inout Self) async throws {
    _ = Self.fillEqually
  }

  // UIStackView.Distribution.fillProportionally
  @MainActor fileprivate static func use910(_ value: inout Self) async throws {
    _ = Self.fillProportionally
  }

  // UIStackView.Distribution.equalSpacing
  @MainActor fileprivate static func use911(_ value: inout Self) async throws {
    _ = Self.equalSpacing
  }

  // UIStackView.Distribution.equalCentering
  @MainActor fileprivate static func use912(_ value: inout Self) async throws {
    _ = Self.equalCentering
  }
}

// UIView
extension UIView {
  // UIView.layoutFittingCompressedSize
  @MainActor fileprivate static func use914(_ value: UIView) async throws {
    _ = UIView.layoutFittingCompressedSize
  }

  // UIView.layoutFittingExpandedSize
  @MainActor fileprivate static func use915(_ value: UIView) async throws {
    _ = UIView.layoutFittingExpandedSize
  }

  // UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)
  @MainActor fileprivate static func use916(_ value: UIView) async throws {
    _ = value.systemLayoutSizeFitting(placeholder() as CGSize, withHorizontalFittingPriority: placeholder() as UILayoutPriority, verticalFittingPriority: placeholder() as UILayoutPriority)
  }

  // UIView.systemLayoutSizeFitting(_:)
  @MainActor fileprivate static func use917(_ value: UIView) async throws {
    _ = value.systemLayoutSizeFitting(placeholder() as CGSize)
  }

  // UIView.frame
  @MainActor fileprivate static func use918(_ value: UIView) async throws {
    _ = value.frame
  }

  // UIView.autoresizesSubviews
  @MainActor fileprivate static func use919(_ value: UIView) async throws {
    _ = value.autoresizesSubviews
  }

  // UIView.subviews
  @MainActor fileprivate static func use920(_ value: UIView) async throws {
    _ = value.subviews
  }

  // UIView.superview
  @MainActor fileprivate static func use921(_ value: UIView) async throws {
    _ = value.superview
  }

  // UIView.translatesAutoresizingMaskIntoConstraints
  @MainActor fileprivate static func use922(_ value: UIView) async throws {
    _ = value.translatesAutoresizingMaskIntoConstraints
  }

  // UIView.isHidden
  @MainActor fileprivate static func use923(_ value: UIView) async throws {
    _ = value.isHidden
  }

  // UIView.alpha
  @MainActor fileprivate static func use924(_ value: UIView) async throws {
    _ = value.alpha
  }

  // UIView.backgroundColor
  @MainActor fileprivate static func use925(_ value: UIView) async throws {
    _ = value.backgroundColor
  }

  // UIView.tintColor
  @MainActor fileprivate static func use926(_ value: UIView) async throws {
    _ = value.tintColor
  }

  // UIView.clipsToBounds
  @MainActor fileprivate static func use927(_ value: UIView) async throws {
    _ = value.clipsToBounds
  }

  // UIView.contentMode
  @MainActor fileprivate static func use928(_ value: UIView) async throws {
    _ = value.contentMode
  }

  // UIView.tag
  @MainActor fileprivate static func use929(_ value: UIView) async throws {
    _ = value.tag
  }

  // UIView.accessibilityIdentifier
  @MainActor fileprivate static func use930(_ value: UIView) async throws {
    _ = value.accessibilityIdentifier
  }

  // UIView.autoresizingMask
  @MainActor fileprivate static func use931(_ value: UIView) async throws {
    _ = value.autoresizingMask
  }

  // UIView.isUserInteractionEnabled
  @MainActor fileprivate static func use932(_ value: UIView) async throws {
    _ = value.isUserInteractionEnabled
  }

  // UIView.layer
  @MainActor fileprivate static func use933(_ value: UIView) async throws {
    _ = value.layer
  }

  // UIView.directionalLayoutMargins
  @MainActor fileprivate static func use934(_ value: UIView) async throws {
    _ = value.directionalLayoutMargins
  }

  // UIView.preservesSuperviewLayoutMargins
  @MainActor fileprivate static func use935(_ value: UIView) async throws {
    _ = value.preservesSuperviewLayoutMargins
  }

  // UIView.insetsLayoutMarginsFromSafeArea
  @MainActor fileprivate static func use936(_ value: UIView) async throws {
    _ = value.insetsLayoutMarginsFromSafeArea
  }

  // UIView.constraints
  @MainActor fileprivate static func use937(_ value: UIView) async throws {
    _ = value.constraints
  }

  // UIView.init(frame:)
  @MainActor fileprivate static func use938(_ value: UIView) async throws {
    _ = UIView(frame: placeholder() as CGRect)
  }

  // UIView.init()
  @MainActor fileprivate static func use939(_ value: UIView) async throws {
    _ = UIView()
  }

  // UIView.init(coder:)
  @MainActor fileprivate static func use940(_ value: UIView) async throws {
    _ = UIView(coder: placeholder() as NSCoder)
  }

  // UIView.bounds
  @MainActor fileprivate static func use941(_ value: UIView) async throws {
    _ = value.bounds
  }

  // UIView.center
  @MainActor fileprivate static func use942(_ value: UIView) async throws {
    _ = value.center
  }

  // UIView.layoutMargins
  @MainActor fileprivate static func use943(_ value: UIView) async throws {
    _ = value.layoutMargins
  }

  // UIView.safeAreaInsets
  @MainActor fileprivate static func use944(_ value: UIView) async throws {
    _ = value.safeAreaInsets
  }

  // UIView.addSubview(_:)
  @MainActor fileprivate static func use945(_ value: UIView) async throws {
    value.addSubview(placeholder() as UIView)
  }

  // UIView.insertSubview(_:at:)
  @MainActor fileprivate static func use946(_ value: UIView) async throws {
    value.insertSubview(placeholder() as UIView, at: placeholder() as Int)
  }

  // UIView.removeFromSuperview()
  @MainActor fileprivate static func use947(_ value: UIView) async throws {
    value.removeFromSuperview()
  }

  // UIView.setNeedsLayout()
  @MainActor fileprivate static func use948(_ value: UIView) async throws {
    value.setNeedsLayout()
  }

  // UIView.layoutIfNeeded()
  @MainActor fileprivate static func use949(_ value: UIView) async throws {
    value.layoutIfNeeded()
  }

  // UIView.layoutSubviews()
  @MainActor fileprivate static func use950(_ value: UIView) async throws {
    value.layoutSubviews()
  }

  // UIView.addConstraint(_:)
  @MainActor fileprivate static func use951(_ value: UIView) async throws {
    value.addConstraint(placeholder() as NSLayoutConstraint)
  }

  // UIView.addConstraints(_:)
  @MainActor fileprivate static func use952(_ value: UIView) async throws {
    value.addConstraints(placeholder() as [NSLayoutConstraint])
  }

  // UIView.setContentHuggingPriority(_:for:)
  @MainActor fileprivate static func use953(_ value: UIView) async throws {
    value.setContentHuggingPriority(placeholder() as UILayoutPriority, for: placeholder() as NSLayoutConstraint.Axis)
  }

  // UIView.contentHuggingPriority(for:)
  @MainActor fileprivate static func use954(_ value: UIView) async throws {
    _ = value.contentHuggingPriority(for: placeholder() as NSLayoutConstraint.Axis)
  }

  // UIView.setContentCompressionResistancePriority(_:for:)
  @MainActor fileprivate static func use955(_ value: UIView) async throws {
    value.setContentCompressionResistancePriority(placeholder() as UILayoutPriority, for: placeholder() as NSLayoutConstraint.Axis)
  }

  // UIView.contentCompressionResistancePriority(for:)
  @MainActor fileprivate static func use956(_ value: UIView) async throws {
    _ = value.contentCompressionResistancePriority(for: placeholder() as NSLayoutConstraint.Axis)
  }

  // UIView.layoutMarginsGuide
  @MainActor fileprivate static func use957(_ value: UIView) async throws {
    _ = value.layoutMarginsGuide
  }

  // UIView.safeAreaLayoutGuide
  @MainActor fileprivate static func use958(_ value: UIView) async throws {
    _ = value.safeAreaLayoutGuide
  }

  // UIView.leadingAnchor
  @MainActor fileprivate static func use959(_ value: UIView) async throws {
    _ = value.leadingAnchor
  }

  // UIView.trailingAnchor
  @MainActor fileprivate static func use960(_ value: UIView) async throws {
    _ = value.trailingAnchor
  }

  // UIView.leftAnchor
  @MainActor fileprivate static func use961(_ value: UIView) async throws {
    _ = value.leftAnchor
  }

  // UIView.rightAnchor
  @MainActor fileprivate static func use962(_ value: UIView) async throws {
    _ = value.rightAnchor
  }

  // UIView.centerXAnchor
  @MainActor fileprivate static func use963(_ value: UIView) async throws {
    _ = value.centerXAnchor
  }

  // UIView.topAnchor
  @MainActor fileprivate static func use964(_ value: UIView) async throws {
    _ = value.topAnchor
  }

  // UIView.bottomAnchor
  @MainActor fileprivate static func use965(_ value: UIView) async throws {
    _ = value.bottomAnchor
  }

  // UIView.centerYAnchor
  @MainActor fileprivate static func use966(_ value: UIView) async throws {
    _ = value.centerYAnchor
  }

  // UIView.firstBaselineAnchor
  @MainActor fileprivate static func use967(_ value: UIView) async throws {
    _ = value.firstBaselineAnchor
  }

  // UIView.lastBaselineAnchor
  @MainActor fileprivate static func use968(_ value: UIView) async throws {
    _ = value.lastBaselineAnchor
  }

  // UIView.widthAnchor
  @MainActor fileprivate static func use969(_ value: UIView) async throws {
    _ = value.widthAnchor
  }

  // UIView.heightAnchor
  @MainActor fileprivate static func use970(_ value: UIView) async throws {
    _ = value.heightAnchor
  }
}

// UIView.ContentMode
extension UIView.ContentMode {
  // UIView.ContentMode.scaleToFill
  @MainActor fileprivate static func use972(_ value: inout Self) async throws {
    _ = Self.scaleToFill
  }

  // UIView.ContentMode.scaleAspectFit
  @MainActor fileprivate static func use973(_ value: inout Self) async throws {
    _ = Self.scaleAspectFit
  }

  // UIView.ContentMode.scaleAspectFill
  @MainActor fileprivate static func use974(_ value: inout Self) async throws {
    _ = Self.scaleAspectFill
  }

  // UIView.ContentMode.redraw
  @MainActor fileprivate static func use975(_ value: inout Self) async throws {
    _ = Self.redraw
  }

  // UIView.ContentMode.center
  @MainActor fileprivate static func use976(_ value: inout Self) async throws {
    _ = Self.center
  }

  // UIView.ContentMode.top
  @MainActor fileprivate static func use977(_ value: inout Self) async throws {
    _ = Self.top
  }

  // UIView.ContentMode.bottom
  @MainActor fileprivate static func use978(_ value: inout Self) async throws {
    _ = Self.bottom
  }

  // UIView.ContentMode.left
  @MainActor fileprivate static func use979(_ value: inout Self) async throws {
    _ = Self.left
  }

  // UIView.ContentMode.right
  @MainActor fileprivate static func use980(_ value: inout Self) async throws {
    _ = Self.right
  }

  // UIView.ContentMode.topLeft
  @MainActor fileprivate static func use981(_ value: inout Self) async throws {
    _ = Self.topLeft
  }

  // UIView.ContentMode.topRight
  @MainActor fileprivate static func use982(_ value: inout Self) async throws {
    _ = Self.topRight
  }

  // UIView.ContentMode.bottomLeft
  @MainActor fileprivate static func use983(_ value: inout Self) async throws {
    _ = Self.bottomLeft
  }

  // UIView.ContentMode.bottomRight
  @MainActor fileprivate static func use984(_ value: inout Self) async throws {
    _ = Self.bottomRight
  }
}

// CALayer
extension CALayer {
  // CALayer.cornerRadius
  @MainActor fileprivate static func use986(_ value: CALayer) async throws {
    _ = value.cornerRadius
  }

  // CALayer.borderWidth
  @MainActor fileprivate static func use987(_ value: CALayer) async throws {
    _ = value.borderWidth
  }

  // CALayer.borderColor
  @MainActor fileprivate static func use988(_ value: CALayer) async throws {
    _ = value.borderColor
  }

  // CALayer.masksToBounds
  @MainActor fileprivate static func use989(_ value: CALayer) async throws {
    _ = value.masksToBounds
  }
}

// CGColor
extension CGColor {
}

// UIViewController
extension UIViewController {
  // UIViewController.title
  @MainActor fileprivate static func use992(_ value: UIViewController) async throws {
    _ = value.title
  }

  // UIViewController.navigationItem
  @MainActor fileprivate static func use993(_ value: UIViewController) async throws {
    _ = value.navigationItem
  }

  // UIViewController.init()
  @MainActor fileprivate static func use994(_ value: UIViewController) async throws {
    _ = UIViewController()
  }

  // UIViewController.init(nibName:bundle:)
  @MainActor fileprivate static func use995(_ value: UIViewController) async throws {
    _ = UIViewController(nibName: placeholder() as String?, bundle: placeholder() as Bundle?)
  }

  // UIViewController.init(coder:)
  @MainActor fileprivate static func use996(_ value: UIViewController) async throws {
    _ = UIViewController(coder: placeholder() as NSCoder)
  }

  // UIViewController.view
  @MainActor fileprivate static func use997(_ value: UIViewController) async throws {
    _ = value.view
  }

  // UIViewController.isViewLoaded
  @MainActor fileprivate static func use998(_ value: UIViewController) async throws {
    _ = value.isViewLoaded
  }

  // UIViewController.loadViewIfNeeded()
  @MainActor fileprivate static func use999(_ value: UIViewController) async throws {
    value.loadViewIfNeeded()
  }

  // UIViewController.loadView()
  @MainActor fileprivate static func use1000(_ value: UIViewController) async throws {
    value.loadView()
  }

  // UIViewController.viewDidLoad()
  @MainActor fileprivate static func use1001(_ value: UIViewController) async throws {
    value.viewDidLoad()
  }
}

// UINavigationItem
extension UINavigationItem {
  // UINavigationItem.title
  @MainActor fileprivate static func use1003(_ value: UINavigationItem) async throws {
    _ = value.title
  }
}

// UIView.AutoresizingMask
extension UIView.AutoresizingMask {
  // UIView.AutoresizingMask.rawValue
  @MainActor fileprivate static func use1005(_ value: inout Self) async throws {
    _ = value.rawValue
  }

  // UIView.AutoresizingMask.init(rawValue:)
  @MainActor fileprivate static func use1006(_ value: inout Self) async throws {
    _ = Self(rawValue: placeholder() as UInt)
  }

  // UIView.AutoresizingMask.flexibleLeftMargin
  @MainActor fileprivate static func use1007(_ value: inout Self) async throws {
    _ = Self.flexibleLeftMargin
  }

  // UIView.AutoresizingMask.flexibleWidth
  @MainActor fileprivate static func use1008(_ value: inout Self) async throws {
    _ = Self.flexibleWidth
  }

  // UIView.AutoresizingMask.flexibleRightMargin
  @MainActor fileprivate static func use1009(_ value: inout Self) async throws {
    _ = Self.flexibleRightMargin
  }

  // UIView.AutoresizingMask.flexibleTopMargin
  @MainActor fileprivate static func use1010(_ value: inout Self) async throws {
    _ = Self.flexibleTopMargin
  }

  // UIView.AutoresizingMask.flexibleHeight
  @MainActor fileprivate static func use1011(_ value: inout Self) async throws {
    _ = Self.flexibleHeight
  }

  // UIView.AutoresizingMask.flexibleBottomMargin
  @MainActor fileprivate static func use1012(_ value: inout Self) async throws {
    _ = Self.flexibleBottomMargin
  }
}
