import ListDiff
import ListLayout
import ListRender
import LuaBridge

extension Node {
  /// How `tostring` shows a node made in Lua (its shared object is the Lua value: see
  /// ``Node/object``).
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

/// The classes of the declaration values, for pushing and recognising them quickly.
struct DeclarationClasses {
  let node: LuaClassHandle<Node.Storage>
  let cell: LuaClassHandle<CellBox>
}

extension ListBinding {
  static func defineDeclarationClasses(on lua: Lua) -> DeclarationClasses {
    var node = LuaClass<Node.Storage>("Node")
    node.describe = { Node($0).summary }
    node.fields["kind"] = { object, call in call.returning(.string(Node(object).kindName)) }
    node.fields["id"] = { object, call in call.returning(Node(object).id.map { .string($0) } ?? .nil) }
    let nodeClass = lua.define(node)

    var cell = LuaClass<CellBox>("Cell")
    cell.describe = { $0.summary }
    cell.fields["id"] = { box, call in call.returning(LuaDeclarations.luaValue(box.cell.id)) }
    let cellClass = lua.define(cell)

    var section = LuaClass<SectionBox>("Section")
    section.describe = { $0.summary }
    section.fields["id"] = { box, call in call.returning(LuaDeclarations.luaValue(box.section.id)) }
    section.fields["count"] = { box, call in call.returning(.integer(box.section.cells.count)) }
    lua.define(section)
    return DeclarationClasses(node: nodeClass, cell: cellClass)
  }
}
