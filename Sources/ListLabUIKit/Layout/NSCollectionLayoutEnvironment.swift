public import Foundation
import ListDeclaration
import ListLayout
import ListText

/// What a section provider learns about where its section is laid out: the container and the
/// traits.
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment
@MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment/container
  var container: any NSCollectionLayoutContainer { get }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment/traitcollection
  var traitCollection: UITraitCollection { get }
}

/// The container a section (or a custom group's items) is laid out in.
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer
@MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer/contentsize
  var contentSize: CGSize { get }
  /// The content size less the content insets.
  ///
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer/effectivecontentsize
  var effectiveContentSize: CGSize { get }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer/contentinsets
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer/effectivecontentinsets
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// ListLab's environment: the collection view's size and traits (``UITraitCollection``).
final class LayoutEnvironment: NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer
  let traitCollection: UITraitCollection
  /// The options of the list being laid out (a list section's default insets come from them);
  /// nil for a custom group's environment.
  var options: ListOptions?

  init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
    self.container = container
    self.traitCollection = traitCollection
  }

  /// The environment of a section of a list laid out with `options`: the container is the
  /// collection view's size (UIKit's container has no insets of its own: the safe area comes in
  /// through the sections' `contentInsetsReference`).
  convenience init(_ core: SectionEnvironment, options: ListOptions? = nil) {
    self.init(
      container: LayoutContainer(contentSize: CGSize(width: core.width, height: core.height)),
      traitCollection: UITraitCollection(core))
    self.options = options
  }
}

/// ListLab's container: a size without insets.
final class LayoutContainer: NSCollectionLayoutContainer {
  let contentSize: CGSize
  let contentInsets = NSDirectionalEdgeInsets.zero

  init(contentSize: CGSize) { self.contentSize = contentSize }

  var effectiveContentSize: CGSize { contentSize }
  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}

/// A size class: how much room a dimension has.
///
/// - iOS 8.0+, modelled: https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
  /// - iOS 8.0+, modelled: https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/unspecified
  case unspecified = 0
  /// - iOS 8.0+, modelled: https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/compact
  case compact
  /// - iOS 8.0+, modelled: https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/regular
  case regular
}

/// A Dynamic Type text size.
///
/// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentsizecategory/rawvalue
  public let rawValue: String
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentsizecategory/init(rawvalue:)
  public init(rawValue: String) { self.rawValue = rawValue }

  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentsizecategory/extrasmall
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentsizecategory/small
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentsizecategory/medium
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentsizecategory/large
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentsizecategory/extralarge
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextralarge
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextraextralarge
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitymedium
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitylarge
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextralarge
  public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextralarge
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextraextralarge
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The pairs of UIKit's categories and ListLab's.
  static let pairs: [(UIContentSizeCategory, ContentSizeCategory)] = [
    (.extraSmall, .xSmall), (.small, .small), (.medium, .medium), (.large, .large), (.extraLarge, .xLarge),
    (.extraExtraLarge, .xxLarge), (.extraExtraExtraLarge, .xxxLarge), (.accessibilityMedium, .accessibility1),
    (.accessibilityLarge, .accessibility2), (.accessibilityExtraLarge, .accessibility3),
    (.accessibilityExtraExtraLarge, .accessibility4), (.accessibilityExtraExtraExtraLarge, .accessibility5),
  ]

  init(_ core: ContentSizeCategory) { self = Self.pairs.first { $0.1 == core }?.0 ?? .large }

  var core: ContentSizeCategory { Self.pairs.first { $0.0 == self }?.1 ?? .large }
}

/// The traits of the environment: size classes, the screen's scale, the text size.
///
/// - iOS 8.0+, modelled: https://developer.apple.com/documentation/uikit/uitraitcollection
@MainActor
public final class UITraitCollection {
  /// - iOS 8.0+, modelled: https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// - iOS 8.0+, modelled: https://developer.apple.com/documentation/uikit/uitraitcollection/verticalsizeclass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// - iOS 8.0+, modelled: https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
  public let displayScale: CGFloat
  /// - iOS 10.0+, modelled: https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
  public let preferredContentSizeCategory: UIContentSizeCategory

  init(
    horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
    displayScale: CGFloat, preferredContentSizeCategory: UIContentSizeCategory
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  convenience init(_ core: SectionEnvironment) {
    self.init(
      horizontalSizeClass: core.horizontalSizeClass == .regular ? .regular : .compact,
      verticalSizeClass: core.verticalSizeClass == .regular ? .regular : .compact, displayScale: CGFloat(core.scale),
      preferredContentSizeCategory: UIContentSizeCategory(core.contentSize))
  }
}
