/// The pixel grid of a screen with `scale` pixels per point: every frame edge sits on it.
///
/// List geometry is kept in whole pixels (`Int`), so sums over a million rows stay exact and the
/// same script gives the same frames on every machine; points are `pixels / scale`.
public struct PixelGrid: Hashable, Sendable {
  /// Pixels per point (1, 2, 3 on iPhones).
  public var scale: Double

  public init(scale: Double) {
    self.scale = scale
  }

  /// The nearest whole pixel (halves away from zero), as a pixel count. A value within
  /// floating-point noise of a half pixel is that half: a footer's top worked out as its section's
  /// end less its length, 325.1666… − 23.6666… = 301.4999… points, is 904.4999… pixels at @3x,
  /// and rounds with its section's start, 301.5 points (904.5, so 905), not one pixel above it.
  @inlinable
  public func pixels(_ points: Double) -> Int {
    var scaled = points * scale
    let half = scaled.rounded(.down) + 0.5
    if abs(scaled - half) < 1e-7 { scaled = half }
    let rounded = scaled.rounded()
    return rounded.isFinite ? Int(clamping: Int64(max(min(rounded, 9e15), -9e15))) : 0
  }

  /// The smallest whole pixel count covering `points` (for heights that must not clip text).
  @inlinable
  public func pixelsUp(_ points: Double) -> Int { pixels(points, rounding: .up) }

  /// The largest whole pixel count within `points` (for edges that must not pass a bound that is
  /// off the grid, such as a list 44.5 points wide at @3x).
  @inlinable
  public func pixelsDown(_ points: Double) -> Int { pixels(points, rounding: .down) }

  /// `points` in pixels rounded by `rule`, except that values within floating-point noise of a
  /// whole pixel are that pixel: 20.333333333333332 × 3 = 60.999999… is 61, not 62.
  @inlinable
  func pixels(_ points: Double, rounding rule: FloatingPointRoundingRule) -> Int {
    let scaled = points * scale
    guard scaled.isFinite else { return 0 }
    let nearest = scaled.rounded()
    let rounded = abs(scaled - nearest) < 1e-7 ? nearest : scaled.rounded(rule)
    return Int(max(min(rounded, 9e15), -9e15))
  }

  @inlinable
  public func points(_ pixels: Int) -> Double {
    Double(pixels) / scale
  }

  /// `points` moved to the nearest pixel.
  @inlinable
  public func round(_ points: Double) -> Double {
    Double(pixels(points)) / scale
  }

  /// `points` moved up to the pixel grid.
  @inlinable
  public func roundUp(_ points: Double) -> Double {
    Double(pixelsUp(points)) / scale
  }

  /// The rectangle whose four edges are rounded to the nearest pixel.
  public func snap(_ rect: Rect) -> Rect {
    let minX = round(rect.x)
    let minY = round(rect.y)
    return Rect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
  }

  /// Whether `value` lies on the grid (within floating-point noise).
  public func isOnGrid(_ value: Double) -> Bool {
    abs(value * scale - (value * scale).rounded()) < 1e-6
  }

  /// One pixel, in points: the thickness of a separator.
  public var hairline: Double { 1 / scale }
}
