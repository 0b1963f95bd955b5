#if canImport(UIKit)
  import UIKit
#else
  import ListLabUIKit
#endif

/// A contacts screen as an app writes it: the view controller owns the collection view and its
/// data source, selects, reconfigures and expands.
@MainActor
final class ContactsViewController: UIViewController, UICollectionViewDelegate {
  enum Section: Hashable, Sendable {
    case favorites, all
  }

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, Contact.ID>!
  var contacts: [Contact.ID: Contact] = [:]
  var opened: [Contact.ID] = []
  var separatorsAsked = 0

  /// 29. The collection view fills the view.
  override func viewDidLoad() {
    super.viewDidLoad()
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    configuration.itemSeparatorHandler = { [unowned self] _, separators in
      separatorsAsked += 1
      return separators
    }
    collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.delegate = self
    collectionView.allowsMultipleSelection = false
    view.addSubview(collectionView)
    configureDataSource()
  }

  /// 30. Item identifiers, cells from the current model.
  func configureDataSource() {
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Contact.ID> {
      [unowned self] cell, _, id in
      guard let contact = contacts[id] else { return }
      var content = cell.defaultContentConfiguration()
      content.text = contact.name
      content.secondaryText = contact.email
      cell.contentConfiguration = content
      cell.accessories = contact.isFavorite ? [.checkmark()] : []
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Contact.ID>(collectionView: collectionView) {
      collectionView, indexPath, id in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
    }
    let header = CellSnippets.headerRegistration { [unowned self] section in
      switch dataSource.sectionIdentifier(for: section) {
      case .favorites?: "FAVOURITES"
      case .all?: "ALL CONTACTS"
      case nil: nil
      }
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
  }

  /// 31. The first snapshot.
  func show(_ list: [Contact]) async {
    contacts = Dictionary(uniqueKeysWithValues: list.map { ($0.id, $0) })
    var snapshot = NSDiffableDataSourceSnapshot<Section, Contact.ID>()
    snapshot.appendSections([.favorites, .all])
    snapshot.appendItems(list.filter(\.isFavorite).map(\.id), toSection: .favorites)
    snapshot.appendItems(list.filter { !$0.isFavorite }.map(\.id), toSection: .all)
    await dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// 32. A change of one contact: reconfigure its item (the cell keeps its identity).
  func rename(_ id: Contact.ID, to name: String) {
    contacts[id]?.name = name
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([id])
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  /// 33. Deleting, with a completion after the update.
  func delete(_ id: Contact.ID, completion: @escaping () -> Void) {
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([id])
    dataSource.apply(snapshot, animatingDifferences: true, completion: completion)
  }

  /// 34. Moving a contact to the favourites.
  func favorite(_ id: Contact.ID) {
    contacts[id]?.isFavorite = true
    var snapshot = dataSource.snapshot()
    guard let first = snapshot.itemIdentifiers(inSection: .favorites).first else {
      snapshot.deleteItems([id])
      snapshot.appendItems([id], toSection: .favorites)
      dataSource.apply(snapshot)
      return
    }
    snapshot.moveItem(id, beforeItem: first)
    snapshot.reconfigureItems([id])
    dataSource.apply(snapshot)
  }

  /// 35. Selecting the contact a deep link names, and reading the selection back.
  func select(_ id: Contact.ID) -> [IndexPath] {
    guard let indexPath = dataSource.indexPath(for: id) else { return [] }
    collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
    return collectionView.indexPathsForSelectedItems ?? []
  }

  /// 36. Clearing the selection when the screen comes back.
  func clearSelection() {
    for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
      collectionView.deselectItem(at: indexPath, animated: true)
    }
  }

  /// 37. What a tap opens.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
    opened.append(id)
  }

  /// 38. The favourites' header is not selectable; neither are contacts without an email.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    guard let id = dataSource.itemIdentifier(for: indexPath) else { return false }
    return contacts[id]?.email.isEmpty == false
  }

  /// 39. Reloading a visible row after its model changed.
  func refreshVisibleRows() {
    collectionView.reconfigureItems(at: collectionView.indexPathsForVisibleItems)
  }
}

/// A file browser: an outline section and its handlers.
@MainActor
enum OutlineSnippets {
  /// 40. An outline of folders, one expanded.
  static func folders() -> NSDiffableDataSourceSectionSnapshot<String> {
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Documents", "Music"])
    outline.append(["Work", "Taxes"], to: "Documents")
    outline.append(["Albums"], to: "Music")
    outline.expand(["Documents"])
    return outline
  }

  /// 41. Handlers: the Music folder never collapses; expanding loads the children.
  static func handlers(
    _ dataSource: UICollectionViewDiffableDataSource<Int, String>, expanded: @escaping (String) -> Void
  ) {
    dataSource.sectionSnapshotHandlers.shouldCollapseItem = { $0 != "Music" }
    dataSource.sectionSnapshotHandlers.willExpandItem = { expanded($0) }
    dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
      guard parent == "Albums" else { return current }
      var children = NSDiffableDataSourceSectionSnapshot<String>()
      children.append(["Blue", "Kind of Blue"])
      return children
    }
    dataSource.reorderingHandlers.canReorderItem = { _ in false }
  }

  /// 42. A section snapshot applied to its section, awaiting the update.
  static func apply(
    _ outline: NSDiffableDataSourceSectionSnapshot<String>,
    to dataSource: UICollectionViewDiffableDataSource<Int, String>
  ) async {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    await dataSource.apply(snapshot, animatingDifferences: false)
    await dataSource.apply(outline, to: 0, animatingDifferences: false)
  }
}
