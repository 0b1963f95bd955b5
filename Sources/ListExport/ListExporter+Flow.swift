import ListDeclaration
import ListLabCore
import ListLayout

extension ListExporter {
  /// The flow layout of a grid: the spacing and insets most sections share as its properties,
  /// each section's own from the delegate (``writeFlowDelegate``).
  func writeFlowLayout(into code: inout SwiftCode) {
    code.line("let layout = UICollectionViewFlowLayout()")
    code.line("layout.minimumInteritemSpacing = \(SwiftLiteral.number(options.spacing))")
    code.line("layout.minimumLineSpacing = \(SwiftLiteral.number(options.lineSpacing))")
    if options.insets != .zero { code.line("layout.sectionInset = \(uiInsets(options.insets))") }
    code.line("return layout")
  }

  private func uiInsets(_ insets: EdgeInsets) -> String {
    "UIEdgeInsets(top: \(SwiftLiteral.number(insets.top)), left: \(SwiftLiteral.number(insets.left)), bottom: \(SwiftLiteral.number(insets.bottom)), right: \(SwiftLiteral.number(insets.right)))"
  }

  /// Whether a grid section's items are measured (some show content), else all one height.
  private func measures(_ section: ModelSection) -> Bool {
    section.items.contains { $0.kind != .tile }
  }

  /// The templates whose sizing cells measure a grid's items.
  func sizingTemplates(_ sections: [ModelSection]) -> [Int] {
    guard options.style == .grid else { return [] }
    return Set(sections.filter(measures).flatMap(\.items).compactMap(\.use?.template)).sorted()
  }

  /// Whether a grid's rows are measured by a sizing list cell.
  func sizesRows(_ sections: [ModelSection]) -> Bool {
    options.style == .grid && sections.filter(measures).flatMap(\.items).contains { $0.kind == .row }
  }

  /// The height of a section's tiles (cells without content) in the grid.
  private func tileHeight(_ section: Int) -> Double {
    state.layout.elements().first { $0.kind == .cell && $0.section == section }?.frame.height ?? 0
  }

  /// `height(of:width:)`: an item's height at a column's width, measured by a sizing cell of its
  /// kind.
  func writeItemHeight(data: DataTypes, types: ModelTypes, sections: [ModelSection], into code: inout SwiftCode) {
    let measured = sections.filter(measures).flatMap(\.items)
    let kinds = data.kinds.filter { kind in measured.contains { $0.kind == kind } }
    let fitting =
      "systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height"
    code.line("")
    code.line("/// An item's height at a column's width, as its cell sizes itself.")
    code.block("private func height(of item: \(data.itemType), width: CGFloat) -> CGFloat {") { code in
      func measure(_ kind: ItemKind, _ value: String, into code: inout SwiftCode) {
        switch kind {
        case .row:
          code.line("configure(sizingRowCell, with: \(value))")
          code.line("return sizingRowCell.\(fitting)")
        case .template(let number):
          let cell = "sizing" + types.templates.templates[number].className
          code.line("\(cell).configure(with: \(value))")
          code.line("return \(cell).\(fitting)")
        case .tile:
          let height = sections.indices.first { index in sections[index].items.contains { $0.kind == .tile } }
          code.line("return \(SwiftLiteral.number(height.map(tileHeight) ?? 0))")
        }
      }
      if !data.isItemEnum, let kind = kinds.first {
        measure(kind, "item", into: &code)
        return
      }
      code.switchBlock("switch item {") { code in
        for kind in data.kinds {
          let value = caseName(kind, types)
          code.line(kinds.contains(kind) ? "case .\(value)(let \(value)):" : "case .\(value):")
          code.indented { code in
            if kinds.contains(kind) { measure(kind, value, into: &code) } else { code.line("return 0") }
          }
        }
      }
    }
  }

