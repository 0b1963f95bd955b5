import ListDeclaration
import ListDiff
import Testing

@testable import ListLayout

// Builders for compositional layouts that read like the UIKit code they stand for.

func item(
  _ width: LayoutDimension = .fractionalWidth(1), _ height: LayoutDimension = .fractionalHeight(1),
  insets: EdgeInsets = .zero, edgeSpacing: EdgeSpacing? = nil, supplementaries: [SupplementaryItem] = []
) -> CompositionalItem {
  CompositionalItem(
    size: LayoutSize(width: width, height: height), contentInsets: insets, edgeSpacing: edgeSpacing,
    supplementaries: supplementaries)
}

func hgroup(
  _ width: LayoutDimension, _ height: LayoutDimension, _ subitems: [CompositionalItem], count: Int? = nil,
  repeating: Int? = nil, spacing: LayoutSpacing? = nil, insets: EdgeInsets = .zero
) -> CompositionalItem {
  .group(
    .horizontal, size: LayoutSize(width: width, height: height), subitems: subitems, count: count,
    repeating: repeating, spacing: spacing, contentInsets: insets)
}

func vgroup(
  _ width: LayoutDimension, _ height: LayoutDimension, _ subitems: [CompositionalItem], count: Int? = nil,
  repeating: Int? = nil, spacing: LayoutSpacing? = nil, insets: EdgeInsets = .zero
) -> CompositionalItem {
  .group(
    .vertical, size: LayoutSize(width: width, height: height), subitems: subitems, count: count,
    repeating: repeating, spacing: spacing, contentInsets: insets)
}

func sectionLayout(
  _ group: CompositionalItem, spacing: Double = 0, insets: EdgeInsets = .zero,
  orthogonal: OrthogonalScrolling = .none, boundaries: [BoundaryItem] = [], decorations: [DecorationItem] = [],
  supplementaryInsets: InsetsReference = .automatic, insetsReference: InsetsReference = .automatic
) -> SectionLayout {
  .section(
    CompositionalSection(
      group: group, interGroupSpacing: spacing, contentInsets: insets, orthogonalScrolling: orthogonal,
      boundaryItems: boundaries, decorationItems: decorations, supplementaryInsetsReference: supplementaryInsets,
      contentInsetsReference: insetsReference))
}

/// `count` cells `prefix1`, `prefix2`, … (fixed `height` when given, else 44 or their content).
func cells(_ prefix: String, _ count: Int, height: Double? = nil) -> [CellDeclaration] {
  (1...max(1, count)).prefix(count).map { cell(.string("\(prefix)\($0)"), height: height) }
}

/// Options of a compositional list of `width` × `height` points.
func compositionalOptions(
  _ configuration: CompositionalConfiguration = CompositionalConfiguration(), width: Double = 375,
  height: Double = 667, configure: (inout ListOptions) -> Void = { _ in }
) -> ListOptions {
  var options = ListOptions()
  options.style = .compositional
  options.width = width
  options.height = height
  options.compositional = configuration
  configure(&options)
  return options
}

/// A compositional list whose every section shares `layout`.
func compositional(
  _ layout: SectionLayout, _ sections: [SectionDeclaration], width: Double = 375, height: Double = 667,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> Layout {
  try checked(
    Layout(
      ListDeclaration(
        options: compositionalOptions(CompositionalConfiguration(section: layout), width: width, height: height),
        sections: sections)), sourceLocation: sourceLocation)
}

/// Checks what every compositional layout must keep, and returns it: its invariants; that the
/// elements that show are `elements()` filtered by `isVisible`; that `element(kind, section:,
/// item:, elementKind:)` finds each element as `elements()` lists it.
@discardableResult
func checked(_ layout: Layout, sourceLocation: SourceLocation = #_sourceLocation) -> Layout {
  let violations = layout.checkInvariants()
  #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))", sourceLocation: sourceLocation)
  let elements = layout.elements()
  #expect(layout.visibleElements() == elements.filter { layout.isVisible($0.frame) }, sourceLocation: sourceLocation)
  for element in elements {
    let found = layout.element(
      element.kind, section: element.section, item: element.item, elementKind: element.elementKind)
    #expect(found == element, "element(…) of \(element.key)", sourceLocation: sourceLocation)
  }
  return layout
}

extension Layout {
  /// The cell's frame.
  func cell(_ id: String) -> Rect? { cellElement(.string(id))?.frame }

  /// Elements of a supplementary or decoration kind, in order.
  func elements(_ kind: Element.Kind, elementKind: String? = nil) -> [Element] {
    elements().filter { $0.kind == kind && (elementKind == nil || $0.elementKind == elementKind) }
  }
}
