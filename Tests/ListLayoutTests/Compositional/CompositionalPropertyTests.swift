import ListDiff
import ListFixtures
import Testing

@testable import ListLayout

/// Every compositional layout keeps its invariants (`checked`): random lists, laid out and
/// scrolled down the list and across their orthogonal rows.
@Suite struct CompositionalPropertyTests {
  @Test(arguments: 0..<40)
  func randomListsKeepTheirInvariantsWhileScrolled(seed: Int) throws {
    var random = RandomLists(seed: UInt64(seed) &* 7919 &+ 11)
    var layout = checked(try Layout(random.compositionalDeclaration()))
    let height = layout.contentSize.height
    for step in 1...4 {
      layout.scroll(to: height * Double(step) / 4)
      for section in layout.declaration.sections.indices where layout.orthogonalOffset(section: section) != nil {
        layout.scrollSection(section, to: Double(random.below(800)), snapping: random.chance(70))
      }
      checked(layout)
    }
    // Laid out again from itself, nothing measured is lost.
    let again = checked(try Layout(layout.declaration, reusing: layout))
    let measured = layout.elements().filter { $0.kind == .cell && !$0.estimated }.map(\.id)
    #expect(measured.allSatisfy { again.cellElement($0)?.estimated == false })
    #expect(again.offset <= max(0, again.contentSize.height - again.options.height) + 1e-9)
  }

  @Test func theSameDeclarationGivesTheSameFrames() throws {
    var first = RandomLists(seed: 42)
    var second = RandomLists(seed: 42)
    let a = try Layout(first.compositionalDeclaration(sections: 4))
    let b = try Layout(second.compositionalDeclaration(sections: 4))
    #expect(a.elements() == b.elements())
  }
}
