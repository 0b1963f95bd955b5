import ListDeclaration
import ListDiff
import Testing

@testable import ListLayout

/// Devices, the safe area, layout margins and the readable width (`ListOptions+Environment.swift`).
@Suite struct DevicePresetTests {
  private let site = SourceSite(file: "scene.lua", line: 4)

  private func read(_ record: [(String, DeclarationValue)]) -> ListDeclaration {
    ListDeclaration.read(
      DeclarationTable(array: [], record: record.map { (key: $0.0, value: $0.1) }), site: site)
  }

  @Test func everyPresetInBothOrientations() throws {
    // device, orientation → width, height, scale, safe area (top, left, bottom, right), width class.
    let expected: [(String, String, Double, Double, Double, EdgeInsets, SizeClass)] = [
      ("iPhone SE", "portrait", 375, 667, 2, EdgeInsets(top: 20), .compact),
      ("iPhone SE", "landscape", 667, 375, 2, .zero, .compact),
      ("iPhone 15", "portrait", 393, 852, 3, EdgeInsets(top: 59, bottom: 34), .compact),
      ("iPhone 15", "landscape", 852, 393, 3, EdgeInsets(left: 59, bottom: 21, right: 59), .compact),
      ("iPhone 15 Pro Max", "portrait", 430, 932, 3, EdgeInsets(top: 59, bottom: 34), .compact),
      ("iPhone 15 Pro Max", "landscape", 932, 430, 3, EdgeInsets(left: 59, bottom: 21, right: 59), .regular),
      ("iPad", "portrait", 820, 1180, 2, EdgeInsets(top: 24, bottom: 20), .regular),
      ("iPad", "landscape", 1180, 820, 2, EdgeInsets(top: 24, bottom: 20), .regular),
    ]
    for (device, orientation, width, height, scale, safe, sizeClass) in expected {
      let declaration = read([("device", .string(device)), ("orientation", .string(orientation))])
      #expect(declaration.problems.isEmpty)
      let options = declaration.options
      #expect(options.device?.rawValue == device)
      #expect(
        [options.width, options.height, options.scale] == [width, height, scale], "\(device) \(orientation)")
      #expect(options.safeArea == safe, "\(device) \(orientation)")
      #expect(options.horizontalSizeClass == sizeClass, "\(device) \(orientation)")
    }
    // Portrait is the default orientation.
    #expect(read([("device", .string("iPhone 15"))]).options.height == 852)
  }

  @Test func explicitOptionsOverrideThePreset() {
    let options = read([
      ("device", .string("iPhone 15")), ("width", .integer(300)), ("scale", .integer(2)),
      ("safe_area", .table(DeclarationTable(array: [], record: [(key: "top", value: .integer(44))]))),
    ]).options
    #expect([options.width, options.height, options.scale] == [300, 852, 2])
    #expect(options.safeArea == EdgeInsets(top: 44))
    // The device still says how wide the class is; a 300-point width keeps the 16-point margin.
    #expect(options.horizontalSizeClass == .compact)
    #expect(options.layoutMargin == 16)
  }

  @Test func problemsNameTheFieldAndSuggestTheNearestDevice() {
    func messages(_ record: [(String, DeclarationValue)]) -> [String] {
      read(record).problems.map(\.description)
    }
    #expect(
      messages([("device", .string("iPhone 16"))]) == [
        "scene.lua:4: list: device \"iPhone 16\" is not a device (did you mean \"iPhone 15\"?); expected one of iPhone SE, iPhone 15, iPhone 15 Pro Max, iPad"
      ])
    #expect(
      messages([("device", .string("ipad"))]) == [
        "scene.lua:4: list: device \"ipad\" is not a device (did you mean \"iPad\"?); expected one of iPhone SE, iPhone 15, iPhone 15 Pro Max, iPad"
      ])
    #expect(
      messages([("orientation", .string("landscape"))]) == [
        "scene.lua:4: list: orientation applies to a device preset (give device = \"iPhone 15\", …, or set width and height)"
      ])
    #expect(
      messages([("device", .string("iPad")), ("orientation", .string("sideways"))]) == [
        "scene.lua:4: list: orientation \"sideways\" is not a device orientation; expected one of portrait, landscape"
      ])
    #expect(
      messages([("direction", .string("right"))]) == [
        "scene.lua:4: list: direction \"right\" is not a layout direction; expected one of ltr, rtl"
      ])
    #expect(
      messages([("device", .string("iPhone 15")), ("height", .integer(80))]) == [
        "scene.lua:4: list: device \"iPhone 15\" has a safe area {top 59, left 0, bottom 34, right 0} that leaves none of the 393×80 viewport (top + bottom must be less than the height, left + right less than the width)"
      ])
    #expect(
      messages([("safe_area", .integer(200))]) == [
        "scene.lua:4: list: safe_area {top 200, left 200, bottom 200, right 200} leaves none of the 375×667 viewport (top + bottom must be less than the height, left + right less than the width)"
      ])
  }

  @Test func layoutMarginsAndSizeClasses() {
    #expect(options { $0.width = 375 }.layoutMargin == 16)
    #expect(options { $0.width = 389 }.layoutMargin == 16)
    #expect(options { $0.width = 390 }.layoutMargin == 20)
    // Regular without a device from 744 points; a device's class wins over the width.
    #expect(options { $0.width = 744 }.horizontalSizeClass == .regular)
    #expect(
      options {
        $0.width = 852; $0.deviceSizeClass = .compact
      }.horizontalSizeClass == .compact)
  }
}

