/// What a section or an item shows, compared across versions of the data to find updates.
///
/// Two contents are equal when their `contentHash` values are equal *and* `==` confirms it; `==`
/// (a deep comparison) only runs when the hashes agree, so a content type should compute its hash
/// once, when it is built, and store it. Equal contents must have equal hashes.
public protocol DiffableContent: Equatable, Sendable {
  /// A cheap structural hash of the content, ideally precomputed.
  var contentHash: Int { get }
}

extension DiffableContent {
  /// Equal hashes confirmed by `==`; unequal hashes decide without the deep comparison.
  @inlinable
  func hasSameContent(as other: Self) -> Bool {
    contentHash == other.contentHash && self == other
  }
}

/// The content of sections or items that have no content of their own: only identity matters,
/// so nothing is ever updated.
public struct NoContent: DiffableContent, Hashable, CustomStringConvertible {
  public init() {}
  public var contentHash: Int { 0 }
  public var description: String { "—" }
}

extension Int: DiffableContent {
  /// The integer itself.
  public var contentHash: Int { self }
}

extension String: DiffableContent {
  /// The string's `hashValue` (computed on each call; wrap long strings in a type that stores it).
  public var contentHash: Int { hashValue }
}
