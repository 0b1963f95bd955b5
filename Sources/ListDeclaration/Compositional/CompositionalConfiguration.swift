public import ListDiff
public import ListText

/// What a section of a compositional list is laid out with: a section built from groups and
/// items, or a list section (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`).
public enum SectionLayout: Hashable, Sendable {
  case section(CompositionalSection)
  case list(ListSectionConfiguration)

  package var allProblems: [DeclarationProblem] {
    switch self {
    case .section(let section): section.allProblems
    case .list(let list): list.provenance.problems
    }
  }
}

/// A compositional list's layout: `UICollectionViewCompositionalLayout` with its
/// `UICollectionViewCompositionalLayoutConfiguration`.
///
/// Each section's layout is, in order of precedence: the section's own `layout`, what
/// ``provider`` returns for it (`init(sectionProvider:)`), ``section`` (`init(section:)`), or a
/// plain list section (`UICollectionViewCompositionalLayout.list(using:)` with `.plain`).
public struct CompositionalConfiguration: Hashable, Sendable {
  public var section: SectionLayout?
  public var provider: SectionProvider?
  /// The axis the list scrolls along (`scrollDirection`): sections and their groups follow one
  /// another down the list (vertical), or to the right (horizontal).
  public var scrollDirection: LayoutAxis
  /// Space between consecutive sections (`interSectionSpacing`).
  public var interSectionSpacing: Double
  /// Headers and footers of the whole list (`boundarySupplementaryItems`).
  public var boundaryItems: [BoundaryItem]
  /// The horizontal size class the environment reports; nil for the one the width implies
  /// (see ``SectionEnvironment``).
  public var sizeClass: SizeClass?
  public var provenance: Provenance

  public init(
    section: SectionLayout? = nil, provider: SectionProvider? = nil, scrollDirection: LayoutAxis = .vertical,
    interSectionSpacing: Double = 0, boundaryItems: [BoundaryItem] = [], sizeClass: SizeClass? = nil,
    provenance: Provenance = Provenance()
  ) {
    self.section = section
    self.provider = provider
    self.scrollDirection = scrollDirection
    self.interSectionSpacing = interSectionSpacing
    self.boundaryItems = boundaryItems
    self.sizeClass = sizeClass
    self.provenance = provenance
  }

  package var allProblems: [DeclarationProblem] {
    provenance.problems + (section?.allProblems ?? []) + boundaryItems.flatMap(\.provenance.problems)
  }
}

/// A section provider: the layout of a section from its index and the environment
/// (`UICollectionViewCompositionalLayoutSectionProvider`).
///
/// Compared by identity. A script's provider is a Lua function: it is called only while the
/// list is checked, on the thread of the Lua state that made it.
public final class SectionProvider: Hashable, @unchecked Sendable {
  public let layout: (SectionEnvironment) throws -> SectionLayout

  public init(_ layout: @escaping (SectionEnvironment) throws -> SectionLayout) { self.layout = layout }

  public static func == (lhs: SectionProvider, rhs: SectionProvider) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A size class of a trait collection.
public enum SizeClass: String, CaseIterable, Hashable, Sendable {
  case compact, regular
}

/// What a section provider learns about the section and its container:
/// `NSCollectionLayoutEnvironment` (its container and trait collection).
///
/// The horizontal size class is the layout's `size_class`, else the device's (`device =`), else
/// inferred from the viewport: regular from 744 points (the iPad mini's portrait width, the
/// narrowest full-screen iPad) — iPhones in landscape, compact although wider, need a device or
/// `size_class`; the height is compact below 500 points (iPhones in landscape).
public struct SectionEnvironment: Hashable, Sendable {
  /// The section's index (0-based) and id.
  public var index: Int
  public var id: Identifier
  /// The container: the viewport, in points.
  public var width: Double
  public var height: Double
  public var horizontalSizeClass: SizeClass
  public var verticalSizeClass: SizeClass
  public var contentSize: ContentSizeCategory
  public var scale: Double
  /// The list's safe area (its device's, or `safe_area`), in points.
  public var safeArea: EdgeInsets
  /// The container's side layout margin: the list's `inset` when it gives one, else 20 points on
  /// a regular width, and on a compact one the margin of a list this wide — 16 below 390
  /// points, 20 from there (``ListOptions/defaultInset(width:)``, the insetGrouped inset).
  package var layoutMargin: Double

  /// The environment of section `index` of a list with `options`.
  package init(index: Int, id: Identifier, options: ListOptions, sizeClass: SizeClass?) {
    self.index = index
    self.id = id
    width = options.width
    height = options.height
    safeArea = options.safeArea
    horizontalSizeClass = sizeClass ?? options.horizontalSizeClass
    verticalSizeClass = options.height < 500 ? .compact : .regular
    contentSize = options.contentSize
    scale = options.scale
    layoutMargin = options.inset ?? (horizontalSizeClass == .regular ? 20 : ListOptions.defaultInset(width: width))
  }
}

/// A list section: `UICollectionLayoutListConfiguration`.
///
/// Each cell is one full-width row that sizes itself (estimated 44 points), with a separator
/// under every cell but the last. The appearances follow ListLab's table styles (see the
/// README's *Compositional layouts* for every metric and where it comes from).
public struct ListSectionConfiguration: Hashable, Sendable {
  public enum Appearance: String, CaseIterable, Hashable, Sendable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain
  }

  public enum HeaderMode: String, CaseIterable, Hashable, Sendable {
    /// No header.
    case none
    /// The section's `header`, as a boundary item at its top.
    case supplementary
    /// The section's first cell is its header: no separator under it, not rounded apart.
    case firstItemInSection
  }

  public enum FooterMode: String, CaseIterable, Hashable, Sendable {
    case none, supplementary
  }

  public var appearance: Appearance
  /// nil: `supplementary` when the section declares a `header`, else `none`. (UIKit's default is
  /// `.none`: there a header shows once the mode says so; in ListLab, declaring it is enough.)
  public var headerMode: HeaderMode?
  /// nil: `supplementary` when the section declares a `footer`, else `none`.
  public var footerMode: FooterMode?
  /// nil: shown in every appearance but the sidebars (`showsSeparators`).
  public var showsSeparators: Bool?
  /// The separators' leading inset; nil for the list's `separator_inset` (16).
  public var separatorInset: Double?
  /// Space above each section's header (`headerTopPadding`); nil for none.
  public var headerTopPadding: Double?
  /// The section's content insets, replacing the appearance's (the insetGrouped and sidebar
  /// rows' side insets); nil for the appearance's. (ListLabUIKit's `contentInsets` of a list
  /// section; the Lua API does not set it.)
  public var contentInsets: EdgeInsets?
  public var provenance: Provenance

  public init(
    appearance: Appearance, headerMode: HeaderMode? = nil, footerMode: FooterMode? = nil,
    showsSeparators: Bool? = nil, separatorInset: Double? = nil, headerTopPadding: Double? = nil,
    provenance: Provenance = Provenance()
  ) {
    self.appearance = appearance
    self.headerMode = headerMode
    self.footerMode = footerMode
    self.showsSeparators = showsSeparators
    self.separatorInset = separatorInset
    self.headerTopPadding = headerTopPadding
    self.provenance = provenance
  }
}
