/// A 64-bit fingerprint for a ``DiffableContent/contentHash``, built field by field: cheaper than
/// `Hasher` for the fields of a cell (an ASCII string is hashed by its UTF-8 bytes, its first 15
/// read in place: see `FastHash`).
///
/// Equal fields give equal fingerprints: `0.0` and `-0.0` are folded, and canonically equivalent
/// strings hash alike (a non-ASCII string goes through the standard library's hash, seeded per
/// process, so fingerprints are compared within one run only, as contents are).
///
/// ```swift
/// var fingerprint = ContentFingerprint()
/// fingerprint.combine("Apple")
/// fingerprint.combine(44.0)
/// let hash = fingerprint.value
/// ```
package struct ContentFingerprint: Sendable {
  private var state: UInt64 = 0x243F_6A88_85A3_08D3

  package init() {}

  /// The fingerprint of everything combined so far.
  package var value: Int { Int(truncatingIfNeeded: FastHash.mix(state)) }

  @inline(__always)
  private mutating func add(_ word: UInt64) {
    state = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
    state = (state << 31) | (state >> 33)
  }

  package mutating func combine(_ value: Int) { add(UInt64(bitPattern: Int64(value))) }

  package mutating func combine(_ value: Bool) { add(value ? 0x5BD1_E995 : 0x1B87_3593) }

  package mutating func combine(_ value: Double) {
    add(value == 0 ? 0 : value.bitPattern)  // 0.0 == -0.0
  }

  package mutating func combine(_ value: String) {
    add(FastHash.canonicalString(value))
  }

  package mutating func combine(_ value: Identifier) {
    switch value {
    case .integer(let integer): add(FastHash.integer(integer))
    case .string(let string): add(1); combine(string)
    }
  }

  /// Stands for nil (any value other than one a field adds on its own).
  private static let absent: UInt64 = 0xA076_1D64_78BD_642F

  /// An optional value: a marker for nil, else the value after a different marker.
  package mutating func combine(_ value: Double?) {
    if let value { add(1); combine(value) } else { add(Self.absent) }
  }

  package mutating func combine(_ value: String?) {
    if let value { add(1); combine(value) } else { add(Self.absent) }
  }
}
