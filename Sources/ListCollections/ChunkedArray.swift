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
/// which chunk holds an element without remembering positions that inserts shift. Edits report the
/// elements that changed chunks (``Relocation``) so such an index can follow them.
///
/// - Complexity: subscript reads O(log c) for c chunks; writes O(log c + s) for chunks of
///   s ≤ ``maximumChunkSize`` elements (O(c) more when the array of chunks is shared); inserts and
///   removals O(c + s + k) for k elements; iteration O(1) per element.
///
/// Its members are `@inlinable public`, not `package`: the compiler serializes the bodies of
/// `@inlinable package` functions for other modules only with library evolution on, so a `package`
/// generic would run unspecialized in every module that uses it — twice as slow for the layout.
public struct ChunkedArray<Element> {

  /// Elements that an edit moved to another chunk: they were in the chunk with serial `from` and
  /// are now at `positions`, in the chunk with serial `to`.
  public struct Relocation: Equatable {
    public var from: UInt32
    public var to: UInt32
    public var positions: Range<Int>

    @inlinable public init(from: UInt32, to: UInt32, positions: Range<Int>) {
      self.from = from
      self.to = to
      self.positions = positions
    }
  }

  /// A chunk holds at most this many elements; a chunk that grows past it is split in two.
  @inlinable public static var maximumChunkSize: Int { 1024 }
  /// Chunks are built and split to about this size.
  @inlinable public static var chunkSize: Int { 512 }

  /// The elements, chunk by chunk. A chunk is its own array, so a copy of the whole shares it until
  /// one side changes it (the nested arrays do the copy on write, with no reference type of ours).
  @usableFromInline package internal(set) var chunks: ContiguousArray<ContiguousArray<Element>>
  /// Each chunk's serial.
  @usableFromInline package internal(set) var serials: ContiguousArray<UInt32>
  /// The position of each chunk's first element, then the count: `chunks.count + 1` values.
  @usableFromInline package internal(set) var starts: ContiguousArray<Int>
  /// The index of each chunk by serial.
  @usableFromInline var chunkBySerial: [UInt32: Int]

  @inlinable public init() {
    chunks = []
    serials = []
    starts = [0]
    chunkBySerial = [:]
  }

