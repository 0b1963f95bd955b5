import ListRender

/// A JSON object of the server's answers, written by ListRender's ``JSONValue``.
struct JSONFields: Sendable {
  var fields: [(String, JSONValue)]

  init(_ fields: [(String, JSONValue)]) { self.fields = fields }

  var serialized: String { JSONValue.object(fields).serialized }
}
