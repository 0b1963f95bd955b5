import ListLabSystem
import ListRender
import ListScript
import LuaBridge

/// A learner at work: their folder and progress, and the course they follow.
struct LearnSession {
  var folder: LearnerFolder
  var course: Course
  /// The progress as the file said when it was last read or updated (see ``update(_:)``).
  var progress: Progress
  /// The course given with `--course` (an absolute path), which every update remembers.
  var chosenCourse: String?
  /// The options exercises run with (`--plugin`, `--trust`, …) and their time limit.
  var flags: ScriptFlags
  var timeLimit: Double
  var style: TerminalStyle

  /// Reads the progress in `folder` and the course: `courseFolder` when given (and then
  /// remembered), else the one the progress remembers, else the shipped course.
  init(
    folder: LearnerFolder, courseFolder: String?, flags: ScriptFlags, timeLimit: Double, style: TerminalStyle
  ) throws(LearnError) {
    self.folder = folder
    self.flags = flags
    self.timeLimit = timeLimit
    self.style = style
    progress = Progress.read(in: folder.path)
    chosenCourse = courseFolder.map(CourseFiles.absolute)
    if let chosenCourse { progress.course = chosenCourse }
    let root: String
    if let recorded = progress.course { root = recorded } else { root = try Self.shippedCourse() }
    course = try Course.load(from: root)
    if FileSystem.sameFile(folder.path, course.root) { throw .folderIsCourse(folder: folder.path, course: course.root) }
  }

  /// Changes the progress in the folder as it is in the file now (see ``Progress/update(in:_:)``)
  /// and keeps the result.
  mutating func update(_ change: (inout Progress) -> Void) throws(LearnError) {
    let chosenCourse = chosenCourse
    progress = try Progress.update(in: folder.path) { progress in
      if let chosenCourse { progress.course = chosenCourse }
      change(&progress)
    }
  }

  /// Reads the progress again: another `listlab learn` may have changed it.
  mutating func refresh() {
    progress = Progress.read(in: folder.path)
    if let chosenCourse { progress.course = chosenCourse }
  }

  /// `Scripts/learn`, the course shipped with ListLab.
  static func shippedCourse() throws(LearnError) -> String {
    guard let scripts = Home.scripts else { throw .noShippedCourse(reason: Home.notFound) }
    return scripts + "/learn"
  }

  /// The exercise worked on: the current one while unfinished, else the next unfinished one.
  var currentExercise: Exercise? {
    progress.nextUnfinished(in: course)
  }

  /// The learner's copy of `exercise`.
  func file(of exercise: Exercise) -> String { folder.file(of: exercise) }

  /// `listlab learn hint`: the next hint of the current exercise (the last one again, with where
  /// the solution is, once all were shown).
  mutating func showNextHint() throws(LearnError) {
    guard let exercise = currentExercise ?? course.exercises.last else { return }
    for line in try nextHint(of: exercise) { Console.out(line) }
  }

  /// Shows the next hint of `exercise` and counts it as shown (in the file: a hint shown meanwhile
  /// in another terminal counts).
  mutating func nextHint(of exercise: Exercise) throws(LearnError) -> [String] {
    var shown = 0
    try update { progress in
      shown = progress.hintsShown[exercise.name] ?? 0
      if shown < exercise.hints.count { progress.hintsShown[exercise.name] = shown + 1 }
    }
    guard shown < exercise.hints.count else {
      return [
        style.apply("no more hints for \(exercise.name)", .cyan) + " (all \(exercise.hints.count) shown); "
          + "the reference solution is \(solution(of: exercise))"
      ]
    }
    return [style.apply("\(exercise.name) (\(file(of: exercise)))", .dim)]
      + ExerciseReport.hint(shown, of: exercise, style: style)
  }

  /// The reference solution of `exercise`.
  func solution(of exercise: Exercise) -> String { CourseFiles.join(course.root, exercise.solutionPath) }

  /// `listlab learn list`: the chapters and exercises, each marked done (✓), current (▸) or not
  /// yet (·), and the count.
  func list() {
    for line in listing() { Console.out(line) }
  }

  func listing() -> [String] {
    let current = currentExercise?.name
    let width = course.exercises.map(\.name.count).max() ?? 0
    var lines: [String] = []
    for (number, chapter) in course.chapters.enumerated() {
      lines.append(
        style.apply("\(number + 1). \(chapter.title)", .bold) + (chapter.folder.isEmpty ? "" : "  (\(chapter.folder))"))
      for exercise in chapter.exercises {
        let mark =
          progress.isDone(exercise.name)
          ? style.apply("✓", .green) : exercise.name == current ? style.apply("▸", .cyan) : "·"
        let padding = String(repeating: " ", count: width - exercise.name.count)
        lines.append("  \(mark) \(exercise.name)\(padding)  \(exercise.title)")
      }
    }
    let done = progress.doneCount(in: course)
    lines.append("")
    lines.append(
      "\(done) of \(course.exercises.count) done" + (current.map { " · current: \($0)" } ?? " · the course is done")
        + " · course: \(course.root)")
    return lines
  }

  /// `listlab learn reset NAME`: the course's version of the exercise back in the folder, not
  /// done, no hints shown.
  mutating func reset(_ name: String) throws(LearnError) {
    guard let exercise = course.exercise(named: name) else { throw LearnError.unknown(name, in: course) }
    try folder.restore(exercise, from: course)
    try update { progress in
      progress.done.removeAll { $0 == name }
      progress.hintsShown[name] = nil
    }
    Console.out("restored \(file(of: exercise)) from the course; \(name) is not done")
  }

  /// Runs `exercise` once from the learner's folder and makes it the current one; a pass marks it
  /// done — unless the file changed while it ran (a `learn reset` in another terminal: the run
  /// that follows the change decides). The page, when asked for, is rewritten.
  mutating func runOnce(_ exercise: Exercise, page: String?, interrupts: Bool) throws(LearnError) -> ExerciseRun {
    let file = file(of: exercise)
    let before = FileSystem.stamp(file)
    let run = ExerciseRun.run(
      file, flags: flags, timeLimit: timeLimit, colors: style.enabled,
      explanations: Console.stageExplanations(hidden: false), page: page != nil, interrupts: interrupts)
    try update { progress in
      progress.current = exercise.name
      if run.succeeded, FileSystem.stamp(file) == before { progress.markDone(exercise.name) }
    }
    if let page { LearnPage.write(report(of: exercise, run: run), to: page, watching: interrupts) }
    return run
  }

  func report(of exercise: Exercise, run: ExerciseRun) -> ExerciseReport {
    ExerciseReport(
      course: course, exercise: exercise, file: file(of: exercise), run: run, progress: progress, style: style)
  }

  /// What follows a pass: done, where the solution is, what comes next.
  func afterPass(_ exercise: Exercise, key: Bool) -> [String] {
    let done = progress.doneCount(in: course)
    var lines = [
      style.apply("marked done", .green) + " (\(done) of \(course.exercises.count)) · the reference solution is "
        + solution(of: exercise)
    ]
    if let next = progress.nextUnfinished(in: course) {
      lines.append("next: \(next.name) — \(next.title)" + (key ? " · press n to open it" : " · listlab learn opens it"))
    } else {
      lines.append(style.apply("every exercise of the course is done", .green, .bold))
    }
    return lines
  }
}
