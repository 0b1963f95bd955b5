import Foundation
import Testing

/// `run --html` and `demo --html` write one self-contained page (checked without a browser; the
/// browser tests load it).
@Suite struct HTMLPageTests {
  @Test func runWritesOnePageForAllFilesWithTheirTextAndShows() throws {
    let scratch = Scratch()
    let good = try scratch.file(
      "good.lua", "print('before')\nlocal l = list { height = 100, cell 'a' {} }\nshow(l)\nprint('after')\n")
    let bad = try scratch.file("bad.lua", "print('partly')\nerror('it broke')\n")
    let page = scratch.path + "/out.html"
    let result = try listlab(["run", good, bad, "--html", page])
    #expect(result.status == 1)
    // The terminal output is what it is without --html.
    let plain = try listlab(["run", good, bad])
    #expect(result.stdout == plain.stdout)
    #expect(result.stderr.contains("wrote \(page)"))
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains("<h2>\(good)</h2>") && html.contains("<h2>\(bad)</h2>"))
    #expect(html.matches(of: /<svg class="ll-picture"/).count == 1)
    // The text printed before the show stands beside it; the rest follows it.
    let show = try #require(html.firstRange(of: "id=\"show-1\""))
    #expect(html[show.lowerBound...].firstRange(of: "<pre class=\"ll-output\">before</pre>") != nil)
    #expect(html.contains("<pre class=\"ll-output\">after</pre>"))
    // What the script printed, then its error apart, under a heading, so that it stands out.
    #expect(html.contains("<pre class=\"ll-output\">partly</pre>"))
    #expect(
      html.contains(
        "<div class=\"ll-failure\" role=\"alert\"><div class=\"ll-failure-heading\">✗ error</div><pre>\(bad):2: it broke"
      ))
    #expect(!FileManager.default.fileExists(atPath: page + ".watch.js"))
  }

  /// A failed expectation is not plain text under the picture: it has a block of its own, with a
  /// heading; several in a row share one.
  @Test func failedExpectationsStandOut() throws {
    let scratch = Scratch()
    let file = try scratch.file(
      "checks.lua",
      """
      local l = list { height = 100, cell 'a' {} }
      show(l)
      print('checking')
      expect(l:frame('a').h == 50, 'a is 50 tall')
      expect_frame('a', { y = 10 })
      expect(true, 'this one passes')
      """)
    let page = scratch.path + "/checks.html"
    let result = try listlab(["run", file, "--html", page])
    #expect(result.status == 1)
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains("<pre class=\"ll-output\">checking</pre>"))
    #expect(
      html.contains(
        "<div class=\"ll-failure\" role=\"alert\"><div class=\"ll-failure-heading\">✗ expectation failed</div>"
          + "<pre>\(file):4: expectation failed: a is 50 tall\n\(file):5: expectation failed: expected cell &quot;a&quot; to "
          + "have y = 10, got 0"))
    #expect(html.matches(of: /class="ll-failure"/).count == 1)
    #expect(html.contains(".ll-failure { margin: 8px 0; padding: 6px 10px; border-left: 4px solid var(--deleting);"))
  }

  @Test func htmlAndJSONDoNotMix() throws {
    let result = try listlab(["run", "x.lua", "--html", "x.html", "--json"])
    #expect(result.status != 0)
    #expect(result.stderr.contains("--html cannot be used with --json"))
  }

  @Test func demoPageHasEveryStep() throws {
    let scratch = Scratch()
    let page = scratch.path + "/cards.html"
    let result = try listlab(["demo", "cards", "--html", page], directory: ListLabBinary.repository)
    #expect(result.status == 0, "\(result.stderr)")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    let steps = html.matches(of: /<h2>Step (\d+) of (\d+)<\/h2>/)
    #expect(!steps.isEmpty && steps.count == Int(steps[0].output.2))
    #expect(html.contains("<pre class=\"ll-code\"><code>"))
    #expect(html.matches(of: /<svg class="ll-picture"/).count >= 1)
  }

  @Test func picturesStayInsideThemselves() throws {
    let scratch = Scratch()
    let page = scratch.path + "/compositional.html"
    let result = try listlab(["run", "Scripts/compositional.lua", "--html", page], directory: ListLabBinary.repository)
    #expect(result.status == 0, "\(result.stderr)")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains("svg.ll-picture { display: block; max-width: 100%; height: auto; overflow: hidden;"))
    let pictures = html.matches(
      of:
        /<svg class="ll-picture" [^>]*viewBox="([^"]*)"[^>]*>\n<svg class="ll-extent" x="([^"]*)" y="([^"]*)" width="([^"]*)" height="([^"]*)"/
    )
    // Every picture draws into its clipping extent, inside its own box.
    #expect(pictures.count == html.matches(of: /<svg class="ll-picture"/).count)
    #expect(!pictures.isEmpty)
    for picture in pictures {
      let box = picture.output.1.split(separator: " ").compactMap { Double($0) }
      let extent = [picture.output.2, picture.output.3, picture.output.4, picture.output.5].compactMap { Double($0) }
      #expect(box.count == 4 && extent.count == 4)
      #expect(box[0] <= extent[0] && box[1] <= extent[1], "\(box) \(extent)")
      #expect(box[0] + box[2] >= extent[0] + extent[2] && box[1] + box[3] >= extent[1] + extent[3], "\(box) \(extent)")
      // At most a screen on either side of the 375-point viewport.
      #expect(extent[0] >= -375 && extent[0] + extent[2] <= 750)
    }
    // The first picture's orthogonal row of stories runs past the right side: the picture widens
    // to a screen beyond it, dimmed.
    let first = try #require(pictures.first)
    #expect(first.output.4 == "750")
    let firstPicture = html[first.range.lowerBound...]
    let end = try #require(firstPicture.firstRange(of: "</svg>\n<rect class=\"ll-viewport\""))
    #expect(firstPicture[..<end.lowerBound].contains("<rect class=\"ll-beyond\" x=\"375\" y=\"0\" width=\"375\""))
  }
}
