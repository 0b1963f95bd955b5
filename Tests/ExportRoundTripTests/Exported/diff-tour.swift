#if canImport(UIKit)
import UIKit
#else
import ListLabUIKit
#endif

// The lists diff-tour.lua makes, as UIKit code for iOS 17 and later.

/// The lists of diff-tour.lua.
enum DiffTourScenario {
  /// A row of a list: what its list content configuration and accessories show.
  struct Row: Hashable {
    var id: String
    var text: String?
  }

  /// diff-tour.lua:12: an insetGrouped list, 3 sections of 6 items.
  final class ViewController: UIViewController {
    struct Section: Hashable {
      var id: String
      var header: String?
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Row>!

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .supplementary
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.text
        cell.contentConfiguration = content
      }
      dataSource = UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) { collectionView, indexPath, row in
        collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: row)
      }
      let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { [unowned self] view, _, indexPath in
        var content = UIListContentConfiguration.groupedHeader()
        content.text = dataSource.sectionIdentifier(for: indexPath.section)?.header
        view.contentConfiguration = content
      }
      dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
        return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
      }
    }

    private func applySnapshot() {
      let fruits = Section(id: "fruits", header: "Fruits (3)")
      let herbs = Section(id: "herbs", header: "Herbs")
      let veg = Section(id: "veg", header: "Vegetables")
      var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
      snapshot.appendSections([fruits, herbs, veg])
      snapshot.appendItems([
        Row(id: "leek", text: "leek"),
        Row(id: "cherry", text: "cherry"),
        Row(id: "fig", text: "Fig"),
      ], toSection: fruits)
      snapshot.appendItems([Row(id: "basil", text: "basil")], toSection: herbs)
      snapshot.appendItems([
        Row(id: "kale", text: "kale"),
        Row(id: "apple", text: "Apple"),
      ], toSection: veg)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }
}
