/// How one shape colours what it draws: its colour, how strongly that colour claims a line it
/// shares with other shapes, and whether it is dimmed.
///
/// Colour comes from the transition state first (deleting red, inserting green, moving yellow,
/// shifting cyan, updating magenta), then from the kind (headers and footers cyan); everything else keeps the
/// terminal's default. Where outlines share a character, the state colour wins over the kind
/// colour, which wins over the default; between equals, the later shape wins.
struct Pen: Hashable, Sendable {
  var color: TerminalColor
  /// 2 for a state colour, 1 for a kind colour, 0 for the default.
  var priority: UInt8
  /// `alpha < 0.5`: dashed lines, and dim (SGR 2) with colours on.
  var dimmed: Bool
  /// Headers and footers: their lines do not turn a rounded corner they reach into a junction.
  /// An insetGrouped header sits on its section's first cell; in UIKit it is text over the
  /// rounded group, so the group's `╭ ╮` stay visible under the header's sides.
  var yieldsToRoundedCorners: Bool
  /// A transition's fading element: `┄ ┆` lines.
  var fading = false

  init(color: TerminalColor, priority: UInt8, dimmed: Bool, yieldsToRoundedCorners: Bool = false) {
    self.color = color
    self.priority = priority
    self.dimmed = dimmed
    self.yieldsToRoundedCorners = yieldsToRoundedCorners
  }

  init(_ shape: Scene.Shape) {
    dimmed = !(shape.alpha >= 0.5)  // NaN counts as dimmed
    fading = shape.fading
    yieldsToRoundedCorners = shape.kind == .header || shape.kind == .footer
    switch shape.state {
    case .deleting?: (color, priority) = (.red, 2)
    case .inserting?: (color, priority) = (.green, 2)
    case .moving?: (color, priority) = (.yellow, 2)
    case .shifting?: (color, priority) = (.cyan, 2)
    case .updating?: (color, priority) = (.magenta, 2)
    case .steady?, nil:
      switch shape.kind {
      case .header, .footer: (color, priority) = (.cyan, 1)
      default: (color, priority) = (.default, 0)
      }
    }
  }

  /// The ink of text and fills this pen draws.
  var ink: Ink { Ink(color: color, dim: dimmed) }
}
