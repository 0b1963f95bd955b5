extension Canvas {
  /// The character a line cell draws, and its ink with colours on.
  ///
  /// Only-horizontal and only-vertical lines show how they were drawn: `┈` before a separator's
  /// inset, `┄` / `┆` where only fading shapes pass (a transition's deleting and inserting
  /// elements), `╌` / `╎` where only dimmed shapes pass; corners and junctions are always light
  /// solid characters. A corner is rounded (`╭ ╮ ╰ ╯`) when only rounded shapes have a corner
  /// there and no other line joins it, headers' and footers' lines aside.
  func line(at index: Int) -> (Character, Ink) {
    let leaving = directions[index]
    let marks = marks[index]
    let onlyDimmed = marks.contains(.dimmed) && !marks.contains(.solid)
    let onlyFading = marks.contains(.fading) && !marks.contains(.solid)
    let character: Character
    if leaving.isHorizontal && marks.contains(.inset) {
      character = "┈"
    } else if leaving.isHorizontal && onlyFading {
      character = "┄"
    } else if leaving.isVertical && onlyFading {
      character = "┆"
    } else if leaving.isHorizontal && onlyDimmed {
      character = "╌"
    } else if leaving.isVertical && onlyDimmed {
      character = "╎"
    } else if marks.contains(.roundedCorner) && !marks.contains(.squareCorner) && primaryDirections[index].isCorner {
      character = primaryDirections[index].glyph(rounded: true)
    } else {
      character = leaving.glyph()
    }
    let dim = onlyDimmed || !marks.isDisjoint(with: [.inset, .separator])
    return (character, Ink(color: lineColors[index], dim: dim))
  }

  /// The grid as text, one string per row, without trailing spaces. With `colors`, runs of
  /// characters of the same ink are wrapped in SGR escapes, each coloured run ending with a reset
  /// (`ESC[0m`); without, the text has no escape codes, and is exactly the coloured text with its
  /// escapes removed.
  ///
  /// - Complexity: O(rows × columns).
  func lines(colors: Bool) -> [String] {
    var result: [String] = []
    result.reserveCapacity(rows)
    var cells: [(Character, Ink)] = []
    cells.reserveCapacity(columns)
    for row in 0..<rows {
      cells.removeAll(keepingCapacity: true)
      for column in 0..<columns {
        let at = index(row: row, column: column)
        switch overlays[at] {
        case .continuation: continue
        case .glyph(let character, let ink): cells.append((character, ink))
        case .none:
          cells.append(directions[at].isEmpty ? (" ", .plain) : line(at: at))
        }
      }
      while cells.last?.0 == " " { cells.removeLast() }
      result.append(colors ? Canvas.colored(cells) : String(cells.map(\.0)))
    }
    return result
  }

  /// Spaces keep the ink around them, so a coloured outline costs one escape per run, not one
  /// per character.
  private static func colored(_ cells: [(Character, Ink)]) -> String {
    var text = ""
    var current = Ink.plain
    for (character, ink) in cells {
      if character != " " && ink != current {
        if current != .plain { text += Ink.reset }
        text += ink.escape
        current = ink
      }
      text.append(character)
    }
    if current != .plain { text += Ink.reset }
    return text
  }
}
