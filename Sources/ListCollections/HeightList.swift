/// Heights of consecutive rows (in pixels) with prefix sums, in chunks: the y of a row, the row
/// under an offset and one height's change in O(log c + s) for c chunks of s ≤ 1,024 rows, and a
/// row inserted or removed in O(c + s) — where a copy (the layout before a change) shares every
/// chunk the change does not touch.
///
/// The layout keeps one entry per "slot": a section's top, each table row or grid line, a section's
/// bottom. A row's y is the sum of the slots before it and the content height is the total.
public struct HeightList: Sendable {

  package static var chunkSize: Int { 512 }
  package static var maximumChunkSize: Int { 1024 }

  /// The heights, chunk by chunk (nested arrays: a copy shares each chunk until one side changes it).
  @usableFromInline var chunks: ContiguousArray<ContiguousArray<Int32>> = []
  /// The sum of each chunk.
  private var sums: ContiguousArray<Int> = []
  /// The index of each chunk's first row, then the count.
  @usableFromInline var starts: ContiguousArray<Int> = [0]
  /// The prefix sums of the chunk sums. (Writable in the package so that the invariant check's own
  /// tests can break it.)
  package var tree = PrefixSumTree<Int>([])
  package var total = 0

  /// Concrete, not generic over the sequence: a generic `package` function runs unspecialized in
  /// the modules that call it (this compiler serializes no `package` bodies), and the layout
  /// builds its rows here.
  ///
  /// - Complexity: O(n).
  package init(_ values: [Int]) {
    var chunk = ContiguousArray<Int32>()
    chunk.reserveCapacity(Self.chunkSize)
    for value in values {
      chunk.append(Int32(clamping: value))
      if chunk.count == Self.chunkSize {
        chunks.append(chunk)
        chunk.removeAll(keepingCapacity: true)
      }
    }
    if !chunk.isEmpty { chunks.append(chunk) }
    sums = ContiguousArray(chunks.map { $0.reduce(0) { $0 + Int($1) } })
    rebuildIndex()
  }

  @inlinable public var count: Int { starts[starts.count - 1] }

  /// The height at `index`.
  ///
  /// - Complexity: O(log c).
  @inlinable public subscript(index: Int) -> Int {
    let chunk = chunk(containing: index)
    return Int(chunks[chunk][index - starts[chunk]])
  }

  /// Sets the height at `index`; returns the change.
  ///
  /// - Complexity: O(log c + s) (O(s) only when the chunk is shared with a copy).
  @discardableResult
  package mutating func set(_ index: Int, to value: Int) -> Int {
    let chunk = chunk(containing: index)
    let offset = index - starts[chunk]
    let delta = value - Int(chunks[chunk][offset])
    guard delta != 0 else { return 0 }
    chunks[chunk][offset] = Int32(clamping: value)
    sums[chunk] += delta
    addToTree(chunk, delta)
    return delta
  }

  /// Sum of the heights before `index` (the y of row `index`); `index` may be `count`.
  ///
  /// - Complexity: O(log c + s).
  package func prefix(_ index: Int) -> Int {
    guard index < count else { return total }
    let chunk = chunk(containing: index)
    var sum = tree.prefix(chunk)
    let values = chunks[chunk]
    for offset in 0..<(index - starts[chunk]) { sum += Int(values[offset]) }
    return sum
  }

  /// The first row whose span `[prefix(i), prefix(i + 1))` contains `offset` — the row under
  /// that y — or `count` when `offset` is at or past the total. Zero-height rows are skipped.
  ///
  /// - Complexity: O(log c + s).
  package func index(containing offset: Int) -> Int {
    guard offset >= 0 else { return 0 }
    guard offset < total else { return count }
    // `position` chunks lie wholly at or before the offset; the row is in chunk `position`.
    let (position, rest) = tree.descend(to: offset)
    var remaining = rest
    let values = chunks[position]
    var index = 0
    while index < values.count, Int(values[index]) <= remaining {
      remaining -= Int(values[index])
      index += 1
    }
    return starts[position] + index
  }

  /// Inserts heights at `index`.
  ///
  /// - Complexity: O(c + s + k) for k heights.
  package mutating func insert(contentsOf values: [Int], at index: Int) {
    guard !values.isEmpty else { return }
    if chunks.isEmpty {
      self = HeightList(values)
      return
    }
    let chunk = index == count ? chunks.count - 1 : self.chunk(containing: index)
    let offset = index - starts[chunk]
    chunks[chunk].insert(contentsOf: values.lazy.map { Int32(clamping: $0) }, at: offset)
    sums[chunk] += values.reduce(0, +)
    if chunks[chunk].count > Self.maximumChunkSize { split(chunk) }
    rebuildIndex()
  }

