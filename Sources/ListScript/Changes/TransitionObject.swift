import ListAnimation
import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import ListRender
import LuaBridge

/// An animated change of a list, as `l:apply` and the other changes return it.
final class TransitionObject {
  let change: ListChange
  /// How many steps `print(t)` and `show(t)` sample (`steps + 1` instants).
  let steps: Int
  unowned let host: ScriptHost

  init(_ change: ListChange, steps: Int, host: ScriptHost) {
    self.change = change
    self.steps = steps
    self.host = host
  }

  /// The metatables its tables print with.
  var tables: PrintableTables { host.tables }

  /// The operation's name as scripts call it: `apply`, `insert_section`, …
  var title: String { host.api.operationNames(.change(change.operation)) }
  var transition: Transition { change.transition }
  var changeset: ListChangeset { change.changeset }
  var old: Layout { change.old }
  var new: Layout { change.new }
  /// The data before and after the change, as the layouts keep it.
  var before: ListDeclaration { change.old.declaration }
  var after: ListDeclaration { change.new.declaration }

  /// Refuses to sample `steps + 1` instants when that is more than the core's budget (see
  /// ``ListChange/checkSampleBudget(steps:all:)``), naming the operation.
  func checkSampleBudget(steps: Int, operation: String, all: Bool = false) throws {
    do {
      try change.checkSampleBudget(steps: steps, all: all)
    } catch {
      throw LuaRuntimeError("\(operation): \(error)")
    }
  }

  /// `{all = true}` at `index` (absent or nil: only the elements that show before or after).
  static func readAll(_ call: LuaCall, at index: Int, operation: String) throws -> Bool {
    guard !call.isNoneOrNil(index) else { return false }
    let table = try call.table(index)
    var all = false
    for (key, value) in table.pairs {
      guard key.string == "all", case .boolean(let flag) = value else {
        throw LuaRuntimeError(
          "\(operation): the only option is all = true (every element, not only those that show), got \(key) = \(value)"
        )
      }
      all = flag
    }
    return all
  }

  func text(style: TerminalStyle, explanations: StageExplanations = .unwrapped) throws -> String {
    try TransitionText.render(
      title: title, transition: transition, changeset: changeset, before: before, final: after, steps: steps,
      style: style, explanations: explanations, reconfigured: change.reconfigured,
      reloadsData: change.operation == .applySnapshotUsingReloadData)
  }

  // The bodies of the methods and fields; what each is and takes is in the API's definition
  // (`TransitionObject+API.swift`).

  /// `tostring(t)`.
  static func describe(_ object: TransitionObject) throws -> String {
    try object.checkSampleBudget(steps: object.steps, operation: "tostring")
    return try object.text(style: .plain)
  }

  static func stages(_ object: TransitionObject, _ call: LuaCall) throws -> Int {
    pushStages(object.changeset, before: object.before, final: object.after, tables: object.tables, on: call)
    return 1
  }

  /// What the change did that the script probably did not mean, one sentence each.
  static func warnings(_ object: TransitionObject, _ call: LuaCall) throws -> Int {
    let names = object.host.api.operationNames
    call.stack.pushArray(object.change.warnings.map { .string($0.description(naming: names)) })
    object.tables.attach(object.tables.lines, toTableAt: -1, on: call.stack)
    return 1
  }

  /// The cells reconfigured in place: `{ {section=, item=, id=}, … }` at their new paths.
  static func reconfigured(_ object: TransitionObject, _ call: LuaCall) throws -> Int {
    let paths = object.change.reconfigured
    call.stack.pushTable(arrayCount: paths.count)
    for (index, path) in paths.enumerated() {
      let id = object.after.sections[path.section].cells[path.item].id
      call.stack.pushRecord([
        ("section", .integer(path.section)), ("item", .integer(path.item)), ("id", LuaDeclarations.luaValue(id)),
      ])
      call.stack.setIndex(index + 1, ofTableAt: -2)
    }
    return 1
  }

