/// A Dynamic Type text style, as `UIFont.TextStyle`.
///
/// Raw values are the names scripts use (`style = "footnote"`). Point sizes per content size
/// category are in `TextStyle+PointSize.swift`.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
  case largeTitle
  case title1
  case title2
  case title3
  case headline
  case body
  case callout
  case subheadline
  case footnote
  case caption1
  case caption2

  /// The style's weight: `headline` is semibold, every other style regular, as in Apple's
  /// Human Interface Guidelines (the bold variants used by accessibility's Bold Text setting are
  /// not modelled).
  public var weight: FontWeight {
    self == .headline ? .semibold : .regular
  }
}
