import LuaBridge

/// A course: chapters of exercises in teaching order, read from a folder.
///
/// The folder holds one folder per chapter (taken in the order of their names: `01-tables`,
/// `02-self-sizing`, …), each with an `index.txt` (see ``ChapterIndex``) and the exercise files it
/// lists; or it is itself a chapter (it has an `index.txt`). The reference solution of
/// `COURSE/CHAPTER/NAME.lua` is `COURSE/solutions/CHAPTER/NAME.lua`, and its typical wrong answers
/// are in `COURSE/wrong/CHAPTER/NAME/` (see ``WrongAnswer``).
struct Course: Equatable {
  static let solutionsFolder = "solutions"
  /// Words `listlab learn` takes as commands, so no exercise may be named so.
  static let reservedNames = ["hint", "list", "reset"]

  /// The course's folder, as given.
  var root: String
  var chapters: [Chapter]

  /// Every exercise, in teaching order.
  var exercises: [Exercise] { chapters.flatMap(\.exercises) }

  func exercise(named name: String) -> Exercise? { exercises.first { $0.name == name } }

  /// Reads the course in `root`; every problem of its indexes and files is reported at once.
  ///
  /// - Complexity: O(size of the indexes + number of files).
  static func load(from root: String) throws(LearnError) -> Course {
    let folders: [String]
    if CourseFiles.exists(CourseFiles.join(root, ChapterIndex.fileName)) {
      folders = [""]
    } else {
      guard let contents = CourseFiles.contents(of: root) else {
        throw .invalidCourse(
          root: root,
          problems: [CourseProblem(place: CoursePlace(file: root), kind: .unreadable(reason: "not a folder"))])
      }
      folders = contents.folders.filter {
        $0 != solutionsFolder && $0 != WrongAnswer.folder
          && CourseFiles.exists(CourseFiles.join(root, $0 + "/" + ChapterIndex.fileName))
      }
    }
    var problems: [CourseProblem] = []
    if folders.isEmpty { problems.append(CourseProblem(place: CoursePlace(file: root), kind: .noChapters)) }
    var chapters: [Chapter] = []
    var seen: [String: CoursePlace] = [:]
    for folder in folders {
      let chapter = readChapter(root: root, folder: folder, number: chapters.count, problems: &problems)
      for exercise in chapter.exercises {
        if let first = seen[exercise.name] {
          problems.append(
            CourseProblem(place: exercise.indexPlace, kind: .duplicate(exercise: exercise.name, first: first)))
        } else {
          seen[exercise.name] = exercise.indexPlace
        }
      }
      chapters.append(chapter)
    }
    guard problems.isEmpty else { throw .invalidCourse(root: root, problems: problems) }
    return Course(root: root, chapters: chapters)
  }

  /// One chapter's index and exercises; its problems are added to `problems`.
  private static func readChapter(
    root: String, folder: String, number: Int, problems: inout [CourseProblem]
  ) -> Chapter {
    let prefix = folder.isEmpty ? "" : folder + "/"
    let indexPath = CourseFiles.join(root, prefix + ChapterIndex.fileName)
    let text: String
    do {
      text = try SourceFile.read(indexPath)
    } catch {
      problems.append(CourseProblem(place: CoursePlace(file: indexPath), kind: .unreadable(reason: error.description)))
      return Chapter(folder: folder, title: folder, exercises: [])
    }
    let (index, found) = ChapterIndex.parse(text, path: indexPath)
    var chapterProblems = found
    defer { problems += CourseProblem.inLineOrder(chapterProblems) }
    let exercises = index.entries.map { entry in
      Exercise(
        name: entry.name, title: entry.title, hints: entry.hints, path: prefix + entry.name + ".lua",
        indexPlace: entry.place, chapter: number)
    }
    for exercise in exercises where problem(withName: exercise.name) == nil {
      let path = CourseFiles.join(root, exercise.path)
      if !SourceFile.isReadableFile(path) {
        chapterProblems.append(
          CourseProblem(place: exercise.indexPlace, kind: .noFile(exercise: exercise.name, path: path)))
      }
    }
    return Chapter(folder: folder, title: index.title, exercises: exercises)
  }

  /// What is wrong with `name` as an exercise's name, if anything.
  static func problem(withName name: String) -> CourseProblem.Kind? {
    if reservedNames.contains(name) { return .reservedName(name) }
    let allowed = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
    }
    return allowed && !name.hasPrefix("-") ? nil : .badName(name)
  }
}
