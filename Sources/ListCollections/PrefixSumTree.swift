/// Sums of consecutive values in a Fenwick tree (a binary indexed tree): the sum before a position,
/// one value's change, and the descent to the position under an offset, each in O(log n).
///
/// The one prefix-sum structure of the layout engines: rows keep a tree of their chunks' sums in
/// pixels (``HeightList``), compositional lists one of their spans' lengths in points
/// (``SpanTree``). Sums are formed in the same order for the same values whatever the caller, so a
/// `Double` tree gives the same bits on every machine.
package struct PrefixSumTree<Value: AdditiveArithmetic & Comparable> {
  /// 1-based: `nodes[i]` holds the sum of the values `i - lowbit(i) ..< i`; `nodes[0]` is unused.
  /// (Writable in the package so that the invariant checks' own tests can break a tree.)
  @usableFromInline package var nodes: ContiguousArray<Value>

  /// A tree of `values`.
  ///
  /// - Complexity: O(n).
  @inlinable package init(_ values: some Sequence<Value>) {
    nodes = [.zero]
    nodes.append(contentsOf: values)
    var index = 1
    while index < nodes.count {
      let parent = index + (index & -index)
      if parent < nodes.count { nodes[parent] += nodes[index] }
      index += 1
    }
  }

  /// The number of values.
  @inlinable package var count: Int { nodes.count - 1 }

  /// The sum of the values before `index` (`index` may be ``count``).
  ///
  /// - Complexity: O(log n).
  @inlinable package func prefix(_ index: Int) -> Value {
    var sum = Value.zero
    var position = index
    while position > 0 {
      sum += nodes[position]
      position -= position & -position
    }
    return sum
  }

  /// Adds `delta` to the value at `index`.
  ///
  /// - Complexity: O(log n).
  @inlinable package mutating func add(_ delta: Value, at index: Int) {
    var position = index + 1
    while position < nodes.count {
      nodes[position] += delta
      position += position & -position
    }
  }

  /// How many leading values fit in `offset` — the largest `k` with `prefix(k) <= offset`, found
  /// by descending the tree — and what is left of `offset` past them. Zero values are passed over,
  /// so the position is that of the first value that does not fit.
  ///
  /// - Complexity: O(log n).
  @inlinable package func descend(to offset: Value) -> (count: Int, remaining: Value) {
    var position = 0
    var remaining = offset
    var step = 1
    while step * 2 < nodes.count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next < nodes.count, nodes[next] <= remaining {
        position = next
        remaining -= nodes[next]
      }
      step /= 2
    }
    return (position, remaining)
  }
}

extension PrefixSumTree: Sendable where Value: Sendable {}
extension PrefixSumTree: Equatable where Value: Equatable {}
