import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout

extension ListExporter {
  /// What a supplementary view shows in a section.
  enum SupplementaryContent: Equatable {
    /// A header's or footer's text: a list header or footer configuration.
    case text(String)
    case node(Node)
    /// A view without content.
    case none
  }

  /// Each element kind's content, section by section (an item's supplementary view is asked at
  /// its section's first item; the layout's own boundary items at section 0), in the order the
  /// kinds are met.
  var supplementaryContents: [(kind: String, sections: [Int: SupplementaryContent])] {
    var contents: [(kind: String, sections: [Int: SupplementaryContent])] = []
    func add(_ kind: String, _ section: Int, _ content: SupplementaryContent) {
      if let index = contents.firstIndex(where: { $0.kind == kind }) {
        if contents[index].sections[section] == nil { contents[index].sections[section] = content }
      } else {
        contents.append((kind, [section: content]))
      }
    }
    func declared(_ supplementary: Supplementary?, fallback: Node?) -> SupplementaryContent {
      switch supplementary {
      case .text(let text): .text(text)
      case .node(let node): .node(node)
      case nil: fallback.map(SupplementaryContent.node) ?? .none
      }
    }
    for (index, layout) in sectionLayouts.enumerated() {
      let section = declaration.sections[index]
      switch layout {
      case .list(let configuration):
        let header = configuration.headerMode ?? (section.header != nil ? .supplementary : .none)
        let footer = configuration.footerMode ?? (section.footer != nil ? .supplementary : .none)
        if header == .supplementary { add(BoundaryItem.headerKind, index, declared(section.header, fallback: nil)) }
        if footer == .supplementary { add(BoundaryItem.footerKind, index, declared(section.footer, fallback: nil)) }
      case .section(let compositional):
        for item in compositional.boundaryItems {
          let content: SupplementaryContent =
            switch item.kind {
            case BoundaryItem.headerKind: declared(section.header, fallback: item.content)
            case BoundaryItem.footerKind: declared(section.footer, fallback: item.content)
            default: item.content.map(SupplementaryContent.node) ?? .none
            }
          add(item.kind, index, content)
        }
        for leaf in leaves(of: compositional.group) {
          for supplementary in leaf.supplementaries {
            add(supplementary.kind, index, supplementary.content.map(SupplementaryContent.node) ?? .none)
          }
        }
      }
    }
    for item in options.compositional?.boundaryItems ?? [] {
      add(item.kind, 0, item.content.map(SupplementaryContent.node) ?? .none)
    }
    return contents
  }

  /// The supplementary views: per kind, a registration for texts (a list header or footer
  /// configuration), one per content template, one for views without content; and the provider
  /// choosing among them by section.
  func writeSupplementaries(into code: inout SwiftCode, templates: inout ContentTemplates) {
    let contents = supplementaryContents
    guard !contents.isEmpty else { return }
    var names = Set<String>()
    var cases: [(kind: String, lines: [String])] = []
    for (kind, sections) in contents {
      let base = Self.variableName(for: kind, taken: &names)
      let literal = LayoutCode.kind(kind)
      var texts: [(String, String)] = []
      var nodes: [Int: (number: Int, texts: [String])] = [:]
      var plain = false
      for section in sections.keys.sorted() {
        switch sections[section]! {
        case .text(let text): texts.append((String(section), SwiftLiteral.string(text)))
        case .node(let node): nodes[section] = templates.template(of: node)
        case .none: plain = true
        }
      }
      var lines: [String] = []
      for template in Set(nodes.values.map(\.number)).sorted() {
        let sectionsOfTemplate = nodes.filter { $0.value.number == template }
        let labels = sectionsOfTemplate.filter { !$0.value.texts.isEmpty }.sorted { $0.key < $1.key }
        let table = "\(base)Labels\(template)"
        Self.table(
          table, type: "[Int: [String]]",
          labels.map { (String($0.key), SwiftLiteral.array($0.value.texts.map(SwiftLiteral.string))) }, into: &code)
        let registration = "\(base)\(template)"
        code.block(
          "let \(registration) = UICollectionView.SupplementaryRegistration<ContentView>(elementKind: \(literal)) { view, _, indexPath in"
        ) { code in
          code.line(
            "view.show(makeContent\(template), texts: \(labels.isEmpty ? "[]" : "\(table)[indexPath.section] ?? []"))")
        }
        let list = SwiftLiteral.array(sectionsOfTemplate.keys.sorted().map(String.init))
        lines.append("if \(list).contains(indexPath.section) {")
        lines.append(
          "  return collectionView.dequeueConfiguredReusableSupplementary(using: \(registration), for: indexPath)")
        lines.append("}")
      }
      if !texts.isEmpty {
        Self.table("\(base)Texts", type: "[Int: String]", texts, into: &code)
        let configuration = textConfiguration(
          isHeader: kind != BoundaryItem.footerKind, sections: texts.compactMap { Int($0.0) })
        code.block(
          "let \(base)Text = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: \(literal)) { view, _, indexPath in"
        ) { code in
          code.line("var content = \(configuration)")
          code.line("content.text = \(base)Texts[indexPath.section]")
          code.line("view.contentConfiguration = content")
        }
        let fallback = plain ? "if \(base)Texts[indexPath.section] != nil { " : ""
        lines.append(
          "\(fallback)return collectionView.dequeueConfiguredReusableSupplementary(using: \(base)Text, for: indexPath)\(plain ? " }" : "")"
        )
      }
      if plain || (texts.isEmpty && nodes.isEmpty) {
        code.line(
          "let \(base)View = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: \(literal)) { _, _, _ in }"
        )
        lines.append("return collectionView.dequeueConfiguredReusableSupplementary(using: \(base)View, for: indexPath)")
      } else if texts.isEmpty {
        // Every section of this kind shows a template: the last branch returns unconditionally.
        lines.removeLast(3)
        let registration = "\(base)\(Set(nodes.values.map(\.number)).sorted().last!)"
        lines.append(
          "return collectionView.dequeueConfiguredReusableSupplementary(using: \(registration), for: indexPath)")
      }
      cases.append((literal, lines))
    }
    code.block("dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in") { code in
      code.block("switch kind {") { code in
        for (kind, lines) in cases {
          code.line("case \(kind):")
          code.indented { code in for line in lines { code.line(line) } }
        }
        code.line("default:")
        code.indented { code in code.line("return nil") }
      }
    }
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

  /// A Swift name for a kind's variables: `header`, `footer`, `badge`, `sectionBackground`, …
  static func variableName(for kind: String, taken: inout Set<String>) -> String {
    let words = kind.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    var name = words.enumerated().map { $0 == 0 ? $1.lowercased() : $1.prefix(1).uppercased() + $1.dropFirst() }
      .joined()
    if name.isEmpty || name.first!.isNumber { name = "kind" + name }
    var unique = name
    var number = 2
    while taken.contains(unique) {
      unique = name + String(number)
      number += 1
    }
    taken.insert(unique)
    return unique
  }
}
