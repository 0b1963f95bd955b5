import ListCollections

/// The indices at which `new` differs from `old`.
package func changedIndices(_ old: [Int], _ new: [Int]) -> [Int] {
  var stack = Stack<Int>()
  for index in 0..<min(old.count, new.count) where old[index] != new[index] {
    stack.push(index)
  }
  var changed: [Int] = []
  while let index = stack.pop() { changed.insert(index, at: 0) }
  return changed
}
