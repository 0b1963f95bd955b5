import ListDeclaration
import ListLayout
import LuaBridge

extension LuaDeclarations {
  /// The keys of the node constructors' tables, at their fields' raw values.
  private static let nodeKeys = LuaKeySet(NodeField.names)
  /// The keys of an insets table, at their sides' raw values.
  private static let sideKeys = LuaKeySet(InsetSide.names)
  /// Where a node table may hold a table (`padding`), and its keys, for ``RecentNodes``' scan.
  private static let paddingKeys = (position: NodeField.padding.rawValue, keys: sideKeys)

  /// The constructor that made the table at `index`, if it is a content node (see ``NodeTables``).
  static func nodeConstructor(_ stack: LuaStack, at index: Int) -> NodeConstructor? {
    guard let kind = stack.tagInteger(NodeTables.kindTag, ofTableAt: index), kind >= 0, kind < constructors.count
    else { return nil }
    return constructors[kind]
  }

  /// The constructors, by the number their tag holds.
  static let constructors = NodeConstructor.allCases

  /// Where the node table at `index` was made: the file and line of its constructor's call.
  static func nodeSite(_ stack: LuaStack, at index: Int) -> SourceSite? {
    let index = index < 0 ? stack.top + index + 1 : index
    guard stack.ensure(3), stack.pushMetatable(ofValueAt: index) else { return nil }
    defer { stack.pop(3) }
    stack.pushTagField(NodeTables.lineTag, ofTableAt: -1)
    let line = stack.integer(at: -1) ?? 0
    guard line > 0, stack.pushTagField(NodeTables.functionTag, ofTableAt: -2) == .function,
      let location = stack.location(ofFunctionAt: -1, line: line)
    else { return nil }
    return SourceSite(file: location.source, line: location.line)
  }

  /// The node the table at `index` declares, or nil when it is not a node table. A table whose
  /// fields are all valid is read straight from Lua; any other through a ``DeclarationTable``,
  /// which words its problems at the place the node was made. A valid table the same as the last
  /// one read at its place gives that node (see ``RecentNodes``).
  ///
  /// - Complexity: O(fields + entries) for the node, its children read the same way.
  static func node(_ stack: LuaStack, at index: Int, reading: inout Reading) -> Node? {
    guard let (kind, place) = stack.tagIntegerAndMetatable(NodeTables.kindTag, ofTableAt: index),
      kind >= 0, kind < constructors.count
    else { return nil }
    let constructor = constructors[kind]
    let position = reading.childPosition
    let index = index < 0 ? stack.top + index + 1 : index
    reading.nodesLeft -= 1
    if reading.nodesLeft < 0 { return Node(.spacer) }  // the outermost node says why (below)
    if reading.nodeDepth >= Node.maximumDepth {
      // A table inside itself: the first node too deep says so, the others stop quietly.
      guard !reading.tooDeep else { return Node(.spacer) }
      reading.tooDeep = true
      return problem("nests content more than \(Node.maximumDepth) levels deep", constructor, stack, index)
    }
    reading.nodeDepth += 1
    var read: Node?
    let count = stack.rawLength(at: index)
    if stack.ensure(4),
      let entries = count > 0 ? nodeEntries(constructor, stack, at: index, count: count, reading: &reading) : .nodes([])
    {
      // Its entries read (children first, each shared when it can be), then its own fields.
      let recent = reading.recent.flatMap { $0.shouldTry(at: place, position: position) ? $0 : nil }
      let scanned =
        recent?.scanner.scan(stack, at: index, arrayCount: count, keys: nodeKeys, nested: paddingKeys) ?? false
      if scanned, let shared = recent?.node(at: place, position: position, kind: kind, entries: entries) {
        read = shared
      } else if nodeFieldValues(constructor, stack, at: index, arrayCount: count, reading: &reading) {
        read = Node.ifValid(constructor, values: &reading.nodeValues, entries: entries, site: nil)
        if let read, scanned { recent?.remember(read, at: place, position: position, kind: kind, entries: entries) }
      }
    }
    var node: Node
    if let read {
      node = read
    } else {
      reading.nodeValues.removeAll()  // what a table that stopped the fast reading left
      node = Node.read(
        constructor, from: table(stack, at: index, depth: 0, reading: &reading), site: nodeSite(stack, at: index))
    }
    reading.nodeDepth -= 1
    if reading.nodeDepth == 0, reading.nodesLeft < 0 {
      // Reading stopped counting: a node shared at every level would otherwise be read 2^depth times.
      let tooMany = "holds more than \(Node.maximumSize) content nodes (counting each use of a node)"
      node.provenance.problems.append(
        DeclarationProblem(site: nodeSite(stack, at: index), subject: constructor.rawValue, message: tooMany))
    }
    return node
  }

