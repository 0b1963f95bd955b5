import ExpectedOutput
import Foundation
import Testing

/// Checks `lines` against the expected-output file `Snapshots/<name>.txt` in the folder of the
/// calling test file (found from its `#filePath`); see ``expectOutput(_:inFile:regenerate:sourceLocation:)``.
func expectSnapshot(
  _ lines: [String], named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
  expectOutput(
    lines.joined(separator: "\n") + "\n", inFile: folder.appendingPathComponent(name + ".txt").path,
    regenerate: "LISTLAB_RECORD=1 swift test --filter ListRenderTests", sourceLocation: sourceLocation)
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
