import Foundation
import ListRender
import Testing

/// The examples in ``Wireframe``'s doc comment are the renderer's actual output.
@Suite struct DocExampleTests {
  @Test(arguments: ["insetGrouped", "cards"])
  func docCommentShowsActualOutput(name: String) throws {
    let scene = name == "cards" ? DocScenes.cards : DocScenes.insetGrouped
    let documentation = try wireframeSource()
    // Blank rows are bare "///" lines in the comment.
    let example = Wireframe.render(scene).map { $0.isEmpty ? "///" : "///     " + $0 }.joined(separator: "\n")
    let shown = documentation.contains(example + "\n")
    #expect(shown, "Wireframe.swift's doc comment should show the \(name) example as rendered:\n\(example)")
  }

  /// Wireframe.swift, found from this file: in the project (Sources/ListRender/Wireframe/) or in
  /// the development package, whose ListRender target is the Wireframe folder.
  private func wireframeSource(filePath: String = #filePath) throws -> String {
    let tests = URL(fileURLWithPath: filePath).deletingLastPathComponent()  // …/Tests/ListRenderTests[/Wireframe]
    let candidates = [
      "../../../Sources/ListRender/Wireframe/Wireframe.swift",
      "../../Sources/ListRender/Wireframe.swift",
    ]
    for candidate in candidates {
      let url = tests.appendingPathComponent(candidate).standardizedFileURL
      if let text = try? String(contentsOf: url, encoding: .utf8) { return text }
    }
    throw DocumentationNotFound(searchedFrom: tests.path)
  }

  struct DocumentationNotFound: Error, CustomStringConvertible {
    var searchedFrom: String
    var description: String { "Wireframe.swift not found from \(searchedFrom)" }
  }
}
