import ListLayout
import LuaBridge

extension LuaDeclarations {
  /// The keys of the node constructors' tables, at their fields' raw values.
  private static let nodeKeys = LuaKeySet(NodeField.names)
  /// The keys of an insets table, at their sides' raw values.
  private static let sideKeys = LuaKeySet(InsetSide.names)

  /// The node `constructor {…}` makes of the table at `index` (an absolute index), read straight
  /// from Lua; nil when the table holds something the general reading handles — or when the node
  /// would have a problem, which the general reading words. `nodes` recognises content nodes.
  ///
  /// - Complexity: O(fields + entries).
  static func validNode(
    _ constructor: NodeConstructor, _ stack: LuaStack, at index: Int, nodes: LuaClassHandle<Node.Storage>,
    site: SourceSite?
  ) -> Node? {
    var values = NodeFieldValues()
    guard let entries = nodeFieldValues(constructor, stack, at: index, nodes: nodes, into: &values) else {
      return nil
    }
    return Node.ifValid(constructor, values: &values, entries: entries, site: site)
  }

  /// Reads the field values of a node table straight from Lua into `values` (no
  /// ``DeclarationTable``, no Swift strings for the keys) and returns its entries. Nil when the
  /// table holds anything else than fields `constructor` takes, with string, number or boolean
  /// values (or insets for `padding`), and content nodes (a label: one string) in its array part.
  static func nodeFieldValues(
    _ constructor: NodeConstructor, _ stack: LuaStack, at index: Int, nodes: LuaClassHandle<Node.Storage>,
    into values: inout NodeFieldValues
  ) -> NodeEntries? {
    let count = stack.rawLength(at: index)
    guard stack.ensure(4) else { return nil }
    var entries = NodeEntries.nodes([])
    if count > 0 {
      guard let read = nodeEntries(constructor, stack, at: index, count: count, nodes: nodes) else { return nil }
      entries = read
    }
    let complete = stack.visitPairs(at: index) { key, value in
      guard let position = stack.position(ofKeyAt: key, in: nodeKeys) else {
        return count > 0 && isArrayKey(stack, at: key, count: count)
      }
      guard let field = NodeField(rawValue: position), constructor.takes(field) else { return false }
      if field == .padding, stack.type(at: value) == .table {
        guard let padding = insetsValue(stack, at: value) else { return false }
        values.padding = padding
        return true
      }
      guard let scalar = scalar(stack, at: value) else { return false }
      values[field] = scalar
      return true
    }
    return complete ? entries : nil
  }

  /// The array part of a node table: a stack's children, a label's text; nil for anything else.
  private static func nodeEntries(
    _ constructor: NodeConstructor, _ stack: LuaStack, at index: Int, count: Int, nodes: LuaClassHandle<Node.Storage>
  ) -> NodeEntries? {
    switch constructor {
    case .column, .row:
      guard count <= ContentLayout.maximumSize else { return nil }  // too many in any case
      var children: [Node] = []
      children.reserveCapacity(count)
      for element in 1...count {
        stack.pushElement(element, ofTableAt: index)
        let child = stack.object(at: -1, as: nodes)
        stack.pop()
        guard let child else { return nil }
        children.append(Node(child))
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
      let complete = stack.visitPairs(at: index) { key, value in
        guard let position = stack.position(ofKeyAt: key, in: sideKeys), let side = InsetSide(rawValue: position),
          let number = stack.number(at: value)
        else { return false }
        sides[side] = number
        return true
      }
      return complete ? .sides(sides) : nil
    case 2:
      guard stack.visitPairs(at: index, { key, _ in isArrayKey(stack, at: key, count: 2) }) else { return nil }
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
