import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import LuaBridge

/// The ListLab globals that declare and compare lists: `list`, `section`, `cell`, `diff`,
/// `snapshot` and `section_snapshot` (what each is and takes is in the API's definition,
/// `ListBinding+API.swift`).
enum ListBinding {
  /// What the globals need in a state: the curried constructors `section "id"` and `cell "id"`
  /// return, and the cells' class, for pushing cells quickly.
  final class Constructors {
    let sectionWithID: LuaFunction
    let cellWithID: LuaFunction
    let cellClass: LuaClassHandle<CellBox>

    /// Makes them in `lua`, where the classes are registered already.
    init(lua: Lua) {
      let cellClass = lua.handle(of: CellBox.self)!
      self.cellClass = cellClass
      // section "id" { … } and cell "id" { … }: the first call returns a closure of one shared
      // function, with the id bound to it (see `LuaCall.returningClosure`).
      sectionWithID = lua.function("section") { inner in
        let id = try LuaDeclarations.identifier(inner, inner.boundValueIndex)
        try inner.checkTable(1)
        return inner.returning(object: SectionBox(readSection(id, inner, at: 1)))
      }
      cellWithID = lua.function("cell") { inner in
        let id = try LuaDeclarations.identifier(inner, inner.boundValueIndex)
        try inner.checkTable(1)
        inner.stack.push(CellBox(readCell(id, inner, at: 1)), as: cellClass)
        return 1
      }
    }
  }

  /// `diff(old, new)`: the staged changeset between two sets of sections (or lists), no layout.
  static func diff(_ host: ScriptHost, _ call: LuaCall) throws -> Int {
    func data(_ index: Int) throws -> ListDeclaration {
      if let list = call.stack.object(at: index) as? ListObject { return list.layout.declaration }
      _ = try call.table(index)
      let table = LuaDeclarations.table(call.stack, at: index)
      let (sections, problems) = ListDeclaration.readSections(
        table.array, subject: "diff", site: LuaDeclarations.site(call))
      // Sections given without a list belong to no style: grid sections' options and
      // compositional sections' own layouts are data too. They are checked as the style they
      // ask for (sections of one list cannot ask for both).
      var options = ListOptions()
      options.style = sections.contains { $0.compositional != nil } ? .compositional : .grid
      let declaration = ListDeclaration(options: options, sections: sections)
      let all = problems + declaration.problems
      if !all.isEmpty { throw DeclarationError(subject: "sections for diff", problems: all) }
      return declaration
    }
    let old = try data(1).data
    let new = try data(2).data
    return call.returning(
      object: ChangesetObject(changeset: try Changeset(from: old, to: new), before: old, tables: host.tables))
  }

  static func list(_ host: ScriptHost, _ call: LuaCall) throws -> Int {
    try call.checkTable(1)
    let declaration = ListDeclaration.read(
      LuaDeclarations.table(call.stack, at: 1), site: LuaDeclarations.site(call),
      customStyles: host.customStyleNames)
    let list = try ListObject(declaration: declaration, host: host)
    host.lastList = list
    if host.keepsLists { host.keptLists.append(list) }
    return call.returning(object: list)
  }

  static func section(_ host: ScriptHost, _ call: LuaCall) throws -> Int {
    let id = try LuaDeclarations.identifier(call, 1)
    if call.type(2) == .table { return call.returning(object: SectionBox(readSection(id, call, at: 2))) }
    guard call.isNoneOrNil(2) else { throw call.typeError(2, expected: "table") }
    return call.returningClosure(of: host.constructors.sectionWithID, binding: 1)
  }

  static func cell(_ host: ScriptHost, _ call: LuaCall) throws -> Int {
    let id = try LuaDeclarations.identifier(call, 1)
    if call.type(2) == .table {
      call.stack.push(CellBox(readCell(id, call, at: 2)), as: host.constructors.cellClass)
      return 1
    }
    guard call.isNoneOrNil(2) else { throw call.typeError(2, expected: "table") }
    return call.returningClosure(of: host.constructors.cellWithID, binding: 1)
  }

  static func readSection(_ id: Identifier, _ call: LuaCall, at index: Int) -> SectionDeclaration {
    SectionDeclaration.read(
      id: id, from: LuaDeclarations.table(call.stack, at: index), site: LuaDeclarations.site(call))
  }

  /// Reads `cell "id" {…}`: a cell whose fields are all valid straight from Lua, any other
  /// through a ``DeclarationTable`` (which words the problems).
  static func readCell(_ id: Identifier, _ call: LuaCall, at index: Int) -> CellDeclaration {
    let site = LuaDeclarations.site(call)
    if let (values, content) = LuaDeclarations.cellFieldValues(call.stack, at: index),
      let cell = CellDeclaration.ifValid(id: id, values: values, content: content, site: site)
    {
      return cell
    }
    return CellDeclaration.read(id: id, from: LuaDeclarations.table(call.stack, at: index), site: site)
  }
}
