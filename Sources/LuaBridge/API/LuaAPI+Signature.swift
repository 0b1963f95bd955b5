extension LuaAPI {
  /// The variable a method is called on in signatures and examples (`l` for a List).
  func receiver(of function: Function) -> String? {
    function.owner.map { owner in `class`(named: owner)?.variable ?? owner.lowercased() }
  }

  /// The function as a user calls it: `l:scroll_section(id, x [, options]) → number`.
  package func signature(of function: Function) -> String {
    var text = receiver(of: function).map { $0 + ":" } ?? ""
    text += function.name + "(" + Self.parameterList(function.parameters) + ")"
    if !function.results.isEmpty { text += " → " + Self.resultList(function.results) }
    return text
  }

  /// `id, x [, options]`: the optional parameters at the end in brackets.
  static func parameterList(_ parameters: [Parameter]) -> String {
    let required = parameters.reversed().drop { $0.optional && !$0.variadic }.reversed()
    var text = required.map(\.name).joined(separator: ", ")
    for parameter in parameters.dropFirst(required.count) {
      text += text.isEmpty ? "[\(parameter.name)]" : " [, \(parameter.name)]"
    }
    return text
  }

  /// `Frame`, or `w: number, h: number` for named results.
  static func resultList(_ results: [Result]) -> String {
    results.map { result in result.name.map { "\($0): \(result.type)" } ?? result.type }.joined(separator: ", ")
  }

  /// What a user writes to read a field: `l.count`, `list { style = … }`, `Frame.x`.
  package func usage(of field: Field, in record: Record) -> String {
    record.written.map { $0.replacingName(with: field.name) } ?? "\(record.name).\(field.name)"
  }

  /// Every name the API defines, as help looks them up: functions, methods, fields, classes,
  /// records and topics.
  package var allNames: [String] {
    var names = functions.map(\.name) + classes.map(\.name) + records.map(\.name) + topics.map(\.name)
    names += classes.flatMap { $0.methods.map(\.name) + $0.fields.map(\.name) }
    names += records.flatMap { $0.fields.map(\.name) }
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}

extension String {
  /// `list { NAME = … }` with `NAME` replaced.
  fileprivate func replacingName(with name: String) -> String {
    guard let range = firstRange(of: "NAME") else { return self }
    var text = self
    text.replaceSubrange(range, with: name)
    return text
  }
}
