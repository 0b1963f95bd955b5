/// Draws a ``Scene`` as a box-drawing wireframe of its viewport.
///
/// **Scale.** A character cell stands for `scale.x` × `scale.y` points (5 × 10 by default: a
/// 375 × 667 viewport is 76 columns by 68 rows, the extra column and row holding the right and
/// bottom edges). An edge at content coordinate v goes to column `round((v − viewport.x)/scale.x)`
/// or row `round((v − viewport.y)/scale.y)`, so frames that touch share a border. Text and fills
/// cover the cells whose centres lie inside their frame. Everything is clipped to the viewport:
/// a frame cut by it has no edge where it is cut.
///
/// **Lines.** Cells, headers, footers, cards and boxes are outlined with light box-drawing
/// characters. Each character cell keeps the directions its lines leave in, and draws the one
/// character that joins them (`─ │ ┌ ┐ └ ┘ ├ ┤ ┬ ┴ ┼`); rounded corners (`corners` of
/// insetGrouped's first and last cells, of cards) are `╭ ╮ ╰ ╯` where no other line joins them
/// (a header's or footer's side ending on one does not count: the group stays rounded under it).
/// Lines are transparent: a shape over another does not hide its lines, and text and fills
/// (drawn after all lines, in scene order) replace the line under them.
///
/// **Kinds.**
/// - `cell`, `header`, `footer`: an outline, with `title` (the id) in its top border when it
///   fits: `┌─ apple ──┐`. A cell that holds a card (the card follows it in the scene and lies
///   inside it) is not outlined: its card is.
/// - `card`: a rounded outline whose edges snap *inward*, to the nearest cells inside the frame,
///   so that cards 8 points apart never share a row: cards read as separate boxes.
/// - `separator`: its cell's bottom edge drawn solid `─` from the separator's x, and `┈` from the
///   cell's leading edge to there, so the inset shows: `├┈┈┈──────┤` (in a right-to-left list,
///   whose separators end short of their cell's right edge, `├──────┈┈┈┤`).
/// - `label`: its `lines`, each on the row nearest the middle of its line (line n's middle is
///   n + ½ line heights below the frame's top; one per row from the first row without a font),
///   moved up when the last would fall past the frame's rows inside its holder, aligned
///   `leading`, `center` or `trailing` within the frame's columns, cut with `…` to fit them.
///   When there are more lines than rows, the last line drawn ends with `…`: a line is never left
///   out unmarked (the viewport's edge aside). Other kinds with `lines` draw them inside their
///   outline, the same way.
///
/// **Content.** The content nodes of an element (labels, images, boxes) are placed relative to
/// the element's box — its frame, or the card a cell holds — as that box is snapped to the grid,
/// so identical cells draw identically wherever they are, and their text and fills stay inside
/// the box's borders (see `Wireframe.placeContent`).
/// - `image`: its cells filled with `░` (the middle cell when it covers none).
/// - `box`: a line when it is less than a row tall or a column wide (a 2-point rule), else an
///   outline. `stack`: nothing (it only places its children).
///
/// **Dimmed.** A shape with `alpha < 0.5` draws its straight lines dashed (`╌ ╎`) where no other
/// shape's line passes; corners and junctions keep their characters, text and fills are
/// unchanged. With colours on, those lines and its text and fills are also dim (SGR 2).
///
/// **Transitions.** A fading shape (a deleting or inserting element on its way between alpha 1
/// and 0) draws its straight lines `┄ ┆` and has its alpha in its title (`a α0.5`). Shapes
/// `onTop` (a moving or shifting element, with its content, card and separator: one `group`) are drawn after
/// everything else, each group over a cleared inside — the lines and text under it are hidden,
/// its border joins only the lines that end at it (a neighbour's side), not those of what it
/// covers — with `↕ id` (moving) or `~ id` (shifting) written inside it, at the end of its first
/// row, when there is room.
/// ``transitionLegend`` explains the marks.
///
/// **Colours.** With `colors: true`, SGR foreground colours by transition state: deleting red,
/// inserting green, moving yellow, shifting cyan, updating magenta; steady (or none) by kind: headers and
/// footers cyan, the rest default. Separators and their insets are dim. Where lines of several shapes
/// meet, a state colour wins over a kind colour over the default, and the later shape between
/// equals. With `colors: false` there is no escape code at all, and the text is exactly the
/// coloured text without its escapes. No line ends in a space.
///
/// An insetGrouped section, 240 × 120 points at the default scale: a header, two cells rounded
/// at the top and the bottom, a separator inset 16 points from their leading edge:
///
///     insetGrouped 240×120
///        ┌─ fruits ────────────────────────────────┐
///        │   FRUITS                                │
///        │                                         │
///        ╭─ apple ─────────────────────────────────╮
///        │                                         │
///        │   Apple                                 │
///        │                                         │
///        ├┈┈─ banana ──────────────────────────────┤
///        │                                         │
///        │   Banana                                │
///        │                                         │
///        │                                         │
///        ╰─────────────────────────────────────────╯
///
/// A cards list (seed 000), 240 × 120 points: each cell holds a card 8 points from its sides
/// and 8 points from the next card, with an icon, a title and a trailing date:
///
///     cards 240×120
///
///       ╭─ battery ─────────────────────────────────╮
///       │                                           │
///       │   ░░░░░  Battery low               12:30  │
///       │   ░░░░░                                   │
///       ╰───────────────────────────────────────────╯
///
///       ╭─ door ────────────────────────────────────╮
///       │                                           │
///       │   ░░░░░  Door open                 11:05  │
///       │   ░░░░░                                   │
///       ╰───────────────────────────────────────────╯
///
/// - Complexity: O(rows × columns + the part of each shape's perimeter inside the viewport + the
///   area of the text and fills inside it), and O(1) for a shape outside it; deterministic.
public enum Wireframe {
  /// The wireframe of `scene`, one string per row, its caption (when not empty) first.
  ///
  /// - Parameters:
  ///   - scale: points per character column and row.
  ///   - colors: adds ANSI SGR colours; `false` emits no escape codes.
  /// - Precondition: `scale` is finite and positive. A viewport that is not finite or has a
  ///   negative size draws as no grid at all; of a huge one, at most 1000 columns by 2000 rows
  ///   (its top-left part) are drawn. Shapes whose frames are not finite are skipped.
  /// - Complexity: see ``Wireframe``.
  public static func render(_ scene: Scene, scale: WireframeScale = .standard, colors: Bool = false) -> [String] {
    let raster = Raster(viewport: scene.viewport, scale: scale)
    var canvas = Canvas(columns: raster.columns, rows: raster.rows)
    let shapes = placeContent(scene.shapes, raster: raster)
    if shapes.contains(where: \.onTop) {
      draw(shapes.filter { !$0.onTop }, raster: raster, on: &canvas)
      for group in onTopGroups(shapes) { drawOnTop(group, raster: raster, on: &canvas) }
    } else {
      draw(shapes, raster: raster, on: &canvas)
    }

    var output: [String] = []
    let caption = TerminalText.sanitized(scene.caption)
    if !caption.isEmpty { output.append(caption) }
    output.append(contentsOf: canvas.lines(colors: colors))
    return output
  }

  /// The three passes over `shapes`: lines, separators, then text and fills.
  static func draw(_ shapes: [Scene.Shape], raster: Raster, on canvas: inout Canvas) {
    let cards = CardHolders(shapes)
    let cellBottoms = drawLines(shapes, cards: cards, raster: raster, on: &canvas)
    markSeparators(shapes, cellBottoms: cellBottoms, raster: raster, on: &canvas)
    drawOverlays(shapes, cards: cards, raster: raster, on: &canvas)
  }
}
