/// The directions in which box-drawing lines leave one character cell: a set of up, down, left
/// and right.
///
/// The wireframe collects, per cell, the directions every outline passing through it leaves in,
/// then draws the one character that joins them all: `[.down, .right]` is `┌` (or `╭` when the
/// corner is rounded), `[.up, .down, .right]` is `├`, all four are `┼`.
struct Directions: OptionSet, Hashable, Sendable {
  let rawValue: UInt8

  static let up = Directions(rawValue: 1)
  static let down = Directions(rawValue: 2)
  static let left = Directions(rawValue: 4)
  static let right = Directions(rawValue: 8)

  static let vertical: Directions = [.up, .down]
  static let horizontal: Directions = [.left, .right]

  /// Light box-drawing characters by `rawValue`. A line that only leaves one way (the end of a
  /// degenerate, zero-length side) is drawn whole rather than as a half stub (`╴╵╶╷`), which many
  /// fonts draw poorly.
  private static let glyphs: [Character] = [
    " ", "│", "│", "│",  // none, up, down, up+down
    "─", "┘", "┐", "┤",  // left, +up, +down, +up+down
    "─", "└", "┌", "├",  // right, +up, +down, +up+down
    "─", "┴", "┬", "┼",  // left+right, +up, +down, +up+down
  ]

  /// Whether every direction is horizontal (and there is at least one).
  var isHorizontal: Bool { !isEmpty && isSubset(of: .horizontal) }

  /// Whether every direction is vertical (and there is at least one).
  var isVertical: Bool { !isEmpty && isSubset(of: .vertical) }

  /// The character joining these directions; a plain corner becomes `╭ ╮ ╰ ╯` when `rounded`.
  ///
  ///     [.down, .right]          ┌  (╭ rounded)
  ///     [.up, .left, .right]     ┴
  ///     [.up, .down, .left, .right]  ┼
  func glyph(rounded: Bool = false) -> Character {
    if rounded {
      switch self {
      case [.down, .right]: return "╭"
      case [.down, .left]: return "╮"
      case [.up, .right]: return "╰"
      case [.up, .left]: return "╯"
      default: break
      }
    }
    return Directions.glyphs[Int(rawValue & 0xF)]
  }

  /// Whether these directions make a corner (one vertical and one horizontal direction).
  var isCorner: Bool {
    self == [.down, .right] || self == [.down, .left] || self == [.up, .right] || self == [.up, .left]
  }
}
