import ExpectedOutput
import Foundation
import ListExport
import Testing

/// The checked-in exports (`Exported/NAME.swift`, compiled into this target) are what
/// `listlab export` prints now, for every shipped scenario that has a list to export.
/// `LISTLAB_RECORD=1 swift test --filter ExportFileTests` writes them again (a recording run fails
/// on purpose; review the diff).
struct ExportFileTests {
  @Test(arguments: Scenarios.names)
  func checkedInExportIsCurrent(_ name: String) throws {
    let path = Scenarios.exportPath(name)
    guard let code = try Scenarios.export(name) else {
      #expect(!FileManager.default.fileExists(atPath: path), "\(name).lua exports no list: remove \(path)")
      return
    }
    expectOutput(code, inFile: path, regenerate: Scenarios.command(name))
  }
}
