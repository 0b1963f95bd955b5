import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import UIKitAvailability

extension ListExporter {
  /// The Swift types of a list's data: the item and section identifiers, and how each is written.
  struct DataTypes {
    var kinds: [ItemKind]
    /// The supplementary kinds whose content the section model carries, with their field names.
    var sectionFields: [(kind: String, field: String, isText: Bool, template: Int?)]

    var itemType: String
    var sectionType: String
    var isItemEnum: Bool { kinds.count > 1 }
    var hasSectionModel: Bool { !sectionFields.isEmpty }
  }

  func dataTypes(_ sections: [ModelSection], types: ModelTypes) -> DataTypes {
    let kinds = Self.kinds(sections)
    var fields: [(String, String, Bool, Int?)] = []
    var taken = NameScope(reserved: ["id"])
    for (kind, _) in supplementaryContents {
      let contents = sections.compactMap { $0.supplementaries[kind] }
      let text = contents.contains { if case .text = $0 { true } else { false } }
      let template = contents.lazy.compactMap { content -> Int? in
        if case .template(let use) = content,
          !types.templates.templates[use.template].labels.isEmpty
            || !types.templates.templates[use.template].varyingHidden.isEmpty
        {
          return use.template
        }
        return nil
      }.first
      guard text || template != nil else { continue }
      let name =
        switch kind {
        case BoundaryItem.headerKind: "header"
        case BoundaryItem.footerKind: "footer"
        default: SwiftNames.variable(kind, fallback: "supplementary")
        }
      fields.append((kind, taken.unique(name), text, text ? nil : template))
    }
    let itemType: String =
      switch kinds.count {
      case 0: "String"
      case 1:
        switch kinds[0] {
        case .row: "Row"
        case .template(let number): types.templates.templates[number].name
        case .tile: "String"
        }
      default: "Item"
      }
    return DataTypes(
      kinds: kinds, sectionFields: fields.map { ($0.0, $0.1, $0.2, $0.3) }, itemType: itemType,
      sectionType: fields.isEmpty ? "String" : "Section")
  }

  /// The enum case of a kind: `row`, `status`, `tile`.
  func caseName(_ kind: ItemKind, _ types: ModelTypes) -> String {
    switch kind {
    case .row: "row"
    case .template(let number): SwiftNames.variable(types.templates.templates[number].name, fallback: "content")
    case .tile: "empty"
    }
  }

  /// An item as the data source's identifier.
  func itemLiteral(_ item: ModelItem, data: DataTypes, types: ModelTypes) -> String {
    let value: String =
      switch item.kind {
      case .row: types.rowLiteral(item)
      case .template: types.templateLiteral(item.use!, id: item.id, height: item.height)
      case .tile: SwiftLiteral.identifier(item.id)
      }
    return data.isItemEnum ? ".\(caseName(item.kind, types))(\(value))" : value
  }

  /// A section as the data source's identifier.
  func sectionLiteral(_ section: ModelSection, data: DataTypes, types: ModelTypes) -> String {
    guard data.hasSectionModel else { return SwiftLiteral.identifier(section.id) }
    var fields = ["id: \(SwiftLiteral.identifier(section.id))"]
    for field in data.sectionFields {
      switch section.supplementaries[field.kind] {
      case .text(let text)?: fields.append("\(field.field): \(SwiftLiteral.string(text))")
      case .template(let use)? where !field.isText:
        fields.append("\(field.field): \(types.templateLiteral(use, id: Identifier?.none, height: Double?.none))")
      default: break
      }
    }
    return "Section(\(fields.joined(separator: ", ")))"
  }

  // MARK: The view controller

