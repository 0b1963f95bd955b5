import ListDeclaration
import ListLabUIKit
import Testing

/// List sections (`UICollectionLayoutListConfiguration`) with list cells and header and footer
/// configurations, as an app writes them, against the frames of `Scripts/compositional.lua`'s
/// "List Appearances" (its Lua cells: `cell "apple" { text = "Apple" }`, `cell "pear" { text =
/// "Pear", secondary = "Conference" }`, header "Fruits", footer "In season"; printed in
/// `Tests/EndToEndTests/Snapshots/compositional.txt`).
@MainActor
final class ListAppearanceTests {
  struct Fruit: Hashable, Sendable {
    var name: String
    var variety: String?
  }

  static let fruits = [Fruit(name: "Apple"), Fruit(name: "Pear", variety: "Conference")]

  /// A list of the two fruits under a header and above a footer.
  func fruitList(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> UICollectionView {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), collectionViewLayout: layout)
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Fruit> { cell, _, fruit in
      var content = cell.defaultContentConfiguration()
      content.text = fruit.name
      content.secondaryText = fruit.variety
      cell.contentConfiguration = content
    }
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, _ in
      var content = UIListContentConfiguration.header()
      content.text = "Fruits"
      view.contentConfiguration = content
    }
    let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionFooter
    ) { view, _, _ in
      var content = UIListContentConfiguration.footer()
      content.text = "In season"
      view.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Fruit>(collectionView: view) { view, indexPath, fruit in
      view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: fruit)
    }
    dataSource.supplementaryViewProvider = { view, kind, indexPath in
      view.dequeueConfiguredReusableSupplementary(
        using: kind == UICollectionView.elementKindSectionHeader ? header : footer, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Fruit>()
    snapshot.appendSections([0])
    snapshot.appendItems(Self.fruits)
    dataSource.apply(snapshot, animatingDifferences: false)
    retained.append(dataSource)
    return view
  }

  /// The data sources, held as an app's view controller holds its own.
  var retained: [AnyObject] = []

  func frames(_ view: UICollectionView) -> [String] {
    let header = view.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    let footer = view.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    return [shown(header?.frame), itemFrame(view, 0, 0), itemFrame(view, 0, 1), shown(footer?.frame)]
  }

  @Test(arguments: [
    (
      UICollectionLayoutListConfiguration.Appearance.plain,
      [
        "(0 0; 375 32.333)", "(0 32.333; 375 44)", "(0 76.333; 375 63.333)", "(0 139.667; 375 23.667)",
      ]
    ),
    (.grouped, ["(0 0; 375 37.667)", "(0 37.667; 375 44)", "(0 81.667; 375 63.333)", "(0 145; 375 27.667)"]),
    (.insetGrouped, ["(16 0; 343 37.667)", "(16 37.667; 343 44)", "(16 81.667; 343 63.333)", "(16 145; 343 27.667)"]),
    (.sidebar, ["(16 0; 343 32.333)", "(16 32.333; 343 44)", "(16 76.333; 343 63.333)", "(16 139.667; 343 23.667)"]),
    (.sidebarPlain, ["(0 0; 375 32.333)", "(0 32.333; 375 44)", "(0 76.333; 375 63.333)", "(0 139.667; 375 23.667)"]),
  ])
  func listAppearance(_ appearance: UICollectionLayoutListConfiguration.Appearance, expected: [String]) {
    #expect(frames(fruitList(appearance)) == expected)
  }

  @Test func headerModeNoneShowsNoHeader() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.showsSeparators = false
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 300),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, name in
      view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Apple", "Pear"])
    dataSource.apply(snapshot, animatingDifferences: false)
    retained.append(dataSource)
    // UIKit's default header mode is .none: no header, the first row at the top.
    #expect(itemFrame(view, 0, 0) == "(0 0; 375 44)")
    #expect(
      view.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
  }
}
