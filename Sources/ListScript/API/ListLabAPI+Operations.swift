import ListLabCore
import LuaBridge

extension LuaAPI.Function {
  /// The function performs `operation` of the core: the core's messages about it name it as
  /// this function (`snapshot.moveSection` as `move_section`).
  func performing(_ operation: CoreOperation) -> Self {
    var function = self
    function.performs = operation.identifier
    return function
  }
}

extension OperationNames {
  /// The core's operations as `api`'s scripts call them: each the name of the function of the
  /// definition that performs it.
  init(of api: LuaAPI) {
    // Made with the rest of what is derived from the definition, on first use (``ListLabAPI``):
    // a change names its operation only when it is refused or shown.
    let names = api.operationNames
    self.init({ operation in names[operation.identifier] ?? operation.description }, call: { "l:\($0)(\($1))" })
  }
}
