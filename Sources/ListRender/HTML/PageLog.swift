/// What a run wrote, collected for an HTML page (`--html`): printed lines and the figures of
/// `show`, in order.
public final class PageLog {
  public private(set) var entries: [HTMLPage.Entry] = []
  /// Whether `print(l)` and `print(t)` of a list or a transition are pictures too, not only
  /// `show` (a demo's page: its steps mostly print).
  public var picturesOfPrints: Bool

  public init(picturesOfPrints: Bool = false) {
    self.picturesOfPrints = picturesOfPrints
  }

  /// Printed text: split into lines, ANSI colour codes removed; joins the lines printed before it.
  public func text(_ text: String) {
    let lines = PageLog.withoutEscapes(text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if case .text(let previous)? = entries.last {
      entries[entries.count - 1] = .text(previous + lines)
    } else {
      entries.append(.text(lines))
    }
  }

  /// A failure (an expectation, or the script's error), apart from the printed lines: the page
  /// makes it stand out. `heading` says what failed (`expectation failed`, `error`); failures
  /// that follow one another under the same heading share a block.
  public func failure(_ text: String, heading: String) {
    let lines = PageLog.withoutEscapes(text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Failures one after another under one heading (several expectations) make one block.
    if case .failure(heading, let previous)? = entries.last {
      entries[entries.count - 1] = .failure(heading: heading, lines: previous + lines)
    } else {
      entries.append(.failure(heading: heading, lines: lines))
    }
  }

  /// A `show`'s picture with its wireframe text.
  public func figure(_ figure: HTMLPage.Figure) {
    entries.append(.figure(figure))
  }

  /// Everything collected since the last call, and starts afresh (a demo's steps).
  public func take() -> [HTMLPage.Entry] {
    defer { entries = [] }
    return entries
  }

  /// `text` without SGR escapes (`ESC [ … m`), as a terminal would show it.
  public static func withoutEscapes(_ text: String) -> String {
    guard text.unicodeScalars.contains("\u{1B}") else { return text }
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\u{1B}" else {
        result.append(scalar)
        continue
      }
      guard let next = scalars.next() else { break }
      guard next == "[" else { continue }
      while let code = scalars.next(), !(code.value >= 0x40 && code.value <= 0x7E) {}
    }
    return String(result)
  }
}
