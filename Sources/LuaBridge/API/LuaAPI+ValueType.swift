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

/// The checks of a function's arguments, made once from its parameters: for each position, the
/// Lua types it accepts as a bit mask, so that a call costs a type test per argument and nothing
/// else (no copy of the parameters' descriptions) unless an argument is wrong.
package struct ArgumentChecks: Sendable {
  /// Bit `t` set: Lua type `t` passes; 0: the position is not checked.
  private let masks: [UInt16]
  private let parameters: [LuaAPI.Parameter]
  /// The stack index of the first parameter (2 for a method: 1 is `self`).
  private let first: Int

  /// The checks of `parameters`; nil when none of them is checked before the function runs.
  package init?(_ parameters: [LuaAPI.Parameter], from first: Int) {
    let checked = parameters.prefix { !$0.variadic }
    var masks: [UInt16] = []
    for parameter in checked {
      guard case .accepts(let types, _, _) = parameter.type.check else {
        masks.append(0)
        continue
      }
      masks.append(types.reduce(UInt16(0)) { $0 | 1 << UInt16($1.rawValue) } | 1 << 15)
    }
    guard masks.contains(where: { $0 != 0 }) else { return nil }
    self.masks = masks
    self.parameters = Array(checked)
    self.first = first
  }

  /// Refuses the first argument of another type than its parameter's, with the sentence Lua's own
  /// library uses: `bad argument #1 to 'frame' (string or integer id expected, got table)`. An
  /// absent or nil argument passes (the function judges it).
  ///
  /// - Complexity: O(number of parameters).
  package func check(_ call: LuaCall) throws {
    for position in masks.indices {
      let mask = masks[position]
      guard mask != 0 else { continue }
      let type = call.type(first + position).rawValue
      if type <= 0 || mask & 1 << UInt16(type) != 0 { continue }
      try refuse(position, call)
    }
  }

  /// The slow path: a userdata of an accepted class passes; anything else is refused.
  private func refuse(_ position: Int, _ call: LuaCall) throws {
    guard case .accepts(_, let classes, let expected) = parameters[position].type.check else { return }
    let index = first + position
    if call.type(index) == .userdata, classes.contains(call.stack.typeName(at: index)) { return }
    throw call.typeError(index, expected: expected)
  }
}

extension LuaCall {
  /// `bad argument #index to 'name' (TYPE expected, got …)`, naming `type` as its checks do: for a
  /// reader that checks an argument of the type itself.
  package func typeError(_ index: Int, expected type: LuaAPI.ValueType) -> LuaArgumentError {
    typeError(index, expected: type.expected ?? type.annotation)
  }
}
