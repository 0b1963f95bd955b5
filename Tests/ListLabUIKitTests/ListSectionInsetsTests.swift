import ListLabUIKit
import Testing

/// A list section's `contentInsets`, as apps change them: they start as the insets of the list's
/// appearance and, set, replace them.
@MainActor
struct ListSectionInsetsTests {
  @Test func aListSectionsInsetsCanBeChanged() {
    var readBack: [NSDirectionalEdgeInsets] = []
    let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
      let section = NSCollectionLayoutSection.list(
        using: UICollectionLayoutListConfiguration(appearance: sectionIndex == 0 ? .insetGrouped : .plain),
        layoutEnvironment: environment)
      readBack.append(section.contentInsets)
      if sectionIndex == 1 {
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 8, trailing: 16)
      }
      return section
    }
    let (view, _) = collectionView(layout, sections: [("inset", ["a"]), ("plain", ["b", "c"])])
    view.layoutIfNeeded()
    // insetGrouped rows sit 16 points in at 375 points of width; a plain list's span the width.
    #expect(
      readBack.prefix(2) == [
        NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16), NSDirectionalEdgeInsets(),
      ])
    #expect(itemFrame(view, 0, 0) == "(16 0; 343 44)")
    // The plain section starts 20 points down (35 of grouped section spacing do not apply to it).
    #expect(itemFrame(view, 1, 0) == "(16 64; 343 44)")
    #expect(itemFrame(view, 1, 1) == "(16 108; 343 44)")
    #expect(view.contentSize.height == 160)
  }
}
