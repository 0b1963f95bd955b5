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
///
/// Public and inlinable although only ListLayout uses it: content nodes fingerprint a handful of
/// numbers each, by the hundred thousand, and this toolchain inlines across modules only what is
/// public and `@inlinable` (not `package`).
public struct ContentFingerprint: Sendable {
  @usableFromInline var state: UInt64

  @inlinable public init() { state = 0x243F_6A88_85A3_08D3 }

  /// The fingerprint of everything combined so far.
  @inlinable public var value: Int { Int(truncatingIfNeeded: FastHash.mix(state)) }

  @inlinable
  mutating func add(_ word: UInt64) {
    state = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
    state = (state << 31) | (state >> 33)
  }

  @inlinable public mutating func combine(_ value: Int) { add(UInt64(bitPattern: Int64(value))) }

  @inlinable public mutating func combine(_ value: Bool) { add(value ? 0x5BD1_E995 : 0x1B87_3593) }

  @inlinable public mutating func combine(_ value: Double) {
    add(value == 0 ? 0 : value.bitPattern)  // 0.0 == -0.0
  }

  public mutating func combine(_ value: String) {
    add(FastHash.canonicalString(value))
  }

  public mutating func combine(_ value: Identifier) {
    switch value {
    case .integer(let integer): add(FastHash.integer(integer))
    case .string(let string): add(1); combine(string)
    }
  }

  /// Stands for nil (any value other than one a field adds on its own).
  @inlinable static var absent: UInt64 { 0xA076_1D64_78BD_642F }

  /// An optional value: a marker for nil, else the value after a different marker.
  @inlinable public mutating func combine(_ value: Double?) {
    if let value { add(1); combine(value) } else { add(Self.absent) }
  }

  @inlinable public mutating func combine(_ value: String?) {
    if let value { add(1); combine(value) } else { add(Self.absent) }
  }
}
