import ListDeclaration
import ListLayout
import UIKitAvailability

extension ListExporter {
  /// `configureDataSource()`: a registration per kind of cell, configured from its model, the
  /// data source choosing among them, and the supplementary views' registrations and provider.
  func writeDataSource(_ data: DataTypes, types: ModelTypes, sections: [ModelSection], into code: inout SwiftCode) {
    let rowsShared = sizesRows(sections)
    code.block("private func configureDataSource() {") { code in
      var registrations: [ItemKind: String] = [:]
      for kind in data.kinds {
        registrations[kind] = writeRegistration(kind, data: data, types: types, shared: rowsShared, into: &code)
      }
      let header =
        "dataSource = UICollectionViewDiffableDataSource<\(data.sectionType), \(data.itemType)>(collectionView: collectionView) {"
      if data.isItemEnum {
        code.block(header + " collectionView, indexPath, item in") { code in
          code.switchBlock("switch item {") { code in
            for kind in data.kinds {
              let value = caseName(kind, types)
              code.line("case .\(value)(let \(value)):")
              code.indented { code in
                code.line(
                  "collectionView.dequeueConfiguredReusableCell(using: \(registrations[kind]!), for: indexPath, item: \(value))"
                )
              }
            }
          }
        }
      } else if let kind = data.kinds.first {
        let value = parameterName(kind, types)
        code.block(header + " collectionView, indexPath, \(value) in") { code in
          code.line(
            "collectionView.dequeueConfiguredReusableCell(using: \(registrations[kind]!), for: indexPath, item: \(value))"
          )
        }
      } else {
        code.block(header + " _, _, _ in") { code in code.line("nil") }
      }
      writeSupplementaries(data, types: types, sections: sections, into: &code)
    }
    if rowsShared {
      code.line("")
      let cell = types.height ? "FixedHeightCell" : "UICollectionViewListCell"
      code.block("private func configure(_ cell: \(cell), with row: Row) {") { code in
        writeRowConfiguration(types, into: &code)
      }
    }
  }

  private func parameterName(_ kind: ItemKind, _ types: ModelTypes) -> String {
    switch kind {
    case .row: "row"
    case .template(let number): SwiftNames.variable(types.templates.templates[number].name, fallback: "content")
    case .tile: "id"
    }
  }

  /// The statements that show a row in a list cell `cell`.
  private func writeRowConfiguration(_ types: ModelTypes, into code: inout SwiftCode) {
    code.line("var content = cell.defaultContentConfiguration()")
    code.line("content.text = row.text")
    if types.secondaryText { code.line("content.secondaryText = row.secondaryText") }
    if types.image {
      code.block("if let width = row.imageWidth, let height = row.imageHeight {") { code in
        code.line("content.image = UIImage(systemName: \"photo\")")
        code.line("content.imageProperties.reservedLayoutSize = CGSize(width: width, height: height)")
        code.line("content.imageProperties.maximumSize = CGSize(width: width, height: height)")
      }
    }
    code.line("cell.contentConfiguration = content")
    var parts: [String] = []
    if types.badge { parts.append("row.badge.map { UICellAccessory.label(text: $0) }") }
    if !types.accessories.isEmpty { parts.append("row.accessory?.cellAccessory") }
    if types.children { parts.append("row.children.isEmpty ? nil : UICellAccessory.outlineDisclosure()") }
    if parts.count == 1, !types.children, types.badge == false {
      code.line("cell.accessories = row.accessory.map { [$0.cellAccessory] } ?? []")
    } else if parts.count == 1, types.children {
      code.line("cell.accessories = row.children.isEmpty ? [] : [.outlineDisclosure()]")
    } else if !parts.isEmpty {
      code.line("cell.accessories = \(SwiftLiteral.array(parts)).compactMap { $0 }")
    }
    if types.height { code.line("cell.height = row.height") }
  }

  /// Writes the registration of a kind of cell and returns its name.
  private func writeRegistration(
    _ kind: ItemKind, data: DataTypes, types: ModelTypes, shared: Bool, into code: inout SwiftCode
  ) -> String {
    let value = parameterName(kind, types)
    switch kind {
    case .row:
      let cell = types.height ? "FixedHeightCell" : "UICollectionViewListCell"
      code.block(
        "let rowRegistration = UICollectionView.CellRegistration<\(cell), Row> { \(shared ? "[unowned self] " : "")cell, _, row in"
      ) { code in
        if shared { code.line("configure(cell, with: row)") } else { writeRowConfiguration(types, into: &code) }
      }
      return "rowRegistration"
    case .template(let number):

      let template = types.templates.templates[number]
      let registration = "\(value)Registration"
      let isCard = types.cards.contains(number)
      let captures = isCard ? "[unowned self] " : ""
      code.block(
        "let \(registration) = UICollectionView.CellRegistration<\(template.className), \(template.name)> { \(captures)cell, \(isCard ? "indexPath" : "_"), \(value) in"
      ) { code in
        code.line("cell.configure(with: \(value))")
        if isCard {
          // ListLab's card margins, in pixels: half the spacing above a card that follows another,
          // the rest below one another follows.
          let grid = options.grid
          let spacing = grid.pixels(options.cardSpacing)
          let margin = SwiftLiteral.number(grid.points(grid.pixels(options.cardMargin)))
          let above = SwiftLiteral.number(grid.points(spacing / 2))
          let below = SwiftLiteral.number(grid.points(spacing - spacing / 2))
          let side = SwiftLiteral.number(options.cardMargin)
          code.comment(
            "A card's margins: \(side) points around the cards, \(SwiftLiteral.number(options.cardSpacing)) between two."
          )
          code.line("let last = collectionView.numberOfItems(inSection: indexPath.section) - 1")
          code.line(
            "cell.contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: indexPath.item == 0 ? \(margin) : \(above), leading: \(side), bottom: indexPath.item == last ? \(margin) : \(below), trailing: \(side))"
          )
        }
      }
      return registration
    case .tile:
      code.block(
        "let emptyRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, _ in"
      ) { code in
        code.line("cell.contentView.backgroundColor = .secondarySystemFill")
      }
      return "emptyRegistration"
    }
  }
}
