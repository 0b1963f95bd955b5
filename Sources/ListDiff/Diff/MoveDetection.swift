/// Chooses which elements of a reordered sequence move, in one linear pass.
///
/// `A` and `B` hold the same elements in two orders (the data before and after). An element that
/// does not move must keep its order relative to every other element that does not move, or
/// UIKit's replay puts it in the wrong place. Two cursors walk `A` and `B`; when they point at
/// the same element it stays; otherwise the element that is farther from its place on the other
/// side is declared moved (the one arriving in `B`, on a tie) and skipped when met again. Every
/// step advances a cursor, so the walk is O(n); one element taken from anywhere and put anywhere
/// costs one move, and a rotation one move too. Moves are not always the fewest (that would need
/// a longest increasing subsequence, O(n log n)), as with Heckel's algorithm.
package enum MoveDetection {
  /// Marks in `moved` (indexed like `A`) the elements that move.
  ///
  /// - Parameters:
  ///   - aToB: for each element of `A`, its index in `B`.
  ///   - bToA: for each element of `B`, its index in `A`.
  /// - Complexity: O(n).
  static func markMoves(
    aToB: Column<Int32>, bToA: Column<Int32>, moved: MutableColumn<Bool>
  ) {
    let count = aToB.count
    var a = 0
    var b = 0
    while a < count, b < count {
      if moved[a] {
        a += 1
        continue
      }
      let arriving = Int(bToA[b])  // the index in A of the element at B's cursor
      if moved[arriving] {
        b += 1
        continue
      }
      if arriving == a {
        a += 1
        b += 1
        continue
      }
      // Both elements are still unplaced, so both lie ahead of the other cursor.
      let arrivingDistance = arriving - a
      let leavingDistance = Int(aToB[a]) - b
      if leavingDistance > arrivingDistance {
        moved[a] = true
        a += 1
      } else {
        moved[arriving] = true
        b += 1
      }
    }
  }

  /// `markMoves` on arrays.
  static func moves(aToB: [Int32], bToA: [Int32]) -> [Bool] {
    var moved = [Bool](repeating: false, count: aToB.count)
    withColumns(aToB, bToA) { aToB, bToA in
      moved.withMutableColumn { moved in markMoves(aToB: aToB, bToA: bToA, moved: moved) }
    }
    return moved
  }
}
