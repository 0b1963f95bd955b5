/// One exercise of a course: a scenario file with a gap or a mistake, its hints, and where its
/// reference solution is.
struct Exercise: Equatable {
  /// The file's name without `.lua`; unique in the course (`listlab learn NAME`).
  var name: String
  var title: String
  /// From a nudge to nearly the answer.
  var hints: [String]
  /// The file's path from the course's folder, kept in the learner's folder: `01-tables/rows.lua`.
  var path: String
  /// Its entry in the chapter's index.
  var indexPlace: CoursePlace
  /// The index of its chapter in the course.
  var chapter: Int

  /// The path of its reference solution from the course's folder: `solutions/01-tables/rows.lua`.
  var solutionPath: String { Course.solutionsFolder + "/" + path }
  /// The folder of its typical wrong answers from the course's folder: `wrong/01-tables/rows`.
  var wrongAnswersFolder: String { WrongAnswer.folder + "/" + path.dropLast(".lua".count) }
}

/// A folder of exercises with its index.
struct Chapter: Equatable {
  /// The folder's path from the course's folder (`01-tables`), empty for a course that is one
  /// chapter.
  var folder: String
  var title: String
  var exercises: [Exercise]
}
