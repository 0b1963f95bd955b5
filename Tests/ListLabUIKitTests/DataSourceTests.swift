import ListLabUIKit
import Testing

/// The diffable data source's semantics as UIKit documents them: what a snapshot holds, which
/// items get a new cell from the provider, and what the collection view shows after each apply.
@MainActor
final class DataSourceTests {
  var dataSource: UICollectionViewDiffableDataSource<String, String>!
  var text: [String: String] = [:]
  var provided: [String] = []

  /// A plain list whose cells show `text[item]` (each call of the provider recorded).
  func listView() -> UICollectionView {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [unowned self] cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = text[item] ?? item
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: view) {
      [unowned self] view, indexPath, item in
      provided.append(item)
      return view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    return view
  }

  @Test func snapshotEdits() {
    var snapshot = snapshot([("fruits", ["apple", "banana"]), ("veg", ["kale"])])
    snapshot.insertItems(["cherry"], afterItem: "apple")
    snapshot.moveItem("banana", beforeItem: "apple")
    snapshot.insertSections(["nuts"], beforeSection: "veg")
    snapshot.appendItems(["pecan"], toSection: "nuts")
    snapshot.deleteItems(["kale", "not there"])  // a missing identifier is ignored, as in UIKit
    #expect(snapshot.sectionIdentifiers == ["fruits", "nuts", "veg"])
    #expect(snapshot.itemIdentifiers == ["banana", "apple", "cherry", "pecan"])
    #expect(snapshot.numberOfItems(inSection: "veg") == 0)
    #expect(snapshot.sectionIdentifier(containingItem: "pecan") == "nuts")
    #expect(snapshot.indexOfItem("cherry") == 2)
    #expect(snapshot.indexOfSection("veg") == 2)
    snapshot.reloadItems(["apple"])
    snapshot.reconfigureItems(["cherry"])
    #expect(snapshot.reloadedItemIdentifiers == ["apple"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["cherry"])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0)
  }

  @Test func identifiersOfAnyHashableType() {
    struct Mountain: Hashable, Sendable {
      var name: String
      var height: Int
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Mountain>()
    let k2 = Mountain(name: "K2", height: 8611)
    let everest = Mountain(name: "Everest", height: 8849)
    snapshot.appendSections([0])
    snapshot.appendItems([k2, everest])
    snapshot.moveItem(everest, beforeItem: k2)
    #expect(snapshot.itemIdentifiers == [everest, k2])
    #expect(snapshot == snapshot)
  }

  @Test func applyKeepsCellsAndAsksForNewOnes() {
    let view = listView()
    dataSource.apply(snapshot([("main", ["a", "b"])]), animatingDifferences: false)
    #expect(provided == ["a", "b"])
    provided = []
    var next = dataSource.snapshot()
    next.appendItems(["c"])
    dataSource.apply(next, animatingDifferences: true)
    // Only the new item needs a cell; a and b keep theirs.
    #expect(provided == ["c"])
    #expect(view.numberOfItems(inSection: 0) == 3)
    #expect(itemFrame(view, 0, 2) == "(0 88; 375 44)")
  }

  @Test func reloadAndReconfigureAskAgain() {
    let view = listView()
    dataSource.apply(snapshot([("main", ["a", "b", "c"])]), animatingDifferences: false)
    provided = []
    // The model changed: b's text now wraps onto a second line.
    text["b"] = "A text long enough to wrap onto a second line in a row of a plain list, surely"
    var next = dataSource.snapshot()
    next.reconfigureItems(["b"])
    dataSource.apply(next, animatingDifferences: false)
    #expect(provided == ["b"])
    // Two body lines: 11 + 2 × 20.287 (40.667 on the grid) + 11 = 62.667, and c follows it.
    #expect(itemFrame(view, 0, 1) == "(0 44; 375 62.667)")
    #expect(itemFrame(view, 0, 2) == "(0 106.667; 375 44)")
    provided = []
    next = dataSource.snapshot()
    next.reloadItems(["a"])
    dataSource.apply(next)
    #expect(provided == ["a"])
    provided = []
    dataSource.applySnapshotUsingReloadData(dataSource.snapshot())
    #expect(provided == ["a", "b", "c"])
  }

  @Test func sectionsMoveAndTheirItemsFollow() {
    let view = listView()
    dataSource.apply(snapshot([("one", ["a"]), ("two", ["b", "c"])]), animatingDifferences: false)
    var next = dataSource.snapshot()
    next.moveSection("two", beforeSection: "one")
    dataSource.apply(next, animatingDifferences: false)
    #expect(view.numberOfSections == 2)
    #expect(dataSource.sectionIdentifier(for: 0) == "two")
    #expect(dataSource.index(for: "one") == 1)
    #expect(dataSource.indexPath(for: "a") == IndexPath(item: 0, section: 1))
    #expect(itemFrame(view, 1, 0) == "(0 88; 375 44)")
  }

  @Test func cellsTakeTheirFrames() {
    let view = listView()
    dataSource.apply(snapshot([("main", (1...30).map { "item \($0)" })]), animatingDifferences: false)
    view.layoutIfNeeded()
    // 667 / 44 = 15.2: the sixteenth cell is the last that shows.
    #expect(view.indexPathsForVisibleItems.count == 16)
    let cell = view.cellForItem(at: IndexPath(item: 2, section: 0))
    #expect(cell?.frame == CGRect(x: 0, y: 88, width: 375, height: 44))
    #expect(view.cellForItem(at: IndexPath(item: 20, section: 0)) == nil)
    view.contentOffset = CGPoint(x: 0, y: 440)
    view.layoutIfNeeded()
    #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 10, section: 0))
    #expect(view.visibleCells.count == 16)
    // Scrolled past the end, the offset settles where the content ends: 30 × 44 − 667.
    view.contentOffset = CGPoint(x: 0, y: 5000)
    view.layoutIfNeeded()
    #expect(view.contentOffset.y == 653)
  }
}
