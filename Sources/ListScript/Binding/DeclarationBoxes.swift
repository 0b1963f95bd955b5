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