  package mutating func insert(_ value: Int, at index: Int) { insert(contentsOf: [value], at: index) }

  /// Removes the heights in `range`.
  ///
  /// - Complexity: O(c + s + k), or O(n) when the range spans chunks.
  package mutating func removeSubrange(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    let chunk = self.chunk(containing: range.lowerBound)
    let offset = range.lowerBound - starts[chunk]
    guard range.upperBound <= starts[chunk + 1] else {
      var all = Array(self.values)
      all.removeSubrange(range)
      self = HeightList(all)
      return
    }
    let removed = chunks[chunk][offset..<(offset + range.count)].reduce(0) { $0 + Int($1) }
    chunks[chunk].removeSubrange(offset..<(offset + range.count))
    sums[chunk] -= removed
    if chunks[chunk].isEmpty {
      chunks.remove(at: chunk)
      sums.remove(at: chunk)
    }
    rebuildIndex()
  }

  package mutating func remove(at index: Int) { removeSubrange(index..<(index + 1)) }

  /// Every height in order.
  package var values: [Int] { chunks.flatMap { $0.map(Int.init) } }

  /// The first index whose ``prefix(_:)`` is not the plain running sum of the heights before it,
  /// or the total when it is not the sum of every height; nil when every prefix and the total
  /// agree. Every index is checked, in one pass: ``prefix(_:)`` of an index is the tree's sum of
  /// the chunks before its chunk plus the heights before it in that chunk, so the pass takes the
  /// tree's sum once per chunk and adds the chunk's heights one by one — the very sums
  /// ``prefix(_:)`` returns for each index — and compares each with the running sum. The chunk an
  /// index falls in is found by a binary search over `starts`; the pass checks that `starts`
  /// follow the chunks' counts and that the search finds each chunk from its first and last
  /// index (between them, sorted `starts` send every index to the same chunk).
  ///
  /// - Complexity: O(n + c log c).
  package func firstPrefixDisagreement() -> String? {
    var running = 0
    var index = 0
    for (number, values) in chunks.enumerated() {
      if starts[number] != index {
        return "chunk \(number) starts at \(starts[number]), expected \(index)"
      }
      if values.isEmpty || chunk(containing: index) != number || chunk(containing: index + values.count - 1) != number {
        return "the rows \(index)..<\(index + values.count) are not found in their chunk \(number)"
      }
      let first = running
      var sum = tree.prefix(number)
      for value in values {
        if sum != running { return "prefix sum of slot \(index) is \(sum), expected \(running)" }
        sum += Int(value)
        running += Int(value)
        index += 1
      }
      if sums[number] != running - first {
        return "chunk \(number) sums to \(sums[number]), expected \(running - first)"
      }
    }
    if starts.count != chunks.count + 1 || starts[chunks.count] != index {
      return "the chunks end at \(starts[starts.count - 1]), expected \(index)"
    }
    if total != running { return "tree total \(total) is not the sum \(running)" }
    return nil
  }

  // MARK: Chunks

  @inlinable func chunk(containing index: Int) -> Int {
    var low = 0
    var high = chunks.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return low
  }

  private mutating func split(_ chunk: Int) {
    let values = chunks[chunk]
    let half = values.count / 2
    chunks[chunk] = ContiguousArray(values[..<half])
    chunks.insert(ContiguousArray(values[half...]), at: chunk + 1)
    sums[chunk] = chunks[chunk].reduce(0) { $0 + Int($1) }
    sums.insert(chunks[chunk + 1].reduce(0) { $0 + Int($1) }, at: chunk + 1)
  }

  /// Recomputes the chunk starts and the tree of sums.
  ///
  /// - Complexity: O(c).
  private mutating func rebuildIndex() {
    starts = [0]
    starts.reserveCapacity(chunks.count + 1)
    total = 0
    for (index, chunk) in chunks.enumerated() {
      starts.append(starts[index] + chunk.count)
      total += sums[index]
    }
    tree = PrefixSumTree(sums)
  }

  private mutating func addToTree(_ chunk: Int, _ delta: Int) {
    total += delta
    tree.add(delta, at: chunk)
  }
}
