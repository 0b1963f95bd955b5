import ListDeclaration
import ListLayout

/// What translating a section's UIKit layout into the core's needs besides the layout: the traits
/// (for custom groups' environments) and the content of supplementary views, asked from the data
/// source's supplementary view provider.
///
/// A supplementary view's content only changes a frame when the item's size is estimated: only
/// then is the provider asked (UIKit asks for the views it shows; ListLab draws none).
@MainActor
struct TranslationContext {
  let traits: UITraitCollection
  /// The section being translated; nil for the layout's own boundary items.
  let section: Int?
  /// Whether the section has items (an item's supplementary views are asked at its first one).
  let hasItems: Bool
  /// The data source's view for an element kind at an index path; nil when it has no provider.
  let supplementaryView: (String, IndexPath) -> UICollectionReusableView?
  /// The appearance of the section's list configuration, which picks `.header()`'s metrics.
  var listStyle: ListStyle = .plain

  /// The content of a boundary item of `kind` in `section` (nil: the layout's own, at [0, 0]).
  func boundaryContent(_ kind: String, size: LayoutSize, section: Int?) -> Node? {
    guard size.width.isEstimated || size.height.isEstimated else { return nil }
    return content(kind, at: IndexPath(item: 0, section: section ?? 0))
  }

  /// The content of an item's supplementary view of `kind`: the view for the section's first item
  /// (the core measures one view per item of the layout; absolute sizes need none).
  func itemSupplementaryContent(_ kind: String, size: LayoutSize) -> Node? {
    guard size.width.isEstimated || size.height.isEstimated, hasItems, let section else { return nil }
    return content(kind, at: IndexPath(item: 0, section: section))
  }

  private func content(_ kind: String, at indexPath: IndexPath) -> Node? {
    guard let view = supplementaryView(kind, indexPath) else { return nil }
    return ContentNodes.supplementary(view, style: listStyle).node(
      style: listStyle, isHeader: kind != UICollectionViewKinds.footer)
  }
}
