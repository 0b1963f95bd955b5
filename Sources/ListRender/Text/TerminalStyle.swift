/// ANSI SGR styles for text output; everything is plain when colours are off.
public struct TerminalStyle: Sendable {
  public var enabled: Bool

  public init(enabled: Bool) { self.enabled = enabled }

  public static let plain = TerminalStyle(enabled: false)

  public enum Tone: String, Sendable {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case blue = "34"
    case magenta = "35"
    case cyan = "36"
  }

  /// `text` wrapped in the escape codes of `tones`, or unchanged when colours are off.
  public func apply(_ text: String, _ tones: Tone...) -> String {
    guard enabled, !tones.isEmpty, !text.isEmpty else { return text }
    return "\u{1B}[" + tones.map(\.rawValue).joined(separator: ";") + "m" + text + "\u{1B}[0m"
  }
}
