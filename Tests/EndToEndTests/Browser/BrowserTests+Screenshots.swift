import Foundation
import Testing

/// Pages as a reader sees them, compared with `Browser/Expected/NAME.png` and `.json` region by
/// region (``ScreenshotComparison``): ListLab's drawing — headings, pictures, stage lists, printed
/// text — and not the browser's widgets. Re-record with `LISTLAB_RECORD=1 swift test --filter
/// BrowserTests` (see docs/CONTRIBUTING.md, "Browser tests").
extension BrowserTests {
  /// The choreography page's title, and its transition at t = 0.15 s: the picture, the summary,
  /// the stage list (stage 1 active) and the legend, not the samples printed under them.
  static let choreographyScope = [
    "header.ll-header-block", "#part-1 > h2", "#show-1 .ll-figure", "#show-1 .ll-summary", "#show-1 .ll-stop",
    "#show-1 .ll-stages", "#show-1 .ll-legend",
  ]

  @Test func choreographyPageAtHalfTime() async throws {
    try await Self.lane.run {
      let scratch = Scratch()
      let page = try Self.writePage(["run", "Scripts/choreography.lua"], named: "choreography.html", in: scratch)
      let shot = try PageShot.capture("file://\(page)#t=0.15", width: 900, scope: Self.choreographyScope)
      try expectScreenshot(shot, named: "choreography-t0.15")
    }
  }

  /// Tags as wide as their text, estimated at 80 points, in a row that scrolls sideways: past the
  /// viewport they are not measured yet. As a reader sees the page, their captions fit inside
  /// them (they once ran into one another: `topic.Productivity · estim topic.Photo · estim…`),
  /// they are dashed outlines at their estimate (not text broken mid-word at 80 points), and the
  /// failed expectations under the picture stand out in a red-edged block.
  @Test func estimatedCellsAndAFailedExpectation() async throws {
    try await Self.lane.run {
      let scratch = Scratch()
      try scratch.file(
        "tags.lua",
        """
        local function pill(word)
          return cell("topic." .. word) { row { padding = { 6, 12 }, label { text = word, style = "subheadline" } } }
        end
        local l = list { height = 120,
          layout = compositional { section = layout_section {
            hgroup { width = estimated(80), height = absolute(32), item { width = estimated(80) } },
            orthogonal = "continuous", spacing = 8, insets = { top = 8, left = 16, bottom = 8, right = 16 } } },
          section "topics" { pill "Productivity", pill "Photo", pill "Games", pill "Weather", pill "Music",
            pill "Navigation", pill "Health", pill "Entertainment" } }
        show(l)
        expect(#l:visible() == 8, "every tag shows")
        expect_frame("topic.Photo", { w = 80 })
        """)
      // Run from its folder: the page names the file as given, the same on every machine.
      let page = try Self.writePage(
        ["run", "tags.lua"], named: "tags.html", in: scratch, from: scratch.path, status: 1)
      let shot = try PageShot.capture("file://\(page)", width: 900)
      // The failure block's red edge (--deleting, #d1291d) is on the page.
      let image = shot.image
      let red = (0..<image.height).contains { y in
        (0..<60).contains { x in
          let pixel = image.pixel(x: x, y: y)
          return abs(pixel.r - 0xd1) < 8 && abs(pixel.g - 0x29) < 8 && abs(pixel.b - 0x1d) < 8
        }
      }
      #expect(red)
      try expectScreenshot(shot, named: "estimates-and-failures")
    }
  }

  /// Runs `listlab ARGUMENTS --html PAGE` from `directory` and expects `status`; returns the
  /// page's path, `name` in `scratch`.
  static func writePage(
    _ arguments: [String], named name: String, in scratch: Scratch, from directory: String = ListLabBinary.repository,
    status: Int32 = 0, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let page = scratch.path + "/" + name
    let run = try listlab(arguments + ["--html", page], directory: directory)
    #expect(run.status == status, "\(run.stderr)", sourceLocation: sourceLocation)
    return page
  }

  /// The diff-tour page in dark mode at t = 0.15 s, 900 wide: the title, step 1's list and step
  /// 2's transition with its player and text.
  static func diffTourShot(_ page: String, environment: [String: String] = [:]) throws -> PageShot {
    try PageShot.capture(
      "file://\(page)#t=0.15", width: 900, dark: true, scope: ["header.ll-header-block", "#part-1", "#part-2"],
      environment: environment)
  }

  @Test func demoPageInDarkMode() async throws {
    try await Self.lane.run {
      let scratch = Scratch()
      let page = try Self.writePage(["demo", "diff-tour"], named: "diff-tour.html", in: scratch)
      let dom = try Chromium.dumpDOM("file://\(page)")
      // Five steps; every print of a list or transition is a picture, the four transitions playable.
      #expect(dom.matches(of: /<h2>Step \d of 5<\/h2>/).count == 5)
      #expect(dom.contains("data-ready=\"4\""))
      let shot = try Self.diffTourShot(page)
      // Dark mode: the page's background is dark.
      let corner = shot.image.pixel(x: 2, y: 2)
      #expect(corner.r < 60 && corner.g < 60 && corner.b < 60, "background \(corner)")
      try expectScreenshot(shot, named: "diff-tour-dark")
    }
  }

  /// The diff-tour page with each `(text, replacement)` made (each text must be there), in dark
  /// mode.
  static func editedDiffTourShot(_ edits: [(String, String)]) throws -> PageShot {
    let scratch = Scratch()
    let page = try Self.writePage(["demo", "diff-tour"], named: "diff-tour.html", in: scratch)
    var html = try String(contentsOfFile: page, encoding: .utf8)
    for (text, replacement) in edits {
      #expect(html.contains(text), "no \(text) in the page")
      html = html.replacingOccurrences(of: text, with: replacement)
    }
    try html.write(toFile: page, atomically: true, encoding: .utf8)
    return try diffTourShot(page)
  }

