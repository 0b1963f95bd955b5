// The one place text measuring reaches into memory: a text's UTF-8 bytes and a font's lookup
// tables lent in place (no copies, no reference counting in the hot loops), and temporary storage
// for packed clusters. The cluster readers and the line breaker go through these two handles.

/// A text's UTF-8 bytes beside its font's byte and scalar tables, lent for one measurement.
/// Valid only inside ``lend(_:table:_:)``.
struct TextBytes {
  private let bytes: UnsafeBufferPointer<UInt8>
  /// `GlyphAdvanceTable.packedBytes`.
  private let byteEntries: UnsafeBufferPointer<UInt32>
  /// `GlyphAdvanceTable.lowScalars`.
  private let scalarEntries: UnsafeBufferPointer<UInt32>

  /// Calls `body` with `text`'s bytes and `table`'s tables.
  ///
  /// - Complexity: O(1) for a native string (O(n) once for one that is not contiguous UTF-8).
  static func lend<Result>(_ text: String, table: GlyphAdvanceTable, _ body: (TextBytes) -> Result) -> Result {
    var text = text
    return text.withUTF8 { bytes in
      table.packedBytes.withUnsafeBufferPointer { byteEntries in
        table.lowScalars.withUnsafeBufferPointer { scalarEntries in
          body(TextBytes(bytes: bytes, byteEntries: byteEntries, scalarEntries: scalarEntries))
        }
      }
    }
  }

  /// The number of bytes.
  var count: Int { bytes.count }

  /// The byte at `offset`.
  @inline(__always)
  subscript(offset: Int) -> UInt8 { bytes[offset] }

  /// The font's `packedBytes` entry of `byte`: flags | kind << 16 | advance.
  @inline(__always)
  func entry(ofByte byte: UInt8) -> UInt32 { byteEntries[Int(byte)] }

  /// The font's `lowScalars` entry of `scalar` (below `GlyphAdvanceTable.lowScalarLimit`):
  /// flags | width class << 16 | advance.
  @inline(__always)
  func entry(ofScalar scalar: UInt32) -> UInt32 { scalarEntries[Int(scalar)] }
}

/// Packed clusters (see ``GraphemeClusters``) in temporary storage: appended while a text is
/// read, then read back by the line breaker. Valid only inside
/// ``withTemporaryStorage(capacity:_:)``.
struct ClusterStorage {
  private let buffer: UnsafeMutableBufferPointer<UInt64>
  /// The clusters appended so far.
  private(set) var count = 0

  /// Calls `body` with empty storage for `capacity` clusters (on the stack for short texts).
  static func withTemporaryStorage<Result>(capacity: Int, _ body: (inout ClusterStorage) -> Result) -> Result {
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: capacity) { buffer in
      var storage = ClusterStorage(buffer: buffer)
      return body(&storage)
    }
  }

  /// Appends a packed cluster.
  ///
  /// - Precondition: fewer than `capacity` clusters were appended.
  @inline(__always)
  mutating func append(_ cluster: UInt64) {
    buffer[count] = cluster
    count += 1
  }

  /// The packed cluster at `index` (below ``count``).
  @inline(__always)
  subscript(index: Int) -> UInt64 { buffer[index] }
}
