import Synchronization

/// An array kept in chunks of a few hundred elements, so that a copy shares its chunks and changing
/// one element of it — setting, inserting or removing — copies one chunk, not the whole array.
///
/// A list of a million cells is copied whole every time a change keeps the layout before it (for the
/// transition) and the layout after it: with a flat array each change would then copy a million
/// references; here it copies one chunk and the array of chunk references (a few thousand).
///
/// Positions are plain `Int`s from 0. Each chunk has a `serial` that stays with it while it lives
/// (copies made on write keep it; a split gives the new half a new one), so an index can remember
/// which chunk holds an element without remembering positions that inserts shift.
///
/// - Complexity: subscript reads O(log c) for c chunks; writes, inserts and removals O(c + s) for
///   chunks of s ≤ ``maximumChunkSize`` elements; iteration O(1) per element.
struct ChunkedArray<Element> {
  final class Chunk {
    var elements: ContiguousArray<Element>
    let serial: UInt32

    init(_ elements: ContiguousArray<Element>, serial: UInt32 = ChunkSerials.next()) {
      self.elements = elements
      self.serial = serial
    }
  }

  /// A chunk holds at most this many elements; a chunk that grows past it is split in two.
  static var maximumChunkSize: Int { 1024 }
  /// Chunks are built and split to about this size.
  static var chunkSize: Int { 512 }

  private(set) var chunks: ContiguousArray<Chunk>
  /// The position of each chunk's first element, then the count: `chunks.count + 1` values.
  private(set) var starts: ContiguousArray<Int>

  init() {
    chunks = []
    starts = [0]
  }

  /// - Complexity: O(n).
  init(_ elements: some Sequence<Element>) {
    self.init()
    var chunk = ContiguousArray<Element>()
    chunk.reserveCapacity(Self.chunkSize)
    for element in elements {
      chunk.append(element)
      if chunk.count == Self.chunkSize {
        appendChunk(chunk)
        chunk = ContiguousArray()
        chunk.reserveCapacity(Self.chunkSize)
      }
    }
    if !chunk.isEmpty { appendChunk(chunk) }
  }

  private mutating func appendChunk(_ elements: ContiguousArray<Element>) {
    chunks.append(Chunk(elements))
    starts.append(starts[starts.count - 1] + elements.count)
  }

  // MARK: Finding elements

