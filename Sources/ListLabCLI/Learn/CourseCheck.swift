import ListDeclaration
import ListRender
import ListScript
import LuaBridge

/// `listlab learn --check`: every exercise of a course fails as shipped, with a message that
/// points at what to change, passes with its reference solution, and fails on each of its typical
/// wrong answers with a message that names the idea the learner missed (see ``WrongAnswer``).
struct CourseCheck {
  /// Why one exercise does not check out.
  enum Problem: Equatable, CustomStringConvertible {
    case passesAsShipped
    case failsElsewhere(first: String)
    case noPlaceToChange
    case noSolution(path: String)
    case solutionFails(failures: [String])
    case solutionChecksNothing
    case solutionChecksLess(solution: Int, exercise: Int)
    case unknownHelp(name: String)
    case tooFewWrongAnswers(found: Int, folder: String)
    case wrongAnswerNamesNoIdea(path: String)
    case wrongAnswerPasses(path: String)
    case wrongAnswerUnexplained(path: String, concept: String, failures: [String])

    var description: String {
      switch self {
      case .passesAsShipped: "passes as shipped: the learner has nothing to do (it needs a gap or a mistake)"
      case .failsElsewhere(let first):
        "fails as shipped, but not at a line of the exercise (\(first)): the learner is not shown where to look"
      case .noPlaceToChange: "no line says what to change: mark it with a TODO comment"
      case .noSolution(let path): "no reference solution \(path)"
      case .solutionFails(let failures): "its solution fails:\n" + failures.map { "    " + $0 }.joined(separator: "\n")
      case .solutionChecksNothing: "its solution checks nothing (no expect passed)"
      case .solutionChecksLess(let solution, let exercise):
        "its solution checks \(solution) expectation\(solution == 1 ? "" : "s"), the exercise \(exercise): "
          + "a solution keeps every expectation"
      case .unknownHelp(let name):
        "a hint says :help \(name), which names nothing of the Lua API (listlab defs --json lists its names)"
      case .tooFewWrongAnswers(let found, let folder):
        "\(found) wrong answer\(found == 1 ? "" : "s") in \(folder): give at least \(WrongAnswer.fewest) typical "
          + "mistakes, each a copy of the exercise with one, and a \"\(WrongAnswer.marker) WORDS\" line"
      case .wrongAnswerNamesNoIdea(let path):
        "the wrong answer \(path) has no \"\(WrongAnswer.marker) WORDS\" line with words that name the idea its "
          + "failure must explain (not only numbers)"
      case .wrongAnswerPasses(let path):
        "the wrong answer \(path) passes: the exercise lets this mistake through (it needs an expectation that fails on it)"
      case .wrongAnswerUnexplained(let path, let concept, let failures):
        "the wrong answer \(path) fails, but no message says \"\(concept)\": the learner reads only\n"
          + failures.map { "    " + $0 }.joined(separator: "\n")
      }
    }
  }

  var course: Course
  var flags: ScriptFlags
  var timeLimit: Double

  /// The problems of `exercise`; none when it checks out.
  ///
  /// - Complexity: two runs of small scripts.
  func problems(of exercise: Exercise) -> [Problem] {
    let file = CourseFiles.join(course.root, exercise.path)
    let shipped = ExerciseRun.run(file, flags: flags, timeLimit: timeLimit)
    var problems: [Problem] = []
    if shipped.succeeded {
      problems.append(.passesAsShipped)
    } else if let first = shipped.failures.first,
      !shipped.failures.contains(where: { $0.site?.file == file })
    {
      problems.append(.failsElsewhere(first: first.site?.description ?? first.message))
    }
    if ExerciseReport.placesToChange(in: file).isEmpty { problems.append(.noPlaceToChange) }
    let api = ListLabAPI.standard.documentation
    for name in Self.helpNames(in: exercise.hints) where api.help(for: name) == nil {
      problems.append(.unknownHelp(name: name))
    }
    let solution = CourseFiles.join(course.root, exercise.solutionPath)
    guard SourceFile.isReadableFile(solution) else { return problems + [.noSolution(path: solution)] }
    let solved = ExerciseRun.run(solution, flags: flags, timeLimit: timeLimit)
    if !solved.failures.isEmpty {
      problems.append(
        .solutionFails(failures: solved.failures.map(\.reportLine)))
    } else if solved.passed == 0 {
      problems.append(.solutionChecksNothing)
    } else if !shipped.stoppedByError, solved.checked < shipped.checked {
      problems.append(.solutionChecksLess(solution: solved.checked, exercise: shipped.checked))
    }
    return problems + wrongAnswerProblems(of: exercise)
  }

  /// The problems of `exercise`'s wrong answers: too few, or one that passes or fails without
  /// the words of its `-- must fail with:` line.
  ///
  /// - Complexity: a run of each wrong answer.
  func wrongAnswerProblems(of exercise: Exercise) -> [Problem] {
    let answers = WrongAnswer.all(of: exercise, in: course.root)
    var problems: [Problem] = []
    if answers.count < WrongAnswer.fewest {
      problems.append(
        .tooFewWrongAnswers(found: answers.count, folder: CourseFiles.join(course.root, exercise.wrongAnswersFolder)))
    }
    for answer in answers {
      let file = CourseFiles.join(course.root, answer.path)
      guard let concept = answer.concept, WrongAnswer.namesAnIdea(concept) else {
        problems.append(.wrongAnswerNamesNoIdea(path: file))
        continue
      }
      let run = ExerciseRun.run(file, flags: flags, timeLimit: timeLimit)
      if run.failures.isEmpty {
        problems.append(.wrongAnswerPasses(path: file))
      } else if !run.failures.contains(where: { $0.reportLine.contains(concept) }) {
        problems.append(.wrongAnswerUnexplained(path: file, concept: concept, failures: run.failures.map(\.reportLine)))
      }
    }
    return problems
  }

  /// The names the hints send the learner to with `:help NAME`.
  static func helpNames(in hints: [String]) -> [String] {
    hints.flatMap { hint in
      hint.ranges(of: ":help ").map { range in
        let word = hint[range.upperBound...].prefix { !$0.isWhitespace && $0 != ")" && $0 != "," }
        return String(word.reversed().drop { $0 == "." }.reversed())
      }
    }
  }

  /// Checks every exercise, printing a line for each; returns the names of those that do not
  /// check out.
  ///
  /// - Complexity: a run of each exercise, solution and wrong answer.
  func run(style: TerminalStyle) -> [String] {
    let exercises = course.exercises
    Console.out("checking the \(exercises.count) exercises of \(course.root)")
    var failed: [String] = []
    for exercise in exercises {
      let problems = problems(of: exercise)
      if problems.isEmpty {
        let wrong = WrongAnswer.all(of: exercise, in: course.root).count
        Console.out(
          style.apply("✓", .green)
            + " \(exercise.name): fails as shipped, passes with its solution, fails on its \(wrong) wrong answers")
        continue
      }
      failed.append(exercise.name)
      Console.out(style.apply("✗", .red) + " \(exercise.name) (\(CourseFiles.join(course.root, exercise.path))):")
      for problem in problems { Console.out("  " + problem.description) }
    }
    if failed.isEmpty {
      Console.out(
        "all \(exercises.count) exercises fail as shipped, pass with their solutions and fail on their wrong answers, "
          + "each saying why")
    } else {
      Console.out("\(failed.count) of \(exercises.count) exercises do not check out: \(failed.joined(separator: ", "))")
    }
    Console.flush()
    return failed
  }
}
