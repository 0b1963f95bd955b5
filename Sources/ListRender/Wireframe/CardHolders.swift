import ListDeclaration
import ListLayout

/// Which cells of a scene hold a card (cards style), and the title each shape draws.
///
/// A card is held by the last cell before it in the scene when that cell's frame contains the
/// card's (a layout lists each cell, then its card). A cell holding a card is not outlined: its
/// card is the box the reader sees, and takes the cell's title when it has none.
struct CardHolders: Sendable {
  private var holders: [Bool]
  /// Per shape: its title, or for a card without one, its cell's.
  private(set) var titles: [String?]

  /// - Complexity: O(shapes).
  init(_ shapes: [Scene.Shape]) {
    holders = Array(repeating: false, count: shapes.count)
    titles = shapes.map(\.title)
    var lastCell: Int?
    for (index, shape) in shapes.enumerated() {
      switch shape.kind {
      case .cell:
        lastCell = index
      case .card:
        guard let cell = lastCell, shapes[cell].frame.contains(shape.frame) else { continue }
        holders[cell] = true
        if titles[index] == nil { titles[index] = shapes[cell].title }
      default:
        continue
      }
    }
  }

  /// Whether the shape at `index` is a cell holding a card.
  func holdsCard(_ index: Int) -> Bool { holders[index] }
}