  static func at(_ object: TransitionObject, _ call: LuaCall) throws -> Int {
    let time = try call.number(2)
    guard time.isFinite else { throw call.argumentError(2, "time must be a finite number of seconds") }
    let all = try readAll(call, at: 3, operation: "at")
    if all { try object.checkSampleBudget(steps: 0, operation: "at", all: true) }
    let elements = try object.transition.at(time, all: all)
    pushElements(elements, printing: object.tables, on: call.stack)
    return 1
  }

  static func steps(_ object: TransitionObject, _ call: LuaCall) throws -> Int {
    let tables = object.tables
    let count = try call.optionalInteger(2) ?? object.steps
    guard count >= 1, count <= 1000 else { throw call.argumentError(2, "steps must be from 1 to 1000, got \(count)") }
    let all = try readAll(call, at: 3, operation: "steps")
    try object.checkSampleBudget(steps: count, operation: "steps", all: all)
    let times = sampleTimes(count: count, duration: object.transition.duration)
    call.stack.pushTable(arrayCount: times.count)
    for (index, time) in times.enumerated() {
      let elements = try object.transition.at(time, all: all)
      try call.lua.checkLimits()
      try call.lua.checkMemory()
      call.stack.pushTable(recordCount: 2)
      call.stack.setField("t", .number(time))
      pushElements(elements, printing: tables, on: call.stack)
      call.stack.setField("elements", ofTableAt: -2)
      tables.attach(tables.sample, toTableAt: -1, on: call.stack)
      call.stack.setIndex(index + 1, ofTableAt: -2)
    }
    tables.attach(tables.lines, toTableAt: -1, on: call.stack)
    return 1
  }

  /// `{ {id=, kind=, x=, y=, w=, h=, alpha=, state=, corners=}, … }` (+ `element_kind`, `owner`,
  /// `data_id`), each printing as `print(t)`
  /// lists it.
  static func pushElements(_ elements: [ElementSample], printing tables: PrintableTables, on stack: LuaStack) {
    stack.pushTable(arrayCount: elements.count)
    for (index, element) in elements.enumerated() {
      stack.pushRecord([
        ("id", LuaDeclarations.luaValue(element.id)), ("kind", .string(element.kind.rawValue)),
        ("x", .number(element.frame.x)), ("y", .number(element.frame.y)),
        ("w", .number(element.frame.width)), ("h", .number(element.frame.height)),
        ("alpha", .number(element.alpha)), ("state", .string(element.state.rawValue)),
        ("corners", .string(element.corners.rawValue)),
        ("data_id", element.dataID.map(LuaDeclarations.luaValue) ?? .nil),
        ("element_kind", element.elementKind.map { .string($0) } ?? .nil),
        ("owner", element.key.distinguishingOwner.map { .string($0.rawValue) } ?? .nil),
      ])
      tables.attach(tables.elementState, toTableAt: -1, on: stack)
      stack.setIndex(index + 1, ofTableAt: -2)
    }
    tables.attach(tables.lines, toTableAt: -1, on: stack)
  }

