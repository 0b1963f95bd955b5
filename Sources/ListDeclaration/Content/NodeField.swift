/// The node constructors scripts call: `label {…}`, `image {…}`, `box {…}`, `spacer {}`,
/// `column {…}`, `row {…}`.
package enum NodeConstructor: String, CaseIterable, Sendable {
  case label, image, box, spacer, column, row

  /// The fields this constructor takes, in the order they are read: problems are reported in
  /// this order, and an unknown field's "did you mean" looks among these, first first.
  package var fields: [NodeField] { Self.fieldLists[index] }

  /// Whether the constructor takes `field` (a binding reading a table skips the others' values).
  package func takes(_ field: NodeField) -> Bool {
    Self.fieldMasks[index] & (1 << UInt32(field.rawValue)) != 0
  }

  /// Every field's key, in ``fields`` order.
  var fieldNames: [String] { Self.nameLists[index] }

  private var index: Int {
    switch self {
    case .label: 0
    case .image: 1
    case .box: 2
    case .spacer: 3
    case .column: 4
    case .row: 5
    }
  }

  private static let fieldLists: [[NodeField]] = allCases.map { constructor in
    let common: [NodeField] = [.id, .hidden, .weight, .width, .height]
    switch constructor {
    case .label: return common + [.text, .style, .lines, .align, .color]
    case .image: return common + [.name, .cornerRadius]
    case .box: return common + [.color]
    case .spacer: return common
    case .column: return common + [.spacing, .padding, .align, .background]
    case .row: return common + [.spacing, .padding, .align, .distribute, .background]
    }
  }
  private static let nameLists = fieldLists.map { $0.map(\.name) }
  private static let fieldMasks = fieldLists.map { $0.reduce(UInt32(0)) { $0 | 1 << UInt32($1.rawValue) } }
}

/// The fields of the node constructors: the one list of them. Which constructor takes which
/// (``NodeConstructor/fields``), the general reading (``Node/read(_:from:site:)``), the reading
/// of a binding that takes the values straight from its table (``NodeFieldValues``) and the
/// "did you mean" of an unknown field all derive from it; what each field means is written
/// once, in `Node`'s field rules.
package enum NodeField: Int, CaseIterable, Sendable {
  case id, hidden, weight, width, height
  case text, style, lines, align, color
  case name, cornerRadius
  case spacing, padding, distribute, background

  /// The field's key in a node table.
  package var name: String {
    switch self {
    case .id: "id"
    case .hidden: "hidden"
    case .weight: "weight"
    case .width: "width"
    case .height: "height"
    case .text: "text"
    case .style: "style"
    case .lines: "lines"
    case .align: "align"
    case .color: "color"
    case .name: "name"
    case .cornerRadius: "corner_radius"
    case .spacing: "spacing"
    case .padding: "padding"
    case .distribute: "distribute"
    case .background: "background"
    }
  }

  /// Every field's key, at its raw value.
  package static let names = allCases.map(\.name)
}

/// The values of a node table's fields, by field, before they are checked: what a scripting
/// binding reads straight from its table for ``Node/ifValid(_:values:entries:site:)``, without
/// building a ``DeclarationTable``. Kept inline: a list declares nodes by the hundred thousand.
package struct NodeFieldValues: Sendable {
  /// One slot per ``NodeField``, at its raw value; `padding`'s stays empty (see ``padding``).
  /// (Spelled out: a literal is initialised in place, `init(repeating:)` element by element.)
  private var values: InlineArray<16, DeclarationValue?> = [
    nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,
  ]
  private var paddingValue: InsetsValue?
  /// A bit per slot holding a value (at the field's raw value), and ``paddingBit``: the slots
  /// taken and cleared, rather than every slot.
  private var present: UInt32 = 0
  private static let paddingBit: UInt32 = 1 << 16

  package init() {
    assert(NodeField.allCases.count == values.count, "one slot per node field")
  }

  /// `padding`, which a binding may hand over side by side rather than as one value.
  package var padding: InsetsValue? {
    get { paddingValue }
    set {
      paddingValue = newValue
      present = newValue == nil ? present & ~Self.paddingBit : present | Self.paddingBit
    }
  }

  /// The value of `field`; `padding` as one value.
  package subscript(field: NodeField) -> DeclarationValue? {
    get {
      guard field == .padding else { return values[field.rawValue] }
      if case .value(let value) = padding { return value }
      return nil
    }
    set {
      if field == .padding {
        padding = newValue.map { .value($0) }
      } else {
        values[field.rawValue] = newValue
        let bit: UInt32 = 1 << UInt32(field.rawValue)
        present = newValue == nil ? present & ~bit : present | bit
      }
    }
  }

  /// The value of `field`, leaving none (moved out, not copied).
  @inline(__always)
  mutating func take(_ field: NodeField) -> DeclarationValue? {
    let bit: UInt32 = 1 << UInt32(field.rawValue)
    guard present & bit != 0 else { return nil }
    present &= ~bit
    var taken: DeclarationValue?
    swap(&taken, &values[field.rawValue])
    return taken
  }

  /// The padding, leaving none.
  @inline(__always)
  mutating func takePadding() -> InsetsValue? {
    guard present & Self.paddingBit != 0 else { return nil }
    present &= ~Self.paddingBit
    var taken: InsetsValue?
    swap(&taken, &paddingValue)
    return taken
  }

  /// Empties every slot (only those holding a value are touched).
  package mutating func removeAll() {
    var bits = present & ~Self.paddingBit
    while bits != 0 {
      values[bits.trailingZeroBitCount] = nil
      bits &= bits - 1
    }
    if present & Self.paddingBit != 0 { paddingValue = nil }
    present = 0
  }
}

/// The array part of a node table, as the field rules see it.
package enum NodeEntries: Sendable {
  /// The entries as read, any type (the general reading, which words what is wrong with them).
  case values([DeclarationValue])
  /// Content nodes only (none for a leaf).
  case nodes([Node])
  /// One string: a label's text given by position, `label "Hi"` or `label { "Hi" }`.
  case text(String)

  var isEmpty: Bool {
    switch self {
    case .values(let values): values.isEmpty
    case .nodes(let nodes): nodes.isEmpty
    case .text: false
    }
  }

  /// Whether these are the same entries as `other`: the same nodes (one storage each, not only
  /// equal content) or the same positional text, byte for byte. Only what a binding reads straight
  /// from its language (``nodes(_:)`` and ``text(_:)``) is compared; ``values(_:)`` never matches.
  package func isSame(as other: NodeEntries) -> Bool {
    switch (self, other) {
    case (.nodes(let nodes), .nodes(let otherNodes)):
      nodes.count == otherNodes.count && zip(nodes, otherNodes).allSatisfy { $0.object === $1.object }
    case (.text(let text), .text(let otherText)):
      text.utf8.elementsEqual(otherText.utf8)
    default:
      false
    }
  }

  /// The text of a single string entry.
  var positionalText: String? {
    switch self {
    case .values(let values):
      if values.count == 1, case .string(let text) = values[0] { text } else { nil }
    case .nodes: nil
    case .text(let text): text
    }
  }
}
