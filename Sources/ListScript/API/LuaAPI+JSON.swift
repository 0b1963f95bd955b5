package import ListRender
import LuaBridge

extension LuaAPI {
  /// The API as one JSON object (`listlab defs --json`): every global, class (with its methods
  /// and fields) and table shape by name, with parameters, results and summaries — for tools, as
  /// swift-argument-parser's `--experimental-dump-help` describes a command.
  ///
  /// - Complexity: O(size of the API).
  package var json: JSONValue {
    .object([
      ("name", .string(name)),
      ("topics", .array(topics.map { .object([("name", .string($0.name)), ("title", .string($0.title))]) })),
      ("globals", .array(functions.map(Self.json))),
      (
        "classes",
        .array(
          classes.map { type in
            .object([
              ("name", .string(type.name)), ("topic", .string(type.topic)), ("variable", .string(type.variable)),
              ("summary", .string(type.summary)),
              ("methods", .array(type.methods.map(Self.json))), ("fields", .array(type.fields.map(Self.json))),
            ])
          })
      ),
      (
        "records",
        .array(
          records.map { record in
            .object([
              ("name", .string(record.name)), ("topic", .string(record.topic)),
              ("fields", .array(record.fields.map(Self.json))),
            ])
          })
      ),
    ])
  }

  private static func json(_ function: Function) -> JSONValue {
    .object([
      ("name", .string(function.name)), ("topic", .string(function.topic)),
      (
        "parameters",
        .array(
          function.parameters.map {
            .object([
              ("name", .string($0.name)), ("type", .string($0.type.annotation)), ("optional", .bool($0.optional)),
            ])
          })
      ),
      ("results", .array(function.results.map { .string($0.type) })), ("summary", .string(function.summary)),
      ("uikit", function.uikit.map(JSONValue.string) ?? .null),
      ("complexity", function.complexity.map(JSONValue.string) ?? .null),
    ])
  }

  private static func json(_ field: Field) -> JSONValue {
    .object([
      ("name", .string(field.name)), ("type", .string(field.type)), ("optional", .bool(field.optional)),
      ("summary", field.summary.map(JSONValue.string) ?? .null),
    ])
  }
}
