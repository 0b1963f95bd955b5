import Foundation
import LuaBridge
import Testing

@testable import ListScript

/// Cases generated scripts found (`Scripts/fuzz`), each reduced to a few lines and checked from
/// Lua with the fuzzer's own oracles (`Scripts/dev/fuzz/fuzz_oracles.lua`).
@Suite struct GeneratedCaseTests {
  /// A harness whose scripts can `require "fuzz_oracles"`.
  private func harness(memoryLimitMB: Int? = 1024) throws -> ScriptHarness {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Scripts/dev/fuzz").standardized.path
    let script = try ScriptHarness {
      $0.libraryPath = [folder]
      $0.memoryLimitMB = memoryLimitMB
    }
    try script.run("O = require 'fuzz_oracles'")
    return script
  }

  // MARK: Canonically equal identifiers are one id everywhere

  /// Each pair is two spellings of one id: NFC and NFD "café", "K" and KELVIN SIGN, "Å" and
  /// ANGSTROM SIGN, ";" and GREEK QUESTION MARK.
  static let pairs = [
    ("caf\u{E9}", "cafe\u{301}"), ("K", "\u{212A}"), ("\u{C5}", "\u{212B}"), (";", "\u{37E}"),
  ]

  private func lua(_ text: String) -> String {
    "\"" + text.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined() + "\""
  }

  @Test(arguments: pairs)
  func equivalentSpellingsAreOneIdInEveryPath(first: String, second: String) throws {
    let script = try harness()
    let (a, b) = (lua(first), lua(second))
    try script.run(
      """
      -- Declaring both is a duplicate.
      local message = O.fails({ frames = function() return {} end, content_size = function() return 0, 0 end,
        offset = function() return 0 end }, function() return list { cell(\(a)) {}, cell(\(b)) {} } end)
      assert(message:find("duplicate cell id", 1, true), message)
      local l = list { section "s" { cell(\(a)) { height = 10 }, cell "x" {} } }
      assert(l:frame(\(b)).h == 10, "l:frame by the other spelling")
      local old = { { id = "s", items = { \(a), "x" } } }
      -- apply: the other spelling is the same cell, updated in place.
      local new = { { id = "s", items = { \(b), "x" } } }
      local t = O.change(l, old, new, 3, function()
        return l:apply { section "s" { cell(\(b)) { height = 20 }, cell "x" {} } }
      end)
      assert(#t.stages == 1 and t.stages[1].kind == "item updates", t.stages[1] and t.stages[1].kind)
      assert(l:frame(\(a)).h == 20)
      -- diff: no change between the spellings.
      assert(#diff({ section "s" { cell(\(a)) {} } }, { section "s" { cell(\(b)) {} } }).stages == 0)
      -- The incremental operations find the cell by either spelling.
      O.change(l, new, { { id = "s", items = { "x", \(a) } } }, 3, function() return l:move(\(b), { section = "s" }) end)
      O.fails(l, function() return l:insert(cell(\(b)) {}, { section = "s" }) end)
      -- batch: the other spelling is the same row; a reload of it is consistent.
      local now = { { id = "s", items = { "x", \(a) } } }
      O.change(l, now, { { id = "s", items = { "x", \(b) } } }, 3, function()
        return l:batch({ section "s" { cell "x" {}, cell(\(b)) { height = 30 } } }, function(b) b:reload { 0, 1 } end)
      end)
      O.change(l, now, { { id = "s", items = { "x" } } }, 3, function() return l:delete(\(b)) end)
      """)
  }

  // MARK: Batches

  /// `a b c` → `c b`: delete 0, move 2 → 0, reload 1 — paths given alone and as lists.
  @Test(arguments: [
    "b:delete { 0, 0 }; b:move({ 0, 2 }, { 0, 0 }); b:reload { 0, 1 }",
    "b:delete { { 0, 0 } }; b:move({ 0, 2 }, { 0, 0 }); b:reload { { 0, 1 } }",
  ])
  func consistentBatchWithAReload(claims: String) throws {
    let script = try harness()
    try script.run(
      """
      local l = list { cell "a" {}, cell "b" {}, cell "c" {} }
      local t = O.change(l, { { id = "main", items = { "a", "b", "c" } } }, { { id = "main", items = { "c", "b" } } }, 3,
        function() return l:batch({ cell "c" {}, cell "b" { height = 50 } }, function(b) \(claims) end) end)
      assert(#t.stages == 1 and #t.stages[1].updated == 1 and l:frame("b").h == 50)
      """)
  }

  /// A count-consistent batch that replaces `a` by `z` without saying so: its stage's `after`
  /// still shows `a` (UIKit's stale row), and the stage replays to it.
  @Test func undeclaredReplacementReplaysToItsStaleAfter() throws {
    let script = try harness()
    let results = try script.run(
      """
      local l = list { cell "a" {}, cell "b" {} }
      local t = O.change(l, { { id = "main", items = { "a", "b" } } }, { { id = "main", items = { "z", "b" } } }, 3,
        function() return l:batch({ cell "z" {}, cell "b" {} }, function(b) end) end, true)
      O.checkStages(t.stages, { { id = "main", items = { "a", "b" } } }, { { id = "main", items = { "a", "b" } } })
      return O.describe(t.stages[#t.stages].after)
      """)
    #expect(results.first?.string == "main{a b}")
  }

