import ListDeclaration
import ListLayout
import ListRender

/// The scenes of the expected-output tests, built directly from frames (as a layout at @3x would
/// give them), so that these tests do not depend on the layout engine.
enum TestScenes {
  /// A plain list: a header and three 44-point cells, separators inset 16 points under the first two.
  static var plainList: Scene {
    let header = Shapes.shape(.header, 0, 0, 375, 28, title: "fruits")
    let apple = Shapes.cell(0, 28, 375, 44, title: "apple")
    let banana = Shapes.cell(0, 72, 375, 44, title: "banana")
    let cherry = Shapes.cell(0, 116, 375, 44, title: "cherry")
    return Scene(
      viewport: Rect(x: 0, y: 0, width: 375, height: 170),
      shapes: [
        header, Shapes.label(["FRUITS"], 16, 5.33, 100, 17.67),
        apple, Shapes.separator(under: apple), Shapes.bodyLabel("Apple", cellY: 28),
        banana, Shapes.separator(under: banana), Shapes.bodyLabel("Banana", cellY: 72),
        cherry, Shapes.bodyLabel("Cherry", cellY: 116),
      ],
      caption: "plain 375×170 @3x · offset 0")
  }

  /// insetGrouped: a section of three cells (rounded top and bottom) under a header, separators
  /// inset 16 points from the cells' leading edge, then a section of one cell rounded all round.
  static var insetGrouped: Scene {
    let header = Shapes.shape(.header, 16, 0, 343, 38, title: "fruits")
    let apple = Shapes.cell(16, 38, 343, 44, title: "apple", corners: .top)
    let banana = Shapes.cell(16, 82, 343, 44, title: "banana")
    let cherry = Shapes.cell(16, 126, 343, 44, title: "cherry", corners: .bottom)
    let settings = Shapes.cell(16, 205, 343, 44, title: "settings", corners: .all)
    return Scene(
      viewport: Rect(x: 0, y: 0, width: 375, height: 260),
      shapes: [
        header, Shapes.label(["FRUITS"], 36, 15.33, 80, 17.67),
        apple, Shapes.separator(under: apple), Shapes.bodyLabel("Apple", cellX: 16, cellY: 38),
        banana, Shapes.separator(under: banana), Shapes.bodyLabel("Banana", cellX: 16, cellY: 82),
        cherry, Shapes.bodyLabel("Cherry", cellX: 16, cellY: 126),
        settings, Shapes.bodyLabel("Settings", cellX: 16, cellY: 205),
      ],
      caption: "insetGrouped 375×260 @3x · offset 0")
  }

  /// The seed-000 card list: full-width cells, each holding a card inset 8 points left and right,
  /// 8 points from the section's top and bottom and 8 points (4 + 4) from the next card. Each
  /// card holds an icon, a title, a date and a two-line description.
  static var cards: Scene {
    let statuses = [
      ("battery", "Battery low", "12:30", ["Charge the sensor soon: 12% left", "at the last reading."]),
      ("door", "Door open", "11:05", ["The back door has been open", "for more than ten minutes."]),
      ("water", "Water leak", "09:41", ["Moisture under the sink.", "Check the pipes."]),
    ]
    let cardHeight = 100.0
    var shapes: [Scene.Shape] = []
    var top = 0.0
    for (index, (id, title, date, description)) in statuses.enumerated() {
      let marginTop = index == 0 ? 8.0 : 4
      let marginBottom = index == statuses.count - 1 ? 8.0 : 4
      let cell = Shapes.cell(0, top, 375, marginTop + cardHeight + marginBottom, title: id)
      let card = Shapes.shape(.card, 8, top + marginTop, 359, cardHeight, corners: .all)
      let y = card.frame.y
      shapes += [
        cell, card,
        Shapes.shape(.stack, 8, y, 359, cardHeight),
        Shapes.shape(.image, 24, y + 16, 40, 40),
        Shapes.label([title], 76, y + 16, 190, 20.33),
        Shapes.label([date], 276, y + 16, 67, 15.67, align: .trailing),
        Shapes.label(description, 76, y + 42.33, 267, 36),
      ]
      top = cell.frame.maxY
    }
    return Scene(
      viewport: Rect(x: 0, y: 0, width: 375, height: 340), shapes: shapes, caption: "cards 375×340 @3x · offset 0")
  }

  /// A grid of 2 × 2 items: insets 16, spacing and line spacing 10, items 100 points tall, with
  /// a centred label in each.
  static var grid: Scene {
    let width = (375 - 32 - 10) / 2.0
    var shapes: [Scene.Shape] = []
    for item in 0..<4 {
      let x = 16 + Double(item % 2) * (width + 10)
      let y = 16 + Double(item / 2) * 110
      shapes.append(Shapes.cell(x, y, width, 100, title: "item\(item)"))
      shapes.append(Shapes.shape(.image, x + 8, y + 8, width - 16, 60))
      shapes.append(Shapes.label(["Item \(item)"], x + 8, y + 72, width - 16, 20.33, align: .center))
    }
    return Scene(viewport: Rect(x: 0, y: 0, width: 375, height: 250), shapes: shapes, caption: "grid 2 columns")
  }