@Suite struct SafeAreaScrollingTests {
  /// An iPhone 15 in portrait: 393 × 852, safe area 59 at the top, 34 at the bottom.
  private func phone(_ sections: [SectionDeclaration]) throws -> Layout {
    try layout(
      options {
        $0.width = 393
        $0.height = 852
        $0.safeArea = EdgeInsets(top: 59, bottom: 34)
      }, sections)
  }

  private func rows(_ count: Int, prefix: String = "") -> [CellDeclaration] {
    (0..<count).map { cell(.string("\(prefix)\($0)")) }
  }

  @Test func theOffsetRunsFromMinusTheTopToTheContentPlusTheBottom() throws {
    // 30 rows of 44: content 1320. The offset starts at −59 (contentOffset.y = −adjustedContentInset.top)
    // and stops at 1320 + 34 − 852 = 502.
    var list = try phone([section("s", rows(30))])
    #expect(list.offset == -59)
    // The frames are where they are without a safe area.
    #expect(same(list.cellElement("0")?.frame, r(0, 0, 393, 44)))
    list.scroll(to: 10_000)
    #expect(list.offset == 502)
    list.scroll(to: -1_000)
    #expect(list.offset == -59)
    // At the top, the viewport covers −59…793: rows 0–18 intersect it (row 18 is 792…836), the
    // ones under the status bar included, as UIKit's visible cells include them.
    #expect(list.visibleIDs() == (0...18).map { Identifier.string("\($0)") })
  }

  @Test func aShortListStaysAtTheTop() throws {
    var list = try phone([section("s", rows(3))])
    list.scroll(to: 100)
    #expect(list.offset == -59)
  }

  @Test func plainHeadersPinBelowTheSafeAreasTop() throws {
    var list = try phone([
      section("a", header: "A", rows(20, prefix: "a")), section("b", header: "B", rows(20, prefix: "b")),
    ])
    list.scroll(to: 200)
    // Pinned at 200 + 59, not at the offset (where the status bar covers it).
    let header = try #require(list.element(.header, "a"))
    #expect(header.pinned)
    #expect(approx(header.frame.y, 259))
  }

  @Test func scrollToShowsTheCellInTheSafePart() throws {
    var list = try phone([section("s", rows(30))])
    // Row 25 is 1100…1144: it ends at the safe area's bottom (852 − 34 = 818 below the
    // viewport's top), so the offset is 1144 − 818 = 326.
    _ = list.scroll(toCell: "25")
    #expect(list.offset == 326)
    // Back up to row 2 (88…132): its top at the safe area's top, 88 − 59 = 29.
    _ = list.scroll(toCell: "2")
    #expect(list.offset == 29)
  }

