#if canImport(UIKit)
import UIKit
#else
import ListLabUIKit
#endif

// The lists demo-diff-tour.lua makes, as UIKit code for iOS 17 and later.

/// The lists of demo-diff-tour.lua.
enum DemoDiffTourScenario {
  /// A row of a list: what its list content configuration and accessories show.
  struct Row: Hashable {
    var id: String
    var text: String?
  }

  /// demo-diff-tour.lua:5: a plain list, 2 sections of 3 items.
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
      let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.text
        cell.contentConfiguration = content
      }
      dataSource = UICollectionViewDiffableDataSource<String, Row>(collectionView: collectionView) { collectionView, indexPath, row in
        collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: row)
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, Row>()
      snapshot.appendSections(["veg", "fruits"])
      snapshot.appendItems([Row(id: "leek", text: "Leek")], toSection: "veg")
      snapshot.appendItems([
        Row(id: "cherry", text: "Cherry"),
        Row(id: "apple", text: "Apple"),
      ], toSection: "fruits")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }
}
