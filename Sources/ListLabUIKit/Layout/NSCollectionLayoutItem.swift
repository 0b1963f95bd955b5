public import Foundation
import ListDeclaration
import ListLayout

/// An item of a compositional layout: a size, content insets, edge spacing, and the
/// supplementary items (badges) attached to each of its cells. A group is an item too.
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutitem
@MainActor
public class NSCollectionLayoutItem {
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/layoutsize
  public let layoutSize: NSCollectionLayoutSize
  /// Space inside the item's frame around its content; ignored on an axis whose dimension is
  /// estimated, as the documentation says.
  ///
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/contentinsets
  public var contentInsets: NSDirectionalEdgeInsets = .zero
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/edgespacing
  public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/supplementaryitems
  public internal(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:)
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:supplementaryitems:)
  public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }

  /// The core's item (a group's overrides this), with its supplementary items' kinds mapped.
  func coreItem(_ context: TranslationContext) -> CompositionalItem {
    CompositionalItem(
      size: layoutSize.core, contentInsets: contentInsets.core, edgeSpacing: edgeSpacing?.core,
      supplementaries: supplementaryItems.map { $0.coreSupplementary(context) })
  }
}

/// One item's frame in a custom group, in the group's coordinates.
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitem
@MainActor
public final class NSCollectionLayoutGroupCustomItem {
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitem/frame
  public let frame: CGRect
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitem/zindex
  public let zIndex: Int

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitem/init(frame:)
  public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitem/init(frame:zindex:)
  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
  }
}

/// A custom group's function: its items' frames for the group's environment (its container is
/// the group).
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitemprovider
public typealias NSCollectionLayoutGroupCustomItemProvider =
  @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A group of items laid out side by side (`horizontal`), one under the other (`vertical`), or
/// at the frames a function gives (`custom`). A group repeats its subitems as long as they fit.
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup
@MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Arrangement {
    case subitems(CompositionalGroup.Arrangement)
    /// `subitem:count:`: equal copies sharing the group's length.
    case count(CompositionalGroup.Arrangement, Int)
    /// `repeatingSubitem:count:`: copies at the subitem's own size.
    case repeating(CompositionalGroup.Arrangement, Int)
    case custom(NSCollectionLayoutGroupCustomItemProvider)
  }

  let arrangement: Arrangement
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/subitems
  public let subitems: [NSCollectionLayoutItem]
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/interitemspacing
  public var interItemSpacing: NSCollectionLayoutSpacing?
  /// Not supported on groups: ListLab attaches supplementary items to items.
  ///
  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/supplementaryitems
  public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
    get { super.supplementaryItems }
    set {
      guard newValue.isEmpty else {
        UIKitFailure.unsupported(
          api: "NSCollectionLayoutGroup.supplementaryItems",
          reason: "ListLab attaches supplementary items to the items of a group, not to the group; give them to an item"
        )
        .raise()
      }
      super.supplementaryItems = newValue
    }
  }

  init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem]) {
    self.arrangement = arrangement
    self.subitems = subitems
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitems:)
  public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
    Self(layoutSize: layoutSize, arrangement: .subitems(.horizontal), subitems: checked(subitems, "horizontal"))
  }

  /// Equal copies of one subitem, sharing the group's width (iOS 13, deprecated in iOS 16).
  ///
  /// - iOS 13.0, deprecated in 16.0, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitem:count:)
  public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    -> Self
  {
    Self(layoutSize: layoutSize, arrangement: .count(.horizontal, checked(count, "horizontal")), subitems: [subitem])
  }

  /// Copies of one subitem at its own size (iOS 16).
  ///
  /// - iOS 16.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:repeatingsubitem:count:)
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    Self(
      layoutSize: layoutSize, arrangement: .repeating(.horizontal, checked(count, "horizontal")), subitems: [subitem])
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:subitems:)
  public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
    Self(layoutSize: layoutSize, arrangement: .subitems(.vertical), subitems: checked(subitems, "vertical"))
  }

  /// - iOS 13.0, deprecated in 16.0, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:subitem:count:)
  public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
    Self(layoutSize: layoutSize, arrangement: .count(.vertical, checked(count, "vertical")), subitems: [subitem])
  }

  /// - iOS 16.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:repeatingsubitem:count:)
  public class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    Self(layoutSize: layoutSize, arrangement: .repeating(.vertical, checked(count, "vertical")), subitems: [subitem])
  }

  /// A group whose items are at the frames `itemProvider` gives. ListLab asks it once per section
  /// and layout pass, with the group's size (estimated dimensions at their estimates) as its
  /// container.
  ///
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/custom(layoutsize:itemprovider:)
  public class func custom(
    layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
  ) -> Self {
    Self(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [])
  }

  /// A text description of the group, as `visualDescription()` gives one for debugging.
  ///
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/visualdescription()
  public func visualDescription() -> String {
    "NSCollectionLayoutGroup \(layoutSize.core) · \(subitems.count) subitem\(subitems.count == 1 ? "" : "s")"
  }

  override func coreItem(_ context: TranslationContext) -> CompositionalItem {
    let spacing = interItemSpacing?.core
    var group: CompositionalGroup
    switch arrangement {
    case .subitems(let axis):
      group = CompositionalGroup(
        arrangement: axis, subitems: subitems.map { $0.coreItem(context) }, interItemSpacing: spacing)
    case .count(let axis, let count):
      // Equal copies share the length: a flexible spacing has nothing to flex (the core reads
      // Lua's `count` the same way).
      let fixed = interItemSpacing.map { LayoutSpacing.fixed(Double($0.spacing)) }
      group = CompositionalGroup(
        arrangement: axis, subitems: subitems.map { $0.coreItem(context) }, count: count, interItemSpacing: fixed)
    case .repeating(let axis, let count):
      group = CompositionalGroup(
        arrangement: axis, subitems: subitems.map { $0.coreItem(context) }, repeating: count, interItemSpacing: spacing)
    case .custom(let provider):
      let traits = context.traits
      group = CompositionalGroup(
        arrangement: .custom,
        customProvider: CustomGroupProvider { extent in
          MainActor.assumeIsolated {
            let environment = LayoutEnvironment(
              container: LayoutContainer(contentSize: CGSize(width: extent.width, height: extent.height)),
              traitCollection: traits)
            return provider(environment).map { item in
              if item.zIndex != 0 {
                UIKitFailure.unsupported(
                  api: "NSCollectionLayoutGroupCustomItem(frame:zIndex:)",
                  reason: "ListLab draws a custom group's items at the cells' z index (0); give zIndex 0"
                ).raise()
              }
              return Rect(
                x: Double(item.frame.origin.x), y: Double(item.frame.origin.y), width: Double(item.frame.width),
                height: Double(item.frame.height))
            }
          }
        })
    }
    return CompositionalItem(
      size: layoutSize.core, contentInsets: contentInsets.core, edgeSpacing: edgeSpacing?.core, group: group)
  }

  private static func checked(_ subitems: [NSCollectionLayoutItem], _ name: String) -> [NSCollectionLayoutItem] {
    if subitems.isEmpty {
      UIKitFailure.misuse(
        api: "NSCollectionLayoutGroup.\(name)(layoutSize:subitems:)", message: "a group needs at least one subitem"
      ).raise()
    }
    return subitems
  }

  private static func checked(_ count: Int, _ name: String) -> Int {
    if count < 1 {
      UIKitFailure.misuse(
        api: "NSCollectionLayoutGroup.\(name)(layoutSize:subitem:count:)",
        message: "count must be at least 1, got \(count)"
      ).raise()
    }
    return count
  }
}
