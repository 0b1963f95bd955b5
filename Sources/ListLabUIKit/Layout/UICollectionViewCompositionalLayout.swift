public import Foundation
import ListLayout

/// A section provider: the layout of section `index` in an environment; returning nil is not
/// supported.
///
/// - iOS 13.0+, refused: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutsectionprovider
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout of items in groups in sections.
///
/// ListLab lays it out with its compositional core (see the README's "Compositional layouts").
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
@MainActor
public final class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  enum Sections {
    case shared(NSCollectionLayoutSection)
    case provider(UICollectionViewCompositionalLayoutSectionProvider)
  }

  let sections: Sections

  /// Scroll direction, spacing between sections and the layout's own boundary items; setting it
  /// lays the collection view out again.
  ///
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/configuration
  public var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(section:)
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(section:configuration:)
  public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
    sections = .shared(section)
    self.configuration = configuration
    super.init()
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:)
  public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:configuration:)
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    sections = .provider(sectionProvider)
    self.configuration = configuration
    super.init()
  }

  /// A layout whose every section is a list section.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(list: configuration))
  }

  /// The section at `index` in `environment`: the shared one, or the provider's.
  func section(at index: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    switch sections {
    case .shared(let section):
      return section
    case .provider(let provider):
      guard let section = provider(index, environment) else {
        UIKitFailure.unsupported(
          api: "a section provider returning nil (UICollectionViewCompositionalLayoutSectionProvider)",
          reason: "ListLab lays out every section the data source has; return a section for section \(index)"
        )
        .raise()
      }
      return section
    }
  }
}

/// The scroll direction of a collection view's layout.
///
/// https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection
extension UICollectionView {
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection
  public enum ScrollDirection: Int, Hashable, Sendable {
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection/vertical
    case vertical
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection/horizontal
    case horizontal
  }
}

/// What a compositional layout shares among its sections.
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration
@MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/scrolldirection
  public var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/intersectionspacing
  public var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout, asked from the data source at index path [0, 0].
  ///
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/boundarysupplementaryitems
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Only `.automatic` (the safe area) is supported: sections choose theirs.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/contentinsetsreference
  public var contentInsetsReference: UIContentInsetsReference = .automatic

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/init()
  public init() {}
}

/// The base class of collection view layouts. ListLab lays out compositional layouts only.
///
/// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor
open class UICollectionViewLayout {
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview
  public internal(set) weak var collectionView: UICollectionView?
  /// Decoration view classes by element kind (drawing only: a decoration's frame comes from its
  /// item).
  var decorationClasses: [String: AnyClass] = [:]

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
  public init() {}

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/register(_:fordecorationviewofkind:)
  public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationClasses[elementKind] = viewClass
  }

  /// Marks the layout for a new pass: the next `layoutIfNeeded()` lays the collection view out again.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()
  open func invalidateLayout() { collectionView?.setNeedsLayout() }

  /// The size of the whole content.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionviewcontentsize
  open var collectionViewContentSize: CGSize {
    guard let layout = collectionView?.laidOut() else { return .zero }
    let size = layout.contentSize
    return CGSize(width: size.width, height: size.height)
  }

  /// Every cell, supplementary and decoration view whose frame meets `rect`, in document order.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforelements(in:)
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard let collectionView else { return nil }
    return collectionView.allLayoutAttributes().filter { $0.frame.intersects(rect) }
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforitem(at:)
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionView?.attributesForItem(at: indexPath)
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforsupplementaryview(ofkind:at:)
  open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    collectionView?.attributesForSupplementary(ofKind: elementKind, at: indexPath)
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesfordecorationview(ofkind:at:)
  open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    collectionView?.attributesForDecoration(ofKind: elementKind, at: indexPath)
  }
}
