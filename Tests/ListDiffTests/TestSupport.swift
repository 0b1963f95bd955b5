import ListDiff

/// The snapshot type of most tests: integer contents on sections and items.
typealias Data = ListData<Int, Int>
typealias Stage = Changeset<Int, Int>.Stage

/// A snapshot from a compact text: sections separated by spaces, each `id[items]` or
/// `id:content[items]`, items `id` or `id:content` separated by spaces; content defaults to 0.
/// A purely numeric id is an integer identifier: `s[1 2 apple:3]`.
func snapshot(_ text: String) -> Data {
  var sections: [Data.Section] = []
  var rest = Substring(text)
  while let open = rest.firstIndex(of: "[") {
    let header = rest[..<open].trimmingPrefix(while: { $0 == " " })
    let close = rest[open...].firstIndex(of: "]")!
    let items = rest[rest.index(after: open)..<close].split(separator: " ").map { token in
      let (id, content) = parse(token)
      return Data.Item(id: id, content: content)
    }
    let (id, content) = parse(header)
    sections.append(Data.Section(id: id, content: content, items: items))
    rest = rest[rest.index(after: close)...]
  }
  return Data(sections: sections)
}

private func parse(_ token: Substring) -> (Identifier, Int) {
  let parts = token.split(separator: ":", maxSplits: 1)
  let name = String(parts[0])
  let id: Identifier = Int(name).map { .integer($0) } ?? .string(name)
  return (id, parts.count > 1 ? Int(parts[1])! : 0)
}

/// A stage in one line: its kind, its non-empty lists, and its `after`.
func summary<S, I>(_ stage: Changeset<S, I>.Stage) -> String {
  var parts: [String] = []
  func add<T>(_ name: String, _ values: [T]) {
    if !values.isEmpty { parts.append("\(name) " + values.map { "\($0)" }.joined(separator: " ")) }
  }
  add("sections deleted", stage.operations.sectionDeletes)
  add("sections inserted", stage.operations.sectionInserts)
  add("sections moved", stage.operations.sectionMoves)
  add("sections updated", stage.operations.sectionReloads)
  add("items deleted", stage.operations.deletes)
  add("items inserted", stage.operations.inserts)
  add("items moved", stage.operations.moves)
  add("items updated", stage.operations.reloads)
  return "\(stage.kind.rawValue) \(stage.kind): \(parts.joined(separator: "; ")) | \(stage.after)"
}

/// Every stage of the diff from `old` to `new`, summarized.
func stages(_ old: String, _ new: String) throws -> [String] {
  try Changeset(from: snapshot(old), to: snapshot(new)).stages.map(summary)
}

/// Replays every stage in turn from `old`, returning each result (throws on a malformed stage).
func replayAll<S, I>(_ changeset: Changeset<S, I>, from old: ListData<S, I>) throws
  -> [ListData<S, I>]
{
  var current = old
  var results: [ListData<S, I>] = []
  for stage in changeset.stages {
    current = try stage.replay(on: current)
    results.append(current)
  }
  return results
}
