extension MoveDetection {
  /// The move the diff declares when one item is taken from `from` and put at `to` (a path after
  /// the move), every other item keeping its order: that item — unless it goes down by one place
  /// within its section, where the neighbour it passes is farther from its place on the other side
  /// by the same one step and, arriving first in the new order, is the one declared moved (see
  /// ``markMoves(aToB:bToA:moved:)``).
  ///
  /// - Complexity: O(1).
  package static func moveOfOneItem(from: ItemPath, to: ItemPath) -> ItemMove {
    if from.section == to.section, to.item == from.item + 1 {
      return ItemMove(from: ItemPath(from.section, from.item + 1), to: from)
    }
    return ItemMove(from: from, to: to)
  }

  /// The same for one section moved from `from` to `to`.
  ///
  /// - Complexity: O(1).
  package static func moveOfOneSection(from: Int, to: Int) -> SectionMove {
    to == from + 1 ? SectionMove(from: from + 1, to: from) : SectionMove(from: from, to: to)
  }
}
