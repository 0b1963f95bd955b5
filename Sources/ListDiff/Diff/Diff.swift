/// A diff of two versions of the data: the staged changeset and the correspondence between their elements,
/// both from one matching of identifiers.
///
/// A sectioned form of Heckel's algorithm (1978): one hash table per level pairs equal
/// identifiers (see `Identifier` for when two are equal), no longest common subsequence is
/// computed. Same identifier with different content (`contentHash`, confirmed by `==`) is an
/// update. The changeset has the fewest non-empty stages of `StageKind` 1…5: item reloads at old
/// paths; section and item deletes; section inserts and moves; item inserts and moves (across
/// sections too); section reloads. See `StagePlan` for how items in deleted or inserted sections
/// are handled, and `MoveDetection` for which elements count as moved.
///
///     old: fruits[apple banana cherry]
///     new: fruits[cherry apple date]
///     stage 2 (deletes): items deleted [0,1]
///     stage 4 (item inserts and moves): items inserted [0,2]; moved [0,1] → [0,0]
///
/// The correspondence pairs every element with its identifier's, whatever the stages do with it
/// (an item whose section is deleted and inserted again still continues its old self), and marks
/// as reloaded those whose content differs.
public struct Diff<SectionContent: DiffableContent, ItemContent: DiffableContent>: Sendable {
  public typealias Data = ListData<SectionContent, ItemContent>

  public let changeset: Changeset<SectionContent, ItemContent>
  public let correspondence: Correspondence

  /// - Throws: `DiffError` when either side repeats a section identifier (among sections) or
  ///   an item identifier (across its sections).
  /// - Complexity: O(n + m) expected, n and m the sections and items of both versions of the data, each
  ///   identifier hashed once; the stages share unchanged arrays with `old` and `new`.
  @inlinable
  public init(from old: Data, to new: Data) throws(DiffError) {
    let matching = try Matching(old, new)
    let contents = ContentComparison(old, new, matching: matching)
    changeset = StagePlan(matching: matching, contents: contents)
      .changeset(from: old, to: new, matching: matching)
    correspondence = Correspondence(matching: matching, contents: contents)
  }

  /// The correspondence of each stage, from the data before it to its `after`, matched by
  /// identifier as the whole diff is: what a stage-by-stage animation pairs. Without stages, the
  /// diff's own correspondence.
  ///
  /// - Parameter old: the data the diff started from.
  /// - Complexity: O(s · (n + m)), s the stages.
  public func stageCorrespondences(from old: Data) -> [Correspondence] {
    guard !changeset.stages.isEmpty else { return [correspondence] }
    var before = old
    return changeset.stages.map { stage in
      defer { before = stage.after }
      // Every `after` of a diff has unique identifiers (`Changeset.checkInvariants`).
      guard let matching = try? Matching(before, stage.after) else {
        preconditionFailure("a stage's data repeats an identifier")
      }
      return Correspondence(
        matching: matching, contents: ContentComparison(before, stage.after, matching: matching))
    }
  }
}

extension Changeset {
  /// The staged changeset that takes `old` to `new`, matching sections and items by identifier
  /// (see `Diff`, which also gives the correspondence).
  ///
  /// - Throws: `DiffError` when either side repeats a section or an item identifier.
  /// - Complexity: O(n + m) expected, n and m the sections and items of both versions of the data.
  @inlinable
  public init(from old: Data, to new: Data) throws(DiffError) {
    let matching = try Matching(old, new)
    self = StagePlan(matching: matching, contents: ContentComparison(old, new, matching: matching))
      .changeset(from: old, to: new, matching: matching)
  }
}

extension Matching {
  /// The matching of two versions of the data; a duplicate is reported with the identifier as the data
  /// spells it.
  @inlinable
  init<S, I>(_ old: ListData<S, I>, _ new: ListData<S, I>) throws(DiffError) {
    do {
      try self.init(old: DataShape(old), new: DataShape(new))
    } catch {
      throw error.spelled(as: error.side == .old ? old : new)
    }
  }
}

/// Which matched elements changed content.
@usableFromInline
struct ContentComparison: Sendable {
  /// For each old item (flat index) with a partner, whether the partner's content differs; empty
  /// when items have no content.
  @usableFromInline var itemDiffers: [Bool]
  /// For each new section with a partner, whether the partner's content differs.
  @usableFromInline var sectionDiffers: [Bool]

  /// - Complexity: O(n + m), n and m the sections and items of both versions of the data.
  @inlinable
  init<S, I>(_ old: ListData<S, I>, _ new: ListData<S, I>, matching: Matching) {
    sectionDiffers = new.sections.enumerated().map { index, section in
      let partner = matching.newSectionPartner[index]
      return partner >= 0 && !old.sections[partner].content.hasSameContent(as: section.content)
    }
    guard I.self != NoContent.self else {
      itemDiffers = []
      return
    }
    var differs = [Bool](repeating: false, count: matching.oldPartner.count)
    for (index, section) in old.sections.enumerated() {
      let start = matching.oldStarts[index]
      for item in section.items.indices {
        let partner = Int(matching.oldPartner[start + item])
        guard partner >= 0 else { continue }
        let newSection = Int(matching.newItemSections[partner])
        let arriving = new.sections[newSection].items[partner - matching.newStarts[newSection]]
        if !section.items[item].content.hasSameContent(as: arriving.content) {
          differs[start + item] = true
        }
      }
    }
    itemDiffers = differs
  }

  /// Whether the old item at flat index `flat` (which has a partner) changes content.
  func itemChanges(_ flat: Int) -> Bool { !itemDiffers.isEmpty && itemDiffers[flat] }
}
