/// A section of a compositional layout: `NSCollectionLayoutSection`.
///
/// The section repeats ``group`` along the layout's axis (down the list) — or, when it scrolls
/// orthogonally, across it — placing one cell in each of the group's items, until its cells are
/// placed. Groups stand ``interGroupSpacing`` apart, inside ``contentInsets``.
public struct CompositionalSection: Hashable, Sendable {
  /// The group the section repeats (an item with a ``CompositionalItem/group``).
  public var group: CompositionalItem
  public var interGroupSpacing: Double
  public var contentInsets: EdgeInsets
  public var orthogonalScrolling: OrthogonalScrolling
  /// Headers, footers and other views along the section's edges.
  public var boundaryItems: [BoundaryItem]
  /// Views behind the section, such as a background.
  public var decorationItems: [DecorationItem]
  /// What boundary items' side insets follow (`supplementaryContentInsetsReference`).
  public var supplementaryInsetsReference: InsetsReference
  /// What ``contentInsets`` are measured from (`contentInsetsReference`).
  public var contentInsetsReference: InsetsReference
  public var provenance: Provenance

  public init(
    group: CompositionalItem, interGroupSpacing: Double = 0, contentInsets: EdgeInsets = .zero,
    orthogonalScrolling: OrthogonalScrolling = .none, boundaryItems: [BoundaryItem] = [],
    decorationItems: [DecorationItem] = [], supplementaryInsetsReference: InsetsReference = .automatic,
    contentInsetsReference: InsetsReference = .automatic, provenance: Provenance = Provenance()
  ) {
    self.group = group
    self.interGroupSpacing = interGroupSpacing
    self.contentInsets = contentInsets
    self.orthogonalScrolling = orthogonalScrolling
    self.boundaryItems = boundaryItems
    self.decorationItems = decorationItems
    self.supplementaryInsetsReference = supplementaryInsetsReference
    self.contentInsetsReference = contentInsetsReference
    self.provenance = provenance
  }

  /// Every problem recorded while reading the section and what it holds.
  var allProblems: [DeclarationProblem] {
    provenance.problems + group.allProblems + boundaryItems.flatMap(\.provenance.problems)
      + decorationItems.flatMap(\.provenance.problems)
  }
}

/// How a section scrolls across the layout's axis (`orthogonalScrollingBehavior`), and where a
/// drag released without velocity comes to rest (``OrthogonalScrolling/target(for:stops:range:page:)``).
public enum OrthogonalScrolling: String, CaseIterable, Hashable, Sendable {
  /// Groups follow one another down the list (the default).
  case none
  /// Scrolls freely, stopping where it is released.
  case continuous
  /// Scrolls freely, coming to rest at the leading edge of a group.
  case continuousGroupLeadingBoundary
  /// Pages by the width of the section's container (the list's width).
  case paging
  /// Pages one group at a time, to a group's leading edge.
  case groupPaging
  /// Pages one group at a time, each group centred in the container.
  case groupPagingCentered
}

/// The boundary insets are measured from: `UIContentInsetsReference`.
///
/// The safe area is the list's (`device =` or `safe_area =`); without one, `safeArea` is the
/// container's edge, as `none` is.
public enum InsetsReference: String, CaseIterable, Hashable, Sendable {
  /// Sections: the safe area (a section's `automatic` follows the layout configuration's
  /// reference — https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsetsreference —
  /// which ListLab takes to be the safe area, so that sections keep clear of the sensor housing
  /// in landscape: inferred); boundary items: the section's content insets.
  case automatic
  /// The container's edges (boundary items ignore the section's insets).
  case none
  /// The safe area's sides.
  case safeArea
  /// The container's layout margins: the safe area plus, on each side, the list's `inset` when it
  /// gives one, else 20 points on a regular width, and on a compact one 16 below 390 points of
  /// width, 20 from there (UIKit's root view margins; the insetGrouped inset).
  case layoutMargins
}

