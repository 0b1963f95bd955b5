import ListDiff
import Testing

@Suite("Duplicate identifiers")
struct DuplicateIdentifierTests {
  func error(_ old: String, _ new: String) -> DiffError? {
    do {
      _ = try Changeset(from: snapshot(old), to: snapshot(new))
      return nil
    } catch {
      return error
    }
  }

  @Test func repeatedItemAcrossSections() {
    let failure = error("fruits[pear]", "fruits[pear apple] veg[apple]")
    #expect(
      failure?.description
        == #"supplied item identifiers are not unique. Duplicate identifiers: "apple" at [0,1] and [1,0]"#
    )
    #expect(failure?.side == .new)
    #expect(failure?.id == "apple")
  }

  @Test func repeatedItemInTheOldSnapshot() {
    let failure = error("a[x y x]", "a[x]")
    #expect(
      failure?.description
        == #"supplied item identifiers are not unique. Duplicate identifiers: "x" at [0,0] and [0,2]"#)
    #expect(failure?.side == .old)
  }

  @Test func repeatedNewItemThatTheOldSnapshotLacks() {
    #expect(
      error("a[x]", "a[q] b[] c[z q]")?.description
        == #"supplied item identifiers are not unique. Duplicate identifiers: "q" at [0,0] and [2,1]"#)
  }

  @Test func repeatedIntegerIdentifierIsUnquoted() {
    #expect(
      error("a[1 2]", "a[1 2 1]")?.description
        == "supplied item identifiers are not unique. Duplicate identifiers: 1 at [0,0] and [0,2]")
  }

  @Test func repeatedSection() {
    let failure = error("fruits[a] veg[b]", "fruits[a] veg[b] fruits[]")
    #expect(
      failure?.description
        == #"supplied section identifiers are not unique. Duplicate identifiers: "fruits" at sections 0 and 2"#
    )
    #expect(failure?.side == .new)
  }

  @Test func sectionAndItemMayShareAnIdentifier() throws {
    #expect(error("x[x]", "x[x]") == nil)
  }
}
