/// A piece of cell content: a label, an image, a plain box, a spacer, or a stack of nodes.
///
/// Nodes are values: building one never lays anything out. Every node may carry an `id` (so its
/// frame can be queried), be `hidden` (it then takes no space and no spacing, as in UIStackView),
/// have a `weight` (its share of a weighted row) and a fixed `width` and/or `height`.
public struct Node: Hashable, Sendable {
  /// Boxed (`indirect`), so that a node is a few words: content trees live in arrays, and large
  /// elements made every array of children a large allocation.
  public indirect enum Kind: Hashable, Sendable {
    case label(Label)
    case image(Image)
    case box(Box)
    case spacer
    case stack(Stack)
  }

  public var kind: Kind { didSet { updateTreeFacts() } }
  public var id: String?
  public var hidden: Bool
  public var weight: Double?
  /// A fixed width; nil lets the node size itself or fill what its stack gives it.
  public var width: Double?
  /// A fixed height; nil lets the node size itself or fill what its stack gives it.
  public var height: Double?
  public var provenance: Provenance { didSet { updateTreeFacts() } }
  /// 1 for a leaf; 1 + the deepest child for a stack. Construction caps it (see ``read``).
  public private(set) var depth: Int
  /// The number of nodes in the tree (a node used twice counts twice). Construction caps it.
  public private(set) var size: Int
  /// Whether this node or one below it has problems, so that validation can skip clean trees
  /// without walking them (ignored by `==`, as the provenance is).
  private var problemsBelow = TreeFlag()

  /// Whether this node or any node in its tree recorded a problem.
  public var treeHasProblems: Bool { problemsBelow.value }

  public init(
    _ kind: Kind, id: String? = nil, hidden: Bool = false, weight: Double? = nil, width: Double? = nil,
    height: Double? = nil, provenance: Provenance = Provenance()
  ) {
    self.kind = kind
    self.id = id
    self.hidden = hidden
    self.weight = weight
    self.width = width
    self.height = height
    self.provenance = provenance
    depth = 1
    size = 1
    updateTreeFacts()
  }

  /// Depth, size and problems of the tree, from the children's (each computed when it was built).
  private mutating func updateTreeFacts() {
    if case .stack(let stack) = kind {
      depth = 1 + stack.children.reduce(0) { max($0, $1.depth) }
      size = stack.children.reduce(1) { $0.addingReportingOverflow($1.size).overflow ? .max : $0 + $1.size }
      problemsBelow.value = !provenance.problems.isEmpty || stack.children.contains { $0.treeHasProblems }
    } else {
      depth = 1
      size = 1
      problemsBelow.value = !provenance.problems.isEmpty
    }
  }

  /// The constructor's name: `label`, `image`, `box`, `spacer`, `column`, `row`.
  public var kindName: String {
    switch kind {
    case .label: "label"
    case .image: "image"
    case .box: "box"
    case .spacer: "spacer"
    case .stack(let stack): stack.axis == .vertical ? "column" : "row"
    }
  }

  /// The children of a stack, empty for the other kinds.
  public var children: [Node] {
    if case .stack(let stack) = kind { stack.children } else { [] }
  }
}

/// Text, measured with the Dynamic Type metrics (see ``TextMetrics``).
public struct Label: Hashable, Sendable {
  public var text: String
  public var style: TextStyle
  /// 0: as many lines as the text needs; n: at most n lines, the last truncated with "…".
  public var lines: Int
  public var align: TextAlignment
  /// A colour name, kept for drawing (does not affect layout).
  public var color: String?

  public init(text: String, style: TextStyle = .body, lines: Int = 0, align: TextAlignment = .leading, color: String? = nil) {
    self.text = text
    self.style = style
    self.lines = lines
    self.align = align
    self.color = color
  }
}

public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
  case leading, center, trailing
}

/// An image view: a box with a fixed size on the axes given.
public struct Image: Hashable, Sendable {
  /// A name for the drawing (e.g. an SF Symbol name); does not affect layout.
  public var name: String?
  /// Corner radius for drawing a round avatar; does not affect layout.
  public var cornerRadius: Double?

  public init(name: String? = nil, cornerRadius: Double? = nil) {
    self.name = name
    self.cornerRadius = cornerRadius
  }
}

/// A plain view, e.g. a 2-point rule.
public struct Box: Hashable, Sendable {
  public var color: String?

  public init(color: String? = nil) { self.color = color }
}

/// A vertical (`column`) or horizontal (`row`) stack, with UIStackView / LMColumnView / LMRowView
/// semantics (see ``ContentLayout``).
public struct Stack: Hashable, Sendable {
  public enum Axis: Hashable, Sendable {
    case horizontal
    case vertical
  }

  public var axis: Axis
  /// Space between consecutive visible children.
  public var spacing: Double
  /// Layout margins.
  public var padding: EdgeInsets
  public var align: StackAlignment
  public var distribute: Distribution
  public var children: [Node]
  /// A colour name for drawing (LMRowView's background colour); does not affect layout.
  public var background: String?

  /// The children that take part in layout; shares the array when none is hidden.
  var visibleChildren: [Node] {
    children.contains { $0.hidden } ? children.filter { !$0.hidden } : children
  }

  public init(
    axis: Axis, spacing: Double = 0, padding: EdgeInsets = .zero, align: StackAlignment = .fill,
    distribute: Distribution = .fill, children: [Node], background: String? = nil
  ) {
    self.axis = axis
    self.spacing = spacing
    self.padding = padding
    self.align = align
    self.distribute = distribute
    self.children = children
    self.background = background
  }
}

/// Cross-axis alignment. Columns take `fill leading center trailing`, rows `fill top center bottom`.
public enum StackAlignment: String, CaseIterable, Hashable, Sendable {
  case fill, leading, center, trailing, top, bottom
}

/// How a row shares its width.
public enum Distribution: String, CaseIterable, Hashable, Sendable {
  /// Children keep their intrinsic widths; the free space goes to spacers, else to the most
  /// stretchable child (see ``ContentLayout``).
  case fill
  /// Every visible child gets the same width.
  case equal
  /// Children with a `weight` share the width left after the others, in proportion (LMRowView).
  case weighted
}

/// A fact derived from a node's provenance, which like the provenance does not take part in
/// equality or hashing.
struct TreeFlag: Hashable, Sendable {
  var value = false
  static func == (lhs: TreeFlag, rhs: TreeFlag) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}
