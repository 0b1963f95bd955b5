/// "Did you mean …?": the known name a mistyped one most likely meant.
package enum Suggestion {
  /// The candidate `word` most likely meant: one that differs from it only in case; else the only
  /// candidate that starts with it (at least 3 characters: `inset` → `insetGrouped`); else the
  /// nearest by edit distance, if within a third of its length (at least 1 edit allowed) and
  /// something is left in common: a name of which every character had to change is no
  /// misspelling of it (`zz` is not `a`, nor `x` `y`).
  ///
  /// - Complexity: O(n · k²) for n candidates of about k characters.
  package static func closest(to word: String, in candidates: [String]) -> String? {
    let lowered = word.lowercased()
    let names = Set(candidates).sorted()
    if let same = names.first(where: { $0 != word && $0.lowercased() == lowered }) { return same }
    if lowered.count >= 3 {
      let extended = names.filter { $0.count > word.count && $0.lowercased().hasPrefix(lowered) }
      if extended.count == 1 { return extended[0] }
    }
    let limit = max(1, word.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in names {
      let distance = editDistance(lowered, candidate.lowercased())
      let allChanged = distance >= max(word.count, candidate.count)
      if distance <= limit, !allChanged, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.name
  }

  /// Levenshtein distance with adjacent transpositions counted as one edit.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      previousPrevious = previous
      previous = current
    }
    return previous[b.count]
  }
}
