import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout

extension ListExporter {
  /// The cells: a table of built-in rows, the content templates' items and texts, fixed heights,
  /// one registration per kind of cell, and the data source choosing among them.
  func writeCells(into code: inout SwiftCode, templates: inout ContentTemplates) {
    var rows: [(String, String)] = []
    var contents: [(String, Int)] = []
    var texts: [(String, [String])] = []
    var heights: [(String, Double)] = []
    var used: [Int] = []
    for section in declaration.sections {
      for cell in section.cells {
        let id = SwiftLiteral.identifier(cell.id)
        let kind: Cell =
          if let builtIn = cell.builtIn, cell.content == builtIn.node {
            .row(builtIn, height: cell.height)
          } else if let content = cell.content { .content(content, height: cell.height) } else {
            .empty(height: cell.height)
          }
        switch kind {
        case .row(let builtIn, let height):
          rows.append((id, Self.row(builtIn)))
          if let height { heights.append((id, height)) }
        case .content(let node, let height):
          let template = templates.template(of: node)
          contents.append((id, template.number))
          if !template.texts.isEmpty { texts.append((id, template.texts)) }
          if !used.contains(template.number) { used.append(template.number) }
          if let height { heights.append((id, height)) }
        case .empty(let height):
          if let height { heights.append((id, height)) }
        }
      }
    }
    Self.table("rows", type: "[String: Row]", rows.map { ($0.0, $0.1) }, into: &code)
    Self.table("heights", type: "[String: CGFloat]", heights.map { ($0.0, SwiftLiteral.number($0.1)) }, into: &code)
    Self.table("contentTemplates", type: "[String: Int]", contents.map { ($0.0, String($0.1)) }, into: &code)
    Self.table(
      "contentTexts", type: "[String: [String]]",
      texts.map { ($0.0, SwiftLiteral.array($0.1.map(SwiftLiteral.string))) },
      into: &code)
    code.block("let rowCell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in") {
      code in
      if !rows.isEmpty { code.line("rows[item]?.configure(cell)") }
      if !heights.isEmpty { code.line("fixHeight(of: cell, to: heights[item])") }
      if rows.isEmpty, heights.isEmpty { code.line("_ = (cell, item)") }
    }
    for number in used.sorted() {
      code.block("let contentCell\(number) = UICollectionView.CellRegistration<ContentCell, String> { cell, _, item in")
      {
        code in
        code.line("cell.show(makeContent\(number), texts: \(texts.isEmpty ? "[]" : "contentTexts[item] ?? []"))")
        if !heights.isEmpty { code.line("fixHeight(of: cell, to: heights[item])") }
      }
    }
    code.block(
      "let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, item in"
    ) { code in
      if used.isEmpty {
        code.line("collectionView.dequeueConfiguredReusableCell(using: rowCell, for: indexPath, item: item)")
        return
      }
      code.block("switch contentTemplates[item] {") { code in
        for number in used.sorted() {
          code.line("case \(number)?:")
          code.indented { code in
            code.line(
              "return collectionView.dequeueConfiguredReusableCell(using: contentCell\(number), for: indexPath, item: item)"
            )
          }
        }
        code.line("default:")
        code.indented { code in
          code.line("return collectionView.dequeueConfiguredReusableCell(using: rowCell, for: indexPath, item: item)")
        }
      }
    }
    code.line("collectionView.diffableDataSource = dataSource")
  }

  /// `Row(text: …, secondaryText: …, imageSize: …, accessories: […])` for a built-in cell.
  static func row(_ cell: BuiltInCell) -> String {
    var fields: [String] = []
    if let text = cell.text { fields.append("text: \(SwiftLiteral.string(text))") }
    if let secondary = cell.secondary { fields.append("secondaryText: \(SwiftLiteral.string(secondary))") }
    if cell.hasImage {
      let width = cell.imageWidth ?? BuiltInCell.defaultImageSize
      let height = cell.imageHeight ?? BuiltInCell.defaultImageSize
      fields.append("imageSize: CGSize(width: \(SwiftLiteral.number(width)), height: \(SwiftLiteral.number(height)))")
    }
    var accessories: [String] = []
    if let badge = cell.badge { accessories.append(".label(text: \(SwiftLiteral.string(badge)))") }
    switch cell.accessory {
    case .chevron: accessories.append(".disclosureIndicator()")
    case .checkmark: accessories.append(".checkmark()")
    case .detail: accessories.append(".detail()")
    case .toggle:
      accessories.append(".customView(configuration: .init(customView: UISwitch(), placement: .trailing()))")
    case .badge, nil: break
    }
    if !accessories.isEmpty { fields.append("accessories: \(SwiftLiteral.array(accessories))") }
    return "Row(\(fields.joined(separator: ", ")))"
  }

  /// `let name: type = [key: value, …]`, one entry per line; nothing when empty.
  static func table(_ name: String, type: String, _ entries: [(String, String)], into code: inout SwiftCode) {
    guard !entries.isEmpty else { return }
    code.block("let \(name): \(type) = [", closer: "]") { code in
      for (key, value) in entries { code.line("\(key): \(value),") }
    }
  }
}
