extension Suggestion {
  /// Every candidate `word` may have meant, nearest first (ties in name order): the one that
  /// differs from it only in case, alone; else each candidate that starts with it (at least 3
  /// characters) and each within the edit distance ``closest(to:in:)`` allows. Where two names
  /// are equally close (`stage` → `staged`, `stages`) both are offered, not the first in order.
  ///
  /// - Complexity: O(n · k²) for n candidates of about k characters.
  package static func all(closeTo word: String, in candidates: [String]) -> [String] {
    let lowered = word.lowercased()
    let names = Set(candidates).sorted()
    if let same = names.first(where: { $0 != word && $0.lowercased() == lowered }) { return [same] }
    let limit = max(1, word.count / 3)
    var found: [(name: String, distance: Int)] = []
    for candidate in names where candidate != word {
      let distance = editDistance(lowered, candidate.lowercased())
      let extends = lowered.count >= 3 && candidate.count > word.count && candidate.lowercased().hasPrefix(lowered)
      let allChanged = distance >= max(word.count, candidate.count)
      if extends || (distance <= limit && !allChanged) { found.append((candidate, distance)) }
    }
    return found.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.map(\.name)
  }

  /// `"a"`, `"a" or "b"`, `"a", "b" or "c"`: candidates as a did-you-mean names them.
  package static func quotedList(_ names: [String]) -> String {
    let quoted = names.map { "\"\($0)\"" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
  }
}
