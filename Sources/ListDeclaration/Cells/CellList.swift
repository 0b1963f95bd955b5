public import ListCollections

/// The cells of a section, in order: an array kept in chunks, so that a list of a million cells can
/// be copied (a layout before a change and the one after it share their cells) and changed one cell
/// at a time without copying them all.
///
/// It behaves like `[CellDeclaration]`: indices from 0, `insert`, `remove`, `append`, subscripts.
///
/// - Complexity: reading a cell by index O(log c) for c chunks of a few hundred cells; changing,
///   inserting or removing one O(c + s) for a chunk of s ≤ 1,024 cells; iterating O(1) per cell.
public struct CellList: Sendable {
  @usableFromInline var storage: ChunkedArray<CellDeclaration>

  @inlinable public init() { storage = ChunkedArray() }

  /// - Complexity: O(n).
  @inlinable public init(_ cells: some Sequence<CellDeclaration>) { storage = ChunkedArray(cells) }
}

extension CellList: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { storage.count }
  @inlinable public var count: Int { storage.count }
  @inlinable public var isEmpty: Bool { storage.isEmpty }

  public subscript(position: Int) -> CellDeclaration {
    @inlinable get { storage[position] }
    @inlinable set { storage[position] = newValue }
  }

  public struct Iterator: IteratorProtocol {
    @usableFromInline var base: ChunkedArray<CellDeclaration>.Iterator
    @inlinable init(base: ChunkedArray<CellDeclaration>.Iterator) { self.base = base }
    @inlinable public mutating func next() -> CellDeclaration? { base.next() }
  }

  @inlinable public func makeIterator() -> Iterator { Iterator(base: storage.makeIterator()) }

  /// The cells transformed in order, read chunk by chunk (`Collection`'s own `map` would find
  /// each cell by its index, O(log c) a cell).
  ///
  /// - Complexity: O(n).
  @inlinable public func map<T, E>(_ transform: (CellDeclaration) throws(E) -> T) throws(E) -> [T] {
    var result: [T] = []
    result.reserveCapacity(count)
    for cell in self { result.append(try transform(cell)) }
    return result
  }

  /// An iterator over the cells from `position` on (none when `position` is `count`).
  ///
  /// - Complexity: O(log c) for c chunks, then O(1) per cell.
  @inlinable public func makeIterator(from position: Int) -> Iterator {
    Iterator(base: storage.makeIterator(from: position))
  }

  @inlinable public mutating func replaceSubrange(_ range: Range<Int>, with cells: some Collection<CellDeclaration>) {
    storage.replaceSubrange(range, with: cells)
  }

  @inlinable public mutating func append(_ cell: CellDeclaration) { storage.append(cell) }

  /// Appends `other`'s cells at `range`, sharing whole chunks of them rather than copying each.
  ///
  /// - Complexity: O(c + s) for c chunks in the range, s cells in a chunk.
  @inlinable public mutating func append(contentsOf other: CellList, range: Range<Int>) {
    storage.append(contentsOf: other.storage, range: range)
  }
}

extension CellList: ExpressibleByArrayLiteral, Hashable {
  @inlinable public init(arrayLiteral cells: CellDeclaration...) { self.init(cells) }
}
