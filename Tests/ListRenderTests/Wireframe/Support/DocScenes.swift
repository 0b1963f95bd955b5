import ListDeclaration
import ListLayout
import ListRender

/// The scenes whose wireframes the documentation shows (``Wireframe``'s doc comment).
enum DocScenes {
  /// insetGrouped, 240 points wide: a header, two cells (rounded top and bottom) and the
  /// separator between them, inset 16 points.
  static var insetGrouped: Scene {
    let apple = Shapes.cell(16, 28, 208, 44, title: "apple", corners: .top)
    let banana = Shapes.cell(16, 72, 208, 44, title: "banana", corners: .bottom)
    return Scene(
      viewport: Rect(x: 0, y: 0, width: 240, height: 120),
      shapes: [
        Shapes.shape(.header, 16, 0, 208, 28, title: "fruits"),
        Shapes.label(["FRUITS"], 36, 5.33, 80, 17.67),
        apple, Shapes.separator(under: apple), Shapes.bodyLabel("Apple", cellX: 16, cellY: 28),
        banana, Shapes.bodyLabel("Banana", cellX: 16, cellY: 72),
      ],
      caption: "insetGrouped 240×120")
  }

  /// cards (seed 000), 240 points wide: two cells, each holding a card 8 points from the edges
  /// and 8 points from the other card, with an icon, a title and a trailing date.
  static var cards: Scene {
    var shapes: [Scene.Shape] = []
    for (index, (id, title, date)) in [("battery", "Battery low", "12:30"), ("door", "Door open", "11:05")].enumerated()
    {
      let top = Double(index) * 60
      let card = Shapes.shape(.card, 8, top + (index == 0 ? 8 : 4), 224, 48, corners: .all)
      shapes += [
        Shapes.cell(0, top, 240, 60, title: id), card,
        Shapes.shape(.image, 24, card.frame.y + 12, 24, 24),
        Shapes.label([title], 60, card.frame.y + 14, 110, 20.33),
        Shapes.label([date], 170, card.frame.y + 14, 46, 20.33, align: .trailing),
      ]
    }
    return Scene(viewport: Rect(x: 0, y: 0, width: 240, height: 120), shapes: shapes, caption: "cards 240×120")
  }
}
