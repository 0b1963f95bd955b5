import ListLabUIKit
import Testing

/// The snippets run: each builds what an app builds, and ListLabUIKit answers as UIKit does.
@MainActor
struct SnippetTests {
  /// A collection view of `layout` showing `sections` of plain list cells.
  func view(_ layout: UICollectionViewLayout, _ sections: [(String, [String])], header: Bool = false)
    -> (UICollectionView, UICollectionViewDiffableDataSource<String, String>)
  {
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { view, path, item in
      view.dequeueConfiguredReusableCell(using: cell, for: path, item: item)
    }
    if header {
      let registration = CellSnippets.headerRegistration { "Section \($0)" }
      dataSource.supplementaryViewProvider = { view, _, path in
        view.dequeueConfiguredReusableSupplementary(using: registration, for: path)
      }
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
    return (view, dataSource)
  }

  func frame(_ view: UICollectionView, _ section: Int, _ item: Int) -> CGRect? {
    view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  @Test func listLayouts() {
    #expect(
      frame(view(LayoutSnippets.plainList(), [("a", ["1", "2"])]).0, 0, 1)
        == CGRect(x: 0, y: 44, width: 375, height: 44))
    let (inset, _) = view(LayoutSnippets.insetGroupedList(), [("a", ["1"])], header: true)
    #expect(frame(inset, 0, 0)?.minX == 16)
    #expect(frame(view(LayoutSnippets.firstItemHeaders(), [("a", ["h", "1"])]).0, 0, 1)?.minY == 44)
    #expect(frame(view(LayoutSnippets.separatorInsets(), [("a", ["1"])]).0, 0, 0)?.height == 44)
    let (insets, _) = view(LayoutSnippets.listSectionsWithInsets(), [("a", ["1"]), ("b", ["2"])])
    #expect(frame(insets, 0, 0) == CGRect(x: 16, y: 20, width: 343, height: 44))
    // The plain section after the insetGrouped one: 35 points of grouped spacing are not its.
    #expect(frame(insets, 1, 0)?.minX == 0)
    let (spaced, _) = view(LayoutSnippets.spacedSections(), [("a", ["1"]), ("b", ["2"])])
    #expect(frame(spaced, 1, 0)?.minY == 64)
  }

  @Test func handlersAreKeptAndCalled() {
    var asked: [IndexPath] = []
    let configuration = LayoutSnippets.separatorHandler { indexPath in
      asked.append(indexPath)
      return indexPath.item == 1
    }
    _ = view(UICollectionViewCompositionalLayout.list(using: configuration), [("a", ["1", "2"])]).0.numberOfSections
    #expect(asked == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    var deleted: [IndexPath] = []
    let swipes = LayoutSnippets.swipeActions { deleted.append($0) }
    let trailing = swipes.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 3, section: 0))
    #expect(trailing?.actions.first?.style == .destructive)
    trailing?.actions.first?.handler(trailing!.actions[0], UIView()) { #expect($0) }
    #expect(deleted == [IndexPath(item: 3, section: 0)])
    let leading = swipes.leadingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0))
    #expect(leading?.performsFirstActionWithFullSwipe == false)
    #expect(leading?.actions.first?.backgroundColor == .systemOrange)
  }

  @Test func compositionalLayouts() {
    // At @2x, so that halves stay exact: two columns of 187.5-point squares, each inset by 5.
    UIScreen.main.scale = 2
    defer { UIScreen.main.reset() }
    #expect(
      frame(view(LayoutSnippets.twoColumnGrid(), [("a", ["1", "2"])]).0, 0, 1)
        == CGRect(x: 192.5, y: 5, width: 177.5, height: 177.5))
    let (carousel, _) = view(LayoutSnippets.carousel(), [("a", ["1", "2", "3"])])
    #expect(frame(carousel, 0, 0)?.width == 274)  // 0.8 × (375 − 32) = 274.4, on the @2x pixel grid
    let (pinned, _) = view(LayoutSnippets.pinnedHeaders(), [("a", (1...30).map(String.init))], header: true)
    pinned.contentOffset = CGPoint(x: 0, y: 300)
    pinned.layoutIfNeeded()
    let header = pinned.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame.minY == 300)
    // Two 160-point columns fit in 375 points (three need 480): 187.5 wide each.
    #expect(frame(view(LayoutSnippets.adaptiveColumns(), [("a", ["1", "2"])]).0, 0, 1)?.minX == 187.5)
    let (background, _) = view(LayoutSnippets.sectionBackground(), [("a", ["1"])])
    let decorations = background.collectionViewLayout.layoutAttributesForElements(in: background.bounds)?
      .filter { $0.representedElementCategory == .decorationView }
    // The section (10 + 44 + 10 tall) less the background's own insets of 5.
    #expect(decorations?.first?.frame == CGRect(x: 5, y: 5, width: 365, height: 54))
  }

  @Test func flowLayouts() {
    let (grid, _) = view(LayoutSnippets.flowLayout(), [("a", ["1", "2", "3", "4"])])
    // Three in a line; the fourth under the 40-point header, the inset and a line and its spacing.
    #expect(frame(grid, 0, 3) == CGRect(x: 16, y: 164, width: 100, height: 100))
    let (rows, _) = view(LayoutSnippets.selfSizingFlowLayout(), [("a", ["One", "Two"])])
    #expect(frame(rows, 0, 1) == CGRect(x: 0, y: 44, width: 375, height: 44))
  }

  @Test func cells() {
    let contact = Contact(id: 1, name: "Ada", email: "ada@example.com", isFavorite: true)
    let cell = CellSnippets.ArticleCell()
    cell.titleLabel.text = "Title"
    cell.summaryLabel.text = "A summary"
    // 12 + the 60-point thumbnail + 12.
    #expect(CellSnippets.measuredHeight(of: cell, width: 375) == 84)
    #expect(CellSnippets.accessories(contact, unread: 3).count == 2)
    #expect(CellSnippets.textProperties().textProperties.lineBreakMode == .byTruncatingMiddle)
    #expect(CellSnippets.symbolImage().imageProperties.preferredSymbolConfiguration != nil)
    #expect(CellSnippets.subtitleInsteadOfValue().secondaryText == "12 GB")
    #expect(CellSnippets.brandColor() == .systemIndigo)
    _ = CellSnippets.toggle(isOn: true)
    var tapped = false
    _ = CellSnippets.detail { tapped = true }
    #expect(!tapped)
    let (view, _) = view(LayoutSnippets.plainList(), [("a", ["Ada"])])
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
    _ = CellSnippets.contactRegistration()
    _ = CellSnippets.folderRegistration()
  }

  @Test func aScreenSelectsReconfiguresAndDeletes() async {
    let screen = ContactsViewController()
    screen.loadViewIfNeeded()
    let ada = Contact(id: 1, name: "Ada", email: "ada@example.com", isFavorite: true)
    let alan = Contact(id: 2, name: "Alan", email: "alan@example.com")
    let grace = Contact(id: 3, name: "Grace", email: "")
    await screen.show([ada, alan, grace])
    #expect(screen.collectionView.numberOfItems(inSection: 1) == 2)
    #expect(screen.separatorsAsked == 3)
    #expect(screen.select(2) == [IndexPath(item: 0, section: 1)])
    screen.clearSelection()
    #expect(screen.collectionView.indexPathsForSelectedItems == nil)
    // A tap asks the delegate: Grace has no email, so she is not selected.
    screen.collectionView.tapItem(at: IndexPath(item: 1, section: 1))
    #expect(screen.collectionView.indexPathsForSelectedItems == nil)
    screen.collectionView.tapItem(at: IndexPath(item: 0, section: 1))
    #expect(screen.opened == [2])
    #expect(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.isSelected == true)
    screen.rename(2, to: "Alan Turing")
    let cell = screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 1))
    #expect((cell?.contentConfiguration as? UIListContentConfiguration)?.text == "Alan Turing")
    screen.refreshVisibleRows()
    screen.favorite(2)
    #expect(screen.dataSource.snapshot().itemIdentifiers(inSection: .favorites) == [2, 1])
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      screen.delete(3) { done.resume() }
    }
    #expect(screen.dataSource.snapshot().numberOfItems == 2)
  }

  @Test func anOutlineExpandsAsItsHandlersAllow() async {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: LayoutSnippets.plainList())
    let folder = CellSnippets.folderRegistration()
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, path, item in
      view.dequeueConfiguredReusableCell(using: folder, for: path, item: item)
    }
    var expanded: [String] = []
    OutlineSnippets.handlers(dataSource) { expanded.append($0) }
    await OutlineSnippets.apply(OutlineSnippets.folders(), to: dataSource)
    #expect(dataSource.snapshot().itemIdentifiers == ["Documents", "Work", "Taxes", "Music"])
    view.tapItem(at: IndexPath(item: 3, section: 0))  // Music expands
    #expect(expanded == ["Music"])
    #expect(dataSource.snapshot().itemIdentifiers.last == "Albums")
    view.tapItem(at: IndexPath(item: 3, section: 0))  // and never collapses
    #expect(dataSource.snapshot().itemIdentifiers.last == "Albums")
    view.tapItem(at: IndexPath(item: 4, section: 0))  // Albums has no children until expanded
    #expect(dataSource.snapshot(for: 0).rootItems == ["Documents", "Music"])
    view.tapItem(at: IndexPath(item: 0, section: 0))  // Documents collapses
    #expect(dataSource.snapshot().itemIdentifiers == ["Documents", "Music", "Albums"])
  }
}
