import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import ListText
import UIKitAvailability

/// One list's function: the layout, the cells, the supplementary views and the data.
struct ListExporter {
  /// How a cell is written.
  enum Cell {
    /// A built-in cell: a list cell with a `UIListContentConfiguration`.
    case row(BuiltInCell, height: Double?)
    /// Custom content: a content template and its label texts.
    case content(Node, height: Double?)
    /// No content: an empty cell, of a fixed height or not.
    case empty(height: Double?)
  }

  let state: ListState
  let site: String?
  /// The iOS version the code is for.
  let target: IOSVersion

  init(state: ListState, site: String?, target: IOSVersion) {
    self.state = state
    self.site = site
    self.target = target
  }

  /// Whether the app's target has the UIKit member `name` (as ``UIKitMember/all`` records it),
  /// undeprecated.
  func has(_ name: String) -> Bool { UIKitMember.named(name)?.isUsable(at: target) ?? false }

  var declaration: ListDeclaration { state.declaration }
  var options: ListOptions { declaration.options }

  /// Every cell of the list, in order, with its identifier.
  var cells: [Cell] {
    declaration.sections.flatMap { section in
      section.cells.map { cell -> Cell in
        if let builtIn = cell.builtIn, cell.content == builtIn.node { return .row(builtIn, height: cell.height) }
        if let content = cell.content { return .content(content, height: cell.height) }
        return .empty(height: cell.height)
      }
    }
  }

  /// Why the list is not exported; nil when it is.
  var limit: ExportLimit? {
    switch options.style {
    case .plain, .grouped, .insetGrouped, .compositional, .grid, .cards: break
    default: return .style(options.style.description)
    }
    if options.direction == .rtl { return .rightToLeft }
    if options.device == nil, options.safeArea != .zero { return .safeArea }
    if options.contentInsets != .zero { return .contentInsets }
    if options.readableWidth { return .readableWidth }
    if options.contentSize != .large { return .contentSize(options.contentSize.rawValue) }
    if options.compositional?.sizeClass != nil { return .sizeClass }
    for case .content(let node, _) in cells where ContentTemplates.hasWeightedRow(node) { return .weightedRow }
    for name in requiredMembers {
      guard let member = UIKitMember.named(name), let problem = member.problem(at: target) else { continue }
      return .unavailable(problem, introduced: member.introduced.flatMap { $0 > target ? $0 : nil })
    }
    if options.style == .cards, cells.contains(where: { if case .content = $0 { false } else { true } }) {
      return .cardContent
    }
    if options.style == .grid, let line = unevenGridLine { return .uneven(section: line.section, item: line.item) }
    for layout in sectionLayouts {
      if case .section(let section) = layout {
        let nodes =
          section.boundaryItems.compactMap(\.content)
          + leaves(of: section.group).flatMap { $0.supplementaries.compactMap(\.content) }
        if nodes.contains(where: ContentTemplates.hasWeightedRow) { return .weightedRow }
      }
    }
    return nil
  }

  /// The first line of a grid whose items have different heights of their own (the grid stretches
  /// them, or tops them; a flow layout centres them): its section and first item.
  var unevenGridLine: (section: Int, item: Int)? {
    var topped = declaration
    topped.options.align = .top
    topped.sections = declaration.sections.map { section in
      var layout = section.layout
      layout.align = .top
      var copy = SectionDeclaration(
        id: section.id, header: section.header, footer: section.footer, cells: section.cells, layout: layout,
        provenance: section.provenance)
      copy.isImplicit = section.isImplicit
      return copy
    }
    guard let laidOut = try? ListState(topped) else { return nil }
    var line: (section: Int, y: Double, height: Double)?
    for element in laidOut.layout.elements() where element.kind == .cell {
      if let current = line, current.section == element.section, abs(current.y - element.frame.y) < 1e-9 {
        if abs(current.height - element.frame.height) > 1e-9 { return (element.section, element.item ?? 0) }
      } else {
        line = (element.section, element.frame.y, element.frame.height)
      }
    }
    return nil
  }

