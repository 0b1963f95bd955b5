public import ListDeclaration
public import ListLayout
public import ListText

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
  /// The part of the content a picture shows around the viewport (dimmed outside it); the
  /// wireframe draws the viewport only. Equal to `viewport` unless the scene was built with
  /// `beyondViewport`.
  public var extent: Rect
  /// Each section's id and the union of its elements' frames (empty sections are left out).
  public var sections: [Section]
  /// Pictures: where the content ends (its height), marked when that is inside the viewport.
  public var contentEnd: Double?
  /// Whether the shapes are already in their elements' z order (a compositional list's z
  /// indices), pinned items included; otherwise a picture paints pinned headers last, floating
  /// over the cells that scroll under them.
  public var isZOrdered = false

  public init(
    viewport: Rect, shapes: [Shape], caption: String = "", extent: Rect? = nil, sections: [Section] = []
  ) {
    self.viewport = viewport
    self.shapes = shapes
    self.caption = caption
    self.extent = extent ?? viewport
    self.sections = sections
  }

  /// A section as a picture outlines it: its id and the frame around its header, cells and footer.
  public struct Section: Sendable, Hashable {
    public var id: String
    public var frame: Rect
  }

  /// A label's font as a picture draws it: sizes in points.
  public struct TextFont: Sendable, Hashable {
    /// The font the layout measured the label with (its advances give each line's width).
    public var font: Font
    public var pointSize: Double { font.pointSize }
    /// `UIFont.lineHeight`: line n's top is n line heights below the label's top.
    public var lineHeight: Double { font.lineHeight }
    public var semibold: Bool { font.weight == .semibold }

    public init(_ font: Font) { self.font = font }
  }

  public struct Shape: Sendable {
    public enum Kind: String, Sendable {
      case cell, header, footer, separator, card
      /// Compositional lists: a supplementary view (a badge, a boundary item) and a decoration
      /// view (a section background), outlined like cells.
      case supplementary, decoration
      /// A content node inside a cell, header or footer: label, image, box, column, row.
      case label, image, box, stack
    }

    /// Transition state, for colour: nil when drawing a still layout.
    public enum State: String, Sendable {
      case deleting, inserting, moving, shifting, updating, steady
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
    /// The corner radius in points of the rounded `corners` (insetGrouped cells, cards, images).
    public var radius: Double = 0
    /// Labels: the font their lines are drawn in (pictures only).
    public var font: TextFont?
    /// Pictures: a label's or box's `color`, a stack's `background` as declared (a CSS colour, a
    /// name such as `secondary`, or an accessory's kind such as `chevron`).
    public var color: String?
    /// A plain-style header pinned to the viewport's top.
    public var pinned = false
    /// A cell still at its estimated height.
    public var estimated = false
    /// Transition wireframes: an element whose alpha is on its way between 0 and 1 (deleting or
    /// inserting): drawn with its own border style and its alpha in its title.
    public var fading = false
    /// Transition wireframes: the element (and its content, card and separator, which share its
    /// `group`) is drawn over everything before it, hiding the lines and text under it.
    public var onTop = false
    /// Shapes of one element share a group (its kind and id), so an element drawn on top takes
    /// its content, card and separator with it.
    public var group: String?
    /// Wireframes: for a content node, the box of the element that holds it (set as the
    /// wireframe places content on its grid; see `Wireframe.placeContent`).
    var holder: Holder?

    /// The element box a content node is drawn inside: its frame, and whether its edges snap
    /// inward (a card's).
    struct Holder: Sendable {
      var frame: Rect
      var inward: Bool
    }

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
