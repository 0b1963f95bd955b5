import Foundation
import Testing

/// A value of the wrong kind where the call takes another — a section's id given to a cell's verb,
/// a cell's id to `scroll`, UIKit's `animatingDifferences:` boolean, a plugin's name with `-` for
/// `_` — as a student types it, and what `listlab` says.
@Suite struct WrongKindHintTests {
  /// The messages of a piped session, without their tracebacks.
  private func messages(_ stderr: String) -> [String] {
    stderr.split(separator: "\n").filter { !$0.hasPrefix("\t") && $0 != "stack traceback:" }.map(String.init)
  }

  @Test func aSectionGivenToACellVerbNamesTheSectionVerb() throws {
    let transcript = """
      local l = list { section 'veg' { cell 'leek' {} }, section 'fruits' { cell 'apple' {}, cell 'kiwi' {} } }
      l:delete('veg')
      l:move('fruits', { before = 'leek' })
      l:frame('veg')
      l:insert(cell 'fig' {}, { after = 'fruits' })
      l:delete_section('apple')
      l:move_section('veg', { after = 'apple' })
      l:delete('aple')
      #l:frames()
      """
    let result = try listlab([], stdin: transcript + "\n")
    #expect(result.status == 1)
    #expect(
      messages(result.stderr) == [
        "stdin:2: delete: \"veg\" is a section, not a cell; to delete a section: l:delete_section(\"veg\")",
        "stdin:3: move: \"fruits\" is a section, not a cell; to move a section: l:move_section(\"fruits\", { before = … })",
        "stdin:4: frame: \"veg\" is a section, not a cell",
        "stdin:5: insert: \"fruits\" is a section, not a cell; to place cells at the end of a section: "
          + "{ section = \"fruits\" }",
        "stdin:6: delete_section: \"apple\" is a cell, not a section; to delete a cell: l:delete(\"apple\")",
        "stdin:7: move_section: \"apple\" is a cell, not a section",
        "stdin:8: delete: no cell \"aple\" (did you mean \"apple\"?)",
      ])
    // Every refused change left the list as it was: three cells and the separator between two.
    #expect(result.stdout == "4\n")
  }

  @Test func aStringGivenToScrollNamesScrollTo() throws {
    let transcript = """
      local l = list { cell 'a' {}, cell 'b' {} }
      l:scroll('b')
      l:scroll(10).offset
      """
    let result = try listlab([], stdin: transcript + "\n")
    #expect(
      messages(result.stderr) == [
        "stdin:2: bad argument #1 to 'scroll' (number expected, got string; to scroll to a cell: l:scroll_to(\"b\"))"
      ])
  }

  /// UIKit's `apply(_:animatingDifferences:)` takes a Bool; so does `l:apply_snapshot`.
  @Test func aBooleanAppliesASnapshotAnimatedOrNot() throws {
    let scratch = Scratch()
    let file = try scratch.file(
      "snap.lua",
      """
      local function animated(t) return not tostring(t):find('not animated', 1, true) end
      local l = list { section 'fruits' { cell 'apple' {}, cell 'kiwi' {} } }
      local s = l:snapshot()
      s:delete_items { 'apple' }
      local still = l:apply_snapshot(s, false)
      print(#still.stages, still.duration, animated(still))
      local s2 = l:snapshot()
      s2:append_items({ 'fig' }, 'fruits')
      local moving = l:apply_snapshot(s2, true)
      print(#moving.stages, moving.duration, animated(moving))
      local s3 = l:snapshot()
      s3:delete_items { 'fig' }
      local plain = l:apply_snapshot(s3, { animated = false })
      print(#plain.stages, plain.duration, animated(plain))
      local outline = l:section_snapshot('fruits')
      outline:append { 'plum' }
      print(animated(l:apply_section_snapshot('fruits', outline, false)))
      l:apply_snapshot(s, 'no')
      """)
    let result = try listlab(["run", file])
    #expect(result.stdout == "1\t0.0\tfalse\n1\t0.3\ttrue\n1\t0.0\tfalse\nfalse\n", "\(result.stderr)")
    #expect(
      messages(result.stderr).first
        == "\(file):18: bad argument #2 to 'apply_snapshot' (table expected, got string)")
  }

  @Test func aPluginNameWithTheOtherDashIsSuggested() throws {
    let scratch = Scratch()
    try scratch.file("my-cells.lua", "return { name = 'mine' }")
    let dashed = try scratch.file("dashed.lua", "local ds = require 'design-system'")
    let result = try listlab(["run", dashed])
    #expect(result.status == 1)
    let lines = messages(result.stderr)
    #expect(lines.first == "\(dashed):1: module 'design-system' not found:")
    #expect(result.stderr.contains("\tno file '\(ListLabBinary.repository)/Scripts/plugins/design-system.lua'\n"))
    #expect(
      lines.contains(
        "did you mean require \"design_system\"? (\(ListLabBinary.repository)/Scripts/plugins/design_system.lua)"))

    let underscored = try scratch.file("underscored.lua", "print(require('my_cells').name)")
    let other = try listlab(["run", underscored])
    #expect(other.status == 1)
    #expect(other.stderr.contains("\tno file '\(scratch.path)/my_cells.lua'\n"))
    #expect(messages(other.stderr).contains("did you mean require \"my-cells\"? (\(scratch.path)/my-cells.lua)"))
    // The name it suggests loads.
    let fixed = try scratch.file("fixed.lua", "print(require('my-cells').name)")
    #expect(try listlab(["run", fixed]).stdout == "mine\n")
  }
}
