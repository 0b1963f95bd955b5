/// Lengths and positions along an axis, so that the section level of a compositional layout reads
/// the same whether the list scrolls down (vertical: sections and groups follow one another down
/// the list) or across (horizontal: they follow one another to the right).
extension LayoutAxis {
  /// The inset before the content along the axis (top, or left) and after it (bottom, or right).
  package func before(_ insets: EdgeInsets) -> Double { self == .vertical ? insets.top : insets.left }
  package func after(_ insets: EdgeInsets) -> Double { self == .vertical ? insets.bottom : insets.right }

  /// Where `rect` starts along the axis, and how long it is.
  package func start(of rect: Rect) -> Double { self == .vertical ? rect.y : rect.x }
  package func length(of rect: Rect) -> Double { self == .vertical ? rect.height : rect.width }

  /// The point `main` along the axis and `cross` across it, as (x, y).
  package func point(main: Double, cross: Double) -> (x: Double, y: Double) {
    self == .vertical ? (cross, main) : (main, cross)
  }

  /// The rectangle from `main` along the axis (`mainLength` long) and `cross` across it.
  package func rect(main: Double, mainLength: Double, cross: Double, crossLength: Double) -> Rect {
    self == .vertical
      ? Rect(x: cross, y: main, width: crossLength, height: mainLength)
      : Rect(x: main, y: cross, width: mainLength, height: crossLength)
  }
}

extension InsetsReference {
  /// The insets the reference itself puts on the sides across the scroll `axis` (before: left,
  /// or top; after: right, or bottom), given the leading `safe` area: none for `none`, the safe
  /// area's for `automatic` and `safeArea`, and for `layoutMargins` the safe area's plus `margin`
  /// — side margins, so across a horizontal list only the safe area counts (ListLab's). Along the
  /// axis the content offset makes room for the safe area (`Layout.minimumOffsetPixels`).
  package func insetsAcross(_ axis: LayoutAxis, safe: EdgeInsets, margin: @autoclosure () -> Double)
    -> (before: Double, after: Double)
  {
    let cross = axis.other
    switch self {
    case .none:
      return (0, 0)
    case .automatic, .safeArea:
      return (cross.before(safe), cross.after(safe))
    case .layoutMargins:
      let side = axis == .vertical ? margin() : 0
      return (cross.before(safe) + side, cross.after(safe) + side)
    }
  }
}

extension BoundaryAlignment {
  var isLeading: Bool { self == .leading || self == .topLeading || self == .bottomLeading }
  var isTrailing: Bool { self == .trailing || self == .topTrailing || self == .bottomTrailing }

  /// Whether the item lies on the section's edge before its content along the scroll `axis`
  /// (its top in a vertical list, its leading side in a horizontal one), or after it.
  package func isStart(along axis: LayoutAxis) -> Bool { axis == .vertical ? isTop : isLeading }
  package func isEnd(along axis: LayoutAxis) -> Bool { axis == .vertical ? isBottom : isTrailing }
}
