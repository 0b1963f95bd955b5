import Foundation
import Testing

@testable import ListScript
@testable import LuaBridge

/// Every edit and query of a snapshot from Lua, and every message UIKit has for a refused one
/// (whole sentences, with the script's line).
@Suite struct SnapshotEditTests {
  /// A harness with `s` = fruits[apple banana cherry] veg[kale leek].
  private func fruits() throws -> ScriptHarness {
    let script = try ScriptHarness()
    try script.run(
      """
      s = snapshot()
      s:append_sections { "fruits", "veg" }
      s:append_items({ "apple", "banana", "cherry" }, "fruits")
      s:append_items { "kale", "leek" }
      """)
    return script
  }

  struct Edit: CustomTestStringConvertible, Sendable {
    var lua: String
    var expected: String
    var testDescription: String { lua }
  }

  static let edits: [Edit] = [
    Edit(
      lua: "s:append_sections { 'herbs' }", expected: "fruits: apple, banana, cherry | veg: kale, leek | herbs: (empty)"
    ),
    Edit(
      lua: "s:insert_sections({ 'herbs', 'nuts' }, { before = 'veg' })",
      expected: "fruits: apple, banana, cherry | herbs: (empty) | nuts: (empty) | veg: kale, leek"),
    Edit(
      lua: "s:insert_sections('herbs', { after = 'veg' })",
      expected: "fruits: apple, banana, cherry | veg: kale, leek | herbs: (empty)"),
    Edit(lua: "s:delete_sections { 'fruits' }", expected: "veg: kale, leek"),
    Edit(
      lua: "s:move_section('veg', { before = 'fruits' })", expected: "veg: kale, leek | fruits: apple, banana, cherry"),
    Edit(
      lua: "s:move_section('fruits', { after = 'veg' })", expected: "veg: kale, leek | fruits: apple, banana, cherry"),
    Edit(lua: "s:append_items { 'okra' }", expected: "fruits: apple, banana, cherry | veg: kale, leek, okra"),
    Edit(
      lua: "s:append_items({ 'date' }, 'fruits')", expected: "fruits: apple, banana, cherry, date | veg: kale, leek"),
    Edit(
      lua: "s:insert_items({ 'avocado', 'apricot' }, { before = 'banana' })",
      expected: "fruits: apple, avocado, apricot, banana, cherry | veg: kale, leek"),
    Edit(
      lua: "s:insert_items('mint', { after = 'leek' })",
      expected: "fruits: apple, banana, cherry | veg: kale, leek, mint"),
    Edit(lua: "s:delete_items { 'banana', 'kale' }", expected: "fruits: apple, cherry | veg: leek"),
    Edit(
      lua: "s:move_item('cherry', { before = 'apple' })", expected: "fruits: cherry, apple, banana | veg: kale, leek"),
    Edit(lua: "s:move_item('apple', { after = 'leek' })", expected: "fruits: banana, cherry | veg: kale, leek, apple"),
    Edit(
      lua: "s:move_item('apple', { after = 'banana' })", expected: "fruits: banana, apple, cherry | veg: kale, leek"),
    Edit(lua: "s:delete_all_items()", expected: ""),
    Edit(
      lua: "s:reload_items { 'apple' } s:reconfigure_items { 'kale', 'kale' } s:reload_sections { 'veg' }",
      expected:
        "fruits: apple, banana, cherry | veg: kale, leek | reload items: apple · reconfigure items: kale · reload sections: veg"
    ),
    Edit(
      lua: "s:reload_items { 'apple', 'kale' } s:delete_items { 'apple' } s:delete_sections { 'veg' }",
      expected: "fruits: banana, cherry"),
    Edit(
      lua: "s:append_sections('herbs'):append_items({ 'mint' }, 'herbs'):move_item('mint', { before = 'apple' })",
      expected: "fruits: mint, apple, banana, cherry | veg: kale, leek | herbs: (empty)"),
  ]