  // MARK: diff without a list

  @Test func diffTakesGridSectionOptions() throws {
    let script = try harness()
    let results = try script.run(
      """
      local c = diff({ section "g" { columns = 3, insets = 8, cell "x" {} } }, { section "g" { columns = 2, cell "x" {} } })
      return #c.stages, c.stages[1].kind
      """)
    #expect(results.map(\.description) == ["1", "section updates"])
  }

  /// A compositional section's own layout is data to `diff` too (it is not part of the section's
  /// content: the layout changing does not reload the section); a side mixing it with a grid
  /// section's options is refused, as no list could hold both.
  @Test func diffTakesCompositionalSectionLayouts() throws {
    let script = try harness()
    let results = try script.run(
      """
      local own = layout_section { hgroup { height = absolute(44), item {} } }
      local c = diff({ section "c" { layout = own, cell "x" {} } }, { section "c" { cell "x" {}, cell "y" {} } })
      return #c.stages, c.stages[1].kind, c.stages[1].inserted[1].item
      """)
    #expect(results.map(\.description) == ["1", "item inserts and moves", "1"])
    let message = script.failure(
      """
      local own = layout_section { hgroup { height = absolute(44), item {} } }
      local c = diff({ section "c" { layout = own }, section "g" { columns = 3 } }, {})
      """)
    #expect(
      message
        == "test.lua:2: invalid sections for diff: section \"g\": columns, spacing, line_spacing, insets and align apply to the grid style only (this list is compositional)"
    )
  }

  // MARK: Custom layouts

  @Test(arguments: ["4e15", "2^53", "1e300"])
  func farCustomFramesAreRefusedNamingTheItem(y: String) throws {
    let script = try harness()
    let message = script.failure(
      """
      layout("far", function(ctx) return { items = { { x = 0, y = \(y), w = 100, h = 50 } } } end)
      local l = list { style = "far", cell "a" {} }
      """)
    #expect(
      message?.hasPrefix(
        "test.lua:2: layout \"far\" returned unusable frames: the frame of cell \"a\" [0,0] is too large") == true)
  }

  // MARK: Memory

  /// After a memory bomb caught by `pcall` the script goes on; a memory error inside `tostring(l)`
  /// names the script's line.
  @Test func memoryErrorsAreCollectedAndLocated() throws {
    let script = try harness(memoryLimitMB: 48)
    let results = try script.run(
      """
      local ok = pcall(function() local t = {} for i = 1, 1e8 do t[i] = string.rep("x", 1000) .. i end end)
      local after = #string.rep("y", 1e6)
      local cells = {}
      for i = 1, 3000 do cells[i] = cell("c" .. i) { text = "Cell " .. i } end
      local l = list(cells)
      hold = {}
      pcall(function() for i = 1, 1e8 do hold[i] = string.rep("x", 1000) .. i end end)
      local failed, message = pcall(tostring, l)
      hold = nil
      return ok, after, failed, message
      """)
    #expect(results.map(\.description) == ["false", "1000000", "false", "test.lua:8: not enough memory"])
  }
}

extension GeneratedCaseTests {
  /// The oracles fail when ListLab does not do what they expect (a check that cannot fail is no check).
  @Test func oraclesCatchWhatIsWrong() throws {
    let script = try harness()
    let failures = [
      "O.expectData(l, { { id = 's', items = { 'b', 'a' } } })",
      "O.change(l, old, { { id = 's', items = { 'a' } } }, 3, function() return l:delete('b', 'a') end)",
      "O.change(l, old, old, 3, function() return l:delete('zzz') end)",
      "O.fails(l, function() return l:delete('a') end)",
      "O.checkStages({ { kind = 'x', deleted = {}, inserted = {}, updated = {}, moved = {}, sections_deleted = {}, sections_inserted = {}, sections_updated = {}, sections_moved = {}, after = { { id = 's', items = { 'b', 'a' } } } } }, old, nil)",
      "O.checkTransition({ duration = 1, at = function() return { { kind = 'cell', id = 'a', x = 0, y = 5, w = 375, h = 44, state = 'moving' } } end }, l:frames(), l:frames())",
      "O.checkFrames({ frames = function() return { { kind = 'cell', id = 'a', x = 0.1, y = 0, w = 1, h = 1 } } end, content_size = function() return 375, 1 end }, 3)",
    ]
    for failure in failures {
      let message = script.failure(
        """
        local l = list { section "s" { cell "a" {}, cell "b" {} } }
        local old = { { id = "s", items = { "a", "b" } } }
        \(failure)
        """)
      #expect(message?.hasPrefix("test.lua:3: ORACLE: ") == true, "\(failure): \(message ?? "no error")")
    }
  }
}

