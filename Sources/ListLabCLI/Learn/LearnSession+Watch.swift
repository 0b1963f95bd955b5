import ListLabSystem
import ListRender
import LuaBridge

extension LearnSession {
  /// `listlab learn [NAME]`: copies what the folder lacks, then works on `name` (else the next
  /// unfinished exercise): in watch mode on a terminal, else runs it once. Returns whether the
  /// last run passed.
  mutating func start(at name: String?, page: String?, watch: Bool) throws(LearnError) -> Bool {
    if let page { try refuseOverwriting(page: page) }
    let copied = try folder.copyMissing(from: course)
    var notice: [String] = []
    if !copied.isEmpty {
      notice = [
        "copied \(copied.count) file\(copied.count == 1 ? "" : "s") of the course into \(folder.path) "
          + "(files already there are kept)",
        "In each exercise a TODO marks what to change: change the code, not the expectations, until every "
          + "expect passes.", "",
      ]
    }
    let exercise: Exercise
    if let name {
      guard let named = course.exercise(named: name) else { throw LearnError.unknown(name, in: course) }
      exercise = named
    } else if let next = currentExercise {
      exercise = next
    } else {
      Console.out(
        style.apply("every exercise of the course is done", .green)
          + " (\(course.exercises.count)); listlab learn NAME opens one again, listlab learn list lists them")
      try update { _ in }
      return true
    }
    guard watch else {
      let run = try runOnce(exercise, page: page, interrupts: false)
      var lines =
        notice
        + report(of: exercise, run: run).screen(
          keys: "save, then listlab learn runs it again · listlab learn hint gives a hint")
      if run.succeeded { lines.insert(contentsOf: afterPass(exercise, key: false), at: lines.count - 3) }
      show(lines)
      return run.succeeded
    }
    try watchLoop(from: exercise, page: page, notice: notice)
    return true
  }

  /// Refuses a page (`--html`, and the reload script beside it) that would replace a file the
  /// course or the learner has: a file of a chapter, its copy in the folder, a solution, the
  /// progress and its lock, a plugin.
  ///
  /// - Complexity: O(files of the course).
  func refuseOverwriting(page: String) throws(LearnError) {
    var inputs = [
      InputFile(.progress, CourseFiles.join(folder.path, Progress.fileName)),
      InputFile(.progress, CourseFiles.join(folder.path, Progress.lockFileName)),
    ]
    inputs += InputFile.all(.plugin, flags.plugins)
    for chapter in course.chapters {
      let source = chapter.folder.isEmpty ? course.root : CourseFiles.join(course.root, chapter.folder)
      let target = chapter.folder.isEmpty ? folder.path : CourseFiles.join(folder.path, chapter.folder)
      for name in CourseFiles.contents(of: source)?.files ?? [] {
        inputs += [
          InputFile(.courseFile, CourseFiles.join(source, name)), InputFile(.exercise, CourseFiles.join(target, name)),
        ]
      }
    }
    inputs += InputFile.all(.courseFile, course.exercises.map { solution(of: $0) })
    do {
      let outputs = [
        OutputFile(option: "--html", path: page),
        OutputFile(option: "--html's reload script", path: PageFile.reloadScript(of: page)),
      ]
      try OverwriteCheck.refuse(command: "learn", writing: outputs, over: inputs)
    } catch {
      throw .refused(error)
    }
  }

  /// The keys of watch mode, as the screen's last line lists them.
  private static func keys(passed: Bool) -> String {
    (passed ? "n next · " : "") + "h hint · r run again · l list · q quit"
  }

  /// Watch mode: runs the exercise each time it (or a module it requires) is saved, and answers
  /// single keys, until `q`, Ctrl-C or the end of input.
  ///
  /// - Complexity: a run per save; the files are checked every 150 ms.
  mutating func watchLoop(from first: Exercise, page: String?, notice: [String]) throws(LearnError) {
    let keyboard = KeyboardInput()
    defer { keyboard.restore() }
    InterruptSignal.shared.install()
    _ = InterruptSignal.shared.takePending()
    var exercise = first
    var notice = notice
    while true {
      let started = FileWatcher.Moment.now
      let run = try runOnce(exercise, page: page, interrupts: true)
      _ = InterruptSignal.shared.takePending()
      render(exercise, run: run, page: page, notice: notice)
      notice = []
      let watcher = FileWatcher(paths: run.readFiles, since: started)
      switch try wait(for: watcher, keyboard: keyboard, exercise: exercise, passed: run.succeeded) {
      case .quit:
        Console.out("")
        Console.flush()
        return
      case .runAgain: continue
      case .open(let next): exercise = next
      }
    }
  }

  private enum Next {
    case quit
    case runAgain
    case open(Exercise)
  }

  /// Waits for a save or a key; shows hints, the list and messages as they are asked for.
  private mutating func wait(
    for watcher: FileWatcher, keyboard: KeyboardInput, exercise: Exercise, passed: Bool
  ) throws(LearnError) -> Next {
    while true {
      if InterruptSignal.shared.takePending() { return .quit }
      if watcher.changedFile() != nil {
        // Let an editor finish writing (several writes, or a write and a rename) before reading.
        SystemClock.sleep(microseconds: 50_000)
        return .runAgain
      }
      switch keyboard.key(waitingUpTo: 150) {
      case .none: continue
      case .end: return .quit
      case .key(let key):
        switch key {
        case UInt8(ascii: "q"), UInt8(ascii: "Q"), 3, 4: return .quit
        case UInt8(ascii: "r"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return .runAgain
        case UInt8(ascii: "h"):
          show([""] + (try nextHint(of: exercise)))
        case UInt8(ascii: "l"):
          refresh()
          show([""] + listing())
        case UInt8(ascii: "n"):
          refresh()
          guard passed else {
            show(["", "\(exercise.name) does not pass yet: make every expectation pass first (h for a hint)"])
            continue
          }
          guard let next = progress.nextUnfinished(in: course) else {
            show(["", style.apply("every exercise of the course is done", .green)])
            continue
          }
          return .open(next)
        default: continue
        }
      }
    }
  }

  /// Clears the terminal and draws the exercise's screen.
  private func render(_ exercise: Exercise, run: ExerciseRun, page: String?, notice: [String]) {
    var lines = notice + report(of: exercise, run: run).screen(keys: Self.keys(passed: run.succeeded))
    if run.succeeded {
      lines.insert(contentsOf: afterPass(exercise, key: true), at: lines.count - 3)
    }
    if let page { lines.insert(style.apply("page: \(page) (an open page reloads itself)", .dim), at: lines.count - 1) }
    if Console.stdoutIsTerminal { StandardStreams.write("\u{1B}[H\u{1B}[2J\u{1B}[3J", to: 1) }
    show(lines)
  }

  private func show(_ lines: [String]) {
    for line in lines { Console.out(line) }
    Console.flush()
  }
}
