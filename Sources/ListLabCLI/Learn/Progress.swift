import ListLabSystem
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
///
/// Several `listlab learn` processes may share the folder (a watcher, and `learn reset` or `learn
/// hint` in another terminal): each change is read-modify-write under a lock (``update(in:_:)``),
/// and a value of this type is only what the file said when it was last read.
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

  /// The progress in `folder`, for reading only: an empty one when it has no file or the file
  /// cannot be read.
  static func read(in folder: String) -> Progress {
    (try? load(in: folder)) ?? Progress()
  }

  /// The progress in `folder`: an empty one when it has no file.
  ///
  /// - Throws: `cannotRead` when the file is there but cannot be read (an update must not replace
  ///   a progress it could not read).
  static func load(in folder: String) throws(LearnError) -> Progress {
    let path = CourseFiles.join(folder, fileName)
    guard CourseFiles.exists(path) else { return Progress() }
    do {
      return parse(try SourceFile.read(path))
    } catch {
      throw .cannotRead(path: path, reason: error.description)
    }
  }

  /// The progress a file's text gives (lines it does not know are skipped).
  static func parse(_ text: String) -> Progress {
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

  /// The file's text.
  var text: String {
    var text = "# listlab learn: your progress in this folder (delete the file to start over)\n"
    if let course { text += "course \(course)\n" }
    if let current { text += "current \(current)\n" }
    for name in done { text += "done \(name)\n" }
    for (name, count) in hintsShown.sorted(by: { $0.key < $1.key }) { text += "hints \(name) \(count)\n" }
    return text
  }

  /// The lock file beside the progress: every update holds it (see ``update(in:_:)``).
  static let lockFileName = ".listlab-learn.lock"

  /// Changes the progress in `folder`: reads the file as it is now, applies `change`, and writes
  /// the file back (whole, see ``AtomicFile``) when it changed — all while holding the lock on
  /// ``lockFileName``, so that an update made meanwhile by another `listlab learn` (a `reset` in
  /// another terminal, a hint) is read first, never undone. Returns the progress as written.
  ///
  /// - Complexity: O(size of the file), after waiting for another process's update to end.
  static func update(in folder: String, _ change: (inout Progress) -> Void) throws(LearnError) -> Progress {
    let lock = CourseFiles.join(folder, lockFileName)
    return try FileLock.holding(lock, orElse: { LearnError.cannotWrite(path: lock, reason: $0.reason) }) {
      () throws(LearnError) -> Progress in
      let before = try load(in: folder)
      var progress = before
      change(&progress)
      if progress != before || !CourseFiles.exists(CourseFiles.join(folder, fileName)) {
        try progress.store(in: folder)
      }
      return progress
    }
  }

  /// Writes the file in `folder` (only under the lock: see ``update(in:_:)``).
  private func store(in folder: String) throws(LearnError) {
    let path = CourseFiles.join(folder, Self.fileName)
    do {
      try AtomicFile.write(text, to: path)
    } catch {
      throw .cannotWrite(path: path, reason: error.reason)
    }
  }
}
