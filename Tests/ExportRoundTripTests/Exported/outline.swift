#if canImport(UIKit)
import UIKit
#else
import ListLabUIKit
#endif

// The lists outline.lua makes, as UIKit code for iOS 17 and later.

/// The lists of outline.lua.
enum OutlineScenario {
  /// A row of a list: what its list content configuration and accessories show.
  struct Row: Hashable {
    var id: String
    var text: String?
    var children: [Row] = []
  }

  /// outline.lua:28: an insetGrouped list, 1 section of 9 items.
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
      configuration.showsSeparators = false
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.text
        cell.contentConfiguration = content
        cell.accessories = row.children.isEmpty ? [] : [.outlineDisclosure()]
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
      let files = Section(id: "files", header: "On My iPhone")
      var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
      snapshot.appendSections([files])
      dataSource.apply(snapshot, animatingDifferences: false)

      func append(_ rows: [Row], to parent: Row?, in outline: inout NSDiffableDataSourceSectionSnapshot<Row>) {
        outline.append(rows, to: parent)
        for row in rows where !row.children.isEmpty { append(row.children, to: row, in: &outline) }
      }
      let filesOutlineRows = [
        Row(id: "Documents", text: "Documents", children: [
          Row(id: "Work", text: "Work", children: [
            Row(id: "Report.pages", text: "Report.pages"),
            Row(id: "Budget.numbers", text: "Budget.numbers"),
          ]),
          Row(id: "Receipts", text: "Receipts", children: [
            Row(id: "scan.png", text: "scan.png"),
          ]),
          Row(id: "Taxes 2024.pdf", text: "Taxes 2024.pdf"),
        ]),
        Row(id: "Music", text: "Music", children: [
          Row(id: "Albums", text: "Albums", children: [
            Row(id: "Blue.m4a", text: "Blue.m4a"),
            Row(id: "Kind of Blue.m4a", text: "Kind of Blue.m4a"),
          ]),
        ]),
        Row(id: "notes.txt", text: "notes.txt"),
      ]
      var filesOutline = NSDiffableDataSourceSectionSnapshot<Row>()
      append(filesOutlineRows, to: nil, in: &filesOutline)
      filesOutline.expand(filesOutline.items.filter { ["Documents", "Work", "Music"].contains($0.id) })
      dataSource.apply(filesOutline, to: files, animatingDifferences: false)
    }
  }
}
