import Testing

@testable import ListText

@Suite("Pixel snapping")
struct PixelSnappingTests {
  @Test(
    "one line of 17 pt body at scales 1, 2 and 3",
    arguments: [(1.0, 21.0), (2.0, 20.5), (3.0, 61.0 / 3)] as [(Double, Double)])
  func oneLine(scale: Double, height: Double) {
    let extent = TextMetrics.extent(text: "Apple", style: .body, scale: scale)
    #expect(extent.height == height)
    #expect(extent.lineCount == 1)
  }

  @Test(
    "widths snap up too",
    arguments: [1.0, 2, 3])
  func width(scale: Double) {
    let raw = 7644 * 17 / 2816.0  // "Apple": 46.146...
    let extent = TextMetrics.extent(text: "Apple", style: .body, scale: scale)
    #expect(extent.width >= raw)
    #expect(extent.width - raw < 1 / scale)
    #expect((extent.width * scale).rounded() == extent.width * scale)
  }

  @Test("three lines of subheadline")
  func threeLines() {
    // 3 × 17.900390625 = 53.701171875
    let extent = TextMetrics.extent(text: "a\nb\nc", style: .subheadline, scale: 3)
    #expect(extent.height == 54)
    #expect(TextMetrics.extent(text: "a\nb\nc", style: .subheadline, scale: 2).height == 54)
    #expect(TextMetrics.extent(text: "a\nb\nc", style: .subheadline, scale: 1).height == 54)
  }

  @Test("values already on the grid stay put")
  func onGrid() {
    #expect(TextMetrics.snapUp(20, scale: 3) == 20)
    #expect(TextMetrics.snapUp(20.5, scale: 2) == 20.5)
    #expect(TextMetrics.snapUp(61.0 / 3, scale: 3) == 61.0 / 3)
    #expect(TextMetrics.snapUp(0, scale: 3) == 0)
    #expect(TextMetrics.snapUp(20.01, scale: 1) == 21)
  }

  @Test("the category changes the line height")
  func categories() {
    let large = TextMetrics.extent(text: "Apple", style: .body, category: .large, scale: 3)
    let ax5 = TextMetrics.extent(
      text: "Apple", style: .body, category: .accessibility5, scale: 3)
    #expect(ax5.height == (53 * 1.193359375 * 3).rounded(.up) / 3)
    #expect(ax5.height > large.height)
  }
}
