/// How one character is printed with colours on: a foreground colour, optionally dimmed (SGR 2).
struct Ink: Hashable, Sendable {
  var color: TerminalColor
  var dim: Bool

  static let plain = Ink(color: .default, dim: false)

  /// The SGR escape that switches to this ink from the terminal's default, or "" for ``plain``.
  ///
  ///     Ink(color: .red, dim: true).escape   // "\u{1B}[2;31m"
  var escape: String {
    var parameters: [String] = []
    if dim { parameters.append("2") }
    if color != .default { parameters.append(String(color.rawValue)) }
    guard !parameters.isEmpty else { return "" }
    return "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }

  /// Back to the terminal's default colours.
  static let reset = "\u{1B}[0m"
}
