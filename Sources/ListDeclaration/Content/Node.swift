import ListDiff
public import ListText

/// A piece of cell content: a label, an image, a plain box, a spacer, or a stack of nodes.
///
/// Nodes are values: building one never lays anything out. Every node may carry an `id` (so its
/// frame can be queried), be `hidden` (it then takes no space and no spacing, as in UIStackView),
/// have a `weight` (its share of a weighted row) and a fixed `width` and/or `height`.
///
/// A node's fields live in one shared object (``Storage``), made once when the node is built:
/// a node is one reference, so a stack's children are an array of references, copying a node
/// is a retain, and a scripting binding hands the object itself to its language. The object
/// also keeps what is known of the whole tree — depth, size, problems and a content hash — so
/// that none of these walks the tree again.
public struct Node: Hashable, Sendable {
  /// Deeper content is refused when a declaration is validated.
  public static let maximumDepth = 32
  /// Content with more nodes than this is refused when it is built.
  public static let maximumSize = 10_000

  public enum Kind: Hashable, Sendable {
    case label(Label)
    case image(Image)
    case box(Box)
    case spacer
    case stack(Stack)
  }

  /// A node's fields and the facts of its tree, immutable: setting a field makes a new one.
  ///
  /// Laid out small (a list holds one per content node, by the hundred thousand): the sizes as
  /// plain numbers with a bit each for whether they are given, the provenance in a box of its own
  /// only when it has something (a node read without a problem has none), the kind's fields
  /// widest first, the flags in the kind's last word. 152 bytes rather than 218: malloc's 160-byte
  /// class instead of its 240-byte one, which at 100k cells of five nodes is 40 MB fewer pages to
  /// fault in (README "Performance", `lua.custom`).
  @usableFromInline package final class Storage: Sendable {
    @usableFromInline let kind: Kind
    // The flags fill the kind's last word.
    /// Which of weight, width and height are given (``SizeBits``).
    private let given: UInt8
    @usableFromInline let hidden: Bool
    let problemsBelow: Bool
    @usableFromInline let id: String?
    /// A fingerprint of everything `==` compares, children included (see ``Node/contentHash``).
    let contentHash: Int
    /// Capped at `Int32.max`, as ``TreeFacts`` caps the size at `Int.max`: rules refuse far
    /// smaller trees (``maximumSize``, ``maximumDepth``).
    private let depthValue: Int32
    private let sizeValue: Int32
    private let provenanceBox: ProvenanceBox?
    private let weightValue: Double
    private let widthValue: Double
    private let heightValue: Double

    var depth: Int { Int(depthValue) }
    var size: Int { Int(sizeValue) }
    var weight: Double? { given & SizeBits.weight != 0 ? weightValue : nil }
    var width: Double? { given & SizeBits.width != 0 ? widthValue : nil }
    var height: Double? { given & SizeBits.height != 0 ? heightValue : nil }
    var provenance: Provenance { provenanceBox?.provenance ?? Provenance() }

    init(
      kind: consuming Kind, id: String?, hidden: Bool, weight: Double?, width: Double?, height: Double?,
      provenance: Provenance
    ) {
      var facts = TreeFacts(problems: !provenance.problems.isEmpty)
      facts.add(kind)
      facts.fingerprint.combine(id)
      facts.fingerprint.combine(hidden)
      facts.fingerprint.combine(weight)
      facts.fingerprint.combine(width)
      facts.fingerprint.combine(height)
      self.kind = kind
      self.id = id
      self.hidden = hidden
      weightValue = weight ?? 0
      widthValue = width ?? 0
      heightValue = height ?? 0
      given =
        (weight == nil ? 0 : SizeBits.weight) | (width == nil ? 0 : SizeBits.width)
        | (height == nil ? 0 : SizeBits.height)
      provenanceBox = provenance.site == nil && provenance.problems.isEmpty ? nil : ProvenanceBox(provenance)
      contentHash = facts.fingerprint.value
      depthValue = Int32(clamping: facts.depth)
      sizeValue = Int32(clamping: facts.size)
      problemsBelow = facts.problemsBelow
    }
  }

  /// The bits of ``Storage``'s `given`.
  private enum SizeBits {
    static let weight: UInt8 = 1
    static let width: UInt8 = 2
    static let height: UInt8 = 4
  }

  /// A provenance that says something: where the node was made, what was wrong with it.
  private final class ProvenanceBox: Sendable {
    let provenance: Provenance
    init(_ provenance: Provenance) { self.provenance = provenance }
  }

  /// What a storage knows of its tree, worked out from its kind and children as it is made.
  private struct TreeFacts {
    var fingerprint = ContentFingerprint()
    var depth = 1
    var size = 1
    var problemsBelow: Bool

    init(problems: Bool) { problemsBelow = problems }

