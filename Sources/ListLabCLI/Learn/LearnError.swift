import ListDeclaration

/// Where in a course a problem is: a file and its line, or a whole file or folder.
struct CoursePlace: Equatable, CustomStringConvertible {
  var file: String
  var line: Int?

  var description: String { line.map { "\(file):\($0)" } ?? file }
}

/// A problem of a course's index or files, at the `file:line` where it is (or the folder, when no
/// line is to blame).
struct CourseProblem: Equatable, CustomStringConvertible {
  enum Kind: Equatable {
    case unreadable(reason: String)
    case noChapters
    case unknownField(String, suggestion: String?)
    case notAField(String)
    case continuationFirst
    case emptyValue(field: String)
    case outsideExercise(field: String)
    case repeated(field: String)
    case noChapterTitle
    case noExercises
    case badName(String)
    case reservedName(String)
    case noTitle(exercise: String)
    case noHints(exercise: String)
    case noFile(exercise: String, path: String)
    case duplicate(exercise: String, first: CoursePlace)
  }

  var place: CoursePlace
  var kind: Kind

  var description: String { "\(place): \(sentence)" }

  /// `problems` in the order of their lines (those of a whole file last), as a reader goes
  /// through the file.
  static func inLineOrder(_ problems: [CourseProblem]) -> [CourseProblem] {
    let line = { (problem: CourseProblem) in problem.place.line ?? .max }
    return problems.enumerated().sorted { (line($0.element), $0.offset) < (line($1.element), $1.offset) }.map(\.element)
  }

  /// The sentence of each kind: the one place the course's problems are worded.
  private var sentence: String {
    switch kind {
    case .unreadable(let reason): return "cannot read it: \(reason)"
    case .noChapters:
      return "no chapter here: a course is a folder of chapters, and a chapter a folder with an "
        + "\(ChapterIndex.fileName) and its exercise files"
    case .unknownField(let name, let suggestion):
      return "unknown field \"\(name)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")
        + "; an index has \(ChapterIndex.fieldList) lines"
    case .notAField(let line):
      return "\"\(line)\" is not a field: write \"field: value\" (\(ChapterIndex.fieldList)); "
        + "a line that starts with a space continues the one above, # starts a comment"
    case .continuationFirst: return "a continuation line (it starts with a space) has no line above to continue"
    case .emptyValue(let field): return "\(field): the value is empty"
    case .outsideExercise(let field): return "\(field): belongs to an exercise; start one with \"exercise: NAME\" first"
    case .repeated(let field): return "\(field): given twice; give it once"
    case .noChapterTitle: return "the index has no \"chapter: TITLE\" line"
    case .noExercises: return "the index lists no exercise (\"exercise: NAME\")"
    case .badName(let name):
      return "exercise \"\(name)\": a name is letters, digits, - and _ (it is the file's name without .lua)"
    case .reservedName(let name):
      return
        "exercise \"\(name)\": the name is a command of listlab learn (\(Course.reservedNames.joined(separator: ", "))); "
        + "choose another"
    case .noTitle(let exercise): return "exercise \"\(exercise)\" has no \"title:\" line"
    case .noHints(let exercise): return "exercise \"\(exercise)\" has no \"hint:\" line; give it two or three"
    case .noFile(let exercise, let path): return "exercise \"\(exercise)\": no file \(path)"
    case .duplicate(let exercise, let first): return "exercise \"\(exercise)\" is already listed at \(first)"
    }
  }
}

/// What `listlab learn` reports when it cannot go on: worded here, once.
enum LearnError: Error, CustomStringConvertible {
  case invalidCourse(root: String, problems: [CourseProblem])
  case noShippedCourse(reason: String)
  case unknownExercise(String, suggestions: [String])
  case cannotWrite(path: String, reason: String)
  case cannotRead(path: String, reason: String)
  /// A file it would write is one it reads (see ``OutputFileError``).
  case refused(OutputFileError)
  /// The learner's folder is the course's own: the exercises would be changed in place.
  case folderIsCourse(folder: String, course: String)

  var description: String {
    switch self {
    case .invalidCourse(let root, let problems):
      let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
      return "listlab learn: the course \(root) has \(count):\n"
        + problems.map { "  \($0.description)" }.joined(separator: "\n")
    case .noShippedCourse(let reason): return "listlab learn: no course to learn from: \(reason)"
    case .unknownExercise(let name, let suggestions):
      return "listlab learn: no exercise \"\(name)\""
        + (suggestions.isEmpty ? "" : " (did you mean \(Suggestion.alternatives(suggestions))?)")
        + "; listlab learn list shows them"
    case .cannotWrite(let path, let reason): return "listlab learn: cannot write \(path): \(reason)"
    case .cannotRead(let path, let reason): return "listlab learn: cannot read \(path): \(reason)"
    case .refused(let error): return error.description
    case .folderIsCourse(let folder, let course):
      return "listlab learn: your folder \(folder) is the course's own folder \(course): your answers would be "
        + "written over the course's exercises; work in another folder (cd there, or give --folder DIR)"
    }
  }

  /// An unknown exercise, with every name of the course close to it.
  static func unknown(_ name: String, in course: Course) -> LearnError {
    .unknownExercise(name, suggestions: Suggestion.close(to: name, in: course.exercises.map(\.name)))
  }
}
