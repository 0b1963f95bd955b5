import ArgumentParser
import ListRender
import ListScript

/// `listlab learn`: a course of exercises on list layout and diffing, done one at a time in
/// watch mode, with hints, progress and reference solutions.
struct LearnCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "learn",
    abstract: "Learn list layout and diffing by fixing small broken scenarios, one at a time.",
    usage: """
      listlab learn [NAME] [--course DIR] [--folder DIR] [--html OUT.html]
      listlab learn hint
      listlab learn list
      listlab learn reset NAME
      listlab learn --check [DIR]
      """,
    discussion: """
      The course shipped with ListLab is Scripts/learn/: chapters from the table styles to \
      animation curves. Each exercise is a scenario file with a gap or a mistake (a TODO comment \
      marks it) and expect(…) lines that say what a correct answer gives.

      listlab learn copies the exercises (not their solutions) into your folder — the current \
      one, or --folder DIR — keeping their paths (01-tables/rows.lua), and never replaces a file \
      that is there. It then watches the first unfinished exercise: each time you save it, it \
      runs it and shows what it printed (the frames, the stages), each failed expectation with \
      its file:line, and the lines to change. When every expectation passes the exercise is \
      marked done, and n opens the next. Keys: h the next hint, n the next exercise (once this one \
      passes), r run again, l the list, q quit. Without a terminal it runs the exercise once and \
      exits (status 1 when it fails).

      listlab learn NAME    jumps to an exercise.
      listlab learn hint    shows the next hint of the current exercise.
      listlab learn list    lists the chapters and exercises with your progress.
      listlab learn reset NAME
                            puts the course's version of an exercise back over yours.
      Progress lives in .listlab-learn in your folder (delete it to start over).

      --course DIR uses a course of your own: a folder of chapters, each a folder with an \
      index.txt (its title, then each exercise's name, title and hints) and its exercise files; \
      solutions in DIR/solutions/CHAPTER/NAME.lua. The folder remembers it for later commands.
      --check [DIR] checks a course (the shipped one by default): every exercise must fail as \
      shipped, at a line of its own with a TODO, pass with its solution, and fail on each of its \
      typical wrong answers (at least 2, in DIR/wrong/CHAPTER/NAME/*.lua, each a copy of the \
      solution with one mistake) with a message that contains the words of the wrong answer's \
      "-- must fail with: WORDS" line, the idea the learner missed; exit status 1 names each \
      exercise that does not.
      --html OUT.html also writes a page of the exercise — its pictures beside the failed \
      expectations — rewritten at each save; an open page reloads itself.

      docs/learning.md describes the course, the loop and how to write a chapter.
      """)

  @Argument(
    help: ArgumentHelp(
      "An exercise's name, or hint, list, reset NAME; with --check, the course's folder.", valueName: "NAME"))
  var words: [String] = []

  @Option(help: ArgumentHelp("A course of your own instead of the shipped one.", valueName: "DIR"))
  var course: String?

  @Option(
    help: ArgumentHelp("Your folder, where the exercises are copied (default: the current one).", valueName: "DIR"))
  var folder: String?

  @Option(help: ArgumentHelp("Also write the exercise as a page, rewritten at each save.", valueName: "OUT.html"))
  var html: String?

  @Flag(
    help:
      "Check that every exercise of a course fails as shipped, passes with its solution and fails on its wrong answers."
  )
  var check = false

  @OptionGroup var flags: ScriptFlags

  @Option(name: .customLong("time-limit"), help: TimeLimit.help(per: "run of an exercise", default: "default 30"))
  var timeLimit: Double?

  func validate() throws {
    try TimeLimit.validate(timeLimit)
    if check {
      guard words.count <= 1 else { throw ValidationError("--check takes one course folder at most") }
      if words.count == 1, course != nil { throw ValidationError("give the course once: --check DIR or --course DIR") }
      if html != nil { throw ValidationError("--html is for watching an exercise, not for --check") }
      return
    }
    switch words.first {
    case "hint", "list":
      guard words.count == 1 else { throw ValidationError("\(words[0]) takes no argument") }
    case "reset":
      guard words.count == 2 else {
        throw ValidationError("reset takes the name of one exercise: listlab learn reset NAME")
      }
    default:
      guard words.count <= 1 else { throw ValidationError("give one exercise at most") }
    }
    if html != nil, ["hint", "list", "reset"].contains(words.first ?? "") {
      throw ValidationError("--html is for watching an exercise")
    }
  }

  func run() throws {
    do {
      if check {
        try checkCourse()
        return
      }
      var session = try LearnSession(
        folder: LearnerFolder(path: folder ?? "."), courseFolder: course,
        flags: flags, timeLimit: timeLimit ?? TimeLimit.standard, style: TerminalStyle(enabled: Console.colorsOnStdout))
      switch words.first {
      case "hint": try session.showNextHint()
      case "list": session.list()
      case "reset": try session.reset(words[1])
      default:
        let passed = try session.start(at: words.first, page: html, watch: Console.stdinIsTerminal)
        if !passed { throw ExitCode(1) }
      }
    } catch let error as LearnError {
      Console.error(error.description)
      throw ExitCode(1)
    }
  }

  /// `--check [DIR]`.
  private func checkCourse() throws {
    let root: String
    if let given = words.first ?? course { root = given } else { root = try LearnSession.shippedCourse() }
    let checked = try Course.load(from: root)
    let check = CourseCheck(course: checked, flags: flags, timeLimit: timeLimit ?? TimeLimit.standard)
    if !check.run(style: TerminalStyle(enabled: Console.colorsOnStdout)).isEmpty { throw ExitCode(1) }
  }
}
