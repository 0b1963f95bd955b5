import ListAnimation
import ListDiff
import ListLayout
import LuaBridge

/// The `b` of `l:batch(new_sections, function(b) … end)`: collects the updates a programmer
/// declares, as UIKit's `performBatchUpdates` block does.
final class BatchBuilder {
  var update = BatchUpdate()
  var isOpen = true

  static func define(on lua: Lua) {
    var definition = LuaClass<BatchBuilder>("Batch")
    definition.describe = { builder in
      let update = builder.update
      return "batch: \(update.deletes.count) deletes, \(update.inserts.count) inserts, \(update.moves.count) moves, \(update.reloads.count) reloads"
    }
    func open(_ builder: BatchBuilder, _ name: String) throws {
      guard builder.isOpen else { throw LuaRuntimeError("\(name): this batch is over; declare updates inside its function") }
    }
    definition.methods["delete"] = { builder, call in
      try open(builder, "delete")
      builder.update.deletes += try paths(call, at: 2)
      return 0
    }
    definition.methods["insert"] = { builder, call in
      try open(builder, "insert")
      builder.update.inserts += try paths(call, at: 2)
      return 0
    }
    definition.methods["reload"] = { builder, call in
      try open(builder, "reload")
      builder.update.reloads += try paths(call, at: 2)
      return 0
    }
    definition.methods["move"] = { builder, call in
      try open(builder, "move")
      builder.update.moves.append(ItemMove(from: try path(call, at: 2), to: try path(call, at: 3)))
      return 0
    }
    definition.methods["delete_sections"] = { builder, call in
      try open(builder, "delete_sections")
      builder.update.sectionDeletes += try indices(call, at: 2)
      return 0
    }
    definition.methods["insert_sections"] = { builder, call in
      try open(builder, "insert_sections")
      builder.update.sectionInserts += try indices(call, at: 2)
      return 0
    }
    definition.methods["reload_sections"] = { builder, call in
      try open(builder, "reload_sections")
      builder.update.sectionReloads += try indices(call, at: 2)
      return 0
    }
    definition.methods["move_section"] = { builder, call in
      try open(builder, "move_section")
      builder.update.sectionMoves.append(SectionMove(from: try index(call, at: 2), to: try index(call, at: 3)))
      return 0
    }
    lua.define(definition)
  }

  /// One index path: `{section, item}` or `{section = s, item = i}` (0-based, as UIKit).
  static func path(_ call: LuaCall, at index: Int) throws -> ItemPath {
    guard call.type(index) == .table else { throw call.typeError(index, expected: "index path {section, item}") }
    return try path(from: LuaDeclarations.table(call.stack, at: index), call: call, argument: index)
  }

  static func path(from table: DeclarationTable, call: LuaCall, argument: Int) throws -> ItemPath {
    func whole(_ value: DeclarationValue?, _ name: String) throws -> Int {
      guard case .integer(let number) = value else {
        throw call.argumentError(argument, "an index path needs a whole \(name), got \(value?.shown ?? "nothing")")
      }
      return number
    }
    if table.array.count == 2, table.record.isEmpty {
      return ItemPath(section: try whole(table.array[0], "section"), item: try whole(table.array[1], "item"))
    }
    if table.array.isEmpty, table.record.count == 2 {
      return ItemPath(section: try whole(table["section"], "section"), item: try whole(table["item"], "item"))
    }
    throw call.argumentError(argument, "an index path is {section, item} or {section = s, item = i}")
  }

  /// Index paths: one path (`{0, 1}`) or a list of paths (`{ {0, 1}, {0, 2} }`).
  static func paths(_ call: LuaCall, at index: Int) throws -> [ItemPath] {
    guard call.type(index) == .table else { throw call.typeError(index, expected: "table of index paths") }
    let table = LuaDeclarations.table(call.stack, at: index)
    if case .table = table.array.first {
      return try table.array.map { entry in
        guard case .table(let inner) = entry else {
          throw call.argumentError(index, "expected a list of index paths {section, item}")
        }
        return try path(from: inner, call: call, argument: index)
      }
    }
    return [try path(from: table, call: call, argument: index)]
  }

  static func index(_ call: LuaCall, at position: Int) throws -> Int {
    try call.integer(position)
  }

  /// Section indices: one number or a list of numbers.
  static func indices(_ call: LuaCall, at position: Int) throws -> [Int] {
    if call.type(position) == .number { return [try call.integer(position)] }
    guard call.type(position) == .table else { throw call.typeError(position, expected: "table of section indices") }
    return try LuaDeclarations.table(call.stack, at: position).array.map { entry in
      guard case .integer(let number) = entry else {
        throw call.argumentError(position, "section indices are whole numbers, got \(entry.shown)")
      }
      return number
    }
  }
}

extension ListObject {
  /// `l:batch(new_sections, function(b) … end [, options])`: checks the declared updates against
  /// the data the way UIKit does, then animates exactly those updates.
  func batch(_ call: LuaCall) throws -> Int {
    try beginChange("batch")
    defer { isChanging = false }
    _ = try call.table(2)
    let table = LuaDeclarations.table(call.stack, at: 2)
    let declare = try call.function(3)
    let options = try TransitionOptions.read(call, at: 4, operation: "batch", curves: host.curves)
    let (sections, problems) = ListDeclaration.readSections(table.array, subject: "batch", site: LuaDeclarations.site(call))
    if !problems.isEmpty { throw DeclarationError(subject: "sections for batch", problems: problems) }

    let builder = BatchBuilder()
    defer { builder.isOpen = false }
    try declare.call(.object(builder))
    builder.isOpen = false

    let old = layout
    let declaration = ListDeclaration(options: old.options, sections: sections, provenance: old.declaration.provenance)
    try declaration.validate(subject: "sections for batch")
    let kind: ListKind = old.options.style == .grid ? .collection : .table
    let before = old.declaration.snapshot
    let after = declaration.snapshot
    let update = builder.update
    let checked = try CheckedBatch(update, oldCounts: before.itemCounts, newCounts: after.itemCounts, kind: kind)
    let changeset = checked.changeset(from: before, to: after)
    let new = try host.makeLayout(declaration, reusing: old)
    let correspondence = checked.correspondence(from: before, to: after)
    let transition = Transition(
      from: old, to: new, correspondence: correspondence,
      choreography: options.choreography == .staged ? .uikit : options.choreography, curve: options.curve,
      duration: options.effectiveDuration, android: options.android)
    layout = new
    host.lastList = self
    return call.returning(
      object: TransitionObject(
        title: "batch", transition: transition, changeset: changeset, before: before, old: old, new: new,
        steps: options.steps))
  }
}
