public import ListDeclaration
public import ListDiff

/// One laid-out element of a list, as `l:frames()` returns it.
public struct Element: Hashable, Sendable {
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    case cell, header, footer, separator, card
    /// Compositional lists: a supplementary view — attached to a cell (a badge) or a boundary
    /// item of another kind than header and footer; ``Element/elementKind`` names its kind.
    case supplementary
    /// Compositional lists: a decoration view behind a section (a background).
    case decoration
  }

  /// Which corners are rounded (insetGrouped's first and last cells, cards).
  public enum Corners: String, CaseIterable, Hashable, Sendable {
    case none, top, bottom, all
  }

  public var kind: Kind
  /// The cell's id (also for its separator and card), or the section's id (headers, footers).
  public var id: Identifier
  public var section: Int
  /// The item index for cells, separators and cards; nil for headers and footers.
  public var item: Int?
  /// In the list's content coordinates, on the pixel grid.
  public var frame: Rect
  public var corners: Corners
  /// A plain-style header pinned to the top of the viewport at the current offset.
  public var pinned: Bool
  /// The cell's alpha (0.5 for a disabled design-system cell).
  public var alpha: Double
  /// A cell still at its estimated height (not displayed yet, so not measured).
  public var estimated: Bool
  /// Compositional lists: the element kind of a supplementary or decoration view (`"badge"`,
  /// `"background"`); nil for the other kinds.
  public var elementKind: String?
  /// Compositional lists: the declared z index (higher draws on top).
  public var zIndex: Int

  public init(
    kind: Kind, id: Identifier, section: Int, item: Int?, frame: Rect, corners: Corners = .none, pinned: Bool = false,
    alpha: Double = 1, estimated: Bool = false, elementKind: String? = nil, zIndex: Int = 0
  ) {
    self.kind = kind
    self.id = id
    self.section = section
    self.item = item
    self.frame = frame
    self.corners = corners
    self.pinned = pinned
    self.alpha = alpha
    self.estimated = estimated
    self.elementKind = elementKind
    self.zIndex = zIndex
  }

  /// What an element belongs to: a cell (the cell itself, its separator, card and supplementary
  /// views), a section (its header, footer, other boundary items and decorations), or — in a
  /// compositional list — the list itself (its own boundary items).
  public enum Owner: String, Hashable, Sendable {
    case cell, section, list
  }

  /// What the element belongs to: its cell when it has an item, the list for a compositional
  /// list's own boundary items (section −1), its section otherwise.
  public var owner: Owner { item != nil ? .cell : section < 0 ? .list : .section }

  /// A key that names the same element in two layouts: kind and id (separators and cards take
  /// their cell's id; headers and footers their section's), a supplementary or decoration view's
  /// element kind, and what it belongs to — a section's boundary item and a cell's supplementary
  /// view may share the element kind and the id (section "x"'s `badge` and cell "x"'s).
  public var key: ElementKey { ElementKey(kind: kind, id: id, elementKind: elementKind, owner: owner) }
}

/// Identifies an element across layouts, for transitions.
public struct ElementKey: Hashable, Sendable, CustomStringConvertible {
  public var kind: Element.Kind
  public var id: Identifier
  public var elementKind: String?
  public var owner: Element.Owner

  public init(kind: Element.Kind, id: Identifier, elementKind: String? = nil, owner: Element.Owner) {
    self.kind = kind
    self.id = id
    self.elementKind = elementKind
    self.owner = owner
  }

  /// The owner when kind, element kind and id do not already say it: a section's boundary items
  /// other than its header and footer (a cell's supplementary view may share their element kind
  /// and id), and a compositional list's own boundary items (their id is their element kind, as
  /// a section's id may be). Nil for every other element.
  public var distinguishingOwner: Element.Owner? {
    owner == .list || (kind == .supplementary && owner == .section) ? owner : nil
  }

  /// `cell "a"`, `supplementary (badge) "a"` for a cell's supplementary view,
  /// `supplementary (badge) of section "a"` for a section's boundary item, `global footer "footer"`
  /// for the list's own.
  public var description: String {
    let global = distinguishingOwner == .list ? "global " : ""
    let of = distinguishingOwner == .section ? " of section" : ""
    return "\(global)\(kind.rawValue)\(elementKind.map { " (\($0))" } ?? "")\(of) \(id.quoted)"
  }
}

/// A self-sizing invalidation: a cell displayed for the first time (or again after a change) was
/// measured, and the layout moved everything below it — UICollectionViewLayoutInvalidationContext's
/// `contentSizeAdjustment` and `contentOffsetAdjustment`.
public struct Invalidation: Hashable, Sendable {
  public var id: Identifier
  public var section: Int
  public var item: Int
  /// The height the layout used before (the estimate), in points.
  public var estimatedHeight: Double
  public var measuredHeight: Double
  /// How much the content height changed.
  public var contentSizeDelta: Double
  /// How much the content offset moved so that the visible content did not jump (non-zero when
  /// the cell's top was above the viewport's top).
  public var offsetDelta: Double
  /// Compositional lists: the width the layout used before and the width measured, when the
  /// cell's width is estimated.
  public var estimatedWidth: Double? = nil
  public var measuredWidth: Double? = nil
}
