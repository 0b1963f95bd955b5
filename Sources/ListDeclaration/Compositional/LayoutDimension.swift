/// The length of an item, group or supplementary item along one axis: `NSCollectionLayoutDimension`.
///
/// Fractions are of the container's effective content size (its size less its content insets):
/// an item's container is its group, a group's is the section's content area (the list's width
/// less the section's side insets; for heights, the viewport's height less the section's top and
/// bottom insets), a supplementary item's is the item it is attached to. An estimated length is
/// where the layout starts; the cell then sizes itself from its content when it is displayed.
public enum LayoutDimension: Hashable, Sendable, CustomStringConvertible {
  case fractionalWidth(Double)
  case fractionalHeight(Double)
  case absolute(Double)
  case estimated(Double)

  public var isEstimated: Bool {
    if case .estimated = self { true } else { false }
  }

  /// The length in points inside a container whose effective content size is `container`.
  package func length(in container: LayoutExtent) -> Double {
    switch self {
    case .fractionalWidth(let fraction): container.width * fraction
    case .fractionalHeight(let fraction): container.height * fraction
    case .absolute(let length), .estimated(let length): length
    }
  }

  /// UIKit's spelling: `fractionalWidth(0.5)`, `absolute(44)`, `estimated(44)`.
  public var description: String {
    switch self {
    case .fractionalWidth(let value): "fractionalWidth(\(formatNumber(value)))"
    case .fractionalHeight(let value): "fractionalHeight(\(formatNumber(value)))"
    case .absolute(let value): "absolute(\(formatNumber(value)))"
    case .estimated(let value): "estimated(\(formatNumber(value)))"
    }
  }
}

/// A width and a height: `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable, CustomStringConvertible {
  public var width: LayoutDimension
  public var height: LayoutDimension

  public init(width: LayoutDimension, height: LayoutDimension) {
    self.width = width
    self.height = height
  }

  /// The dimension along `axis`.
  package func dimension(_ axis: LayoutAxis) -> LayoutDimension { axis == .horizontal ? width : height }

  package mutating func setDimension(_ axis: LayoutAxis, _ dimension: LayoutDimension) {
    if axis == .horizontal { width = dimension } else { height = dimension }
  }

  /// The size in points inside a container of effective content size `container`.
  package func resolved(in container: LayoutExtent) -> LayoutExtent {
    LayoutExtent(width: width.length(in: container), height: height.length(in: container))
  }

  public var description: String { "\(width) × \(height)" }
}

/// A size in points.
public struct LayoutExtent: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = LayoutExtent(width: 0, height: 0)

  package func length(_ axis: LayoutAxis) -> Double { axis == .horizontal ? width : height }

  package mutating func setLength(_ axis: LayoutAxis, _ value: Double) {
    if axis == .horizontal { width = value } else { height = value }
  }

  /// The size less `insets` (never negative).
  package func inset(by insets: EdgeInsets) -> LayoutExtent {
    LayoutExtent(width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
  }
}

/// The axis a group lines its items up along, or a layout scrolls along.
public enum LayoutAxis: String, CaseIterable, Hashable, Sendable {
  case horizontal, vertical

  package var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

/// Space between items: `NSCollectionLayoutSpacing`. A fixed spacing is exactly its length; a
/// flexible one is at least its length and shares what the items leave of their group equally
/// with the other flexible spacings of the group.
public enum LayoutSpacing: Hashable, Sendable, CustomStringConvertible {
  case fixed(Double)
  case flexible(Double)

  /// The length it takes at least.
  package var minimum: Double {
    switch self {
    case .fixed(let value), .flexible(let value): value
    }
  }

  package var isFlexible: Bool {
    if case .flexible = self { true } else { false }
  }

  public var description: String {
    switch self {
    case .fixed(let value): "fixed(\(formatNumber(value)))"
    case .flexible(let value): "flexible(\(formatNumber(value)))"
    }
  }
}

/// Space around an item, outside it, inside its group: `NSCollectionLayoutEdgeSpacing`. Along
/// the group's axis it adds to the space before or after the item; across it, it places the
/// item in the group's height (a flexible top pushes the item down, flexible top and bottom
/// centre it).
public struct EdgeSpacing: Hashable, Sendable {
  public var leading: LayoutSpacing?
  public var top: LayoutSpacing?
  public var trailing: LayoutSpacing?
  public var bottom: LayoutSpacing?

  public init(
    leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil,
    bottom: LayoutSpacing? = nil
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }

  /// The spacings before and after an item along `axis`.
  package func along(_ axis: LayoutAxis) -> (before: LayoutSpacing?, after: LayoutSpacing?) {
    axis == .horizontal ? (leading, trailing) : (top, bottom)
  }
}

/// Edges of a rectangle, leading and trailing as in a left-to-right layout:
/// `NSDirectionalRectEdge`.
public struct DirectionalEdges: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let top = DirectionalEdges(rawValue: 1)
  public static let leading = DirectionalEdges(rawValue: 2)
  public static let bottom = DirectionalEdges(rawValue: 4)
  public static let trailing = DirectionalEdges(rawValue: 8)

  /// The names scripts use, in the order they print.
  static let names: [(String, DirectionalEdges)] = [
    ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
  ]

  public var description: String {
    Self.names.filter { contains($0.1) }.map(\.0).joined(separator: ",")
  }
}

/// Where a supplementary item sits on the item it is attached to: `NSCollectionLayoutAnchor`.
///
/// The supplementary item is placed inside the item along `edges` (an axis without an edge
/// centres it), then moved by `offset`: in points, or — when `isFractional` — in fractions of the
/// supplementary item's own size (x 0.3 moves it 30% of its width to the right). Apple's badge is
/// anchored `[.top, .trailing]` with a fractional offset (0.3, −0.3): it sticks out of the top
/// trailing corner by 30% of its size.
public struct LayoutAnchor: Hashable, Sendable {
  public var edges: DirectionalEdges
  public var offsetX: Double
  public var offsetY: Double
  public var isFractional: Bool

  public init(edges: DirectionalEdges, offsetX: Double = 0, offsetY: Double = 0, isFractional: Bool = false) {
    self.edges = edges
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.isFractional = isFractional
  }

  /// The frame of an item of `size` anchored in `container`.
  package func frame(of size: LayoutExtent, in container: Rect) -> Rect {
    var x = container.x + (container.width - size.width) / 2
    var y = container.y + (container.height - size.height) / 2
    if edges.contains(.leading) { x = container.x }
    if edges.contains(.trailing) { x = container.maxX - size.width }
    if edges.contains(.top) { y = container.y }
    if edges.contains(.bottom) { y = container.maxY - size.height }
    x += isFractional ? offsetX * size.width : offsetX
    y += isFractional ? offsetY * size.height : offsetY
    return Rect(x: x, y: y, width: size.width, height: size.height)
  }
}
