import Foundation
import Testing

/// The transition player in a real browser: its step buttons and the address's hooks stop at
/// each choreography phase with every element at the frame `t:at` gives there; speed, loop, and
/// play stopping at the end.
@Suite(.enabled(if: Chromium.shouldRun, Chromium.skipReason))
struct PlayerTests {
  /// The suite's tests run one at a time, off the test runner's threads (``BrowserLane``).
  static let lane = BrowserLane("PlayerTests")

  /// a b c → c b d under the android choreography: removals, then moves, then additions — four
  /// stops (start, removals end / moves start, moves end / additions start, end).
  static func scene(printing times: [Double] = []) -> String {
    """
    local l = list { height = 300,
      section "s" { header = "Fruits", cell "a" { text = "Alpha" }, cell "b" { text = "Bravo" }, cell "c" { text = "Charlie" } },
    }
    local t = l:apply({ section "s" { header = "Fruits",
      cell "c" { text = "Charlie" }, cell "b" { text = "Bravo" }, cell "d" { text = "Delta" } } },
      { choreography = "android" })
    show(t, 1)
    print(("DURATION %.17g"):format(t.duration))
    for i, time in ipairs({ \(times.map { String(format: "%.17g", $0) }.joined(separator: ", ")) }) do
      for _, e in ipairs(t:at(time)) do
        print(("AT %d %s:%s %.4f %.4f %.4f %.4f %.4f"):format(i, e.kind, e.id, e.x, e.y, e.w, e.h, e.alpha))
      end
    end
    """
  }

  /// The page, its stops (read from the player's data) and the transition's duration.
  struct Page {
    var path: String
    var stops: [Double]
    var duration: Double
  }

