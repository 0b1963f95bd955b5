/// A batch update that UIKit would accept, as it keeps it, and where it takes every row.
///
/// Repeats are merged and operations absorbed by a section delete, insert or reload are dropped,
/// as UIKit does; every list is sorted (moves by source). UIKit checks counts only and trusts the
/// programmer: when the claims do not describe how the old data became the new (right counts,
/// wrong rows), the batch is still accepted and animates what was claimed. `changeset(from:to:)`
/// shows that (rows no operation names keep the cell they had), and `disagreements(from:to:)`
/// lists where the claims and the identifiers part.
public struct CheckedBatch: Equatable, Sendable {
  /// The operations as UIKit keeps them.
  public let operations: BatchUpdate
  /// The view the batch was checked as.
  public let kind: ListKind
  /// Where each section and item before the batch ends up after it (see `IndexMapping`).
  public let mapping: IndexMapping

  /// Checks `claims` as UIKit's `performBatchUpdates` does (see `BatchUpdate.validate`), then
  /// places every row.
  ///
  /// - Parameters:
  ///   - oldCounts: the number of items in each section before the update.
  ///   - newCounts: the number of items in each section after it.
  /// - Throws: `BatchUpdateError`: UIKit's complaint, or ListLab's when UIKit would accept a batch
  ///   whose reload and move arithmetic does not place every row.
  /// - Complexity: O(n + m + k log k): n and m the sections and items, k the operations.
  public init(
    _ claims: BatchUpdate, oldCounts: [Int], newCounts: [Int], kind: ListKind = .table
  ) throws(BatchUpdateError) {
    var operations = try BatchCheck(
      batch: claims, oldCounts: oldCounts, newCounts: newCounts, kind: kind
    ).run()
    // Inserts into the place a reloaded section lands are absorbed by its reload, as UIKit
    // absorbs them into the reload's section insert.
    if !operations.sectionReloads.isEmpty {
      let landings = operations.reloadLandings(
        beforeCount: oldCounts.count, afterCount: newCounts.count)
      operations.inserts.removeAll { landings.contains($0.section) }
    }
    switch operations.layout(beforeCounts: oldCounts, afterCounts: newCounts) {
    case .success(let layout): mapping = layout.mapping
    case .failure(let violations):
      throw BatchUpdateError(.cannotAnimate(violations.description), kind: kind)
    }
    self.operations = operations
    self.kind = kind
  }

  /// The single stage that animates exactly the checked operations (not a computed diff), of kind
  /// `.batchUpdate`; none when nothing is declared and nothing changes.
  ///
  /// The stage's `after` is what the screen shows once UIKit has applied the claims: `new`, except
  /// that a row no operation names keeps the cell it had when the data now has another identifier
  /// there (a stale cell, until something reloads it). A section has no identifier in UIKit: one
  /// the batch keeps is the new data's, whatever it was called before (`disagreements(from:to:)`
  /// lists it as renamed). Replaying the stage gives its `after`; when that is not `new`,
  /// `Changeset.checkInvariants(from:to:)` says so.
  ///
  /// - Precondition: the data have the counts the batch was checked with.
  /// - Complexity: O(n + m + k).
  public func changeset<SectionContent, ItemContent>(
    from old: ListData<SectionContent, ItemContent>, to new: ListData<SectionContent, ItemContent>
  ) -> Changeset<SectionContent, ItemContent> {
    let stage = Changeset<SectionContent, ItemContent>.Stage(
      kind: .batchUpdate, operations: operations, after: shown(from: old, to: new))
    return Changeset(stages: stage.isEmpty && old == new ? [] : [stage])
  }

  /// Which old element each new element continues, by the declared index paths (see
  /// `Correspondence`).
  ///
  /// - Complexity: O(n + m + k).
  public func correspondence<SectionContent, ItemContent>(
    from old: ListData<SectionContent, ItemContent>, to new: ListData<SectionContent, ItemContent>
  ) -> Correspondence {
    Correspondence(
      mapping: mapping, reloads: operations.reloads, sectionReloads: operations.sectionReloads,
      old: old, new: new)
  }

  /// The data as the screen shows it once the batch is applied (see `changeset(from:to:)`).
  private func shown<S, I>(from old: ListData<S, I>, to new: ListData<S, I>) -> ListData<S, I> {
    var shown = new
    let named = Set(operations.reloads + operations.moves.map(\.from))
    for (section, items) in mapping.items.enumerated() {
      for (item, target) in items.enumerated() {
        let path = ItemPath(section, item)
        guard let target, !named.contains(path), old[path].id != new[target].id else { continue }
        shown[target] = old[path]
      }
    }
    return shown
  }
}
