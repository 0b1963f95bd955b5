import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout

extension ListExporter {
  /// The data: a snapshot of the sections and their items, then each outline section's section
  /// snapshot (its roots, each item's children, the expanded items).
  func writeData(into code: inout SwiftCode) {
    code.line("var snapshot = NSDiffableDataSourceSnapshot<String, String>()")
    let sections = declaration.sections
    Self.array("snapshot.appendSections(", sections.map { SwiftLiteral.identifier($0.id) }, ")", into: &code)
    var outlines: [(Identifier, SectionSnapshot)] = []
    for section in sections {
      if section.cells.contains(where: { $0.outline != nil }), let outline = try? state.sectionSnapshot(of: section.id)
      {
        outlines.append((section.id, outline))
        continue
      }
      guard !section.cells.isEmpty else { continue }
      Self.array(
        "snapshot.appendItems(", section.cells.map { SwiftLiteral.identifier($0.id) },
        ", toSection: \(SwiftLiteral.identifier(section.id)))", into: &code)
    }
    code.line("dataSource.apply(snapshot, animatingDifferences: false)")
    for (index, (section, outline)) in outlines.enumerated() {
      let name = "outline\(index + 1)"
      code.line("var \(name) = NSDiffableDataSourceSectionSnapshot<String>()")
      Self.array("\(name).append(", outline.rootItems.map(SwiftLiteral.identifier), ")", into: &code)
      for parent in outline.items {
        guard let children = try? outline.children(of: parent), !children.isEmpty else { continue }
        Self.array(
          "\(name).append(", children.map(SwiftLiteral.identifier), ", to: \(SwiftLiteral.identifier(parent)))",
          into: &code)
      }
      let expanded = outline.items.filter { outline.expandedItems.contains($0) }
      if !expanded.isEmpty { Self.array("\(name).expand(", expanded.map(SwiftLiteral.identifier), ")", into: &code) }
      code.line("dataSource.apply(\(name), to: \(SwiftLiteral.identifier(section)), animatingDifferences: false)")
    }
  }

  /// `prefix[a, b, …]suffix`, wrapped when long.
  static func array(_ prefix: String, _ elements: [String], _ suffix: String, into code: inout SwiftCode) {
    SwiftCode.arrayLines(elements, prefix: prefix, suffix: suffix, into: &code)
  }
}
