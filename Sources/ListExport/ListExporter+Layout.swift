import ListDeclaration
import ListLayout
import UIKitAvailability

extension ListExporter {
  /// `makeLayout()`: a flow layout for a grid, `UICollectionViewCompositionalLayout.list(using:)`
  /// when every section is the same list section, else a compositional layout of its sections
  /// (the groups several sections share built once, before the section provider).
  func writeLayoutFunction(data: DataTypes, into code: inout SwiftCode) {
    code.block("private func makeLayout() -> UICollectionViewLayout {") { code in
      if options.style == .grid {
        writeFlowLayout(into: &code)
        return
      }
      writeNotes(into: &code)
      writeCompositionalLayout(into: &code)
    }
  }

  /// Comments for the declared features UIKit has no equivalent of that leave the frames alone.
  private func writeNotes(into code: inout SwiftCode) {
    if let estimate = options.estimatedHeight {
      code.comment(
        "Rows estimate their height (estimated_height = \(SwiftLiteral.number(estimate)) in the script) and measure themselves as they are displayed."
      )
    }
    if options.style == .insetGrouped, options.cornerRadius != 10 {
      code.comment(
        "corner_radius = \(SwiftLiteral.number(options.cornerRadius)) in the script: UIKit rounds insetGrouped rows itself."
      )
    }
    let cells = declaration.sections.flatMap { Array($0.cells) }
    if cells.contains(where: { !$0.showsSeparator || $0.separatorInset != nil }) {
      code.comment("Some rows hide their separator or move it in the script; they draw it as the list does here.")
    }
  }

  private func writeCompositionalLayout(into code: inout SwiftCode) {
    let layouts = sectionLayouts
    var names = ViewNames()
    let compositional = options.compositional
    let global = compositional?.boundaryItems ?? []
    let horizontal = compositional?.scrollDirection == .horizontal
    let spacing = interSectionSpacing
    let configured = horizontal || spacing != 0 || !global.isEmpty
    // Sections sharing a layout (and, for list sections, whether they show a header and a footer).
    var cases: [(layout: SectionLayout, header: Bool, footer: Bool, indices: [Int])] = []
    for (index, layout) in layouts.enumerated() {
      let section = declaration.sections[index]
      var header = false
      var footer = false
      if case .list = layout {
        header = section.header != nil
        footer = section.footer != nil
      }
      if let existing = cases.firstIndex(where: { $0.layout == layout && $0.header == header && $0.footer == footer }) {
        cases[existing].indices.append(index)
      } else {
        cases.append((layout, header, footer, [index]))
      }
    }
    if cases.count <= 1, !configured {
      if case .list(let configuration)? = cases.first?.layout {
        let name = LayoutCode.listConfiguration(
          configuration, header: cases[0].header, footer: cases[0].footer, into: &code)
        code.line("return UICollectionViewCompositionalLayout.list(using: \(name))")
        return
      }
      if cases.isEmpty {
        code.line(
          "return UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))"
        )
        return
      }
    }
    if configured {
      code.line("let configuration = UICollectionViewCompositionalLayoutConfiguration()")
      if horizontal { code.line("configuration.scrollDirection = .horizontal") }
      if spacing != 0 { code.line("configuration.interSectionSpacing = \(SwiftLiteral.number(spacing))") }
      if !global.isEmpty {
        let items = global.map { LayoutCode.boundary($0, into: &code, names: &names) }
        code.line("configuration.boundarySupplementaryItems = \(SwiftLiteral.array(items))")
      }
    }
    let withConfiguration = configured ? ", configuration: configuration" : ""
    if cases.count == 1, case .section(let section) = cases[0].layout {
      let name = LayoutCode.section(section, target: target, into: &code, names: &names)
      writeReturn("UICollectionViewCompositionalLayout(section: \(name)\(withConfiguration))", layouts, into: &code)
      return
    }
    if compositional?.provider != nil {
      code.comment(
        "The script's section provider answered section by section at \(SwiftLiteral.number(options.width)) × \(SwiftLiteral.number(options.height)) points; here are its answers."
      )
    }
    // A group tree several sections use is built once.
    var groupCounts: [CompositionalItem: Int] = [:]
    for entry in cases { if case .section(let section) = entry.layout { groupCounts[section.group, default: 0] += 1 } }
    var shared: [CompositionalItem: String] = [:]
    for entry in cases {
      guard case .section(let section) = entry.layout, groupCounts[section.group, default: 0] > 1,
        shared[section.group] == nil
      else { continue }
      shared[section.group] = LayoutCode.item(section.group, target: target, into: &code, names: &names)
    }
    code.block(
      "let layout = UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in",
      closer: "}\(withConfiguration))"
    ) { code in
      if cases.count == 1 {
        code.line("return \(sectionCode(cases[0], shared: shared, into: &code))")
        return
      }
      code.switchBlock("switch sectionIndex {") { code in
        for (position, entry) in cases.enumerated() {
          code.line(
            position == cases.count - 1 ? "default:" : "case \(entry.indices.map(String.init).joined(separator: ", ")):"
          )
          code.indented { code in code.line("return \(sectionCode(entry, shared: shared, into: &code))") }
        }
      }
    }
    writeReturn("layout", layouts, into: &code)
  }

  /// Registers the decorations' views (drawing only) and returns the layout.
  private func writeReturn(_ layout: String, _ layouts: [SectionLayout], into code: inout SwiftCode) {
    var kinds: [String] = []
    for case .section(let section) in layouts {
      for decoration in section.decorationItems where !kinds.contains(decoration.kind) { kinds.append(decoration.kind) }
    }
    guard !kinds.isEmpty else {
      code.line("return \(layout)")
      return
    }
    if layout != "layout" { code.line("let layout = \(layout)") }
    for kind in kinds {
      code.line("layout.register(UICollectionReusableView.self, forDecorationViewOfKind: \(SwiftLiteral.string(kind)))")
    }
    code.line("return layout")
  }

  /// Writes one section's layout inside the provider and returns its name.
  private func sectionCode(
    _ entry: (layout: SectionLayout, header: Bool, footer: Bool, indices: [Int]), shared: [CompositionalItem: String],
    into code: inout SwiftCode
  ) -> String {
    var names = ViewNames()
    switch entry.layout {
    case .section(let section):
      return LayoutCode.section(section, target: target, group: shared[section.group], into: &code, names: &names)
    case .list(let configuration):
      return LayoutCode.listSection(
        configuration, header: entry.header, footer: entry.footer, into: &code, names: &names)
    }
  }
}
