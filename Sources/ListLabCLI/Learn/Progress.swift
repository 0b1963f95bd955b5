import LuaBridge

/// A learner's progress, kept in a small text file in their folder (`.listlab-learn`):
///
/// ```
/// # listlab learn: your progress in this folder (delete the file to start over)
/// course /home/me/my-course
/// current grouped
/// done rows
/// hints grouped 2
/// ```
///
/// `course` is there only for a course given with `--course`; names the course no longer has
/// are kept as they are, and lines the file does not know are ignored, so an edit by hand or a
/// newer course cannot break it.
struct Progress: Equatable {
  static let fileName = ".listlab-learn"

  /// The course's folder, when it is not the shipped course.
  var course: String?
  /// The exercise being worked on.
  var current: String?
  /// The exercises that passed, in the order they passed.
  var done: [String] = []
  /// How many hints of each exercise were shown.
  var hintsShown: [String: Int] = [:]

  func isDone(_ name: String) -> Bool { done.contains(name) }

  /// How many exercises of `course` are done (names the course no longer has do not count).
  func doneCount(in course: Course) -> Int { course.exercises.filter { isDone($0.name) }.count }

  mutating func markDone(_ name: String) {
    if !isDone(name) { done.append(name) }
  }

  /// The exercise to work on: the current one while it is unfinished, else the first unfinished
  /// one of the course (after the current one, then from the start); nil when all are done.
  func nextUnfinished(in course: Course) -> Exercise? {
    let exercises = course.exercises
    if let current, let exercise = course.exercise(named: current), !isDone(current) { return exercise }
    let start = current.flatMap { name in exercises.firstIndex { $0.name == name } } ?? 0
    return (exercises[start...] + exercises[..<start]).first { !isDone($0.name) }
  }

  /// The progress in `folder`; an empty one when it has no file.
  static func read(in folder: String) -> Progress {
    guard let text = try? SourceFile.read(CourseFiles.join(folder, fileName)) else { return Progress() }
    var progress = Progress()
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ", maxSplits: 1).map(String.init)
      guard words.count == 2, !line.hasPrefix("#") else { continue }
      switch words[0] {
      case "course": progress.course = words[1]
      case "current": progress.current = words[1]
      case "done": progress.markDone(words[1])
      case "hints":
        let parts = words[1].split(separator: " ")
        if parts.count == 2, let count = Int(parts[1]), count > 0 { progress.hintsShown[String(parts[0])] = count }
      default: continue
      }
    }
    return progress
  }

  /// Writes the progress into `folder`.
  func write(in folder: String) throws(LearnError) {
    var text = "# listlab learn: your progress in this folder (delete the file to start over)\n"
    if let course { text += "course \(course)\n" }
    if let current { text += "current \(current)\n" }
    for name in done { text += "done \(name)\n" }
    for (name, count) in hintsShown.sorted(by: { $0.key < $1.key }) { text += "hints \(name) \(count)\n" }
    let path = CourseFiles.join(folder, Self.fileName)
    do {
      try SourceFile.write(text, to: path)
    } catch {
      throw .cannotWrite(path: path, reason: error.description)
    }
  }
}
