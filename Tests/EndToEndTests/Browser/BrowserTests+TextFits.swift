import Foundation
import Testing

extension BrowserTests {
  /// The pages ListLab ships: every demo's (`listlab demo NAME --html`) and every scenario's run
  /// (`listlab run Scripts/NAME.lua --html`).
  static var shippedPages: [(name: String, arguments: [String])] {
    let demos = (try? FileManager.default.contentsOfDirectory(atPath: ListLabBinary.repository + "/Scripts")) ?? []
    let names = demos.filter { $0.hasPrefix("demo-") && $0.hasSuffix(".lua") }.map {
      String($0.dropFirst(5).dropLast(4))
    }
    return names.sorted().map { ("demo-\($0)", ["demo", $0]) }
      + ScenarioTests.scenarios.map { ($0, ["run", "Scripts/\($0).lua"]) }
  }

  /// Every text block of a page (with its folded wireframes unfolded) whose text runs past its
  /// box — cut, or scrolled sideways — as `tag.class: content width > box width px: text…`, and
  /// the page itself when it is wider than the window.
  static let overflowingText = """
    (function () {
      document.querySelectorAll("details").forEach(function (d) { d.open = true; });
      var out = [], root = document.documentElement;
      if (root.scrollWidth > window.innerWidth) out.push("the page: " + root.scrollWidth + " > " + window.innerWidth + " px");
      var blocks = "pre, li, p, h1, h2, summary, .ll-summary, .ll-caption, .ll-stop, .ll-legend, .ll-time, .ll-failure-heading";
      document.querySelectorAll(blocks).forEach(function (e) {
        if (e.scrollWidth > e.clientWidth + 1) {
          out.push(e.tagName.toLowerCase() + "." + e.className + ": " + e.scrollWidth + " > " + e.clientWidth + " px: "
            + e.textContent.slice(0, 80));
        }
      });
      return out;
    })()
    """

  /// At 1200 pixels, no text of a shipped page is cut or needs scrolling sideways: long printed
  /// lines (a stage's explanation) and code wrap, and so does the stage list.
  @Test func noTextOfAShippedPageOverflowsAt1200Pixels() async throws {
    try await Self.lane.run {
      let scratch = Scratch()
      var pages: [(name: String, path: String)] = []
      for (name, arguments) in Self.shippedPages {
        let path = scratch.path + "/\(name).html"
        let result = try listlab(arguments + ["--html", path], directory: ListLabBinary.repository)
        #expect(result.status == 0, "\(name): \(result.stderr)")
        pages.append((name, path))
      }
      #expect(pages.count >= 20)
      let browser = try ChromiumSession()
      try browser.emulate(width: 1200, height: 900)
      for page in pages {
        try browser.open("file://\(page.path)")
        let overflowing = try #require(try browser.evaluate(Self.overflowingText) as? [String])
        #expect(overflowing.isEmpty, "\(page.name): \(overflowing.joined(separator: "\n"))")
      }
    }
  }

  /// The check above finds text that runs past its box: a page whose printed line does not wrap
  /// (the style without the wrapping rule) fails it.
  @Test func theOverflowCheckFindsALineThatDoesNotWrap() async throws {
    try await Self.lane.run {
      let scratch = Scratch()
      let page = scratch.path + "/long.html"
      let script = try scratch.file("long.lua", "print(string.rep('word ', 400))\nshow(list { cell 'a' {} })\n")
      let result = try listlab(["run", script, "--html", page])
      #expect(result.status == 0, "\(result.stderr)")
      let browser = try ChromiumSession()
      try browser.emulate(width: 1200, height: 900)
      try browser.open("file://\(page)")
      #expect(try browser.evaluate(Self.overflowingText) as? [String] == [])
      _ = try browser.evaluate(
        "document.querySelectorAll('pre.ll-output').forEach(function (p) { p.style.whiteSpace = 'pre'; })")
      let found = try #require(try browser.evaluate(Self.overflowingText) as? [String])
      #expect(found.contains { $0.hasPrefix("pre.ll-output: ") && $0.contains("word word") }, "\(found)")
    }
  }

  /// The outline of a cell hidden under another one shows while it is hidden, in the player.
  @Test func thePlayerShowsTheOutlineOfAHiddenCellOnlyWhileItIsHidden() async throws {
    try await Self.lane.run {
      let scratch = Scratch()
      let page = scratch.path + "/cross.html"
      let script = try scratch.file(
        "cross.lua",
        "local l = list{cell 'a'{}, cell 'b'{}}\nshow(l:apply({cell 'b'{}, cell 'a'{}}, { curve = 'linear' }))\n")
      let result = try listlab(["run", script, "--html", page])
      #expect(result.status == 0, "\(result.stderr)")
      for (time, shown) in [(0.0, false), (0.15, true), (0.3, false)] {
        let dom = try Chromium.dumpDOM("file://\(page)#t=\(time)")
        let tag = try #require(dom.firstMatch(of: /<g [^>]*data-over="cell:a"[^>]*>/)?.output)
        #expect(tag.contains("display=\"none\"") == !shown, "t=\(time): \(tag)")
        if shown {
          // At a's frame, over everything: after every element's group.
          let frame = try #require(dom.firstMatch(of: /<g [^>]*data-key="cell:a"[^>]*>/)?.output)
          #expect(Self.value(of: "transform", in: tag) == Self.value(of: "transform", in: frame))
          let lastGroup = try #require(dom.ranges(of: "data-key=\"").last)
          #expect(try #require(dom.firstRange(of: "data-over=\"cell:a\"")).lowerBound > lastGroup.lowerBound)
        }
      }
    }
  }
}
