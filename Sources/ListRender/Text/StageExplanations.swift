/// How `print(t)` shows the sentence that explains why each stage stands on its own.
public enum StageExplanations: Sendable, Equatable {
  /// On one line, however long: the same text in every file and pipe.
  case unwrapped
  /// Wrapped at spaces to `width` columns, indentation included (a terminal's width).
  case wrapped(width: Int)
  /// Not shown.
  case hidden

  /// `text` as the lines to print after an indentation of `indent` columns.
  func lines(_ text: String, indent: Int) -> [String] {
    switch self {
    case .unwrapped: [text]
    case .wrapped(let width): TextWrapping.lines(text, width: max(20, width - indent))
    case .hidden: []
    }
  }
}

/// Greedy wrapping at spaces.
public enum TextWrapping {
  /// `text` broken at spaces into lines of at most `width` characters; a word longer than the
  /// width stands alone on its line.
  ///
  /// - Complexity: O(length of the text).
  public static func lines(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    var currentCount = 0
    for word in text.split(separator: " ") {
      let count = word.count
      if currentCount > 0, currentCount + 1 + count > width {
        lines.append(current)
        current = ""
        currentCount = 0
      }
      current += currentCount == 0 ? String(word) : " " + word
      currentCount += currentCount == 0 ? count : count + 1
    }
    if currentCount > 0 { lines.append(current) }
    return lines
  }
}
