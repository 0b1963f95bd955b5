import ListRender
import ListScript
import LuaBridge

/// A learner at work: their folder and progress, and the course they follow.
struct LearnSession {
  var folder: LearnerFolder
  var course: Course
  var progress: Progress
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
    if let courseFolder { progress.course = CourseFiles.absolute(courseFolder) }
    let root: String
    if let recorded = progress.course { root = recorded } else { root = try Self.shippedCourse() }
    course = try Course.load(from: root)
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
    for line in nextHint(of: exercise) { Console.out(line) }
    try progress.write(in: folder.path)
  }

  /// Shows the next hint of `exercise` and counts it as shown.
  mutating func nextHint(of exercise: Exercise) -> [String] {
    let shown = progress.hintsShown[exercise.name] ?? 0
    guard shown < exercise.hints.count else {
      return [
        style.apply("no more hints for \(exercise.name)", .cyan) + " (all \(exercise.hints.count) shown); "
          + "the reference solution is \(solution(of: exercise))"
      ]
    }
    progress.hintsShown[exercise.name] = shown + 1
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
    progress.done.removeAll { $0 == name }
    progress.hintsShown[name] = nil
    try progress.write(in: folder.path)
    Console.out("restored \(file(of: exercise)) from the course; \(name) is not done")
  }

  /// Runs `exercise` once from the learner's folder; a pass marks it done. The page, when asked
  /// for, is rewritten.
  mutating func runOnce(_ exercise: Exercise, page: String?, interrupts: Bool) throws(LearnError) -> ExerciseRun {
    let run = ExerciseRun.run(
      file(of: exercise), flags: flags, timeLimit: timeLimit, colors: style.enabled,
      explanations: Console.stageExplanations(hidden: false), page: page != nil, interrupts: interrupts)
    if run.succeeded { progress.markDone(exercise.name) }
    try progress.write(in: folder.path)
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