  /// A line of printed text changed: its region's text differs, and so does its text's ink —
  /// the pixels alone, given the expected text, still fail it.
  @Test func oneChangedLineOfTextFailsTheComparison() async throws {
    try await Self.lane.run {
      var shot = try Self.editedDiffTourShot([("steady: cell apple, separator apple", "steady: 1 cell, 1 separator")])
      let expected = try ExpectedScreenshot.load(named: "diff-tour-dark")
      let failures = ScreenshotComparison(expected: expected, actual: shot).mismatches
      #expect(
        failures.contains { $0.hasPrefix("pre.ll-output #2: line 11 is \"  steady: 1 cell, 1 separator\"") },
        "\(failures)")
      for index in shot.layout.regions.indices {
        let name = shot.layout.regions[index].name
        shot.layout.regions[index].text = expected.layout.regions.first { $0.name == name }?.text ?? ""
      }
      let pixels = ScreenshotComparison(expected: expected, actual: shot).mismatches
      #expect(pixels.count == 1, "\(pixels)")
      #expect(pixels.allSatisfy { $0.hasPrefix("pre.ll-output #2: ") && $0.contains("differ in ink") }, "\(pixels)")
    }
  }

  /// The pictures' drawing changed, not their text: cells outlined in another colour fail the
  /// pixel check; a separator drawn 2 points lower (too faint a line to count
  /// in pixels) fails the drawn boxes' check.
  @Test func aChangedPictureFailsTheComparison() async throws {
    try await Self.lane.run {
      let expected = try ExpectedScreenshot.load(named: "diff-tour-dark")
      let changed = try Self.editedDiffTourShot([
        ("--cell-stroke: #8c9ab5;", "--cell-stroke: #e05050;"),
        (
          #"data-frame="16 43.667 359 0.333" x="16" y="43.667""#, #"data-frame="16 43.667 359 0.333" x="16" y="45.667""#
        ),
      ])
      let failures = ScreenshotComparison(expected: expected, actual: changed).mismatches
      // Picture 2's cells are outlined in their states' colours, not --cell-stroke.
      #expect(failures.count == 2, "\(failures)")
      #expect(
        failures.contains { $0.hasPrefix("svg.ll-picture #1: ") && $0.contains("pixels of its drawing") }, "\(failures)"
      )
      #expect(
        failures.contains(
          "svg.ll-picture #1: drawn separator |  | 1 | 24 53.667 359 0.333, expected separator |  | 1 | 24 51.667 359 0.333"
        ),
        "\(failures)")
    }
  }

  /// The browser's widgets are not compared: with the player's buttons, slider and speed menu
  /// 180 pixels wide and 44 tall (they wrap, and push the stage list down), the page still
  /// matches its picture.
  @Test func theBrowsersControlsAreNotCompared() async throws {
    try await Self.lane.run {
      let scratch = Scratch()
      let page = try Self.writePage(["run", "Scripts/choreography.lua"], named: "choreography.html", in: scratch)
      let html = try String(contentsOfFile: page, encoding: .utf8)
      let larger =
        ".ll-controls button, .ll-controls select, .ll-scrub { font-size: 24px !important; width: 180px !important;"
        + " height: 44px !important; }\n"
      #expect(html.contains("</style>"))
      try html.replacingOccurrences(of: "</style>", with: larger + "</style>")
        .write(toFile: page, atomically: true, encoding: .utf8)
      let shot = try PageShot.capture("file://\(page)#t=0.15", width: 900, scope: Self.choreographyScope)
      let expected = try ExpectedScreenshot.load(named: "choreography-t0.15")
      let stages = { (layout: PageLayout) in layout.regions.first { $0.name == "ol.ll-stages #1" }?.y ?? 0 }
      // The controls did grow (the stage list is lower), and nothing ListLab drew differs.
      #expect(stages(shot.layout) > stages(expected.layout) + 40)
      #expect(ScreenshotComparison(expected: expected, actual: shot).mismatches == [])
    }
  }

  /// Another machine's font settings — no hinting, subpixel (LCD) antialiasing, as fontconfig
  /// gives them to the browser — draw text a little differently; the page still matches.
  @Test func otherFontSettingsStillMatch() async throws {
    try await Self.lane.run {
      let scratch = Scratch()
      let page = try Self.writePage(["demo", "diff-tour"], named: "diff-tour.html", in: scratch)
      // The machine's own font configuration, with other rendering settings on top.
      try #require(FileManager.default.fileExists(atPath: "/etc/fonts/fonts.conf"), "no /etc/fonts/fonts.conf")
      let settings = try scratch.file(
        "fonts.conf",
        """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig>
          <include>/etc/fonts/fonts.conf</include>
          <match target="font">
            <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
            <edit name="rgba" mode="assign"><const>rgb</const></edit>
          </match>
        </fontconfig>
        """)
      let shot = try Self.diffTourShot(page, environment: ["FONTCONFIG_FILE": settings])
      let expected = try ExpectedScreenshot.load(named: "diff-tour-dark")
      // The text is drawn differently (so this checks something), and the comparison allows it.
      #expect(shot.image.height == expected.image.height)
      #expect(shot.image.differingPixels(from: expected.image) > 1000)
      #expect(ScreenshotComparison(expected: expected, actual: shot).mismatches == [])
    }
  }
}
