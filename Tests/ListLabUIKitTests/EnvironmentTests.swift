import ListLabUIKit
import Testing

/// The screen and the environment: the scale, device presets with their safe areas and size
/// classes, a section provider's environment, horizontal scrolling and the layout's own boundary
/// items.
@MainActor
final class EnvironmentTests {
  var retained: [AnyObject] = []

  func rows(_ layout: UICollectionViewLayout, frame: CGRect, items count: Int = 3) -> UICollectionView {
    let view = UICollectionView(frame: frame, collectionViewLayout: layout)
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(item)"
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<count))
    dataSource.apply(snapshot, animatingDifferences: false)
    retained.append(dataSource)
    return view
  }

  @Test func scaleSnapsFramesToItsGrid() {
    defer { UIScreen.main.reset() }
    #expect(UIScreen.main.scale == 3)
    UIScreen.main.scale = 2
    // Two columns of (375 − 30) / 2 = 172.5: exact at @2x.
    let (view, _) = sampleCollectionView(AppleSampleLayouts.twoColumns(), sections: [("main", items("c", 2))])
    #expect(itemFrame(view, 0, 0) == "(10 10; 172.5 44)")
    #expect(itemFrame(view, 0, 1) == "(192.5 10; 172.5 44)")
  }

  @Test func aDeviceGivesItsSafeAreaAndMargins() {
    defer { UIScreen.main.reset() }
    UIScreen.main.simulate(.iPhone15)
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    let view = rows(layout, frame: UIScreen.main.bounds)
    view.layoutIfNeeded()
    // 393 points: the layout margin is 20, insetGrouped's inset too.
    #expect(itemFrame(view, 0, 0) == "(20 0; 353 44)")
    #expect(view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    // The list starts scrolled to −(the safe area's top), as contentInsetAdjustmentBehavior does.
    #expect(view.contentOffset == CGPoint(x: 0, y: -59))
  }

  @Test func landscapeSafeAreaInsetsTheSides() {
    defer { UIScreen.main.reset() }
    UIScreen.main.simulate(.iPhone15ProMax, orientation: .landscape)
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    let view = rows(layout, frame: UIScreen.main.bounds)
    // 932 × 430, 59 points of safe area at each side, then the 20-point inset: 79.
    #expect(itemFrame(view, 0, 0) == "(79 0; 774 44)")
    #expect(view.contentOffset == CGPoint(x: 0, y: 0))
  }

  @Test func sectionProvidersSeeTheEnvironment() {
    defer { UIScreen.main.reset() }
    UIScreen.main.simulate(.iPad)
    var seen: [(CGSize, UIUserInterfaceSizeClass, CGFloat)] = []
    let layout = UICollectionViewCompositionalLayout { _, environment in
      seen.append(
        (
          environment.container.contentSize, environment.traitCollection.horizontalSizeClass,
          environment.traitCollection.displayScale
        ))
      return NSCollectionLayoutSection.list(using: .init(appearance: .plain), layoutEnvironment: environment)
    }
    _ = rows(layout, frame: UIScreen.main.bounds).numberOfSections
    #expect(seen.last?.0 == CGSize(width: 820, height: 1180))
    #expect(seen.last?.1 == .regular)
    #expect(seen.last?.2 == 2)
  }

  @Test func horizontalScrollDirection() {
    // Columns 120 wide as tall as the section (300 − 2 × 16 = 268), two items 10 apart:
    // (268 − 10) / 2 = 129 tall; a leading header 40 wide before them (cells from 40 + 16 = 56).
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(120), heightDimension: .fractionalHeight(1)),
      subitem: item, count: 2)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .leading)
    section.boundarySupplementaryItems = [header]
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = 20
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    let (view, _) = collectionView(layout, height: 300, sections: [("a", items("a", 5)), ("b", items("b", 3))])
    // The frames of `Scripts/compositional.lua`'s horizontal list.
    #expect(itemFrame(view, 0, 2) == "(186 16; 120 129)")
    #expect(itemFrame(view, 1, 0) == "(528 16; 120 129)")
    #expect(view.contentSize == CGSize(width: 794, height: 300))
    let headerB = view.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(shown(headerB?.frame) == "(472 16; 40 268)")
    view.contentOffset = CGPoint(x: 1000, y: 0)
    view.layoutIfNeeded()
    #expect(view.contentOffset == CGPoint(x: 419, y: 0))
  }

  @Test func theLayoutsOwnBoundaryItemsAndCustomGroups() {
    // A custom group placing two items side by side in each 100-point row, under a 50-point
    // header of the whole layout.
    let group = NSCollectionLayoutGroup.custom(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
    ) { environment in
      let half = environment.container.contentSize.width / 2
      return [
        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: half, height: 100)),
        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: half, y: 20, width: half, height: 60)),
      ]
    }
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
        elementKind: "banner", alignment: .top)
    ]
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group), configuration: configuration)
    let (view, _) = collectionView(layout, sections: [("main", items("x", 3))])
    let banner = view.layoutAttributesForSupplementaryElement(ofKind: "banner", at: IndexPath(item: 0, section: 0))
    #expect(shown(banner?.frame) == "(0 0; 375 50)")
    #expect(itemFrame(view, 0, 0) == "(0 50; 187.667 100)")
    #expect(itemFrame(view, 0, 1) == "(187.667 70; 187.333 60)")
    #expect(itemFrame(view, 0, 2) == "(0 150; 187.667 100)")
    let kinds = view.collectionViewLayout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 100))?
      .map { "\($0.representedElementCategory) \($0.representedElementKind ?? "-") \($0.indexPath)" }
    #expect(kinds == ["supplementaryView banner [0, 0]", "cell - [0, 0]", "cell - [0, 1]"])
  }
}
