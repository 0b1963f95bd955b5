import ListDeclaration

/// Content as ``ContentLayout`` measures it: a ``Node``, or a description that stands for a node
/// tree without building it (``BuiltInCell``). The measuring rules are written once, over this.
protocol ContentTree {
  associatedtype Child: ContentTree

  /// Hidden content takes no space and no spacing in its stack.
  var hidden: Bool { get }
  /// A share of a weighted row.
  var weight: Double? { get }
  /// A fixed width in points.
  var width: Double? { get }
  /// A fixed height in points.
  var height: Double? { get }
  /// What the content is, the text of a label aside.
  var shape: ContentShape { get }
  /// The label of label content; nil for the other shapes.
  var label: Label? { get }
  /// Calls `body` with a stack's layout and its children, lent for the call; nil for the other
  /// shapes. The stack's own `children` are not read: `children` are the ones laid out.
  func withStack<Result>(_ body: (Stack, Span<Child>) -> Result) -> Result?
}

/// The kinds of content, as layout tells them apart (how they stretch, whether they fill).
enum ContentShape: Equatable {
  case label, image, box, spacer, stack
}

extension Node: ContentTree {
  var shape: ContentShape {
    switch kind {
    case .label: .label
    case .image: .image
    case .box: .box
    case .spacer: .spacer
    case .stack: .stack
    }
  }

  var label: Label? {
    if case .label(let label) = kind { label } else { nil }
  }

  func withStack<Result>(_ body: (Stack, Span<Node>) -> Result) -> Result? {
    guard case .stack(let stack) = kind else { return nil }
    return body(stack, stack.children.span)
  }
}
