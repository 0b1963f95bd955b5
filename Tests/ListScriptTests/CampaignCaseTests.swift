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
}
