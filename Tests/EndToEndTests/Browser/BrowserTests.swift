import Foundation
import Testing

/// The pages `listlab run --html` and `listlab demo --html` write, loaded in headless Chromium:
/// the DOM after the page's script ran (one picture per show, frames equal to the printed ones,
/// the player at the right frames at t = 0, duration/2 and the duration), a page open under
/// `--watch`, and screenshots of ListLab's drawing compared with `Browser/Expected/*.png`
/// (`BrowserTests+Screenshots.swift`; regenerate with `LISTLAB_RECORD=1`).
@Suite(.enabled(if: Chromium.shouldRun, Chromium.skipReason))
struct BrowserTests {
  /// The suite's tests run one at a time, off the test runner's threads (``BrowserLane``).
  static let lane = BrowserLane("BrowserTests")

  /// A layout, then a spring transition (it overshoots) that deletes, moves and inserts; prints
  /// the layout's frames (cells, separators, the header) and `t:at` at the three instants the
  /// test checks.
  static let scene = """
    local l = list { height = 300,
      section "s" { header = "Fruits", cell "a" { text = "Alpha" }, cell "b" { text = "Bravo" }, cell "c" { text = "Charlie" } },
    }
    show(l)
    for _, f in ipairs(l:frames()) do
      print(("LAYOUT %s %s %.4f %.4f %.4f %.4f"):format(f.kind, f.id or "-", f.x, f.y, f.w, f.h))
    end
    local t = l:apply({ section "s" { header = "Fruits",
      cell "c" { text = "Charlie" }, cell "b" { text = "Bravo" }, cell "d" { text = "Delta" } } },
      { curve = { spring = { damping = 0.5, response = 0.35 } } })
    show(t, 1)
    print(("DURATION %.17g"):format(t.duration))
    for i, time in ipairs({ 0, t.duration / 2, t.duration }) do
      for _, e in ipairs(t:at(time)) do
        print(("AT %d %s:%s %.4f %.4f %.4f %.4f %.4f"):format(i, e.kind, e.id, e.x, e.y, e.w, e.h, e.alpha))
      end
    end
    """

  /// Numbers after a tag on the lines that start with it.
  static func lines(_ output: String, tag: String) -> [[Substring]] {
    output.split(separator: "\n").filter { $0.hasPrefix(tag + " ") }.map {
      $0.split(separator: " ").dropFirst().map { $0 }
    }
  }

  /// `attribute="value"` of every `<g …>` that has both `key` and `attribute`, by `key`'s value.
  static func attributes(_ html: Substring, key: String, _ attribute: String) -> [String: String] {
    var result: [String: String] = [:]
    for match in html.matches(of: /<g [^>]*>/) {
      let tag = match.output
      guard let keyValue = value(of: key, in: tag), let value = value(of: attribute, in: tag) else { continue }
      result[keyValue] = value
    }
    return result
  }

  static func value(of attribute: String, in tag: Substring) -> String? {
    guard let start = tag.firstRange(of: " \(attribute)=\"") else { return nil }
    let rest = tag[start.upperBound...]
    return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
  }

  /// The `data-frame` of every element of `kind` (any tag) in `html`.
  static func frames(_ html: Substring, kind: String) -> [[Double]] {
    html.matches(of: /<[a-z]+ [^>]*>/).compactMap { match -> [Double]? in
      let tag = match.output
      guard value(of: "data-kind", in: tag) == kind, let frame = value(of: "data-frame", in: tag) else { return nil }
      return numbers(frame)
    }
  }

  static func numbers(_ text: some StringProtocol) -> [Double] { text.split(separator: " ").compactMap { Double($0) } }

  /// The part of the page from the show with `id` to the next show.
  static func show(_ html: String, number: Int) -> Substring {
    guard let start = html.firstRange(of: "id=\"show-\(number)\"") else { return "" }
    let rest = html[start.lowerBound...]
    if let end = rest.firstRange(of: "id=\"show-\(number + 1)\"") { return rest[..<end.lowerBound] }
    return rest
  }

