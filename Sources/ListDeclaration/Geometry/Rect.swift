/// A rectangle in points, origin top-left, y growing down.
public struct Rect: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var maxX: Double { x + width }
  public var maxY: Double { y + height }

  /// Whether the two rectangles share interior area (touching edges do not count).
  public func overlaps(_ other: Rect) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }

  /// Whether `other` lies inside this rectangle (edges included), with `tolerance` points of slack.
  public func contains(_ other: Rect, tolerance: Double = 1e-9) -> Bool {
    other.x >= x - tolerance && other.y >= y - tolerance && other.maxX <= maxX + tolerance
      && other.maxY <= maxY + tolerance
  }

  public func offsetBy(dx: Double = 0, dy: Double = 0) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }

  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: x + insets.left, y: y + insets.top, width: max(0, width - insets.horizontal),
      height: max(0, height - insets.vertical))
  }
}

/// Insets in points: layout margins, paddings, content insets.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every side.
  public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

  /// `vertical` on top and bottom, `horizontal` on the left and right (`padding = {v, h}`).
  public init(vertical: Double, horizontal: Double) {
    self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  public static let zero = EdgeInsets()

  public var horizontal: Double { left + right }
  public var vertical: Double { top + bottom }
}
