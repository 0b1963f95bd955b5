extension TextStyle {
  /// The style's point size at a content size category.
  ///
  /// At `large` (the default) the sizes are 34 28 22 20 17 17 16 15 13 12 11, from `largeTitle`
  /// to `caption2`.
  ///
  /// - Complexity: O(1).
  public func pointSize(in category: ContentSizeCategory = .large) -> Double {
    Double(Self.pointSizes[tableRow * 12 + category.tableIndex])
  }

  /// Point sizes, one row per style (in declaration order), one column per category from
  /// `xSmall` to `accessibility5`.
  ///
  /// Source: these are Apple's Dynamic Type sizes for iOS, published in the Human Interface
  /// Guidelines ("Typography", Specifications:
  /// https://developer.apple.com/design/human-interface-guidelines/typography). The figures were
  /// taken from a measurement of UIKit itself, `UIFont.preferredFont(forTextStyle:)` at every
  /// category in the iOS 13.3 simulator, published in github.com/temoki/UIKit_DynamicType
  /// (README, "Font size change due to combination"), as the HIG page itself was not readable
  /// from the project's tools. The `large` column matches the HIG's default sizes (Apple, Human
  /// Interface Guidelines, "Typography", iOS Dynamic Type sizes).
  private static let pointSizes: [UInt8] = [
    // xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
    31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60,  // largeTitle
    25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58,  // title1
    19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56,  // title2
    17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55,  // title3
    14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53,  // headline
    14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53,  // body
    13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51,  // callout
    12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49,  // subheadline
    12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44,  // footnote
    11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43,  // caption1
    11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41,  // caption2
  ]

  /// The style's row in `pointSizes`.
  private var tableRow: Int {
    switch self {
    case .largeTitle: 0
    case .title1: 1
    case .title2: 2
    case .title3: 3
    case .headline: 4
    case .body: 5
    case .callout: 6
    case .subheadline: 7
    case .footnote: 8
    case .caption1: 9
    case .caption2: 10
    }
  }
}
