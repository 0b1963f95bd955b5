public import Foundation
import ListDeclaration
import ListLayout

/// The width or the height of an item, a group or a supplementary item: a fraction of its
/// container's width or height, points, or an estimate the content sizes itself from.
///
/// Backed by ListLab's `LayoutDimension` (see the README's "Compositional layouts" for how each is laid out).
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension
@MainActor
public final class NSCollectionLayoutDimension {
  let core: LayoutDimension

  init(_ core: LayoutDimension) { self.core = core }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:)
  public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    Self(.fractionalWidth(Double(fractionalWidth)))
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalheight(_:)
  public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    Self(.fractionalHeight(Double(fractionalHeight)))
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/absolute(_:)
  public class func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute(Double(absoluteDimension))) }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:)
  public class func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated(Double(estimatedDimension))) }

  /// Not supported: ListLab sizes each item on its own.
  ///
  /// - iOS 17.0+, refused: https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/uniformacrosssiblings(estimate:)
  public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
    UIKitFailure.unsupported(
      api: "NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:)",
      reason: "ListLab sizes every item from its own content; use .estimated(_:)"
    ).raise()
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/isfractionalwidth
  public var isFractionalWidth: Bool {
    if case .fractionalWidth = core { true } else { false }
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/isfractionalheight
  public var isFractionalHeight: Bool {
    if case .fractionalHeight = core { true } else { false }
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/isabsolute
  public var isAbsolute: Bool {
    if case .absolute = core { true } else { false }
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/isestimated
  public var isEstimated: Bool { core.isEstimated }

  /// The fraction, the points or the estimate.
  ///
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/dimension
  public var dimension: CGFloat {
    switch core {
    case .fractionalWidth(let value), .fractionalHeight(let value), .absolute(let value), .estimated(let value):
      CGFloat(value)
    }
  }
}

/// A width and a height.
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsize
@MainActor
public final class NSCollectionLayoutSize {
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/widthdimension
  public let widthDimension: NSCollectionLayoutDimension
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/heightdimension
  public let heightDimension: NSCollectionLayoutDimension

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/init(widthdimension:heightdimension:)
  public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
    widthDimension = width
    heightDimension = height
  }

  var core: LayoutSize { LayoutSize(width: widthDimension.core, height: heightDimension.core) }
}

/// The space between items: fixed, or flexible — at least its length, sharing what the items leave.
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing
@MainActor
public final class NSCollectionLayoutSpacing {
  let core: LayoutSpacing

  init(_ core: LayoutSpacing) { self.core = core }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/fixed(_:)
  public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(.fixed(Double(fixedSpacing))) }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/flexible(_:)
  public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(.flexible(Double(flexibleSpacing))) }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/spacing
  public var spacing: CGFloat {
    switch core {
    case .fixed(let value), .flexible(let value): CGFloat(value)
    }
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/isfixedspacing
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/isflexiblespacing
  public var isFlexibleSpacing: Bool {
    if case .flexible = core { true } else { false }
  }
}

/// Space around an item, outside it, inside its group.
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutedgespacing
@MainActor
public final class NSCollectionLayoutEdgeSpacing {
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutedgespacing/leading
  public let leading: NSCollectionLayoutSpacing?
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutedgespacing/top
  public let top: NSCollectionLayoutSpacing?
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutedgespacing/trailing
  public let trailing: NSCollectionLayoutSpacing?
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutedgespacing/bottom
  public let bottom: NSCollectionLayoutSpacing?

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutedgespacing/init(leading:top:trailing:bottom:)
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
    bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }

  var core: EdgeSpacing {
    EdgeSpacing(leading: leading?.core, top: top?.core, trailing: trailing?.core, bottom: bottom?.core)
  }
}

/// Where a supplementary item is attached to its item: edges, and an offset in points or in
/// fractions of the supplementary item's size.
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor
@MainActor
public final class NSCollectionLayoutAnchor {
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/edges
  public let edges: NSDirectionalRectEdge
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/offset
  public let offset: CGPoint
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/isabsoluteoffset
  public let isAbsoluteOffset: Bool

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/isfractionaloffset
  public var isFractionalOffset: Bool { !isAbsoluteOffset }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/init(edges:)
  public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, absoluteOffset: .zero) }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/init(edges:absoluteoffset:)
  public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.edges = edges
    offset = absoluteOffset
    isAbsoluteOffset = true
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/init(edges:fractionaloffset:)
  public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.edges = edges
    offset = fractionalOffset
    isAbsoluteOffset = false
  }

  var core: LayoutAnchor {
    var directional: DirectionalEdges = []
    if edges.contains(.top) { directional.insert(.top) }
    if edges.contains(.leading) { directional.insert(.leading) }
    if edges.contains(.bottom) { directional.insert(.bottom) }
    if edges.contains(.trailing) { directional.insert(.trailing) }
    return LayoutAnchor(
      edges: directional, offsetX: Double(offset.x), offsetY: Double(offset.y), isFractional: !isAbsoluteOffset)
  }
}

extension NSDirectionalEdgeInsets {
  /// The core's insets: leading on the left, as the core lays out left to right.
  var core: EdgeInsets {
    EdgeInsets(top: Double(top), left: Double(leading), bottom: Double(bottom), right: Double(trailing))
  }

  init(_ core: EdgeInsets) {
    self.init(
      top: CGFloat(core.top), leading: CGFloat(core.left), bottom: CGFloat(core.bottom),
      trailing: CGFloat(core.right))
  }
}
