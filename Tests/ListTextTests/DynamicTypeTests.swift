import Testing

@testable import ListText

@Suite("Dynamic Type")
struct DynamicTypeTests {
  @Test(
    "default (large) point sizes",
    arguments: zip(
      TextStyle.allCases, [34.0, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11] as [Double]))
  func largeSizes(style: TextStyle, size: Double) {
    #expect(style.pointSize() == size)
    #expect(Font(style: style).pointSize == size)
  }

  @Test(
    "body follows Apple's body row",
    arguments: zip(
      ContentSizeCategory.allCases,
      [14.0, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53] as [Double]))
  func bodySizes(category: ContentSizeCategory, size: Double) {
    #expect(TextStyle.body.pointSize(in: category) == size)
  }

  @Test("spot checks across the table")
  func spotChecks() {
    #expect(TextStyle.largeTitle.pointSize(in: .xSmall) == 31)
    #expect(TextStyle.largeTitle.pointSize(in: .accessibility5) == 60)
    #expect(TextStyle.title2.pointSize(in: .accessibility1) == 34)
    #expect(TextStyle.footnote.pointSize(in: .medium) == 12)
    #expect(TextStyle.footnote.pointSize(in: .xLarge) == 15)
    #expect(TextStyle.caption1.pointSize(in: .small) == 11)
    #expect(TextStyle.caption2.pointSize(in: .accessibility5) == 41)
    #expect(TextStyle.subheadline.pointSize(in: .xxxLarge) == 21)
    #expect(TextStyle.callout.pointSize(in: .accessibility3) == 38)
    #expect(TextStyle.headline.pointSize(in: .accessibility2) == 33)
  }

  @Test("sizes never shrink as the category grows")
  func monotonic() {
    for style in TextStyle.allCases {
      let sizes = ContentSizeCategory.allCases.map { style.pointSize(in: $0) }
      #expect(sizes == sizes.sorted(), "\(style)")
    }
  }

  @Test("raw values are the script names")
  func rawValues() {
    #expect(
      TextStyle.allCases.map(\.rawValue) == [
        "largeTitle", "title1", "title2", "title3", "headline", "body", "callout",
        "subheadline", "footnote", "caption1", "caption2",
      ])
    #expect(
      ContentSizeCategory.allCases.map(\.rawValue) == [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4",
        "accessibility5",
      ])
    #expect(ContentSizeCategory(rawValue: "accessibility3") == .accessibility3)
    #expect(TextStyle(rawValue: "Body") == nil)
  }

  @Test("only accessibility1...5 are accessibility categories")
  func accessibilityCategories() {
    #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
    #expect(!ContentSizeCategory.xxxLarge.isAccessibilityCategory)
    #expect(ContentSizeCategory.accessibility1.isAccessibilityCategory)
  }

  @Test("headline is semibold, the rest regular")
  func weights() {
    for style in TextStyle.allCases {
      #expect(style.weight == (style == .headline ? .semibold : .regular))
    }
    #expect(Font(style: .headline).advanceTable.ascii[0x61] == 1618)
    #expect(Font(style: .body).advanceTable.ascii[0x61] == 1588)
  }

  @Test("a font defaults to the large category")
  func defaultCategory() {
    #expect(Font(style: .body) == Font(style: .body, category: .large))
    #expect(Font(style: .body, category: .xLarge).pointSize == 19)
  }

  @Test("line height is UIFont.lineHeight of the system font")
  func lineHeight() {
    // Measured on iOS: systemFont(ofSize: 15).lineHeight = 17.900391; 17 pt -> 20.29.
    #expect(abs(TextMetrics.lineHeight(pointSize: 15) - 17.900391) < 5e-7)
    #expect(TextMetrics.lineHeight(pointSize: 15) == 17.900390625)
    #expect(TextMetrics.lineHeight(pointSize: 17) == 20.287109375)
    #expect(Font(style: .subheadline).lineHeight == 17.900390625)
    #expect(Font(style: .largeTitle).lineHeight == 34 * 1.193359375)
  }
}
