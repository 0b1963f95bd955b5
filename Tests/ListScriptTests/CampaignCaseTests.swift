import LuaBridge
import Testing

@testable import ListScript

/// Wrong results a black-box campaign of generated scripts found (compositional layouts, diffable
/// snapshots, batches, plain headers), each as the script that showed it, checked against values
/// worked out by hand from the README's rules and UIKit's documented behaviour.
@Suite struct CampaignCaseTests {
  // MARK: Orthogonal snapping near the row's end

  /// Three groups 156 wide, 10.5 apart, in a 390-point list: the row is 3 × 156 + 2 × 10.5 = 489
  /// long and scrolls to 489 − 390 = 99; groups start at 0, 166.5 and 333, pages at 0 and 390.
  /// A drag released at 50 is 50 from the stop at 0 and 116.5 from 166.5 (340 from the page at
  /// 390): the nearest stop is 0, and it is inside the row. (Clamping every stop to the row first
  /// made 166.5, 333 and 390 into 99, 49 away, and the row rested at 99.)
  @Test(arguments: ["paging", "groupPaging", "continuousGroupLeadingBoundary"])
  func aDragNearTheStartOfARowBarelyLongerThanTheListRestsAtTheStart(behavior: String) throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      local l = list {
        width = 390,
        layout = layout_section {
          hgroup { width = absolute(156), height = absolute(80), item {} },
          orthogonal = "\(behavior)", spacing = 10.5,
        },
        section "row" { cell "a" {}, cell "b" {}, cell "c" {} },
      }
      local rest = l:scroll_section("row", 50)
      local offset, a = l:section_offset("row"), l:frame("a").x
      -- 250: 83 from 333 (cut to 99), 83.5 from 166.5; 140 from the page at 390 (cut to 99).
      local far = l:scroll_section("row", 250)
      return rest, offset, a, far, l:frame("c").x
      """)
    // At 99 the last group (333) stands at 333 − 99 = 234: its trailing edge at 390, the list's.
    #expect(results.map(\.description) == ["0.0", "0.0", "0.0", "99.0", "234.0"])
  }

  // MARK: Reconfiguring an item whose provider answers as before

  /// The provider is asked for `a` again and returns the declaration `a` already has (text "A").
  /// UIKit's `reconfigureItems` reconfigures the cell whatever the answer: the change lists it in
  /// `t.reconfigured` at [0,0], `print(t)` shows it under "reconfigured in place", and its frame
  /// stays (0 0; 375 44), so it is `steady` at every instant.
  @Test func reconfiguringAnItemWhoseProviderAnswersAsBeforeIsReported() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      local l = list { section "s" { cell "a" { text = "A" }, cell "b" { text = "B" } } }
      local asked = {}
      l:set_cell_provider(function(id) asked[#asked + 1] = id; return cell(id) { text = id:upper() } end)
      local s = l:snapshot()
      s:reconfigure_items({ "a" })
      local t = l:apply_snapshot(s)
      local r = t.reconfigured[1]
      local state
      for _, e in ipairs(t:at(0.15, { all = true })) do
        if e.kind == "cell" and e.id == "a" then state = e.state end
      end
      return table.concat(asked, ","), #t.reconfigured, r.id, r.section, r.item, #t.stages, state, tostring(t)
      """)
    #expect(results.prefix(7).map(\.description) == ["a", "1", "a", "0", "0", "0", "steady"])
    #expect(
      results[7].string == """
        apply_snapshot · uikit · 0.3 s easeInOut · 0 stages
        reconfigured in place
          A reconfigured cell stays on screen and takes its new content in place, outside the batch, and is measured again: no reload, no crossfade; if its height changes it resizes and the cells below move.
          reconfigure [0,0] a
        """)
  }

  // MARK: A batch that renames a section

  /// The list has section "old"; the batch's new data calls it "new" and declares nothing. UIKit
  /// checks counts only (1 section of 1 row before and after) and keeps the section: it has no
  /// identifier there. ListLab warns, as it does for a row the ids and the claims disagree on,
  /// and the stage's `after` names the section as the list now has it, "new".
  @Test func aBatchThatRenamesASectionWarnsAndItsAfterNamesTheNewSection() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      local l = list { section "old" { cell "a" {} } }
      local t = l:batch({ section "new" { cell "a" {} } }, function(b) end)
      local after = t.stages[#t.stages].after
      return #t.warnings, t.warnings[1], #t.stages, after[1].id, after[1].items[1], l:frames()[1].section,
        l:snapshot():section_identifiers()[1]
      """)
    #expect(results[0].integer == 1)
    #expect(
      results[1].string
        == #"batch: no operation names section 0 ("old"), where the new data has "new": the section keeps its cells and is renamed "new" (reload section 0, or delete section 0 and insert section 0, to replace it)"#
    )
    #expect(results.dropFirst(2).map(\.description) == ["1", "new", "a", "0", "new"])
    #expect(script.host.warnings.map(\.description) == ["test.lua:2: warning: " + (results[1].string ?? "")])
  }

  // MARK: Plain headers scrolled past

  /// Two plain sections in a 200-point viewport: headers 32.333 tall (README: a plain header),
  /// cells 44. Section a spans 0 to 32.333 + 2 × 44 = 120.333; section b's header starts there
  /// and its cells at 152.667; the content is 120.333 + 32.333 + 5 × 44 = 372.667, so
  /// `l:scroll(200)` stops at 372.667 − 200 = 172.667. Only b is under the top edge: its header is
  /// pinned at 172.667. Section a is wholly above (it ends at 120.333): its header stays at 0, not
  /// pinned (it was reported pinned, moved to 120.333 − 32.333 = 88).
  @Test func onlyTheHeaderOfTheSectionUnderTheTopEdgeIsPinned() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local l = list { height = 200,
        section "a" { header = "A", cell "a1" {}, cell "a2" {} },
        section "b" { header = "B", cell "b1" {}, cell "b2" {}, cell "b3" {}, cell "b4" {}, cell "b5" {} },
      }
      l:scroll(200)
      for _, f in ipairs(l:frames()) do
        if f.kind == "header" then print(f.id, string.format("%.3f", f.y), tostring(f.pinned)) end
      end
      print(tostring(l):match("header [^\\n]*"))
      """)
    #expect(
      script.takeOutput() == """
        a	0.000	nil
        b	172.667	true
        header (0 0; 375 32.333)
        """)
  }

  // MARK: A flowing group planned again

  /// Columns 50 tall of an item estimated 22 and one of 10, 4 apart, in a 400-point list; the
  /// built-in cells a–d measure 44 (a built-in cell is at least 44 tall). By the estimates a
  /// column holds two cells (22 + 4 + 10 = 36). Once a measures 44 the columns are planned again:
  /// 44 + 4 + 10 = 58 > 50, so a stands alone and b opens the second column in the estimated
  /// item, where it shows and is measured (44, alone again), and so on: four columns at 0, 50,
  /// 100 and 150, content 200, no cell left at its estimate. `l:apply` of the same declaration
  /// then has nothing to change (it measured b and moved three cells).
  @Test func aFlowingGroupPlannedAgainMeasuresTheCellsThatShowInItsEstimatedItems() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local function cells() return section "s" { cell "a" {}, cell "b" {}, cell "c" {}, cell "d" {} } end
      local l = list {
        height = 400,
        layout = layout_section { vgroup { height = absolute(50), spacing = fixed(4),
          item { height = estimated(22) }, item { height = absolute(10) } } },
        cells(),
      }
      print(l)
      local t = l:apply { cells() }
      print(#t.stages, tostring(t):match("[^\\n]*\\n([^\\n]*)"))
      """)
    #expect(
      script.takeOutput() == """
        list compositional 375×400 @3x · offset 0 · 1 section, 4 cells
        section s [0]
          cell a [0,0] (0 0; 375 44)
          cell b [0,1] (0 50; 375 44)
          cell c [0,2] (0 100; 375 44)
          cell d [0,3] (0 150; 375 44)
        content size (375 200)
        0\tno changes: nothing to animate
        """)
  }
}