  @Test func estimatedHeightsKeepTheContentStillWithANegativeOffset() throws {
    var list = try layout(
      options {
        $0.height = 400
        $0.safeArea = EdgeInsets(top: 50, bottom: 20)
        $0.estimatedHeight = 44
      }, [section("feed", (0..<30).map { cell(.integer($0), column([box(height: 100)])) })])
    #expect(list.offset == -50)
    // At −50 the viewport covers −50…350: cells 0–7 at their estimates (7 × 44 = 308 < 350).
    #expect(list.invalidations.map(\.id) == (0..<8).map { Identifier.integer($0) })
    list.scroll(to: 1300)
    let anchor = try #require(list.visibleIDs().first)
    let before = list.cellElement(anchor)!.frame.y - list.offset
    list.scroll(to: list.offset - 100)
    #expect(approx(list.cellElement(anchor)!.frame.y - list.offset, before + 100))
    #expect(list.checkInvariants().isEmpty)
  }
}

@Suite struct MarginTests {
  private func landscapeMax(_ style: ListStyle, readable: Bool = false, _ sections: [SectionDeclaration]) throws
    -> Layout
  {
    // iPhone 15 Pro Max in landscape: 932 × 430, safe area 59 left and right, 21 at the bottom.
    try layout(
      options(style) {
        $0.width = 932
        $0.height = 430
        $0.safeArea = EdgeInsets(left: 59, bottom: 21, right: 59)
        $0.deviceSizeClass = .regular
        $0.readableWidth = readable
      }, sections)
  }

  private func node(_ frames: [ContentLayout.NodeFrame]?, _ id: String) -> Rect? {
    frames?.first { $0.id == id }?.frame
  }

  @Test func plainCellsSpanTheWidthTheirContentFollowsTheSafeAreaAndTheMargin() throws {
    let list = try landscapeMax(
      .plain, [section("s", header: "Fruits", [textCell("a", "Apple"), textCell("b", "Banana")])])
    // Cells and headers span the 932 points, as UIKit's do.
    #expect(same(list.cellElement("a")?.frame, r(0, 32 + third, 932, 44)))
    // The content view is inset by 59 on each side; built-in content keeps the 20-point layout
    // margin inside it: its row starts 4 points further (its own padding is 16), its text at 79,
    // centred in the row: (44 − 20.333) / 2 = 11.833, 12 on the pixel grid.
    let frames = list.subframes("a")
    #expect(same(node(frames, "content"), r(63, 0, 806, 44)))
    #expect(same(node(frames, "text"), r(79, 12, 774, 20 + third)))
    // The separator starts with the text and runs into the trailing safe area.
    #expect(same(list.element(.separator, "a")?.frame, r(79, 76, 853, third)))
    // A text header's label also starts at 79.
    let header = list.supplementarySubframes(section: 0, isHeader: true)
    #expect(same(node(header, "title"), r(79, 6, 774, 20 + third)))
  }

  @Test func aCustomCellsContentViewIsInsetByTheSafeAreaOnly() throws {
    let list = try landscapeMax(
      .plain, [section("s", [cell("a", row(padding: EdgeInsets(all: 8), id: "row", [box(height: 10)]))])])
    // The content pads itself: no layout margin is added, only the safe area.
    #expect(same(node(list.subframes("a"), "row"), r(59, 0, 814, 26)))
  }

  @Test func withoutASafeAreaA375PointListIsUnchangedAnd390PointsGetsTheWiderMargin() throws {
    let narrow = try layout(options(), [section("s", [textCell("a", "Apple"), textCell("b", "Banana")])])
    #expect(same(node(narrow.subframes("a"), "text"), r(16, 12, 343, 20 + third)))
    #expect(same(narrow.element(.separator, "a")?.frame, r(16, 44 - third, 359, third)))
    let wide = try layout(
      options { $0.width = 393 }, [section("s", [textCell("a", "Apple"), textCell("b", "Banana")])])
    #expect(same(node(wide.subframes("a"), "text"), r(20, 12, 353, 20 + third)))
    #expect(same(wide.element(.separator, "a")?.frame, r(20, 44 - third, 373, third)))
    // An explicit separator_inset is measured from the content view's leading edge.
    let inset = try layout(
      options {
        $0.separatorInset = 30
        $0.safeArea = EdgeInsets(left: 10)
      }, [section("s", [cell("a"), cell("b")])])
    #expect(same(inset.element(.separator, "a")?.frame, r(40, 44 - third, 335, third)))
  }

