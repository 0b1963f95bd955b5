import Foundation
import Testing

/// Checks `lines` against the expected-output file `Snapshots/<name>.txt` in the folder of the
/// calling test file (found from its `#filePath`).
///
/// To create or regenerate the files, run the tests with `LISTLAB_RECORD=1`
/// (`LISTLAB_RECORD=1 swift test --filter ListRenderTests`): each snapshot test then writes its
/// file and fails with "recorded", so that a recording run never passes by accident. Review the
/// files' diff, then run again without the variable.
func expectSnapshot(
  _ lines: [String], named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
  let file = folder.appendingPathComponent(name + ".txt")
  let actual = lines.joined(separator: "\n") + "\n"
  if ProcessInfo.processInfo.environment["LISTLAB_RECORD"] == "1" {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try actual.write(to: file, atomically: true, encoding: .utf8)
      Issue.record(
        "recorded \(file.path); run again without LISTLAB_RECORD to check it", sourceLocation: sourceLocation)
    } catch {
      Issue.record("could not record \(file.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
    Issue.record(
      "no expected output at \(file.path); run with LISTLAB_RECORD=1 to record it. Actual:\n\(actual)",
      sourceLocation: sourceLocation)
    return
  }
  guard expected != actual else { return }
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let common = min(expectedLines.count, actualLines.count)
  let first = (0..<common).first { expectedLines[$0] != actualLines[$0] } ?? common
  let expectedLine = first < expectedLines.count ? expectedLines[first] : "(no line)"
  let actualLine = first < actualLines.count ? actualLines[first] : "(no line)"
  Issue.record(
    """
    \(name).txt differs from line \(first + 1):
      expected: \(expectedLine)
      actual:   \(actualLine)
    Actual output:
    \(actual)
    """, sourceLocation: sourceLocation)
}

/// `text` with its escape characters made visible as `␛`, for expected-output files.
func visibleEscapes(_ lines: [String]) -> [String] {
  lines.map { $0.replacingOccurrences(of: "\u{1B}", with: "␛") }
}

/// `text` without its SGR escape sequences (ESC [ parameters m).
func strippingEscapes(_ line: String) -> String {
  var result = ""
  var inEscape = false
  for character in line {
    if inEscape {
      if character == "m" { inEscape = false }
    } else if character == "\u{1B}" {
      inEscape = true
    } else {
      result.append(character)
    }
  }
  return result
}
