import ListAnimation
import ListDiff
import ListLayout
import LuaBridge

/// Changing a list: `apply`, the snapshot operations and `batch`. Every change is transactional:
/// the list changes only once the new declaration is valid, laid out, diffed and animated; on any
/// error it keeps its last good state.
extension ListObject {
  /// Lays out `sections`, diffs them against the current data and animates the change.
  func change(to sections: [SectionDeclaration], options: TransitionOptions, title: String) throws
    -> TransitionObject
  {
    try beginChange(title)
    defer { isChanging = false }
    let old = layout
    let declaration = ListDeclaration(options: old.options, sections: sections, provenance: old.declaration.provenance)
    try declaration.validate(subject: "sections for \(title)")
    let new = try host.makeLayout(declaration, reusing: old)
    let before = old.declaration.snapshot
    let diff = try Diff(from: before, to: declaration.snapshot)
    let changeset = diff.changeset
    let transition: Transition
    if options.choreography == .staged {
      var layouts = [old]
      for stage in changeset.stages.dropLast() {
        let intermediate = ListDeclaration(options: old.options, snapshot: stage.after)
        layouts.append(try host.makeLayout(intermediate, reusing: layouts[layouts.count - 1]))
      }
      layouts.append(new)
      let correspondences = diff.stageCorrespondences(from: before)
      transition = Transition(
        stages: layouts, correspondences: correspondences, curve: options.curve, stageDuration: options.effectiveDuration)
    } else {
      transition = Transition(
        from: old, to: new, correspondence: diff.correspondence,
        choreography: options.choreography, curve: options.curve, duration: options.effectiveDuration,
        android: options.android)
    }
    layout = new
    host.lastList = self
    return TransitionObject(
      title: title, transition: transition, changeset: changeset, before: before, old: old, new: new,
      steps: options.steps)
  }

  var sections: [SectionDeclaration] { layout.declaration.sections }

  /// Refuses a change that starts while another change of the same list is laying it out (a layout
  /// plugin or a component calling back into the list): the inner change would be lost.
  func beginChange(_ operation: String) throws {
    guard !isChanging else {
      throw LuaRuntimeError("\(operation): the list is being changed (a plugin function called back into it); change it afterwards")
    }
    isChanging = true
  }

  /// Where a cell is: its section and item index.
  func position(ofCell id: Identifier, operation: String) throws -> (section: Int, item: Int) {
    for (sectionIndex, section) in sections.enumerated() {
      if let item = section.cells.firstIndex(where: { $0.id == id }) { return (sectionIndex, item) }
    }
    throw LuaRuntimeError("\(operation): no cell with id \(id.quoted)")
  }

  func position(ofSection id: Identifier, operation: String) throws -> Int {
    guard let index = sections.firstIndex(where: { $0.id == id }) else {
      throw LuaRuntimeError("\(operation): no section with id \(id.quoted)")
    }
    return index
  }

  /// `{before = id}`, `{after = id}` or `{section = id}` (the end of that section).
  enum CellPlace {
    case before(Identifier)
    case after(Identifier)
    case endOf(Identifier)
  }

