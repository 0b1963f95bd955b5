import ListDeclaration
import ListDiff
import ListFixtures
import Testing

@testable import ListLayout

/// Every compositional layout keeps its invariants (`checked`): random lists, laid out and
/// scrolled along the list (down, or across one that scrolls horizontally) and across their
/// orthogonal rows.
@Suite struct CompositionalPropertyTests {
  @Test(arguments: 0..<40)
  func randomListsKeepTheirInvariantsWhileScrolled(seed: Int) throws {
    var random = RandomLists(seed: UInt64(seed) &* 7919 &+ 11)
    var layout = checked(try Layout(random.compositionalDeclaration()))
    // The content's length along the scroll axis (its width when the list scrolls horizontally).
    let length = layout.scrollAxis == .vertical ? layout.contentSize.height : layout.contentSize.width
    for step in 1...4 {
      layout.scroll(to: length * Double(step) / 4)
      for section in layout.declaration.sections.indices where layout.orthogonalOffset(section: section) != nil {
        layout.scrollSection(section, to: Double(random.below(800)), snapping: random.chance(70))
      }
      checked(layout)
    }
    // Laid out again from itself, nothing measured is lost.
    let again = checked(try Layout(layout.declaration, reusing: layout))
    let measured = layout.elements().filter { $0.kind == .cell && !$0.estimated }.map(\.id)
    #expect(measured.allSatisfy { again.cellElement($0)?.estimated == false })
    let viewport = again.scrollAxis == .vertical ? again.options.height : again.options.width
    let content = again.scrollAxis == .vertical ? again.contentSize.height : again.contentSize.width
    #expect(again.scrollOffset <= max(0, content - viewport) + 1e-9)
  }

  @Test func theSameDeclarationGivesTheSameFrames() throws {
    var first = RandomLists(seed: 42)
    var second = RandomLists(seed: 42)
    let a = try Layout(first.compositionalDeclaration(sections: 4))
    let b = try Layout(second.compositionalDeclaration(sections: 4))
    #expect(a.elements() == b.elements())
  }
}
