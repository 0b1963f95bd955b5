/// What the REPL writes for one entry, cut to fit a screen: at most ``maximumLines`` lines, each at
/// most ``maximumColumns`` characters. What is cut is counted and summed up once the entry ends:
///
///     … 5,812 more lines (:set lines N, or :set lines all)
///
/// `run` writes everything; only the REPL cuts.
final class ReplOutput {
  /// Lines an entry may write; nil for no limit.
  var maximumLines: Int? = 400
  /// Characters a line may have; nil for no limit.
  var maximumColumns: Int? = 2_000
  private let write: (String) -> Void
  private var written = 0
  private var hiddenLines = 0

  /// - Parameter write: receives each line to show, without its newline.
  init(write: @escaping (String) -> Void) {
    self.write = write
  }

  /// Shows `text` (one or more lines) as far as the limits allow.
  func show(_ text: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let maximumLines, written >= maximumLines {
        hiddenLines += 1
        continue
      }
      written += 1
      write(cut(line))
    }
  }

  /// Ends an entry: says how many lines were not shown, and starts counting again.
  func finishEntry() {
    if hiddenLines > 0 {
      write("… \(Self.grouped(hiddenLines)) more line\(hiddenLines == 1 ? "" : "s") (:set lines N, or :set lines all)")
    }
    written = 0
    hiddenLines = 0
  }

  private func cut(_ line: Substring) -> String {
    guard let maximumColumns, line.utf8.count > maximumColumns else { return String(line) }
    let count = line.count
    guard count > maximumColumns else { return String(line) }
    let hidden = count - maximumColumns
    return line.prefix(maximumColumns) + " … \(Self.grouped(hidden)) more character\(hidden == 1 ? "" : "s")"
  }

  /// `5812` as `5,812`.
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }
}
