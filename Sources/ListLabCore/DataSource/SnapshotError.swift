public import ListDiff

/// Why a snapshot edit or query was refused, worded as UIKit words it where UIKit has a message.
///
/// Every sentence is written here (``description``), starting with the method as a script calls
/// it: `append_items: There are currently no sections in the data source. Please add a section
/// first.` The texts UIKit raises are its own (`NSDiffableDataSourceSnapshot`'s exceptions): a
/// missing section for `appendItems`, identifiers that are not unique, a reload or reconfigure of
/// an identifier the snapshot lacks, and its assertions (`Invalid parameter not satisfying:
/// fromIndex != NSNotFound`) for a missing item or section elsewhere, which ListLab follows with
/// the id and the nearest known one.
public struct SnapshotError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of identifier a message is about.
  public enum Kind: String, Sendable {
    case item, section
  }

  /// An identifier given again: already in the snapshot (in `section`, for an item of a section),
  /// or twice in the same call.
  public struct Duplicate: Sendable, Equatable {
    public var id: Identifier
    /// The section already holding the item; nil when the call itself repeats it (or for a
    /// section, when it is already in the snapshot: see ``alreadyPresent``).
    public var section: Identifier?
    public var alreadyPresent: Bool
  }

  public enum Reason: Sendable, Equatable {
    /// `appendItems` with no section to append to.
    case noSections
    /// Identifiers that are not unique, each once, in the order given.
    case duplicates(Kind, [Duplicate])
    /// `reloadItems`, `reconfigureItems` or `reloadSections` of an identifier the snapshot lacks.
    case reloadOfMissing(Kind, Identifier, reconfigure: Bool)
    /// An item or section the operation needs and the snapshot lacks, with UIKit's assertion.
    case missing(Kind, Identifier, assertion: String, suggestion: Identifier?)
    /// A query about a section the snapshot lacks (UIKit raises an exception since iOS 14).
    case noSection(Identifier, suggestion: Identifier?)
    /// An item a section snapshot (an outline) lacks.
    case notInOutline(Identifier, suggestion: Identifier?)
  }

  /// The method as a script names it: `append_items`, `move_section`, `expand`, …
  public var operation: String
  public var reason: Reason

  public init(_ reason: Reason, in operation: String) {
    self.reason = reason
    self.operation = operation
  }

  public var description: String { "\(operation): " + sentence }

  /// Refuses identifiers that repeat among themselves or are already present, naming each once.
  ///
  /// - Parameter existing: for an identifier already present, `.some` of the section holding it
  ///   (or `.some(nil)`); nil when it is new.
  /// - Complexity: O(k) expected.
  static func checkUnique(
    _ ids: [Identifier], _ kind: Kind, operation: String, existing: (Identifier) -> Identifier??
  ) throws(SnapshotError) {
    var seen = Set<Identifier>()
    var reported = Set<Identifier>()
    var duplicates: [Duplicate] = []
    for id in ids {
      let present = existing(id)
      if present != nil || !seen.insert(id).inserted, reported.insert(id).inserted {
        duplicates.append(Duplicate(id: id, section: present ?? nil, alreadyPresent: present != nil))
      }
    }
    if !duplicates.isEmpty { throw SnapshotError(.duplicates(kind, duplicates), in: operation) }
  }

  private var sentence: String {
    switch reason {
    case .noSections:
      return "There are currently no sections in the data source. Please add a section first."
    case .duplicates(let kind, let duplicates):
      let listed = duplicates.map { duplicate -> String in
        if let section = duplicate.section { return "\(duplicate.id.quoted) (already in section \(section.quoted))" }
        return duplicate.id.quoted + (duplicate.alreadyPresent ? " (already in the snapshot)" : " (given twice)")
      }
      return "supplied \(kind.rawValue) identifiers are not unique. Duplicate identifiers: "
        + listed.joined(separator: ", ")
    case .reloadOfMissing(let kind, let id, let reconfigure):
      return "Attempted to \(reconfigure ? "reconfigure" : "reload") \(kind.rawValue) identifier that does not exist "
        + "in the snapshot: \(id.quoted)"
    case .missing(let kind, let id, let assertion, let suggestion):
      return "Invalid parameter not satisfying: \(assertion) (no \(kind.rawValue) \(id.quoted) in the snapshot"
        + Self.hint(suggestion) + ")"
    case .noSection(let id, let suggestion):
      return "no section \(id.quoted) in the snapshot" + Self.hint(suggestion)
    case .notInOutline(let id, let suggestion):
      return "no item \(id.quoted) in the section snapshot" + Self.hint(suggestion)
    }
  }

  private static func hint(_ suggestion: Identifier?) -> String {
    suggestion.map { "; did you mean \($0.quoted)?" } ?? ""
  }
}
