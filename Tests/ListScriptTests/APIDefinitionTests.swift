import ListDeclaration
import ListExpectations
import ListLabCore
import LuaBridge
import Testing

@testable import ListScript

/// The API's one definition, and what is derived from it: the registration, the argument checks,
/// the help. (The definitions file and the reference pages are checked against `listlab defs` in
/// the end-to-end tests; the derivation of a new entry everywhere, in ListLabCLITests.)
@Suite struct APIDefinitionTests {
  static let api = ListLabAPI.standard.documentation

  /// An example of the definition, as it runs.
  struct Example: CustomStringConvertible, Sendable {
    var name: String
    var source: String
    var description: String { name }
  }

  static let examples: [Example] = (api.functions + api.classes.flatMap(\.methods)).compactMap { function in
    api.runnableExample(of: function).map { Example(name: api.signature(of: function), source: $0) }
  }

  @Test(arguments: examples)
  func everyExampleRuns(example: Example) throws {
    let script = try ScriptHarness()
    do {
      try script.run(example.source)
    } catch {
      Issue.record("\(example.name): \(error)\n\(example.source)")
    }
    #expect(script.host.expectations.failures.isEmpty, "\(example.name)")
  }

  @Test func everyFunctionHasAnExampleAndEveryFieldASummaryWhereOptionsAreConcerned() {
    for function in Self.api.functions + Self.api.classes.flatMap(\.methods) {
      #expect(function.example != nil, "\(Self.api.signature(of: function)) has no example")
      #expect(!function.summary.isEmpty)
    }
    // Every option the declaration reader knows has its meaning written.
    for record in Self.api.records {
      for field in record.fields {
        #expect(field.summary != ListLabAPI.undocumented, "\(record.name).\(field.name) is not documented")
      }
    }
  }

  /// What Lua registers is what the definition says: every global a function, every class with
  /// exactly its methods and fields.
  @Test func theRegistrationIsTheDefinitions() throws {
    let script = try ScriptHarness()
    let lua = script.host.lua
    for function in Self.api.functions {
      #expect(lua.globals[function.name].function != nil, "\(function.name) is registered")
    }
    for type in Self.api.classes {
      let members = try #require(lua.members(ofClassNamed: type.name), "\(type.name) is registered")
      #expect(members.methods == Set(type.methods.map(\.name)), "\(type.name)'s methods")
      #expect(members.fields == Set(type.fields.map(\.name)), "\(type.name)'s fields")
    }
  }

