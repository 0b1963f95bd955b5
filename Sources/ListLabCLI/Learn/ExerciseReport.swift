import ListRender
import ListScript
import LuaBridge

/// What the learner reads about an exercise: where it is in the course, what the script printed,
/// what failed and where to change it, the hints asked for, and what to do next.
struct ExerciseReport {
  var course: Course
  var exercise: Exercise
  /// The learner's copy that ran.
  var file: String
  var run: ExerciseRun
  var progress: Progress
  var style: TerminalStyle

  /// The lines of the exercise that say what to change: those with a `TODO`, as `file:line: text`.
  ///
  /// - Complexity: O(length of the file).
  static func placesToChange(in file: String) -> [String] {
    guard let text = try? SourceFile.read(file) else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { offset, line in
      line.contains("TODO") ? "\(file):\(offset + 1): \(line.trimmingWhitespace)" : nil
    }
  }

  /// The heading: the chapter, the exercise and its place in the course.
  var heading: [String] {
    let exercises = course.exercises
    let number = (exercises.firstIndex { $0.name == exercise.name } ?? 0) + 1
    let chapter = course.chapters[exercise.chapter]
    return [
      style.apply("chapter \(exercise.chapter + 1) of \(course.chapters.count): \(chapter.title)", .dim),
      style.apply("exercise \(number) of \(exercises.count): \(exercise.name) — \(exercise.title)", .bold)
        + style.apply("  (\(file))", .dim),
    ]
  }

  /// The result: a line that says whether it passes, then each failure with its `file:line`
  /// and the lines to change.
  var result: [String] {
    guard !run.succeeded else {
      let count = run.passed == 1 ? "1 expectation" : "\(run.passed) expectations"
      return [style.apply("✓ \(exercise.name) passes: \(count)", .green)]
    }
    var lines: [String] = []
    if run.failures.isEmpty {
      lines.append(
        style.apply("✗ \(exercise.name) checks nothing", .red)
          + " (it needs expect(condition, message) or expect_frame(id, frame) to pass)")
    } else {
      let failed = run.failures.count - (run.stoppedByError ? 1 : 0)
      var summary: [String] = []
      if failed > 0 { summary.append("\(failed) of \(run.checked) expectation\(run.checked == 1 ? "" : "s") failed") }
      if run.stoppedByError { summary.append("the script stopped on an error") }
      lines.append(style.apply("✗ \(exercise.name): " + summary.joined(separator: "; "), .red))
    }
    for failure in run.failures {
      lines += failure.reportLine.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
    }
    let places = Self.placesToChange(in: file)
    if !places.isEmpty {
      lines.append(style.apply("to change:", .bold))
      lines += places.map { "  " + $0 }
    }
    return lines
  }

  /// The hints shown so far.
  var hints: [String] {
    let shown = min(progress.hintsShown[exercise.name] ?? 0, exercise.hints.count)
    return (0..<shown).flatMap { Self.hint($0, of: exercise, style: style) }
  }

  /// Hint `index` (from 0) of `exercise`, as it is shown.
  static func hint(_ index: Int, of exercise: Exercise, style: TerminalStyle) -> [String] {
    [style.apply("hint \(index + 1) of \(exercise.hints.count):", .cyan) + " " + exercise.hints[index]]
  }

  /// How many exercises of the course are done.
  var doneCount: Int { progress.doneCount(in: course) }

  /// A bar of the exercises done.
  var progressLine: String {
    let total = course.exercises.count
    let done = doneCount
    let width = 30
    let filled = total == 0 ? 0 : done * width / total
    return "progress " + style.apply(String(repeating: "█", count: filled), .green)
      + String(repeating: "░", count: width - filled) + " \(done) of \(total) done"
  }

  /// The most lines of the script's output a screen shows.
  static let outputLimit = 40

  /// The whole screen of watch mode.
  func screen(keys: String) -> [String] {
    var lines = heading + [""]
    if !run.output.isEmpty {
      // What it printed, cut so that the result below stays on a screen.
      let shown = run.output.count > Self.outputLimit ? Array(run.output.prefix(Self.outputLimit - 1)) : run.output
      lines += shown
      if shown.count < run.output.count {
        lines.append(
          style.apply("… \(run.output.count - shown.count) more lines (listlab run \(file) prints them all)", .dim))
      }
      lines.append("")
    }
    if !run.warnings.isEmpty { lines += run.warnings.map { style.apply($0, .yellow) } + [""] }
    lines += result
    if !hints.isEmpty { lines += [""] + hints }
    return lines + ["", progressLine, style.apply(keys, .dim)]
  }
}
