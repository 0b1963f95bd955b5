import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import LuaBridge

/// The `b` of `l:batch(new_sections, function(b) … end)`: collects the updates a programmer
/// declares, as UIKit's `performBatchUpdates` block does.
final class BatchBuilder {
  var update = BatchUpdate()
  var isOpen = true
  /// Each declared operation and the line that declared it, in order, so that a complaint points
  /// at the `b:…` line that caused it.
  var sites: [(claim: BatchClaim, location: LuaSourceLocation?)] = []

  func declare(_ claims: [BatchClaim], _ call: LuaCall) {
    let location = call.callerLocation
    for claim in claims { sites.append((claim, location)) }
  }

  /// Where the last operation that `matches` was declared.
  func site(where matches: (BatchClaim) -> Bool) -> LuaSourceLocation? {
    sites.last { matches($0.claim) }?.location
  }

  /// `tostring(b)`.
  var summary: String {
    "batch: \(update.deletes.count) deletes, \(update.inserts.count) inserts, \(update.moves.count) moves, \(update.reloads.count) reloads"
  }

  /// A declaring method's body wrapped for Lua: refused once the batch is over (the message names
  /// the method as the script called it).
  static func declaring(_ body: @escaping @Sendable (BatchBuilder, LuaCall) throws -> Void)
    -> @Sendable (BatchBuilder, LuaCall) throws -> Int
  {
    { builder, call in
      guard builder.isOpen else {
        throw LuaRuntimeError("\(call.name): this batch is over; declare updates inside its function")
      }
      try body(builder, call)
      return 0
    }
  }

  // The bodies of the methods; what each is and takes is in the API's definition
  // (`BatchBuilder+API.swift`).

  static func delete(_ builder: BatchBuilder, _ call: LuaCall) throws {
    let paths = try paths(call, at: 2)
    builder.update.deletes += paths
    builder.declare(paths.map(BatchClaim.delete), call)
  }

  static func insert(_ builder: BatchBuilder, _ call: LuaCall) throws {
    let paths = try paths(call, at: 2)
    builder.update.inserts += paths
    builder.declare(paths.map(BatchClaim.insert), call)
  }

  static func reload(_ builder: BatchBuilder, _ call: LuaCall) throws {
    let paths = try paths(call, at: 2)
    builder.update.reloads += paths
    builder.declare(paths.map(BatchClaim.reload), call)
  }

  static func move(_ builder: BatchBuilder, _ call: LuaCall) throws {
    let move = ItemMove(from: try path(call, at: 2), to: try path(call, at: 3))
    builder.update.moves.append(move)
    builder.declare([.move(move)], call)
  }

  static func deleteSections(_ builder: BatchBuilder, _ call: LuaCall) throws {
    let sections = try indices(call, at: 2)
    builder.update.sectionDeletes += sections
    builder.declare(sections.map(BatchClaim.deleteSection), call)
  }

  static func insertSections(_ builder: BatchBuilder, _ call: LuaCall) throws {
    let sections = try indices(call, at: 2)
    builder.update.sectionInserts += sections
    builder.declare(sections.map(BatchClaim.insertSection), call)
  }

  static func reloadSections(_ builder: BatchBuilder, _ call: LuaCall) throws {
    let sections = try indices(call, at: 2)
    builder.update.sectionReloads += sections
    builder.declare(sections.map(BatchClaim.reloadSection), call)
  }

  static func moveSection(_ builder: BatchBuilder, _ call: LuaCall) throws {
    let move = SectionMove(from: try index(call, at: 2), to: try index(call, at: 3))
    builder.update.sectionMoves.append(move)
    builder.declare([.moveSection(move)], call)
  }

  /// One index path: `{section, item}` or `{section = s, item = i}` (0-based, as UIKit).
  static func path(_ call: LuaCall, at index: Int) throws -> ItemPath {
    guard call.type(index) == .table else { throw call.typeError(index, expected: .indexPath) }
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
    guard call.type(index) == .table else { throw call.typeError(index, expected: .indexPaths) }
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
    guard call.type(position) == .table else { throw call.typeError(position, expected: .sectionIndices) }
    return try LuaDeclarations.table(call.stack, at: position).array.map { entry in
      guard case .integer(let number) = entry else {
        throw call.argumentError(position, "section indices are whole numbers, got \(entry.shown)")
      }
      return number
    }
  }
}

extension ListObject {
  /// `l:batch(new_sections, function(b) … end [, options])`: collects the declared updates, then
  /// lets the core check them against the data the way UIKit does and animate exactly them.
  ///
  /// A complaint about a declared operation, and a warning about one, name the line of the `b:…`
  /// call that declared it (the last one, when several did).
  func batch(_ call: LuaCall) throws -> Int {
    _ = try call.table(2)
    let declare = try call.function(3)
    let options = try TransitionOptions.read(call, at: 4, operation: "batch", curves: host.curves)
    let sections = try Self.readSections(call, at: 2, operation: "batch")

    let builder = BatchBuilder()
    defer { builder.isOpen = false }
    let change: ListChange
    do {
      // The declaring function runs inside the change: it may read the list, not change it.
      change = try withChange("batch") { state in
        try declare.call(.object(builder))
        builder.isOpen = false
        return try state.performBatchUpdates(builder.update, to: sections, animation: options.animation)
      }
    } catch let error as ChangeError {
      if case .invalidBatch(let complaint) = error.reason, let site = builder.site(where: complaint.involves) {
        throw PositionedError(error.description(naming: host.api.operationNames), at: site)
      }
      throw error
    }
    host.lastList = self
    host.report(change.warnings, of: call) { warning in
      warning.claim.flatMap { claim in builder.site { $0 == claim } }
    }
    noteRetainedMemory(of: change)
    return call.returning(object: TransitionObject(change, steps: options.steps, host: host))
  }
}
