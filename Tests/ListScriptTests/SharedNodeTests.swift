import ListLabCore
import ListLayout
import LuaBridge
import Testing

@testable import ListDeclaration
@testable import ListScript

/// A node table the same as the last one read at its place gives that very node (`RecentNodes`):
/// one storage for every cell of a loop that repeats its content, and nothing shared that differs.
@Suite struct SharedNodeTests {
  /// The content of each cell of the script's last list, in order.
  private func contents(_ script: ScriptHarness) throws -> [Node] {
    let list = try #require(script.host.lastList)
    return list.state.declaration.sections.flatMap { section in section.cells.map(\.content) }.compactMap { $0 }
  }

  @Test func aLoopRepeatingItsContentSharesOneNodePerPlace() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local cells = {}
      for i = 1, 3 do
        cells[i] = cell("c" .. i) {
          row { padding = {top = 11, left = 16, bottom = 11, right = 16}, spacing = 16, align = "center",
            image { width = 40, height = 40 },
            column { spacing = 3, box { height = 20 }, box { height = 18 } } } }
      end
      list { section "s" (cells) }
      """)
    let rows = try contents(script)
    #expect(rows.count == 3)
    #expect(rows.allSatisfy { $0.object === rows[0].object })
    // The two boxes made on one line are two places: each keeps its own height.
    let boxes = rows[0].children[1].children
    #expect(boxes.map(\.height) == [20, 18])
    #expect(boxes[0].object !== boxes[1].object)
  }

  @Test func contentThatDiffersIsNotShared() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local cells = {}
      for i = 1, 4 do
        cells[i] = cell("c" .. i) { column { spacing = i % 2, box { height = 10 }, label { text = "x" .. (i // 3) } } }
      end
      list { section "s" (cells) }
      """)
    let columns = try contents(script)
    #expect(columns.map { $0.kind.stackSpacing } == [1, 0, 1, 0])
    #expect(columns.map { $0.children[1].labelText } == ["x0", "x0", "x1", "x1"])
    // Every box is the same box; a column shares nothing with a column that differs.
    #expect(columns.allSatisfy { $0.children[0].object === columns[0].children[0].object })
    #expect(columns[0].object !== columns[1].object)
    // The second label "x0" follows an equal one at its place: shared; "x1" is not.
    #expect(columns[1].children[1].object === columns[0].children[1].object)
    #expect(columns[2].children[1].object !== columns[1].children[1].object)
  }

  @Test func textsAreSharedOnlyWhenTheirBytesAreTheSame() throws {
    let script = try ScriptHarness()
    // "é" precomposed and decomposed: equal as Swift strings, different bytes.
    try script.run(
      """
      local texts = { "caf\\u{E9}", "cafe\\u{301}", "cafe\\u{301}" }
      local cells = {}
      for i = 1, 3 do cells[i] = cell("c" .. i) { label { text = texts[i] } } end
      list { section "s" (cells) }
      """)
    let labels = try contents(script)
    #expect(labels.map { Array($0.labelText!.utf8).count } == [5, 6, 6])
    #expect(labels[0].object !== labels[1].object)
    #expect(labels[1].object === labels[2].object)
  }

  @Test func anIntegerAndAFloatAreNotTheSameValue() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local heights = { 20, 20.0, 20.0 }
      local cells = {}
      for i = 1, 3 do cells[i] = cell("c" .. i) { box { height = heights[i] } } end
      list { section "s" (cells) }
      """)
    let boxes = try contents(script)
    #expect(boxes.map(\.height) == [20, 20, 20])
    #expect(boxes[0].object !== boxes[1].object)
    #expect(boxes[1].object === boxes[2].object)
  }

  @Test func aChangedTableIsReadAgain() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      local rule = box { height = 2 }
      local cells = {}
      for i = 1, 3 do
        if i == 3 then rule.height = 8 end
        cells[i] = cell("c" .. i) { rule }
      end
      local l = list { section "s" (cells) }
      return l:frame("c1").h, l:frame("c2").h, l:frame("c3").h
      """)
    #expect(results.map(\.number) == [2, 2, 8])
  }

  @Test func nodesWithProblemsAreNeverSharedAndEachIsReported() throws {
    let script = try ScriptHarness()
    let message = script.failure(
      """
      local cells = {}
      for i = 1, 2 do
        cells[i] = cell("c" .. i) {
          box { height = -1 } }
      end
      return list { section "s" (cells) }
      """)
    #expect(
      message
        == """
        test.lua:6: invalid list (2 problems):
          test.lua:4: box: height must not be negative, got -1
          test.lua:4: box: height must not be negative, got -1
        """)
  }
}

extension Node.Kind {
  fileprivate var stackSpacing: Double? {
    if case .stack(let stack) = self { stack.spacing } else { nil }
  }
}

extension Node {
  fileprivate var labelText: String? {
    if case .label(let label) = kind { label.text } else { nil }
  }
}
