/// What `help(name)` in a script and `:help NAME` at the REPL print: a function's signature,
/// summary, parameters, UIKit counterpart, complexity and example; a field's use; a topic's
/// entries; the topics.
extension LuaAPI {
  /// `help()`: the topics, and how to ask about a name.
  package func topicsHelp() -> String {
    let width = topics.map(\.name.count).max() ?? 0
    var lines = ["Topics (help(\"TOPIC\") lists one; at the REPL, :help TOPIC):"]
    for topic in topics {
      let padding = String(repeating: " ", count: width - topic.name.count + 2)
      lines.append("  \(topic.name)\(padding)\(topic.title)" + (topic.guide.map { " (\($0))" } ?? ""))
    }
    lines.append("help(\"NAME\") explains a function, method, field or option, as a script writes it:")
    lines.append("  help(\"list\"), help(\"l:frame\"), help(\"apply_snapshot\"), help(\"style\")")
    return lines.joined(separator: "\n")
  }

  /// What the API says of `name` (`frame`, `l:frame`, `List:frame`, `apply_snapshot`, a topic, a
  /// class, an option); nil when it has nothing under that name.
  ///
  /// - Complexity: O(size of the API).
  package func help(for name: String) -> String? {
    var query = Substring(name.trimmingSpaces)
    if query.hasSuffix("()") { query = query.dropLast(2) }
    if let topic = topic(named: String(query)) { return help(topic: topic) }
    var receiver: String?
    var member = String(query)
    if let separator = query.lastIndex(where: { $0 == ":" || $0 == "." }) {
      receiver = String(query[..<separator])
      member = String(query[query.index(after: separator)...])
    }
    let entries = help(member: member, receiver: receiver)
    return entries.isEmpty ? nil : entries.joined(separator: "\n\n")
  }

  /// The entries named `member`: of the class `receiver` names when it names one (by its
  /// variable, `l`, or its name, `List`), else every class's, the globals', the records'.
  private func help(member: String, receiver: String?) -> [String] {
    let owners = classes.filter { $0.variable == receiver || $0.name == receiver }
    let classes = owners.isEmpty ? self.classes : owners
    var entries: [String] = []
    if receiver == nil || owners.isEmpty {
      entries += functions.filter { $0.name == member }.map(help(function:))
      if let named = `class`(named: member) { entries.append(help(class: named)) }
      if let record = record(named: member) { entries.append(help(record: record)) }
    }
    for type in classes {
      entries += type.methods.filter { $0.name == member }.map(help(function:))
      entries += type.fields.filter { $0.name == member }.map { help(field: $0, usage: "\(type.variable).\($0.name)") }
    }
    if receiver == nil || owners.isEmpty {
      for record in records {
        entries += record.fields.filter { $0.name == member }.map { help(field: $0, usage: usage(of: $0, in: record)) }
      }
    }
    return entries
  }

  /// A topic's entries, one line each.
  func help(topic: Topic) -> String {
    var lines = ["\(topic.title)" + (topic.guide.map { " (\($0))" } ?? "")]
    let functions = self.functions + classes.flatMap(\.methods)
    for function in functions where function.topic == topic.name {
      lines.append("  \(signature(of: function))")
      lines.append("      \(function.summary)")
    }
    for record in records where record.topic == topic.name && !record.fields.isEmpty {
      lines.append("  \(record.name): " + record.fields.map(\.name).joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }

  func help(function: Function) -> String {
    var lines = [signature(of: function), "  " + function.summary]
    lines += function.details.map { "  " + $0 }
    let named = function.parameters.map { ($0.name, $0.type.annotation + ($0.optional ? " (optional)" : "")) }
    let width = named.map(\.0.count).max() ?? 0
    for (parameter, (name, type)) in zip(function.parameters, named) {
      let padding = String(repeating: " ", count: width - name.count + 2)
      lines.append("  \(name)\(padding)\(type)" + (parameter.doc.map { " — \($0)" } ?? ""))
    }
    if let uikit = function.uikit { lines.append("  UIKit: \(uikit)") }
    if let complexity = function.complexity { lines.append("  Complexity: \(complexity)") }
    if let example = function.example {
      lines.append("  Example:")
      lines += example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
    }
    return lines.joined(separator: "\n")
  }

  func help(class type: Class) -> String {
    var lines = ["\(type.name) — \(type.summary)"]
    if let uikit = type.uikit { lines.append("  UIKit: \(uikit)") }
    if !type.fields.isEmpty {
      lines.append("  Fields: " + type.fields.map { "\(type.variable).\($0.name)" }.joined(separator: ", "))
    }
    if !type.methods.isEmpty {
      lines.append("  Methods: " + type.methods.map { "\(type.variable):\($0.name)" }.joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }

  func help(record: Record) -> String {
    var lines = ["\(record.name)" + (record.summary.map { " — \($0)" } ?? "")]
    if let uikit = record.uikit { lines.append("  UIKit: \(uikit)") }
    lines += record.fields.map { "  \($0.name): \($0.type)" + ($0.summary.map { " — \($0)" } ?? "") }
    return lines.joined(separator: "\n")
  }

  func help(field: Field, usage: String) -> String {
    var lines = ["\(usage) → \(field.type)" + (field.optional ? " (optional)" : "")]
    if let summary = field.summary { lines.append("  " + summary) }
    if let uikit = field.uikit { lines.append("  UIKit: \(uikit)") }
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// The text without the spaces at its ends.
  package var trimmingSpaces: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
