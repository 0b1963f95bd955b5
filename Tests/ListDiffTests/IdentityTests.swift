import ListDiff
import ListFixtures
import Testing

/// Two identifiers are the same when both are integers and equal, or both strings and equal as
/// Swift's `String` compares them (canonical equivalence): the diff, the duplicate check and
/// the batch checks all say so.
@Suite("Identity")
struct IdentityTests {
  /// Pairs of identifiers that are the same although their bytes differ (or that are spelled
  /// alike), and why.
  static let sameIdentifiers = EquivalentIdentifiers.pairs

  static func data(_ ids: [Identifier], content: Int = 0) -> ListData<Int, Int> {
    ListData(sections: [.init(id: "s", content: 0, items: ids.map { .init(id: $0, content: content) })])
  }

  @Test(arguments: sameIdentifiers.indices)
  func theDiffPairsEquivalentIdentifiers(index: Int) throws {
    let (first, second, why) = Self.sameIdentifiers[index]
    #expect(first == second, "\(why)")
    let old = Self.data(["a", first, "b"])
    #expect(try Changeset(from: old, to: Self.data(["a", second, "b"])).isEmpty, "\(why)")
    // Moved and changed: one reload and one move, no delete or insert.
    let diff = try Diff(from: old, to: Self.data([second, "a", "b"], content: 1))
    let kinds = diff.changeset.stages.map(\.kind)
    #expect(kinds == [.itemReloads, .itemInsertsAndMoves], "\(why)")
    #expect(diff.changeset.stages.last?.operations.inserts == [], "\(why)")
    #expect(diff.correspondence.source(ofItem: ItemPath(0, 0)) == ItemPath(0, 1), "\(why)")
    #expect(diff.correspondence.isItemReloaded(ItemPath(0, 0)), "\(why)")
  }

  @Test(arguments: sameIdentifiers.indices)
  func equivalentFormsInOneSnapshotAreADuplicate(index: Int) {
    let (first, second, why) = Self.sameIdentifiers[index]
    #expect(throws: DiffError.self, "\(why)") {
      try Changeset(from: Self.data([first, "x", second]), to: Self.data([]))
    }
    let sections = ListData<Int, Int>(sections: [.init(id: first, content: 0), .init(id: second, content: 0)])
    #expect(throws: DiffError.self, "\(why)") { try Changeset(from: ListData(), to: sections) }
  }

  /// The duplicate is named as the snapshot spells it.
  @Test func aDuplicateIsNamedAsSpelled() throws {
    do {
      _ = try Changeset(from: Self.data(["K", "\u{212A}"]), to: Self.data([]))
      Issue.record("no duplicate found")
    } catch {
      #expect(error.id == .string("\u{212A}"))
      #expect(error.id.description.unicodeScalars.first == "\u{212A}")
    }
  }

  @Test func anIntegerIsNotTheStringOfItsDigits() throws {
    #expect(Identifier.integer(3) != Identifier.string("3"))
    let diff = try Diff(from: Self.data([.integer(3)]), to: Self.data([.string("3")]))
    #expect(diff.changeset.stages.map(\.kind) == [.deletes, .itemInsertsAndMoves])
    #expect(diff.correspondence.source(ofItem: ItemPath(0, 0)) == nil)
    // Both in one snapshot: no duplicate.
    #expect(try Changeset(from: Self.data([.integer(3), .string("3")]), to: Self.data([])).stages.count == 1)
  }

  /// A batch that claims nothing while an identifier is respelled is consistent; one that
  /// replaces `3` by `"3"` without a claim leaves a stale row.
  @Test(arguments: sameIdentifiers.indices)
  func batchChecksCompareIdentifiersTheSameWay(index: Int) throws {
    let (first, second, why) = Self.sameIdentifiers[index]
    let old = Self.data(["a", first])
    let new = Self.data(["a", second])
    let unclaimed = try CheckedBatch(BatchUpdate(), oldCounts: [2], newCounts: [2])
    #expect(unclaimed.disagreements(from: old, to: new).isEmpty, "\(why)")
    #expect(unclaimed.changeset(from: old, to: new).violations(from: old, to: new) == [], "\(why)")
    let replaced = try CheckedBatch(
      BatchUpdate(deletes: [ItemPath(0, 1)], inserts: [ItemPath(0, 1)]), oldCounts: [2], newCounts: [2])
    let report = replaced.disagreements(from: old, to: new)
    #expect(report.keptDeletes.map(\.path) == [ItemPath(0, 1)], "\(why)")
    #expect(report.presentInserts.map(\.path) == [ItemPath(0, 1)], "\(why)")
  }

  @Test func batchSeesTheIntegerAndTheStringApart() throws {
    let old = Self.data([.integer(3)])
    let new = Self.data([.string("3")])
    let batch = try CheckedBatch(BatchUpdate(), oldCounts: [1], newCounts: [1])
    let stale = batch.disagreements(from: old, to: new).staleRows
    #expect(stale.map(\.path) == [ItemPath(0, 0)])
    #expect(stale.map(\.shown) == [.integer(3)])
    #expect(stale.map(\.data) == [.string("3")])
  }
}