  /// The stages as the README describes them: element entries `{section=, item=}` (moves `{from=, to=}`),
  /// section entries as indices, and `after` as `{ {id=, items={…}}, … }`. Each stage prints as
  /// `print(t)` lists it, and the array as all of them.
  static func pushStages(
    _ changeset: ListChangeset, before: any StageData, final: (any StageData)? = nil, tables: PrintableTables,
    on call: LuaCall
  ) {
    // Made when printed, with the explanations `print` shows at that moment.
    let texts = { [weak tables] in
      stageTexts(changeset, before: before, final: final, explanations: tables?.stageExplanations ?? .unwrapped)
    }
    let stack = call.stack
    func pushPath(_ path: ItemPath) {
      stack.pushRecord([("section", .integer(path.section)), ("item", .integer(path.item))])
    }
    func setPaths(_ key: String, _ paths: [ItemPath]) {
      stack.pushTable(arrayCount: paths.count)
      for (index, path) in paths.enumerated() {
        pushPath(path)
        stack.setIndex(index + 1, ofTableAt: -2)
      }
      stack.setField(key, ofTableAt: -2)
    }
    stack.pushTable(arrayCount: changeset.stages.count)
    for (index, stage) in changeset.stages.enumerated() {
      stack.pushTable(recordCount: 10)
      stack.setField("kind", .string(stage.kind.description))
      setPaths("deleted", stage.operations.deletes)
      setPaths("inserted", stage.operations.inserts)
      setPaths("updated", stage.operations.reloads)
      stack.pushTable(arrayCount: stage.operations.moves.count)
      for (position, move) in stage.operations.moves.enumerated() {
        stack.pushTable(recordCount: 2)
        pushPath(move.from)
        stack.setField("from", ofTableAt: -2)
        pushPath(move.to)
        stack.setField("to", ofTableAt: -2)
        stack.setIndex(position + 1, ofTableAt: -2)
      }
      stack.setField("moved", ofTableAt: -2)
      stack.pushArray(stage.operations.sectionDeletes.map { .integer($0) })
      stack.setField("sections_deleted", ofTableAt: -2)
      stack.pushArray(stage.operations.sectionInserts.map { .integer($0) })
      stack.setField("sections_inserted", ofTableAt: -2)
      stack.pushArray(stage.operations.sectionReloads.map { .integer($0) })
      stack.setField("sections_updated", ofTableAt: -2)
      stack.pushTable(arrayCount: stage.operations.sectionMoves.count)
      for (position, move) in stage.operations.sectionMoves.enumerated() {
        stack.pushRecord([("from", .integer(move.from)), ("to", .integer(move.to))])
        stack.setIndex(position + 1, ofTableAt: -2)
      }
      stack.setField("sections_moved", ofTableAt: -2)
      stack.pushTable(arrayCount: stage.after.sections.count)
      for (position, section) in stage.after.sections.enumerated() {
        stack.pushTable(recordCount: 2)
        stack.setField("id", LuaDeclarations.luaValue(section.id))
        stack.pushArray(section.items.map { LuaDeclarations.luaValue($0.id) })
        stack.setField("items", ofTableAt: -2)
        stack.setIndex(position + 1, ofTableAt: -2)
      }
      stack.setField("after", ofTableAt: -2)
      Reports.attachText(toTableAt: -1, on: call) { texts()[index] }
      stack.setIndex(index + 1, ofTableAt: -2)
    }
    Reports.attachText(toTableAt: -1, on: call) {
      let all = texts()
      return all.isEmpty ? "no stages" : all.joined(separator: "\n")
    }
  }

  /// The text of each stage, as `print(t)` lists it.
  static func stageTexts(
    _ changeset: ListChangeset, before: any StageData, final: (any StageData)?, explanations: StageExplanations
  ) -> [String] {
    StageSummary.summaries(of: changeset, from: before, final: final).map {
      TransitionText.lines(of: $0, explanations: explanations).joined(separator: "\n")
    }
  }
}

extension TransitionObject: ScriptPrintable {
  func printedText(style: TerminalStyle, explanations: StageExplanations) throws -> String {
    try text(style: style, explanations: explanations)
  }
  var printedJSON: JSONValue {
    get throws {
      try TransitionJSON.event(
        title: title, transition: transition, changeset: changeset, steps: steps, reconfigured: change.reconfigured)
    }
  }
}

/// The changeset `diff(old, new)` computes, without a layout.
final class ChangesetObject {
  let changeset: ListChangeset
  let before: DeclarationData
  /// The metatables its tables print with.
  let tables: PrintableTables

  init(changeset: ListChangeset, before: DeclarationData, tables: PrintableTables) {
    self.changeset = changeset
    self.before = before
    self.tables = tables
  }

  var text: String {
    (["diff · \(changeset.stages.count) stage\(changeset.stages.count == 1 ? "" : "s")"]
      + TransitionText.stages(changeset, from: before)).joined(separator: "\n")
  }
}

extension ChangesetObject: ScriptPrintable {
  func printedText(style: TerminalStyle, explanations: StageExplanations) -> String {
    (["diff · \(changeset.stages.count) stage\(changeset.stages.count == 1 ? "" : "s")"]
      + TransitionText.stages(changeset, from: before, style: style, explanations: explanations)).joined(
        separator: "\n")
  }
  var printedJSON: JSONValue {
    .object([("type", .string("diff")), ("stages", .array(changeset.stages.map(TransitionJSON.stage)))])
  }
}
