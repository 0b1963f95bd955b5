internal import CEditLine
internal import ListLabSystem
package import LuaBridge

#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Line editing, history and tab completion through libedit's readline interface.
///
/// History is written to its file after every entry, so a crash loses nothing: libedit writes it
/// into a new file that replaces the old one whole (``AtomicFile``).
package final class LineEditor {
  package enum Input: Equatable {
    case line(String)
    /// Ctrl-C at the prompt.
    case interrupted
    /// Ctrl-D on an empty line, or the end of the input.
    case endOfInput
  }

  /// Whole-word replacements for the word ending at the cursor.
  package typealias Completer = (_ word: String) -> [String]

  private let historyFile: String?
  private let interrupts: InterruptSignal

  /// Characters that end a word for completion: `.` and `:` are not among them, so `l:sc` is one word.
  nonisolated(unsafe) private static let wordBreaks = CStrings.mallocCopy(" \t\n\"\\'`@$><=;|&{(,+-*/%^#~[]")

  package init(
    historyFile: String?, historySize: Int = 1000, interrupts: InterruptSignal, completer: @escaping Completer
  ) {
    self.historyFile = historyFile
    self.interrupts = interrupts
    activeCompleter = completer
    listlab_rl_set_name("listlab")
    listlab_rl_set_catch_signals(0)
    listlab_rl_set_word_breaks(LineEditor.wordBreaks)
    listlab_rl_set_completer(completeWord)
    using_history()
    stifle_history(Int32(historySize))
    if let historyFile { _ = read_history(historyFile) }
  }

  /// Shows `prompt` and reads one line with editing.
  package func readLine(prompt: String) -> Input {
    _ = interrupts.takePending()
    guard let pointer = readline(prompt) else {
      if interrupts.takePending() {
        print("")
        return .interrupted
      }
      return .endOfInput
    }
    defer { free(pointer) }
    if interrupts.takePending() { return .interrupted }
    return .line(String(cString: pointer))
  }

  /// Adds an entry to the history and writes the history file.
  package func remember(_ entry: String) {
    guard !entry.allSatisfy(\.isWhitespace) else { return }
    add_history(entry)
    if let historyFile {
      try? AtomicFile.write(to: historyFile) { _, temporary in write_history(temporary) }
    }
  }
}

/// The completer of the editor in use; libedit's callback cannot carry context.
nonisolated(unsafe) private var activeCompleter: LineEditor.Completer?

/// `rl_attempted_completion_function`: returns `[common prefix, match…, NULL]` allocated with malloc.
private let completeWord:
  @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<
    UnsafeMutablePointer<CChar>?
  >? = { text, _, _ in
    listlab_rl_set_completion_over(1)
    guard let text, let completer = activeCompleter else { return nil }
    let matches = completer(String(cString: text))
    guard let first = matches.first else { return nil }
    var common = Substring(first)
    for match in matches.dropFirst() {
      while !match.hasPrefix(common) { common = common.dropLast() }
    }
    listlab_rl_set_append_character(0)
    // libedit frees the array and its strings with free().
    return CStrings.mallocStrings([String(common)] + matches)
  }
