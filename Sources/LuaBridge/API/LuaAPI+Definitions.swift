/// The API as LuaLS type definitions (`---@meta`, `---@class`, `---@field`, `---@param`,
/// `---@return`, `function name(…) end`), topic by topic: what `listlab defs` prints and
/// `Scripts/listlab.d.lua` holds. The annotations are LuaLS's
/// (https://luals.github.io/wiki/annotations/).
///
///     ---@class List A laid-out list (userdata).
///     ---@field count integer Number of cells.
///     local List = {}
///
///     --- The cell's frame; an error names an unknown id and the nearest known one.
///     --- UIKit: layoutAttributesForItem(at:). Complexity: O(1).
///     ---@param id Id
///     ---@return Frame
///     function List:frame(id) end
extension LuaAPI {
  /// The definitions file.
  ///
  /// - Complexity: O(size of the API).
  package func definitionsFile() -> String {
    var lines = ["---@meta \(name)"] + preamble.map { "-- " + $0 }
    for topic in topics {
      lines.append("")
      lines.append("-- \(topic.title) " + String(repeating: "-", count: max(4, 96 - topic.title.count)))
      lines += definitions(of: topic)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The aliases, records, classes and functions of one topic.
  private func definitions(of topic: Topic) -> [String] {
    var lines: [String] = []
    for alias in aliases where alias.topic == topic.name {
      lines.append("---@alias \(alias.name) \(alias.type)" + (alias.summary.map { " " + $0 } ?? ""))
    }
    for record in records where record.topic == topic.name {
      lines.append("")
      lines += definition(of: record)
    }
    for type in classes where type.topic == topic.name {
      lines.append("")
      lines.append("---@class \(type.name) \(type.summary)")
      lines += type.fields.map(fieldLine)
      if !type.methods.isEmpty { lines.append("local \(type.name) = {}") }
    }
    let functions = self.functions + classes.flatMap(\.methods)
    for function in functions where function.topic == topic.name {
      lines.append("")
      lines += definition(of: function)
    }
    return lines
  }

  private func definition(of record: Record) -> [String] {
    let description = [record.summary, record.uikit.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
    let header = "---@class \(record.name)" + (record.parent.map { ": " + $0 } ?? "")
    return [header + (description.isEmpty ? "" : " " + description)] + record.fields.map(fieldLine)
      + record.extraFields.map { "---@field \($0)" }
  }

  private func fieldLine(_ field: Field) -> String {
    let summary = [field.summary, field.uikit.map { "UIKit: \($0)." }].compactMap { $0 }.joined(separator: " ")
    return "---@field \(field.name)\(field.optional ? "?" : "") \(field.type)" + (summary.isEmpty ? "" : " " + summary)
  }

  private func definition(of function: Function) -> [String] {
    var lines = ([function.summary] + function.details).map { "--- " + $0 }
    let notes = [function.uikit.map { "UIKit: \($0)." }, function.complexity.map { "Complexity: \($0)." }]
    let note = notes.compactMap { $0 }.joined(separator: " ")
    if !note.isEmpty { lines.append("--- " + note) }
    for parameter in function.parameters {
      let name = parameter.name + (parameter.optional && !parameter.variadic ? "?" : "")
      lines.append("---@param \(name) \(parameter.type.annotation)" + (parameter.doc.map { " " + $0 } ?? ""))
    }
    if !function.results.isEmpty {
      lines.append(
        "---@return "
          + function.results.map { [$0.type, $0.name].compactMap { $0 }.joined(separator: " ") }
          .joined(separator: ", "))
    }
    lines += function.overloads.map { "---@overload " + $0 }
    let name = function.owner.map { "\($0):\(function.name)" } ?? function.name
    lines.append("function \(name)(\(function.parameters.map(\.name).joined(separator: ", "))) end")
    return lines
  }
}