  /// Every operation the core's messages name has its name in scripts: the one function of the
  /// definition that performs it.
  @Test func everyCoreOperationIsNamedByOneFunction() {
    var performers: [String: Set<String>] = [:]
    for function in Self.api.functions + Self.api.classes.flatMap(\.methods) {
      if let operation = function.performs { performers[operation, default: []].insert(function.name) }
    }
    for operation in CoreOperation.allCases {
      #expect(
        performers[operation.identifier]?.count == 1,
        "\(operation.identifier): \(performers[operation.identifier] ?? [])")
    }
    let names = ListLabAPI.standard.operationNames
    #expect(names(.change(.applySnapshotUsingReloadData)) == "apply_snapshot_using_reload_data")
    #expect(names(.snapshot(.itemIdentifiersInSection)) == "item_identifiers_in_section")
    #expect(names(.query(.scrollTo)) == "scroll_to")
    #expect(names(.outline(.isExpanded)) == "is_expanded")
  }

  /// A wrong argument is refused before the function runs, in the words of its parameter's type.
  @Test func wrongArgumentsAreWordedFromTheirTypes() throws {
    let script = try ScriptHarness()
    let setup = "local l = list { section 's' { cell 'a' {} } }\nlocal s = snapshot()\n"
    let cases: [(String, String)] = [
      ("l:frame({})", "test.lua:3: bad argument #1 to 'frame' (string or integer id expected, got table)"),
      (
        "s:append_items(true)",
        "test.lua:3: bad argument #1 to 'append_items' (id or array of ids expected, got boolean)"
      ),
      (
        "l:insert(7, { after = 'a' })",
        "test.lua:3: bad argument #1 to 'insert' (cell or table of cells expected, got number)"
      ),
      (
        "l:apply_section_snapshot('s', s)",
        "test.lua:3: bad argument #2 to 'apply_section_snapshot' (SectionSnapshot expected, got Snapshot)"
      ),
      ("fractional_width('half')", "test.lua:3: bad argument #1 to 'fractional_width' (number expected, got string)"),
      ("l:batch({}, 5)", "test.lua:3: bad argument #2 to 'batch' (function expected, got number)"),
    ]
    for (call, message) in cases {
      #expect(script.failure(setup + call) == message, "\(call)")
    }
  }

  @Test func helpFindsANameAsAScriptWritesIt() throws {
    let api = Self.api
    let frame = try #require(api.help(for: "frame"))
    #expect(frame.hasPrefix("l:frame(id) → Frame\n  The cell's frame;"))
    #expect(frame.contains("UIKit: layoutAttributesForItem(at:)"))
    #expect(frame.contains("  Example:\n    print(l:frame(\"apple\"))"))
    #expect(api.help(for: "l:frame") == frame)
    #expect(api.help(for: "List:frame") == frame)
    #expect(api.help(for: "l:frame()") == frame)
    // A name several classes have: each, the global first.
    let snapshot = try #require(api.help(for: "snapshot"))
    #expect(snapshot.hasPrefix("snapshot() → Snapshot"))
    #expect(snapshot.contains("\n\nl:snapshot() → Snapshot"))
    #expect(snapshot.contains("\n\no:snapshot(id [, include_parent]) → SectionSnapshot"))
    #expect(api.help(for: "o:snapshot")?.hasPrefix("o:snapshot(id") == true)
    // An option of a declaration, a field of a value, a topic.
    #expect(api.help(for: "estimated_height")?.hasPrefix("list { estimated_height = … } → number (optional)\n") == true)
    #expect(
      api.help(for: "l.count") == "l.count → integer\n  Number of cells.\n  UIKit: numberOfItems(inSection:), summed")
    #expect(
      api.help(for: "outlines")?.hasPrefix("Outlines (docs/outlines.md)\n  section_snapshot() → SectionSnapshot")
        == true)
    #expect(api.help(for: "fram") == nil)
    #expect(
      api.helpText(for: "fram") == "no help for \"fram\"; did you mean frame or frames? (help() lists the topics)")
  }

  @Test func helpInAScriptPrintsTheEntryOrTheTopics() throws {
    let script = try ScriptHarness()
    try script.run("help('apply_snapshot')")
    #expect(script.takeOutput() == Self.api.help(for: "apply_snapshot"))
    try script.run("help()")
    #expect(script.takeOutput() == Self.api.topicsHelp())
    #expect(Self.api.topicsHelp().contains("\n  snapshots      Diffable data source snapshots (docs/snapshots.md)\n"))
  }

  /// The unknown method and field of a hint are looked up in the definition.
  @Test func didYouMeanKnowsTheDefinitionsNames() throws {
    let script = try ScriptHarness()
    func hint(_ source: String) -> String? {
      do {
        try script.run(source)
        return nil
      } catch let error as LuaError {
        let message = script.host.explaining(error).message
        return message.split(separator: "\n").first { $0.hasPrefix("hint: ") }.map(String.init)
      } catch {
        return nil
      }
    }
    let setup = "local l = list { section 's' { cell 'a' {} } }\n"
    #expect(
      hint(setup + "l:apply_snapshto(l:snapshot())")
        == "hint: a List has no method apply_snapshto; did you mean l:apply_snapshot?")
    #expect(hint(setup + "l.fram('a')") == "hint: a List has no method fram; did you mean l:frame or l:frames?")
    #expect(hint(setup + "print(l.cuont + 1)") == "hint: a List has no field cuont; did you mean l.count?")
    // A value of none of the API's classes: the names come from every class.
    #expect(hint(setup + "local t = {}\nt:fram()") == "hint: there is no method fram; did you mean :frame or :frames?")
    #expect(hint(setup + "print(({}).cuont + 1)") == "hint: there is no field cuont; did you mean count?")
  }
}