  /// Labels: truncation with "…", centre and trailing alignment, lines clipped to the frame's
  /// rows, and wide characters.
  static var labels: Scene {
    Scene(
      viewport: Rect(x: 0, y: 0, width: 375, height: 120),
      shapes: [
        Shapes.cell(0, 0, 375, 120, title: "labels"),
        Shapes.label(["A title far too long for its narrow frame"], 16, 10, 100, 20),
        Shapes.label(["Centred"], 16, 30, 343, 20, align: .center),
        Shapes.label(["Trailing"], 16, 50, 343, 20, align: .trailing),
        // Two rows (7 and 8) for three lines: the third is not drawn, and the second ends with `…`.
        Shapes.label(["first line", "second line", "third line is clipped"], 16, 70, 150, 15),
        Shapes.label(["日本語のテキスト"], 200, 70, 50, 20),
        Shapes.label(["Too long, centred"], 200, 90, 50, 20, align: .center),
      ])
  }

  /// A viewport starting and ending in the middle of cells (offset 35, 100 points tall): the
  /// first cell's top edge and the last cell's bottom edge are cut, and so is the top of a label.
  static var clipped: Scene {
    let first = Shapes.cell(0, 0, 375, 60, title: "first")
    let second = Shapes.cell(0, 60, 375, 60, title: "second")
    let third = Shapes.cell(0, 120, 375, 60, title: "third")
    return Scene(
      viewport: Rect(x: 0, y: 35, width: 375, height: 100),
      shapes: [
        first, Shapes.separator(under: first),
        Shapes.label(["line 1", "line 2", "line 3", "line 4"], 16, 4, 200, 52),
        second, Shapes.separator(under: second), Shapes.bodyLabel("Second", cellY: 60),
        third, Shapes.bodyLabel("Third", cellY: 120),
      ],
      caption: "plain 375×100 · offset 35")
  }

  /// A dimmed (alpha 0.3) cell between two others, and a lone dimmed cell below them.
  static var dimmed: Scene {
    Scene(
      viewport: Rect(x: 0, y: 0, width: 200, height: 200),
      shapes: [
        Shapes.cell(0, 0, 200, 44, title: "a"),
        Shapes.cell(0, 44, 200, 44, title: "disabled", alpha: 0.3),
        Shapes.label(["Disabled"], 16, 55.83, 100, 20.33, alpha: 0.3),
        Shapes.cell(0, 88, 200, 44, title: "c"),
        Shapes.cell(20, 150, 160, 44, title: "fading", corners: .all, state: .deleting, alpha: 0.2),
      ])
  }

  /// One step of a transition: a header, a deleting (fading) cell, an inserting, a moving, an
  /// updating and a steady cell, with separators.
  static var transition: Scene {
    let deleting = Shapes.cell(0, 28, 200, 44, title: "old", state: .deleting, alpha: 0.4)
    let inserting = Shapes.cell(0, 72, 200, 44, title: "new", state: .inserting, alpha: 0.6)
    let moving = Shapes.cell(0, 116, 200, 44, title: "mover", state: .moving)
    let updating = Shapes.cell(0, 160, 200, 44, title: "changed", state: .updating)
    let steady = Shapes.cell(0, 204, 200, 44, title: "same", state: .steady)
    return Scene(
      viewport: Rect(x: 0, y: 0, width: 200, height: 250),
      shapes: [
        Shapes.shape(.header, 0, 0, 200, 28, title: "list"),
        deleting, Shapes.separator(under: deleting, state: .deleting),
        Shapes.label(["Old"], 16, 39.83, 100, 20.33, state: .deleting, alpha: 0.4),
        inserting, Shapes.separator(under: inserting, state: .inserting),
        Shapes.label(["New"], 16, 83.83, 100, 20.33, state: .inserting, alpha: 0.6),
        moving, Shapes.separator(under: moving),
        updating, Shapes.separator(under: updating),
        steady,
      ],
      caption: "step 2/4 · t = 0.15 s")
  }

  /// Lines meeting three and four at a time: four cells sharing edges (┬ ┴ ├ ┤ ┼), a rule
  /// joining a card's side, and a rounded cell whose corner another line joins.
  static var junctions: Scene {
    Scene(
      viewport: Rect(x: 0, y: 0, width: 375, height: 130),
      shapes: [
        Shapes.cell(0, 0, 100, 50), Shapes.cell(100, 0, 100, 50),
        Shapes.cell(0, 50, 100, 50), Shapes.cell(100, 50, 100, 50),
        Shapes.shape(.card, 220, 0, 100, 50, corners: .all),
        Shapes.shape(.box, 220, 25, 50, 2),
        Shapes.cell(220, 60, 100, 40, corners: .all),
        Shapes.shape(.box, 219.5, 100, 1, 30),
      ])
  }

  /// Every scene above, for properties that hold of all of them.
  static let all: [(String, Scene)] = [
    ("plain", plainList), ("insetGrouped", insetGrouped), ("cards", cards), ("grid", grid), ("labels", labels),
    ("clipped", clipped), ("dimmed", dimmed), ("transition", transition), ("junctions", junctions),
  ]
}
