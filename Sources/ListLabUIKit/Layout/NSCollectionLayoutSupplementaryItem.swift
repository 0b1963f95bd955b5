public import Foundation
import ListDeclaration
import ListLayout

/// A view attached to each cell of an item, such as a badge.
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem
@MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/elementkind
  public let elementKind: String
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/containeranchor
  public let containerAnchor: NSCollectionLayoutAnchor
  /// Not supported unless nil (the item's own anchor point).
  ///
  /// - iOS 13.0+, refused: https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/itemanchor
  public let itemAnchor: NSCollectionLayoutAnchor?
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/zindex
  public var zIndex = 0

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/init(layoutsize:elementkind:containeranchor:)
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/init(layoutsize:elementkind:containeranchor:itemanchor:)
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
    itemAnchor: NSCollectionLayoutAnchor?
  ) {
    if itemAnchor != nil {
      UIKitFailure.unsupported(
        api: "NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:itemAnchor:)",
        reason: "ListLab anchors a supplementary item by its container anchor only; move it with the anchor's offset"
      )
      .raise()
    }
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// The core's supplementary item; its content is asked from the data source when the list is
  /// laid out (``TranslationContext``).
  func coreSupplementary(_ context: TranslationContext) -> SupplementaryItem {
    SupplementaryItem(
      kind: ElementKinds.core(elementKind), size: layoutSize.core, anchor: containerAnchor.core, zIndex: zIndex,
      content: context.itemSupplementaryContent(elementKind, size: layoutSize.core))
  }
}

/// A header, footer or other view along a section's (or the whole layout's) edge.
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem
@MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/alignment
  public let alignment: NSRectAlignment
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/offset
  public let offset: CGPoint
  /// Whether the item takes space of its own at the section's edge (true by default).
  ///
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/extendsboundary
  public var extendsBoundary = true
  /// Whether the item floats at the visible bounds' edge while its section is on screen.
  ///
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/pintovisiblebounds
  public var pinToVisibleBounds = false

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/init(layoutsize:elementkind:alignment:)
  public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/init(layoutsize:elementkind:alignment:absoluteoffset:)
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    offset = absoluteOffset
    super.init(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: .top),
      itemAnchor: nil)
  }

  /// The core's boundary item, its content asked from the data source for `section` (nil for the
  /// layout's own items).
  func coreBoundary(_ context: TranslationContext, section: Int?) -> BoundaryItem {
    BoundaryItem(
      kind: ElementKinds.core(elementKind), size: layoutSize.core, alignment: coreAlignment,
      offsetX: Double(offset.x), offsetY: Double(offset.y), pinToVisibleBounds: pinToVisibleBounds,
      extendsBoundary: extendsBoundary, zIndex: zIndex,
      content: context.boundaryContent(elementKind, size: layoutSize.core, section: section))
  }

  private var coreAlignment: BoundaryAlignment {
    switch alignment {
    case .top: .top
    case .topLeading: .topLeading
    case .leading: .leading
    case .bottomLeading: .bottomLeading
    case .bottom: .bottom
    case .bottomTrailing: .bottomTrailing
    case .trailing: .trailing
    case .topTrailing: .topTrailing
    case .none:
      UIKitFailure.misuse(
        api: "NSCollectionLayoutBoundarySupplementaryItem.alignment",
        message: "a boundary supplementary item needs an edge; .none places it nowhere"
      ).raise()
    }
  }
}

/// A view behind a section, such as its background.
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem
@MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem/elementkind
  public let elementKind: String
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem/zindex
  public var zIndex = 0

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A background covering the section, less its content insets.
  ///
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem/background(elementkind:)
  public class func background(elementKind: String) -> Self { Self(elementKind: elementKind) }

  var coreDecoration: DecorationItem {
    DecorationItem(kind: elementKind, contentInsets: contentInsets.core, zIndex: zIndex)
  }
}
