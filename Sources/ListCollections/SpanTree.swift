/// Consecutive lengths in points with their prefix sums: where each span starts, the span under
/// a point, one span's change — each in O(log n) (a ``PrefixSumTree`` over the lengths).
///
/// A compositional list keeps one span per section top, per group (or per orthogonal row), per
/// section bottom, down the list. Lengths are not rounded: UIKit adds them up unrounded and rounds
/// each frame's edges only when it shows them, which ListLab's frames then do.
package struct SpanTree: Sendable {
  package private(set) var lengths: [Double]
  private var tree: PrefixSumTree<Double>
  package private(set) var total: Double

  /// - Complexity: O(n).
  package init(_ lengths: [Double]) {
    self.lengths = lengths
    tree = PrefixSumTree(lengths)
    total = lengths.reduce(0, +)
  }

  package var count: Int { lengths.count }

  package subscript(index: Int) -> Double { lengths[index] }

  /// The sum of the lengths before `index` (`index` may be `count`).
  ///
  /// - Complexity: O(log n).
  package func prefix(_ index: Int) -> Double { tree.prefix(index) }

  /// Sets the length at `index`; returns the change.
  ///
  /// - Complexity: O(log n).
  @discardableResult
  package mutating func set(_ index: Int, to length: Double) -> Double {
    let delta = length - lengths[index]
    guard delta != 0 else { return 0 }
    lengths[index] = length
    total += delta
    tree.add(delta, at: index)
    return delta
  }

  /// The first span whose extent `[prefix(i), prefix(i + 1))` contains `offset`, or `count` when
  /// `offset` is at or past the end. Empty spans are skipped.
  ///
  /// - Complexity: O(log n).
  package func index(containing offset: Double) -> Int {
    min(tree.descend(to: offset).count, count)
  }
}
