import ListLayout
import ListRender
import LuaBridge

/// Lua tables that print as text: frame lists, subframe trees, invalidation reports.
enum Reports {
  /// Gives the table at `index` a metatable whose `__tostring` returns `text`, so that
  /// `print(report)` shows it while the table stays indexable.
  static func attachText(_ text: String, toTableAt index: Int, on call: LuaCall) {
    attachText(toTableAt: index, on: call) { text }
  }

  /// Gives the table at `index` a metatable whose `__tostring` returns what `text` makes when the
  /// table is printed.
  static func attachText(toTableAt index: Int, on call: LuaCall, text: @escaping () -> String) {
    let stack = call.stack
    let table = index < 0 ? stack.top + index + 1 : index
    stack.pushTable(recordCount: 2)
    stack.push(.function(call.lua.function("__tostring") { inner in inner.returning(.string(text())) }))
    stack.setField("__tostring", ofTableAt: -2)
    stack.push("Report")
    stack.setField("__name", ofTableAt: -2)
    stack.setMetatable(ofValueAt: table)
  }

  /// An array of `{id=, section=, item=, estimated=, measured=, content_delta=, offset_delta=}` that
  /// prints one line per invalidation.
  static func pushInvalidations(_ invalidations: [Invalidation], warnings: [String], on call: LuaCall) {
    let stack = call.stack
    stack.pushTable(arrayCount: invalidations.count)
    for (index, entry) in invalidations.enumerated() {
      stack.pushRecord([
        ("id", LuaDeclarations.luaValue(entry.id)), ("section", .integer(entry.section)),
        ("item", .integer(entry.item)),
        ("estimated", .number(entry.estimatedHeight)), ("measured", .number(entry.measuredHeight)),
        ("content_delta", .number(entry.contentSizeDelta)), ("offset_delta", .number(entry.offsetDelta)),
        ("estimated_width", entry.estimatedWidth.map { .number($0) } ?? .nil),
        ("measured_width", entry.measuredWidth.map { .number($0) } ?? .nil),
      ])
      stack.setIndex(index + 1, ofTableAt: -2)
    }
    attachText(LayoutText.invalidations(invalidations, warnings: warnings), toTableAt: -1, on: call)
  }
}

/// A Lua value that `print` shows specially: coloured text on a terminal, an event with `--json`.
///
/// Both may throw what a plugin curve throws while a transition is sampled.
protocol ScriptPrintable: AnyObject {
  func printedText(style: TerminalStyle, explanations: StageExplanations) throws -> String
  var printedJSON: JSONValue { get throws }
}
