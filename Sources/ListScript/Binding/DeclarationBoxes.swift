import ListDeclaration
import ListDiff
import ListLayout
import ListRender
import ListText
import LuaBridge

extension Node {
  /// How `tostring` shows a node made in Lua.
  var summary: String {
    var text = kindName
    if let id { text += " #\(id)" }
    if case .label(let label) = kind { text += " \"\(label.text)\" (\(label.style.rawValue))" }
    if !children.isEmpty { text += " (\(children.count) children)" }
    let problems = provenance.problems.count
    if problems > 0 { text += " — \(problems) problem\(problems == 1 ? "" : "s"), reported when the list is built" }
    return text
  }
}

/// A cell declaration as a Lua value (`cell "id" {…}`).
final class CellBox {
  let cell: CellDeclaration
  init(_ cell: CellDeclaration) { self.cell = cell }

  var summary: String {
    var text = "cell \(LayoutText.displayID(cell.id))"
    if let height = cell.height { text += " height=\(formatPoints(height))" }
    if let builtIn = cell.builtIn, let title = builtIn.text {
      text += " \"\(title)\""
    } else if let content = cell.content {
      text += " (\(content.kindName))"
    }
    return text
  }
}

/// A section declaration as a Lua value (`section "id" {…}`).
final class SectionBox {
  let section: SectionDeclaration
  init(_ section: SectionDeclaration) { self.section = section }

  var summary: String {
    "section \(LayoutText.displayID(section.id)) (\(section.cells.count) cell\(section.cells.count == 1 ? "" : "s"))"
  }
}

extension ListBinding {
  /// Defines the classes of cells and sections (content nodes are tables: see ``NodeTables``);
  /// returns the cells' class, for pushing cells quickly.
  static func defineDeclarationClasses(on lua: Lua) -> LuaClassHandle<CellBox> {
    var cell = LuaClass<CellBox>("Cell")
    cell.describe = { $0.summary }
    cell.fields["id"] = { box, call in call.returning(LuaDeclarations.luaValue(box.cell.id)) }
    let cellClass = lua.define(cell)

    var section = LuaClass<SectionBox>("Section")
    section.describe = { $0.summary }
    section.fields["id"] = { box, call in call.returning(LuaDeclarations.luaValue(box.section.id)) }
    section.fields["count"] = { box, call in call.returning(.integer(box.section.cells.count)) }
    lua.define(section)
    return cellClass
  }
}
