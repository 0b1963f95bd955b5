import ListLabUIKit
import Testing

/// UICollectionViewFlowLayout as an app uses it — fixed item sizes, the delegate's per-section
/// answers, self-sizing cells — laid out by ListLab's grid engine.
@MainActor
struct FlowLayoutTests {
  /// 100 × 100 items in a 375-point view with 16-point insets: 3 fit in 343 points (3 × 100 +
  /// 2 × 8 ≤ 343), and the full lines spread them 21.5 points apart (the second at 137.5, 137.667
  /// on the @3x pixel grid); the last line keeps the columns, from the leading edge.
  @Test func itemsFillLinesAndSpreadAcrossThem() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 12
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    let (view, _) = collectionView(layout, sections: [("photos", items("photo", 7))])
    #expect(itemFrame(view, 0, 0) == "(16 16; 100 100)")
    #expect(itemFrame(view, 0, 1) == "(137.667 16; 100 100)")
    #expect(itemFrame(view, 0, 2) == "(259 16; 100 100)")
    #expect(itemFrame(view, 0, 3) == "(16 128; 100 100)")
    #expect(itemFrame(view, 0, 6) == "(16 240; 100 100)")
    // 16 + 3 lines of 100 + 2 × 12 + 16.
    #expect(view.collectionViewLayout.collectionViewContentSize == CGSize(width: 375, height: 356))
  }

  /// A delegate that answers per section, as an app's view controller does: the first section a
  /// grid of three columns sized from the view's width under a 44-point header, the second full
  /// width rows.
  final class Gallery: NSObjectLike, UICollectionViewDelegateFlowLayout {
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      let insets = self.collectionView(
        collectionView, layout: collectionViewLayout, insetForSectionAt: indexPath.section)
      let available = collectionView.bounds.width - insets.left - insets.right
      if indexPath.section == 0 {
        let side = ((available - 2 * 10) / 3).rounded(.down)
        return CGSize(width: side, height: side)
      }
      return CGSize(width: available, height: 50)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets {
      section == 0 ? UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20) : .zero
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
      section == 0 ? CGSize(width: 0, height: 44) : .zero
    }
  }

  @Test func theDelegateAnswersSectionBySection() {
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 10
    let delegate = Gallery()
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    view.delegate = delegate
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in }
    let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { view, _, indexPath in
      view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    dataSource.apply(
      snapshot([("grid", items("tile", 4)), ("rows", ["settings", "about"])]), animatingDifferences: false)
    // (335 − 20) / 3 = 105 points; three fit, 10 apart: x = 20, 135, 250.
    let headerFrame = view.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
    #expect(shown(headerFrame) == "(0 0; 375 44)")
    #expect(itemFrame(view, 0, 0) == "(20 52; 105 105)")
    #expect(itemFrame(view, 0, 2) == "(250 52; 105 105)")
    #expect(itemFrame(view, 0, 3) == "(20 167; 105 105)")
    // The second section starts after the first's bottom inset: 272 + 8.
    #expect(itemFrame(view, 1, 0) == "(0 280; 375 50)")
    #expect(itemFrame(view, 1, 1) == "(0 340; 375 50)")
  }

  /// With an estimated size, each cell's content gives its height, measured at the item's width.
  @Test func selfSizingCellsMeasureAtTheItemsWidth() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 375, height: 44)
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.minimumLineSpacing = 0
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Short", "A text long enough to wrap onto a second line in a row of a plain list, surely"])
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(itemFrame(view, 0, 0) == "(0 0; 375 44)")
    // Two body lines: 11 + 2 × 20.287 (40.667 on the grid) + 11.
    #expect(itemFrame(view, 0, 1) == "(0 44; 375 62.667)")
  }
}

/// A plain delegate object (UIKit's delegates are NSObjects; ListLab's protocols ask for a class).
class NSObjectLike {}
