/// A readable line diff of two texts, unified-style, for `listlab run --check`:
///
///     --- expected.txt
///     +++ output
///     @@ line 3 @@
///       section fruits [0]
///     - cell apple [0,0] (0 0; 375 44)
///     + cell apple [0,0] (0 0; 375 60)
///       separator (16 43.667; 359 0.333)
///
/// Lines are matched by Swift's `difference(from:)` (Myers); `context` unchanged lines surround each
/// change. Empty when the texts are equal.
public enum LineDiff {
  /// - Complexity: O((n + m) · d) for d differing lines.
  public static func render(
    expected: String, actual: String, expectedName: String, actualName: String, context: Int = 2,
    style: TerminalStyle = .plain
  ) -> String {
    guard expected != actual else { return "" }
    func lines(_ text: String) -> [String] {
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if text.hasSuffix("\n") { lines.removeLast() }  // the final newline ends a line; it is not one
      return lines
    }
    let old = lines(expected)
    let new = lines(actual)
    if old == new {
      return "--- \(expectedName)\n+++ \(actualName)\n(the texts differ only in their final newline)"
    }
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in new.difference(from: old) {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    // The merged sequence: (kind, text, old line number).
    var lines: [(mark: Character, text: String, line: Int)] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, removed.contains(i) {
        lines.append(("-", old[i], i + 1))
        i += 1
      } else if j < new.count, inserted.contains(j) {
        lines.append(("+", new[j], i + 1))
        j += 1
      } else {
        lines.append((" ", i < old.count ? old[i] : "", i + 1))
        i += 1
        j += 1
      }
    }
    var output = [style.apply("--- \(expectedName)", .red), style.apply("+++ \(actualName)", .green)]
    var index = 0
    while index < lines.count {
      guard lines[index].mark != " " else {
        index += 1
        continue
      }
      let start = max(0, index - context)
      var end = index
      // Extend the hunk while changes are closer than 2 × context lines apart.
      while end < lines.count {
        if lines[end].mark != " " {
          end += 1
          continue
        }
        let nextChange = lines[end...].firstIndex { $0.mark != " " }
        if let nextChange, nextChange - end <= 2 * context { end = nextChange } else { break }
      }
      let stop = min(lines.count, end + context)
      output.append(style.apply("@@ line \(lines[start].line) @@", .cyan))
      for line in lines[start..<stop] {
        switch line.mark {
        case "-": output.append(style.apply("- " + line.text, .red))
        case "+": output.append(style.apply("+ " + line.text, .green))
        default: output.append(line.text.isEmpty ? "" : "  " + line.text)
        }
      }
      index = stop
    }
    return output.joined(separator: "\n")
  }
}
