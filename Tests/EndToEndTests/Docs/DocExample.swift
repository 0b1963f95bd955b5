/// A Lua example of a page, as the doc tests run it (the convention is in docs/CONTRIBUTING.md,
/// "Examples in the docs are tests"):
///
/// - "```lua" — a script, run on its own in a fresh state as `listlab run` runs a file. When the
///   next block follows it with nothing but blank lines between and is "```text", that block is
///   exactly what it prints (stdout and stderr as a terminal shows them); otherwise it must run
///   without an error, a warning or a failed expectation. "```lua NAME.lua" names the file, for
///   messages that name it and for later examples that load it (`--plugin`, `require`, `run`).
/// - "```lua fragment" — compiled, not run: a piece of a larger script. "```lua fragment NAME.lua"
///   is also written as NAME.lua for the transcripts after it (a script only a command may run:
///   one that stops at a time limit).
/// - "```console" — a transcript: `$ listlab …` commands with what they print, and REPL entries
///   (`> `, `>> `) with what they print, run through the built binary and compared. A block that
///   starts with an entry goes on with the page's last REPL session.
/// - "```text", "```sh", "```json", "```swift": not Lua; a block without a language is refused, so
///   no example can be skipped by accident.
enum DocExample {
  case script(DocBlock, name: String?, output: DocBlock?)
  case fragment(DocBlock, name: String?)
  case transcript(DocBlock)

  /// The languages a block may declare besides `lua` and `console`.
  static let otherLanguages: Set<String> = ["text", "sh", "json", "swift"]

  var block: DocBlock {
    switch self {
    case .script(let block, _, _), .fragment(let block, _), .transcript(let block): block
    }
  }

  /// The page's examples in order, and the blocks the convention does not allow (as failures).
  static func examples(of page: DocPage) -> (examples: [DocExample], problems: [String]) {
    var examples: [DocExample] = []
    var problems: [String] = []
    var index = 0
    let blocks = page.blocks
    while index < blocks.count {
      let block = blocks[index]
      index += 1
      switch block.language {
      case "lua":
        let fragment = block.info.count > 1 && block.info[1] == "fragment"
        let words = block.info.dropFirst(fragment ? 2 : 1)
        let name = words.first
        if let name, !name.hasSuffix(".lua") || words.count > 1 || name.contains("/") {
          problems.append(
            "\(page.path):\(block.line): \"```\(block.info.joined(separator: " "))\": after lua, "
              + "write fragment, a file name such as scene.lua, or both")
          continue
        }
        if fragment {
          examples.append(.fragment(block, name: name))
          continue
        }
        var output: DocBlock?
        if index < blocks.count, blocks[index].info == ["text"],
          page.lines[block.endLine..<(blocks[index].line - 1)].allSatisfy({ $0.allSatisfy(\.isWhitespace) })
        {
          output = blocks[index]
          index += 1
        }
        examples.append(.script(block, name: name, output: output))
      case "console":
        examples.append(.transcript(block))
      case "text" where block.body.allSatisfy({ $0.allSatisfy(\.isWhitespace) }):
        problems.append(
          "\(page.path):\(block.line): an empty text block that no lua block comes just before: "
            + "is prose standing between an example and its output?")
      case let language where otherLanguages.contains(language):
        continue
      default:
        problems.append(
          "\(page.path):\(block.line): a code block needs a language: lua (run), lua fragment (compiled), "
            + "console (a transcript), or text, sh, json, swift (not run); this one says \""
            + block.info.joined(separator: " ") + "\"")
      }
    }
    return (examples, problems)
  }
}
