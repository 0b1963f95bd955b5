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

  /// Every candidate `word` may have meant, the likeliest first: those that differ from it only in
  /// case, if any; else the candidates that start with it (at least 3 characters, at most
  /// ``maximumExtensions`` of them: `inset` → `insetGrouped`) and those nearest by edit distance
  /// (all at the least distance, within a third of its length, at least 1 edit allowed, with
  /// something left in common: `zz` is not `a`), nearest first, then in alphabetical order.
  ///
  /// - Complexity: O(n · k²) for n candidates of about k characters.
  package static func close(to word: String, in candidates: [String]) -> [String] {
    let lowered = word.lowercased()
    let names = Set(candidates).sorted()
    let sameButCase = names.filter { $0 != word && $0.lowercased() == lowered }
    if !sameButCase.isEmpty { return sameButCase }
    var found: [(name: String, distance: Int)] = []
    if lowered.count >= 3 {
      let extended = names.filter { $0.count > word.count && $0.lowercased().hasPrefix(lowered) }
      if extended.count <= maximumExtensions {
        found += extended.map { ($0, editDistance(lowered, $0.lowercased())) }
      }
    }
    let limit = max(1, word.count / 3)
    var nearest: [(name: String, distance: Int)] = []
    for candidate in names where candidate != word {
      let distance = editDistance(lowered, candidate.lowercased())
      let allChanged = distance >= max(word.count, candidate.count)
      guard distance <= limit, !allChanged else { continue }
      if distance < (nearest.first?.distance ?? .max) { nearest = [] }
      if distance == (nearest.first?.distance ?? distance) { nearest.append((candidate, distance)) }
    }
    for near in nearest where !found.contains(where: { $0.name == near.name }) { found.append(near) }
    return found.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.map(\.name)
  }

  /// The most names that start with a word a suggestion offers: more than that, and the word is no
  /// misspelling of any one of them.
  static let maximumExtensions = 3

  /// The names joined for a "did you mean": `"a"`, `"a" or "b"`, `"a", "b" or "c"`, each passed
  /// through `quote`.
  package static func alternatives(
    _ names: [String], joining conjunction: String = "or", quote: (String) -> String = { "\"\($0)\"" }
  ) -> String {
    let quoted = names.map(quote)
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted[quoted.count - 1]
  }

  /// ` (did you mean "a" or "b"?)` for the names `word` may have meant, or "" when there is none.
  ///
  /// - Complexity: O(n · k²) for n candidates of about k characters.
  package static func parenthesized(_ word: String, in candidates: [String]) -> String {
    let names = close(to: word, in: candidates)
    return names.isEmpty ? "" : " (did you mean \(alternatives(names))?)"
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
