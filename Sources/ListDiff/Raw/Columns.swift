/// Read access to an array's elements inside one of the diff's inner loops, without the bounds
/// and copy-on-write checks of `Array`'s subscript.
///
/// ListDiff touches raw memory in two places only: here (the arrays of its hot loops) and
/// `StringLayout` (how a `String` and an `Identifier` are laid out). A column is valid only
/// inside the closure that received it; its index is checked in debug builds.
struct Column<Element> {
  private let buffer: UnsafeBufferPointer<Element>

  fileprivate init(_ buffer: UnsafeBufferPointer<Element>) {
    self.buffer = buffer
  }

  var count: Int { buffer.count }
  var indices: Range<Int> { 0..<buffer.count }

  @inline(__always)
  subscript(index: Int) -> Element {
    assert(index >= 0 && index < buffer.count, "column index out of range")
    return buffer[index]
  }
}

/// Read and write access to an array's elements inside an inner loop (see `Column`).
struct MutableColumn<Element> {
  private let buffer: UnsafeMutableBufferPointer<Element>

  fileprivate init(_ buffer: UnsafeMutableBufferPointer<Element>) {
    self.buffer = buffer
  }

  var count: Int { buffer.count }

  @inline(__always)
  subscript(index: Int) -> Element {
    get {
      assert(index >= 0 && index < buffer.count, "column index out of range")
      return buffer[index]
    }
    nonmutating set {
      assert(index >= 0 && index < buffer.count, "column index out of range")
      buffer[index] = newValue
    }
  }

  /// The first `count` elements.
  @inline(__always)
  func prefix(_ count: Int) -> MutableColumn {
    MutableColumn(UnsafeMutableBufferPointer(rebasing: buffer[..<count]))
  }

  /// The same elements, read only.
  var readOnly: Column<Element> { Column(UnsafeBufferPointer(buffer)) }
}

extension Array {
  /// An array of `count` elements, each `element(index)`, written in place.
  @inline(__always)
  init(count: Int, generating element: (Int) -> Element) {
    self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
      for index in 0..<count { buffer.initializeElement(at: index, to: element(index)) }
      initialized = count
    }
  }

  /// Calls `body` with the array's elements as a column.
  @inline(__always)
  func withColumn<Result>(_ body: (Column<Element>) -> Result) -> Result {
    withUnsafeBufferPointer { body(Column($0)) }
  }

  /// Calls `body` with the array's elements as a mutable column.
  @inline(__always)
  mutating func withMutableColumn<Result>(_ body: (MutableColumn<Element>) -> Result) -> Result {
    withUnsafeMutableBufferPointer { body(MutableColumn($0)) }
  }
}

/// Calls `body` with the arrays' elements as columns.
@inline(__always)
func withColumns<A, B, Result>(
  _ a: [A], _ b: [B], _ body: (Column<A>, Column<B>) -> Result
) -> Result {
  a.withColumn { a in b.withColumn { b in body(a, b) } }
}

/// Calls `body` with the arrays' elements as columns.
@inline(__always)
func withColumns<A, B, C, Result>(
  _ a: [A], _ b: [B], _ c: [C], _ body: (Column<A>, Column<B>, Column<C>) -> Result
) -> Result {
  withColumns(a, b) { a, b in c.withColumn { c in body(a, b, c) } }
}

/// Calls `body` with the arrays' elements as columns.
@inline(__always)
func withColumns<A, B, C, D, E, Result>(
  _ a: [A], _ b: [B], _ c: [C], _ d: [D], _ e: [E],
  _ body: (Column<A>, Column<B>, Column<C>, Column<D>, Column<E>) -> Result
) -> Result {
  withColumns(a, b) { a, b in
    withColumns(c, d) { c, d in e.withColumn { e in body(a, b, c, d, e) } }
  }
}

/// Calls `body` with the arrays' elements as mutable columns.
@inline(__always)
func withMutableColumns<A, B, Result>(
  _ a: inout [A], _ b: inout [B], _ body: (MutableColumn<A>, MutableColumn<B>) -> Result
) -> Result {
  a.withMutableColumn { a in b.withMutableColumn { b in body(a, b) } }
}

/// Calls `body` with the arrays' elements as mutable columns.
@inline(__always)
func withMutableColumns<A, B, C, D, Result>(
  _ a: inout [A], _ b: inout [B], _ c: inout [C], _ d: inout [D],
  _ body: (MutableColumn<A>, MutableColumn<B>, MutableColumn<C>, MutableColumn<D>) -> Result
) -> Result {
  withMutableColumns(&a, &b) { a, b in withMutableColumns(&c, &d) { c, d in body(a, b, c, d) } }
}

/// Calls `body` with `count` uninitialized elements of stack (or, when large, heap) scratch.
@inline(__always)
func withScratchColumn<Element, Result>(
  of type: Element.Type, count: Int, _ body: (MutableColumn<Element>) -> Result
) -> Result {
  withUnsafeTemporaryAllocation(of: type, capacity: count) { body(MutableColumn($0)) }
}