  /// The chunk holding `position` (the last chunk for `position == count`).
  ///
  /// - Complexity: O(log c).
  func chunkIndex(containing position: Int) -> Int {
    // The last chunk whose start is ≤ position.
    var low = 0
    var high = chunks.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= position { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The serial of the chunk holding `position`.
  func serial(at position: Int) -> UInt32 { chunks[chunkIndex(containing: position)].serial }

  /// The index of the chunk with `serial`, if this array has one.
  ///
  /// - Complexity: O(c).
  func chunkIndex(ofSerial serial: UInt32) -> Int? {
    chunks.firstIndex { $0.serial == serial }
  }

  /// The positions the chunk at `index` covers.
  func positions(ofChunk index: Int) -> Range<Int> { starts[index]..<starts[index + 1] }

  // MARK: Changing elements

  /// Makes chunk `index` unique to this array (copying it, serial and all, when it is shared).
  private mutating func makeUnique(_ index: Int) {
    if !isKnownUniquelyReferenced(&chunks[index]) {
      chunks[index] = Chunk(chunks[index].elements, serial: chunks[index].serial)
    }
  }

  private mutating func shiftStarts(after index: Int, by delta: Int) {
    for later in (index + 1)..<starts.count { starts[later] += delta }
  }

  /// Splits chunk `index` in two halves when it outgrew ``maximumChunkSize``; the second half gets
  /// a new serial.
  private mutating func splitIfNeeded(_ index: Int) {
    let size = chunks[index].elements.count
    guard size > Self.maximumChunkSize else { return }
    let half = size / 2
    let tail = ContiguousArray(chunks[index].elements[half...])
    chunks[index].elements.removeSubrange(half...)
    chunks.insert(Chunk(tail), at: index + 1)
    starts.insert(starts[index] + half, at: index + 1)
  }

  /// Removes chunk `index` when it is empty, or merges it into a neighbour when both fit in one
  /// chunk of ``chunkSize``.
  private mutating func mergeIfNeeded(_ index: Int) {
    if chunks[index].elements.isEmpty {
      chunks.remove(at: index)
      starts.remove(at: index)
      return
    }
    guard chunks[index].elements.count < Self.chunkSize / 4, chunks.count > 1 else { return }
    let left = index > 0 ? index - 1 : index
    guard chunks[left].elements.count + chunks[left + 1].elements.count <= Self.chunkSize else { return }
    makeUnique(left)
    chunks[left].elements.append(contentsOf: chunks[left + 1].elements)
    chunks.remove(at: left + 1)
    starts.remove(at: left + 1)
  }
}

extension ChunkedArray: RandomAccessCollection, MutableCollection {
  var startIndex: Int { 0 }
  var endIndex: Int { starts[starts.count - 1] }
  var count: Int { starts[starts.count - 1] }
  var isEmpty: Bool { count == 0 }

  subscript(position: Int) -> Element {
    get {
      precondition(position >= 0 && position < count, "index out of range")
      let chunk = chunkIndex(containing: position)
      return chunks[chunk].elements[position - starts[chunk]]
    }
    set {
      precondition(position >= 0 && position < count, "index out of range")
      let chunk = chunkIndex(containing: position)
      makeUnique(chunk)
      chunks[chunk].elements[position - starts[chunk]] = newValue
    }
  }

  struct Iterator: IteratorProtocol {
    let chunks: ContiguousArray<Chunk>
    /// The next chunk to read, and the elements of the one being read.
    var nextChunk = 0
    var elements = ContiguousArray<Element>()
    var offset = 0

    init(chunks: ContiguousArray<Chunk>) { self.chunks = chunks }

    mutating func next() -> Element? {
      while offset == elements.count {
        guard nextChunk < chunks.count else { return nil }
        elements = chunks[nextChunk].elements
        nextChunk += 1
        offset = 0
      }
      defer { offset += 1 }
      return elements[offset]
    }
  }

  func makeIterator() -> Iterator { Iterator(chunks: chunks) }

  /// Calls `body` with each chunk's elements in order, without copying them.
  func forEachChunk(_ body: (ContiguousArray<Element>) throws -> Void) rethrows {
    for chunk in chunks { try body(chunk.elements) }
  }
}

extension ChunkedArray: RangeReplaceableCollection {
  /// - Complexity: O(c + s + k) for k new elements, when the range lies in one chunk (one insert
  ///   or removal); O(n) otherwise.
  mutating func replaceSubrange(_ range: Range<Int>, with newElements: some Collection<Element>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
    if chunks.isEmpty {
      self = ChunkedArray(newElements)
      return
    }
    let chunk = chunkIndex(containing: range.lowerBound)
    let lastChunk = range.isEmpty ? chunk : chunkIndex(containing: range.upperBound - 1)
    guard chunk == lastChunk, newElements.count <= Self.maximumChunkSize else {
      // Rare (a range across chunks, or many new elements at once): rebuild.
      var all = ContiguousArray(self)
      all.replaceSubrange(range, with: newElements)
      self = ChunkedArray(all)
      return
    }
    makeUnique(chunk)
    let start = starts[chunk]
    chunks[chunk].elements.replaceSubrange((range.lowerBound - start)..<(range.upperBound - start), with: newElements)
    shiftStarts(after: chunk, by: newElements.count - range.count)
    if chunks[chunk].elements.count > Self.maximumChunkSize {
      splitIfNeeded(chunk)
    } else if newElements.count < range.count {
      mergeIfNeeded(chunk)
    }
  }

  mutating func reserveCapacity(_ capacity: Int) {}

  mutating func append(_ element: Element) {
    if let last = chunks.indices.last, chunks[last].elements.count < Self.chunkSize {
      makeUnique(last)
      chunks[last].elements.append(element)
      starts[starts.count - 1] += 1
    } else {
      appendChunk([element])
    }
  }
}

extension ChunkedArray: ExpressibleByArrayLiteral {
  init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension ChunkedArray: Equatable where Element: Equatable {
  /// Equal elements in the same order (chunks that are the same object compare at once).
  static func == (lhs: ChunkedArray, rhs: ChunkedArray) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.chunks.count == rhs.chunks.count, zip(lhs.chunks, rhs.chunks).allSatisfy({ $0 === $1 }) { return true }
    return lhs.elementsEqual(rhs)
  }
}

extension ChunkedArray: Hashable where Element: Hashable {
  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in self { hasher.combine(element) }
  }
}

/// The chunk's elements change only through a `ChunkedArray` that holds the only reference to it
/// (copy on write, as `Array`'s own storage), so sharing chunks between threads is safe when the
/// elements are.
extension ChunkedArray.Chunk: @unchecked Sendable where Element: Sendable {}
extension ChunkedArray: Sendable where Element: Sendable {}

/// Serial numbers for chunks, unique in the process.
enum ChunkSerials {
  private static let counter = Atomic<UInt32>(1)

  static func next() -> UInt32 {
    counter.wrappingAdd(1, ordering: .relaxed).oldValue
  }
}
