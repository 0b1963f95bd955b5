import LuaBridge

extension ScriptHost {
  /// Calls `record` with the file of every module `require` loads from now on, so that
  /// `--watch` re-runs a script when a module it loaded changes.
  ///
  /// `require` is wrapped by a Swift function that calls the sandbox's own and reads the file
  /// name it returns as its second result. Errors pass through unchanged (an error without a
  /// position, such as "module 'x' not found", gets the position of the script's `require`
  /// call, as the sandbox's own gives it); only a traceback loses the frames inside the module.
  package func recordRequiredFiles(_ record: @escaping (String) -> Void) {
    guard case .function(let original) = lua.globals["require"] else { return }
    lua.register("require") { call in
      var arguments: [LuaValue] = []
      for index in stride(from: 1, through: call.count, by: 1) { arguments.append(call.value(index)) }
      let results: [LuaValue]
      do {
        results = try original.call(arguments)
      } catch let error as LuaError {
        if error.kind == .runtime, error.location == nil, call.lua.errorValue(of: error) == nil {
          throw LuaRuntimeError(error.message)
        }
        throw error
      }
      if results.count >= 2, case .string(let path) = results[1] { record(path) }
      return try call.returning(results)
    }
  }
}
