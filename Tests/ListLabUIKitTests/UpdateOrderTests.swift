import ListLabUIKit
import Testing

/// The order of events of `apply`, as UIKit documents it and an iOS test relies on: the data
/// source holds the new snapshot before it asks for any cell or supplementary view, the
/// completion runs after the update (not inside the call), and the async overloads return once
/// the collection view shows the new data.
@MainActor
final class UpdateOrderTests {
  struct Section: Hashable, Sendable {
    var id: String
    var title: String
  }

  let collectionView: UICollectionView
  var dataSource: UICollectionViewDiffableDataSource<Section, String>!
  var events: [String] = []

  init() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
    configuration.headerMode = .supplementary
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      [unowned self] cell, indexPath, item in
      // The provider reads the snapshot being applied: this item is at this index path.
      #expect(dataSource.indexPath(for: item) == indexPath)
      #expect(dataSource.itemIdentifier(for: indexPath) == item)
      events.append("cell \(item)")
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [unowned self] view, _, indexPath in
      // The pattern of Apple's samples: the header's title comes from the section identifier.
      guard let section = dataSource.sectionIdentifier(for: indexPath.section) else {
        Issue.record("no section identifier for section \(indexPath.section) while applying")
        return
      }
      events.append("header \(section.id)")
      var content = UIListContentConfiguration.groupedHeader()
      content.text = section.title
      view.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
  }

  func snapshot(_ items: [String]) -> NSDiffableDataSourceSnapshot<Section, String> {
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    let fruits = Section(id: "fruits", title: "FRUITS")
    snapshot.appendSections([fruits])
    snapshot.appendItems(items, toSection: fruits)
    return snapshot
  }

  /// On the first apply the header provider finds its section, so the header is the grouped
  /// header of its title: 16 + 15.667 (a footnote line) + 6 = 37.667 points.
  @Test func providersSeeTheSnapshotBeingApplied() {
    dataSource.apply(snapshot(["apple", "pear", "plum"]), animatingDifferences: false)
    #expect(events.prefix(3) == ["cell apple", "cell pear", "cell plum"])
    #expect(events.contains("header fruits"))
    #expect(dataSource.snapshot().numberOfItems == 3)
    #expect(collectionView.numberOfItems(inSection: 0) == 3)
    let header = collectionView.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(shown(header?.frame) == "(0 0; 375 37.667)")
    #expect(
      shown(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame) == "(0 37.667; 375 44)")
  }

  @Test func theCompletionRunsAfterTheUpdateNotInsideTheCall() async {
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      dataSource.apply(snapshot(["apple", "pear"]), animatingDifferences: false) { [unowned self] in
        events.append("completion")
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) != nil)
        finished.resume()
      }
      events.append("returned")
    }
    #expect(events.filter { !$0.hasPrefix("cell") && !$0.hasPrefix("header") } == ["returned", "completion"])
  }

  @Test func theAsyncOverloadsReturnOnceTheUpdateIsShown() async {
    await dataSource.apply(snapshot(["apple"]), animatingDifferences: false)
    #expect(collectionView.numberOfItems(inSection: 0) == 1)
    await dataSource.applySnapshotUsingReloadData(snapshot(["apple", "pear", "plum"]))
    #expect(collectionView.numberOfItems(inSection: 0) == 3)
    #expect(
      shown(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame) == "(0 125.667; 375 44)")
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["citrus"])
    outline.append(["lemon", "lime"], to: "citrus")
    outline.expand(["citrus"])
    let fruits = Section(id: "fruits", title: "FRUITS")
    await dataSource.apply(outline, to: fruits, animatingDifferences: false)
    #expect(dataSource.snapshot().itemIdentifiers == ["citrus", "lemon", "lime"])
    #expect(dataSource.snapshot(for: fruits).level(of: "lime") == 1)
    #expect(collectionView.numberOfItems(inSection: 0) == 3)
  }

  /// A colour the asset catalog lacks is nil, as on iOS: `UIColor(named: "#666666")` is no
  /// colour at all.
  @Test func aColourTheCatalogLacksIsNil() {
    #expect(UIColor(named: "#666666") == nil)
    #expect(UIColor(named: "Brand") == nil)
    UIColor.assetCatalog = ["Brand": .systemTeal]
    defer { UIColor.assetCatalog = [:] }
    #expect(UIColor(named: "Brand") == .systemTeal)
  }
}
