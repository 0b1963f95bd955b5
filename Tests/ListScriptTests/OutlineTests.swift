import LuaBridge
import Testing

@testable import ListScript

/// Outlines from Lua: a file tree expanded and collapsed at several levels in plain, insetGrouped
/// and a sidebar-like list (insetGrouped without separators), with its indentation, disclosures
/// and transitions.
@Suite struct OutlineTests {
  /// A harness with `l` (a list of `style`, or the sidebar-like one) with the section "files",
  /// `tree` (a file tree, all collapsed) applied to it, and helpers.
  private func files(_ style: String) throws -> ScriptHarness {
    let script = try ScriptHarness()
    let options = style == "sidebar" ? "style = \"insetGrouped\", separators = false" : "style = \"\(style)\""
    try script.run(
      """
      l = list { \(options), section "files" { header = "Files" } }
      l:set_cell_provider(function(id) return { text = id } end)
      tree = section_snapshot()
      tree:append { "Documents", "Music", "notes.txt" }
      tree:append({ "Work", "Taxes.pdf" }, "Documents")
      tree:append({ "Report.pages", "Budget.numbers" }, "Work")
      tree:append({ "Albums" }, "Music")
      first = l:apply_section_snapshot("files", tree)
      -- Cells as "id:level:disclosure", and the x of a cell's text in the cell.
      function rows()
        local out = {}
        for _, f in ipairs(l:frames()) do
          if f.kind == "cell" then out[#out + 1] = f.id .. ":" .. (f.level or 0) .. ":" .. (f.disclosure or "-") end
        end
        return table.concat(out, " ")
      end
      function text_x(id)
        for _, node in ipairs(l:subframes(id)) do if node.kind == "label" then return node.x, node.w end end
      end
      function paths(list)
        local out = {}
        for _, p in ipairs(list) do out[#out + 1] = p.section .. "," .. p.item end
        return table.concat(out, " ")
      end
      function toggle(expand, ids)
        if expand then tree:expand(ids) else tree:collapse(ids) end
        return l:apply_section_snapshot("files", tree, { duration = 1, curve = "linear" })
      end
      function state(t, time, id)
        for _, e in ipairs(t:at(time)) do if e.kind == "cell" and e.id == id then return e.state end end
      end
      """)
    return script
  }

  static let styles = ["plain", "insetGrouped", "sidebar"]

  @Test(arguments: styles)
  func expandingAndCollapsingAtSeveralLevels(style: String) throws {
    let script = try files(style)
    #expect(
      try script.run("return rows(), #first.stages").map(\.description) == [
        "Documents:0:collapsed Music:0:collapsed notes.txt:0:-", "1",
      ])

