#if canImport(UIKit)
import UIKit
#else
import ListLabUIKit
#endif

// The lists snapshots.lua makes, as UIKit code for iOS 17 and later.

/// The lists of snapshots.lua.
enum SnapshotsScenario {
  /// A row of a list: what its list content configuration and accessories show.
  struct Row: Hashable {
    var id: String
    var text: String?
    var secondaryText: String?
  }

  /// snapshots.lua:21: an insetGrouped list, 1 section of 4 items.
  final class ViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, Row>!

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.text
        content.secondaryText = row.secondaryText
        cell.contentConfiguration = content
      }
      dataSource = UICollectionViewDiffableDataSource<String, Row>(collectionView: collectionView) { collectionView, indexPath, row in
        collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: row)
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, Row>()
      snapshot.appendSections(["all"])
      snapshot.appendItems([
        Row(id: "m1", text: "Ana", secondaryText: "Lunch?"),
        Row(id: "m2", text: "Ben", secondaryText: "Quarterly report: the numbers are in and they look better than the forecast said"),
        Row(id: "m4", text: "Dev", secondaryText: "Build is green again after the flaky network test was fixed this morning"),
        Row(id: "m5", text: "Eve", secondaryText: "Welcome aboard"),
      ], toSection: "all")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }
}
