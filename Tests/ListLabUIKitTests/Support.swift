import ListLabUIKit
import Testing

/// A collection view of `size` with `layout` and a data source of plain cells for `sections`,
/// applied as an app applies its first snapshot.
@MainActor
func collectionView(
  _ layout: UICollectionViewLayout, width: CGFloat = 375, height: CGFloat = 667, sections: [(String, [String])]
) -> (UICollectionView, UICollectionViewDiffableDataSource<String, String>) {
  let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
  let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in }
  let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { view, indexPath, item in
    view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
  }
  dataSource.apply(snapshot(sections), animatingDifferences: false)
  return (view, dataSource)
}

/// A snapshot of these sections and their items.
func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
  var snapshot = NSDiffableDataSourceSnapshot<String, String>()
  for (section, items) in sections {
    snapshot.appendSections([section])
    snapshot.appendItems(items, toSection: section)
  }
  return snapshot
}

/// Items named `prefix1` … `prefixN`.
func items(_ prefix: String, _ count: Int) -> [String] { (1...count).map { "\(prefix)\($0)" } }

/// A frame rounded to 1/1000 of a point, as the scenario outputs print them: `(x y; w h)`.
@MainActor
func shown(_ frame: CGRect?) -> String {
  guard let frame else { return "nil" }
  func number(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
  return "(\(number(frame.minX)) \(number(frame.minY)); \(number(frame.width)) \(number(frame.height)))"
}

/// The frame of the item at `item` of `section`, as text.
@MainActor
func itemFrame(_ view: UICollectionView, _ section: Int, _ item: Int) -> String {
  shown(view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame)
}
