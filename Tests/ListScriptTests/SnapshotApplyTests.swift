import LuaBridge
import Testing

@testable import ListScript

/// Applying snapshots from Lua: cells from the list or the provider, reload against reconfigure,
/// `animated = false`, `apply_snapshot_using_reload_data`, and the provider's mistakes.
@Suite struct SnapshotApplyTests {
  /// A harness with `l` = fruits[apple(60) banana cherry], a provider that counts its calls and
  /// gives `Provided <id>` cells, and `ids()`.
  private func fruits() throws -> ScriptHarness {
    let script = try ScriptHarness()
    try script.run(
      """
      l = list { section "fruits" { cell "apple" { height = 60 }, cell "banana" {}, cell "cherry" {} } }
      calls = {}
      l:set_cell_provider(function(id, section)
        calls[#calls + 1] = id .. "@" .. section
        return cell(id) { text = "Provided " .. id }
      end)
      function ids()
        local out = {}
        for _, f in ipairs(l:frames()) do if f.kind == "cell" then out[#out + 1] = f.id end end
        return table.concat(out, ",")
      end
      function state(t, time, id)
        for _, e in ipairs(t:at(time)) do if e.kind == "cell" and e.id == id then return e.state end end
      end
      """)
    return script
  }

  @Test func newItemsComeFromTheProviderAndExistingCellsStay() throws {
    let script = try fruits()
    let results = try script.run(
      """
      local s = l:snapshot()
      s:append_items { "date" }
      s:move_item("cherry", { before = "apple" })
      local t = l:apply_snapshot(s)
      return ids(), table.concat(calls, " "), l:frame("apple").h, l:subframes("date")[3].kind, #t.stages,
        t.stages[1].kind, #t.stages[1].inserted, #t.stages[1].moved
      """)
    #expect(
      results.map(\.description) == [
        "cherry,apple,banana,date", "date@fruits", "60.0", "label", "1", "item inserts and moves", "1", "1",
      ])
  }

  @Test func withoutAProviderANewItemGetsTheDefaultCell() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      local l = list { section "a" { cell "x" {} } }
      local s = l:snapshot()
      s:append_items { "New item", 7 }
      l:apply_snapshot(s)
      local label = l:subframes("New item")[3]
      return label.kind, l:frame(7).h, tostring(l:subframes(7))
      """)
    #expect(results[0].string == "label")
    #expect(results[1].description == "44.0")
    #expect(results[2].string?.contains("label #text \"7\"") == true)
  }

  @Test func reloadReplacesTheCellWithACrossfade() throws {
    let script = try fruits()
    let results = try script.run(
      """
      local s = l:snapshot()
      s:reload_items { "banana" }
      local t = l:apply_snapshot(s, { duration = 1, curve = "linear" })
      return #t.stages, t.stages[1].kind, t.stages[1].updated[1].item, state(t, 0.5, "banana"), #t.reconfigured,
        table.concat(calls, " "), l:subframes("banana")[3].kind
      """)
    #expect(
      results.map(\.description) == ["1", "item updates", "1", "updating", "0", "banana@fruits", "label"])
  }

  @Test func reconfigureKeepsTheCellAndResizesIt() throws {
    let script = try fruits()
    let results = try script.run(
      """
      l:set_cell_provider(function(id) return cell(id) { height = 100 } end)
      local s = l:snapshot()
      s:reconfigure_items { "banana" }
      local t = l:apply_snapshot(s, { duration = 1, curve = "linear" })
      local middle
      for _, e in ipairs(t:at(0.5)) do if e.id == "banana" and e.kind == "cell" then middle = e end end
      return #t.stages, #t.reconfigured, t.reconfigured[1].id, t.reconfigured[1].item, middle.state, middle.h,
        l:frame("banana").h, l:frame("cherry").y, tostring(t):find("reconfigure [0,1] banana", 1, true) ~= nil
      """)
    #expect(results.map(\.description) == ["0", "1", "banana", "1", "shifting", "72.0", "100.0", "160.0", "true"])
  }

  /// A reconfigured cell whose frame does not change stays steady: its content changes in place.
  @Test func reconfigureWithoutAResizeIsSteady() throws {
    let script = try fruits()
    let results = try script.run(
      """
      local s = l:snapshot()
      s:reconfigure_items { "cherry" }
      local t = l:apply_snapshot(s, { duration = 1 })
      return state(t, 0.5, "cherry"), #t.stages, #t.reconfigured, l:subframes("cherry")[3].kind
      """)
    #expect(results.map(\.description) == ["steady", "0", "1", "label"])
  }

  @Test func reloadedSectionsGetNewCellsAndASectionUpdate() throws {
    let script = try fruits()
    let results = try script.run(
      """
      local s = l:snapshot()
      s:reload_sections { "fruits" }
      local t = l:apply_snapshot(s)
      return #t.stages, t.stages[1].kind, t.stages[1].sections_updated[1], #calls, l:frame("apple").h
      """)
    #expect(results.map(\.description) == ["1", "section updates", "0", "3", "44.0"])
  }

  /// `animated = false` still diffs (iOS 15): the stages are there, nothing animates.
  @Test func notAnimatedStillDiffs() throws {
    let script = try fruits()
    let results = try script.run(
      """
      local s = l:snapshot()
      s:delete_items { "apple" }
      local t = l:apply_snapshot(s, { animated = false })
      return t.duration, #t.stages, t.stages[1].kind, l:frame("banana").y
      """)
    #expect(results.map(\.description) == ["0.0", "1", "deletes", "0.0"])
  }

  /// A transition that does not animate prints one sample, saying so, whatever the steps asked.
  @Test func notAnimatedPrintsOneSample() throws {
    let script = try fruits()
    let results = try script.run(
      """
      local s = l:snapshot()
      s:delete_items { "apple" }
      return tostring(l:apply_snapshot(s, { animated = false, steps = 4 }))
      """)
    #expect(
      results[0].string == """
        apply_snapshot · uikit · 0 s easeInOut · 1 stage
        stage 1 of 1 · deletes
          Deletes refer to the data as it was before the batch, so section and item deletes go together before anything is inserted or moved, and items leave with their section.
          delete [0,0] apple
        not animated: every element takes its new frame at once (one sample, t=0)
        t=0
          cell apple (0 0; 375 60) alpha=0 deleting
          separator apple (16 59.667; 359 0.333) alpha=0 deleting
          cell banana (0 0; 375 44) shifting
          separator banana (16 43.667; 359 0.333) shifting
          cell cherry (0 44; 375 44) shifting
        """)
  }

  @Test func reloadDataHasNoDiffAndNoAnimation() throws {
    let script = try fruits()
    let results = try script.run(
      """
      local s = l:snapshot()
      s:delete_items { "apple" }
      s:append_items { "date" }
      local t = l:apply_snapshot_using_reload_data(s)
      local states = {}
      for _, e in ipairs(t:at(0)) do states[#states + 1] = e.state end
      return t.duration, #t.stages, ids(), table.concat(states, ","), tostring(t)
      """)
    #expect(results[0].description == "0.0")
    #expect(results[1].description == "0")
    #expect(results[2].string == "banana,cherry,date")
    #expect(results[3].string?.split(separator: ",").allSatisfy { $0 == "steady" } == true)
    #expect(
      results[4].string
        == "apply_snapshot_using_reload_data · no diff, no animation · 0 stages\nreloadData: every cell is requested again and shows at its new frame at once"
    )
  }

  /// `reloadData()` discards every cell and asks the data source for each one: every item, those
  /// the list already shows too, gets its cell from the provider again, and its new content shows.
  @Test func reloadDataAsksTheProviderForEveryCell() throws {
    let script = try fruits()
    let results = try script.run(
      """
      local t = l:apply_snapshot_using_reload_data(l:snapshot())
      return table.concat(calls, " "), l:frame("apple").h, tostring(l:subframes("apple")):match('label #text "[^"]*"'),
        #t.stages
      """)
    // apple was declared 60 points high; the provider's cell is a 44-point built-in cell.
    #expect(
      results.map(\.description) == [
        "apple@fruits banana@fruits cherry@fruits", "44.0", "label #text \"Provided apple\"", "0",
      ])
  }

  /// `reloadSections` replaces the section's cells: they crossfade (`updating`) as `reload_items`
  /// does and as `l:batch`'s `reload_sections` shows them, growing to their new height, while the
  /// changeset has the section update only.
  @Test func aReloadedSectionsCellsCrossfade() throws {
    let script = try fruits()
    let results = try script.run(
      """
      l:set_cell_provider(function(id) return cell(id) { height = 100 } end)
      local s = l:snapshot()
      s:reload_sections { "fruits" }
      local t = l:apply_snapshot(s, { duration = 1, curve = "linear" })
      local middle = {}
      for _, e in ipairs(t:at(0.5)) do
        if e.kind == "cell" then middle[#middle + 1] = e.id .. ":" .. e.state .. ":" .. e.y .. ":" .. e.h end
      end
      local b = l:batch({ section "fruits" { cell "apple" {}, cell "banana" {}, cell "cherry" {} } },
        function(b) b:reload_sections { 0 } end)
      return table.concat(middle, " "), #t.stages, t.stages[1].kind, #t.stages[1].updated, #t.reconfigured,
        state(t, 0, "banana"), state(t, 1, "cherry")
      """)
    // apple 60 → 100, banana and cherry 44 → 100: halfway, 80 and 72 high, one below the other.
    #expect(
      results.map(\.description) == [
        "apple:updating:0.0:80.0 banana:updating:80.0:72.0 cherry:updating:152.0:72.0", "1", "section updates", "0",
        "0", "updating", "updating",
      ])
  }

  @Test func theProvidersMistakesAreRefusedAndChangeNothing() throws {
    let script = try fruits()
    try script.run("s = l:snapshot() s:append_items { 'date' }")
    let failures = [
      (
        "l:set_cell_provider(function(id) error('no cell for ' .. id) end) l:apply_snapshot(s)",
        "test.lua:1: apply_snapshot: in the cell provider for item \"date\": test.lua:1: no cell for date"
      ),
      (
        "l:set_cell_provider(function(id) return cell 'other' {} end) l:apply_snapshot(s)",
        "test.lua:1: apply_snapshot: the cell provider returned cell \"other\" for item \"date\"; return cell(id) {…} with the id it is given"
      ),
      (
        "l:set_cell_provider(function(id) return 42 end) l:apply_snapshot(s)",
        "test.lua:1: apply_snapshot: in the cell provider for item \"date\": it must return cell(id) {…}, a table of cell fields or nil, got number"
      ),
      (
        "l:set_cell_provider(function(id) return { height = -1 } end) l:apply_snapshot(s)",
        "test.lua:1: invalid sections for apply_snapshot: cell \"date\": height must not be negative, got -1"
      ),
      (
        "l:apply_snapshot(s, { duraton = 1 })",
        "test.lua:1: apply_snapshot: unknown option \"duraton\" (did you mean \"duration\"?); options are animated, duration, curve, steps, choreography, android"
      ),
      ("l:apply_snapshot(l)", "test.lua:1: bad argument #1 to 'apply_snapshot' (Snapshot expected, got List)"),
      (
        "l:apply_snapshot { section 'fruits' { cell 'apple' {} } }",
        "test.lua:1: bad argument #1 to 'apply_snapshot' (Snapshot expected, got table; make one with l:snapshot() or snapshot() and its edits, or give the sections to l:apply {…})"
      ),
      (
        "l:apply_snapshot_using_reload_data {}",
        "test.lua:1: bad argument #1 to 'apply_snapshot_using_reload_data' (Snapshot expected, got table; make one with l:snapshot() or snapshot() and its edits, or give the sections to l:apply {…})"
      ),
      (
        "l:apply_snapshot_using_reload_data(s, { animated = true })",
        "test.lua:1: apply_snapshot_using_reload_data: takes no options: it neither diffs nor animates (use apply_snapshot)"
      ),
    ]
    for (lua, message) in failures {
      #expect(script.failure(lua) == message)
    }
    #expect(try script.run("return ids()").first?.string == "apple,banana,cherry")
  }

  @Test func providerCanBeCleared() throws {
    let script = try fruits()
    let results = try script.run(
      """
      l:set_cell_provider(nil)
      local s = l:snapshot()
      s:append_items { "date" }
      l:apply_snapshot(s)
      return #calls, tostring(l:subframes("date")):find('"date"', 1, true) ~= nil
      """)
    #expect(results.map(\.description) == ["0", "true"])
  }

  /// The staged choreography lays out each stage's data: reloads, deletes, moves and a section
  /// reload one after another.
  @Test func stagedChoreographyPlaysEveryStage() throws {
    let script = try fruits()
    let results = try script.run(
      """
      l:insert_section(section "veg" { cell "kale" {}, cell "leek" {} })
      local s = l:snapshot()
      s:reload_items { "banana" }
      s:delete_items { "apple" }
      s:move_item("kale", { before = "cherry" })
      s:reload_sections { "veg" }
      local t = l:apply_snapshot(s, { choreography = "staged", duration = 0.1 })
      local kinds = {}
      for _, stage in ipairs(t.stages) do kinds[#kinds + 1] = stage.kind end
      return table.concat(kinds, ","), t.duration, ids(), state(t, 0.05, "banana"), state(t, 0.35, "leek"),
        state(t, 0.25, "leek")
      """)
    #expect(results[0].string == "item updates,deletes,item inserts and moves,section updates")
    #expect(abs((results[1].number ?? 0) - 0.4) < 1e-9)
    #expect(results[2].string == "banana,kale,cherry,leek")
    #expect(results[3].string == "updating")
    // The reloaded section's cells crossfade in its own stage, the last one, not before.
    #expect(results[4].string == "updating")
    #expect(results[5].string == "steady")
  }

  /// A compositional section's own layout stays with the section through a snapshot, as its
  /// header and footer do: here a plain list section in a list whose sections otherwise scroll
  /// across (half-width, 50-point items). Found by the generated scenarios: the section took the
  /// list's orthogonal layout after `apply_snapshot`.
  @Test func aSectionKeepsItsOwnCompositionalLayout() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      local l = list {
        layout = layout_section { hgroup { width = fractional_width(0.5), height = absolute(50), item {} }, orthogonal = "continuous" },
        section "s" { layout = list_configuration "plain", cell "a" {} },
      }
      local before = tostring(l)
      local s = l:snapshot()
      s:append_items { "b" }
      l:apply_snapshot(s)
      return before, tostring(l)
      """)
    #expect(
      results.map(\.description) == [
        """
        list compositional 375×667 @3x · offset 0 · 1 section, 1 cell
        section s [0] · list plain
          cell a [0,0] (0 0; 375 44)
        content size (375 44)
        """,
        """
        list compositional 375×667 @3x · offset 0 · 1 section, 2 cells
        section s [0] · list plain
          cell a [0,0] (0 0; 375 44)
            separator (16 43.667; 359 0.333)
          cell b [0,1] (0 44; 375 44)
        content size (375 88)
        """,
      ])
  }
}
