import ListRender

/// `listlab learn --html OUT.html`: a page of the exercise being worked on — its result (failed
/// expectations and the lines to change, in a failure's block; the hints shown, in a note's),
/// wrapped at the page's width as `listlab run --html` wraps its failures, then the pictures of
/// what it prints and shows.
enum LearnPage {
  /// The page of one run of an exercise.
  static func page(of report: ExerciseReport) -> HTMLPage {
    var plain = report
    plain.style = .plain
    let exercise = report.exercise
    let chapter = report.course.chapters[exercise.chapter]
    var entries: [HTMLPage.Entry] = []
    let result = plain.result
    if report.run.succeeded || result.isEmpty {
      entries.append(.note(heading: result.first ?? "", lines: []))
    } else {
      let heading = result[0].hasPrefix("✗ ") ? String(result[0].dropFirst(2)) : result[0]
      entries.append(.failure(heading: heading, lines: Array(result.dropFirst())))
    }
    if !plain.hints.isEmpty { entries.append(.note(heading: "hints", lines: plain.hints)) }
    let section = HTMLPage.Section(
      heading: plain.heading[1],
      narration: "Chapter \(exercise.chapter + 1): \(chapter.title). Edit \(report.file) and save: this page "
        + "follows. \(plain.doneCount) of \(report.course.exercises.count) exercises done.",
      entries: entries + report.run.pageEntries)
    return HTMLPage(title: "listlab learn: \(exercise.name) — \(exercise.title)", sections: [section])
  }

  /// Writes the page of `report` to `path`.
  static func write(_ report: ExerciseReport, to path: String, watching: Bool) {
    PageFile.write(page(of: report), to: path, watching: watching)
  }
}
