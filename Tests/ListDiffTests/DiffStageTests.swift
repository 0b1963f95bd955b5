import ListDiff
import Testing

/// One test per stage kind, with the exact stages expected.
@Suite("Diff stages")
struct DiffStageTests {
  @Test func noChangeGivesNoStages() throws {
    #expect(try stages("a[x y] b[]", "a[x y] b[]") == [])
    #expect(try stages("", "") == [])
  }

  @Test func itemUpdatesComeFirstAtOldPaths() throws {
    #expect(
      try stages("a[x y:1] b[z]", "a[x y:2] b[z:5]") == [
        "1 item updates: items updated [0,1] [1,0] | a:0[x:0 y:2] b:0[z:5]"
      ])
  }

  @Test func itemDeletes() throws {
    #expect(
      try stages("a[x y z]", "a[x z]") == [
        "2 deletes: items deleted [0,1] | a:0[x:0 z:0]"
      ])
  }

  @Test func sectionDeleteTakesItsItemsAlong() throws {
    #expect(
      try stages("a[x] b[y z] c[w]", "a[x] c[w]") == [
        "2 deletes: sections deleted 1 | a:0[x:0] c:0[w:0]"
      ])
  }

  @Test func insertedSectionArrivesWithItsNewItems() throws {
    #expect(
      try stages("a[x]", "a[x] b[y z] c[]") == [
        "3 section inserts and moves: sections inserted 1 2 | a:0[x:0] b:0[y:0 z:0] c:0[]"
      ])
  }

  @Test func sectionMoves() throws {
    #expect(
      try stages("a[x] b[y] c[z]", "c[z] a[x] b[y]") == [
        "3 section inserts and moves: sections moved 2 → 0 | c:0[z:0] a:0[x:0] b:0[y:0]"
      ])
  }

  @Test func itemInsertsAndMoves() throws {
    #expect(
      try stages("a[x y z]", "a[z w x y]") == [
        "4 item inserts and moves: items inserted [0,1]; items moved [0,2] → [0,0] | a:0[z:0 w:0 x:0 y:0]"
      ])
  }

  @Test func itemsMoveAcrossSections() throws {
    #expect(
      try stages("a[x y] b[z]", "a[y] b[z x]") == [
        "4 item inserts and moves: items moved [0,0] → [1,1] | a:0[y:0] b:0[z:0 x:0]"
      ])
  }

  @Test func sectionUpdatesComeLastAtNewIndices() throws {
    #expect(
      try stages("a:1[x] b:1[y]", "b:2[y] a:1[x]") == [
        "3 section inserts and moves: sections moved 1 → 0 | b:1[y:0] a:1[x:0]",
        "5 section updates: sections updated 0 | b:2[y:0] a:1[x:0]",
      ])
  }

  @Test func allFiveStagesInOrder() throws {
    let result = try stages(
      "a:1[p q:1 r] b[s t] c[u]",
      "c[u v] a:2[r q:2] n[w]")
    #expect(
      result == [
        "1 item updates: items updated [0,1] | a:1[p:0 q:2 r:0] b:0[s:0 t:0] c:0[u:0]",
        "2 deletes: sections deleted 1; items deleted [0,0] | a:1[q:2 r:0] c:0[u:0]",
        "3 section inserts and moves: sections inserted 2; sections moved 1 → 0 | c:0[u:0] a:1[q:2 r:0] n:0[w:0]",
        "4 item inserts and moves: items inserted [0,1]; items moved [1,1] → [1,0] | c:0[u:0 v:0] a:1[r:0 q:2] n:0[w:0]",
        "5 section updates: sections updated 1 | c:0[u:0 v:0] a:2[r:0 q:2] n:0[w:0]",
      ])
  }

  @Test func docCommentExample() throws {
    #expect(
      try stages("fruits[apple banana cherry]", "fruits[cherry apple date]") == [
        "2 deletes: items deleted [0,1] | fruits:0[apple:0 cherry:0]",
        "4 item inserts and moves: items inserted [0,2]; items moved [0,1] → [0,0] | fruits:0[cherry:0 apple:0 date:0]",
      ])
  }
}
