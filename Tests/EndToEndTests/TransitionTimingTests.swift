import Foundation
import Testing

/// How `print(t)` says a transition is timed, and what it calls a cell that only makes room, as
/// `listlab run` prints them.
@Suite struct TransitionTimingTests {
  /// a b c → c b d: a is deleted, c moved to the top (the diff's move), d inserted; b stays.
  private let change = """
    local function build() return list { section "s" { cell "a" {}, cell "b" {}, cell "c" {} } } end
    local after = { section "s" { cell "c" {}, cell "b" {}, cell "d" {} } }
    """

  @Test func printTSaysHowEachChoreographyTimesItsStages() throws {
    let scratch = Scratch()
    let file = try scratch.file(
      "timing.lua",
      change + """
        for _, choreography in ipairs { "uikit", "staged", "android" } do
          local printed = tostring(build():apply(after, { choreography = choreography, steps = 1 }))
          print(printed:match("^[^\\n]*\\n([^\\n]*)"))
        end
        """)
    let result = try listlab(["run", file])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        timing: one animation block, 0–0.3 s: the stages are applied in order and animate together
        timing: one stage after another: stage 1 0–0.3 s, stage 2 0.3–0.6 s
        timing: one phase after another: removals 0–0.12 s, moves 0.12–0.37 s, additions 0.37–0.49 s

        """)
  }

  /// A cell pushed by an insert above it shifts; the moved cell is moving — in `print(t)`,
  /// `t:at`, the JSON events, and the wireframe's marks and legend.
  @Test func aCellThatOnlyMakesRoomIsShifting() throws {
    let scratch = Scratch()
    let file = try scratch.file(
      "shifting.lua",
      """
      local l = list { height = 200, section "s" { cell "a" { text = "A" }, cell "b" { text = "B" } } }
      local t = l:insert(cell "n" { text = "N" }, { before = "a" }, { steps = 1 })
      print(t)
      for _, e in ipairs(t:at(0.15)) do if e.kind == "cell" then print(e.id, e.state) end end
      show(t, 1)
      local moved = l:move("b", { before = "n" }, { steps = 1 })
      for _, e in ipairs(moved:at(0.15)) do if e.kind == "cell" then print(e.id, e.state) end end
      """)
    let result = try listlab(["run", file])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.contains("  cell a (0 44; 375 44) shifting"))
    #expect(lines.contains("  cell b (0 88; 375 44) shifting"))
    #expect(!lines.contains { $0.hasSuffix(" moving") })
    #expect(lines.contains("n\tinserting") && lines.contains("a\tshifting") && lines.contains("b\tshifting"))
    // The wireframe marks a shifting cell `~ id`, and its legend says so.
    #expect(lines.contains { $0.hasSuffix("~ a │") })
    #expect(
      lines.contains(
        "legend: ┄┆ fading (alpha in its title) · ↕ id: moving, ~ id: shifting (pushed by the others), drawn on top · "
          + "╌╎ alpha below 0.5"))
    // b, moved on purpose, is moving; the others make room.
    #expect(Array(lines.suffix(4)) == ["b\tmoving", "n\tshifting", "a\tshifting", ""])

    let json = try listlab(["run", "--json", file])
    #expect(json.status == 0)
    #expect(json.stdout.contains(#""id":"a","x":0,"y":0,"w":375,"h":44,"alpha":1,"state":"shifting""#))
  }
}