  static func page(in scratch: Scratch) throws -> Page {
    let script = try scratch.file("player.lua", scene())
    let path = scratch.path + "/player.html"
    let run = try listlab(["run", script, "--html", path])
    #expect(run.status == 0, "\(run.stderr)")
    let html = try String(contentsOfFile: path, encoding: .utf8)
    let stops = html.matches(of: /\{"t":([0-9.eE+-]+),"label":"[^"]*"\}/).compactMap { Double($0.output.1) }
    let duration = try #require(BrowserTests.lines(run.stdout, tag: "DURATION").first.flatMap { Double($0[0]) })
    return Page(path: path, stops: stops, duration: duration)
  }

  /// What `t:at(time)` gives at each of `times`, by element key: x, y, w, h, alpha.
  static func expectedFrames(at times: [Double], in scratch: Scratch) throws -> [[String: [Double]]] {
    let script = try scratch.file("frames.lua", scene(printing: times))
    let run = try listlab(["run", script])
    #expect(run.status == 0, "\(run.stderr)")
    return times.indices.map { index in
      var frames: [String: [Double]] = [:]
      for line in BrowserTests.lines(run.stdout, tag: "AT") where line[0] == "\(index + 1)" {
        frames[String(line[1])] = BrowserTests.numbers(line[2...].joined(separator: " "))
      }
      return frames
    }
  }

  /// Every element of `expected` is shown at its frame and alpha in `dom`'s transition, and
  /// nothing else is shown.
  static func expectFrames(
    _ dom: String, _ expected: [String: [Double]], at time: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let transition = BrowserTests.show(dom, number: 1)
    let frames = BrowserTests.attributes(transition, key: "data-key", "data-frame")
    let alphas = BrowserTests.attributes(transition, key: "data-key", "data-alpha")
    let states = BrowserTests.attributes(transition, key: "data-key", "data-state")
    #expect(!expected.isEmpty, sourceLocation: sourceLocation)
    for (key, numbers) in expected {
      let shown = BrowserTests.numbers(frames[key] ?? "") + [Double(alphas[key] ?? "") ?? -1]
      #expect(
        shown.count == 5 && zip(shown, numbers).allSatisfy { abs($0 - $1) < 0.0011 },
        "t=\(time) \(key): page \(shown), t:at \(numbers)", sourceLocation: sourceLocation)
    }
    #expect(
      states.filter { $0.value != "absent" }.count == expected.count, "t=\(time): \(states)",
      sourceLocation: sourceLocation)
  }

  /// The player's `data-time`.
  static func time(in dom: String) -> Double? {
    dom.firstMatch(of: /class="ll-show ll-show-transition"[^>]*data-time="([^"]*)"/).flatMap { Double($0.output.1) }
  }

  @Test func stepHooksStopAtEveryPhaseWithTheFramesOfTAt() async throws {
    try await Self.lane.run {
      let scratch = Scratch()
      let page = try Self.page(in: scratch)
      // Android's phases here: removals 0–0.12 s, moves 0.12–0.37 s, additions 0.37–0.49 s.
      #expect(page.stops == [0, 0.12, 0.37, 0.49])
      let expected = try Self.expectedFrames(at: page.stops, in: scratch)
      for (index, stop) in page.stops.enumerated() {
        let dom = try Chromium.dumpDOM("file://\(page.path)#step=\(index)")
        #expect(Self.time(in: dom) == stop, "#step=\(index)")
        Self.expectFrames(dom, expected[index], at: stop)
      }
      // From the end, one step back is the last phase's start; steps past the ends stay there.
      let back = try Chromium.dumpDOM("file://\(page.path)#t=\(page.duration)&step=-1")
      #expect(Self.time(in: back) == page.stops[page.stops.count - 2])
      let past = try Chromium.dumpDOM("file://\(page.path)#step=9")
      #expect(Self.time(in: past) == page.duration)
    }
  }

  @Test func buttonsStepThroughThePhasesAndBack() async throws {
    try await Self.lane.run {
      let scratch = Scratch()
      let page = try Self.page(in: scratch)
      let browser = try ChromiumSession()
      try browser.open("file://\(page.path)")
      let time = "Number(document.querySelector('.ll-show-transition').getAttribute('data-time'))"
      var forward: [Double] = []
      for _ in page.stops.dropFirst() {
        _ = try browser.evaluate("document.querySelector('.ll-next').click()")
        forward.append(try #require(try browser.evaluate(time) as? Double))
      }
      #expect(forward == Array(page.stops.dropFirst()))
      var backward: [Double] = []
      for _ in page.stops.dropLast() {
        _ = try browser.evaluate("document.querySelector('.ll-prev').click()")
        backward.append(try #require(try browser.evaluate(time) as? Double))
      }
      #expect(backward == Array(page.stops.dropLast().reversed()))
      // The stop reached is named under the controls.
      _ = try browser.evaluate("document.querySelector('.ll-next').click()")
      #expect(
        try browser.evaluate("document.querySelector('.ll-stop').textContent") as? String == "removals end, moves start"
      )
    }
  }

  @Test func playsAtItsSpeedAndStopsAtTheEndWithoutLoop() async throws {
    try await Self.lane.run {
      let scratch = Scratch()
      let page = try Self.page(in: scratch)
      let browser = try ChromiumSession()
      try browser.open("file://\(page.path)#speed=0.25&loop=0&play")
      let player = "document.querySelector('.ll-show-transition')"
      #expect(try browser.evaluate("\(player).getAttribute('data-speed')") as? String == "0.25")
      #expect(try browser.evaluate("document.querySelector('.ll-speed').value") as? String == "0.25")
      #expect(try browser.evaluate("document.querySelector('.ll-loop').checked") as? Bool == false)
      // Animation time over the page's own clock, across 0.6 s: a quarter of real time.
      let rate = try #require(
        try browser.evaluate(
          """
          new Promise(function (done) {
            var p = \(player), t0 = Number(p.getAttribute('data-time')), w0 = performance.now();
            setTimeout(function () {
              done((Number(p.getAttribute('data-time')) - t0) / ((performance.now() - w0) / 1000));
            }, 600);
          })
          """) as? Double)
      #expect(rate > 0.17 && rate < 0.33, "rate \(rate)")
      // 0.49 s at 0.25× is about 2 s: then it stops, at the end.
      #expect(try browser.waitUntil("\(player).getAttribute('data-playing') === 'false'", seconds: 10))
      #expect(try browser.evaluate("Number(\(player).getAttribute('data-time'))") as? Double == page.duration)
      #expect(try browser.evaluate("document.querySelector('.ll-play').textContent") as? String == "▶")
    }
  }

  @Test func loopStartsAgainAfterTheEnd() async throws {
    try await Self.lane.run {
      let scratch = Scratch()
      let page = try Self.page(in: scratch)
      let browser = try ChromiumSession()
      try browser.open("file://\(page.path)#loop=1&play")
      let player = "document.querySelector('.ll-show-transition')"
      // Over 2 s (the transition, a 0.4 s hold at its end, and again): time reaches the end, then
      // goes back to the start, and the player is still playing.
      let seen = try #require(
        try browser.evaluate(
          """
          new Promise(function (done) {
            var times = [], p = \(player);
            var timer = setInterval(function () { times.push(Number(p.getAttribute('data-time'))); }, 20);
            setTimeout(function () { clearInterval(timer); done(times); }, 2000);
          })
          """) as? [Double])
      let end = try #require(seen.firstIndex(of: page.duration), "never at the end: \(seen)")
      #expect(seen[end...].contains { $0 < page.duration / 2 }, "\(seen)")
      #expect(try browser.evaluate("\(player).getAttribute('data-playing')") as? String == "true")
    }
  }

  /// The controls are drawn by the page, not in the browser's widget theme (`appearance: none`):
  /// their sizes are the page's, and their colours the page's light or dark ones.
  @Test func controlsHaveThePagesLookInLightAndDark() async throws {
    try await Self.lane.run {
      let scratch = Scratch()
      let page = try Self.page(in: scratch)
      let measure = """
        ['.ll-prev', '.ll-play', '.ll-next', '.ll-speed', '.ll-loop', '.ll-scrub'].map(function (s) {
          var e = document.querySelector(s), r = e.getBoundingClientRect(), style = getComputedStyle(e);
          return [s, r.width, r.height, style.appearance, style.backgroundColor].join(' ');
        })
        """
      // Sizes (the slider's width is the row's room), appearance, and background: --control, the
      // loop box checked in --viewport, the slider's own background clear (its track and knob
      // are drawn by the page too).
      let looks = [
        false: [
          ".ll-prev 36 28 none rgb(244, 244, 246)", ".ll-play 36 28 none rgb(244, 244, 246)",
          ".ll-next 36 28 none rgb(244, 244, 246)", ".ll-speed 68 28 none rgb(244, 244, 246)",
          ".ll-loop 16 16 none rgb(10, 124, 255)",
        ],
        true: [
          ".ll-prev 36 28 none rgb(36, 38, 44)", ".ll-play 36 28 none rgb(36, 38, 44)",
          ".ll-next 36 28 none rgb(36, 38, 44)", ".ll-speed 68 28 none rgb(36, 38, 44)",
          ".ll-loop 16 16 none rgb(78, 161, 255)",
        ],
      ]
      for dark in [false, true] {
        let browser = try ChromiumSession()
        try browser.emulate(width: 900, height: 600, dark: dark)
        try browser.open("file://\(page.path)")
        let controls = try #require(try browser.evaluate(measure) as? [String])
        #expect(Array(controls.dropLast()) == looks[dark], "dark: \(dark)")
        let slider = controls.last?.split(separator: " ") ?? []
        #expect(slider.count >= 5 && slider[2] == "20" && slider[3] == "none", "\(controls.last ?? "")")
        #expect(controls.last?.hasSuffix("rgba(0, 0, 0, 0)") == true, "\(controls.last ?? "")")
      }
    }
  }
}
