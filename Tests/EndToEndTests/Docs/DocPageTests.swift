import Foundation
import Testing

/// The documentation is tested as Rust tests its docs: every Lua example of the README and of
/// `docs/` runs, and prints what the page shows (the convention: ``DocExample``, and
/// docs/CONTRIBUTING.md); every relative link reaches a file and a heading; the README stays a
/// first page that links every other.
@Suite struct DocPageTests {
  @Test(arguments: DocPage.all)
  func everyExampleRunsAndPrintsWhatThePageShows(page: DocPage) throws {
    let failures = try DocExampleRun(page: page).run()
    for failure in failures { Issue.record(Comment(rawValue: failure)) }
    if DocExampleRun.recording {
      Issue.record("recorded the outputs of \(page.path); review the diff and run again without LISTLAB_RECORD")
    }
  }

  @Test func everyRelativeLinkReachesAFileAndAHeading() {
    let pages = Dictionary(uniqueKeysWithValues: DocPage.all.map { ($0.path, $0) })
    for page in DocPage.all {
      let folder = (page.path as NSString).deletingLastPathComponent
      for link in page.relativeLinks {
        let target =
          link.file.isEmpty
          ? page.path : ((folder as NSString).appendingPathComponent(link.file) as NSString).standardizingPath
        guard FileManager.default.fileExists(atPath: ListLabBinary.repository + "/" + target) else {
          Issue.record("\(page.path):\(link.line): no file \(target)")
          continue
        }
        guard let anchor = link.anchor else { continue }
        guard let linked = pages[target] else {
          Issue.record("\(page.path):\(link.line): #\(anchor) points into \(target), which is not a page of the docs")
          continue
        }
        #expect(linked.anchors.contains(anchor), "\(page.path):\(link.line): \(target) has no heading #\(anchor)")
      }
    }
  }

  @Test func theReadmeIsAFirstPageThatLinksEveryPage() throws {
    let readme = try #require(DocPage.all.first { $0.path == "README.md" })
    #expect(readme.lines.count <= 250, "README.md has \(readme.lines.count) lines; at most 250")
    let linked = Set(readme.relativeLinks.map { ($0.file as NSString).standardizingPath })
    for page in DocPage.all where page.path != "README.md" {
      #expect(linked.contains(page.path), "README.md does not link \(page.path)")
    }
  }

  // MARK: The checker itself

  /// A page with one example of each kind that goes wrong: each is reported at its line.
  @Test func wrongOutputsFailingScriptsAndBlocksOutsideTheConventionAreReported() throws {
    let page = DocPage(
      path: "made-up.md",
      text: """
        # A made-up page

        ```lua
        print(1 + 1)
        ```

        ```text
        3
        ```

        ```lua
        local l = list { cell "a" { height = -1 } }
        ```

        ```lua fragment
        local x = = 1
        ```

        ```console
        > 6 * 7
        41
        ```

        ```
        print("unlabelled")
        ```

        ```lua
        print("fine")
        ```

        Prose between an example and the output meant for it.

        ```text
        ```
        """)
    let failures = try DocExampleRun(page: page).run()
    #expect(failures.count == 6, "\(failures)")
    #expect(failures.contains { $0.hasPrefix("made-up.md:34: an empty text block") })
    #expect(failures.contains { $0.hasPrefix("made-up.md:24: a code block needs a language") })
    #expect(failures.contains { $0.hasPrefix("made-up.md:8: the page shows \"3\", listlab printed \"2\"") })
    #expect(failures.contains { $0.hasPrefix("made-up.md:11: the example failed: made-up-11.lua:1:") })
    #expect(failures.contains { $0.hasPrefix("made-up.md:15: the example failed: made-up-15.lua:1:") })
    #expect(failures.contains { $0.hasPrefix("made-up.md:21: the page shows \"41\", listlab printed \"42\"") })
  }

  /// Recording rewrites only the repository's own pages (the README and `docs/`); a page a test
  /// makes up is recorded in memory and written nowhere (one such page once landed at the root).
  @Test func recordingWritesOnlyTheDocsOwnPages() throws {
    let path = "recorded-made-up.md"
    let page = DocPage(path: path, text: "```lua\nprint(1 + 1)\n```\n\n```text\n3\n```\n")
    let run = DocExampleRun(page: page, recording: true)
    #expect(try run.run().isEmpty)
    #expect(run.recorded[5] == ["2"], "\(run.recorded)")
    #expect(!FileManager.default.fileExists(atPath: ListLabBinary.repository + "/" + path))
    for page in DocPage.all {
      #expect(page.file == ListLabBinary.repository + "/" + page.path)
      #expect(page.path == "README.md" || page.path.hasPrefix("docs/"), "\(page.path)")
    }
  }

  /// The same page written right passes, named files are there for the commands after them, and
  /// a block that starts with an entry goes on with the session before it.
  @Test func aRightPagePassesAndItsNamedFilesRunFromTheConsole() throws {
    let page = DocPage(
      path: "right.md",
      text: """
        ```lua greet.lua
        print("hello")
        expect(true)
        ```

        ```text
        hello
        ```

        ```console
        $ listlab test greet.lua
        ✓ greet.lua (1 expectation)
        1 passed, 0 failed
        $ listlab
        > local x = 6
        > x * 7
        42
        ```

        Prose between two parts of one session.

        ```console
        > x + y
        stdin:3: attempt to perform arithmetic on a nil value (global 'y')
        > :trace
        stdin:3: attempt to perform arithmetic on a nil value (global 'y')
        stack traceback:
        	stdin:3: in main chunk
        ```
        """)
    let failures = try DocExampleRun(page: page).run()
    #expect(failures.isEmpty, "\(failures)")
  }
}
