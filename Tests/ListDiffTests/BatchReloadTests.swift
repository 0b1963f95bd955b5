import ListDiff
import Testing

/// A reload is a delete plus an insert where its row lands once every declared delete, insert
/// and move is applied.
@Suite("Batch reloads")
struct BatchReloadTests {
  /// `a b c` → `c b`: `b` is at [0,1] before and after.
  @Test func reloadBesideAMoveIntoTheFreedPlace() throws {
    let old = snapshot("s[a b c]")
    let new = snapshot("s[c b:1]")
    let batch = BatchUpdate(
      deletes: [ItemPath(0, 0)], reloads: [ItemPath(0, 1)],
      moves: [ItemMove(from: ItemPath(0, 2), to: ItemPath(0, 0))])
    let checked = try CheckedBatch(batch, oldCounts: old.itemCounts, newCounts: new.itemCounts)
    #expect(checked.mapping.items == [[nil, ItemPath(0, 1), ItemPath(0, 0)]])
    let changeset = checked.changeset(from: old, to: new)
    #expect(changeset.violations(from: old, to: new) == [])
    #expect(checked.disagreements(from: old, to: new).isEmpty)
  }

  /// The same kind of batch with the move leaving for another section: before the fix, the
  /// reload's insert was computed without the move and fell off the end of its section.
  @Test func reloadAfterARowMovedToAnotherSection() throws {
    let old = snapshot("s[a b c d e] t[]")
    let new = snapshot("s[b c d e:1] t[a]")
    let batch = BatchUpdate(
      reloads: [ItemPath(0, 4)], moves: [ItemMove(from: ItemPath(0, 0), to: ItemPath(1, 0))])
    let checked = try CheckedBatch(batch, oldCounts: old.itemCounts, newCounts: new.itemCounts)
    #expect(checked.mapping.items[0][4] == ItemPath(0, 3))
    #expect(checked.changeset(from: old, to: new).violations(from: old, to: new) == [])
  }

  /// A section reload lands where its section ends up once section moves are applied.
  @Test func sectionReloadBesideASectionMove() throws {
    let old = snapshot("a[x] b[y] c[z]")
    let new = snapshot("c[z] a[x] b:1[y]")
    let batch = BatchUpdate(sectionReloads: [1], sectionMoves: [SectionMove(from: 2, to: 0)])
    let checked = try CheckedBatch(batch, oldCounts: old.itemCounts, newCounts: new.itemCounts)
    #expect(checked.mapping.sections == [1, 2, 0])
    #expect(checked.changeset(from: old, to: new).violations(from: old, to: new) == [])
  }

  /// Every batch that names its rows rightly (by identity) and reloads some rows that stay is
  /// accepted, replays to the new data, and agrees with the identifiers: two sections of
  /// `a b c` and `d e`, every way of deleting, moving (within and across sections) and
  /// reordering them.
  @Test func everyConsistentBatchWithReloadsIsAccepted() throws {
    let old = [["a", "b", "c"], ["d", "e"]]
    let ids = old.flatMap { $0 }
    var checkedCount = 0
    for assignment in 0..<243 {  // each id: deleted, in section 0 or in section 1
      var code = assignment
      var groups: [[String]] = [[], []]
      for id in ids {
        if code % 3 < 2 { groups[code % 3].append(id) }
        code /= 3
      }
      for first in permutations(groups[0]) {
        for second in permutations(groups[1]) {
          checkedCount += try checkBatches(old: old, new: [first, second])
        }
      }
    }
    #expect(checkedCount > 10_000)
  }

  /// Checks every consistent batch with at least one reload from `old` to `new`; returns how many.
  private func checkBatches(old: [[String]], new: [[String]]) throws -> Int {
    func path(of id: String, in data: [[String]]) -> ItemPath? {
      for (section, ids) in data.enumerated() {
        if let item = ids.firstIndex(of: id) { return ItemPath(section, item) }
      }
      return nil
    }
    let ids = old.flatMap { $0 }
    let deletes = ids.compactMap { path(of: $0, in: new) == nil ? path(of: $0, in: old) : nil }
    let survivors = ids.filter { path(of: $0, in: new) != nil }
    let across = survivors.filter { path(of: $0, in: old)!.section != path(of: $0, in: new)!.section }
    let within = survivors.filter { !across.contains($0) }
    let before = snapshot(old.enumerated().map { "s\($0)[\($1.joined(separator: " "))]" }.joined(separator: " "))
    var count = 0
    for moveMask in 0..<(1 << within.count) {
      let moved = across + within.indices.filter { moveMask & (1 << $0) != 0 }.map { within[$0] }
      let moves = moved.map { ItemMove(from: path(of: $0, in: old)!, to: path(of: $0, in: new)!) }
      let staying = survivors.filter { !moved.contains($0) }
      // Only batches whose unnamed rows keep their order are consistent.
      guard keepOrder(staying, old: old, new: new, moves: moves) else { continue }
      for reloadMask in 1..<(1 << staying.count) {
        let reloaded = staying.indices.filter { reloadMask & (1 << $0) != 0 }.map { staying[$0] }
        let after = snapshot(
          new.enumerated().map { section, ids in
            "s\(section)[" + ids.map { reloaded.contains($0) ? "\($0):1" : $0 }.joined(separator: " ") + "]"
          }.joined(separator: " "))
        let batch = BatchUpdate(
          deletes: deletes, reloads: reloaded.map { path(of: $0, in: old)! }, moves: moves)
        let checked = try CheckedBatch(batch, oldCounts: before.itemCounts, newCounts: after.itemCounts)
        let changeset = checked.changeset(from: before, to: after)
        #expect(changeset.violations(from: before, to: after) == [], "\(before) → \(after): \(batch)")
        #expect(checked.disagreements(from: before, to: after).isEmpty)
        count += 1
      }
    }
    return count
  }

  /// Whether the rows that no move names fill their new sections' free places in order.
  private func keepOrder(_ staying: [String], old: [[String]], new: [[String]], moves: [ItemMove]) -> Bool {
    for section in new.indices {
      let taken = Set(moves.filter { $0.to.section == section }.map(\.to.item))
      var place = 0
      for id in old[section] where staying.contains(id) {
        while taken.contains(place) { place += 1 }
        guard place < new[section].count, new[section][place] == id else { return false }
        place += 1
      }
    }
    return true
  }

  private func permutations(_ ids: [String]) -> [[String]] {
    guard !ids.isEmpty else { return [[]] }
    return ids.indices.flatMap { index in
      var rest = ids
      let first = rest.remove(at: index)
      return permutations(rest).map { [first] + $0 }
    }
  }
}
