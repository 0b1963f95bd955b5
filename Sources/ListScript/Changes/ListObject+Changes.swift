import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import LuaBridge

/// Changing a list from Lua: `apply`, the snapshot operations and `batch`. Each method reads its
/// arguments and calls the matching ``ListState`` operation; the core validates, lays out, diffs
/// and animates, and a failed change leaves the list as it was.
extension ListObject {
  /// Runs one change of the list and wraps it for Lua.
  func change(
    _ operation: ListChange.Operation, steps: Int, call: LuaCall,
    _ body: (inout ListState) throws(ChangeError) -> ListChange
  ) throws -> TransitionObject {
    let change = try withChange(host.api.operationNames(.change(operation))) { state in try body(&state) }
    host.lastList = self
    host.report(change.warnings, of: call)
    noteRetainedMemory(of: change)
    return TransitionObject(change, steps: steps, host: host)
  }

  /// Lets Lua's collector know the Swift memory a change keeps alive for as long as its
  /// transition lives (``ListChange/retainedBytes``).
  func noteRetainedMemory(of change: ListChange) {
    host.lua.noteSwiftAllocation(kilobytes: change.retainedBytes / 1_024)
  }

  /// `{before = id}`, `{after = id}` or `{section = id}` (the end of that section).
  static func readPlacement(_ call: LuaCall, at index: Int, operation: String, allowsSection: Bool) throws
    -> CellPlacement?
  {
    guard !call.isNoneOrNil(index) else { return nil }
    let table = try call.table(index)
    let pairs = table.pairs
    let expected = allowsSection ? "{before = id}, {after = id} or {section = id}" : "{before = id} or {after = id}"
    guard pairs.count == 1, let key = pairs[0].key.string else {
      throw LuaRuntimeError("\(operation): the position must be one of \(expected)")
    }
    let id: Identifier
    switch pairs[0].value {
    case .string(let text): id = .string(text)
    case .integer(let number): id = .integer(number)
    default:
      throw LuaRuntimeError("\(operation): \(key) must name an id (a string or an integer), got \(pairs[0].value)")
    }
    switch key {
    case "before": return .before(id)
    case "after": return .after(id)
    case "section" where allowsSection: return .endOf(section: id)
    default: throw LuaRuntimeError("\(operation): unknown position \"\(key)\"; use \(expected)")
    }
  }

  /// `{before = id}` or `{after = id}` for a section; nil when absent.
  static func readSectionPlacement(_ call: LuaCall, at index: Int, operation: String) throws -> SectionPlacement? {
    switch try readPlacement(call, at: index, operation: operation, allowsSection: false) {
    case .none: nil
    case .before(let id): .before(id)
    case .after(let id): .after(id)
    case .endOf: preconditionFailure("a section position has no section = id form")
    }
  }

  /// Cells from a cell, or an array of cells.
  static func readCells(_ call: LuaCall, at index: Int, operation: String) throws -> [CellDeclaration] {
    if let box = call.stack.object(at: index) as? CellBox { return [box.cell] }
    guard call.type(index) == .table else { throw call.typeError(index, expected: .cells) }
    let table = LuaDeclarations.table(call.stack, at: index)
    var cells: [CellDeclaration] = []
    for (position, entry) in table.array.enumerated() {
      guard case .cell(let cell) = entry else {
        throw LuaRuntimeError(
          "\(operation): entry \(position + 1) must be a cell (cell \"id\" {…}), got \(entry.shown)")
      }
      cells.append(cell)
    }
    guard !cells.isEmpty, table.record.isEmpty else {
      throw LuaRuntimeError("\(operation): expected a cell or an array of cells")
    }
    return cells
  }

  /// The sections of `apply` or `batch`, read and checked for their own problems.
  static func readSections(_ call: LuaCall, at index: Int, operation: String) throws -> [SectionDeclaration] {
    _ = try call.table(index)
    let table = LuaDeclarations.table(call.stack, at: index)
    if operation == "apply", !table.record.isEmpty {
      throw LuaRuntimeError(
        "apply takes the new sections (section \"id\" {…}, …); put options such as \(table.record[0].key) in the second argument"
      )
    }
    let (sections, problems) = ListDeclaration.readSections(
      table.array, subject: operation, site: LuaDeclarations.site(call))
    if !problems.isEmpty { throw DeclarationError(subject: "sections for \(operation)", problems: problems) }
    return sections
  }

  // The bodies of the changes; what each is and takes is in the API's definition
  // (`ListObject+ChangesAPI.swift`).

  static func apply(_ list: ListObject, _ call: LuaCall) throws -> Int {
    let sections = try readSections(call, at: 2, operation: "apply")
    let options = try TransitionOptions.read(call, at: 3, operation: "apply", curves: list.host.curves)
    return call.returning(
      object: try list.change(.apply, steps: options.steps, call: call) { state throws(ChangeError) in
        try state.apply(sections, animation: options.animation)
      })
  }

