import ListDeclaration
import ListDiff
import LuaBridge
import Testing

@testable import ListLayout
@testable import ListScript

/// `cell "id" {…}` with built-in fields is read straight from Lua (`cellFieldValues`); the
/// general reading through a `DeclarationTable` is the reference, and takes over on any problem.
@Suite struct BuiltInCellReadingTests {
  /// Reads each table passed to `probe(t)` both ways and records what differs.
  final class Probe {
    var fastReads = 0
    var fallbacks = 0
    var mismatches: [String] = []
  }

  func install(on script: ScriptHarness) -> Probe {
    let probe = Probe()
    script.host.lua.register("probe") { call in
      let site = SourceSite(file: "probe.lua", line: 1)
      let general = CellDeclaration.read(id: "c", from: LuaDeclarations.table(call.stack, at: 1), site: site)
      guard
        let (values, content) = LuaDeclarations.cellFieldValues(call.stack, at: 1),
        let fast = CellDeclaration.ifValid(id: "c", values: values, content: content, site: site)
      else {
        probe.fallbacks += 1
        return 0
      }
      probe.fastReads += 1
      let described = (try? call.stack.tostring(at: 1)) ?? "?"
      if !general.provenance.problems.isEmpty {
        probe.mismatches.append("fast path accepted a table with problems: \(general.provenance.problems)")
      } else if fast != general || fast.builtIn != general.builtIn || fast.contentHash != general.contentHash
        || fast.provenance.site != general.provenance.site
      {
        probe.mismatches.append(
          "\(described): fast \(String(describing: fast.builtIn)) vs \(String(describing: general.builtIn))")
      }
      return 0
    }
    return probe
  }

  @Test func theFastReadingMakesTheSameCellsOrStepsAside() throws {
    let script = try ScriptHarness()
    let probe = install(on: script)
    try script.run(
      """
      local choices = {
        text = { "Apple", "", 12, 2.5, true, "a long text with words" },
        secondary = { "Red", 3, false },
        accessory = { "chevron", "checkmark", "detail", "toggle", "badge", "chevrn", 1 },
        badge = { "12", 12 },
        image = { true, false, { width = 40 }, "yes" },
        height = { 44, 0, -1, 1e7, 0/0, 1/0, 60.5, "44" },
        enabled = { true, false, 1 },
        alpha = { 0, 0.5, 1, 1.5, -0.1, 0/0, "1" },
        separator = { true, false, "no" },
        separator_inset = { 0, 15, -3, 2e6, false },
        widht = { 3 },
      }
      local names = {}
      for name in pairs(choices) do names[#names + 1] = name end
      table.sort(names)
      local seed = 7
      local function random(n)
        seed = (seed * 1103515245 + 12345) % 2147483648
        return seed % n + 1
      end
      for _ = 1, 3000 do
        local t = {}
        for _, name in ipairs(names) do
          -- Mostly valid fields, sometimes absent, now and then a wrong one.
          local options = choices[name]
          local pick = random(#options * 5)
          if name == "widht" then pick = random(40) end
          if pick <= #options then
            t[name] = options[pick]
          elseif pick <= #options * 3 then
            t[name] = options[1]
          end
        end
        if random(50) == 1 then t[1] = label "custom" end
        if random(80) == 1 then t[2.5] = "stray" end
        probe(t)
      end
      probe {}
      probe { text = "Apple", secondary = "Red", accessory = "chevron" }
      """)
    #expect(probe.mismatches == [])
    #expect(probe.fastReads > 100)
    #expect(probe.fallbacks > 100)
  }

  @Test func problemsAreStillReportedByTheGeneralReading() throws {
    let script = try ScriptHarness()
    let message = script.failure(
      """
      local l = list { cell "a" { text = "Apple", accessory = "chevrn" } }
      """)
    #expect(
      message
        == #"test.lua:1: invalid list: cell "a": accessory "chevrn" is not a cell accessory (did you mean "chevron"?); expected one of chevron, checkmark, detail, toggle, badge"#
    )
  }

  /// `cell "id" {…}` and `cell("id", {…})` make the cell the general reading makes of the same table.
  @Test func theConstructorsMakeTheGeneralReadingsCell() throws {
    let script = try ScriptHarness()
    var compared = 0
    var mismatches: [String] = []
    script.host.lua.register("same") { call in
      guard let box = call.stack.object(at: 1) as? CellBox else { throw call.typeError(1, expected: "cell") }
      let general = CellDeclaration.read(
        id: box.cell.id, from: LuaDeclarations.table(call.stack, at: 2), site: box.cell.provenance.site)
      compared += 1
      if box.cell != general || box.cell.builtIn != general.builtIn
        || box.cell.provenance.site != general.provenance.site
      {
        mismatches.append(box.summary)
      }
      return 0
    }
    try script.run(
      """
      local tables = {
        { text = "Apple" }, { text = "Apple", secondary = "Red", accessory = "chevron" },
        { text = "Inbox", accessory = "badge", badge = "12" }, { image = true, text = "Wi-Fi", accessory = "toggle" },
        { height = 60, separator = false, separator_inset = 20 }, { text = "Off", enabled = false, alpha = 0.25 },
        { text = "caf\u{E9}" }, {},
      }
      for i, t in ipairs(tables) do
        same(cell("a" .. i)(t), t)
        same(cell("b" .. i, t), t)
        same(cell(i)(t), t)
      end
      """)
    #expect(compared == 24)
    #expect(mismatches == [])
  }
}
