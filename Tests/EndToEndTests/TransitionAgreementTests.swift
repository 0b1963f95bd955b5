import Foundation
import Testing

/// The printed transition, its picture and its stages say one thing, as `listlab run` prints and
/// draws them: an element's state follows its stage, a position of the data between two stages is
/// marked with the element's place before or after the change, and an element hidden under
/// another one is outlined on the page.
@Suite struct TransitionAgreementTests {
  /// The script: section s (a, b) replaced by section t (b, c). The stages delete s and
  /// insert t; b leaves with s and arrives with t — it never slides from one to the other.
  @Test func aCellOfADeletedSectionLeavesWithItAndArrivesWithTheNewOne() throws {
    let scratch = Scratch()
    let file = try scratch.file(
      "swap.lua",
      """
      local l = list{section "s"{cell "a"{},cell "b"{}}}
      local t = l:apply({section "t"{cell "b"{},cell "c"{}}}, { steps = 2 })
      print(t)
      show(t)
      """)
    let page = scratch.path + "/swap.html"
    let result = try listlab(["run", file, "--html", page])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix(
        """
        apply · uikit · 0.3 s easeInOut · 2 stages
        timing: one animation block, 0–0.3 s: the stages are applied in order and animate together
        stage 1 of 2 · deletes
          Deletes refer to the data as it was before the batch, so section and item deletes go together before anything is inserted or moved, and items leave with their section.
          delete section 0 s
        stage 2 of 2 · section inserts and moves
          UIKit cannot move an item into a section inserted or moved in the same batch, so sections take their final places first, new sections arriving with their new items.
          insert section 0 t
        t=0
          cell a (0 0; 375 44) alpha=1 deleting
          separator a (16 43.667; 359 0.333) alpha=1 deleting
          cell b (0 44; 375 44) alpha=1 deleting
          cell b (0 0; 375 44) alpha=0 inserting
          separator b (16 43.667; 359 0.333) alpha=0 inserting
          cell c (0 44; 375 44) alpha=0 inserting
        t=0.15
          cell a (0 0; 375 44) alpha=0.5 deleting
          separator a (16 43.667; 359 0.333) alpha=0.5 deleting
          cell b (0 44; 375 44) alpha=0.5 deleting
          cell b (0 0; 375 44) alpha=0.5 inserting
          separator b (16 43.667; 359 0.333) alpha=0.5 inserting
          cell c (0 44; 375 44) alpha=0.5 inserting
        t=0.3
          cell a (0 0; 375 44) alpha=0 deleting
          separator a (16 43.667; 359 0.333) alpha=0 deleting
          cell b (0 44; 375 44) alpha=0 deleting
          cell b (0 0; 375 44) alpha=1 inserting
          separator b (16 43.667; 359 0.333) alpha=1 inserting
          cell c (0 44; 375 44) alpha=1 inserting

        """), "\(result.stdout)")
    // The page draws both b: the one leaving and the one arriving, each with its own samples,
    // neither of them ever shifting.
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains("data-key=\"cell:b:deleted\""))
    #expect(html.contains("data-key=\"cell:b\""))
    #expect(!html.contains("ll-shifting\" data-key"))
    let data = try #require(html.firstRange(of: "\"key\":\"cell:b:deleted\"").map { html[$0.lowerBound...] })
    let states = try #require(data.firstMatch(of: /"s":"([a-z-]+)"/)?.output.1)
    #expect(Set(states) == ["d"], "the leaving b is deleting at every sample: \(states)")
  }

  /// A stage's move starts where the stages before it left the item: that intermediate path is
  /// marked, with the item's path before the change; a section's index likewise.
  @Test func anIntermediatePathIsMarkedWithThePathBeforeTheChange() throws {
    let scratch = Scratch()
    let file = try scratch.file(
      "intermediate.lua",
      """
      local l = list{section "x"{cell "a"{}}, section "y"{cell "b"{}, cell "cherry"{}}}
      local t = l:apply({section "y"{cell "cherry"{}, cell "b"{}}})
      print(t.stages[2])
      local m = list{section "x"{cell "a"{}}, section "y"{cell "b"{}}, section "w"{cell "k"{}}}
      print(m:apply({section "w"{cell "k"{}}, section "y"{cell "b"{}}}).stages[2])
      -- One stage: its paths are the data's before and after, and nothing is marked.
      print(list{cell "a"{}, cell "b"{}}:apply({cell "b"{}, cell "a"{}}).stages[1])
      """)
    let result = try listlab(["run", file, "--no-explanations"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        stage 2 of 2 · item inserts and moves
          move [0,1] → [0,0] cherry (intermediate path; [1,1] before the change)
        stage 2 of 2 · section inserts and moves
          move section 1 → 0 w (intermediate index; 2 before the change)
        stage 1 of 1 · item inserts and moves
          move [0,1] → [0,0] b

        """)
  }

  /// Two cells swapped: at the middle they sit on the same frame. The page outlines the one drawn
  /// underneath while it is hidden, and only then.
  @Test func theCellHiddenUnderAnotherIsOutlinedWhileItIsHidden() throws {
    let scratch = Scratch()
    let file = try scratch.file(
      "cross.lua",
      """
      local l = list{cell "a"{}, cell "b"{}}
      local t = l:apply({cell "b"{}, cell "a"{}}, { curve = "linear" })
      for _, e in ipairs(t:at(0.15)) do if e.kind == "cell" then print(e.id, e.y, e.state) end end
      show(t)
      """)
    let page = scratch.path + "/cross.html"
    let result = try listlab(["run", file, "--html", page])
    #expect(result.status == 0, "\(result.stderr)")
    // b moves on purpose and is drawn over a, which only makes room: both at y 22 at 0.15 s.
    #expect(result.stdout.hasPrefix("b\t22.0\tmoving\na\t22.0\tshifting\n"))
    let html = try String(contentsOfFile: page, encoding: .utf8)
    // a's outline is drawn over everything, hidden at t = 0 (nothing covers a then) …
    let outline = try #require(html.firstMatch(of: /<g class="ll-over ll-shifting" data-over="cell:a"[^>]*>/))
    #expect(outline.output.contains("display=\"none\""))
    #expect(!html.contains("data-over=\"cell:b\""))
    // … and shown at the samples where b covers at least half of it: around the middle only.
    let data = try #require(html.firstRange(of: "\"key\":\"cell:a\"").map { html[$0.lowerBound...] })
    let covered = try #require(data.firstMatch(of: /"o":"([01]+)"/)?.output.1)
    let times = try #require(html.firstMatch(of: /"times":\[([0-9.,e-]+)\]/)?.output.1)
      .split(separator: ",").compactMap { Double($0) }
    #expect(covered.count == times.count)
    for (time, flag) in zip(times, covered) {
      // Linear: a is at 44 × t / 0.3 and b at 44 − that; b covers half of a while they are
      // within 22 points: 0.075 ≤ t ≤ 0.225.
      let gap = abs(44 - 2 * 44 * time / 0.3)
      if gap < 21.9 { #expect(flag == "1", "t=\(time)") }
      if gap > 22.1 { #expect(flag == "0", "t=\(time)") }
    }
  }
}