    /// Adds the kind's fields and children (lent, not copied).
    mutating func add(_ kind: borrowing Kind) {
      switch kind {
      case .label(let label):
        fingerprint.combine(1)
        fingerprint.combine(label.text)
        fingerprint.combine(label.style.rawValue)
        fingerprint.combine(label.lines)
        fingerprint.combine(label.align.rawValue)
        fingerprint.combine(label.color)
      case .image(let image):
        fingerprint.combine(2)
        fingerprint.combine(image.name)
        fingerprint.combine(image.cornerRadius)
      case .box(let box):
        fingerprint.combine(3)
        fingerprint.combine(box.color)
      case .spacer:
        fingerprint.combine(4)
      case .stack(let stack):
        fingerprint.combine(stack.axis == .vertical ? 5 : 6)
        fingerprint.combine(stack.spacing)
        fingerprint.combine(stack.padding.top)
        fingerprint.combine(stack.padding.left)
        fingerprint.combine(stack.padding.bottom)
        fingerprint.combine(stack.padding.right)
        fingerprint.combine(stack.align.rawValue)
        fingerprint.combine(stack.distribute.rawValue)
        fingerprint.combine(stack.background)
        fingerprint.combine(stack.children.count)
        for child in stack.children {
          let facts = child.storage
          fingerprint.combine(facts.contentHash)
          depth = max(depth, 1 + facts.depth)
          size = size.addingReportingOverflow(facts.size).overflow ? .max : size + facts.size
          problemsBelow = problemsBelow || facts.problemsBelow
        }
      }
    }
  }

  // Read by the inlinable accessors below, so that other modules read a node's fields without a
  // call (see `ChunkedArray` in ListCollections on why `public`, not `package`).
  @usableFromInline let storage: Storage

  public var kind: Kind {
    @inlinable _read { yield storage.kind }
    set { self = changing { $0.kind = newValue } }
  }
  public var id: String? {
    @inlinable _read { yield storage.id }
    set { self = changing { $0.id = newValue } }
  }
  public var hidden: Bool {
    @inlinable get { storage.hidden }
    set { self = changing { $0.hidden = newValue } }
  }
  public var weight: Double? {
    get { storage.weight }
    set { self = changing { $0.weight = newValue } }
  }
  /// A fixed width; nil lets the node size itself or fill what its stack gives it.
  public var width: Double? {
    get { storage.width }
    set { self = changing { $0.width = newValue } }
  }
  /// A fixed height; nil lets the node size itself or fill what its stack gives it.
  public var height: Double? {
    get { storage.height }
    set { self = changing { $0.height = newValue } }
  }
  public var provenance: Provenance {
    get { storage.provenance }
    set { self = changing { $0.provenance = newValue } }
  }
  /// 1 for a leaf; 1 + the deepest child for a stack. Construction caps it (see ``read``).
  public var depth: Int { storage.depth }
  /// The number of nodes in the tree (a node used twice counts twice). Construction caps it.
  public var size: Int { storage.size }
  /// Whether this node or any node in its tree recorded a problem, so that validation can skip
  /// clean trees without walking them.
  public var treeHasProblems: Bool { storage.problemsBelow }
  /// A hash of the node's content — what `==` compares, its children's included — computed
  /// when the node was built: hashing a cell's content costs nothing more. Canonically
  /// equivalent texts hash alike (see ``ContentFingerprint``).
  package var contentHash: Int { storage.contentHash }

  public init(
    _ kind: Kind, id: String? = nil, hidden: Bool = false, weight: Double? = nil, width: Double? = nil,
    height: Double? = nil, provenance: Provenance = Provenance()
  ) {
    storage = Storage(
      kind: kind, id: id, hidden: hidden, weight: weight, width: width, height: height, provenance: provenance)
  }

  /// The node whose shared object is `storage` (a binding's value, back from its language).
  package init(_ storage: Storage) { self.storage = storage }

  /// The node's shared object: what a binding hands its language, so that a node built there
  /// is one allocation.
  package var object: Storage { storage }

  /// The fields a setter changes, copied out of the storage.
  private struct Fields {
    var kind: Kind
    var id: String?
    var hidden: Bool
    var weight: Double?
    var width: Double?
    var height: Double?
    var provenance: Provenance
  }

  /// This node with one field changed: a new storage (nodes are shared, so never changed in place).
  private func changing(_ change: (inout Fields) -> Void) -> Node {
    var fields = Fields(
      kind: kind, id: id, hidden: hidden, weight: weight, width: width, height: height, provenance: provenance)
    change(&fields)
    return Node(
      fields.kind, id: fields.id, hidden: fields.hidden, weight: fields.weight, width: fields.width,
      height: fields.height, provenance: fields.provenance)
  }

  /// Equal content, the provenance aside; different content hashes settle most inequalities.
  public static func == (lhs: Node, rhs: Node) -> Bool {
    let left = lhs.storage
    let right = rhs.storage
    if left === right { return true }
    return left.contentHash == right.contentHash && left.id == right.id && left.hidden == right.hidden
      && left.weight == right.weight && left.width == right.width && left.height == right.height
      && left.kind == right.kind
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.contentHash)
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

  public init(
    text: String, style: TextStyle = .body, lines: Int = 0, align: TextAlignment = .leading, color: String? = nil
  ) {
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

  // Stored widest first, so that a node's storage stays small (see ``Node/Storage``).
  /// Space between consecutive visible children.
  public var spacing: Double
  /// Layout margins.
  public var padding: EdgeInsets
  public var children: [Node]
  /// A colour name for drawing (LMRowView's background colour); does not affect layout.
  public var background: String?
  public var axis: Axis
  public var align: StackAlignment
  public var distribute: Distribution

  /// The children that take part in layout; shares the array when none is hidden.
  package var visibleChildren: [Node] {
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
