/// An item or a group of a compositional layout: `NSCollectionLayoutItem`, and with ``group``
/// set, `NSCollectionLayoutGroup` (a group is an item whose content is more items).
///
/// An item is a template: the section places one cell in each item of each group it repeats.
public struct CompositionalItem: Hashable, Sendable {
  public var size: LayoutSize
  /// Space inside the item's frame around the cell (`contentInsets`): a 20 × 20 item with 2-point
  /// insets draws a 16 × 16 cell. Ignored on an axis whose dimension is estimated, as UIKit's
  /// documentation of `NSCollectionLayoutItem.contentInsets` says.
  public var contentInsets: EdgeInsets
  /// Space outside the item, inside its group (`edgeSpacing`).
  public var edgeSpacing: EdgeSpacing?
  /// Supplementary items attached to each cell of this item (badges).
  public var supplementaries: [SupplementaryItem]
  /// For a group: how it arranges its subitems; nil for an item.
  public var group: CompositionalGroup?
  public var provenance: Provenance

  public init(
    size: LayoutSize, contentInsets: EdgeInsets = .zero, edgeSpacing: EdgeSpacing? = nil,
    supplementaries: [SupplementaryItem] = [], group: CompositionalGroup? = nil, provenance: Provenance = Provenance()
  ) {
    self.size = size
    self.contentInsets = contentInsets
    self.edgeSpacing = edgeSpacing
    self.supplementaries = supplementaries
    self.group = group
    self.provenance = provenance
  }

  /// A group of `subitems` (`NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)` and
  /// `.vertical`), of `count` equal copies of one subitem (`…(layoutSize:subitem:count:)`), or of
  /// `repeating` copies of it at its own size (`…(layoutSize:repeatingSubitem:count:)`).
  public static func group(
    _ arrangement: CompositionalGroup.Arrangement, size: LayoutSize, subitems: [CompositionalItem], count: Int? = nil,
    repeating: Int? = nil, spacing: LayoutSpacing? = nil, contentInsets: EdgeInsets = .zero
  ) -> CompositionalItem {
    CompositionalItem(
      size: size, contentInsets: contentInsets,
      group: CompositionalGroup(
        arrangement: arrangement, subitems: subitems, count: count, repeating: repeating, interItemSpacing: spacing))
  }

  /// `contentInsets` less the sides of estimated axes.
  package var effectiveInsets: EdgeInsets {
    var insets = contentInsets
    if size.width.isEstimated {
      insets.left = 0
      insets.right = 0
    }
    if size.height.isEstimated {
      insets.top = 0
      insets.bottom = 0
    }
    return insets
  }

  /// Every problem recorded while reading this item and the items inside it.
  var allProblems: [DeclarationProblem] {
    provenance.problems + (group?.subitems.flatMap(\.allProblems) ?? [])
      + supplementaries.flatMap(\.provenance.problems)
  }
}

/// How a group arranges its subitems.
public struct CompositionalGroup: Hashable, Sendable {
  public enum Arrangement: String, Hashable, Sendable {
    /// Side by side, leading to trailing (`.horizontal`).
    case horizontal
    /// One under the other (`.vertical`).
    case vertical
    /// At the frames a function gives (`.custom(layoutSize:itemProvider:)`).
    case custom
  }

  public var arrangement: Arrangement
  /// The items the group repeats, in order, as many times as they fit (or `count` or
  /// `repeating` copies of the first).
  public var subitems: [CompositionalItem]
  /// `subitem:count:` (iOS 13, deprecated in iOS 16): exactly this many copies of the only
  /// subitem, sharing the group's length equally less the spacing between them (the subitem's
  /// own length along the axis is ignored).
  public var count: Int?
  /// `repeatingSubitem:count:` (iOS 16): exactly this many copies of the only subitem, each at
  /// its own size (the group must be long enough to hold them, or they stick out).
  public var repeating: Int?
  public var interItemSpacing: LayoutSpacing?
  /// Custom groups: the item frames, in the group's coordinates, once ``customProvider`` gave them.
  public var customFrames: [Rect]
  /// Custom groups: the function that gives the item frames from the group's size.
  public var customProvider: CustomGroupProvider?

  public init(
    arrangement: Arrangement, subitems: [CompositionalItem] = [], count: Int? = nil, repeating: Int? = nil,
    interItemSpacing: LayoutSpacing? = nil, customFrames: [Rect] = [], customProvider: CustomGroupProvider? = nil
  ) {
    self.arrangement = arrangement
    self.subitems = subitems
    self.count = count
    self.repeating = repeating
    self.interItemSpacing = interItemSpacing
    self.customFrames = customFrames
    self.customProvider = customProvider
  }

  /// The axis items line up along (custom groups: none; vertical for their bookkeeping).
  package var axis: LayoutAxis { arrangement == .horizontal ? .horizontal : .vertical }
}

/// The function of a custom group: item frames for a group of a given size, in its coordinates.
///
/// Compared by identity. Scripts' functions are Lua closures: they are called only while the list
/// is checked and laid out, on the thread of the Lua state that made them.
public final class CustomGroupProvider: Hashable, @unchecked Sendable {
  public let frames: (LayoutExtent) throws -> [Rect]

  public init(_ frames: @escaping (LayoutExtent) throws -> [Rect]) { self.frames = frames }

  public static func == (lhs: CustomGroupProvider, rhs: CustomGroupProvider) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A view attached to each cell of an item, such as a badge: `NSCollectionLayoutSupplementaryItem`.
public struct SupplementaryItem: Hashable, Sendable {
  /// The element kind (`"badge"`): printed with the element, and how transitions pair it.
  public var kind: String
  /// Fractions are of the item's frame; an estimated dimension is measured from ``content``.
  public var size: LayoutSize
  public var anchor: LayoutAnchor
  public var zIndex: Int
  /// What it draws (its text, for a badge); nil for an empty view.
  public var content: Node?
  public var provenance: Provenance

  public init(
    kind: String, size: LayoutSize, anchor: LayoutAnchor, zIndex: Int = 0, content: Node? = nil,
    provenance: Provenance = Provenance()
  ) {
    self.kind = kind
    self.size = size
    self.anchor = anchor
    self.zIndex = zIndex
    self.content = content
    self.provenance = provenance
  }
}
