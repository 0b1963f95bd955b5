import Foundation
import Testing

/// `listlab learn` without a terminal: the shipped course checked, a teacher's course, and a
/// learner's folder run by run (copy, fail, pass, hints, list, reset).
@Suite struct LearnTests {
  static let course = ListLabBinary.repository + "/Scripts/learn"

  /// The shipped course as its indexes list it: each chapter's folder and its exercises with
  /// their number of hints.
  static func shippedChapters() throws -> [(folder: String, title: String, exercises: [(name: String, hints: Int)])] {
    let folders = try FileManager.default.contentsOfDirectory(atPath: course).sorted()
      .filter { FileManager.default.fileExists(atPath: "\(course)/\($0)/index.txt") }
    return try folders.map { folder in
      var exercises: [(name: String, hints: Int)] = []
      var title = ""
      for line in try String(contentsOfFile: "\(course)/\(folder)/index.txt", encoding: .utf8).split(separator: "\n") {
        if line.hasPrefix("chapter:") {
          title = line.dropFirst("chapter:".count).trimmingCharacters(in: .whitespaces)
        } else if line.hasPrefix("exercise:") {
          exercises.append((line.dropFirst("exercise:".count).trimmingCharacters(in: .whitespaces), 0))
        } else if line.hasPrefix("hint:") {
          exercises[exercises.count - 1].hints += 1
        }
      }
      return (folder, title, exercises)
    }
  }

  static func exerciseCount() throws -> Int { try shippedChapters().reduce(0) { $0 + $1.exercises.count } }

  // MARK: The shipped course

  @Test func theShippedCourseIsAtLeast24ExercisesIn6ChaptersWithTwoOrThreeHintsEach() throws {
    let chapters = try Self.shippedChapters()
    #expect(chapters.count >= 6)
    #expect(try Self.exerciseCount() >= 24)
    for chapter in chapters {
      for exercise in chapter.exercises {
        #expect((2...3).contains(exercise.hints), "\(exercise.name) has \(exercise.hints) hints")
        let solution = "\(Self.course)/solutions/\(chapter.folder)/\(exercise.name).lua"
        #expect(FileManager.default.fileExists(atPath: solution), "\(solution)")
      }
    }
  }

