import LuaBridge
import LuaREPL
import Testing

@testable import ListScript

/// The API's one definition is the only place a function is written: a method added to it is
/// registered with its argument checked, completed at the REPL, explained by `:help`, and in the
/// LuaLS definitions and the reference page — through the same derivations `listlab` uses.
@Suite struct APIExtensionTests {
  final class Lines { var printed: [String] = [] }

  /// The shipped API with one more method of List.
  static func extended() -> ListLabAPI {
    let wiggle = LuaMethod<ListObject>(
      .init(
        "wiggle", topic: "reading", parameters: [.init("times", .integer)], results: [.init("integer")],
        summary: "Wiggles the list.", example: "print(l:wiggle(2))", complexity: "O(1)",
        uikit: "UIView.animate(withDuration:animations:)"),
      body: { _, call in call.returning(.integer(try call.integer(2) * 2)) })
    let standard = ListLabAPI.standard
    let classes = standard.classes.map { registration -> any LuaClassRegistration in
      guard var list = registration as? LuaClassDefinition<ListObject> else { return registration }
      list.methods.append(wiggle)
      return list
    }
    return ListLabAPI(
      globals: standard.globals, classes: classes, records: standard.documentation.records,
      aliases: standard.documentation.aliases)
  }

  @Test func aMethodAddedToTheDefinitionAppearsEverywhere() throws {
    let api = Self.extended()
    let lines = Lines()
    let host = try ScriptHost(
      options: ScriptOptions(), output: ScriptOutput(format: .text) { lines.printed.append($0) }, api: api)
    defer { host.close() }
    let session = try ReplSession(lua: host.lua)

    // Registered, its argument checked as its parameter says, and completed.
    guard case .done = session.enter("l = list { cell 'a' {} }") else { Issue.record("no list"); return }
    #expect(session.completions(for: "l:wig") == ["l:wiggle"])
    guard case .done = session.enter("print(l:wiggle(21))") else { Issue.record("wiggle failed"); return }
    #expect(lines.printed == ["42"])
    guard case .failed(let error) = session.enter("l:wiggle('twice')") else { Issue.record("no error"); return }
    #expect(error.message == "stdin:3: bad argument #1 to 'wiggle' (number expected, got string)")

    // :help and help(), the LuaLS definitions, the reference page.
    let docs = api.documentation
    #expect(
      docs.helpText(for: "l:wiggle")
        == """
        l:wiggle(times) → integer
          Wiggles the list.
          times  integer
          UIKit: UIView.animate(withDuration:animations:)
          Complexity: O(1)
          Example:
            print(l:wiggle(2))
        """)
    #expect(docs.help(for: "reading")?.contains("  l:wiggle(times) → integer\n") == true)
    #expect(
      docs.definitionsFile().contains(
        """
        --- Wiggles the list.
        --- UIKit: UIView.animate(withDuration:animations:). Complexity: O(1).
        ---@param times integer
        ---@return integer
        function List:wiggle(times) end
        """))
    let reading = try #require(docs.referencePages(regenerate: "test").first { $0.name == "reading.md" })
    #expect(reading.text.contains("### `l:wiggle(times) → integer`\n\nWiggles the list.\n\n- `times`: `integer`\n"))

    // The shipped API has none of it.
    let shipped = ListLabAPI.standard.documentation
    #expect(shipped.help(for: "wiggle") == nil)
    #expect(!shipped.definitionsFile().contains("wiggle"))
  }
}
