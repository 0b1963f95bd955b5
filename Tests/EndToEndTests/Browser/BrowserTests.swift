import Foundation
import Testing

/// The pages `listlab run --html` and `listlab demo --html` write, loaded in headless Chromium:
/// the DOM after the page's script ran (one picture per show, frames equal to the printed ones,
/// the player at the right frames at t = 0, duration/2 and the duration), and screenshots
/// compared with `Browser/Expected/*.png` (regenerate with `LISTLAB_RECORD=1`).
@Suite(.serialized, .enabled(if: Chromium.shouldRun, Chromium.skipReason))
struct BrowserTests {
  /// A layout, then a spring transition (it overshoots) that deletes, moves and inserts; prints
  /// the layout's cell frames and `t:at` at the three instants the test checks.
  static let scene = """
    local l = list { height = 300,
      section "s" { cell "a" { text = "Alpha" }, cell "b" { text = "Bravo" }, cell "c" { text = "Charlie" } },
    }
    show(l)
    for _, f in ipairs(l:frames()) do
      if f.kind == "cell" then print(("LAYOUT %s %.4f %.4f %.4f %.4f"):format(f.id, f.x, f.y, f.w, f.h)) end
    end
    local t = l:apply({ section "s" { cell "c" { text = "Charlie" }, cell "b" { text = "Bravo" }, cell "d" { text = "Delta" } } },
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

  static func numbers(_ text: some StringProtocol) -> [Double] { text.split(separator: " ").compactMap { Double($0) } }

  /// The part of the page from the show with `id` to the next show.
  static func show(_ html: String, number: Int) -> Substring {
    guard let start = html.firstRange(of: "id=\"show-\(number)\"") else { return "" }
    let rest = html[start.lowerBound...]
    if let end = rest.firstRange(of: "id=\"show-\(number + 1)\"") { return rest[..<end.lowerBound] }
    return rest
  }

  @Test func layoutAndTransitionPicturesMatchThePrintedFrames() throws {
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

    // The layout: one group per cell, at the printed frames.
    let layout = Self.attributes(Self.show(initial, number: 1), key: "data-id", "data-frame")
    let printed = Self.lines(run.stdout, tag: "LAYOUT")
    #expect(printed.count == 3)
    for line in printed {
      let frame = try #require(layout[String(line[0])], "no picture of cell \(line[0])")
      let expected = Self.numbers(line[1...].joined(separator: " "))
      #expect(zip(Self.numbers(frame), expected).allSatisfy { abs($0 - $1) < 0.0011 }, "cell \(line[0]): \(frame)")
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

  @Test func watchedPageLoadsItsWatchScriptFromFileURLs() throws {
    let scratch = Scratch()
    try scratch.file("scene.lua", "print('hello')\n")
    let watching = try WatchTests.Watching(
      ["run", "scene.lua", "--watch", "--html", "page.html"], directory: scratch.path)
    watching.waitFor("hello")
    #expect(watching.interrupt() == 0)
    // The page loads OUT.html.watch.js once a second; a stand-in marks the page when it runs.
    try scratch.file("page.html.watch.js", "document.body.setAttribute('data-polled', String(typeof listlabWatch));\n")
    let dom = try Chromium.dumpDOM("file://\(scratch.path)/page.html", virtualTime: 2500)
    #expect(dom.contains("data-polled=\"function\""))
  }

  @Test func choreographyPageAtHalfTime() throws {
    let scratch = Scratch()
    let page = scratch.path + "/choreography.html"
    let run = try listlab(["run", "Scripts/choreography.lua", "--html", page], directory: ListLabBinary.repository)
    #expect(run.status == 0)
    let image = try Chromium.screenshot(
      "file://\(page)#t=0.15", to: scratch.path + "/shot.png", width: 900, height: 520)
    try expectScreenshot(image, file: scratch.path + "/shot.png", named: "choreography-t0.15")
  }

  @Test func demoPageInDarkMode() throws {
    let scratch = Scratch()
    let page = scratch.path + "/diff-tour.html"
    let run = try listlab(["demo", "diff-tour", "--html", page], directory: ListLabBinary.repository)
    #expect(run.status == 0)
    let dom = try Chromium.dumpDOM("file://\(page)")
    // Five steps; every print of a list or transition is a picture, the four transitions playable.
    #expect(dom.matches(of: /<h2>Step \d of 5<\/h2>/).count == 5)
    #expect(dom.contains("data-ready=\"4\""))
    let image = try Chromium.screenshot(
      "file://\(page)#t=0.15", to: scratch.path + "/shot.png", width: 900, height: 1250, dark: true)
    // Dark mode: the page's background is dark.
    let corner = image.pixel(x: 2, y: 2)
    #expect(corner.r < 60 && corner.g < 60 && corner.b < 60, "background \(corner)")
    try expectScreenshot(image, file: scratch.path + "/shot.png", named: "diff-tour-dark")
  }
}
