public import Foundation
import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout

/// The data source of a collection view: snapshots of identifiers applied whole, cells from a
/// provider. Backed by ListLab's `ListState` (`apply`, `applyUsingReloadData`, outlines): an item
/// the collection view already shows keeps its cell unless the snapshot reloads or reconfigures
/// it; the others are asked from the cell provider as the snapshot is applied (UIKit asks as cells
/// come into view; the frames are the same). Animations are not played: every apply leaves the
/// collection view at its new layout.
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa
@MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
  UICollectionViewDataSource, DataSourceBridge
{
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/cellprovider
  public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/supplementaryviewprovider-swift.typealias
  public typealias SupplementaryViewProvider =
    @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

  typealias Sections = IdentifierCoding<SectionIdentifierType>
  typealias Items = IdentifierCoding<ItemIdentifierType>

  weak var collectionView: UICollectionView?
  let cellProvider: CellProvider
  /// The provider of headers, footers, badges and the layout's own boundary items: asked for the
  /// views whose size is estimated (their content sizes them) and for list sections' headers and
  /// footers.
  ///
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/supplementaryviewprovider-swift.property
  public var supplementaryViewProvider: SupplementaryViewProvider? {
    didSet { collectionView?.setNeedsLayout() }
  }

  /// What a tap on an outline's parent asks and tells (``UICollectionView/tapItem(at:)``).
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.property
  public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
  /// Kept: ListLab's collection views do not reorder.
  ///
  /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.property
  public var reorderingHandlers = ReorderingHandlers()

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/init(collectionview:cellprovider:)
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    collectionView.dataSource = self
    collectionView.bridge = self
  }

  // MARK: Applying

  /// Applies a snapshot: a diff against what the collection view shows, then its layout (the
  /// animation is not played).
  ///
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:completion:)
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    guard let collectionView = require("apply(_:animatingDifferences:completion:)") else { return }
    collectionView.changeData(
      to: snapshot.core, api: "UICollectionViewDiffableDataSource.apply(_:animatingDifferences:)", cell: cell
    ) {
      state, provider throws(ChangeError) in
      _ = try state.apply(snapshot.core, cells: provider, animation: AnimationOptions(animated: false))
    }
    collectionView.complete(completion)
  }

  /// - iOS 15.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:)
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      apply(snapshot, animatingDifferences: animatingDifferences) { finished.resume() }
    }
  }

  /// Shows the snapshot without a diff: every item's cell is asked from the provider again.
  ///
  /// - iOS 15.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/applysnapshotusingreloaddata(_:completion:)
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    guard let collectionView = require("applySnapshotUsingReloadData(_:completion:)") else { return }
    collectionView.changeData(
      to: snapshot.core, api: "UICollectionViewDiffableDataSource.applySnapshotUsingReloadData(_:)", cell: cell
    ) { state, provider throws(ChangeError) in
      _ = try state.applyUsingReloadData(snapshot.core, cells: provider)
    }
    collectionView.complete(completion)
  }

  /// - iOS 15.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/applysnapshotusingreloaddata(_:)
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  )
    async
  {
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      applySnapshotUsingReloadData(snapshot) { finished.resume() }
    }
  }

  /// Applies an outline to one section: its visible items become the section's cells, indented
  /// by level (the section is appended when the collection view lacks it).
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:to:animatingdifferences:completion:)
  open func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    guard let collectionView = require("apply(_:to:animatingDifferences:completion:)") else { return }
    let id = Sections.identifier(section)
    var data = collectionView.appliedData?.snapshot ?? DataSourceSnapshot()
    do {
      if let current = try? data.itemIdentifiers(inSection: id) {
        _ = data.deleteItems(current)
      } else {
        try data.appendSections([id])
      }
      try data.appendItems(snapshot.core.visibleItems, toSection: id)
    } catch {
      error.raise(
        "UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:)", sections: SectionIdentifierType.self,
        items: ItemIdentifierType.self)
    }
    collectionView.changeData(
      to: data, outline: (id, snapshot.core),
      api: "UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:)",
      cell: cell
    ) { state, provider throws(ChangeError) in
      _ = try state.apply(snapshot.core, toSection: id, cells: provider, animation: AnimationOptions(animated: false))
    }
    collectionView.complete(completion)
  }

  /// Returns once the outline is applied and laid out.
  ///
  /// - iOS 15.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:to:animatingdifferences:)
  open func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true
  ) async {
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      apply(snapshot, to: section, animatingDifferences: animatingDifferences) { finished.resume() }
    }
  }

  // MARK: Reading
  //
  // What the data source holds: the last snapshot applied, from the moment `apply` starts (so a
  // cell or supplementary view provider asked during the update reads the new data).

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/snapshot()
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    NSDiffableDataSourceSnapshot(core: collectionView?.appliedData?.snapshot ?? DataSourceSnapshot())
  }

  /// The section's outline: the one being applied to it, or the collection view's (a section
  /// applied as a plain snapshot is an outline of roots).
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/snapshot(for:)
  public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
    let id = Sections.identifier(section)
    guard let collectionView, let data = collectionView.appliedData else {
      return NSDiffableDataSourceSectionSnapshot()
    }
    if let outline = data.outline, outline.section == id {
      return NSDiffableDataSourceSectionSnapshot(core: outline.snapshot)
    }
    if let state = collectionView.state, let outline = try? state.sectionSnapshot(of: id) {
      return NSDiffableDataSourceSectionSnapshot(core: outline)
    }
    do {
      var flat = SectionSnapshot()
      try flat.append(try data.snapshot.itemIdentifiers(inSection: id), to: nil)
      return NSDiffableDataSourceSectionSnapshot(core: flat)
    } catch {
      UIKitFailure.misuse(api: "UICollectionViewDiffableDataSource.snapshot(for:)", message: "\(error)").raise()
    }
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/itemidentifier(for:)
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    collectionView?.appliedData?.item(at: indexPath).map(Items.value)
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/indexpath(for:)
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    collectionView?.appliedData?.paths[Items.identifier(itemIdentifier)]
  }

  /// - iOS 15.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionidentifier(for:)
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    guard let sections = collectionView?.appliedData?.snapshot.sectionIdentifiers, sections.indices.contains(index)
    else { return nil }
    return Sections.value(sections[index])
  }

  /// - iOS 15.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/index(for:)
  public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    collectionView?.appliedData?.snapshot.indexOfSection(Sections.identifier(sectionIdentifier))
  }

  // MARK: UICollectionViewDataSource

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    collectionView.numberOfItems(inSection: section)
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
  public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
      UIKitFailure.exception(
        api: "UICollectionViewDiffableDataSource.collectionView(_:cellForItemAt:)",
        message: "no cell for the item at \(indexPath)"
      ).raise()
    }
    return cell
  }

  // MARK: The collection view's side

  func supplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
    guard let collectionView else { return nil }
    guard let supplementaryViewProvider else {
      UIKitFailure.exception(
        api: "UICollectionViewDiffableDataSource.supplementaryViewProvider",
        message:
          "the layout has a supplementary view of kind \(kind) at \(indexPath) to size, and the data source has no supplementaryViewProvider"
      ).raise()
    }
    guard let view = supplementaryViewProvider(collectionView, kind, indexPath) else {
      UIKitFailure.exception(
        api: "UICollectionViewDiffableDataSource.supplementaryViewProvider",
        message: "the supplementary view provider returned nil for the view of kind \(kind) at \(indexPath)"
      ).raise()
    }
    return view
  }

  func reloadData() {
    applySnapshotUsingReloadData(snapshot())
  }

  func refresh(_ indexPaths: [IndexPath], reload: Bool) {
    let items = indexPaths.compactMap(itemIdentifier(for:))
    guard !items.isEmpty else { return }
    var next = snapshot()
    if reload { next.reloadItems(items) } else { next.reconfigureItems(items) }
    apply(next, animatingDifferences: false)
  }

  func toggleOutline(at indexPath: IndexPath) -> Bool {
    guard let section = sectionIdentifier(for: indexPath.section), let item = itemIdentifier(for: indexPath) else {
      return false
    }
    var outline = snapshot(for: section)
    guard outline.contains(item), !outline.snapshot(of: item).items.isEmpty else { return false }
    let handlers = sectionSnapshotHandlers
    if outline.isExpanded(item) {
      guard handlers.shouldCollapseItem?(item) ?? true else { return true }
      handlers.willCollapseItem?(item)
      outline.collapse([item])
    } else {
      guard handlers.shouldExpandItem?(item) ?? true else { return true }
      handlers.willExpandItem?(item)
      if let expanding = handlers.snapshotForExpandingParent {
        outline.replace(childrenOf: item, using: expanding(item, outline.snapshot(of: item)))
      }
      outline.expand([item])
    }
    apply(outline, to: section, animatingDifferences: true)
    return true
  }

  private func cell(_ indexPath: IndexPath, _ item: Identifier) -> UICollectionViewCell? {
    guard let collectionView else { return nil }
    return cellProvider(collectionView, indexPath, Items.value(item))
  }

  private func require(_ api: String) -> UICollectionView? {
    guard let collectionView else {
      UIKitFailure.misuse(
        api: "UICollectionViewDiffableDataSource.\(api)", message: "the collection view is gone (it is held weakly)"
      )
      .raise()
    }
    return collectionView
  }
}

extension UICollectionViewDiffableDataSource {
  /// The handlers of an outline's expanding and collapsing.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.struct
  @MainActor
  public struct SectionSnapshotHandlers<Item> {
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.struct/shouldexpanditem
    public var shouldExpandItem: ((Item) -> Bool)?
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.struct/willexpanditem
    public var willExpandItem: ((Item) -> Void)?
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.struct/shouldcollapseitem
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.struct/willcollapseitem
    public var willCollapseItem: ((Item) -> Void)?
    /// The children an item shows when it expands.
    ///
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.struct/snapshotforexpandingparent
    public var snapshotForExpandingParent:
      (
        (Item, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<
          ItemIdentifierType
        >
      )?

    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.struct/init()
    public init() {}
  }

  /// The handlers of reordering (kept: ListLab does not reorder).
  ///
  /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct
  @MainActor
  public struct ReorderingHandlers {
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct/canreorderitem
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?

    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct/init()
    public init() {}
  }
}