  /// A node standing for one that could not be read, with the problem that says why.
  private static func problem(_ message: String, _ constructor: NodeConstructor, _ stack: LuaStack, _ index: Int)
    -> Node
  {
    let site = nodeSite(stack, at: index)
    return Node(
      .spacer,
      provenance: Provenance(
        site: site, problems: [DeclarationProblem(site: site, subject: constructor.rawValue, message: message)]))
  }

  /// Reads the field values of a node table straight from Lua into `reading.nodeValues` (no
  /// ``DeclarationTable``, no Swift strings for the keys), its array part 1...`arrayCount` aside.
  /// False when the table holds anything else than fields `constructor` takes, with string,
  /// number or boolean values (or insets for `padding`); the values read so far are then left
  /// for the caller to clear.
  static func nodeFieldValues(
    _ constructor: NodeConstructor, _ stack: LuaStack, at index: Int, arrayCount: Int, reading: inout Reading
  ) -> Bool {
    stack.visitRecord(ofTableAt: index, arrayCount: arrayCount, keys: nodeKeys) { position, value in
      guard let field = NodeField(rawValue: position), constructor.takes(field) else { return false }
      if case .padding = field, stack.type(at: value) == .table {
        guard let padding = insetsValue(stack, at: value) else { return false }
        reading.nodeValues.padding = padding
        return true
      }
      guard let scalar = stack.scalar(at: value) else { return false }
      reading.nodeValues[field] = DeclarationValue(scalar)
      return true
    }
  }

  /// The array part of a node table: a stack's children, a label's text; nil for anything else.
  private static func nodeEntries(
    _ constructor: NodeConstructor, _ stack: LuaStack, at index: Int, count: Int, reading: inout Reading
  ) -> NodeEntries? {
    switch constructor {
    case .column, .row:
      guard count <= Node.maximumSize else { return nil }  // too many in any case
      var children: [Node] = []
      children.reserveCapacity(count)
      for element in 1...count {
        stack.pushElement(element, ofTableAt: index)
        reading.childPosition = element
        let child = node(stack, at: stack.top, reading: &reading)
        stack.pop()
        guard let child else { return nil }
        children.append(child)
      }
      return .nodes(children)
    case .label:
      guard count == 1 else { return nil }
      defer { stack.pop() }
      guard stack.pushElement(1, ofTableAt: index) == .string, let text = stack.string(at: -1) else { return nil }
      return .text(text)
    case .image, .box, .spacer:
      return nil
    }
  }

  /// An insets table of numbers, `{vertical, horizontal}` or side by side; nil for anything else.
  private static func insetsValue(_ stack: LuaStack, at index: Int) -> InsetsValue? {
    guard stack.ensure(4) else { return nil }
    switch stack.rawLength(at: index) {
    case 0:
      var sides = InsetSideValues()
      let complete = stack.visitRecord(ofTableAt: index, arrayCount: 0, keys: sideKeys) { position, value in
        guard let side = InsetSide(rawValue: position), let number = stack.number(at: value) else { return false }
        sides[side] = number
        return true
      }
      return complete ? .sides(sides) : nil
    case 2:
      guard stack.visitRecord(ofTableAt: index, arrayCount: 2, keys: sideKeys, { _, _ in false }) else { return nil }
      stack.pushElement(1, ofTableAt: index)
      stack.pushElement(2, ofTableAt: index)
      defer { stack.pop(2) }
      guard let vertical = stack.number(at: -2), let horizontal = stack.number(at: -1) else { return nil }
      return .pair(vertical: vertical, horizontal: horizontal)
    default:
      return nil
    }
  }
}
