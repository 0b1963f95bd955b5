/// Text measurement: glyph widths, line heights, and greedy wrapping of labels, as UILabel
/// measures them (the README's "Cells and content" states the rules).
///
/// All functions are pure: the same text, font, width, line cap and scale give the same result
/// on every machine. Widths come from Inter's advance tables (kerning ignored), line heights from
/// the iOS system font.
///
/// ```swift
/// let label = TextMetrics.measure(text: "Small, round, stone fruit", style: .footnote,
///                                 width: 120, lines: 0, scale: 3)
/// label.lines.map(\.text)   // ["Small, round, stone", "fruit"]
/// label.height              // 31.333… (2 × 15.513671875 = 31.027, snapped up to a third)
/// ```
public enum TextMetrics {
  /// `UIFont.lineHeight` over the point size for the iOS system font.
  ///
  /// On iOS, `UIFont.systemFont(ofSize: 15).lineHeight` is 17.900391 (measured; a one-line
  /// 17 pt label is 20.5 tall at @2x); 2444/2048 = 1.193359375, a ratio in the font's 2048-unit em,
  /// gives exactly 17.900390625 at 15 pt and 20.287109375 at 17 pt.
  static let lineHeightPerPoint = 2444.0 / 2048.0

  /// The height of one line of text at `pointSize`, as `UIFont.lineHeight`, not snapped.
  ///
  /// - Complexity: O(1).
  public static func lineHeight(pointSize: Double) -> Double {
    pointSize * lineHeightPerPoint
  }

  /// The width of `text` set on one line in `font`, in points, not snapped: the sum of its
  /// clusters' advances. Line breaks take no width; spaces and tabs take a space's.
  ///
  /// - Complexity: O(n) in the text's length.
  public static func width(of text: String, font: Font) -> Double {
    let table = font.advanceTable
    let fast = TextBytes.lend(text, table: table) { bytes -> Int? in
      let ascii = ASCIIClusters.scan(bytes)
      if ascii.isASCII { return ascii.units }
      let latin = LatinClusters.scan(bytes)
      return latin.isLatin ? latin.units : nil
    }
    let total =
      fast
      ?? GraphemeClusters.withClusters(of: text, table: table) { source in
        (0..<source.count).reduce(0) { $0 + source.units(at: $1) }
      }
    return points(total, font: font, table: table)
  }

  /// Measures a label: wraps `text` in `style` at `category` to `width` and returns its lines
  /// and snapped size.
  ///
  /// - Parameters:
  ///   - width: the widest a line may be, in points; `.infinity` for the intrinsic size (one
  ///     line per hard line).
  ///   - lines: the line cap, as `UILabel.numberOfLines`: 0 for no cap; otherwise the last kept
  ///     line ends with "…" when text is left over.
  ///   - scale: the pixel grid (points per pixel = 1/scale) the size is snapped up to.
  /// - Precondition: `width` is not NaN, `lines` ≥ 0, `scale` > 0.
  /// - Complexity: O(n) in the text's length.
  public static func measure(
    text: String, style: TextStyle = .body, category: ContentSizeCategory = .large,
    width: Double = .infinity, lines: Int = 0, scale: Double
  ) -> TextMeasurement {
    measure(
      text: text, font: Font(style: style, category: category), width: width, lines: lines,
      scale: scale)
  }

  /// Measures a label in `font`; see `measure(text:style:category:width:lines:scale:)`.
  ///
  /// - Complexity: O(n) in the text's length.
  public static func measure(
    text: String, font: Font, width: Double = .infinity, lines: Int = 0, scale: Double
  ) -> TextMeasurement {
    measure(text: text, font: font, width: width, lines: lines, scale: scale, path: .automatic)
  }

  /// The size of a label without building its lines' text: the entry point for layout, which
  /// allocates nothing for ASCII text. Same rules as
  /// `measure(text:style:category:width:lines:scale:)`.
  ///
  /// - Complexity: O(n) in the text's length.
  public static func extent(
    text: String, style: TextStyle = .body, category: ContentSizeCategory = .large,
    width: Double = .infinity, lines: Int = 0, scale: Double
  ) -> TextExtent {
    extent(
      text: text, font: Font(style: style, category: category), width: width, lines: lines,
      scale: scale)
  }

  /// The size of a label in `font`; see `extent(text:style:category:width:lines:scale:)`.
  ///
  /// - Complexity: O(n) in the text's length.
  public static func extent(
    text: String, font: Font, width: Double = .infinity, lines: Int = 0, scale: Double
  ) -> TextExtent {
    extent(text: text, font: font, width: width, lines: lines, scale: scale, path: .automatic)
  }
}
