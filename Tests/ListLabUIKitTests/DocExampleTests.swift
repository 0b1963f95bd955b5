import ListLabUIKit
import Testing

// The example of docs/swift.md, "A test of an app's layout", as the page shows it.

/// The app's layout function, unchanged from the iOS target: two columns of 44-point rows.
@MainActor func makeGalleryLayout() -> UICollectionViewLayout {
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
    subitem: item, count: 2)
  group.interItemSpacing = .fixed(10)
  let section = NSCollectionLayoutSection(group: group)
  section.interGroupSpacing = 10
  section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
  return UICollectionViewCompositionalLayout(section: section)
}

@MainActor
@Test func galleryHasTwoColumnsOnAnIPhoneSE() {
  UIScreen.main.simulate(.iPhoneSE)
  defer { UIScreen.main.reset() }
  let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: makeGalleryLayout())
  let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
    var content = cell.defaultContentConfiguration()
    content.text = title
    cell.contentConfiguration = content
  }
  let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
    collectionView, indexPath, title in
    collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: title)
  }
  var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
  snapshot.appendSections([0])
  snapshot.appendItems(["Dunes", "Fjord", "Glacier"])
  dataSource.apply(snapshot, animatingDifferences: false)

  collectionView.layoutIfNeeded()
  // (375 − 2 × 10 − 10) / 2 = 172.5 points: exact on the iPhone SE's @2x grid.
  #expect(
    collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
      == CGRect(x: 192.5, y: 10, width: 172.5, height: 44))
  #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 64)
  #expect(collectionView.contentOffset.y == -20)  // below the status bar
}