  /// Each section's layout: the compositional layout's settled ones, or a list section standing
  /// for the table style (its header and footer shown when the section has them).
  var sectionLayouts: [SectionLayout] {
    if options.style == .compositional { return state.layout.compositionalSectionLayouts ?? [] }
    if options.style == .grid { return [] }
    let appearance: ListSectionConfiguration.Appearance =
      switch options.style {
      case .grouped: .grouped
      case .insetGrouped: .insetGrouped
      default: .plain
      }
    return declaration.sections.map { section in
      .list(
        ListSectionConfiguration(
          appearance: appearance,
          headerMode: section.header == nil ? ListSectionConfiguration.HeaderMode.none : .supplementary,
          footerMode: section.footer == nil ? ListSectionConfiguration.FooterMode.none : .supplementary,
          showsSeparators: options.style == .cards || !options.separators ? false : nil,
          separatorInset: options.style == .cards ? nil : options.separatorInset))
    }
  }

  func leaves(of item: CompositionalItem) -> [CompositionalItem] {
    guard let group = item.group else { return [item] }
    return group.subitems.flatMap(leaves)
  }

  /// The spacing the layout's configuration adds between sections: a compositional list's own,
  /// or for a table style the declared section spacing less the one its list sections keep (35
  /// points in the grouped appearances, none in plain).
  var interSectionSpacing: Double {
    if options.style == .compositional { return options.compositional?.interSectionSpacing ?? 0 }
    let kept = options.style == .plain ? 0.0 : 35
    return (options.sectionSpacing ?? kept) - kept
  }
}

extension ListExporter {
  /// The UIKit members the list's code cannot do without (where another member could stand in,
  /// the writer picks it instead: a group of equal copies, a header configuration).
  var requiredMembers: [String] {
    var names: Set<String> = []
    for layout in sectionLayouts {
      switch layout {
      case .list(let configuration):
        names.insert("NSCollectionLayoutSection.list(using:layoutEnvironment:)")
        if configuration.separatorInset != nil {
          names.insert("UICollectionLayoutListConfiguration.separatorConfiguration")
        }
        if configuration.headerTopPadding != nil {
          names.insert("UICollectionLayoutListConfiguration.headerTopPadding")
        }
      case .section(let section):
        if section.supplementaryInsetsReference != .automatic {
          names.insert("NSCollectionLayoutSection.supplementaryContentInsetsReference")
        }
        if section.contentInsetsReference != .automatic {
          names.insert("NSCollectionLayoutSection.contentInsetsReference")
        }
        for group in groups(in: section.group) where group.repeating != nil {
          names.insert(
            "NSCollectionLayoutGroup.\(group.arrangement == .vertical ? "vertical" : "horizontal")(layoutSize:repeatingSubitem:count:)"
          )
        }
      }
    }
    if cells.contains(where: { if case .row(let cell, _) = $0 { cell.accessory == .detail } else { false } }) {
      names.insert("UICellAccessory.detail(displayed:options:actionHandler:)")
    }
    return names.sorted()
  }

  /// Every group of an item's tree.
  func groups(in item: CompositionalItem) -> [CompositionalGroup] {
    guard let group = item.group else { return [] }
    return [group] + group.subitems.flatMap(groups)
  }
}

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
    if options.style == .grid {
      for (index, section) in declaration.sections.enumerated() {
        if section.header != nil { add(BoundaryItem.headerKind, index, declared(section.header, fallback: nil)) }
        if section.footer != nil { add(BoundaryItem.footerKind, index, declared(section.footer, fallback: nil)) }
      }
    }
    for item in options.compositional?.boundaryItems ?? [] {
      add(item.kind, 0, item.content.map(SupplementaryContent.node) ?? .none)
    }
    return contents
  }
}
