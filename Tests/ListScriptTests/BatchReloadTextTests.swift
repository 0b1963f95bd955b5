import Foundation
import Testing

@testable import ListScript

/// `print(t)` of a batch names each reloaded row and section by the data before the batch: a
/// reload, like a delete, is an old index path.
@Suite struct BatchReloadTextTests {
  @Test func aReloadedRowIsNamedByTheOldData() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local l = list { section 'inbox' { cell 'a' {}, cell 'b' { text = 'Draft' }, cell 'c' {} } }
      local t = l:batch({ section 'inbox' { cell 'b' { text = 'Sent' }, cell 'c' {} } }, function(b)
        b:delete { 0, 0 }
        b:reload { 0, 1 }
      end, { steps = 1 })
      print(t)
      """)
    let operations = script.takeOutput().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("delete [") || $0.hasPrefix("reload [") }
    // Row 1 of the old data is b (the new data has c there).
    #expect(operations == ["delete [0,0] a", "reload [0,1] b"])
  }

  @Test func aReloadedSectionIsNamedByTheOldData() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local l = list { section 'x' { cell 'x1' {} }, section 'y' { cell 'y1' {} }, section 'z' { cell 'z1' {} } }
      local t = l:batch({ section 'y' { cell 'y1' {} }, section 'z' { cell 'z1' {} } }, function(b)
        b:delete_sections { 0 }
        b:reload_sections { 1 }
      end, { steps = 1 })
      print(t)
      """)
    let lines = script.takeOutput().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains("reload section 1 y"))
    #expect(!lines.contains("reload section 1 z"))
  }
}
