import ListDeclaration
import ListLayout
import UIKitAvailability

extension ListExporter {
  /// One way a kind's views are made: its registration's name, and the sections it serves (nil:
  /// those whose model has the field; `[]`: every other).
  private struct Variant {
    var registration: String
    var field: String?
    var sections: [Int]
  }

  /// The supplementary views: per element kind, a registration per way its views show content (a
  /// header's text from the section's model, a template's view, a plain view), and the provider.
  func writeSupplementaries(
    _ data: DataTypes, types: ModelTypes, sections: [ModelSection], into code: inout SwiftCode
  ) {
    let kinds = supplementaryContents.map(\.kind)
    guard !kinds.isEmpty else { return }
    let section =
      has("UICollectionViewDiffableDataSource.sectionIdentifier(for:)")
      ? "dataSource.sectionIdentifier(for: indexPath.section)"
      : "dataSource.snapshot().sectionIdentifiers[indexPath.section]"
    var names = NameScope()
    var cases: [(kind: String, variants: [Variant])] = []
    for kind in kinds {
      let field = data.sectionFields.first { $0.kind == kind }
      let base = field?.field ?? names.unique(SwiftNames.variable(kind, fallback: "supplementary"))
      let literal = LayoutCode.kind(kind)
      var variants: [Variant] = []
      var bySection: [Int: SupplementaryModel] = [:]
      for (index, model) in sections.enumerated() {
        if let content = model.supplementaries[kind] { bySection[index] = content }
      }
      let ordered = bySection.keys.sorted()
      if let field, field.isText {
        let registration = names.unique(base + "Registration")
        let textSections = ordered.filter { if case .text = bySection[$0] { true } else { false } }
        let configuration = textConfiguration(isHeader: kind != BoundaryItem.footerKind, sections: textSections)
        code.block(
          "let \(registration) = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: \(literal)) { [unowned self] view, _, indexPath in"
        ) { code in
          code.line("var content = \(configuration)")
          code.line(
            "content.text = \(section)\(data.hasSectionModel && section.hasSuffix(")") ? "?" : "").\(field.field)")
          code.line("view.contentConfiguration = content")
        }
        variants.append(Variant(registration: registration, field: field.field, sections: textSections))
      }
      var templates: [Int: [Int]] = [:]
      for index in ordered {
        if case .template(let use) = bySection[index] { templates[use.template, default: []].append(index) }
      }
      for (number, indices) in templates.sorted(by: { $0.key < $1.key }) {
        let template = types.templates.templates[number]
        let registration = names.unique(base + (templates.count > 1 ? template.name : "") + "Registration")
        let value = SwiftNames.variable(template.name, fallback: "content")
        if let field, field.template == number {
          code.block(
            "let \(registration) = UICollectionView.SupplementaryRegistration<\(template.className)>(elementKind: \(literal)) { [unowned self] view, _, indexPath in"
          ) { code in
            code.line(
              "guard let \(value) = \(section)\(section.hasSuffix(")") ? "?" : "").\(field.field) else { return }")
            code.line("view.configure(with: \(value))")
          }
          variants.append(Variant(registration: registration, field: field.field, sections: indices))
        } else {
          code.line(
            "let \(registration) = UICollectionView.SupplementaryRegistration<\(template.className)>(elementKind: \(literal)) { _, _, _ in }"
          )
          variants.append(Variant(registration: registration, field: nil, sections: indices))
        }
      }
      let plain = ordered.filter { bySection[$0] == .plain }
      if !plain.isEmpty || variants.isEmpty {
        let registration = names.unique(base + "ViewRegistration")
        code.block(
          "let \(registration) = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: \(literal)) { view, _, _ in"
        ) { code in
          code.line("view.backgroundColor = .secondarySystemFill")
        }
        variants.append(Variant(registration: registration, field: nil, sections: plain))
      }
      cases.append((literal, variants))
    }
    let readsSections = cases.contains { $0.variants.count > 1 && $0.variants.contains { $0.field != nil } }
    let capture = readsSections ? "[unowned self] " : ""
    code.block(
      "dataSource.supplementaryViewProvider = { \(capture)collectionView, \(cases.count == 1 ? "_" : "kind"), indexPath in"
    ) { code in
      if cases.count == 1 {
        writeChoice(cases[0].variants, section: section, into: &code)
        return
      }
      code.switchBlock("switch kind {") { code in
        for (kind, variants) in cases {
          code.line("case \(kind):")
          code.indented { code in writeChoice(variants, section: section, into: &code) }
        }
        code.line("default:")
        code.indented { code in code.line("return nil") }
      }
    }
  }

  /// The dequeue of the variant a section's view is, the last one unconditional.
  private func writeChoice(_ variants: [Variant], section: String, into code: inout SwiftCode) {
    for variant in variants.dropLast() {
      let condition =
        variant.field.map { "\(section)\(section.hasSuffix(")") ? "?" : "").\($0) != nil" }
        ?? "\(SwiftLiteral.array(variant.sections.map(String.init))).contains(indexPath.section)"
      code.block("if \(condition) {") { code in
        code.line(
          "return collectionView.dequeueConfiguredReusableSupplementary(using: \(variant.registration), for: indexPath)"
        )
      }
    }
    code.line(
      "return collectionView.dequeueConfiguredReusableSupplementary(using: \(variants.last!.registration), for: indexPath)"
    )
  }

  /// The list content configuration of a header's or footer's text in `sections`: `.header()`
  /// (iOS 18), which follows the list's appearance, or before it the plain or grouped one of the
  /// section's appearance (a section of groups is plain).
  func textConfiguration(isHeader: Bool, sections: [Int]) -> String {
    let name = isHeader ? "header" : "footer"
    if has("UIListContentConfiguration.\(name)()") { return "UIListContentConfiguration.\(name)()" }
    let layouts = sectionLayouts
    let grouped = sections.filter { index in
      guard index < layouts.count, case .list(let configuration) = layouts[index] else { return false }
      return configuration.appearance == .grouped || configuration.appearance == .insetGrouped
    }
    let suffix = isHeader ? "Header()" : "Footer()"
    if grouped.isEmpty { return "UIListContentConfiguration.plain\(suffix)" }
    if grouped.count == sections.count { return "UIListContentConfiguration.grouped\(suffix)" }
    return
      "\(SwiftLiteral.array(grouped.map(String.init))).contains(indexPath.section) ? UIListContentConfiguration.grouped\(suffix) : .plain\(suffix)"
  }
}
