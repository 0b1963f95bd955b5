import Foundation
import Testing

/// An expected picture of a page: `Browser/Expected/NAME.png`, the screenshot, and beside it
/// `NAME.json`, its ``PageLayout`` (the regions compared and the pictures' drawn boxes).
enum ExpectedScreenshot {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected")
    .path

  static func load(named name: String) throws -> PageShot {
    let png = try #require(FileManager.default.contents(atPath: "\(folder)/\(name).png"), "no \(folder)/\(name).png")
    let json = try #require(FileManager.default.contents(atPath: "\(folder)/\(name).json"), "no \(folder)/\(name).json")
    let layout = try JSONDecoder().decode(PageLayout.self, from: json)
    return PageShot(png: [UInt8](png), image: try PNGImage(data: [UInt8](png)), layout: layout)
  }

  /// Writes `shot` as NAME.png and NAME.json in `folder`, each through a temporary file renamed
  /// into place.
  static func write(_ shot: PageShot, named name: String, in folder: String) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try replace("\(folder)/\(name).png", with: Data(shot.png))
    try replace("\(folder)/\(name).json", with: try encoder.encode(shot.layout) + Data("\n".utf8))
  }

  private static func replace(_ path: String, with data: Data) throws {
    let temporary = path + ".tmp-" + UUID().uuidString
    try data.write(to: URL(fileURLWithPath: temporary))
    guard rename(temporary, path) == 0 else {
      try? FileManager.default.removeItem(atPath: temporary)
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
  }
}

/// Compares `shot` with the expected picture NAME (see ``ScreenshotComparison``), or records it
/// with `LISTLAB_RECORD=1` (the run then fails on purpose). A page that differs is kept in the
/// temporary folder, `listlab-screenshot-NAME.png` and `.json`, for review.
func expectScreenshot(_ shot: PageShot, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  if ProcessInfo.processInfo.environment["LISTLAB_RECORD"] == "1" {
    try ExpectedScreenshot.write(shot, named: name, in: ExpectedScreenshot.folder)
    Issue.record(
      "recorded \(ExpectedScreenshot.folder)/\(name).png and .json; look at them, then run again without LISTLAB_RECORD",
      sourceLocation: sourceLocation)
    return
  }
  let comparison = ScreenshotComparison(expected: try ExpectedScreenshot.load(named: name), actual: shot)
  guard !comparison.mismatches.isEmpty else { return }
  let folder = NSTemporaryDirectory()
  let kept = folder + "listlab-screenshot-" + name
  try? ExpectedScreenshot.write(shot, named: "listlab-screenshot-" + name, in: folder)
  let heading =
    "\(name) differs from \(ExpectedScreenshot.folder)/\(name).png (this page kept as \(kept).png and .json):"
  Issue.record("\(heading)\n\(comparison.mismatches.joined(separator: "\n"))", sourceLocation: sourceLocation)
}
