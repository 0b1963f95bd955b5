import ListAnimation
import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import ListText
import LuaBridge

extension TransitionObject {
  /// The transition's class in the API: what every change returns.
  static let api = LuaClassDefinition<TransitionObject>(
    "Transition", topic: "changing", summary: "An animated change of a list (userdata).", variable: "t",
    setup: """
      local l = list { section "fruits" { cell "apple" {}, cell "banana" {} } }
      local t = l:apply { section "fruits" { cell "banana" {}, cell "cherry" {} } }
      """,
    methods: [
      LuaMethod(
        .init(
          "at", topic: "changing",
          parameters: [.init("time", .number), .init("options", .read("{all: boolean}"), optional: true)],
          results: [.init("ElementAtTime[]")],
          summary: "Every element that shows before or after the change, at `time` seconds.",
          details: ["`{ all = true }`: every element of the list, not only those visible before or after."],
          example: "for _, e in ipairs(t:at(0.15)) do print(e.id, e.alpha, e.state) end",
          complexity: "O(elements)"), body: { try at($0, $1) }),
      LuaMethod(
        .init(
          "steps", topic: "changing",
          parameters: [
            .init("n", .integer, optional: true), .init("options", .read("{all: boolean}"), optional: true),
          ],
          results: [.init("{t: number, elements: ElementAtTime[]}[]")],
          summary: "n + 1 samples from the start to the end (n: the change's `steps`, 4 unless given).",
          example: "print(t:steps(2))", complexity: "O(n · elements)"), body: { try steps($0, $1) }),
    ],
    properties: [
      LuaProperty(.init("stages", "Stage[]", "The UIKit-safe stages of the change, in order.")) {
        try stages($0, $1)
      },
      LuaProperty(.init("duration", "number", "Seconds.")) { object, call in
        call.returning(.number(object.transition.duration))
      },
      LuaProperty(.init("choreography", "string", "uikit, staged or android.")) { object, call in
        call.returning(.string(object.transition.choreography.rawValue))
      },
      LuaProperty(
        .init(
          "warnings", "string[]",
          "What the change did that the script probably did not mean (also printed on stderr).")
      ) { try warnings($0, $1) },
      LuaProperty(
        .init(
          "reconfigured", "{section: integer, item: integer, id: Id}[]",
          "Cells reconfigured in place (not in the stages).")
      ) { try reconfigured($0, $1) },
    ],
    describe: { try describe($0) })
}

extension ChangesetObject {
  /// The changeset's class in the API: what `diff(old, new)` returns.
  static let api = LuaClassDefinition<ChangesetObject>(
    "Changeset", topic: "changing", summary: "The staged changeset between two sets of sections (userdata).",
    variable: "c",
    properties: [
      LuaProperty(.init("stages", "Stage[]", "The UIKit-safe stages, in order.")) { object, call in
        TransitionObject.pushStages(object.changeset, before: object.before, tables: object.tables, on: call)
        return 1
      }
    ],
    describe: { $0.text })
}

extension BatchBuilder {
  /// The batch's class in the API: the `b` of `l:batch(new_sections, function(b) … end)`.
  static let api = LuaClassDefinition<BatchBuilder>(
    "Batch", topic: "changing", summary: "The declared updates of one batch (userdata).", variable: "b",
    setup: """
      local l = list { section "s" { cell "a" {}, cell "b" {}, cell "c" {} }, section "t" { cell "d" {} } }
      local declared = false
      pcall(l.batch, l, { section "s" { cell "a" {} } }, function(b)
        -- example
        declared = true
      end)
      assert(declared, "the batch's function stopped")
      """, uikit: "the block of performBatchUpdates(_:completion:)",
    methods: [
      method(
        "delete", [.init("paths", .indexPaths)], "Deletes rows, at their index paths before the batch.",
        "b:delete { 0, 1 }", uikit: "deleteItems(at:)", body: declaring { try delete($0, $1) }),
      method(
        "insert", [.init("paths", .indexPaths)], "Inserts rows, at their index paths after the batch.",
        "b:insert { { 0, 0 }, { 0, 1 } }", uikit: "insertItems(at:)", body: declaring { try insert($0, $1) }),
      method(
        "reload", [.init("paths", .indexPaths)], "Reloads rows, at their index paths before the batch.",
        "b:reload { 0, 2 }", uikit: "reloadItems(at:)", body: declaring { try reload($0, $1) }),
      method(
        "move", [.init("from", .indexPath), .init("to", .indexPath)], "Moves a row.",
        "b:move({ 0, 0 }, { 0, 2 })", uikit: "moveItem(at:to:)", body: declaring { try move($0, $1) }),
      method(
        "delete_sections", [.init("sections", .sectionIndices)], "Deletes sections, by index before the batch.",
        "b:delete_sections(1)", uikit: "deleteSections(_:)", body: declaring { try deleteSections($0, $1) }),
      method(
        "insert_sections", [.init("sections", .sectionIndices)], "Inserts sections, by index after the batch.",
        "b:insert_sections { 0 }", uikit: "insertSections(_:)", body: declaring { try insertSections($0, $1) }),
      method(
        "reload_sections", [.init("sections", .sectionIndices)], "Reloads sections, by index before the batch.",
        "b:reload_sections(0)", uikit: "reloadSections(_:)", body: declaring { try reloadSections($0, $1) }),
      method(
        "move_section", [.init("from", .integer), .init("to", .integer)], "Moves a section.",
        "b:move_section(0, 1)", uikit: "moveSection(_:toSection:)", body: declaring { try moveSection($0, $1) }),
    ],
    describe: { $0.summary })

  /// A method of the batch: they all return nothing and cost O(k) for k paths.
  private static func method(
    _ name: String, _ parameters: [LuaAPI.Parameter], _ summary: String, _ example: String, uikit: String,
    body: @escaping @Sendable (BatchBuilder, LuaCall) throws -> Int
  ) -> LuaMethod<BatchBuilder> {
    LuaMethod(
      .init(
        name, topic: "changing", parameters: parameters, summary: summary, example: example, complexity: "O(k)",
        uikit: uikit), body: body)
  }
}

extension LuaAPI.ValueType {
  /// `{section, item}` or `{section = s, item = i}`, 0-based.
  static let indexPath = accepting("IndexPath", [.table], expected: "index path {section, item}")
  /// One index path, or an array of them.
  static let indexPaths = accepting("IndexPath|IndexPath[]", [.table], expected: "table of index paths")
  /// One section index, or an array of them.
  static let sectionIndices = accepting("integer|integer[]", [.number, .table], expected: "table of section indices")
}