    // Expand a root: its children are inserted below it, it is reconfigured (▸ → ▾).
    let expand = try script.run(
      """
      local t = toggle(true, { "Documents" })
      return rows(), #t.stages, t.stages[1].kind, paths(t.stages[1].inserted), t.reconfigured[1].id,
        state(t, 0.5, "Work"), state(t, 0.5, "Music"), state(t, 0.5, "Documents")
      """)
    #expect(
      expand.map(\.description) == [
        "Documents:0:expanded Work:1:collapsed Taxes.pdf:1:- Music:0:collapsed notes.txt:0:-", "1",
        "item inserts and moves", "0,1 0,2", "Documents", "inserting", "shifting", "steady",
      ])

    // Expand a child: the grandchildren come in at level 2.
    let deeper = try script.run(
      """
      local t = toggle(true, { "Work" })
      return rows(), paths(t.stages[1].inserted), t.reconfigured[1].id
      """)
    #expect(
      deeper.map(\.description) == [
        "Documents:0:expanded Work:1:expanded Report.pages:2:- Budget.numbers:2:- Taxes.pdf:1:- Music:0:collapsed notes.txt:0:-",
        "0,2 0,3", "Work",
      ])

    // The content is indented 10 points a level; a disclosure keeps 29 points at the trailing edge.
    let widths = try script.run(
      """
      local w = l:frame("Documents").w
      local x0, w0 = text_x("Documents")
      local x1, w1 = text_x("Taxes.pdf")
      local x2, w2 = text_x("Report.pages")
      return x0, x1, x2, w - w0, w - w1, w - w2
      """)
    #expect(widths.map(\.description) == ["16.0", "26.0", "36.0", "61.0", "42.0", "52.0"])

    // Collapse the root: everything under it leaves, the grandchildren too.
    let collapse = try script.run(
      """
      local t = toggle(false, { "Documents" })
      return rows(), t.stages[1].kind, paths(t.stages[1].deleted), state(t, 0.5, "Report.pages"),
        state(t, 0.5, "notes.txt")
      """)
    #expect(
      collapse.map(\.description) == [
        "Documents:0:collapsed Music:0:collapsed notes.txt:0:-", "deletes", "0,1 0,2 0,3 0,4", "deleting", "shifting",
      ])

    // Expanding it again brings back the children of the child that stayed expanded.
    let again = try script.run(
      "toggle(true, { 'Documents' }) return rows(), l:section_snapshot('files'):is_expanded('Work')")
    #expect(
      again.map(\.description) == [
        "Documents:0:expanded Work:1:expanded Report.pages:2:- Budget.numbers:2:- Taxes.pdf:1:- Music:0:collapsed notes.txt:0:-",
        "true",
      ])
  }

  @Test func sidebarLikeListHasNoSeparatorsAndFramesPrintTheOutline() throws {
    let script = try files("sidebar")
    let results = try script.run(
      """
      toggle(true, { "Music" })
      local separators = 0
      for _, f in ipairs(l:frames()) do if f.kind == "separator" then separators = separators + 1 end end
      return separators, tostring(l:frame("Music")), tostring(l:frame("Albums")), tostring(l):match("cell Albums[^\\n]*")
      """)
    #expect(results[0].description == "0")
    #expect(results[1].string == "cell Music [0,1] (16 81.667; 343 44) ▾")
    #expect(results[2].string == "cell Albums [0,2] (16 125.667; 343 44) level=1")
    #expect(results[3].string == "cell Albums [0,2] (16 125.667; 343 44) level=1")
  }

  @Test func theListKeepsTheOutlineItApplied() throws {
    let script = try files("plain")
    let results = try script.run(
      """
      toggle(true, { "Documents" })
      local kept = l:section_snapshot("files")
      -- Another verb keeps the places of the cells it leaves: the outline reads them back, a
      -- collapsed item with the hidden children it had (Albums), a deleted one without its own.
      l:delete("Work")
      local after = l:section_snapshot("files")
      return kept:is_expanded("Documents"), #kept:items(), rows(), after:contains("Report.pages"),
        table.concat(after:root_items(), ","), tostring(after)
      """)
    #expect(
      results.map(\.description) == [
        "true", "8", "Documents:0:expanded Taxes.pdf:1:- Music:0:collapsed notes.txt:0:-", "false",
        "Documents,Music,notes.txt",
        "section snapshot · 5 items, 4 visible\n▾ Documents\n  - Taxes.pdf\n▸ Music\n  - Albums\n- notes.txt",
      ])
  }

  /// ListLab's own verbs keep the places of the cells they leave; `l:update` keeps the updated
  /// cell's place too. The outline read back always has the cells as its visible items, at the
  /// levels the frames print.
  @Test func theOutlineReadBackAgreesWithTheFramesAfterOtherVerbs() throws {
    let script = try files("plain")
    let results = try script.run(
      """
      toggle(true, { "Documents", "Work" })
      local function levels(o)
        local out = {}
        for _, id in ipairs(o:visible_items()) do out[#out + 1] = id .. ":" .. o:level(id) end
        return table.concat(out, " ")
      end
      local function cells()
        local out = {}
        for _, f in ipairs(l:frames()) do if f.kind == "cell" then out[#out + 1] = f.id .. ":" .. (f.level or 0) end end
        return table.concat(out, " ")
      end
      l:update("Report.pages", { text = "Report (draft)" })
      local updated = l:frame("Report.pages").level
      l:insert({ cell "Inbox" {} }, { after = "Taxes.pdf" })
      l:delete("Budget.numbers")
      local o = l:section_snapshot("files")
      return updated, cells(), levels(o), o:is_expanded("Work"), table.concat(o:children("Music"), ","),
        o:is_visible("Albums")
      """)
    #expect(
      results.map(\.description) == [
        "2",
        "Documents:0 Work:1 Report.pages:2 Taxes.pdf:1 Inbox:0 Music:0 notes.txt:0",
        "Documents:0 Work:1 Report.pages:2 Taxes.pdf:1 Inbox:0 Music:0 notes.txt:0",
        "true", "Albums", "false",
      ])
  }

  /// A snapshot has no hierarchy: applying one makes every section flat, as applying a plain
  /// snapshot to a section that had a section snapshot does in UIKit. The cells lose their levels
  /// and disclosures in place (reconfigured), and the list's outline is flat too.
  @Test func aSnapshotMakesEverySectionFlat() throws {
    let script = try files("plain")
    let results = try script.run(
      """
      toggle(true, { "Documents" })
      local other = section_snapshot():append { "g1" }
      other:append({ "g2" }, "g1")
      other:expand { "g1" }
      l:apply_section_snapshot("more", other)
      -- Applying an outline to one section leaves the other's places as they are.
      local kept = rows()
      local s = l:snapshot()
      s:delete_items { "notes.txt" }
      local t = l:apply_snapshot(s)
      local reconfigured = {}
      for _, r in ipairs(t.reconfigured) do reconfigured[#reconfigured + 1] = r.id end
      local files = l:section_snapshot("files")
      return kept, rows(), table.concat(reconfigured, ","), tostring(files), l:frame("Work").level,
        l:frame("Documents").disclosure, tostring(l):find("level=", 1, true), #l:subframes("Documents")
      """)
    #expect(
      results.map(\.description) == [
        "Documents:0:expanded Work:1:collapsed Taxes.pdf:1:- Music:0:collapsed notes.txt:0:- g1:0:expanded g2:1:-",
        "Documents:0:- Work:0:- Taxes.pdf:0:- Music:0:- g1:0:- g2:0:-",
        "Documents,Work,Taxes.pdf,Music,g1,g2",
        "section snapshot · 4 items, 4 visible\n- Documents\n- Work\n- Taxes.pdf\n- Music",
        "nil", "nil", "nil", "3",
      ])
  }

  /// Every cell of an outline has a level, a root without children too (0); a plain list's cells
  /// have none.
  @Test func everyOutlineCellHasALevel() throws {
    let script = try files("plain")
    let results = try script.run(
      """
      local plain = list { section "s" { cell "a" {} } }
      return l:frame("notes.txt").level, l:frame("Documents").level, l:frame("notes.txt").disclosure,
        plain:frame("a").level, tostring(l:frame("notes.txt"))
      """)
    #expect(results.map(\.description) == ["0", "0", "nil", "nil", "cell notes.txt [0,2] (0 120.333; 375 44)"])
  }

  @Test func anOutlineItemAlreadyInAnotherSectionIsRefused() throws {
    let script = try files("plain")
    try script.run("l:insert_section(section 'other' { cell 'x' {} })")
    let message = script.failure("local o = section_snapshot() o:append { 'x' } l:apply_section_snapshot('files', o)")
    #expect(
      message
        == "test.lua:1: apply_section_snapshot: Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\"x\")} (\"x\" already in section \"other\")"
    )
    #expect(
      try script.run("return rows()").first?.string == "Documents:0:collapsed Music:0:collapsed notes.txt:0:- x:0:-")
  }

  @Test func applyingToASectionTheListLacksAppendsIt() throws {
    let script = try files("plain")
    let results = try script.run(
      """
      local o = section_snapshot():append { "a", "b" }
      o:append({ "a1" }, "a")
      local t = l:apply_section_snapshot("new", o)
      return t.stages[1].kind, t.stages[1].sections_inserted[1], rows()
      """)
    #expect(
      results.map(\.description) == [
        "section inserts and moves", "1", "Documents:0:collapsed Music:0:collapsed notes.txt:0:- a:0:collapsed b:0:-",
      ])
  }

  /// The edits taking a whole section snapshot, from Lua, and an expansion made with them.
  @Test func graftingWholeSectionSnapshots() throws {
    let script = try files("plain")
    let results = try script.run(
      """
      local photos = section_snapshot():append { "Photos" }
      photos:append({ "2024", "2025" }, "Photos")
      photos:expand { "Photos" }
      tree:append_snapshot(photos)
      tree:insert_snapshot(section_snapshot():append { "Desktop" }, { before = "Documents" })
      tree:insert_snapshot(section_snapshot():append { "Downloads" }, { after = "Documents" })
      local albums = section_snapshot():append { "Live", "Studio" }
      tree:replace_children("Music", albums)
      tree:expand { "Music" }
      local t = l:apply_section_snapshot("files", tree)
      return table.concat(tree:root_items(), ","), table.concat(tree:children("Music"), ","), tree:contains("Albums"),
        rows(), #t.stages[1].inserted
      """)
    #expect(
      results.map(\.description) == [
        "Desktop,Documents,Downloads,Music,notes.txt,Photos", "Live,Studio", "false",
        "Desktop:0:- Documents:0:collapsed Downloads:0:- Music:0:expanded Live:1:- Studio:1:- notes.txt:0:- Photos:0:expanded 2024:1:- 2025:1:-",
        "7",
      ])
  }

  struct Failure: CustomTestStringConvertible, Sendable {
    var lua: String
    var message: String
    var testDescription: String { message }
  }

  static let failures: [Failure] = [
    Failure(
      lua: "tree:append({ 'x' }, 'Docs')",
      message: "test.lua:1: append: no item \"Docs\" in the section snapshot"),
    Failure(
      lua: "tree:append { 'Music', 'y', 'y' }",
      message:
        "test.lua:1: append: Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\"Music\", \"y\")} (\"Music\" already in the section snapshot; \"y\" given twice)"
    ),
    Failure(
      lua: "tree:append_snapshot(section_snapshot():append { 'Work' }, 'Music')",
      message:
        "test.lua:1: append_snapshot: Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\"Work\")} (\"Work\" already in the section snapshot)"
    ),
    Failure(
      lua: "tree:insert_snapshot(section_snapshot():append { 'x' }, { after = 'Musik' })",
      message: "test.lua:1: insert_snapshot: no item \"Musik\" in the section snapshot; did you mean \"Music\"?"),
    Failure(
      lua: "tree:insert_snapshot(section_snapshot():append { 'x' }, 'Music')",
      message: "test.lua:1: bad argument #2 to 'insert_snapshot' (table expected, got string)"),
    Failure(
      lua: "tree:replace_children('Documents', section_snapshot():append { 'Music' })",
      message:
        "test.lua:1: replace_children: Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\"Music\")} (\"Music\" already in the section snapshot)"
    ),
    Failure(
      lua: "tree:replace_children('ghost', section_snapshot())",
      message: "test.lua:1: replace_children: no item \"ghost\" in the section snapshot"),
    Failure(
      lua: "tree:replace_children('Music', snapshot())",
      message: "test.lua:1: bad argument #2 to 'replace_children' (SectionSnapshot expected, got Snapshot)"),
    Failure(
      lua: "tree:insert({ 'x' }, { before = 'Taxes' })",
      message: "test.lua:1: insert: no item \"Taxes\" in the section snapshot; did you mean \"Taxes.pdf\"?"),
    Failure(
      lua: "tree:expand { 'Musik' }",
      message: "test.lua:1: expand: no item \"Musik\" in the section snapshot; did you mean \"Music\"?"),
    Failure(
      lua: "tree:collapse { 'ghost' }", message: "test.lua:1: collapse: no item \"ghost\" in the section snapshot"),
    Failure(lua: "tree:level('ghost')", message: "test.lua:1: level: no item \"ghost\" in the section snapshot"),
    Failure(lua: "tree:parent('ghost')", message: "test.lua:1: parent: no item \"ghost\" in the section snapshot"),
    Failure(lua: "tree:children('ghost')", message: "test.lua:1: children: no item \"ghost\" in the section snapshot"),
    Failure(lua: "tree:snapshot('ghost')", message: "test.lua:1: snapshot: no item \"ghost\" in the section snapshot"),
    Failure(
      lua: "l:section_snapshot('file')",
      message: "test.lua:1: section_snapshot: no section \"file\" (did you mean \"files\"?)"),
  ]

  @Test(arguments: failures)
  func failure(_ failure: Failure) throws {
    let script = try files("plain")
    let before = try script.run("return tostring(tree)").first?.string
    #expect(script.failure(failure.lua) == failure.message)
    #expect(try script.run("return tostring(tree)").first?.string == before)
  }
}