/// Where a boundary item is attached to its section (or the layout): `NSRectAlignment`.
public enum BoundaryAlignment: String, CaseIterable, Hashable, Sendable {
  case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

  var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
  var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }

  /// The anchor edges of the alignment.
  package var edges: DirectionalEdges {
    switch self {
    case .top: .top
    case .topLeading: [.top, .leading]
    case .leading: .leading
    case .bottomLeading: [.bottom, .leading]
    case .bottom: .bottom
    case .bottomTrailing: [.bottom, .trailing]
    case .trailing: .trailing
    case .topTrailing: [.top, .trailing]
    }
  }
}

/// A header, footer or other view along a section's (or the layout's) edge:
/// `NSCollectionLayoutBoundarySupplementaryItem`.
public struct BoundaryItem: Hashable, Sendable {
  /// The element kind: `"header"` and `"footer"` draw the section's `header` and `footer`;
  /// another kind draws ``content``.
  public var kind: String
  /// Fractions are of the section's content area (its width less its side insets).
  public var size: LayoutSize
  public var alignment: BoundaryAlignment
  /// Moves the item from where its alignment puts it, in points (`offset`).
  public var offsetX: Double
  public var offsetY: Double
  /// Floats at the viewport's edge while its section is on screen (`pinToVisibleBounds`).
  public var pinToVisibleBounds: Bool
  /// Takes space of its own at the section's edge (true, the default), or lies over the
  /// section's content (`extendsBoundary`).
  public var extendsBoundary: Bool
  public var zIndex: Int
  /// What it draws when its kind is not the section's header or footer.
  public var content: Node?
  public var provenance: Provenance
  /// Whether the script left the kind and the alignment out (`header = boundary {…}` then makes
  /// it a header at the top, `footer = boundary {…}` a footer at the bottom).
  var kindIsDefault = false
  var alignmentIsDefault = false

  public init(
    kind: String, size: LayoutSize, alignment: BoundaryAlignment, offsetX: Double = 0, offsetY: Double = 0,
    pinToVisibleBounds: Bool = false, extendsBoundary: Bool = true, zIndex: Int = 0, content: Node? = nil,
    provenance: Provenance = Provenance()
  ) {
    self.kind = kind
    self.size = size
    self.alignment = alignment
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.pinToVisibleBounds = pinToVisibleBounds
    self.extendsBoundary = extendsBoundary
    self.zIndex = zIndex
    self.content = content
    self.provenance = provenance
  }

  /// The kinds whose content is the section's `header` and `footer`.
  public static let headerKind = "header"
  public static let footerKind = "footer"

  /// The header most sections use: full width, 44 points estimated, at the top.
  public static func header(pinned: Bool = false) -> BoundaryItem {
    BoundaryItem(
      kind: headerKind, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), alignment: .top,
      pinToVisibleBounds: pinned)
  }

  /// The footer most sections use: full width, 44 points estimated, at the bottom.
  public static func footer(pinned: Bool = false) -> BoundaryItem {
    BoundaryItem(
      kind: footerKind, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), alignment: .bottom,
      pinToVisibleBounds: pinned)
  }
}

/// A view behind a section: `NSCollectionLayoutDecorationItem.background(elementKind:)`. It
/// covers the section — the list's width, from the section's top to its bottom, its boundary
/// items and content insets included — less its own ``contentInsets``, below everything else.
public struct DecorationItem: Hashable, Sendable {
  public var kind: String
  public var contentInsets: EdgeInsets
  public var zIndex: Int
  public var provenance: Provenance

  public init(
    kind: String = "background", contentInsets: EdgeInsets = .zero, zIndex: Int = 0,
    provenance: Provenance = Provenance()
  ) {
    self.kind = kind
    self.contentInsets = contentInsets
    self.zIndex = zIndex
    self.provenance = provenance
  }
}
