import LuaBridge

/// A typical wrong answer to an exercise: a copy of the exercise with a mistake a learner makes
/// (the neighbouring style, an absolute size for a fractional one, an index path off by one), kept
/// in `COURSE/wrong/CHAPTER/NAME/WHAT.lua`. Its `-- must fail with: WORDS` line names the idea its
/// failure must explain: `listlab learn --check` requires the exercise to fail on it with a
/// message that contains those words, so that a learner who makes the mistake is told why.
struct WrongAnswer: Equatable {
  static let folder = "wrong"
  /// The fewest wrong answers an exercise has.
  static let fewest = 2
  /// The comment that names the idea, at the start of a line.
  static let marker = "-- must fail with:"

  /// The file's path from the course's folder.
  var path: String
  /// The words its failure must contain; nil when the file has no marker line.
  var concept: String?

  /// The wrong answers of `exercise` in `root`, in the order of their names.
  ///
  /// - Complexity: O(size of the files).
  static func all(of exercise: Exercise, in root: String) -> [WrongAnswer] {
    let folder = exercise.wrongAnswersFolder
    let files = CourseFiles.contents(of: CourseFiles.join(root, folder))?.files ?? []
    return files.filter { $0.hasSuffix(".lua") }.map { name in
      let path = folder + "/" + name
      let text = (try? SourceFile.read(CourseFiles.join(root, path))) ?? ""
      return WrongAnswer(path: path, concept: concept(in: text))
    }
  }

  /// The words of the first `-- must fail with:` line, if any.
  static func concept(in text: String) -> String? {
    for line in text.split(separator: "\n") {
      let trimmed = line.trimmingWhitespace
      guard trimmed.hasPrefix(marker) else { continue }
      let words = trimmed.dropFirst(marker.count).trimmingWhitespace
      return words.isEmpty ? nil : String(words)
    }
    return nil
  }

  /// Whether `concept` names an idea: it has a word of at least three letters, not only numbers.
  static func namesAnIdea(_ concept: String) -> Bool {
    concept.split { !$0.isLetter }.contains { $0.count >= 3 }
  }
}