  /// Writes the list's view controller, named `name`.
  func writeController(named name: String, types: ModelTypes, sections: [ModelSection], into code: inout SwiftCode) {
    let data = dataTypes(sections, types: types)
    let sectionCount = declaration.sections.count
    let cellCount = declaration.sections.reduce(0) { $0 + $1.cells.count }
    code.line("")
    code.line(
      "/// \(site ?? "A list"): \(description), \(sectionCount) section\(sectionCount == 1 ? "" : "s") of \(cellCount) item\(cellCount == 1 ? "" : "s")."
    )
    let conformance = options.style == .grid ? ", UICollectionViewDelegateFlowLayout" : ""
    code.block("final class \(name): UIViewController\(conformance) {") { code in
      writeDataTypes(data, types: types, into: &code)
      code.line("var collectionView: UICollectionView!")
      code.line("var dataSource: UICollectionViewDiffableDataSource<\(data.sectionType), \(data.itemType)>!")
      if sizesRows(sections) {
        code.comment("Measures the height of a row at its column's width.")
        code.line("let sizingRowCell = \(types.height ? "FixedHeightCell" : "UICollectionViewListCell")()")
      }
      for number in sizingTemplates(sections) {
        let template = types.templates.templates[number]
        code.comment("Measures the height of a \(template.name) at its column's width.")
        code.line("let sizing\(template.className) = \(template.className)()")
      }
      code.line("")
      code.block("override func viewDidLoad() {") { code in
        code.line("super.viewDidLoad()")
        code.line("collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())")
        code.line("collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]")
        if let inset = options.inset, options.style != .grid {
          code.comment("List sections (and layoutMargins references) follow these side margins.")
          code.line(
            "collectionView.directionalLayoutMargins = \(SwiftLiteral.insets(top: 0, leading: inset, bottom: 0, trailing: inset))"
          )
        }
        if options.style == .grid { code.line("collectionView.delegate = self") }
        code.line("view.addSubview(collectionView)")
        code.line("configureDataSource()")
        code.line("applySnapshot()")
      }
      code.line("")
      writeLayoutFunction(data: data, into: &code)
      code.line("")
      writeDataSource(data, types: types, sections: sections, into: &code)
      code.line("")
      writeSnapshot(data, types: types, sections: sections, into: &code)
      if options.style == .grid {
        if sections.contains(where: { $0.items.contains { $0.kind != .tile } }) {
          writeItemHeight(data: data, types: types, sections: sections, into: &code)
        }
        writeFlowDelegate(data: data, types: types, sections: sections, into: &code)
      }
    }
  }

  /// The view controller's name when a file has several: its first section's (`FruitsViewController`),
  /// else its style's.
  func controllerName(_ sections: [ModelSection]) -> String {
    if let first = declaration.sections.first, !first.isImplicit {
      let name = SwiftNames.type(first.id.description, fallback: "List")
      if name.count >= 3, name != "Main" { return name + "ViewController" }
    }
    return SwiftNames.type(options.style.description, fallback: "List") + "ViewController"
  }

  /// `a plain list`, `a compositional layout`, `a grid`, `cards`.
  var description: String {
    switch options.style {
    case .compositional: "a compositional layout"
    case .grid: "a grid (a flow layout)"
    case .cards: "cards in a plain list"
    default: "a\(options.style == .insetGrouped ? "n" : "") \(options.style) list"
    }
  }

  private func writeDataTypes(_ data: DataTypes, types: ModelTypes, into code: inout SwiftCode) {
    if data.isItemEnum {
      code.block("enum Item: Hashable {") { code in
        for kind in data.kinds {
          let payload: String =
            switch kind {
            case .row: "Row"
            case .template(let number): types.templates.templates[number].name
            case .tile: "String"
            }
          code.line("case \(caseName(kind, types))(\(payload))")
        }
      }
      code.line("")
    }
    if data.hasSectionModel {
      code.block("struct Section: Hashable {") { code in
        code.line("var id: String")
        for field in data.sectionFields {
          let type = field.isText ? "String" : types.templates.templates[field.template!].name
          code.line("var \(field.field): \(type)?")
        }
      }
      code.line("")
    }
  }
}
