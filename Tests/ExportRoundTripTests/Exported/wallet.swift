#if canImport(UIKit)
import UIKit
#else
import ListLabUIKit
#endif

// The lists wallet.lua makes, as UIKit code for iOS 17 and later.

/// The lists of wallet.lua.
enum WalletScenario {
  /// A row of a list: what its list content configuration and accessories show.
  struct Row: Hashable {
    var id: String
    var text: String?
    var accessory: Accessory?
  }

  /// The accessory at a row's trailing edge.
  enum Accessory: Hashable {
    case disclosureIndicator

    @MainActor var cellAccessory: UICellAccessory {
      switch self {
      case .disclosureIndicator: .disclosureIndicator()
      }
    }
  }

  /// wallet.lua:21: an insetGrouped list, 3 sections of 5 items.
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
      // List sections (and layoutMargins references) follow these side margins.
      collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      // corner_radius = 15 in the script: UIKit rounds insetGrouped rows itself.
      var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .supplementary
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.text
        cell.contentConfiguration = content
        cell.accessories = row.accessory.map { [$0.cellAccessory] } ?? []
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
      let s0 = Section(id: "s0", header: "Section 0")
      let s1 = Section(id: "s1", header: "Section 1")
      let s2 = Section(id: "s2", header: "Section 2")
      var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
      snapshot.appendSections([s0, s1, s2])
      snapshot.appendItems([
        Row(id: "s0.1", text: "Apple Card", accessory: .disclosureIndicator),
        Row(id: "s0.2", text: "Debit", accessory: .disclosureIndicator),
      ], toSection: s0)
      snapshot.appendItems([
        Row(id: "s1.1", text: "Boarding pass", accessory: .disclosureIndicator),
      ], toSection: s1)
      snapshot.appendItems([
        Row(id: "s2.1", text: "Loyalty", accessory: .disclosureIndicator),
        Row(id: "s2.2", text: "Gift card", accessory: .disclosureIndicator),
      ], toSection: s2)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }
}