  /// The suite's check of the course: every exercise fails as shipped, at a line of its own with
  /// a TODO, and passes with its reference solution.
  @Test func theShippedCourseChecksOut() throws {
    let count = try Self.exerciseCount()
    let result = try listlab(["learn", "--check"])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(result.status == 0, "\(result.stdout)")
    #expect(lines.first == "checking the \(count) exercises of \(Self.course)")
    // Each exercise is checked against its wrong answers too: at least 2 each, every one failing.
    let checked = lines.compactMap {
      $0.firstMatch(of: /^✓ .*: fails as shipped, passes with its solution, fails on its (\d+) wrong answers$/)
    }
    #expect(checked.count == count)
    #expect(checked.allSatisfy { Int($0.output.1)! >= 2 }, "\(lines)")
    #expect(
      lines.last
        == "all \(count) exercises fail as shipped, pass with their solutions and fail on their wrong answers, each saying why"
    )
  }

  /// The wrong answers of the issue, run as a learner would write them: each fails, and the
  /// message says which idea it misses, not only the numbers.
  @Test func typicalWrongAnswersFailWithTheIdeaTheyMiss() throws {
    let cases: [(file: String, message: String)] = [
      (
        "01-tables/grouped/inset-grouped",
        "a grouped table runs edge to edge, not inset from the sides: expected cell \"wifi\" to have x = 0, got 16; w = 375, got 343"
      ),
      (
        "04-compositional/square-tiles/absolute",
        "square at any width: as tall as a third of the width: expected cell \"p1\" to have h = 256, got 125"
      ),
      (
        "05-diffing/stages/uikit-words",
        "your stage 2, \"inserts\", is no stage's name: a stage is one of item updates, deletes, "
          + "section inserts and moves, item inserts and moves, section updates"
      ),
      (
        "05-diffing/stages/uikit-words",
        "your prediction leaves out \"item updates\", which this change takes: a cell whose content changed is reloaded"
      ),
      (
        "05-diffing/stages/reversed",
        "your stages 1 and 2 are out of order: the stages are always in the order item updates, deletes, "
          + "section inserts and moves, item inserts and moves, section updates"
      ),
    ]
    for (file, message) in cases {
      let run = try listlab(["run", Self.course + "/wrong/" + file + ".lua"])
      #expect(run.status == 1, "\(file)")
      #expect(run.stderr.contains(message), "\(file): \(run.stderr)")
    }
    // A right prediction in part is not called wrong where it is right: "deletes" is a stage name.
    let words = try listlab(["run", Self.course + "/wrong/05-diffing/stages/uikit-words.lua"])
    #expect(!words.stderr.contains("\"deletes\", is no stage's name"))
    #expect(words.stderr.contains("your stage 3, \"moves\", is no stage's name"))
  }

  /// The course names every exercise close to a mistyped one, not the first in order.
  @Test func didYouMeanOffersEveryCloseExercise() throws {
    let folder = Scratch()
    let result = try listlab(["learn", "stage"], directory: folder.path)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "listlab learn: no exercise \"stage\" (did you mean \"staged\" or \"stages\"?); listlab learn list shows them\n"
    )
  }

  // MARK: A teacher's course

  /// A one-chapter course: `good` checks out, `broken` passes as shipped and sends the learner to
  /// a `:help` that names nothing, `wrong`'s solution fails.
  static func teacherCourse(in scratch: Scratch) throws -> String {
    try scratch.file(
      "course/index.txt",
      """
      # A teacher's chapter.
      chapter: Teacher's chapter

      exercise: good
      title: A row of 60 points
      hint: Give it a height (:help height).
      hint: height = 60.

      exercise: broken
      title: Nothing to do
      hint: It passes already (:help l:fram).

      exercise: wrong
      title: A wrong solution
      hint: It never passes.
      """)
    let failing =
      "local l = list { cell \"a\" {} } -- TODO: 60 points tall\nexpect_frame(\"a\", { h = 60 })\nprint(l)\n"
    let passing =
      "local l = list { cell \"a\" { height = 60 } } -- TODO: nothing\nexpect_frame(\"a\", { h = 60 })\nprint(l)\n"
    try scratch.file("course/good.lua", failing)
    try scratch.file("course/solutions/good.lua", passing)
    try scratch.file("course/broken.lua", passing)
    try scratch.file("course/solutions/broken.lua", passing)
    try scratch.file("course/wrong.lua", failing)
    try scratch.file("course/solutions/wrong.lua", failing)
    // good's wrong answers fail on its expectation, which names the idea.
    for (name, height) in [("default", "44"), ("too-tall", "66")] {
      try scratch.file(
        "course/wrong/good/\(name).lua",
        "-- must fail with: a fixed height\nlocal l = list { cell \"a\" { height = \(height) } }\n"
          + "expect_frame(\"a\", { h = 60 }, { message = \"a fixed height of 60\" })\n")
    }
    return scratch.path + "/course"
  }

  @Test func checkNamesEachExerciseThatDoesNotCheckOut() throws {
    let scratch = Scratch()
    let course = try Self.teacherCourse(in: scratch)
    let result = try listlab(["learn", "--check", course])
    #expect(result.status == 1)
    #expect(
      result.stdout.split(separator: "\n").map(String.init) == [
        "checking the 3 exercises of \(course)",
        "✓ good: fails as shipped, passes with its solution, fails on its 2 wrong answers",
        "✗ broken (\(course)/broken.lua):",
        "  passes as shipped: the learner has nothing to do (it needs a gap or a mistake)",
        "  a hint says :help l:fram, which names nothing of the Lua API (listlab defs --json lists its names)",
        "  0 wrong answers in \(course)/wrong/broken: give at least 2 typical mistakes, each a copy of the exercise "
          + "with one, and a \"-- must fail with: WORDS\" line",
        "✗ wrong (\(course)/wrong.lua):",
        "  its solution fails:",
        "    \(course)/solutions/wrong.lua:2: expected cell \"a\" to have h = 60, got 44 (frame (0 0; 375 44), tolerance 0.001)",
        "  0 wrong answers in \(course)/wrong/wrong: give at least 2 typical mistakes, each a copy of the exercise "
          + "with one, and a \"-- must fail with: WORDS\" line",
        "2 of 3 exercises do not check out: broken, wrong",
      ])
  }

  /// Wrong answers that the exercise lets through, or fails on without saying why, or that do
  /// not say what their failure must explain, are each named.
  @Test func checkNamesEachWrongAnswerLetThroughOrUnexplained() throws {
    let scratch = Scratch()
    try scratch.file(
      "course/index.txt", "chapter: C\nexercise: tall\ntitle: A tall row\nhint: height = 60.\nhint: Really.\n")
    let expectation = "expect_frame(\"a\", { h = 60 })\n"
    try scratch.file("course/tall.lua", "local l = list { cell \"a\" {} } -- TODO: 60 points tall\n" + expectation)
    try scratch.file("course/solutions/tall.lua", "local l = list { cell \"a\" { height = 60 } }\n" + expectation)
    try scratch.file(
      "course/wrong/tall/let-through.lua",
      "-- must fail with: a fixed height\nlocal l = list { cell \"a\" { height = 60 } }\n" + expectation)
    try scratch.file(
      "course/wrong/tall/numbers-only.lua",
      "-- must fail with: a fixed height\nlocal l = list { cell \"a\" { height = 44 } }\n" + expectation)
    try scratch.file(
      "course/wrong/tall/no-idea.lua", "-- must fail with: 60\nlocal l = list { cell \"a\" {} }\n" + expectation)
    let course = scratch.path + "/course"
    let result = try listlab(["learn", "--check", course])
    #expect(result.status == 1)
    let wrong = course + "/wrong/tall"
    #expect(
      result.stdout.split(separator: "\n").map(String.init) == [
        "checking the 1 exercises of \(course)",
        "✗ tall (\(course)/tall.lua):",
        "  the wrong answer \(wrong)/let-through.lua passes: the exercise lets this mistake through (it needs an "
          + "expectation that fails on it)",
        "  the wrong answer \(wrong)/no-idea.lua has no \"-- must fail with: WORDS\" line with words that name the "
          + "idea its failure must explain (not only numbers)",
        "  the wrong answer \(wrong)/numbers-only.lua fails, but no message says \"a fixed height\": the learner reads only",
        "    \(wrong)/numbers-only.lua:3: expected cell \"a\" to have h = 60, got 44 (frame (0 0; 375 44), tolerance 0.001)",
        "1 of 1 exercises do not check out: tall",
      ])
  }

  @Test func aCourseIndexIsCheckedLineByLine() throws {
    let scratch = Scratch()
    try scratch.file("course/index.txt", "chapter: C\nexercise: ghost\ntitle: T\nhnit: a hint\nhint: h\n")
    let result = try listlab(["learn", "--check", scratch.path + "/course"])
    #expect(result.status == 1)
    let course = scratch.path + "/course"
    #expect(
      result.stderr == """
        listlab learn: the course \(course) has 2 problems:
          \(course)/index.txt:2: exercise "ghost": no file \(course)/ghost.lua
          \(course)/index.txt:4: unknown field "hnit" (did you mean "hint"?); an index has chapter, exercise, title and hint lines

        """)
  }

  @Test func aTeachersCourseIsRememberedByTheFolderAndDrawnOnAPage() throws {
    let scratch = Scratch()
    let course = try Self.teacherCourse(in: scratch)
    let first = try listlab(["learn", "--course", course, "--html", "page.html"], directory: scratch.path)
    #expect(first.status == 1)
    #expect(first.stdout.contains("exercise 1 of 3: good — A row of 60 points  (good.lua)"))
    #expect(first.stdout.contains("  good.lua:2: expected cell \"a\" to have h = 60, got 44"))
    // The page: the exercise's failed expectation, in a block that wraps, then its picture.
    let page = try String(contentsOfFile: scratch.path + "/page.html", encoding: .utf8)
    #expect(page.contains("<svg"))
    #expect(
      page.contains(
        "<div class=\"ll-failure\" role=\"alert\"><div class=\"ll-failure-heading\">✗ good: 1 of 1 expectation failed</div>"
      ))
    #expect(page.contains("good.lua:2: expected cell &quot;a&quot; to have h = 60, got 44"))
    // Later commands in the folder follow the same course.
    let list = try listlab(["learn", "list"], directory: scratch.path)
    #expect(list.stdout.hasSuffix("0 of 3 done · current: good · course: \(course)\n"))
  }

  /// docs/learning.md's table of chapters is the course's.
  @Test func theLearningPageListsEveryChapter() throws {
    let page = try String(contentsOfFile: ListLabBinary.repository + "/docs/learning.md", encoding: .utf8)
    // The rows whose second cell is a chapter's folder: | title | `01-tables` | … |
    let rows = page.split(separator: "\n").map {
      $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    .filter { $0.count > 2 && $0[1].hasPrefix("`0") }.map { "\($0[0]) \($0[1])" }
    #expect(rows == (try Self.shippedChapters()).map { "\($0.title) `\($0.folder)`" })
  }

  @Test func helpDocumentsEveryForm() throws {
    let help = try listlab(["learn", "--help"]).stdout
    for form in [
      "listlab learn [NAME] [--course DIR] [--folder DIR] [--html OUT.html]", "listlab learn hint",
      "listlab learn list", "listlab learn reset NAME", "listlab learn --check [DIR]", "h the next hint",
      "docs/learning.md",
    ] {
      #expect(help.contains(form), "\(form)")
    }
  }

  // MARK: A learner's folder

  @Test func aLearnerFailsPassesAndMovesOn() throws {
    let folder = Scratch()
    let count = try Self.exerciseCount()
    let first = try listlab(["learn"], directory: folder.path)
    #expect(first.status == 1)
    let lines = first.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "copied \(count) files of the course into . (files already there are kept)")
    #expect(lines.contains("exercise 1 of \(count): rows — Rows one after another  (01-tables/rows.lua)"))
    #expect(lines.contains("✗ rows: 4 of 4 expectations failed"))
    #expect(
      lines.contains(
        "  01-tables/rows.lua:19: the inbox row is 60 points tall: a fixed height wins over the 44-point default: "
          + "expected cell \"inbox\" to have h = 60, got 44 (frame (0 0; 375 44), tolerance 0.001)"
      ))
    #expect(
      lines.contains("  01-tables/rows.lua:13: cell \"inbox\" {}, -- TODO: the design wants this row 60 points tall"))
    // The frames it printed are shown too.
    #expect(lines.contains("  cell inbox [0,0] (0 0; 375 44)"))
    // The exercises were copied, not the indexes, the solutions nor the wrong answers.
    let files = FileManager.default
    #expect(files.fileExists(atPath: folder.path + "/07-animation/staged.lua"))
    #expect(!files.fileExists(atPath: folder.path + "/01-tables/index.txt"))
    #expect(!files.fileExists(atPath: folder.path + "/solutions"))
    #expect(!files.fileExists(atPath: folder.path + "/wrong"))

    try files.removeItem(atPath: folder.path + "/01-tables/rows.lua")
    try files.copyItem(
      atPath: Self.course + "/solutions/01-tables/rows.lua", toPath: folder.path + "/01-tables/rows.lua")
    let second = try listlab(["learn"], directory: folder.path)
    #expect(second.status == 0)
    let passed = second.stdout.split(separator: "\n").map(String.init)
    #expect(passed.contains("✓ rows passes: 4 expectations"))
    #expect(
      passed.contains(
        "marked done (1 of \(count)) · the reference solution is \(Self.course)/solutions/01-tables/rows.lua"))
    #expect(passed.contains("next: grouped — Plain and grouped · listlab learn opens it"))

    let third = try listlab(["learn"], directory: folder.path)
    #expect(third.status == 1)
    #expect(third.stdout.contains("exercise 2 of \(count): grouped — Plain and grouped  (01-tables/grouped.lua)"))
  }

  @Test func hintsComeInOrderAndListShowsProgress() throws {
    let folder = Scratch()
    try folder.file(".listlab-learn", "current grouped\ndone rows\n")
    var shown: [String] = []
    for _ in 0..<4 { shown.append(try listlab(["learn", "hint"], directory: folder.path).stdout) }
    #expect(
      shown[0]
        == "grouped (01-tables/grouped.lua)\nhint 1 of 3: Compare the header heights the comment gives with the y the expectations want for \"wifi\".\n"
    )
    #expect(
      shown[1].hasSuffix(
        "hint 2 of 3: The expectations describe footnote headers and 35 points between sections: the grouped style "
          + "(:help style).\n"))
    #expect(shown[2].hasSuffix("hint 3 of 3: style = \"grouped\".\n"))
    #expect(
      shown[3]
        == "no more hints for grouped (all 3 shown); the reference solution is \(Self.course)/solutions/01-tables/grouped.lua\n"
    )

    let list = try listlab(["learn", "list"], directory: folder.path).stdout.split(separator: "\n").map(String.init)
    #expect(list.first == "1. Table styles, margins and separators  (01-tables)")
    func row(_ mark: String, _ name: String, _ title: String) -> Bool {
      list.contains { $0.hasPrefix("  \(mark) \(name) ") && $0.hasSuffix("  \(title)") }
    }
    #expect(row("✓", "rows", "Rows one after another"))
    #expect(row("▸", "grouped", "Plain and grouped"))
    #expect(row("·", "wallet", "The Wallet look: insetGrouped"))
    #expect(list.last == "1 of \(try Self.exerciseCount()) done · current: grouped · course: \(Self.course)")
  }

  @Test func editsAreNeverReplacedButResetRestoresAnExercise() throws {
    let folder = Scratch()
    let mine = try folder.file("01-tables/rows.lua", "-- my own attempt\n")
    try folder.file(".listlab-learn", "current grouped\ndone rows\nhints rows 2\n")
    _ = try listlab(["learn"], directory: folder.path)
    #expect(try String(contentsOfFile: mine, encoding: .utf8) == "-- my own attempt\n")

    let reset = try listlab(["learn", "reset", "rows"], directory: folder.path)
    #expect(reset.status == 0)
    #expect(reset.stdout == "restored 01-tables/rows.lua from the course; rows is not done\n")
    let original = try String(contentsOfFile: Self.course + "/01-tables/rows.lua", encoding: .utf8)
    #expect(try String(contentsOfFile: mine, encoding: .utf8) == original)
    let progress = try String(contentsOfFile: folder.path + "/.listlab-learn", encoding: .utf8)
    #expect(!progress.contains("done rows") && !progress.contains("hints rows"))

    let unknown = try listlab(["learn", "reset", "rwos"], directory: folder.path)
    #expect(unknown.status == 1)
    #expect(
      unknown.stderr == "listlab learn: no exercise \"rwos\" (did you mean \"rows\"?); listlab learn list shows them\n")
  }
}
