public import Foundation
import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout

/// Reading the laid-out collection view as UIKit does: layout attributes, counts, visible items.
/// Each call lays the collection view out first if it needs it.
///
/// Frames are in the collection view's content coordinates. A cell of an orthogonally scrolling
/// section is where it shows at the section's scroll offset (ListLab's reading: UIKit keeps such
/// cells in a scroll view of their own and does not document the frames it reports).
extension UICollectionView {
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
  public var numberOfSections: Int { appliedData?.items.count ?? 0 }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
  public func numberOfItems(inSection section: Int) -> Int {
    let sections = appliedData?.items ?? []
    guard sections.indices.contains(section) else {
      UIKitFailure.exception(
        api: "UICollectionView.numberOfItems(inSection:)",
        message:
          "request for number of items in section \(section) when there are only \(sections.count) sections in the collection view"
      ).raise()
    }
    return sections[section].count
  }

  /// The cells that intersect the visible bounds, in order.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems
  public var indexPathsForVisibleItems: [IndexPath] {
    guard let layout = laidOut() else { return [] }
    return layout.visibleIDs().compactMap { layout.path(ofCell: $0) }.map {
      IndexPath(item: $0.item, section: $0.section)
    }
  }

  /// The cells the data source gave for the visible items.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/visiblecells
  public var visibleCells: [UICollectionViewCell] {
    guard let layout = laidOut() else { return [] }
    return layout.visibleIDs().compactMap { cellViews[$0] }
  }

  /// The cell the data source gave for a visible item, at its frame; nil when the item does not
  /// show.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    guard let layout = laidOut(), let id = itemID(at: indexPath), layout.visibleIDs().contains(id) else { return nil }
    return cellViews[id]
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/indexpath(for:)
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    guard let layout = laidOut(), let id = cellViews.first(where: { $0.value === cell })?.key,
      let path = layout.path(ofCell: id)
    else { return nil }
    return IndexPath(item: path.item, section: path.section)
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    attributesForItem(at: indexPath)
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforsupplementaryelement(ofkind:at:)
  public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    attributesForSupplementary(ofKind: kind, at: indexPath)
  }

  /// Scrolls the least distance that shows the item whole (`scrollPosition` other than an empty
  /// set is not supported), measuring cells on the way.
  ///
  /// - iOS 6.0+, refused: https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)
  public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard scrollPosition.isEmpty else {
      UIKitFailure.unsupported(
        api: "UICollectionView.scrollToItem(at:at:animated:) with a scroll position",
        reason: "ListLab scrolls the least distance that shows the item; pass []"
      ).raise()
    }
    layoutIfNeeded()
    guard var state, let id = itemID(at: indexPath) else { return }
    state.scroll(toCell: id)
    self.state = state
    settingOffset = true
    let offset = state.layout.contentOffset
    contentOffset = CGPoint(x: offset.x, y: offset.y)
    settingOffset = false
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/rawvalue
    public let rawValue: UInt
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/top
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredvertically
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/bottom
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/left
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredhorizontally
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/right
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  // MARK: Attributes

  func itemID(at indexPath: IndexPath) -> Identifier? {
    guard let sections = state?.sections, indexPath.count == 2, sections.indices.contains(indexPath.section),
      indexPath.item >= 0, indexPath.item < sections[indexPath.section].cells.count
    else { return nil }
    return sections[indexPath.section].cells[indexPath.item].id
  }

  /// Every element's attributes, in document order (separators and cards are drawn by cells in
  /// UIKit, so they have none).
  func allLayoutAttributes() -> [UICollectionViewLayoutAttributes] {
    guard let layout = laidOut() else { return [] }
    return layout.elements().compactMap(attributes)
  }

  func attributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let layout = laidOut(), indexPath.count == 2 else { return nil }
    return layout.element(.cell, section: indexPath.section, item: indexPath.item).flatMap(attributes)
  }

  /// A supplementary view's attributes: a section's boundary item of the kind (at item 0), an
  /// item's supplementary view, or the layout's own boundary item (at [0, 0]).
  func attributesForSupplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let layout = laidOut(), indexPath.count == 2 else { return nil }
    let core = ElementKinds.core(kind)
    let elementKind: Element.Kind =
      core == BoundaryItem.headerKind ? .header : core == BoundaryItem.footerKind ? .footer : .supplementary
    let named = elementKind == .supplementary ? core : nil
    var element: Element?
    if indexPath.item == 0 {
      element = layout.element(elementKind, section: indexPath.section, item: nil, elementKind: named)
    }
    if element == nil, elementKind == .supplementary {
      element = layout.element(.supplementary, section: indexPath.section, item: indexPath.item, elementKind: named)
    }
    if element == nil, indexPath == IndexPath(item: 0, section: 0) {
      element = layout.element(elementKind, section: -1, item: nil, elementKind: named)
    }
    return element.flatMap(attributes)
  }

  func attributesForDecoration(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let layout = laidOut(), indexPath.count == 2 else { return nil }
    return layout.element(.decoration, section: indexPath.section, item: nil, elementKind: kind).flatMap(attributes)
  }

  /// UIKit's attributes for a core element; nil for separators and cards.
  func attributes(_ element: Element) -> UICollectionViewLayoutAttributes? {
    let section = max(element.section, 0)
    let made: UICollectionViewLayoutAttributes
    switch element.kind {
    case .cell:
      made = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: element.item ?? 0, section: section))
    case .header, .footer:
      let kind = ElementKinds.uikit(element.kind == .header ? BoundaryItem.headerKind : BoundaryItem.footerKind)
      made = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    case .supplementary:
      made = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: ElementKinds.uikit(element.elementKind ?? ""),
        with: IndexPath(item: element.item ?? 0, section: section))
    case .decoration:
      made = UICollectionViewLayoutAttributes(
        forDecorationViewOfKind: element.elementKind ?? "", with: IndexPath(item: 0, section: section))
    case .separator, .card:
      return nil
    }
    made.frame = element.frame.cgRect
    made.zIndex = element.zIndex
    made.alpha = CGFloat(element.alpha)
    return made
  }
}
