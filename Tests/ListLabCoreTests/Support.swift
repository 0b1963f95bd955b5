import ListAnimation
import ListDeclaration
import ListDiff
import ListLayout

@testable import ListLabCore

/// Cells of 44 points (no content, no fixed height), in sections built from a compact form.
func section(_ id: Identifier, _ cells: [Identifier], header: String? = nil) -> SectionDeclaration {
  SectionDeclaration(id: id, header: header.map { .text($0) }, cells: cells.map { CellDeclaration(id: $0) })
}

func list(_ sections: [SectionDeclaration], style: ListStyle = .plain) throws -> ListState {
  var options = ListOptions()
  options.style = style
  return try ListState(ListDeclaration(options: options, sections: sections))
}

extension Layout {
  /// The ids of the cells, section by section: `fruits[apple banana]`.
  var cellIDs: String {
    declaration.sections.map { "\($0.id)[\($0.cells.map(\.id.description).joined(separator: " "))]" }
      .joined(separator: " ")
  }

  /// The y of cell `id`.
  func y(_ id: Identifier) -> Double? { cellElement(id)?.frame.y }
}

extension ListChange {
  /// The state of each cell at time `time`, by id: `apple:moving`.
  func cellStates(at time: Double) throws -> [String] {
    try transition.at(time).filter { $0.kind == .cell }.map { "\($0.id):\($0.state.rawValue)" }
  }
}

/// `y alpha state` of the cell `id` among `elements`, e.g. `44.0 1.0 deleting`.
func summary(of id: Identifier, in elements: [ElementSample]) -> String? {
  elements.first { $0.kind == .cell && $0.id == id }.map { "\($0.frame.y) \($0.alpha) \($0.state.rawValue)" }
}
