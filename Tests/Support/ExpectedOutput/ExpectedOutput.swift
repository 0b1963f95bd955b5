import Foundation
public import Testing

/// The one expected-output check of the test suite: `actual` against the file at `path`.
///
/// With `LISTLAB_RECORD=1` in the environment the file is written instead, and the check fails
/// with "recorded", so that a recording run never passes by accident: review the files' diff,
/// then run again without the variable. A difference is reported by its first lines, with the
/// command that regenerates the file.
public func expectOutput(
  _ actual: String, inFile path: String, regenerate command: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let file = URL(fileURLWithPath: path)
  if isRecording {
    do {
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: file, atomically: true, encoding: .utf8)
      Issue.record("recorded \(path); run again without LISTLAB_RECORD to check it", sourceLocation: sourceLocation)
    } catch {
      Issue.record("could not record \(path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
    Issue.record(
      "no expected output at \(path); record it with `\(command)`. Actual:\n\(actual)", sourceLocation: sourceLocation)
    return
  }
  guard expected != actual else { return }
  Issue.record(
    """
    output differs from \(file.lastPathComponent):
    \(lineDiff(expected: expected, actual: actual))
    After an intended change, regenerate it with `\(command)` and review the diff.
    """, sourceLocation: sourceLocation)
}

/// Whether this run records expected outputs (`LISTLAB_RECORD=1`).
public var isRecording: Bool { ProcessInfo.processInfo.environment["LISTLAB_RECORD"] == "1" }

/// The first differing lines (at most 12), with their numbers.
public func lineDiff(expected: String, actual: String) -> String {
  let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var report: [String] = []
  for index in 0..<max(left.count, right.count) where report.count < 12 {
    let old = index < left.count ? String(left[index]) : "<missing>"
    let new = index < right.count ? String(right[index]) : "<missing>"
    if old != new { report.append("line \(index + 1):\n  - \(old)\n  + \(new)") }
  }
  return report.joined(separator: "\n")
}
