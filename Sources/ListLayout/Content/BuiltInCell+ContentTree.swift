import ListDeclaration

extension BuiltInCell: ContentTree {
  var hidden: Bool { false }
  var weight: Double? { nil }
  var width: Double? { nil }
  var height: Double? { nil }
  var shape: ContentShape { .stack }
  var label: Label? { nil }
}

extension BuiltInCell.Part: ContentTree {
  var hidden: Bool {
    if case .absent = self { true } else { false }
  }

  var weight: Double? { nil }

  var shape: ContentShape {
    switch self {
    case .absent: .spacer
    case .image: .image
    case .accessory: .box
    case .text, .secondary, .badgeText: .label
    case .texts, .badge: .stack
    }
  }

}
