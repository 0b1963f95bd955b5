extension LuaAPI {
  /// The type of a parameter: how LuaLS writes it, and how an argument is checked before the
  /// function runs.
  ///
  /// A wrong argument is refused with Lua's own sentence, worded once (``LuaCall/typeError(_:expected:)``):
  /// `bad argument #1 to 'frame' (string or integer id expected, got table)`. An absent or nil
  /// argument is the function's to judge (it may give a default, or say what is missing).
  package struct ValueType: Sendable {
    /// The type as LuaLS annotations write it: `Id`, `number|{x: number}|{y: number}`.
    package var annotation: String
    package var check: Check

    package enum Check: Sendable {
      /// Any value: the function reads it as it likes (a condition is any value).
      case any
      /// A value of one of `types`, or a userdata of one of `classes` (by its `__name`);
      /// otherwise `bad argument … (EXPECTED expected, got …)`.
      case accepts(types: [LuaType], classes: [String], expected: String)
      /// Checked by the function's own reader, whose messages say more than a type can (a
      /// position `{before = id}`, the options of a change).
      case byReader
    }

    /// How a wrong argument's message names the type (`string or integer id`), when the type is
    /// checked by its Lua type.
    package var expected: String? {
      if case .accepts(_, _, let expected) = check { return expected }
      return nil
    }

    package init(_ annotation: String, check: Check) {
      self.annotation = annotation
      self.check = check
    }

    /// A value of one of `types`, worded `expected` when it is not.
    package static func accepting(_ annotation: String, _ types: [LuaType], expected: String) -> ValueType {
      ValueType(annotation, check: .accepts(types: types, classes: [], expected: expected))
    }

    /// A userdata of the class `name` (or of `others`), or a value of `types`.
    package static func object(
      _ name: String, or types: [LuaType] = [], others: [String] = [], annotation: String? = nil,
      expected: String? = nil
    ) -> ValueType {
      ValueType(
        annotation ?? name, check: .accepts(types: types, classes: [name] + others, expected: expected ?? name))
    }

    /// A type its function's reader checks.
    package static func read(_ annotation: String) -> ValueType {
      ValueType(annotation, check: .byReader)
    }

    package static let number = accepting("number", [.number], expected: "number")
    package static let integer = accepting("integer", [.number], expected: "number")
    /// A string; a number is accepted too, as `luaL_checkstring` accepts it.
    package static let string = accepting("string", [.string, .number], expected: "string")
    package static let table = accepting("table", [.table], expected: "table")
    /// Any value, read as true unless it is `false` or `nil`.
    package static let boolean = ValueType("boolean", check: .any)
    package static let anything = ValueType("any", check: .any)

    /// A function, as LuaLS writes its signature (`fun(b: Batch)`).
    package static func function(_ annotation: String) -> ValueType {
      accepting(annotation, [.function], expected: "function")
    }

    /// A table, as LuaLS writes its shape (`{snap: boolean?}`).
    package static func table(_ annotation: String) -> ValueType {
      accepting(annotation, [.table], expected: "table")
    }
  }
}

extension LuaCall {
  /// Checks the arguments of a call against `parameters`, the first at `index` (2 for a method:
  /// 1 is `self`): an argument of another type is refused with the sentence Lua's own library
  /// uses.
  ///
  /// - Complexity: O(number of parameters).
  package func check(_ parameters: [LuaAPI.Parameter], from index: Int) throws {
    var position = index
    for parameter in parameters {
      if parameter.variadic { return }
      defer { position += 1 }
      guard case .accepts(let types, let classes, let expected) = parameter.type.check else { continue }
      let type = self.type(position)
      if type == .none || type == .nil || types.contains(type) { continue }
      if type == .userdata, !classes.isEmpty, classes.contains(stack.typeName(at: position)) { continue }
      throw typeError(position, expected: expected)
    }
  }
}

extension LuaCall {
  /// `bad argument #index to 'name' (TYPE expected, got …)`, naming `type` as its checks do: for a
  /// reader that checks an argument of the type itself.
  package func typeError(_ index: Int, expected type: LuaAPI.ValueType) -> LuaArgumentError {
    typeError(index, expected: type.expected ?? type.annotation)
  }
}
