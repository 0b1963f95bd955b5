import ListDiff
import Testing

/// The combinations UIKit cannot apply in one batch, and how the stages handle them.
@Suite("Diff hard cases")
struct DiffHardCaseTests {
  /// UIKit: "cannot move a row into a newly inserted section". The section arrives in stage 3
  /// with its brand-new items only; the existing item moves in during stage 4.
  @Test func itemMovingIntoAnInsertedSection() throws {
    #expect(
      try stages("a[x y]", "a[x] n[w y]") == [
        "3 section inserts and moves: sections inserted 1 | a:0[x:0 y:0] n:0[w:0]",
        "4 item inserts and moves: items moved [0,1] → [1,1] | a:0[x:0] n:0[w:0 y:0]",
      ])
  }

  /// A section that no longer exists cannot be a move source: its surviving items leave with it
  /// in stage 2 and are inserted where they land in stage 4.
  @Test func itemsOfADeletedSectionAreDeletedAndInsertedAgain() throws {
    #expect(
      try stages("a[x] d[y z]", "a[x z]") == [
        "2 deletes: sections deleted 1 | a:0[x:0]",
        "4 item inserts and moves: items inserted [0,1] | a:0[x:0 z:0]",
      ])
  }

  /// Renaming a section: the old one goes with its items, the new one arrives with them.
  @Test func itemsOfADeletedSectionLandingInAnInsertedOne() throws {
    #expect(
      try stages("old[x y]", "new[y x]") == [
        "2 deletes: sections deleted 0 | ",
        "3 section inserts and moves: sections inserted 0 | new:0[y:0 x:0]",
      ])
  }

  /// Section moves happen in stage 3; item moves in stage 4 use the moved sections' new indices.
  @Test func sectionMovesWithItemMoves() throws {
    #expect(
      try stages("a[x y] b[z]", "b[z y] a[x]") == [
        "3 section inserts and moves: sections moved 1 → 0 | b:0[z:0] a:0[x:0 y:0]",
        "4 item inserts and moves: items moved [1,1] → [0,1] | b:0[z:0 y:0] a:0[x:0]",
      ])
  }

  /// An updated item that also moves: updated at its old path in stage 1, moved in stage 4.
  @Test func updatedItemThatMoves() throws {
    #expect(
      try stages("a[x y:1] b[]", "a[x] b[y:2]") == [
        "1 item updates: items updated [0,1] | a:0[x:0 y:2] b:0[]",
        "4 item inserts and moves: items moved [0,1] → [1,0] | a:0[x:0] b:0[y:2]",
      ])
  }

  @Test func updatedItemOfADeletedSectionIsNotUpdated() throws {
    #expect(
      try stages("a[] d[y:1]", "a[y:2]") == [
        "2 deletes: sections deleted 1 | a:0[]",
        "4 item inserts and moves: items inserted [0,0] | a:0[y:2]",
      ])
  }

  @Test func emptySections() throws {
    #expect(
      try stages("a[] b[x]", "b[] a[x]") == [
        "3 section inserts and moves: sections moved 1 → 0 | b:0[x:0] a:0[]",
        "4 item inserts and moves: items moved [0,0] → [1,0] | b:0[] a:0[x:0]",
      ])
    #expect(try stages("e[]", "") == ["2 deletes: sections deleted 0 | "])
    #expect(try stages("", "e[]") == ["3 section inserts and moves: sections inserted 0 | e:0[]"])
  }

  @Test func oneItemTakenAnywhereAndPutAnywhereIsOneMove() throws {
    #expect(
      try stages("a[0 1 2 3 4]", "a[4 0 1 2 3]") == [
        "4 item inserts and moves: items moved [0,4] → [0,0] | a:0[4:0 0:0 1:0 2:0 3:0]"
      ])
    #expect(
      try stages("a[0 1 2 3 4]", "a[1 2 3 4 0]") == [
        "4 item inserts and moves: items moved [0,0] → [0,4] | a:0[1:0 2:0 3:0 4:0 0:0]"
      ])
    #expect(
      try stages("a[0 1 2 3 4]", "a[0 3 1 2 4]") == [
        "4 item inserts and moves: items moved [0,3] → [0,1] | a:0[0:0 3:0 1:0 2:0 4:0]"
      ])
  }

  @Test func stringAndIntegerIdentifiersDiffer() throws {
    let old = Data(sections: [.init(id: "s", content: 0, items: [.init(id: .integer(1), content: 0)])])
    let new = Data(sections: [.init(id: "s", content: 0, items: [.init(id: .string("1"), content: 0)])])
    #expect(
      try Changeset(from: old, to: new).stages.map(summary) == [
        "2 deletes: items deleted [0,0] | s:0[]",
        "4 item inserts and moves: items inserted [0,0] | s:0[1:0]",
      ])
  }

  @Test func everyHardCaseReplaysToItsTarget() throws {
    let pairs = [
      ("a[x y]", "a[x] n[w y]"), ("a[x] d[y z]", "a[x z]"), ("old[x y]", "new[y x]"),
      ("a[x y] b[z]", "b[z y] a[x]"), ("a[x y:1] b[]", "a[x] b[y:2]"), ("a[] b[x]", "b[] a[x]"),
      ("a[1 2] b[3 4] c[5]", "c[4 5] n[2] a[1 3]"), ("a:1[x] b[y]", "n[y] a:2[x]"),
    ]
    for (old, new) in pairs {
      let changeset = try Changeset(from: snapshot(old), to: snapshot(new))
      #expect(changeset.violations(from: snapshot(old), to: snapshot(new)) == [], "\(old) → \(new)")
      #expect(try replayAll(changeset, from: snapshot(old)) == changeset.stages.map(\.after))
    }
  }
}

/// Identifiers that the diff hashes and compares in place, whatever their storage.
@Suite("Identifier storage")
struct IdentifierStorageTests {
  /// "abc" built in a grown buffer is stored out of line; the literal is stored inline.
  func heapString(_ text: String) -> String {
    var string = String()
    string.reserveCapacity(64)
    string += text
    return string
  }

  @Test func equalStringsStoredDifferentlyMatch() throws {
    let long = "a-rather-long-identifier-over-15-bytes"
    let old = Data(sections: [
      .init(
        id: "s", content: 0,
        items: [
          .init(id: .string(heapString("abc")), content: 0), .init(id: .string(long), content: 0),
          .init(id: .string("é-ü"), content: 0), .init(id: .integer(-7), content: 0),
        ])
    ])
    let new = Data(sections: [
      .init(
        id: .string(heapString("s")), content: 0,
        items: [
          .init(id: .integer(-7), content: 0), .init(id: .string("abc"), content: 0),
          .init(id: .string(heapString(long)), content: 0),
          .init(id: .string(heapString("é-ü")), content: 0),
        ])
    ])
    let changeset = try Changeset(from: old, to: new)
    #expect(
      changeset.stages.map(summary) == [
        "4 item inserts and moves: items moved [0,3] → [0,0] | s:0[-7:0 abc:0 \(long):0 é-ü:0]"
      ])
    #expect(changeset.violations(from: old, to: new) == [])
  }

  @Test func repeatedLongIdentifierIsFound() {
    let long = "another-identifier-longer-than-fifteen"
    let data = Data(sections: [
      .init(
        id: "s", content: 0,
        items: [.init(id: .string(long), content: 0), .init(id: .string(heapString(long)), content: 1)])
    ])
    #expect(throws: DiffError.self) { try Changeset(from: data, to: data) }
  }
}
