import ListLayout

extension Wireframe {
  /// One line under a transition's wireframes that explains their marks.
  public static let transitionLegend =
    "legend: ┄┆ fading (alpha in its title) · ↕ id: moving, ~ id: shifting (pushed by the others), drawn on top · "
    + "╌╎ alpha below 0.5"

  /// The runs of consecutive `onTop` shapes of one group, in scene order.
  static func onTopGroups(_ shapes: [Scene.Shape]) -> [[Scene.Shape]] {
    var groups: [[Scene.Shape]] = []
    var previous: String??
    for shape in shapes where shape.onTop {
      if let previous, previous == shape.group, !groups.isEmpty {
        groups[groups.count - 1].append(shape)
      } else {
        groups.append([shape])
      }
      previous = .some(shape.group)
    }
    return groups
  }

  /// Draws `group` over what is already drawn: clears the inside of its boxes and cuts the lines
  /// that cross their borders (``Canvas/cutLines(crossing:)``), draws it, then writes `↕ id` (a
  /// moving element) or `~ id` (a shifting one) at the end of its box's first row when that is free.
  static func drawOnTop(_ group: [Scene.Shape], raster: Raster, on canvas: inout Canvas) {
    let cards = CardHolders(group)
    var box: Raster.Edges?
    var title: String?
    for (index, shape) in group.enumerated() where Raster.isFinite(shape.frame) {
      switch shape.kind {
      case .cell, .header, .footer, .card, .supplementary, .decoration:
        let edges = raster.edges(of: shape.frame, inward: shape.kind == .card)
        // The inside, and the titles on its top border (its own goes there): the border's
        // lines stay, to join the lines it meets.
        if edges.top + 1 <= edges.bottom - 1, edges.left + 1 <= edges.right - 1 {
          canvas.clear(rows: (edges.top + 1)...(edges.bottom - 1), columns: (edges.left + 1)...(edges.right - 1))
        }
        if edges.left + 1 <= edges.right - 1 {
          canvas.clear(rows: edges.top...edges.top, columns: (edges.left + 1)...(edges.right - 1), keepingLines: true)
        }
        canvas.cutLines(crossing: edges)
        if !cards.holdsCard(index) {
          box = edges
          title = shape.group ?? shape.title
        }
      default:
        continue
      }
    }
    draw(group, raster: raster, on: &canvas)
    guard let box, let title, box.top + 1 < box.bottom else { return }
    let mark = group[0].state == .shifting ? "~ " : "↕ "
    let glyphs = TerminalText.fitted(mark + title, columns: max(0, box.right - box.left - 3))
    let width = TerminalText.width(of: glyphs)
    let row = box.top + 1
    let start = box.right - 1 - width
    guard width > 2, row >= 0, row < canvas.rows, start - 1 > box.left else { return }
    let free = (start - 1...box.right - 1).allSatisfy { column in
      !canvas.contains(row: row, column: column)
        || (canvas.overlays[canvas.index(row: row, column: column)] == .none
          && canvas.directions[canvas.index(row: row, column: column)].isEmpty)
    }
    guard free else { return }
    canvas.write(glyphs, row: row, column: start, ink: Pen(group[0]).ink)
  }
}
