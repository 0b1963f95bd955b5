import ListLabUIKit
import Testing

/// A list screen written as an iOS app writes it — a view controller that builds its collection
/// view in `viewDidLoad()`, registers its cells and headers, and applies its first snapshot —
/// compiles against ListLabUIKit as it is and is laid out by it.
@MainActor
final class InboxViewController: UIViewController {
  enum Section: Int, CaseIterable { case today, earlier }
  struct Message: Hashable, Sendable {
    let id: Int
    let sender: String
    let subject: String
  }

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, Message>!

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Inbox"
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemGroupedBackground
    view.addSubview(collectionView)

    let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Message> { cell, _, message in
      var content = cell.defaultContentConfiguration()
      content.text = message.sender
      content.secondaryText = message.subject
      content.secondaryTextProperties.color = .secondaryLabel
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [weak self] header, _, indexPath in
      var content = header.defaultContentConfiguration()
      content = UIListContentConfiguration.groupedHeader()
      content.text = self?.dataSource.sectionIdentifier(for: indexPath.section) == .today ? "TODAY" : "EARLIER"
      header.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, message in
      collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: message)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Message>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems([Message(id: 1, sender: "Ada", subject: "Engines")], toSection: .today)
    snapshot.appendItems(
      [Message(id: 2, sender: "Grace", subject: "Compilers"), Message(id: 3, sender: "Alan", subject: "Machines")],
      toSection: .earlier)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

@MainActor
struct AppViewControllerTests {
  @Test func anAppsListScreen() {
    let controller = InboxViewController()
    controller.loadViewIfNeeded()
    let view = controller.collectionView!
    // insetGrouped at 375: rows inset 16; a grouped header (16 + one footnote line of 15.514,
    // 15.667 on the grid, + 6 = 37.667) above 63.333-point rows (text and secondary text).
    let header = view.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(shown(header?.frame) == "(16 0; 343 37.667)")
    #expect(itemFrame(view, 0, 0) == "(16 37.667; 343 63.333)")
    // The second section: 35 points below the first (UIKit's empty grouped footer and header).
    let second = view.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(shown(second?.frame) == "(16 136; 343 37.667)")
    #expect(view.numberOfItems(inSection: 1) == 2)
    #expect(controller.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1))?.sender == "Alan")
  }
}
