/// Heights of consecutive rows (in pixels) with O(log n) updates and prefix sums: a Fenwick tree.
///
/// The layout keeps one entry per "slot" (a section's top, each table row or grid line, a
/// section's bottom), so a row's y is the sum of the slots before it, the content height is the
/// total, and the row under an offset is found by descending the tree.
struct HeightTree: Sendable {
  /// The heights themselves.
  private(set) var values: [Int]
  /// Fenwick partial sums, 1-based: `tree[i]` covers `values[i - lowbit(i) ..< i]`.
  private var tree: [Int]
  private(set) var total: Int

  /// - Complexity: O(n).
  init(_ values: [Int]) {
    self.values = values
    var tree = [0] + values
    let count = values.count
    var index = 1
    while index <= count {
      let parent = index + (index & -index)
      if parent <= count { tree[parent] += tree[index] }
      index += 1
    }
    self.tree = tree
    total = values.reduce(0, +)
  }

  var count: Int { values.count }

  subscript(index: Int) -> Int { values[index] }

  /// Sets the height at `index`; returns the change.
  ///
  /// - Complexity: O(log n).
  @discardableResult
  mutating func set(_ index: Int, to value: Int) -> Int {
    let delta = value - values[index]
    guard delta != 0 else { return 0 }
    values[index] = value
    total += delta
    var position = index + 1
    while position < tree.count {
      tree[position] += delta
      position += position & -position
    }
    return delta
  }

  /// Sum of the heights before `index` (the y of row `index`).
  ///
  /// - Complexity: O(log n).
  func prefix(_ index: Int) -> Int {
    var sum = 0
    var position = index
    while position > 0 {
      sum += tree[position]
      position -= position & -position
    }
    return sum
  }

  /// The first row whose span `[prefix(i), prefix(i + 1))` contains `offset` — the row under
  /// that y — or `count` when `offset` is at or past the total. Zero-height rows are skipped.
  ///
  /// - Complexity: O(log n).
  func index(containing offset: Int) -> Int {
    guard offset >= 0 else { return 0 }
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
    return position  // values[0..<position] sum to ≤ offset; values[position] crosses it
  }
}
