import ListDeclaration
import ListLayout
import LuaBridge

extension LuaDeclarations {
  /// The keys of `cell "id" {…}`, at their fields' raw values.
  private static let cellKeys = LuaKeySet(CellField.names)

  /// The field values and the content node of a cell table, read straight from Lua: no
  /// ``DeclarationTable``, no Swift strings for the keys. Nil when the table holds anything but
  /// cell fields with string, number or boolean values and at most one content node — another
  /// key, an image size table, another entry — and the caller then reads the table the general
  /// way.
  ///
  /// - Complexity: O(number of fields), plus reading the content node.
  static func cellFieldValues(_ stack: LuaStack, at index: Int) -> (values: CellFieldValues, content: Node?)? {
    let count = stack.rawLength(at: index)
    guard count <= 1, stack.ensure(3) else { return nil }
    var content: Node?
    if count == 1 {
      stack.pushElement(1, ofTableAt: index)
      var reading = Reading(sharing: RecentNodes.of(stack))
      content = node(stack, at: stack.top, reading: &reading)
      stack.pop()
      guard content != nil else { return nil }
    }
    var values = CellFieldValues()
    let complete = stack.visitRecord(ofTableAt: index, arrayCount: count, keys: cellKeys) { position, value in
      guard let field = CellField(rawValue: position), let scalar = stack.scalar(at: value) else { return false }
      values[field] = DeclarationValue(scalar)
      return true
    }
    return complete ? (consume values, content) : nil
  }
}
