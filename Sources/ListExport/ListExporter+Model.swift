import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout

extension ListExporter {
  /// How a cell is modelled: a list row (a built-in cell), a template's struct, or a tile (a
  /// cell without content, its id only).
  enum ItemKind: Hashable {
    case row
    case template(Int)
    case tile
  }

  /// One item of the data: a cell's model, with its children in an outline.
  struct ModelItem {
    var id: Identifier
    var kind: ItemKind
    var row: BuiltInCell?
    var use: ContentTemplates.Use?
    var height: Double?
    var children: [ModelItem] = []
    /// An outline's item that shows no cell at the end of the script: ListLab has not seen its
    /// content (the script's provider makes it when shown).
    var isUnseen = false
  }

  /// What a supplementary view of a section shows.
  enum SupplementaryModel: Equatable {
    case text(String)
    case template(ContentTemplates.Use)
    /// A view without content.
    case plain
  }

  /// A section of the data: its items (an outline's roots, with their children) and what its
  /// supplementary views show, by element kind.
  struct ModelSection {
    var id: Identifier
    var items: [ModelItem]
    var outline: SectionSnapshot?
    var supplementaries: [String: SupplementaryModel] = [:]
  }

  /// The list's data as models, the templates of its content registered in `templates`.
  ///
  /// - Complexity: O(n) in the cells, plus their content trees.
  func model(templates: inout ContentTemplates) -> [ModelSection] {
    let layouts = sectionLayouts
    var sections: [ModelSection] = []
    for (index, section) in declaration.sections.enumerated() {
      var inList = false
      if index < layouts.count, case .list = layouts[index] { inList = true }
      func item(_ cell: CellDeclaration) -> ModelItem {
        if let builtIn = cell.builtIn, cell.content == builtIn.node {
          return ModelItem(id: cell.id, kind: .row, row: builtIn, height: cell.height)
        }
        if let content = cell.content {
          let use = templates.use(content, isCell: true, inList: inList, style: options.style)
          return ModelItem(id: cell.id, kind: .template(use.template), use: use, height: cell.height)
        }
        // A cell without content of a fixed height in a list is a row of that height.
        if inList || options.style.hasSeparators || options.style == .cards, cell.height != nil {
          return ModelItem(id: cell.id, kind: .row, row: BuiltInCell(), height: cell.height)
        }
        return ModelItem(id: cell.id, kind: .tile, height: cell.height)
      }
      var modelled = ModelSection(id: section.id, items: [])
      if section.cells.contains(where: { $0.outline != nil }), let outline = try? state.sectionSnapshot(of: section.id)
      {
        var shown: [Identifier: ModelItem] = [:]
        for cell in section.cells { shown[cell.id] = item(cell) }
        let textIsID = shown.values.allSatisfy {
          $0.kind == .row && $0.row?.text == $0.id.description && $0.row?.secondary == nil
        }
        func tree(_ id: Identifier) -> ModelItem {
          var node =
            shown[id]
            ?? ModelItem(
              id: id, kind: .row, row: BuiltInCell(text: textIsID ? id.description : nil), isUnseen: !textIsID)
          node.children = ((try? outline.children(of: id)) ?? []).map(tree)
          return node
        }
        modelled.items = outline.rootItems.map(tree)
        modelled.outline = outline
      } else {
        modelled.items = section.cells.map(item)
      }
      sections.append(modelled)
    }
    for (kind, contents) in supplementaryContents {
      for (index, content) in contents {
        let model: SupplementaryModel =
          switch content {
          case .text(let text): .text(text)
          case .node(let node): .template(templates.use(node, isCell: false, inList: false, style: options.style))
          case .none: .plain
          }
        sections[index].supplementaries[kind] = model
      }
    }
    return sections
  }

  /// The kinds of the list's items, in the order first met.
  static func kinds(_ sections: [ModelSection]) -> [ItemKind] {
    var kinds: [ItemKind] = []
    func visit(_ item: ModelItem) {
      if !kinds.contains(item.kind) { kinds.append(item.kind) }
      item.children.forEach(visit)
    }
    sections.forEach { $0.items.forEach(visit) }
    return kinds
  }

  /// Every item of the sections, children after their parents.
  static func allItems(_ sections: [ModelSection]) -> [ModelItem] {
    func flat(_ item: ModelItem) -> [ModelItem] { [item] + item.children.flatMap(flat) }
    return sections.flatMap { $0.items.flatMap(flat) }
  }
}
