/// Lengths and positions along an axis, so that the section level of a compositional layout reads
/// the same whether the list scrolls down (vertical: sections and groups follow one another down
/// the list) or across (horizontal: they follow one another to the right).
extension LayoutAxis {
  // Inlinable, and written as patterns rather than `== .vertical` (a call from another module):
  // the layout asks these of every frame it makes and every scroll.

  /// The inset before the content along the axis (top, or left) and after it (bottom, or right).
  @inlinable public func before(_ insets: EdgeInsets) -> Double {
    if case .vertical = self { insets.top } else { insets.left }
  }
  @inlinable public func after(_ insets: EdgeInsets) -> Double {
    if case .vertical = self { insets.bottom } else { insets.right }
  }

  /// Where `rect` starts along the axis, and how long it is.
  @inlinable public func start(of rect: Rect) -> Double { if case .vertical = self { rect.y } else { rect.x } }
  @inlinable public func length(of rect: Rect) -> Double {
    if case .vertical = self { rect.height } else { rect.width }
  }

  /// The point `main` along the axis and `cross` across it, as (x, y).
  @inlinable public func point(main: Double, cross: Double) -> (x: Double, y: Double) {
    if case .vertical = self { (cross, main) } else { (main, cross) }
  }

  /// The rectangle from `main` along the axis (`mainLength` long) and `cross` across it.
  @inlinable public func rect(main: Double, mainLength: Double, cross: Double, crossLength: Double) -> Rect {
    if case .vertical = self {
      Rect(x: cross, y: main, width: crossLength, height: mainLength)
    } else {
      Rect(x: main, y: cross, width: mainLength, height: crossLength)
    }
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
