import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout

extension ListExporter {
  /// Writes the list's function.
  func write(named name: String, staticPrefix: String, into code: inout SwiftCode, templates: inout ContentTemplates) {
    let sectionCount = declaration.sections.count
    let cellCount = declaration.sections.reduce(0) { $0 + $1.cells.count }
    code.line(
      "/// \(site ?? "A list"): \(options.style), \(SwiftLiteral.number(options.width)) × \(SwiftLiteral.number(options.height)) points @\(SwiftLiteral.number(options.scale))x, \(sectionCount) section\(sectionCount == 1 ? "" : "s"), \(cellCount) cell\(cellCount == 1 ? "" : "s")."
    )
    code.block("@MainActor \(staticPrefix)func \(name)() -> UICollectionView {") { code in
      writeScreen(into: &code)
      writeLayout(into: &code)
      code.line(
        "let collectionView = ExportedCollectionView(frame: CGRect(x: 0, y: 0, width: \(SwiftLiteral.number(options.width)), height: \(SwiftLiteral.number(options.height))), collectionViewLayout: layout)"
      )
      if let inset = options.inset {
        code.comment("The declared inset: list sections (and layoutMargins references) follow the layout margins.")
        code.line(
          "collectionView.directionalLayoutMargins = \(SwiftLiteral.insets(top: 0, leading: inset, bottom: 0, trailing: inset))"
        )
      }
      writeNotes(into: &code)
      writeCells(into: &code, templates: &templates)
      writeSupplementaries(into: &code, templates: &templates)
      writeData(into: &code)
      code.line("return collectionView")
    }
  }

  /// The screen: ListLabUIKit's scale and device (an iOS device has its own).
  private func writeScreen(into code: inout SwiftCode) {
    code.line("#if !canImport(UIKit)")
    code.comment("ListLab's screen for this list (an iOS device has its own).")
    code.line("UIScreen.main.reset()")
    var scale = 3.0
    if let device = options.device {
      let name =
        switch device {
        case .iPhoneSE: "iPhoneSE"
        case .iPhone15: "iPhone15"
        case .iPhone15ProMax: "iPhone15ProMax"
        case .iPad: "iPad"
        }
      code.line("UIScreen.main.simulate(.\(name), orientation: .\(options.orientation.rawValue))")
      scale = device.metrics(options.orientation).scale
    }
    if options.scale != scale { code.line("UIScreen.main.scale = \(SwiftLiteral.number(options.scale))") }
    code.line("#endif")
  }

  /// Comments for the declared features UIKit has no equivalent of that leave the frames alone.
  private func writeNotes(into code: inout SwiftCode) {
    if let estimate = options.estimatedHeight {
      code.comment(
        "estimated_height = \(SwiftLiteral.number(estimate)): UIKit's rows estimate their own height (44 here) until they are displayed."
      )
    }
    if options.style == .insetGrouped, options.cornerRadius != 10 {
      code.comment(
        "corner_radius = \(SwiftLiteral.number(options.cornerRadius)): drawing only (UIKit rounds insetGrouped rows itself)."
      )
    }
    let cells = declaration.sections.flatMap { Array($0.cells) }
    if cells.contains(where: { !$0.showsSeparator || $0.separatorInset != nil }) {
      code.comment(
        "Cells' `separator = false` and `separator_inset`: not exported (itemSeparatorHandler); they move no frame.")
    }
    if cells.contains(where: { $0.alpha != 1 }) {
      code.comment("Cells' `enabled = false` and `alpha`: drawing only, not exported.")
    }
  }

  // MARK: The layout

  private func writeLayout(into code: inout SwiftCode) {
    let layouts = sectionLayouts
    var names = ViewNames()
    let compositional = options.compositional
    let global = compositional?.boundaryItems ?? []
    let horizontal = compositional?.scrollDirection == .horizontal
    let spacing = interSectionSpacing
    let configured = horizontal || spacing != 0 || !global.isEmpty
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
    if compositional?.provider != nil {
      code.comment(
        "The Lua section provider, asked for each section at \(SwiftLiteral.number(options.width)) × \(SwiftLiteral.number(options.height)) points: its answers, section by section (a Swift provider reads the environment instead)."
      )
    }
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
    if cases.isEmpty {
      code.line(
        "let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))"
      )
    } else if cases.count == 1, case .section(let section) = cases[0].layout {
      let name = LayoutCode.section(section, target: target, into: &code, names: &names)
      code.line("let layout = UICollectionViewCompositionalLayout(section: \(name)\(withConfiguration))")
    } else {
      code.block(
        "let layout = UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in",
        closer: "}\(withConfiguration))"
      ) {
        code in
        if cases.count == 1 {
          code.line(
            "return \(sectionCode(cases[0].layout, header: cases[0].header, footer: cases[0].footer, into: &code))")
          return
        }
        code.block("switch sectionIndex {") { code in
          for (position, entry) in cases.enumerated() {
            let label =
              position == cases.count - 1
              ? "default:" : "case \(entry.indices.map(String.init).joined(separator: ", ")):"
            code.line(label)
            code.indented { code in
              code.line("return \(sectionCode(entry.layout, header: entry.header, footer: entry.footer, into: &code))")
            }
          }
        }
      }
    }
    var decorationKinds: [String] = []
    for layout in layouts {
      if case .section(let section) = layout {
        for decoration in section.decorationItems where !decorationKinds.contains(decoration.kind) {
          decorationKinds.append(decoration.kind)
        }
      }
    }
    for kind in decorationKinds {
      code.comment("The background's view: drawing only.")
      code.line("layout.register(UICollectionReusableView.self, forDecorationViewOfKind: \(SwiftLiteral.string(kind)))")
    }
  }

  /// Writes one section's layout inside the provider and returns its name.
  private func sectionCode(_ layout: SectionLayout, header: Bool, footer: Bool, into code: inout SwiftCode) -> String {
    var names = ViewNames()
    switch layout {
    case .section(let section):
      return LayoutCode.section(section, target: target, into: &code, names: &names)
    case .list(let configuration):
      return LayoutCode.listSection(configuration, header: header, footer: footer, into: &code, names: &names)
    }
  }
}
