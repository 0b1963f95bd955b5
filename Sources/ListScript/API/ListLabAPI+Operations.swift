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
    // Looked up by the operation itself: a change names its operation every time it runs.
    var byOperation: [CoreOperation: String] = [:]
    for operation in CoreOperation.allCases {
      byOperation[operation] = api.operationNames[operation.identifier] ?? operation.description
    }
    self.init({ [byOperation] operation in byOperation[operation] ?? operation.description }, call: { "l:\($0)(\($1))" })
  }
}
