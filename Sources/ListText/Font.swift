/// The font a label is measured (and drawn) with: a Dynamic Type style at a content size
/// category, which fixes its point size, weight and line height.
///
/// Glyph widths come from Inter's advance tables (Regular or SemiBold by weight); line heights
/// follow the iOS system font (see `TextMetrics.lineHeight(pointSize:)`).
public struct Font: Hashable, Sendable {
  /// The Dynamic Type style.
  public var style: TextStyle
  /// The content size category the style is sized for.
  public var category: ContentSizeCategory

  /// The font of `style` at `category`.
  public init(style: TextStyle, category: ContentSizeCategory = .large) {
    self.style = style
    self.category = category
  }

  /// Point size, from Apple's Dynamic Type table (17 for `body` at `large`).
  public var pointSize: Double { style.pointSize(in: category) }

  /// Weight: semibold for `headline`, regular otherwise.
  public var weight: FontWeight { style.weight }

  /// Height of one line in points, as `UIFont.lineHeight` (20.287109375 for 17 pt); not snapped.
  public var lineHeight: Double { TextMetrics.lineHeight(pointSize: pointSize) }

  /// The advance table of this font's weight.
  package var advanceTable: GlyphAdvanceTable {
    switch weight {
    case .regular: .interRegular
    case .semibold: .interSemibold
    }
  }
}