  /// The delegate's answers for a grid: each section's columns (a count, or as many of a
  /// minimum width as fit), its items' heights, its insets, spacing and header and footer.
  func writeFlowDelegate(data: DataTypes, types: ModelTypes, sections: [ModelSection], into code: inout SwiftCode) {
    let count = declaration.sections.count
    let layout = state.layout
    code.line("")
    code.line("// MARK: UICollectionViewDelegateFlowLayout")
    do {
      code.line("")
      code.block(
        "func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {"
      ) { code in
        let insetsVary = (0..<count).contains { declaration.sections[$0].layout.insets != nil }
        let spacingVaries = (0..<count).contains { declaration.sections[$0].layout.spacing != nil }
        if !insetsVary || !spacingVaries {
          code.line("let layout = collectionViewLayout as! UICollectionViewFlowLayout")
        }
        code.line(
          insetsVary
            ? "let insets = self.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: indexPath.section)"
            : "let insets = layout.sectionInset")
        code.line(
          spacingVaries
            ? "let spacing = self.collectionView(collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: indexPath.section)"
            : "let spacing = layout.minimumInteritemSpacing")
        code.line("let available = collectionView.bounds.width - insets.left - insets.right")
        code.line("let columns: CGFloat")
        writeSwitch(
          count, { columnsExpression(declaration.sections[$0].layout.columns ?? options.columns) }, "columns = ",
          into: &code)
        code.line("let width = (available - (columns - 1) * spacing) / columns")
        if sections.allSatisfy({ !measures($0) }) {
          code.line("return CGSize(width: width, height: \(SwiftLiteral.number(tileHeight(0))))")
        } else if sections.allSatisfy(measures) {
          code.line("guard let item = dataSource.itemIdentifier(for: indexPath) else { return .zero }")
          code.line("return CGSize(width: width, height: height(of: item, width: width))")
        } else {
          code.switchBlock("switch indexPath.section {") { code in
            for (index, section) in sections.enumerated() {
              code.line(index == sections.count - 1 ? "default:" : "case \(index):")
              code.indented { code in
                if measures(section) {
                  code.line("guard let item = dataSource.itemIdentifier(for: indexPath) else { return .zero }")
                  code.line("return CGSize(width: width, height: height(of: item, width: width))")
                } else {
                  code.line("return CGSize(width: width, height: \(SwiftLiteral.number(tileHeight(index))))")
                }
              }
            }
          }
        }
      }
      writeSectionAnswer(
        "insetForSectionAt", "UIEdgeInsets", { declaration.sections[$0].layout.insets.map(uiInsets) }, into: &code)
      writeSectionAnswer(
        "minimumInteritemSpacingForSectionAt", "CGFloat",
        { declaration.sections[$0].layout.spacing.map(SwiftLiteral.number) },
        into: &code)
      writeSectionAnswer(
        "minimumLineSpacingForSectionAt", "CGFloat",
        { declaration.sections[$0].layout.lineSpacing.map(SwiftLiteral.number) },
        into: &code)
      for (isHeader, name) in [(true, "Header"), (false, "Footer")] {
        let sizes = (0..<count).map { index -> String? in
          let element = layout.element(isHeader ? .header : .footer, section: index, item: nil)
          return element.map {
            "CGSize(width: collectionView.bounds.width, height: \(headerHeight($0.frame.height, isText: isHeader && { if case .text? = declaration.sections[index].header { true } else { false } }())))"
          }
        }
        guard sizes.contains(where: { $0 != nil }) else { continue }
        code.line("")
        code.block(
          "func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeFor\(name)InSection section: Int) -> CGSize {"
        ) { code in
          if Set(sizes).count == 1 {
            code.line(sizes[0]!)
            return
          }
          code.switchBlock("switch section {") { code in
            for (index, size) in sizes.enumerated() {
              code.line(index == count - 1 ? "default:" : "case \(index):")
              code.indented { code in code.line("return " + (size ?? ".zero")) }
            }
          }
        }
      }
    }
  }

  /// A text header's height as UIKit code: the headline's line height and the header's margins
  /// (6 above and below), which measure as ListLab's header; another as its measured points.
  private func headerHeight(_ height: Double, isText: Bool) -> String {
    guard isText else { return SwiftLiteral.number(height) }
    return "UIFont.preferredFont(forTextStyle: .headline).lineHeight + 12"
  }

  private func columnsExpression(_ columns: GridColumns) -> String {
    switch columns {
    case .fixed(let count): String(count)
    case .adaptive(let minimum):
      "max(1, floor((available + spacing) / (\(SwiftLiteral.number(minimum)) + spacing)))"
    }
  }

  /// `target = value` per section in a switch, or once when every section's is the same.
  private func writeSwitch(_ count: Int, _ value: (Int) -> String, _ target: String, into code: inout SwiftCode) {
    let values = (0..<count).map(value)
    if Set(values).count <= 1 {
      code.line(target + (values.first ?? "1"))
      return
    }
    code.switchBlock("switch indexPath.section {") { code in
      for (index, value) in values.enumerated() {
        code.line(index == count - 1 ? "default:" : "case \(index):")
        code.indented { code in code.line(target + value) }
      }
    }
  }

  /// A delegate method answering the sections that override the layout's property; nothing when
  /// none does.
  private func writeSectionAnswer(
    _ label: String, _ type: String, _ value: (Int) -> String?, into code: inout SwiftCode
  ) {
    let count = declaration.sections.count
    let values = (0..<count).map(value)
    guard values.contains(where: { $0 != nil }) else { return }
    let property =
      switch label {
      case "insetForSectionAt": "sectionInset"
      case "minimumInteritemSpacingForSectionAt": "minimumInteritemSpacing"
      default: "minimumLineSpacing"
      }
    code.line("")
    code.block(
      "func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, \(label) section: Int) -> \(type) {"
    ) { code in
      code.switchBlock("switch section {") { code in
        for (index, value) in values.enumerated() where value != nil {
          code.line("case \(index): return \(value!)")
        }
        code.line("default: return (collectionViewLayout as! UICollectionViewFlowLayout).\(property)")
      }
    }
  }
}
