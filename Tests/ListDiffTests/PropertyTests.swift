import ListBenchInputs
import ListDiff
import Testing

/// Thousands of random snapshot pairs: every changeset replays, stage by stage, to its target.
@Suite("Random snapshots")
struct PropertyTests {
  static let chunks = 0..<16

  /// 16 × 200 sectioned pairs: empty sections, section and item moves, moves across sections,
  /// updates, sections deleted and inserted around their items.
  @Test(arguments: chunks)
  func sectionedChangesetsReplayToTheirTarget(chunk: Int) throws {
    var random = RandomSnapshots(seed: UInt64(chunk) &* 7_919 &+ 1)
    var coverage = Coverage()
    for round in 0..<200 {
      let old = random.snapshot()
      let new = random.edit(old)
      let changeset = try Changeset(from: old, to: new)
      let violations = changeset.violations(from: old, to: new)
      #expect(violations == [], "chunk \(chunk) round \(round): \(old) → \(new)")
      guard violations.isEmpty else { return }
      let replayed = try replayAll(changeset, from: old)
      #expect(replayed == changeset.stages.map(\.after))
      #expect((replayed.last ?? old) == new)
      #expect(changeset.stages.map(\.kind) == changeset.stages.map(\.kind).sorted())
      #expect(changeset.isEmpty == (old == new))
      coverage.record(changeset, old: old, new: new)
    }
    // The generator reaches every stage kind and every hard case in each chunk.
    #expect(coverage.missing == [], "chunk \(chunk)")
  }

  /// 16 × 150 one-section pairs, checked against the standard library's `difference(from:)`:
  /// applying either to the old identifiers gives the same final collection, and the items the
  /// diff deletes and inserts are those that `inferringMoves()` leaves unpaired.
  @Test(arguments: chunks)
  func linearChangesetsAgreeWithCollectionDifference(chunk: Int) throws {
    var random = RandomSnapshots(seed: UInt64(chunk) &+ 90_001)
    for _ in 0..<150 {
      let items = (0..<random.generator.below(12)).map { _ in random.item() }
      var old = Data(sections: [.init(id: "list", content: 0, items: items)])
      if random.chance(10) { old.sections[0].items = [] }
      var new = random.edit(old, maxItems: 0)
      new.sections = [.init(id: "list", content: 0, items: new.sections.flatMap(\.items))]
      let oldIDs = old.sections[0].items.map(\.id)
      let newIDs = new.sections[0].items.map(\.id)

      let changeset = try Changeset(from: old, to: new)
      let final = try replayAll(changeset, from: old).last ?? old
      let standard = newIDs.difference(from: oldIDs)
      #expect(final.sections.flatMap(\.items).map(\.id) == oldIDs.applying(standard))
      #expect(final == new)

      var removed = Set<Identifier>()
      var inserted = Set<Identifier>()
      for change in standard.inferringMoves() {
        switch change {
        case .remove(_, let id, nil): removed.insert(id)
        case .insert(_, let id, nil): inserted.insert(id)
        default: break
        }
      }
      let stages = changeset.stages
      let deletedByDiff = stages.filter { $0.kind == .deletes }.flatMap(\.operations.deletes).map {
        old[$0].id
      }
      let insertedByDiff = stages.filter { $0.kind == .itemInsertsAndMoves }.flatMap(\.operations.inserts)
        .map { new[$0].id }
      #expect(Set(deletedByDiff) == removed)
      #expect(Set(insertedByDiff) == inserted)
      #expect(deletedByDiff.count == removed.count && insertedByDiff.count == inserted.count)
    }
  }

  /// 8 × 100 snapshots with one identifier repeated: the diff refuses them, naming both places.
  @Test(arguments: 0..<8)
  func duplicatesAreRejected(chunk: Int) throws {
    var random = RandomSnapshots(seed: UInt64(chunk) &+ 5_000)
    for _ in 0..<100 {
      let valid = random.snapshot(maxSections: 4, maxItems: 5)
      guard let (broken, first, second) = random.withDuplicateItem(valid) else { continue }
      let asNew = random.chance(50)
      do {
        _ = asNew ? try Changeset(from: valid, to: broken) : try Changeset(from: broken, to: valid)
        Issue.record("no error for \(broken)")
      } catch {
        #expect(error.side == (asNew ? .new : .old))
        #expect(
          error.description
            == "supplied item identifiers are not unique. Duplicate identifiers: "
            + "\(broken[first].id.quoted) at \(first) and \(second)")
      }
    }
  }
}

/// Which situations a run of random pairs met.
struct Coverage {
  var seen = Set<String>()

  static let all: Set<String> = [
    "item updates", "deletes", "section inserts and moves", "item inserts and moves",
    "section updates", "section move", "cross-section move", "move into inserted section",
    "item of deleted section reinserted", "updated item that moves", "empty section",
  ]

  var missing: [String] { Coverage.all.subtracting(seen).sorted() }

  mutating func record(_ changeset: Changeset<Int, Int>, old: Data, new: Data) {
    for stage in changeset.stages { seen.insert(stage.kind.description) }
    if changeset.stages.contains(where: { !$0.operations.sectionMoves.isEmpty }) { seen.insert("section move") }
    if old.sections.contains(where: \.items.isEmpty) { seen.insert("empty section") }
    let oldSectionIDs = Set(old.sections.map(\.id))
    let newSectionIDs = Set(new.sections.map(\.id))
    var oldPlace: [Identifier: (section: Identifier, content: Int)] = [:]
    for section in old.sections {
      for item in section.items { oldPlace[item.id] = (section.id, item.content) }
    }
    for section in new.sections {
      for item in section.items {
        guard let (from, content) = oldPlace[item.id] else { continue }
        if !newSectionIDs.contains(from) || !oldSectionIDs.contains(section.id) {
          if !newSectionIDs.contains(from) {
            seen.insert("item of deleted section reinserted")
          } else {
            seen.insert("move into inserted section")
          }
        } else if from != section.id {
          seen.insert("cross-section move")
          if content != item.content { seen.insert("updated item that moves") }
        }
      }
    }
  }
}
