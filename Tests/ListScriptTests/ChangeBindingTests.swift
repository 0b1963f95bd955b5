import LuaBridge
import Testing

@testable import ListScript

@Suite struct ChangeBindingTests {
  /// A harness with `l` = fruits apple, banana, cherry (44-point cells) in section "fruits".
  private func fruits() throws -> ScriptHarness {
    let script = try ScriptHarness()
    try script.run(
      """
      l = list { section "fruits" { cell "apple" {}, cell "banana" {}, cell "cherry" {} } }
      function ids()
        local out = {}
        for _, f in ipairs(l:frames()) do if f.kind == "cell" then out[#out + 1] = f.id end end
        return table.concat(out, ",")
      end
      """)
    return script
  }

  @Test func applyReturnsTheStagesAndChangesTheList() throws {
    let script = try fruits()
    let results = try script.run(
      """
      local t = l:apply { section "fruits" { cell "cherry" {}, cell "apple" {}, cell "date" {} } }
      local s = t.stages
      return #s, s[1].kind, s[1].deleted[1].item, s[2].kind, s[2].inserted[1].item, s[2].moved[1].from.item,
        s[2].moved[1].to.item, s[#s].after[1].items[3], t.duration, ids()
      """)
    #expect(
      results.map(\.description) == [
        "2", "deletes", "1", "item inserts and moves", "2", "1", "0", "date", "0.3", "cherry,apple,date",
      ])
  }

  @Test func atAndSteps() throws {
    let script = try fruits()
    let results = try script.run(
      """
      local t = l:apply({ section "fruits" { cell "banana" {}, cell "apple" {}, cell "cherry" {} } },
        { curve = "linear", duration = 1 })
      local function find(elements, id)
        for _, e in ipairs(elements) do if e.kind == "cell" and e.id == id then return e end end
      end
      local middle = find(t:at(0.5), "apple")
      local steps = t:steps(4)
      return middle.y, middle.state, #steps, steps[5].t, find(steps[5].elements, "banana").y
      """)
    // The diff moves banana above apple: apple only makes room, it shifts.
    #expect(results.map(\.description) == ["22.0", "shifting", "5", "1.0", "0.0"])
  }

  @Test func snapshotOperations() throws {
    let script = try fruits()
    try script.run("l:insert(cell 'date' {}, { after = 'banana' })")
    #expect(try script.run("return ids()").first?.string == "apple,banana,date,cherry")
    try script.run("l:insert({ cell 'a0' {}, cell 'a1' {} }, { before = 'apple' })")
    try script.run("l:delete('a0', 'a1')")
    try script.run("l:move('apple', { section = 'fruits' })")
    #expect(try script.run("return ids()").first?.string == "banana,date,cherry,apple")
    try script.run("l:update('banana', { height = 80 })")
    #expect(try script.run("return l:frame('banana').h").first?.description == "80.0")
    try script.run("l:insert_section(section 'veg' { cell 'kale' {} }, { before = 'fruits' })")
    #expect(try script.run("return l:frame('kale').y").first?.description == "0.0")
    try script.run("l:move_section('veg', { after = 'fruits' })")
    try script.run("l:delete_section('veg')")
    #expect(try script.run("return ids()").first?.string == "banana,date,cherry,apple")
  }

  @Test func failedChangesLeaveTheListUnchanged() throws {
    let script = try fruits()
    #expect(script.failure("l:delete('ghost')") == "test.lua:1: delete: no cell \"ghost\"")
    #expect(
      script.failure("l:insert(cell 'x' {})")
        == "test.lua:1: insert: give a position: {before = id}, {after = id} or {section = id}")
    #expect(
      script.failure("l:insert(cell 'apple' {}, { section = 'fruits' })")?.contains("duplicate cell id: [0,0]") == true)
    #expect(
      script.failure("l:apply({ section 'fruits' { cell 'a' { height = -1 } } })")
        == "test.lua:1: invalid sections for apply: cell \"a\": height must not be negative, got -1")
    #expect(
      script.failure("l:apply({ section 'fruits' {} }, { duraton = 1 })")?.contains(
        "unknown option \"duraton\" (did you mean \"duration\"?)") == true)
    #expect(script.failure("l:apply({}, { curve = 'bouncy' })")?.contains("unknown curve \"bouncy\"") == true)
    #expect(
      script.failure("l:apply({}, { curve = { 1.5, 0, 0.5, 1 } })")?.contains("x1 must be between 0 and 1 (got 1.5)")
        == true)
    #expect(
      script.failure("l:update('apple', cell 'banana' {})")?.contains("the new cell's id \"banana\" is not \"apple\"")
        == true)
    #expect(try script.run("return ids()").first?.string == "apple,banana,cherry")
  }

  @Test func batchChecksTheDeclaredUpdatesAsUIKitDoes() throws {
    let script = try fruits()
    let message = script.failure(
      """
      l:batch({ section "fruits" { cell "apple" {}, cell "banana" {} } }, function(b)
        -- forgot b:delete{ {0, 2} }
      end)
      """)
    #expect(
      message
        == "test.lua:1: Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    )
    #expect(
      script.failure(
        "l:batch({ section 'fruits' { cell 'apple' {}, cell 'banana' {}, cell 'cherry' {} } }, function(b) b:delete{0, 1} b:reload{0, 1} b:insert{0, 1} end)"
      )?
      .contains("attempt to delete and reload the same index path") == true)
    #expect(try script.run("return ids()").first?.string == "apple,banana,cherry")
    // A consistent batch animates exactly what was declared.
    let results = try script.run(
      """
      local t = l:batch({ section "fruits" { cell "apple" {}, cell "cherry" {} } }, function(b)
        b:delete{ {0, 1} }
      end)
      return #t.stages, t.stages[1].kind, t.stages[1].deleted[1].item, ids()
      """)
    #expect(results.map(\.description) == ["1", "batch update", "1", "apple,cherry"])
  }

  @Test func batchBuilderCannotBeUsedAfterwards() throws {
    let script = try fruits()
    let message = script.failure(
      "local kept l:batch({ section 'fruits' { cell 'apple' {}, cell 'banana' {}, cell 'cherry' {} } }, function(b) kept = b end) kept:delete{0, 0}"
    )
    #expect(message == "test.lua:1: delete: this batch is over; declare updates inside its function")
  }

  @Test func diffWithoutALayout() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local d = diff({ section "a" { cell(1) {}, cell(2) {} } }, { section "a" { cell(2) {}, cell(3) {} } })
      print(#d.stages, d.stages[1].kind, d.stages[2].kind)
      print(d)
      """)
    let output = script.takeOutput()
    #expect(output.hasPrefix("2\tdeletes\titem inserts and moves\ndiff · 2 stages\nstage 1 of 2 · deletes\n"))
    #expect(output.contains("  delete [0,0] 1\n"))
    #expect(output.contains("  insert [0,1] 3"))
    #expect(
      script.failure("diff({ section 'a' { cell(1) {}, cell(1) {} } }, {})")?.contains("duplicate cell id") == true)
  }

  @Test func transitionJSONEvent() throws {
    let script = try ScriptHarness(json: true)
    try script.run(
      """
      local l = list { cell "a" {}, cell "b" {} }
      print(l:apply({ cell "b" {} }, { steps = 1, duration = 0.2, curve = "linear" }))
      """)
    let event = script.takeOutput()
    #expect(
      event.hasPrefix(
        #"{"type":"transition","title":"apply","choreography":"uikit","duration":0.2,"curve":"linear","stages":[{"kind":"deletes","deleted":[[0,0]],"#
      ))
    #expect(event.contains(#"{"t":0.2,"elements":["#))
    #expect(event.contains(#""id":"a","x":0,"y":0,"w":375,"h":44,"alpha":0,"state":"deleting""#))
  }

  @Test func choreographiesAndSprings() throws {
    let script = try fruits()
    let results = try script.run(
      """
      local a = l:apply({ section "fruits" { cell "cherry" {}, cell "banana" {} } }, { choreography = "android" })
      -- A delete (stage 2) and an insert (stage 4): two stages of 0.1 s.
      local s = l:apply({ section "fruits" { cell "banana" {}, cell "fig" {} } }, { choreography = "staged", duration = 0.1 })
      local spring = l:apply({ section "fruits" { cell "fig" {}, cell "banana" {} } },
        { curve = { spring = { damping = 0.5, response = 0.3 } } })
      return a.duration, s.duration, spring.duration > 0.3, a.choreography
      """)
    // removal 0.12 + move 0.25; no addition: the separator cherry gains travels with it.
    #expect(abs(results[0].number! - 0.37) < 1e-9)
    #expect(abs(results[1].number! - 0.2) < 1e-9)  // two stages of 0.1
    #expect(results[2].isTruthy)
    #expect(results[3].string == "android")
  }
}