  @Test func layoutAndTransitionPicturesMatchThePrintedFrames() async throws {
    try await Self.lane.run {
      let scratch = Scratch()
      let script = try scratch.file("scene.lua", Self.scene)
      let page = scratch.path + "/scene.html"
      let run = try listlab(["run", script, "--html", page])
      #expect(run.status == 0, "\(run.stderr)")
      let duration = try #require(Self.lines(run.stdout, tag: "DURATION").first.flatMap { Double($0[0]) })

      let initial = try Chromium.dumpDOM("file://\(page)")
      // The script ran and made one player; one picture per show.
      #expect(initial.contains("data-ready=\"1\""))
      #expect(initial.matches(of: /<svg class="ll-picture"/).count == 2)
      #expect(initial.matches(of: #/class="ll-show /#).count == 2)

      // The layout: one picture of each printed element, at the printed frame: cells, separators
      // and the header, each as many as printed.
      let layout = Self.show(initial, number: 1)
      let printed = Self.lines(run.stdout, tag: "LAYOUT")
      #expect(printed.map { String($0[0]) }.sorted() == ["cell", "cell", "cell", "header", "separator", "separator"])
      for kind in ["cell", "separator", "header"] {
        let shown = Self.frames(layout, kind: kind)
        let expected = printed.filter { $0[0] == kind }.map { Self.numbers($0[2...].joined(separator: " ")) }
        #expect(shown.count == expected.count, "\(kind): \(shown)")
        for frame in expected {
          #expect(
            shown.contains { zip($0, frame).allSatisfy { abs($0 - $1) < 0.0011 } }, "no \(kind) at \(frame): \(shown)")
        }
      }

      // The player at t = 0, duration/2 and the duration: every element of t:at(time) shown at
      // its frame and alpha, and nothing else shown.
      for (index, time) in [0, duration / 2, duration].enumerated() {
        let dom = index == 0 ? initial : try Chromium.dumpDOM("file://\(page)#t=\(String(format: "%.17g", time))")
        let transition = Self.show(dom, number: 2)
        let frames = Self.attributes(transition, key: "data-key", "data-frame")
        let alphas = Self.attributes(transition, key: "data-key", "data-alpha")
        let states = Self.attributes(transition, key: "data-key", "data-state")
        let expected = Self.lines(run.stdout, tag: "AT").filter { $0[0] == "\(index + 1)" }
        #expect(!expected.isEmpty)
        for line in expected {
          let key = String(line[1])
          let frame = try #require(frames[key], "t=\(time): no element \(key)")
          let numbers = Self.numbers(line[2...].joined(separator: " "))
          let shown = Self.numbers(frame) + [Double(alphas[key] ?? "") ?? -1]
          #expect(
            zip(shown, numbers).allSatisfy { abs($0 - $1) < 0.0011 },
            "t=\(time) \(key): page \(shown), t:at \(numbers)")
        }
        let absent = states.filter { $0.value == "absent" }.map(\.key)
        #expect(Set(absent).isDisjoint(with: expected.map { String($0[1]) }))
        #expect(states.count - absent.count == expected.count, "t=\(time): \(states)")
      }
    }
  }

  @Test func watchedPageLoadsItsWatchScriptFromFileURLs() async throws {
    try await Self.lane.run {
      let scratch = Scratch()
      try scratch.file("scene.lua", "print('hello')\n")
      let watching = try WatchTests.Watching(
        ["run", "scene.lua", "--watch", "--html", "page.html"], directory: scratch.path)
      watching.waitFor("hello")
      #expect(watching.interrupt() == 0)
      // The page loads OUT.html.watch.js once a second; a stand-in marks the page when it runs.
      try scratch.file(
        "page.html.watch.js", "document.body.setAttribute('data-polled', String(typeof listlabWatch));\n")
      let dom = try Chromium.dumpDOM("file://\(scratch.path)/page.html", virtualTime: 2500)
      #expect(dom.contains("data-polled=\"function\""))
    }
  }

  @Test func anOpenPageReloadsWhenWatchRewritesIt() async throws {
    try await Self.lane.run {
      let scratch = Scratch()
      try scratch.file("scene.lua", "print('first version')\nshow(list { height = 100, cell 'a' {} })\n")
      let page = scratch.path + "/page.html"
      let watching = try WatchTests.Watching(
        ["run", "scene.lua", "--watch", "--html", "page.html"], directory: scratch.path)
      defer { _ = watching.interrupt() }
      watching.waitFor("first version")
      try Self.waitForPage(page, containing: "first version")
      let first = try WatchTests.stamps(page: page).page

      let browser = try ChromiumSession()
      try browser.open("file://\(page)")
      #expect(try browser.evaluate("document.body.getAttribute('data-loads')") as? String == "1")
      #expect(try browser.evaluate("document.body.getAttribute('data-watch-stamp')") as? String == first)

      try scratch.file("scene.lua", "print('second version')\nshow(list { height = 100, cell 'b' {} })\n")
      watching.waitFor("second version")
      // The open page polls its watch script once a second, sees the new stamp and reloads: a later
      // load of this tab shows the new page. (Saving a file may be seen as two changes, each
      // rewriting the page: the tab then reloads once per page it missed.)
      #expect(
        try browser.waitUntil(
          "Number(document.body.getAttribute('data-loads')) >= 2 && document.body.textContent.includes('second version')",
          seconds: 30))
      let second = try browser.evaluate("document.body.getAttribute('data-watch-stamp')") as? String
      #expect(second != nil && second != first)
      // Once the tab shows the last page written, it does not reload again while nothing changes:
      // two of its polls in a row report the stamp it shows, and it is still the same page.
      #expect(try browser.waitUntil(Self.pollsInARowWithoutReload(2), seconds: 30))
      let shown = try browser.evaluate("document.body.getAttribute('data-watch-stamp')") as? String
      #expect(shown == (try WatchTests.stamps(page: page).script))
    }
  }

  /// A JavaScript condition: the open page has, since this condition was first asked on it, seen
  /// its watch script report the page's own stamp `count` times in a row, and not reloaded. The
  /// first time it is asked on a page it wraps the page's `listlabWatch` to count; a reload
  /// starts a fresh window, whose count starts again.
  static func pollsInARowWithoutReload(_ count: Int) -> String {
    """
    (function () {
      if (!document.body || !document.body.hasAttribute('data-ready') || !window.listlabWatch) return false;
      if (!window.listlabTestPolls) {
        var poll = window.listlabWatch, stamp = document.body.getAttribute('data-watch-stamp');
        window.listlabTestPolls = { inARow: 0 };
        window.listlabWatch = function (latest) {
          window.listlabTestPolls.inARow = latest === stamp ? window.listlabTestPolls.inARow + 1 : 0;
          poll(latest);
        };
      }
      return window.listlabTestPolls.inARow >= \(count);
    })()
    """
  }

  /// Waits until `--watch` has written the page with `text` and its watch script with the page's
  /// stamp (the page comes after the text is printed, the script after the page).
  static func waitForPage(_ page: String, containing text: String) throws {
    let written = waitUntil(seconds: 20) {
      guard let html = try? String(contentsOfFile: page, encoding: .utf8), html.contains(text),
        let stamps = try? WatchTests.stamps(page: page)
      else { return false }
      return !stamps.page.isEmpty && stamps.page == stamps.script
    }
    if !written { Issue.record("\(page) was not written with \(text)") }
  }
}
