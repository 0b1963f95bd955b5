import Foundation

/// A page of the documentation — `README.md` or `docs/*.md` — read as the doc tests see it: its
/// lines, its fenced code blocks, its links and its headings' anchors.
struct DocPage: CustomStringConvertible, Sendable {
  /// The path from the repository's root, as failures name it (`docs/tutorial.md`).
  let path: String
  /// The repository's file the page was read from: the only file a recording run rewrites for it
  /// (nil for a page a test makes up, which recording never writes anywhere).
  let file: String?
  let lines: [String]
  let blocks: [DocBlock]

  var description: String { path }

  /// The file name without `.md`, for the names of the files the tests write (`tutorial`).
  var stem: String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
  }

  init(path: String, text: String, file: String? = nil) {
    self.path = path
    self.file = file
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    blocks = DocBlock.blocks(in: lines)
  }

  /// The README, every page of `docs/` and the reference pages of `docs/reference/`, read from the
  /// repository.
  static let all: [DocPage] = {
    let root = ListLabBinary.repository
    func pages(in folder: String) -> [String] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
      return names.filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
    }
    let paths = ["README.md"] + pages(in: "docs") + pages(in: "docs/reference")
    return paths.compactMap { path in
      (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)).map {
        DocPage(path: path, text: $0, file: root + "/" + path)
      }
    }
  }()

  /// The lines outside fenced code blocks, with their 1-based numbers: where links and headings are.
  var proseLines: [(number: Int, text: String)] {
    var inside = Set<Int>()
    for block in blocks { inside.formUnion(block.line...block.endLine) }
    return lines.enumerated().compactMap { index, text in inside.contains(index + 1) ? nil : (index + 1, text) }
  }
}

/// A fenced code block: "```lua NAME.lua" … "```".
struct DocBlock: Sendable {
  /// The line of the opening fence, 1-based.
  let line: Int
  /// The line of the closing fence (the page's last line when the block is not closed).
  let endLine: Int
  /// The words after the opening fence: the language first (`lua`), then what it says of the block.
  let info: [String]
  /// The lines between the fences, without the fences' indentation.
  let body: [String]

  var language: String { info.first ?? "" }

  /// The body as a file's text: each line ended by a newline.
  var text: String { body.map { $0 + "\n" }.joined() }

  /// The line of the page that holds line `index` (0-based) of the body.
  func pageLine(ofBodyLine index: Int) -> Int { line + 1 + index }

  /// The fenced blocks of a page's lines, in order.
  static func blocks(in lines: [String]) -> [DocBlock] {
    var blocks: [DocBlock] = []
    var index = 0
    while index < lines.count {
      guard let opening = Fence(lines[index]) else {
        index += 1
        continue
      }
      var body: [String] = []
      var end = index + 1
      while end < lines.count, !opening.isClosed(by: lines[end]) {
        body.append(opening.unindented(lines[end]))
        end += 1
      }
      blocks.append(
        DocBlock(
          line: index + 1, endLine: min(end, lines.count - 1) + 1,
          info: opening.info.split(separator: " ").map(String.init), body: body))
      index = end + 1
    }
    return blocks
  }
}

/// An opening fence: up to three spaces, three or more backticks, the info string.
private struct Fence {
  let indentation: Int
  let ticks: Int
  let info: String

  init?(_ line: String) {
    let indentation = line.prefix { $0 == " " }.count
    let rest = line.dropFirst(indentation)
    let ticks = rest.prefix { $0 == "`" }.count
    guard indentation <= 3, ticks >= 3 else { return nil }
    self.indentation = indentation
    self.ticks = ticks
    info = rest.dropFirst(ticks).trimmingCharacters(in: .whitespaces)
  }

  func isClosed(by line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return trimmed.count >= ticks && trimmed.allSatisfy { $0 == "`" }
  }

  func unindented(_ line: String) -> String {
    String(line.dropFirst(min(indentation, line.prefix { $0 == " " }.count)))
  }
}
