/// What a grapheme cluster does to line breaking.
enum ClusterKind: UInt8, Sendable {
  /// Part of a word: no break on either side unless a neighbour allows one.
  case normal = 0
  /// A space or tab: a line may break after it, and at a line's end it takes no width.
  case space = 1
  /// A wide or emoji cluster: a line may break before and after it (UAX #14 class ID).
  case ideographic = 2
  /// "\n", "\r", "\r\n", U+2028 or U+2029: ends the line.
  case hardBreak = 3

  /// The kind of an ASCII byte (every ASCII byte but CR LF is a cluster of its own).
  init(asciiByte byte: UInt8) {
    switch byte {
    case 0x20, 0x09: self = .space
    case 0x0A, 0x0D: self = .hardBreak
    default: self = .normal
    }
  }
}
