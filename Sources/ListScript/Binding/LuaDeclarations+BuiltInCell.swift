import ListLayout
import LuaBridge

extension LuaDeclarations {
  /// The keys of `cell "id" {…}`, at their fields' raw values.
  private static let cellKeys = LuaKeySet(CellField.names)

  /// The field values of a cell table, read straight from Lua: no ``DeclarationTable``, no Swift
  /// strings for the keys. Nil when the table holds anything but cell fields with string, number
  /// or boolean values — an array part (custom content), another key, an image size table — and
  /// the caller then reads the table the general way.
  ///
  /// - Complexity: O(number of fields).
  static func cellFieldValues(_ stack: LuaStack, at index: Int) -> CellFieldValues? {
    guard stack.rawLength(at: index) == 0, stack.ensure(3) else { return nil }
    var values = CellFieldValues()
    let complete = stack.visitPairs(at: index) { key, value in
      guard let position = stack.position(ofKeyAt: key, in: cellKeys), let field = CellField(rawValue: position),
        let scalar = scalar(stack, at: value)
      else { return false }
      values[field] = scalar
      return true
    }
    return complete ? consume values : nil
  }
}
