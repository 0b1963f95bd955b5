import ListDeclaration
import ListLayout

/// A chapter's `index.txt`: its title, then its exercises in order, each with a title and hints.
///
/// ```
/// # A comment.
/// chapter: Table styles, margins and separators
///
/// exercise: rows
/// title: Rows one after another
/// hint: A cell with neither a height nor content is 44 points tall.
/// hint: A long hint goes on
///  on the next line, which starts with a space.
/// ```
///
/// Plain text rather than Lua, so that a teacher's mistake is reported at its line without
/// running anything, and the index is read without a Lua state.
struct ChapterIndex: Equatable {
  static let fileName = "index.txt"
  static let fields = ["chapter", "exercise", "title", "hint"]
  /// "chapter, exercise, title and hint", as messages name them.
  static let fieldList = fields.dropLast().joined(separator: ", ") + " and " + fields.last!

  struct Entry: Equatable {
    var name: String
    var title: String
    var hints: [String]
    /// The index's `exercise:` line.
    var place: CoursePlace
  }

  var title: String
  var entries: [Entry]

  /// Reads an index; every problem of the text is reported, each at its line.
  ///
  /// - Parameter path: the index's path, as the problems name it.
  /// - Complexity: O(length of the text).
  static func parse(_ text: String, path: String) -> (index: ChapterIndex, problems: [CourseProblem]) {
    var problems: [CourseProblem] = []
    var title: String?
    var entries: [(entry: Entry, hasTitle: Bool)] = []
    for field in fields(of: text, path: path, problems: &problems) {
      let place = CoursePlace(file: path, line: field.line)
      func problem(_ kind: CourseProblem.Kind) { problems.append(CourseProblem(place: place, kind: kind)) }
      guard !field.value.isEmpty else {
        problem(.emptyValue(field: field.name))
        continue
      }
      switch field.name {
      case "chapter":
        if title != nil { problem(.repeated(field: "chapter")) }
        title = field.value
      case "exercise":
        if let kind = Course.problem(withName: field.value) { problem(kind) }
        entries.append((Entry(name: field.value, title: "", hints: [], place: place), false))
      case "title":
        guard !entries.isEmpty else {
          problem(.outsideExercise(field: "title"))
          continue
        }
        if entries[entries.count - 1].hasTitle { problem(.repeated(field: "title")) }
        entries[entries.count - 1].entry.title = field.value
        entries[entries.count - 1].hasTitle = true
      default:
        guard !entries.isEmpty else {
          problem(.outsideExercise(field: "hint"))
          continue
        }
        entries[entries.count - 1].entry.hints.append(field.value)
      }
    }
    if title == nil { problems.append(CourseProblem(place: CoursePlace(file: path), kind: .noChapterTitle)) }
    if entries.isEmpty { problems.append(CourseProblem(place: CoursePlace(file: path), kind: .noExercises)) }
    for (entry, hasTitle) in entries {
      if !hasTitle { problems.append(CourseProblem(place: entry.place, kind: .noTitle(exercise: entry.name))) }
      if entry.hints.isEmpty {
        problems.append(CourseProblem(place: entry.place, kind: .noHints(exercise: entry.name)))
      }
    }
    return (ChapterIndex(title: title ?? "", entries: entries.map(\.entry)), problems)
  }

  /// The `field: value` lines of the text, continuation lines joined to their field with a space,
  /// comments and blank lines left out; lines that are no field are reported.
  private static func fields(
    of text: String, path: String, problems: inout [CourseProblem]
  ) -> [(name: String, value: String, line: Int)] {
    var fields: [(name: String, value: String, line: Int)] = []
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
      let trimmed = line.trimmingWhitespace
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let place = CoursePlace(file: path, line: offset + 1)
      if line.first == " " || line.first == "\t" {
        guard !fields.isEmpty else {
          problems.append(CourseProblem(place: place, kind: .continuationFirst))
          continue
        }
        fields[fields.count - 1].value += " " + trimmed
        continue
      }
      guard let colon = line.firstIndex(of: ":") else {
        problems.append(CourseProblem(place: place, kind: .notAField(String(trimmed))))
        continue
      }
      let name = String(line[..<colon].trimmingWhitespace)
      guard Self.fields.contains(name) else {
        let suggestion = Suggestion.closest(to: name, in: Self.fields)
        problems.append(CourseProblem(place: place, kind: .unknownField(name, suggestion: suggestion)))
        continue
      }
      fields.append((name, String(line[line.index(after: colon)...].trimmingWhitespace), offset + 1))
    }
    return fields
  }
}

extension Substring {
  /// Without the spaces and tabs at either end.
  var trimmingWhitespace: Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return self[endIndex...]
    }
    return self[first...last]
  }
}
