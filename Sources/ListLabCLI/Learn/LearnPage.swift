import ListRender

/// `listlab learn --html OUT.html`: a page of the exercise being worked on — the pictures of
/// what it prints and shows, with its result (failed expectations, lines to change, hints shown)
/// beside the first picture.
enum LearnPage {
  /// The page of one run of an exercise.
  static func page(of report: ExerciseReport) -> HTMLPage {
    var plain = report
    plain.style = .plain
    let exercise = report.exercise
    let chapter = report.course.chapters[exercise.chapter]
    var side = plain.result
    if !plain.hints.isEmpty { side += [""] + plain.hints }
    side.append("")
    let section = HTMLPage.Section(
      heading: plain.heading[1],
      narration: "Chapter \(exercise.chapter + 1): \(chapter.title). Edit \(report.file) and save: this page "
        + "follows. \(plain.doneCount) of \(report.course.exercises.count) exercises done.",
      entries: [.text(side)] + report.run.pageEntries)
    return HTMLPage(title: "listlab learn: \(exercise.name) — \(exercise.title)", sections: [section])
  }

  /// Writes the page of `report` to `path`.
  static func write(_ report: ExerciseReport, to path: String, watching: Bool) {
    PageFile.write(page(of: report), to: path, watching: watching)
  }
}
