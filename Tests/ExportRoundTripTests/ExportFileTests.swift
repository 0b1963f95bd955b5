import Foundation
import ListExport
import LuaBridge
import Testing

/// The checked-in exports (`Exported/NAME.swift`, compiled into this target) are what
/// `listlab export` prints now, for every shipped scenario that has a list to export.
/// `LISTLAB_RECORD=1 swift test --filter ExportFileTests` writes them again (a recording run fails
/// on purpose; review the diff).
struct ExportFileTests {
  static let recording = ProcessInfo.processInfo.environment["LISTLAB_RECORD"] == "1"

  @Test(arguments: Scenarios.names)
  func checkedInExportIsCurrent(_ name: String) throws {
    let code = try Scenarios.export(name)
    let exports = code.contains("func makeCollectionView")
    let path = Scenarios.exportPath(name)
    let checkedIn = try? SourceFile.read(path)
    #expect(exports || checkedIn == nil, "\(name).lua exports no list: remove \(path)")
    if Self.recording {
      if exports { try SourceFile.write(code, to: path) }
      Issue.record("recorded \(path)")
      return
    }
    guard exports else { return }
    #expect(checkedIn != nil, "\(name).lua has lists to export: write \(path) with `\(Scenarios.command(name))`")
    guard let checkedIn, checkedIn != code else { return }
    let old = checkedIn.split(separator: "\n", omittingEmptySubsequences: false)
    let new = code.split(separator: "\n", omittingEmptySubsequences: false)
    let line = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
    Issue.record(
      """
      Exported/\(name).swift differs from what `listlab export` prints now, from line \(line + 1):
        checked in: \(line < old.count ? old[line] : "(end of file)")
        now:        \(line < new.count ? new[line] : "(end of file)")
      Regenerate it with `\(Scenarios.command(name))` (or LISTLAB_RECORD=1 swift test --filter ExportFileTests) and review the diff.
      """)
  }
}
