public import ListDeclaration
public import ListDiff
public import ListLayout

/// What happens to one element during a transition.
public enum ElementState: String, Sendable, Hashable, CaseIterable {
  /// In the old layout only: keeps its old frame and fades from alpha 1 to 0.
  case deleting
  /// In the new layout only: sits at its new frame and fades from 0 to 1.
  case inserting
  /// In both, at a different frame (or alpha), moved on purpose: a declared move (`l:move`, a
  /// batch's `b:move`, a move the diff finds), or an element of a section that moves. Moves from
  /// the old frame to the new one.
  case moving
  /// In both, at a different frame (or alpha) only because other elements changed — a cell
  /// pushed down by an insert above it, pulled up by a delete, or resized by a new layout. It
  /// slides from the old frame to the new one as a moving element does (in the same phase).
  case shifting
  /// In both, reloaded (new content): marked, and moved if its frame changed.
  case updating
  /// In both, at the same frame. Its corners may still change (see `ElementSample.cornersChange`).
  case steady

  /// The state's position in `allCases`, for tables indexed by state.
  var index: Int {
    switch self {
    case .deleting: 0
    case .inserting: 1
    case .moving: 2
    case .shifting: 3
    case .updating: 4
    case .steady: 5
    }
  }
}

/// Where an element stands in the document order of a transition: new elements in the new
/// layout's order, each deleted one right after the old element that preceded it (see
/// `TrackBuilder`).
struct TrackOrder: Comparable, Sendable, Hashable {
  var section: Int
  /// The element's place in its section: -3 for a decoration, -2 for another boundary
  /// supplementary view, -1 for the header, 4 × item (+1 card, +2 separator, +3 an attached
  /// supplementary view), `Int.max` for the footer.
  var place: Int
  /// 0 for an element of the new layout; 1, 2, … for the deleted elements that follow it.
  var deleted: Int
  /// Tells supplementary and decoration views of one place apart: their element kind.
  var elementKind = ""

  static func < (lhs: TrackOrder, rhs: TrackOrder) -> Bool {
    (lhs.section, lhs.place, lhs.deleted, lhs.elementKind) < (rhs.section, rhs.place, rhs.deleted, rhs.elementKind)
  }

  /// Before every element of the list.
  static let start = TrackOrder(section: -1, place: 0, deleted: 0)

  init(section: Int, place: Int, deleted: Int = 0) {
    self.section = section
    self.place = place
    self.deleted = deleted
  }

  init(_ element: Element) {
    // A compositional list's own boundary items (section -1): its footer after every section.
    section = element.section < 0 && element.kind == .footer ? .max : element.section
    deleted = 0
    elementKind = element.elementKind ?? ""
    switch element.kind {
    case .header: place = -1
    case .footer: place = .max
    case .cell: place = 4 * element.item!
    case .card: place = 4 * element.item! + 1
    case .separator: place = 4 * element.item! + 2
    case .supplementary: place = element.item.map { 4 * $0 + 3 } ?? -2
    case .decoration: place = -3
    }
  }
}

/// One element's path through a transition segment.
public struct Track: Sendable, Hashable {
  public var kind: Element.Kind
  /// The id the element shows: the new layout's for new and reloaded elements, the old layout's
  /// otherwise (a cell that is not reloaded keeps showing its old content).
  public var id: Identifier
  /// A supplementary or decoration view's element kind (see ``Element/elementKind``).
  public var elementKind: String? = nil
  /// What the element belongs to (see ``Element/owner``): a cell's supplementary view and a
  /// section's boundary item of one element kind and id are two tracks.
  public var owner: Element.Owner
  /// The id the new data has where the element lands, when it is not the one it shows: a cell a
  /// batch moved or kept without reloading it, while the data changed under it (a stale cell).
  public var dataID: Identifier?
  public var state: ElementState
  public var from: Rect
  public var to: Rect
  public var fromAlpha: Double
  public var toAlpha: Double
  /// Corners before and after: a cell that becomes a section's last gains its corners once its
  /// animation ends.
  public var fromCorners: Element.Corners
  public var toCorners: Element.Corners
  var order: TrackOrder

  /// The element at `progress` along the curve (which may overshoot for springs); `landed` says
  /// whether its animation is over (its corners switch then, once).
  func sample(progress: Double, landed: Bool) -> ElementSample {
    let alphaProgress = min(max(progress, 0), 1)
    // Exactly at the ends, the exact frames; in between (and beyond, for a spring's overshoot),
    // the straight line between them.
    let frame =
      progress == 0
      ? from
      : progress == 1
        ? to
        : Rect(
          x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress,
          width: from.width + (to.width - from.width) * progress,
          height: from.height + (to.height - from.height) * progress)
    return ElementSample(
      kind: kind, id: id, elementKind: elementKind, owner: owner, dataID: dataID, frame: frame,
      alpha: fromAlpha + (toAlpha - fromAlpha) * alphaProgress,
      state: state, corners: landed ? toCorners : fromCorners,
      cornersChange: fromCorners != toCorners ? CornersChange(from: fromCorners, to: toCorners) : nil)
  }
}

/// A change of an element's rounded corners during a transition.
public struct CornersChange: Sendable, Hashable {
  public var from: Element.Corners
  public var to: Element.Corners
}

/// An element at one instant of a transition (what `t:at(time)` returns for each element).
public struct ElementSample: Sendable, Hashable {
  public var kind: Element.Kind
  public var id: Identifier
  /// A supplementary or decoration view's element kind (see ``Element/elementKind``).
  public var elementKind: String?
  /// What the element belongs to (see ``Element/owner``).
  public var owner: Element.Owner
  /// See ``Track/dataID``.
  public var dataID: Identifier?
  public var frame: Rect
  public var alpha: Double
  public var state: ElementState
  public var corners: Element.Corners
  /// The corners it has before and after, when they change (they switch once, when the element's
  /// animation ends).
  public var cornersChange: CornersChange?
}

extension ElementSample {
  /// The key of the element in its layouts (see ``Element/key``).
  public var key: ElementKey { ElementKey(kind: kind, id: id, elementKind: elementKind, owner: owner) }
}
