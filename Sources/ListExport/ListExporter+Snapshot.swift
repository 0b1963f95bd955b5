import ListDeclaration
import ListDiff
import ListLabCore

extension ListExporter {
  /// `applySnapshot()`: the sections and their items, then each outline section's section
  /// snapshot (every item, the expanded ones expanded).
  func writeSnapshot(_ data: DataTypes, types: ModelTypes, sections: [ModelSection], into code: inout SwiftCode) {
    code.block("private func applySnapshot() {") { code in
      var names = NameScope(reserved: ["snapshot", "outline", "append"])
      var sectionNames: [String] = []
      for section in sections {
        if data.hasSectionModel {
          let name = names.unique(SwiftNames.variable(section.id.description, fallback: "section"))
          code.line("let \(name) = \(sectionLiteral(section, data: data, types: types))")
          sectionNames.append(name)
        } else {
          sectionNames.append(SwiftLiteral.identifier(section.id))
        }
      }
      code.line("var snapshot = NSDiffableDataSourceSnapshot<\(data.sectionType), \(data.itemType)>()")
      SwiftCode.arrayLines(sectionNames, prefix: "snapshot.appendSections(", suffix: ")", into: &code)
      for (section, name) in zip(sections, sectionNames) where section.outline == nil && !section.items.isEmpty {
        SwiftCode.arrayLines(
          section.items.map { itemLiteral($0, data: data, types: types) }, prefix: "snapshot.appendItems(",
          suffix: ", toSection: \(name))", into: &code)
      }
      code.line("dataSource.apply(snapshot, animatingDifferences: false)")
      let outlines = zip(sections, sectionNames).filter { $0.0.outline != nil }
      guard !outlines.isEmpty else { return }
      code.line("")
      code.block(
        "func append(_ rows: [Row], to parent: Row?, in outline: inout NSDiffableDataSourceSectionSnapshot<Row>) {"
      ) {
        code in
        code.line("outline.append(rows, to: parent)")
        code.line("for row in rows where !row.children.isEmpty { append(row.children, to: row, in: &outline) }")
      }
      for (section, name) in outlines {
        let outline = section.outline!
        let variable = names.unique(SwiftNames.variable(section.id.description, fallback: "section") + "Outline")
        if section.items.contains(where: \.isUnseen) {
          code.comment("The script's provider made the rows of items it showed; the others have their id only.")
        }
        let rows = names.unique(variable + "Rows")
        code.block("let \(rows) = [", closer: "]") { code in
          for item in section.items { writeRowTree(item, types: types, into: &code) }
        }
        code.line("var \(variable) = NSDiffableDataSourceSectionSnapshot<Row>()")
        code.line("append(\(rows), to: nil, in: &\(variable))")
        let expanded = outline.items.filter { outline.expandedItems.contains($0) }.map(SwiftLiteral.identifier)
        if !expanded.isEmpty {
          code.line("\(variable).expand(\(variable).items.filter { \(SwiftLiteral.array(expanded)).contains($0.id) })")
        }
        code.line("dataSource.apply(\(variable), to: \(name), animatingDifferences: false)")
      }
    }
  }

  /// A row and its children, one row a line.
  private func writeRowTree(_ item: ModelItem, types: ModelTypes, into code: inout SwiftCode) {
    guard !item.children.isEmpty else {
      code.line(types.rowLiteral(item) + ",")
      return
    }
    let opening = types.rowLiteral(item, children: "[")
    code.block(String(opening.dropLast(2)) + "[", closer: "]),") { code in
      for child in item.children { writeRowTree(child, types: types, into: &code) }
    }
  }
}
