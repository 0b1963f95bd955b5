/// The staged changeset that takes `old` to `new`, matching sections and items by identifier.
///
/// A sectioned form of Heckel's algorithm (1978): one hash table per level pairs equal
/// identifiers, no longest common subsequence is computed. Same identifier with different
/// content (`contentHash`, confirmed by `==`) is an update. The result has the fewest non-empty
/// stages of `StageKind` 1…5: item updates at old paths; section and item deletes; section
/// inserts and moves; item inserts and moves (across sections too); section updates. See
/// `StagePlan` for how items in deleted or inserted sections are handled, and `MoveDetection` for
/// which elements count as moved.
///
///     old: fruits[apple banana cherry]
///     new: fruits[cherry apple date]
///     stage 2 (deletes): items deleted [0,1]
///     stage 4 (item inserts and moves): items inserted [0,2]; moved [0,1] → [0,0]
///
/// - Throws: `DiffError` when either snapshot repeats a section identifier (among sections) or
///   an item identifier (across the snapshot).
/// - Complexity: O(n + m) expected, n and m the sections and items of both snapshots, each
///   identifier hashed once; the stages share unchanged arrays with `old` and `new`.
@inlinable
public func diff<SectionContent, ItemContent>(
  from old: Snapshot<SectionContent, ItemContent>,
  to new: Snapshot<SectionContent, ItemContent>
) throws(DiffError) -> Changeset<SectionContent, ItemContent> {
  let matching = try Matching(old: SnapshotShape(old), new: SnapshotShape(new))
  let plan = StagePlan(
    matching: matching,
    itemUpdated: itemUpdates(from: old, to: new, matching: matching),
    sectionUpdated: sectionUpdates(from: old, to: new, matching: matching))
  return plan.changeset(from: old, to: new, matching: matching)
}

/// For each old item (flat index), whether its partner's content differs.
///
/// - Complexity: O(m), m the items of both snapshots.
@inlinable
func itemUpdates<S, I>(
  from old: Snapshot<S, I>, to new: Snapshot<S, I>, matching: Matching
) -> [Bool] {
  var updated = [Bool](repeating: false, count: matching.oldPartner.count)
  if I.self == NoContent.self { return updated }
  for (index, section) in old.sections.enumerated() where matching.oldSectionPartner[index] >= 0 {
    let start = matching.oldStarts[index]
    section.items.withUnsafeBufferPointer { items in
      for item in items.indices {
        let partner = Int(matching.oldPartner[start + item])
        guard partner >= 0 else { continue }
        let newSection = Int(matching.newItemSections[partner])
        let arriving = new.sections[newSection].items[partner - matching.newStarts[newSection]]
        if !items[item].content.hasSameContent(as: arriving.content) {
          updated[start + item] = true
        }
      }
    }
  }
  return updated
}

/// For each new section, whether its partner's content differs.
///
/// - Complexity: O(n), n the sections of both snapshots.
@inlinable
func sectionUpdates<S, I>(
  from old: Snapshot<S, I>, to new: Snapshot<S, I>, matching: Matching
) -> [Bool] {
  new.sections.enumerated().map { index, section in
    let partner = matching.newSectionPartner[index]
    return partner >= 0 && !old.sections[partner].content.hasSameContent(as: section.content)
  }
}