// MARK: Compositional layouts

extension GeneratedCaseTests {
  /// A right-to-left compositional list whose width is off the pixel grid (375 points at @2.5)
  /// mirrors its frames about the pixel nearest the width, where its full-width cells end
  /// (938 / 2.5 = 375.2): a full-width cell stays at x 0, not 0.4 past the left edge, and a
  /// 100-point cell at the left ends at that edge. Found by the generated scenarios.
  @Test func rightToLeftCompositionalListAtAnOffGridWidth() throws {
    let script = try harness()
    let results = try script.run(
      """
      local function frames(direction)
        local l = list { style = "compositional", scale = 2.5, direction = direction,
          layout = layout_section { hgroup { height = absolute(44), item { width = absolute(100) } } },
          section "s" { cell "a" {} },
          section "t" { layout = list_configuration "plain", cell "b" {} } }
        return l:frame("a").x, l:frame("b").x, l:frame("b").w
      end
      local ax, bx, bw = frames("rtl")
      local lx = frames("ltr")
      return lx, ax, bx, bw
      """)
    #expect(results.map(\.description) == ["0.0", "275.2", "0.0", "375.2"])
  }

  /// A zero-height cell's separator in a compositional list section is at its bottom, 0 high,
  /// never above the cell (it was a pixel above, at y −⅓), as in the table styles.
  @Test func zeroHeightCellSeparatorInACompositionalListSection() throws {
    let script = try harness()
    let results = try script.run(
      """
      local l = list { style = "compositional", section "s" { cell "v" { height = 0 }, cell "w" {} } }
      for _, f in ipairs(l:frames()) do
        if f.kind == "separator" and f.id == "v" then return f.y, f.h, l:frame("v").y, l:frame("v").h end
      end
      """)
    #expect(results.map(\.description) == ["0.0", "0.0", "0.0", "0.0"])
  }

  /// A section holding only a footer, after a section 120.5 points long (361.5 pixels at @3x),
  /// starts on pixel 362: its footer, worked out from the section's end less its length
  /// (120.4999… points), starts there too — it started a pixel above, over the first section's
  /// last pixel, and outside its own section.
  @Test func aFooterAloneInASectionStartsWithIt() throws {
    let script = try harness()
    let results = try script.run(
      """
      local l = list { style = "compositional", layout = compositional { section = function(index)
          if index == 1 then return list_configuration { appearance = "sidebarPlain" } end
          return layout_section { vgroup { height = absolute(120.5), item {} } }
        end }, section "a" { cell "x" {} }, section "b" { footer = "Title" } }
      local x = l:frame("x")
      for _, f in ipairs(l:frames()) do
        if f.kind == "footer" and f.id == "b" then return x.y + x.h, f.y end
      end
      """)
    #expect(results.map(\.description) == ["120.66666666667", "120.66666666667"])
  }

  /// Section "x"'s boundary item and cell "x"'s supplementary view share their element kind
  /// (`badge`) and id: they are two elements, each with its own track. Inserting w before x moves
  /// the cell and its badge 44 down (30 → 74) while the section's 30-point badge above the cells
  /// stays at (0 0; 375 30); `owner` tells the section's apart, in `l:frames()`, `t:at` and
  /// `print(t)`. (Both were one key, kind, element kind and id, so the section's badge was taken
  /// for the cell's.)
  @Test func aSectionsBoundaryItemAndACellsBadgeOfOneKindAndIdAreTwoElements() throws {
    let script = try harness()
    let results = try script.run(
      """
      local lay = layout_section {
        vgroup { height = absolute(44), item { supplementary { kind = "badge", width = absolute(20),
          height = absolute(20), edges = { "top", "trailing" } } } },
        boundary = { boundary { kind = "badge", height = absolute(30), z = 1 } } }
      local l = list { style = "compositional", layout = lay, section "x" { cell "x" {} } }
      local function badges(elements)
        local found = {}
        for _, e in ipairs(elements) do
          if e.element_kind == "badge" and e.id == "x" then
            found[#found + 1] = string.format("%s %g %g %s", tostring(e.owner), e.y, e.h, e.state or "")
          end
        end
        return table.concat(found, ", ")
      end
      local before = badges(l:frames())
      local t = l:apply { section "x" { cell "w" {}, cell "x" {} } }
      local printed = {}
      for line in tostring(t):gmatch("[^\\n]+") do
        if line:find("badge x", 1, true) or line:find("badge of section x", 1, true) then printed[#printed + 1] = line end
      end
      return before, badges(l:frames()), badges(t:at(0, { all = true })), badges(t:at(t.duration, { all = true })),
        printed[1], printed[2]
      """)
    #expect(
      results.map(\.description) == [
        "section 0 30 , nil 30 20 ", "section 0 30 , nil 74 20 ", "section 0 30 steady, nil 30 20 shifting",
        "section 0 30 steady, nil 74 20 shifting", "  supplementary badge x (355 30; 20 20) shifting",
        "  steady: supplementary badge of section x",
      ])
  }
}
