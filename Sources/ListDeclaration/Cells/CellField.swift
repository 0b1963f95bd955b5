/// The fields of `cell "id" {…}`: the one list of them. The general reading
/// (``CellDeclaration/read(id:from:site:)``), the reading of a binding that takes the values
/// straight from its table (``CellFieldValues``) and the "did you mean" of an unknown field all
/// derive from it; what each field means is written once, in `CellDeclaration`'s field rules.
package enum CellField: Int, CaseIterable, Sendable {
  case height, text, secondary, image, accessory, badge, enabled, alpha, separator, separatorInset

  /// The field's key in a cell table.
  package var name: String {
    switch self {
    case .height: "height"
    case .text: "text"
    case .secondary: "secondary"
    case .image: "image"
    case .accessory: "accessory"
    case .badge: "badge"
    case .enabled: "enabled"
    case .alpha: "alpha"
    case .separator: "separator"
    case .separatorInset: "separator_inset"
    }
  }

  /// Every field's key, in declaration order.
  package static let names = allCases.map(\.name)
}

/// The values of a cell table's fields, by field, before they are checked: what a scripting
/// binding reads straight from its table for ``CellDeclaration/ifValid(id:values:content:site:)``,
/// without building a ``DeclarationTable``. Kept inline: a list declares cells by the hundred
/// thousand.
package struct CellFieldValues: Sendable {
  /// One slot per ``CellField``, at its raw value. (Spelled out: a literal is initialised in
  /// place, `init(repeating:)` element by element.)
  private var values: InlineArray<10, DeclarationValue?> = [nil, nil, nil, nil, nil, nil, nil, nil, nil, nil]

  package init() {
    assert(CellField.allCases.count == values.count, "one slot per cell field")
  }

  package subscript(field: CellField) -> DeclarationValue? {
    get { values[field.rawValue] }
    set { values[field.rawValue] = newValue }
  }

  /// The value of `field`, leaving none (moved out, not copied).
  mutating func take(_ field: CellField) -> DeclarationValue? {
    var taken: DeclarationValue?
    swap(&taken, &values[field.rawValue])
    return taken
  }
}
