import ListDeclaration
import ListDiff
import UIKitAvailability

/// The model types every list of a file shares: the list row (`Row`, a built-in cell's values),
/// its accessories, the cell of a fixed height, and the templates' structs and views.
struct ModelTypes {
  var templates = ContentTemplates()
  /// Which of the row's fields some row uses.
  var secondaryText = false
  var image = false
  var badge = false
  var height = false
  var children = false
  var accessories: [BuiltInCell.Accessory] = []
  var usesRows = false
  /// Templates whose cells have fixed heights, and templates shown as cards.
  var heights: Set<Int> = []
  var cards: Set<Int> = []

  /// Notes what a list's items use.
  mutating func note(_ items: [ListExporter.ModelItem], cards isCards: Bool) {
    for item in items {
      switch item.kind {
      case .row:
        usesRows = true
        let row = item.row ?? BuiltInCell()
        secondaryText = secondaryText || row.secondary != nil
        image = image || row.hasImage
        badge = badge || row.badge != nil
        if let accessory = row.accessory, accessory != .badge, !accessories.contains(accessory) {
          accessories.append(accessory)
        }
        height = height || item.height != nil
        children = children || !item.children.isEmpty
      case .template(let number):
        if item.height != nil { heights.insert(number) }
        if isCards { cards.insert(number) }
      case .tile:
        break
      }
    }
  }

  /// `Row(id: "apple", text: "Apple", accessory: .disclosureIndicator)`; `children` (the Swift of
  /// an array) goes last.
  func rowLiteral(_ item: ListExporter.ModelItem, children: String? = nil) -> String {
    let row = item.row ?? BuiltInCell()
    var fields = ["id: \(SwiftLiteral.identifier(item.id))"]
    if let text = row.text { fields.append("text: \(SwiftLiteral.string(text))") }
    if let secondary = row.secondary { fields.append("secondaryText: \(SwiftLiteral.string(secondary))") }
    if row.hasImage {
      let width = row.imageWidth ?? BuiltInCell.defaultImageSize
      let height = row.imageHeight ?? BuiltInCell.defaultImageSize
      fields.append("imageWidth: \(SwiftLiteral.number(width)), imageHeight: \(SwiftLiteral.number(height))")
    }
    if let accessory = row.accessory, accessory != .badge { fields.append("accessory: .\(Self.caseName(accessory))") }
    if let badge = row.badge { fields.append("badge: \(SwiftLiteral.string(badge))") }
    if let height = item.height { fields.append("height: \(SwiftLiteral.number(height))") }
    if let children { fields.append("children: " + children) }
    return "Row(\(fields.joined(separator: ", ")))"
  }

  /// `Status(id: "battery", title: "Battery", alertsIsHidden: true)`.
  func templateLiteral(_ use: ContentTemplates.Use, id: Identifier?, height: Double?) -> String {
    let template = templates.templates[use.template]
    var fields: [String] = []
    if let id { fields.append("id: \(SwiftLiteral.identifier(id))") }
    for (label, text) in zip(template.labels, use.texts) {
      fields.append("\(label.field): \(SwiftLiteral.string(text))")
    }
    if heights.contains(use.template) { fields.append("height: " + (height.map(SwiftLiteral.number) ?? "nil")) }
    for index in template.varyingHidden where use.hidden[index] {
      fields.append("\(template.hiddenField(index)): true")
    }
    return "\(template.name)(\(fields.joined(separator: ", ")))"
  }

  static func caseName(_ accessory: BuiltInCell.Accessory) -> String {
    switch accessory {
    case .chevron: "disclosureIndicator"
    case .checkmark: "checkmark"
    case .detail: "detail"
    case .toggle: "toggle"
    case .badge: "badge"
    }
  }

  /// The shared types, at the namespace's level, for an app targeting `target`.
  func write(into code: inout SwiftCode, target: IOSVersion) {
    if usesRows { writeRow(into: &code) }
    if height { writeFixedHeightCell(into: &code) }
    for (number, template) in templates.templates.enumerated() {
      var template = template
      template.hasHeight = heights.contains(number)
      template.writeStruct(into: &code)
      template.writeClass(card: cards.contains(number), target: target, into: &code)
    }
  }

  private func writeRow(into code: inout SwiftCode) {
    code.line("")
    code.line("/// A row of a list: what its list content configuration and accessories show.")
    code.block("struct Row: Hashable {") { code in
      code.line("var id: String")
      code.line("var text: String?")
      if secondaryText { code.line("var secondaryText: String?") }
      if image {
        code.line("var imageWidth: CGFloat?")
        code.line("var imageHeight: CGFloat?")
      }
      if !accessories.isEmpty { code.line("var accessory: Accessory?") }
      if badge { code.line("var badge: String?") }
      if height { code.line("var height: CGFloat?") }
      if children { code.line("var children: [Row] = []") }
    }
    guard !accessories.isEmpty else { return }
    code.line("")
    code.line("/// The accessory at a row's trailing edge.")
    code.block("enum Accessory: Hashable {") { code in
      for accessory in accessories { code.line("case \(Self.caseName(accessory))") }
      code.line("")
      code.block("@MainActor var cellAccessory: UICellAccessory {") { code in
        code.switchBlock("switch self {") { code in
          for accessory in accessories {
            let value =
              switch accessory {
              case .chevron: ".disclosureIndicator()"
              case .checkmark: ".checkmark()"
              case .detail: ".detail()"
              case .toggle, .badge: ".customView(configuration: .init(customView: UISwitch(), placement: .trailing()))"
              }
            code.line("case .\(Self.caseName(accessory)): \(value)")
          }
        }
      }
    }
  }

  private func writeFixedHeightCell(into code: inout SwiftCode) {
    code.line("")
    code.line("/// A list cell whose content view has a fixed height (nil: it sizes itself).")
    code.block("final class FixedHeightCell: UICollectionViewListCell {") { code in
      code.line("private lazy var heightConstraint = contentView.heightAnchor.constraint(equalToConstant: 0)")
      code.line("")
      code.block("var height: CGFloat? {") { code in
        code.block("didSet {") { code in
          code.line("heightConstraint.constant = height ?? 0")
          code.line("heightConstraint.isActive = height != nil")
        }
      }
    }
  }
}
