/// Consecutive lengths in points with their prefix sums: where each span starts, the span under
/// a point, one span's change — each in O(log n) (a Fenwick tree over the lengths).
///
/// A compositional list keeps one span per section top, per group (or per orthogonal row), per
/// section bottom, down the list. Lengths are not rounded: UIKit adds them up unrounded and rounds
/// each frame's edges only when it shows them, which ListLab's frames then do.
struct SpanTree: Sendable {
  private(set) var lengths: [Double]
  /// 1-based: `tree[i]` holds the sum of `lengths[i - lowbit(i) ..< i]`.
  private var tree: [Double]
  private(set) var total: Double

  /// - Complexity: O(n).
  init(_ lengths: [Double]) {
    self.lengths = lengths
    tree = [0] + lengths
    for index in 1..<max(1, tree.count) {
      let parent = index + (index & -index)
      if parent < tree.count { tree[parent] += tree[index] }
    }
    total = lengths.reduce(0, +)
  }

  var count: Int { lengths.count }

  subscript(index: Int) -> Double { lengths[index] }

  /// The sum of the lengths before `index` (`index` may be `count`).
  ///
  /// - Complexity: O(log n).
  func prefix(_ index: Int) -> Double {
    var sum = 0.0
    var position = index
    while position > 0 {
      sum += tree[position]
      position -= position & -position
    }
    return sum
  }

  /// Sets the length at `index`; returns the change.
  ///
  /// - Complexity: O(log n).
  @discardableResult
  mutating func set(_ index: Int, to length: Double) -> Double {
    let delta = length - lengths[index]
    guard delta != 0 else { return 0 }
    lengths[index] = length
    total += delta
    var position = index + 1
    while position < tree.count {
      tree[position] += delta
      position += position & -position
    }
    return delta
  }

  /// The first span whose extent `[prefix(i), prefix(i + 1))` contains `offset`, or `count` when
  /// `offset` is at or past the end. Empty spans are skipped.
  ///
  /// - Complexity: O(log n).
  func index(containing offset: Double) -> Int {
    var position = 0
    var remaining = offset
    var step = 1
    while step * 2 < tree.count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next < tree.count, tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return min(position, count)
  }
}