  @Test func insetGroupedSectionsAreInsetByTheSafeAreaAndTheMargin() throws {
    let list = try landscapeMax(.insetGrouped, [section("s", [textCell("a", "Apple"), textCell("b", "Banana")])])
    // 59 + 20 on each side: 932 − 158 = 774 wide. Inside the section, the cell's own 16 points.
    #expect(same(list.cellElement("a")?.frame, r(79, 0, 774, 44)))
    #expect(same(node(list.subframes("a"), "text"), r(16, 12, 742, 20 + third)))
    #expect(same(list.element(.separator, "a")?.frame, r(95, 44 - third, 758, third)))
  }

  @Test func groupedCellsAreFullWidthWithTheirContentInset() throws {
    let list = try landscapeMax(.grouped, [section("s", [textCell("a", "Apple")])])
    #expect(same(list.cellElement("a")?.frame, r(0, 0, 932, 44)))
    #expect(same(node(list.subframes("a"), "text"), r(79, 12, 774, 20 + third)))
  }

  @Test func cardsSitInTheContentView() throws {
    let list = try landscapeMax(.cards, [section("s", [cell("a", height: 60), cell("b", height: 60)])])
    // The card: 59 (safe area) + 8 (card_margin) from each side: 932 − 134 = 798 wide.
    let card = try #require(list.cardElement("a"))
    #expect(approx(card.frame.x, 67))
    #expect(approx(card.frame.width, 798))
  }

  @Test func gridItemsReachIntoTheSideSafeAreas() throws {
    // sectionInsetReference = .fromContentInset: the safe area does not move grid items.
    let list = try landscapeMax(.grid, [section("s", [cell("a"), cell("b")])])
    #expect(same(list.cellElement("a")?.frame, r(0, 0, 461, 44)))
    #expect(same(list.cellElement("b")?.frame, r(471, 0, 461, 44)))
  }

  @Test func readableWidthCentresBuiltInContentAndSeparatorsIn672Points() throws {
    // An iPad in landscape: 1180 points, regular. The readable column is 672 points wide, so
    // built-in content keeps (1180 − 672) / 2 = 254 points at each side.
    let ipad = options {
      $0.width = 1180
      $0.height = 820
      $0.scale = 2
      $0.safeArea = EdgeInsets(top: 24, bottom: 20)
      $0.deviceSizeClass = .regular
      $0.readableWidth = true
    }
    let list = try layout(ipad, [section("s", [textCell("a", "Apple"), textCell("b", "Banana")])])
    #expect(same(node(list.subframes("a"), "text"), r(254, 12, 672, 20.5)))
    #expect(same(list.element(.separator, "a")?.frame, r(254, 43.5, 926, 0.5)))
    var grouped = ipad
    grouped.style = .insetGrouped
    let sections = try layout(grouped, [section("s", [textCell("a", "Apple")])])
    #expect(same(sections.cellElement("a")?.frame, r(254, 0, 672, 44)))
    // Without it, the 20-point margin.
    var wide = ipad
    wide.readableWidth = false
    #expect(
      same(
        node(try layout(wide, [section("s", [textCell("a", "Apple")])]).subframes("a"), "text"), r(20, 12, 1140, 20.5)))
  }

  @Test func theMarginChangesTheHeightOfWrappingBuiltInContent() throws {
    // Text is measured at the width it is drawn at: 20-point margins leave 8 points less.
    let text = String(repeating: "word ", count: 60)
    let narrow = try layout(options { $0.width = 389 }, [section("s", [textCell("a", text)])])
    let wide = try layout(options { $0.width = 390 }, [section("s", [textCell("a", text)])])
    let narrowText = try #require(node(narrow.subframes("a"), "text"))
    let wideText = try #require(node(wide.subframes("a"), "text"))
    #expect(narrowText.width == 389 - 32)
    #expect(wideText.width == 390 - 40)
    #expect(approx(narrow.cellElement("a")!.frame.height, narrowText.height + 22))
    #expect(approx(wide.cellElement("a")!.frame.height, wideText.height + 22))
  }
}