  static func insert(_ list: ListObject, _ call: LuaCall) throws -> Int {
    let cells = try readCells(call, at: 2, operation: "insert")
    guard let placement = try readPlacement(call, at: 3, operation: "insert", allowsSection: true) else {
      throw LuaRuntimeError("insert: give a position: {before = id}, {after = id} or {section = id}")
    }
    let options = try TransitionOptions.read(call, at: 4, operation: "insert", curves: list.host.curves)
    return call.returning(
      object: try list.change(.insert, steps: options.steps, call: call) { state throws(ChangeError) in
        try state.insert(cells, at: placement, animation: options.animation)
      })
  }

  static func delete(_ list: ListObject, _ call: LuaCall) throws -> Int {
    var ids: [Identifier] = []
    var optionsIndex: Int?
    for index in stride(from: 2, through: call.count, by: 1) {
      if call.type(index) == .table, index == call.count {
        optionsIndex = index
      } else {
        ids.append(try LuaDeclarations.identifier(call, index))
      }
    }
    guard !ids.isEmpty else { throw LuaRuntimeError("delete: give the ids of the cells to delete") }
    let options = try TransitionOptions.read(
      call, at: optionsIndex ?? call.count + 1, operation: "delete", curves: list.host.curves)
    return call.returning(
      object: try list.change(.delete, steps: options.steps, call: call) { state throws(ChangeError) in
        try state.delete(ids, animation: options.animation)
      })
  }

  static func move(_ list: ListObject, _ call: LuaCall) throws -> Int {
    let id = try LuaDeclarations.identifier(call, 2)
    guard let placement = try readPlacement(call, at: 3, operation: "move", allowsSection: true) else {
      throw LuaRuntimeError("move: give a position: {before = id}, {after = id} or {section = id}")
    }
    let options = try TransitionOptions.read(call, at: 4, operation: "move", curves: list.host.curves)
    return call.returning(
      object: try list.change(.move, steps: options.steps, call: call) { state throws(ChangeError) in
        try state.move(id, to: placement, animation: options.animation)
      })
  }

  static func update(_ list: ListObject, _ call: LuaCall) throws -> Int {
    let id = try LuaDeclarations.identifier(call, 2)
    let cell: CellDeclaration
    if let box = call.stack.object(at: 3) as? CellBox {
      cell = box.cell
    } else if call.type(3) == .table {
      cell = CellDeclaration.read(
        id: id, from: LuaDeclarations.table(call.stack, at: 3), site: LuaDeclarations.site(call))
    } else {
      throw call.typeError(3, expected: .cellOrFields)
    }
    let options = try TransitionOptions.read(call, at: 4, operation: "update", curves: list.host.curves)
    return call.returning(
      object: try list.change(.update, steps: options.steps, call: call) { state throws(ChangeError) in
        try state.update(id, to: cell, animation: options.animation)
      })
  }

  static func insertSection(_ list: ListObject, _ call: LuaCall) throws -> Int {
    guard let box = call.stack.object(at: 2) as? SectionBox else { throw call.typeError(2, expected: "Section") }
    let placement = try readSectionPlacement(call, at: 3, operation: "insert_section")
    let options = try TransitionOptions.read(call, at: 4, operation: "insert_section", curves: list.host.curves)
    return call.returning(
      object: try list.change(.insertSection, steps: options.steps, call: call) { state throws(ChangeError) in
        try state.insertSection(box.section, at: placement ?? .end, animation: options.animation)
      })
  }

  static func deleteSection(_ list: ListObject, _ call: LuaCall) throws -> Int {
    let id = try LuaDeclarations.identifier(call, 2)
    let options = try TransitionOptions.read(call, at: 3, operation: "delete_section", curves: list.host.curves)
    return call.returning(
      object: try list.change(.deleteSection, steps: options.steps, call: call) { state throws(ChangeError) in
        try state.deleteSection(id, animation: options.animation)
      })
  }

  static func moveSection(_ list: ListObject, _ call: LuaCall) throws -> Int {
    let id = try LuaDeclarations.identifier(call, 2)
    guard let placement = try readSectionPlacement(call, at: 3, operation: "move_section") else {
      throw LuaRuntimeError("move_section: give a position: {before = id} or {after = id}")
    }
    let options = try TransitionOptions.read(call, at: 4, operation: "move_section", curves: list.host.curves)
    return call.returning(
      object: try list.change(.moveSection, steps: options.steps, call: call) { state throws(ChangeError) in
        try state.moveSection(id, to: placement, animation: options.animation)
      })
  }

  static func batch(_ list: ListObject, _ call: LuaCall) throws -> Int { try list.batch(call) }
}
