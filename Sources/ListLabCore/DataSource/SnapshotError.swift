public import ListDiff

/// Why a snapshot edit or query was refused, worded as UIKit words it where UIKit has a message.
///
/// Every sentence is written here (``description``), starting with the method as a script calls
/// it: `append_items: There are currently no sections in the data source. Please add a section
/// first.` The texts UIKit raises are its own (`NSDiffableDataSourceSnapshot`'s and
/// `NSDiffableDataSourceSectionSnapshot`'s exceptions): a missing section for `appendItems`,
/// identifiers that are not unique, a reload or reconfigure of an identifier the snapshot lacks, a
/// move onto itself, and its assertions (`Invalid parameter not satisfying: fromIndex !=
/// NSNotFound`) for a missing item or section elsewhere. ListLab follows them with what UIKit does
/// not say: which identifier, where it already is, the nearest known one.
///
/// Sources of the texts, as developers reported them from UIKit:
/// - "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(…)}":
///   https://github.com/mastodon/mastodon-ios/issues/1366 and
///   https://github.com/feditext/feditext/issues/323 (from `appendItemsWithIdentifiers:`). The
///   section form ("supplied section identifiers") is inferred from it.
/// - "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(…)}":
///   https://github.com/hackiftekhar/IQListKit/issues/3.
/// - "Invalid update: destination for item move is the same as the source":
///   https://github.com/noppefoxwolf/ColorPicker/issues/10 (the report ends there; the section form
///   is inferred from it).
public struct SnapshotError: OperationMessage, Sendable, Equatable {
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

  /// What holds the identifiers: a snapshot of the whole data, or a section snapshot (an outline).
  public enum Holder: Sendable, Equatable {
    case snapshot, sectionSnapshot
  }

  public enum Reason: Sendable, Equatable {
    /// `appendItems` with no section to append to.
    case noSections
    /// Identifiers that are not unique, each once, in the order given.
    case duplicates(Kind, [Duplicate], in: Holder)
    /// `moveItem` or `moveSection` before or after itself.
    case moveOntoItself(Kind, Identifier)
    /// `reloadItems`, `reconfigureItems` or `reloadSections` of an identifier the snapshot lacks.
    case reloadOfMissing(Kind, Identifier, reconfigure: Bool)
    /// An item or section the operation needs and the snapshot lacks, with UIKit's assertion.
    case missing(Kind, Identifier, assertion: String, suggestion: Identifier?)
    /// A query about a section the snapshot lacks (UIKit raises an exception since iOS 14).
    case noSection(Identifier, suggestion: Identifier?)
    /// An item a section snapshot (an outline) lacks.
    case notInOutline(Identifier, suggestion: Identifier?)
  }

  /// The operation refused: `appendItems`, `moveSection`, `expand`, …
  public var operation: CoreOperation
  public var reason: Reason

  public init(_ reason: Reason, in operation: CoreOperation) {
    self.reason = reason
    self.operation = operation
  }

  public func description(naming names: OperationNames) -> String { "\(names(operation)): " + sentence }

  /// Refuses identifiers that repeat among themselves or are already present, naming each once.
  ///
  /// - Parameter existing: for an identifier already present, `.some` of the section holding it
  ///   (or `.some(nil)`); nil when it is new.
  /// - Complexity: O(k) expected.
  static func checkUnique(
    _ ids: [Identifier], _ kind: Kind, in holder: Holder = .snapshot, operation: CoreOperation,
    existing: (Identifier) -> Identifier??
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
    if !duplicates.isEmpty { throw SnapshotError(.duplicates(kind, duplicates, in: holder), in: operation) }
  }

  private var sentence: String {
    switch reason {
    case .noSections:
      return "There are currently no sections in the data source. Please add a section first."
    case .duplicates(let kind, let duplicates, let holder):
      // UIKit lists the identifiers as the set it found them in prints: {(a, b)}.
      let set = "{(" + duplicates.map(\.id.quoted).joined(separator: ", ") + ")}"
      let whereabouts = duplicates.map { duplicate -> String in
        if let section = duplicate.section { return "\(duplicate.id.quoted) already in section \(section.quoted)" }
        guard duplicate.alreadyPresent else { return "\(duplicate.id.quoted) given twice" }
        return "\(duplicate.id.quoted) already in the " + (holder == .snapshot ? "snapshot" : "section snapshot")
      }
      let uikit =
        holder == .snapshot
        ? "Fatal: supplied \(kind.rawValue) identifiers are not unique. Duplicate identifiers: "
        : "Identifiers in a section snapshot must be unique. Duplicate item identifiers: "
      return uikit + set + " (" + whereabouts.joined(separator: "; ") + ")"
    case .moveOntoItself(let kind, let id):
      return "Invalid update: destination for \(kind.rawValue) move is the same as the source (\(id.quoted))"
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