  /// - Complexity: O(n).
  @inlinable public init(_ elements: some Sequence<Element>) {
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

  @inlinable mutating func appendChunk(_ elements: ContiguousArray<Element>) {
    let serial = ChunkSerials.next()
    chunkBySerial[serial] = chunks.count
    chunks.append(elements)
    serials.append(serial)
    starts.append(starts[starts.count - 1] + elements.count)
  }

  // MARK: Finding elements

  /// The chunk holding `position` (the last chunk for `position == count`).
  ///
  /// - Complexity: O(log c).
  @inlinable public func chunkIndex(containing position: Int) -> Int {
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
  @inlinable public func serial(at position: Int) -> UInt32 { serials[chunkIndex(containing: position)] }

  /// The index of the chunk with `serial`, if this array has one.
  ///
  /// - Complexity: O(1) expected.
  @inlinable public func chunkIndex(ofSerial serial: UInt32) -> Int? { chunkBySerial[serial] }

  /// The positions the chunk at `index` covers.
  @inlinable public func positions(ofChunk index: Int) -> Range<Int> { starts[index]..<starts[index + 1] }

  // MARK: Changing elements

  /// Calls `body` with every element in order, to change it in place.
  ///
  /// - Complexity: O(n) (plus copying the chunks that are shared).
  @inlinable public mutating func updateEach(_ body: (_ position: Int, inout Element) -> Void) {
    for index in chunks.indices {
      let start = starts[index]
      for offset in chunks[index].indices { body(start + offset, &chunks[index][offset]) }
    }
  }

  /// Replaces the elements in `range` with `newElements`, reporting each run of surviving elements
  /// that now lives in another chunk.
  ///
  /// - Complexity: O(c + s + k) for k new elements and a range within a few chunks; chunks the
  ///   range covers whole are dropped without being read.
  @inlinable public mutating func replaceSubrange(
    _ range: Range<Int>, with newElements: some Collection<Element>, relocated: (Relocation) -> Void
  ) {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
    if chunks.isEmpty {
      self = ChunkedArray(newElements)
      return
    }
    let first = chunkIndex(containing: range.lowerBound)
    // The chunk holding the range's last element (the first chunk for an empty range).
    let last = range.isEmpty ? first : chunkIndex(containing: range.upperBound - 1)
    let firstStart = starts[first]
    if first == last {
      chunks[first].replaceSubrange(
        (range.lowerBound - firstStart)..<(range.upperBound - firstStart), with: newElements)
    } else {
      chunks[first].replaceSubrange((range.lowerBound - firstStart)..., with: newElements)
      chunks[last].removeSubrange(..<(range.upperBound - starts[last]))
      // Chunks the range covers whole go with their elements.
      chunks.removeSubrange((first + 1)..<last)
      serials.removeSubrange((first + 1)..<last)
    }
    recompute(from: first, chunksChanged: first != last)
    // Keep every chunk at most the maximum and not tiny: split the first chunk while it is too big,
    // then merge the small ones into a neighbour.
    // The rest of the last chunk first (now right after the first), while indices are known.
    if first != last { mergeIfSmall(first + 1, relocated: relocated) }
    while chunks[first].count > Self.maximumChunkSize { split(first, relocated: relocated) }
    mergeIfSmall(first, relocated: relocated)
  }

  /// Splits chunk `index` in two halves; the second half gets a new serial.
  @inlinable mutating func split(_ index: Int, relocated: (Relocation) -> Void) {
    let size = chunks[index].count
    let half = Swift.max(size / 2, size - Self.maximumChunkSize)
    let tail = ContiguousArray(chunks[index][half...])
    chunks[index].removeSubrange(half...)
    let serial = ChunkSerials.next()
    chunks.insert(tail, at: index + 1)
    serials.insert(serial, at: index + 1)
    recompute(from: index, chunksChanged: true)
    relocated(Relocation(from: serials[index], to: serial, positions: positions(ofChunk: index + 1)))
  }

  /// Removes chunk `index` when it is empty, or merges it with a neighbour when it holds less than a
  /// quarter of ``chunkSize`` and both fit in one chunk of ``chunkSize``; the left chunk survives.
  @inlinable mutating func mergeIfSmall(_ index: Int, relocated: (Relocation) -> Void) {
    if chunks[index].isEmpty {
      chunks.remove(at: index)
      serials.remove(at: index)
      recompute(from: index, chunksChanged: true)
      return
    }
    guard chunks[index].count < Self.chunkSize / 4, chunks.count > 1 else { return }
    let left = index > 0 ? index - 1 : index
    guard chunks[left].count + chunks[left + 1].count <= Self.chunkSize else { return }
    let absorbed = chunks[left + 1]
    let absorbedSerial = serials[left + 1]
    let start = starts[left] + chunks[left].count
    chunks[left].append(contentsOf: absorbed)
    chunks.remove(at: left + 1)
    serials.remove(at: left + 1)
    recompute(from: left, chunksChanged: true)
    relocated(Relocation(from: absorbedSerial, to: serials[left], positions: start..<(start + absorbed.count)))
  }

  /// Recomputes the starts from chunk `index` on, and the serial map when chunks came or went.
  ///
  /// - Complexity: O(c).
  @inlinable mutating func recompute(from index: Int, chunksChanged: Bool) {
    if chunksChanged || starts.count != chunks.count + 1 {
      starts.removeSubrange((index + 1)..<starts.count)
      var position = starts[index]
      for chunk in chunks[index...] {
        position += chunk.count
        starts.append(position)
      }
      chunkBySerial = [:]
      chunkBySerial.reserveCapacity(chunks.count)
      for (position, serial) in serials.enumerated() { chunkBySerial[serial] = position }
    } else {
      // The same chunks: the starts after the edited one shift by its change in size.
      let delta = starts[index] + chunks[index].count - starts[index + 1]
      if delta != 0 {
        for later in (index + 1)..<starts.count { starts[later] += delta }
      }
    }
  }
}

extension ChunkedArray: RandomAccessCollection, MutableCollection {
  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { starts[starts.count - 1] }
  @inlinable public var count: Int { starts[starts.count - 1] }
  @inlinable public var isEmpty: Bool { count == 0 }

  @inlinable public subscript(position: Int) -> Element {
    get {
      precondition(position >= 0 && position < count, "index out of range")
      let chunk = chunkIndex(containing: position)
      return chunks[chunk][position - starts[chunk]]
    }
    set {
      precondition(position >= 0 && position < count, "index out of range")
      let chunk = chunkIndex(containing: position)
      chunks[chunk][position - starts[chunk]] = newValue
    }
  }

  public struct Iterator: IteratorProtocol {
    @usableFromInline let chunks: ContiguousArray<ContiguousArray<Element>>
    /// The next chunk to read, and the elements of the one being read.
    @usableFromInline var nextChunk = 0
    @usableFromInline var elements = ContiguousArray<Element>()
    @usableFromInline var offset = 0

    @inlinable init(chunks: ContiguousArray<ContiguousArray<Element>>) { self.chunks = chunks }

    @inlinable public mutating func next() -> Element? {
      while offset == elements.count {
        guard nextChunk < chunks.count else { return nil }
        elements = chunks[nextChunk]
        nextChunk += 1
        offset = 0
      }
      defer { offset += 1 }
      return elements[offset]
    }
  }

  @inlinable public func makeIterator() -> Iterator { Iterator(chunks: chunks) }

  /// An iterator that starts at `position` (at the end when `position` is `count`).
  ///
  /// - Complexity: O(log c).
  @inlinable public func makeIterator(from position: Int) -> Iterator {
    var iterator = Iterator(chunks: chunks)
    guard position < count else {
      iterator.nextChunk = chunks.count
      return iterator
    }
    let chunk = chunkIndex(containing: position)
    iterator.elements = chunks[chunk]
    iterator.nextChunk = chunk + 1
    iterator.offset = position - starts[chunk]
    return iterator
  }
}

extension ChunkedArray: RangeReplaceableCollection {
  @inlinable public mutating func replaceSubrange(_ range: Range<Int>, with newElements: some Collection<Element>) {
    replaceSubrange(range, with: newElements, relocated: { _ in })
  }

  @inlinable public mutating func reserveCapacity(_ capacity: Int) {}

  @inlinable public mutating func append(_ element: Element) {
    if let last = chunks.indices.last, chunks[last].count < Self.chunkSize {
      chunks[last].append(element)
      starts[starts.count - 1] += 1
    } else {
      appendChunk([element])
    }
  }

  /// Appends `other`'s elements at `range`, sharing the chunks the range covers whole (a chunk is
  /// an array: the copy shares it until one side changes it).
  ///
  /// - Complexity: O(c + k) for c chunks of `other` in the range and k elements of the (at most
  ///   two) chunks it covers in part.
  @inlinable public mutating func append(contentsOf other: ChunkedArray, range: Range<Int>) {
    guard !range.isEmpty else { return }
    var position = range.lowerBound
    var chunk = other.chunkIndex(containing: position)
    while position < range.upperBound {
      let covered = other.positions(ofChunk: chunk)
      let end = Swift.min(range.upperBound, covered.upperBound)
      if position == covered.lowerBound, end == covered.upperBound, !covered.isEmpty {
        appendChunk(other.chunks[chunk])
      } else if position < end {
        let offset = covered.lowerBound
        for element in other.chunks[chunk][(position - offset)..<(end - offset)] { append(element) }
      }
      position = Swift.max(position, end)
      chunk += 1
    }
  }
}

extension ChunkedArray: ExpressibleByArrayLiteral {
  @inlinable public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension ChunkedArray: Equatable where Element: Equatable {
  /// Equal elements in the same order.
  @inlinable public static func == (lhs: ChunkedArray, rhs: ChunkedArray) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.elementsEqual(rhs)
  }
}

extension ChunkedArray: Hashable where Element: Hashable {
  @inlinable public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in self { hasher.combine(element) }
  }
}

extension ChunkedArray: Sendable where Element: Sendable {}

/// Serial numbers for chunks, unique in the process (0 is never one).
@usableFromInline enum ChunkSerials {
  private static let counter = Atomic<UInt32>(1)

  @usableFromInline static func next() -> UInt32 {
    let serial = counter.wrappingAdd(1, ordering: .relaxed).oldValue
    return serial == 0 ? next() : serial
  }
}
