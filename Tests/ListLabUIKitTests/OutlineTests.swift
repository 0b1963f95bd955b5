import ListLabUIKit
import Testing

/// Apple's "Outline" sample as an app writes it: a sidebar list whose one section is a section
/// snapshot of items with children, expanded and collapsed by applying the section snapshot again.
@MainActor
final class OutlineTests {
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!

  func outlineView() -> UICollectionView {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .sidebar))
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    let container = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
      var content = cell.defaultContentConfiguration()
      content.text = title
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
    }
    let leaf = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
      var content = cell.defaultContentConfiguration()
      content.text = title
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, title in
      title.hasPrefix("·")
        ? view.dequeueConfiguredReusableCell(using: leaf, for: indexPath, item: title)
        : view.dequeueConfiguredReusableCell(using: container, for: indexPath, item: title)
    }
    return view
  }

  func outline(expanding expanded: [String]) -> NSDiffableDataSourceSectionSnapshot<String> {
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Compositional Layout", "Diffable Data Source", "Lists"])
    outline.append(["· Getting Started", "· Advanced Layouts"], to: "Compositional Layout")
    outline.append(["· Mountains Search", "· Settings"], to: "Diffable Data Source")
    outline.expand(expanded)
    return outline
  }

  @Test func collapsedThenExpanded() {
    let view = outlineView()
    dataSource.apply(outline(expanding: []), to: 0, animatingDifferences: false)
    // Only the roots show: three 44-point rows, inset 16 at the sides (a sidebar's inset).
    #expect(view.numberOfItems(inSection: 0) == 3)
    #expect(itemFrame(view, 0, 2) == "(16 88; 343 44)")

    dataSource.apply(outline(expanding: ["Compositional Layout"]), to: 0, animatingDifferences: false)
    #expect(view.numberOfItems(inSection: 0) == 5)
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "· Getting Started")
    #expect(itemFrame(view, 0, 3) == "(16 132; 343 44)")

    let read = dataSource.snapshot(for: 0)
    #expect(
      read.visibleItems == [
        "Compositional Layout", "· Getting Started", "· Advanced Layouts", "Diffable Data Source", "Lists",
      ])
    #expect(read.isExpanded("Compositional Layout"))
    #expect(read.level(of: "· Advanced Layouts") == 1)
    #expect(read.parent(of: "· Settings") == "Diffable Data Source")
    #expect(dataSource.snapshot().itemIdentifiers(inSection: 0).count == 5)
  }

  @Test func collapsingDeletesTheChildrenRows() {
    let view = outlineView()
    dataSource.apply(
      outline(expanding: ["Compositional Layout", "Diffable Data Source"]), to: 0, animatingDifferences: false)
    #expect(view.numberOfItems(inSection: 0) == 7)
    var outline = dataSource.snapshot(for: 0)
    outline.collapse(["Compositional Layout"])
    dataSource.apply(outline, to: 0, animatingDifferences: false)
    #expect(view.numberOfItems(inSection: 0) == 5)
    #expect(dataSource.indexPath(for: "· Settings") == IndexPath(item: 3, section: 0))
    #expect(itemFrame(view, 0, 4) == "(16 176; 343 44)")
  }

  @Test func sectionSnapshotQueries() {
    var outline = outline(expanding: [])
    #expect(outline.rootItems == ["Compositional Layout", "Diffable Data Source", "Lists"])
    #expect(outline.items.count == 7)
    #expect(!outline.isVisible("· Settings"))
    let subtree = outline.snapshot(of: "Diffable Data Source", includingParent: true)
    #expect(subtree.items == ["Diffable Data Source", "· Mountains Search", "· Settings"])
    outline.delete(["Diffable Data Source"])
    #expect(outline.items == ["Compositional Layout", "· Getting Started", "· Advanced Layouts", "Lists"])
    #expect(
      outline.visualDescription() == """
        ▸ Compositional Layout
            · Getting Started
            · Advanced Layouts
          Lists
        """)
  }
}
