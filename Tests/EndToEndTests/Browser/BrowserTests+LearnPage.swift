import Foundation
import Testing

/// The page `listlab learn --html` writes, as a reader sees it in a window 1200 pixels wide: its
/// failures and hints wrap at the page's width, as those of a `listlab run --html` page do, instead
/// of running past the right edge (`…20-point margin of a 393-point scre`).
extension BrowserTests {
  /// For each block of the page's failures and notes (`.ll-failure pre`, `.ll-note pre`): its
  /// scroll width, its width, its right edge, the window's width, and how wide its longest line
  /// would be unwrapped in the same font.
  static let learnBlocks = """
    Array.from(document.querySelectorAll('.ll-failure pre, .ll-note pre')).map(function (pre) {
      var longest = pre.textContent.split('\\n').reduce(function (a, b) { return b.length > a.length ? b : a; }, '');
      var probe = document.createElement('span');
      probe.style.whiteSpace = 'pre';
      probe.textContent = longest;
      pre.appendChild(probe);
      var unwrapped = probe.getBoundingClientRect().width;
      pre.removeChild(probe);
      return [pre.scrollWidth, pre.clientWidth, pre.getBoundingClientRect().right,
        document.documentElement.clientWidth, unwrapped, pre.parentElement.className];
    })
    """

  @Test func learnPageWrapsItsFailuresAndHints() async throws {
    try await Self.lane.run {
      // An exercise whose failure and hint are each longer than a line of the page, and a path
      // with no space to break at.
      let folder = Scratch()
      let long = (1...12).map { "the margin follows the device, its width and its safe area (\($0))" }
        .joined(separator: ", ")
      try folder.file(
        "course/index.txt", "chapter: C\nexercise: margins\ntitle: Margins\nhint: \(long).\nhint: Really.\n")
      try folder.file(
        "course/margins.lua",
        "local l = list { cell \"a\" {} } -- TODO: 60 points tall\n"
          + "expect_frame(\"a\", { h = 60 }, { message = \"\(long)\" })\n"
          + "expect(false, \"/\(String(repeating: "a-very-long-path-segment/", count: 12))\")\nprint(l)\n")
      _ = try listlab(["learn", "--course", "course", "hint"], directory: folder.path)
      let run = try listlab(["learn", "--course", "course", "--html", "page.html"], directory: folder.path)
      #expect(run.status == 1)
      let browser = try ChromiumSession()
      try browser.emulate(width: 1200, height: 900)
      try browser.open("file://\(folder.path)/page.html")
      let blocks = try #require(try browser.evaluate(Self.learnBlocks) as? [[Any]])
      let kinds = blocks.compactMap { $0[5] as? String }
      #expect(kinds.contains("ll-failure") && kinds.contains("ll-note"), "\(kinds)")
      var wrapped = 0
      for block in blocks {
        let numbers = block.prefix(5).map { ($0 as? NSNumber)?.doubleValue ?? -1 }
        let (scrollWidth, width, right, window, unwrapped) = (
          numbers[0], numbers[1], numbers[2], numbers[3], numbers[4]
        )
        // Nothing runs past the block, nor the block past the window.
        #expect(scrollWidth <= width + 0.5, "\(block)")
        #expect(right <= window + 0.5, "\(block)")
        if unwrapped > width { wrapped += 1 }
      }
      // The failure and the hint have lines longer than the block: they are wrapped, not cut.
      #expect(wrapped == 2, "\(blocks)")
    }
  }
}
