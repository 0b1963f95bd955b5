import LuaBridge

/// The learner's folder: their copies of the exercises, at the course's relative paths, and their
/// progress file.
struct LearnerFolder {
  /// The folder, as given (`.` for the current one).
  var path: String

  /// The learner's copy of `exercise`.
  func file(of exercise: Exercise) -> String { CourseFiles.join(path, exercise.path) }

  /// Copies every file of the course's chapters that the folder lacks — the exercises and any
  /// module they `require`, not the indexes or the solutions — and never replaces a file that is
  /// there: the learner's edits are kept. Returns the paths copied.
  ///
  /// - Complexity: O(files of the course).
  @discardableResult
  func copyMissing(from course: Course) throws(LearnError) -> [String] {
    var copied: [String] = []
    for chapter in course.chapters {
      let source = chapter.folder.isEmpty ? course.root : CourseFiles.join(course.root, chapter.folder)
      let target = chapter.folder.isEmpty ? path : CourseFiles.join(path, chapter.folder)
      for name in CourseFiles.contents(of: source)?.files ?? [] where name != ChapterIndex.fileName {
        let destination = CourseFiles.join(target, name)
        if CourseFiles.exists(destination) { continue }
        try CourseFiles.makeFolder(target)
        try CourseFiles.copy(CourseFiles.join(source, name), to: destination)
        copied.append(destination)
      }
    }
    return copied
  }

  /// Puts the course's version of `exercise` back over the learner's.
  func restore(_ exercise: Exercise, from course: Course) throws(LearnError) {
    let destination = file(of: exercise)
    let source = CourseFiles.join(course.root, exercise.path)
    do {
      let output = OutputFile(option: "reset", path: destination)
      try OverwriteCheck.refuse(command: "learn", writing: [output], over: [InputFile(.courseFile, source)])
    } catch {
      throw .refused(error)
    }
    try CourseFiles.makeFolder(CourseFiles.folder(of: destination))
    try CourseFiles.copy(source, to: destination)
  }
}
