import ListDeclaration
import ListDiff
import ListText
import Testing

@testable import ListLayout

// Small builders so that tests read like the Lua they stand for.

func cell(_ id: Identifier, height: Double? = nil, _ content: Node? = nil) -> CellDeclaration {
  CellDeclaration(id: id, height: height, content: content)
}

func textCell(_ id: Identifier, _ text: String, secondary: String? = nil, accessory: BuiltInCell.Accessory? = nil)
  -> CellDeclaration
{
  CellDeclaration(id: id, builtIn: BuiltInCell(text: text, secondary: secondary, accessory: accessory))
}

func section(
  _ id: Identifier, header: String? = nil, footer: String? = nil, _ cells: [CellDeclaration],
  layout: SectionLayoutOptions = SectionLayoutOptions()
) -> SectionDeclaration {
  SectionDeclaration(
    id: id, header: header.map { .text($0) }, footer: footer.map { .text($0) }, cells: cells, layout: layout)
}

func label(_ text: String, style: TextStyle = .body, lines: Int = 0, id: String? = nil) -> Node {
  Node(.label(Label(text: text, style: style, lines: lines)), id: id)
}

func image(width: Double? = nil, height: Double? = nil, id: String? = nil) -> Node {
  Node(.image(Image()), id: id, width: width, height: height)
}

func box(width: Double? = nil, height: Double? = nil, id: String? = nil) -> Node {
  Node(.box(Box()), id: id, width: width, height: height)
}

func spacer() -> Node { Node(.spacer) }

func column(
  spacing: Double = 0, padding: EdgeInsets = .zero, align: StackAlignment = .fill, id: String? = nil, _ children: [Node]
) -> Node {
  Node(.stack(Stack(axis: .vertical, spacing: spacing, padding: padding, align: align, children: children)), id: id)
}

func row(
  spacing: Double = 0, padding: EdgeInsets = .zero, align: StackAlignment = .fill, distribute: Distribution = .fill,
  id: String? = nil, _ children: [Node]
) -> Node {
  Node(
    .stack(
      Stack(
        axis: .horizontal, spacing: spacing, padding: padding, align: align, distribute: distribute, children: children)
    ), id: id)
}

func options(_ style: ListStyle = .plain, configure: (inout ListOptions) -> Void = { _ in }) -> ListOptions {
  var options = ListOptions()
  options.style = style
  configure(&options)
  return options
}

/// Lays out and checks the invariants every layout must keep.
func layout(_ options: ListOptions, _ sections: [SectionDeclaration], sourceLocation: SourceLocation = #_sourceLocation)
  throws -> Layout
{
  let layout = try Layout(ListDeclaration(options: options, sections: sections))
  let violations = layout.checkInvariants()
  #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))", sourceLocation: sourceLocation)
  return layout
}

extension Layout {
  /// Frames of one kind, by id, for compact expectations.
  func frames(_ kind: Element.Kind) -> [String: Rect] {
    var result: [String: Rect] = [:]
    for element in elements() where element.kind == kind { result[element.id.description] = element.frame }
    return result
  }

  func element(_ kind: Element.Kind, _ id: Identifier) -> Element? {
    elements().first { $0.kind == kind && $0.id == id }
  }
}

/// `Rect` from the `(x y; w h)` numbers UIKit prints.
func r(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

/// Equality to the pixel: frames are on a 1/3 grid, so compare at a tolerance well below that.
func same(_ a: Rect?, _ b: Rect) -> Bool {
  guard let a else { return false }
  return abs(a.x - b.x) < 0.001 && abs(a.y - b.y) < 0.001 && abs(a.width - b.width) < 0.001
    && abs(a.height - b.height) < 0.001
}

let third = 1.0 / 3.0

/// Equality of points to well below a pixel.
func approx(_ a: Double?, _ b: Double) -> Bool {
  guard let a else { return false }
  return abs(a - b) < 0.001
}

extension Layout {
  /// The compositional engine's geometry, for tests that read it; nil for the other engines.
  var compositionalGeometry: CompositionalGeometry? {
    if case .compositional(let geometry) = engine { geometry } else { nil }
  }
}
