public import ListDiff
public import ListLayout

/// What happens to one element during a transition.
public enum ElementState: String, Sendable, Hashable, CaseIterable {
  /// In the old layout only: keeps its old frame and fades from alpha 1 to 0.
  case deleting
  /// In the new layout only: sits at its new frame and fades from 0 to 1.
  case inserting
  /// In both, at a different frame: moves from the old frame to the new one.
  case moving
  /// In both, with changed content (a reload): marked, and moved if its frame changed.
  case updating
  /// In both, unchanged.
  case steady

  /// The state's position in `allCases`, for tables indexed by state.
  var index: Int {
    switch self {
    case .deleting: 0
    case .inserting: 1
    case .moving: 2
    case .updating: 3
    case .steady: 4
    }
  }
}

/// One element's path through a transition segment.
public struct Track: Sendable, Hashable {
  public var kind: Element.Kind
  /// The element's id in the new layout (the old one for deleted elements).
  public var id: Identifier
  public var state: ElementState
  public var from: Rect
  public var to: Rect
  public var fromAlpha: Double
  public var toAlpha: Double
  /// Corners before and after: a cell that becomes a section's last gains its corners at the end.
  public var fromCorners: Element.Corners
  public var toCorners: Element.Corners
  /// Position in the new layout's document order (deleted elements: after the old element they
  /// followed), for listing.
  var order: Double

  /// The element at `progress` along the curve (which may overshoot for springs).
  func snapshot(progress: Double, time: Double) -> ElementSnapshot {
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
    return ElementSnapshot(
      kind: kind, id: id, frame: frame, alpha: fromAlpha + (toAlpha - fromAlpha) * alphaProgress, state: state,
      corners: alphaProgress >= 1 ? toCorners : fromCorners)
  }
}

/// An element at one instant of a transition (what `t:at(time)` returns for each element).
public struct ElementSnapshot: Sendable, Hashable {
  public var kind: Element.Kind
  public var id: Identifier
  public var frame: Rect
  public var alpha: Double
  public var state: ElementState
  public var corners: Element.Corners
}