  static func readPlace(_ call: LuaCall, at index: Int, operation: String, allowsSection: Bool) throws -> CellPlace? {
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
    default: throw LuaRuntimeError("\(operation): \(key) must name an id (a string or an integer), got \(pairs[0].value)")
    }
    switch key {
    case "before": return .before(id)
    case "after": return .after(id)
    case "section" where allowsSection: return .endOf(id)
    default: throw LuaRuntimeError("\(operation): unknown position \"\(key)\"; use \(expected)")
    }
  }

  /// `sections` with `cells` inserted at `place`.
  static func inserting(
    _ cells: [CellDeclaration], at place: CellPlace, into sections: [SectionDeclaration], operation: String
  ) throws -> [SectionDeclaration] {
    var sections = sections
    func cellPosition(_ id: Identifier) throws -> (Int, Int) {
      for (sectionIndex, section) in sections.enumerated() {
        if let item = section.cells.firstIndex(where: { $0.id == id }) { return (sectionIndex, item) }
      }
      throw LuaRuntimeError("\(operation): no cell with id \(id.quoted)")
    }
    switch place {
    case .before(let id):
      let (section, item) = try cellPosition(id)
      sections[section].cells.insert(contentsOf: cells, at: item)
    case .after(let id):
      let (section, item) = try cellPosition(id)
      sections[section].cells.insert(contentsOf: cells, at: item + 1)
    case .endOf(let id):
      guard let section = sections.firstIndex(where: { $0.id == id }) else {
        throw LuaRuntimeError("\(operation): no section with id \(id.quoted)")
      }
      sections[section].cells.append(contentsOf: cells)
    }
    return sections
  }

  /// Cells from a cell, or an array of cells.
  static func readCells(_ call: LuaCall, at index: Int, operation: String) throws -> [CellDeclaration] {
    if let box = call.stack.object(at: index) as? CellBox { return [box.cell] }
    guard call.type(index) == .table else { throw call.typeError(index, expected: "cell or table of cells") }
    let table = LuaDeclarations.table(call.stack, at: index)
    var cells: [CellDeclaration] = []
    for (position, entry) in table.array.enumerated() {
      guard case .cell(let cell) = entry else {
        throw LuaRuntimeError("\(operation): entry \(position + 1) must be a cell (cell \"id\" {…}), got \(entry.shown)")
      }
      cells.append(cell)
    }
    guard !cells.isEmpty, table.record.isEmpty else {
      throw LuaRuntimeError("\(operation): expected a cell or an array of cells")
    }
    return cells
  }

  static func defineChanges(on definition: inout LuaClass<ListObject>) {
    definition.methods["apply"] = { list, call in
      _ = try call.table(2)
      let table = LuaDeclarations.table(call.stack, at: 2)
      guard table.record.isEmpty else {
        throw LuaRuntimeError(
          "apply takes the new sections (section \"id\" {…}, …); put options such as \(table.record[0].key) in the second argument")
      }
      let (sections, problems) = ListDeclaration.readSections(table.array, subject: "apply", site: LuaDeclarations.site(call))
      if !problems.isEmpty { throw DeclarationError(subject: "sections for apply", problems: problems) }
      let options = try TransitionOptions.read(call, at: 3, operation: "apply", curves: list.host.curves)
      return call.returning(object: try list.change(to: sections, options: options, title: "apply"))
    }

    definition.methods["insert"] = { list, call in
      let cells = try readCells(call, at: 2, operation: "insert")
      guard let place = try readPlace(call, at: 3, operation: "insert", allowsSection: true) else {
        throw LuaRuntimeError("insert: give a position: {before = id}, {after = id} or {section = id}")
      }
      let options = try TransitionOptions.read(call, at: 4, operation: "insert", curves: list.host.curves)
      let sections = try inserting(cells, at: place, into: list.sections, operation: "insert")
      return call.returning(object: try list.change(to: sections, options: options, title: "insert"))
    }

    definition.methods["delete"] = { list, call in
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
      var sections = list.sections
      for id in ids {
        let (section, item) = try list.position(ofCell: id, operation: "delete")
        _ = item
        sections[section].cells.removeAll { $0.id == id }
      }
      let options = try TransitionOptions.read(call, at: optionsIndex ?? call.count + 1, operation: "delete", curves: list.host.curves)
      return call.returning(object: try list.change(to: sections, options: options, title: "delete"))
    }

    definition.methods["move"] = { list, call in
      let id = try LuaDeclarations.identifier(call, 2)
      guard let place = try readPlace(call, at: 3, operation: "move", allowsSection: true) else {
        throw LuaRuntimeError("move: give a position: {before = id}, {after = id} or {section = id}")
      }
      if case .before(let other) = place, other == id { throw LuaRuntimeError("move: a cell cannot move before itself") }
      if case .after(let other) = place, other == id { throw LuaRuntimeError("move: a cell cannot move after itself") }
      let options = try TransitionOptions.read(call, at: 4, operation: "move", curves: list.host.curves)
      let (section, item) = try list.position(ofCell: id, operation: "move")
      let cell = list.sections[section].cells[item]
      let remaining = list.sections.map { section in
        var section = section
        section.cells.removeAll { $0.id == id }
        return section
      }
      let sections = try inserting([cell], at: place, into: remaining, operation: "move")
      return call.returning(object: try list.change(to: sections, options: options, title: "move"))
    }

    definition.methods["update"] = { list, call in
      let id = try LuaDeclarations.identifier(call, 2)
      let (section, item) = try list.position(ofCell: id, operation: "update")
      let cell: CellDeclaration
      if let box = call.stack.object(at: 3) as? CellBox {
        guard box.cell.id == id else {
          throw LuaRuntimeError(
            "update: the new cell's id \(box.cell.id.quoted) is not \(id.quoted); to replace a cell, delete it and insert the other")
        }
        cell = box.cell
      } else if call.type(3) == .table {
        cell = CellDeclaration.read(id: id, from: LuaDeclarations.table(call.stack, at: 3), site: LuaDeclarations.site(call))
      } else {
        throw call.typeError(3, expected: "cell or table of cell fields")
      }
      let options = try TransitionOptions.read(call, at: 4, operation: "update", curves: list.host.curves)
      var sections = list.sections
      sections[section].cells[item] = cell
      return call.returning(object: try list.change(to: sections, options: options, title: "update"))
    }

    definition.methods["insert_section"] = { list, call in
      guard let box = call.stack.object(at: 2) as? SectionBox else { throw call.typeError(2, expected: "Section") }
      let place = try readPlace(call, at: 3, operation: "insert_section", allowsSection: false)
      let options = try TransitionOptions.read(call, at: 4, operation: "insert_section", curves: list.host.curves)
      var sections = list.sections
      switch place {
      case .none: sections.append(box.section)
      case .before(let id): sections.insert(box.section, at: try list.position(ofSection: id, operation: "insert_section"))
      case .after(let id): sections.insert(box.section, at: try list.position(ofSection: id, operation: "insert_section") + 1)
      case .endOf: break
      }
      return call.returning(object: try list.change(to: sections, options: options, title: "insert_section"))
    }

    definition.methods["delete_section"] = { list, call in
      let id = try LuaDeclarations.identifier(call, 2)
      let index = try list.position(ofSection: id, operation: "delete_section")
      let options = try TransitionOptions.read(call, at: 3, operation: "delete_section", curves: list.host.curves)
      var sections = list.sections
      sections.remove(at: index)
      return call.returning(object: try list.change(to: sections, options: options, title: "delete_section"))
    }

    definition.methods["move_section"] = { list, call in
      let id = try LuaDeclarations.identifier(call, 2)
      guard let place = try readPlace(call, at: 3, operation: "move_section", allowsSection: false) else {
        throw LuaRuntimeError("move_section: give a position: {before = id} or {after = id}")
      }
      let options = try TransitionOptions.read(call, at: 4, operation: "move_section", curves: list.host.curves)
      var sections = list.sections
      let moved = sections.remove(at: try list.position(ofSection: id, operation: "move_section"))
      func index(of other: Identifier) throws -> Int {
        guard other != id else { throw LuaRuntimeError("move_section: a section cannot move relative to itself") }
        guard let found = sections.firstIndex(where: { $0.id == other }) else {
          throw LuaRuntimeError("move_section: no section with id \(other.quoted)")
        }
        return found
      }
      switch place {
      case .before(let other): sections.insert(moved, at: try index(of: other))
      case .after(let other): sections.insert(moved, at: try index(of: other) + 1)
      case .endOf: break
      }
      return call.returning(object: try list.change(to: sections, options: options, title: "move_section"))
    }

    definition.methods["batch"] = { list, call in try list.batch(call) }
  }

}
