/// Where a checked batch's claims and the items' identifiers part: what UIKit accepts (it checks
/// counts only) but animates wrongly.
///
/// Identifiers are compared as `Identifier`'s `==` does. Each list is in the order of its paths.
public struct BatchDisagreements: Equatable, Sendable {
  /// An item the batch claims to delete whose identifier is still in the new data.
  public struct Kept: Equatable, Sendable {
    /// The claimed delete, a path before the batch.
    public var path: ItemPath
    public var id: Identifier
    /// Where the new data has the identifier.
    public var newPath: ItemPath
  }

  /// An item the batch claims to insert whose identifier was already in the old data.
  public struct AlreadyPresent: Equatable, Sendable {
    /// The claimed insert, a path after the batch.
    public var path: ItemPath
    public var id: Identifier
    /// Where the old data had the identifier.
    public var oldPath: ItemPath
  }

  /// A row that no operation names and that shows another item than the data has there: an
  /// identifier that left the data without a delete claim, or an item moved without a move
  /// claim. The old cell stays on screen until something reloads it.
  public struct StaleRow: Equatable, Sendable {
    /// The row, a path after the batch.
    public var path: ItemPath
    /// The identifier its cell shows (the old item that lands there).
    public var shown: Identifier
    /// The identifier the new data has there.
    public var data: Identifier
  }

  /// A reload or a move that takes an item to a place where the new data has another identifier.
  public struct Relabeled: Equatable, Sendable {
    public enum Operation: Equatable, Sendable {
      case reload, move
    }

    public var operation: Operation
    /// The path before the batch.
    public var from: ItemPath
    /// Where it lands after the batch.
    public var to: ItemPath
    public var oldID: Identifier
    public var newID: Identifier
  }

  /// A section that the batch keeps (no operation names it, or a move takes it) where the new
  /// data has another identifier. UIKit's sections have no identifiers: the section stays, with
  /// its cells, and takes the new data's identifier.
  public struct RenamedSection: Equatable, Sendable {
    /// The section before the batch.
    public var from: Int
    /// Where it lands after the batch.
    public var to: Int
    /// Whether a declared move takes it there.
    public var isMoved: Bool
    public var oldID: Identifier
    public var newID: Identifier
  }

  public var keptDeletes: [Kept] = []
  public var presentInserts: [AlreadyPresent] = []
  public var staleRows: [StaleRow] = []
  public var relabeled: [Relabeled] = []
  public var renamedSections: [RenamedSection] = []

  /// Whether the claims agree with the identifiers.
  public var isEmpty: Bool {
    keptDeletes.isEmpty && presentInserts.isEmpty && staleRows.isEmpty && relabeled.isEmpty
      && renamedSections.isEmpty
  }
}

extension CheckedBatch {
  /// Where the claims and the identifiers of `old` and `new` part (see `BatchDisagreements`).
  ///
  /// Items inside a section that the batch deletes, inserts or reloads are replaced with it, and
  /// are not compared; a section the batch keeps is compared by its identifier.
  ///
  /// - Precondition: the data have the counts the batch was checked with.
  /// - Complexity: O(n + m + k) expected.
  public func disagreements<SectionContent, ItemContent>(
    from old: ListData<SectionContent, ItemContent>, to new: ListData<SectionContent, ItemContent>
  ) -> BatchDisagreements {
    var report = BatchDisagreements()
    let oldPaths = old.itemPaths
    let newPaths = new.itemPaths
    for path in operations.deletes {
      if let newPath = newPaths[old[path].id] {
        report.keptDeletes.append(.init(path: path, id: old[path].id, newPath: newPath))
      }
    }
    for path in operations.inserts {
      if let oldPath = oldPaths[new[path].id] {
        report.presentInserts.append(.init(path: path, id: new[path].id, oldPath: oldPath))
      }
    }
    let reloads = Set(operations.reloads)
    let moves = Set(operations.moves.map(\.from))
    for (section, items) in mapping.items.enumerated() {
      for (item, target) in items.enumerated() {
        let path = ItemPath(section, item)
        guard let target, old[path].id != new[target].id else { continue }
        let (oldID, newID) = (old[path].id, new[target].id)
        if reloads.contains(path) || moves.contains(path) {
          report.relabeled.append(
            .init(
              operation: moves.contains(path) ? .move : .reload, from: path, to: target,
              oldID: oldID, newID: newID))
        } else {
          report.staleRows.append(.init(path: target, shown: oldID, data: newID))
        }
      }
    }
    report.staleRows.sort { $0.path < $1.path }
    report.renamedSections = renamedSections(from: old, to: new)
    return report
  }

  /// The sections the batch keeps (see ``BatchDisagreements/RenamedSection``) where the new data
  /// has another identifier, by their place before the batch; a reloaded section is replaced
  /// whole and is not one.
  ///
  /// - Complexity: O(sections + k).
  func renamedSections<S, I>(from old: ListData<S, I>, to new: ListData<S, I>)
    -> [BatchDisagreements.RenamedSection]
  {
    let reloaded = Set(operations.sectionReloads)
    let moved = Set(operations.sectionMoves.map(\.from))
    var renamed: [BatchDisagreements.RenamedSection] = []
    for (section, target) in mapping.sections.enumerated() {
      guard let target, !reloaded.contains(section), old.sections[section].id != new.sections[target].id else {
        continue
      }
      renamed.append(
        .init(
          from: section, to: target, isMoved: moved.contains(section), oldID: old.sections[section].id,
          newID: new.sections[target].id))
    }
    return renamed
  }
}