  @Test(arguments: edits)
  func edit(_ edit: Edit) throws {
    let script = try fruits()
    try script.run(edit.lua)
    let text = try script.run("return tostring(s)").first?.string ?? ""
    // The description without its count line, one line per section joined by " | ".
    #expect(text.split(separator: "\n").dropFirst().joined(separator: " | ") == edit.expected)
  }

  @Test func queries() throws {
    let script = try fruits()
    let results = try script.run(
      """
      return table.concat(s:item_identifiers(), ","), table.concat(s:section_identifiers(), ","),
        s:number_of_items(), s:number_of_items("veg"), s:number_of_sections(), s:section_identifier("leek"),
        s:section_identifier("ghost"), s:index_of_item("kale"), s:index_of_item("ghost"), s:index_of_section("veg"),
        s:index_of_section("ghost"), table.concat(s:item_identifiers_in_section("fruits"), ",")
      """)
    #expect(
      results.map(\.description) == [
        "apple,banana,cherry,kale,leek", "fruits,veg", "5", "2", "2", "veg", "nil", "3", "nil", "1", "nil",
        "apple,banana,cherry",
      ])
  }

  @Test func listSnapshotIsTheListsDataAndACopy() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      local l = list { section "a" { cell(1) {}, cell(2) {} }, section "b" { cell "x" {} } }
      local s = l:snapshot()
      local copy = s:copy()
      copy:delete_items { 1 }
      return tostring(s), tostring(copy), l.count
      """)
    #expect(results[0].string == "snapshot · 2 sections, 3 items\na: 1, 2\nb: x")
    #expect(results[1].string == "snapshot · 2 sections, 2 items\na: 2\nb: x")
    #expect(results[2].description == "3")
  }

  struct Failure: CustomTestStringConvertible, Sendable {
    var lua: String
    var message: String
    var testDescription: String { message }
  }

  static let failures: [Failure] = [
    Failure(
      lua: "snapshot():append_items { 'a' }",
      message:
        "test.lua:1: append_items: There are currently no sections in the data source. Please add a section first."),
    Failure(
      lua: "s:append_items { 'x', 'apple', 'x', 'y', 'x' }",
      message:
        "test.lua:1: append_items: Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\"apple\", \"x\")} (\"apple\" already in section \"fruits\"; \"x\" given twice)"
    ),
    Failure(
      lua: "s:insert_items({ 'kale' }, { before = 'apple' })",
      message:
        "test.lua:1: insert_items: Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\"kale\")} (\"kale\" already in section \"veg\")"
    ),
    Failure(
      lua: "s:append_sections { 'veg', 'nuts', 'nuts' }",
      message:
        "test.lua:1: append_sections: Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\"veg\", \"nuts\")} (\"veg\" already in the snapshot; \"nuts\" given twice)"
    ),
    Failure(
      lua: "s:insert_sections({ 'fruits' }, { after = 'veg' })",
      message:
        "test.lua:1: insert_sections: Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\"fruits\")} (\"fruits\" already in the snapshot)"
    ),
    Failure(
      lua: "s:reload_items { 'apple', 'aple' }",
      message:
        "test.lua:1: reload_items: Attempted to reload item identifier that does not exist in the snapshot: \"aple\""),
    Failure(
      lua: "s:reconfigure_items { 'ghost' }",
      message:
        "test.lua:1: reconfigure_items: Attempted to reconfigure item identifier that does not exist in the snapshot: \"ghost\""
    ),
    Failure(
      lua: "s:reload_sections { 'vegs' }",
      message:
        "test.lua:1: reload_sections: Attempted to reload section identifier that does not exist in the snapshot: \"vegs\""
    ),
    Failure(
      lua: "s:append_items({ 'x' }, 'fruit')",
      message:
        "test.lua:1: append_items: Invalid parameter not satisfying: section != NSNotFound (no section \"fruit\" in the snapshot; did you mean \"fruits\"?)"
    ),
    Failure(
      lua: "s:insert_items({ 'x' }, { after = 'banan' })",
      message:
        "test.lua:1: insert_items: Invalid parameter not satisfying: section != NSNotFound (no item \"banan\" in the snapshot; did you mean \"banana\"?)"
    ),
    Failure(
      lua: "s:insert_sections({ 'x' }, { before = 'nuts' })",
      message:
        "test.lua:1: insert_sections: Invalid parameter not satisfying: insertIndex != NSNotFound (no section \"nuts\" in the snapshot)"
    ),
    Failure(
      lua: "s:move_item('chery', { before = 'apple' })",
      message:
        "test.lua:1: move_item: Invalid parameter not satisfying: fromIndex != NSNotFound (no item \"chery\" in the snapshot; did you mean \"cherry\"?)"
    ),
    Failure(
      lua: "s:move_item('cherry', { before = 'ghost' })",
      message:
        "test.lua:1: move_item: Invalid parameter not satisfying: toIndex != NSNotFound (no item \"ghost\" in the snapshot)"
    ),
    Failure(
      lua: "s:move_item('banana', { after = 'banana' })",
      message:
        "test.lua:1: move_item: Invalid update: destination for item move is the same as the source (\"banana\")"),
    Failure(
      lua: "s:move_item('ghost', { before = 'ghost' })",
      message: "test.lua:1: move_item: Invalid update: destination for item move is the same as the source (\"ghost\")"),
    Failure(
      lua: "s:move_section('veg', { after = 'veg' })",
      message:
        "test.lua:1: move_section: Invalid update: destination for section move is the same as the source (\"veg\")"),
    Failure(
      lua: "s:move_section('nuts', { before = 'veg' })",
      message:
        "test.lua:1: move_section: Invalid parameter not satisfying: fromSection != NSNotFound (no section \"nuts\" in the snapshot)"
    ),
    Failure(
      lua: "s:move_section('veg', { after = 'fruit' })",
      message:
        "test.lua:1: move_section: Invalid parameter not satisfying: toSection != NSNotFound (no section \"fruit\" in the snapshot; did you mean \"fruits\"?)"
    ),
    Failure(
      lua: "s:item_identifiers_in_section('vegetables')",
      message: "test.lua:1: item_identifiers_in_section: no section \"vegetables\" in the snapshot"),
    Failure(
      lua: "s:number_of_items('fruit')",
      message: "test.lua:1: number_of_items: no section \"fruit\" in the snapshot; did you mean \"fruits\"?"),
    Failure(
      lua: "s:move_item('apple', 'banana')",
      message: "test.lua:1: bad argument #2 to 'move_item' (table expected, got string)"),
    Failure(
      lua: "s:move_item('apple', { below = 'banana' })",
      message: "test.lua:1: move_item: unknown position \"below\"; use {before = id} or {after = id}"),
    Failure(
      lua: "s:append_items { 'x', {} }",
      message: "test.lua:1: append_items: entry 2 must be an id (a string or an integer), got table"),
  ]

  /// Each refused edit names its line and changes nothing.
  @Test(arguments: failures)
  func failure(_ failure: Failure) throws {
    let script = try fruits()
    let before = try script.run("return tostring(s)").first?.string
    let message = script.failure(failure.lua)
    #expect(message == failure.message)
    #expect(try script.run("return tostring(s)").first?.string == before)
  }

  /// Deleting what the snapshot lacks is ignored, as UIKit ignores it, with a warning.
  @Test func deletingMissingIdentifiersWarns() throws {
    let script = try fruits()
    try script.run("s:delete_items { 'apple', 'ghost' }\ns:delete_sections { 'nuts', 'seeds' }")
    #expect(
      script.host.warnings.map(\.description) == [
        "test.lua:1: warning: delete_items: no item \"ghost\" in the snapshot; UIKit ignores it",
        "test.lua:2: warning: delete_sections: no sections \"nuts\", \"seeds\" in the snapshot; UIKit ignores them",
      ])
    #expect(try script.run("return s:number_of_items()").first?.description == "4")
  }

}
