public import ListLayout

/// What a wireframe draws: shapes in content coordinates, and the part of the content to show.
///
/// Built from a layout (its elements plus the content nodes of the visible cells) or from one
/// step of a transition; drawn by ``Wireframe``.
public struct Scene: Sendable {
  /// The content rectangle to draw (the viewport at the current offset).
  public var viewport: Rect
  /// Shapes in drawing order: later shapes draw over earlier ones.
  public var shapes: [Shape]
  /// A one-line caption drawn above the frame (e.g. "insetGrouped 375×667 @3x · offset 0").
  public var caption: String

  public init(viewport: Rect, shapes: [Shape], caption: String = "") {
    self.viewport = viewport
    self.shapes = shapes
    self.caption = caption
  }

  public struct Shape: Sendable {
    public enum Kind: String, Sendable {
      case cell, header, footer, separator, card
      /// A content node inside a cell, header or footer: label, image, box, column, row.
      case label, image, box, stack
    }

    /// Transition state, for colour: nil when drawing a still layout.
    public enum State: String, Sendable {
      case deleting, inserting, moving, updating, steady
    }

    public var kind: Kind
    /// In content coordinates.
    public var frame: Rect
    /// Rounded corners: drawn with ╭╮╰╯ instead of ┌┐└┘.
    public var corners: Element.Corners
    public var state: State?
    /// 0…1; below 0.5 the shape is drawn dimmed (a fading element, a disabled cell).
    public var alpha: Double
    /// Labels: the text of each line, drawn from the frame's top-left (or centred / trailing).
    public var lines: [String]
    public var align: TextAlignment
    /// A short name drawn in the frame's top border when there is room (a cell id).
    public var title: String?

    public init(
      kind: Kind, frame: Rect, corners: Element.Corners = .none, state: State? = nil, alpha: Double = 1,
      lines: [String] = [], align: TextAlignment = .leading, title: String? = nil
    ) {
      self.kind = kind
      self.frame = frame
      self.corners = corners
      self.state = state
      self.alpha = alpha
      self.lines = lines
      self.align = align
      self.title = title
    }
  }
}

/// How big a character cell is, in points.
public struct WireframeScale: Hashable, Sendable {
  /// Points per column.
  public var x: Double
  /// Points per row.
  public var y: Double

  /// 5 points per column and 10 per row: a 375-point-wide screen is 75 columns, and characters
  /// (about twice as tall as wide) keep the screen's proportions.
  public static let standard = WireframeScale(x: 5, y: 10)

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
