/// A piece of a compositional layout as a script builds it: what `fractional_width(0.5)`,
/// `item {…}`, `hgroup {…}`, `layout_section {…}` and the other constructors return.
package enum CompositionalValue: Hashable, Sendable {
  case dimension(LayoutDimension)
  case spacing(LayoutSpacing)
  /// An item or a group.
  case item(CompositionalItem)
  case supplementary(SupplementaryItem)
  case boundary(BoundaryItem)
  case decoration(DecorationItem)
  case section(SectionLayout)
  case configuration(CompositionalConfiguration)

  /// How messages show the value: `fractionalWidth(0.5)`, `an item`, `a horizontal group`.
  package var shown: String {
    switch self {
    case .dimension(let dimension): "the dimension \(dimension)"
    case .spacing(let spacing): "the spacing \(spacing)"
    case .item(let item): item.group.map { "a \($0.arrangement.rawValue) group" } ?? "an item"
    case .supplementary(let item): "a \"\(item.kind)\" supplementary item"
    case .boundary(let item): "a \"\(item.kind)\" boundary item"
    case .decoration(let item): "a \"\(item.kind)\" decoration"
    case .section(.section): "a layout section"
    case .section(.list(let list)): "a list configuration (\(list.appearance.rawValue))"
    case .configuration: "a compositional layout"
    }
  }

  /// Every problem recorded while reading it (and what it holds).
  package var problems: [DeclarationProblem] {
    switch self {
    case .dimension, .spacing: []
    case .item(let item): item.allProblems
    case .supplementary(let item): item.provenance.problems
    case .boundary(let item): item.provenance.problems
    case .decoration(let item): item.provenance.problems
    case .section(let section): section.allProblems
    case .configuration(let configuration): configuration.allProblems
    }
  }
}

/// The constructors of items and groups: `item {…}`, `hgroup {…}`, `vgroup {…}`, `custom_group {…}`.
package enum ItemConstructor: String, CaseIterable, Sendable {
  case item, hgroup, vgroup
  case customGroup = "custom_group"
}
