import ListFixtures
import Testing

@testable import ListLayout

@Suite struct VisibleElementsTests {
  /// The visible elements are exactly the elements whose frames show in the viewport, in document
  /// order, at every offset, in every style.
  @Test(arguments: 1...40)
  func visibleElementsAreTheElementsThatShow(seed: UInt64) throws {
    var random = RandomLists(seed: seed)
    var layout = try Layout(random.declaration())
    for _ in 0..<6 {
      let all = layout.elements()
      #expect(layout.visibleElements() == all.filter { layout.isVisible($0.frame) }, "offset \(layout.offset)")
      for element in all.filter({ _ in random.chance(20) }) {
        #expect(layout.element(element.kind, section: element.section, item: element.item) == element)
      }
      layout.scroll(to: Double(random.below(Int(layout.contentSize.height) + 50)))
    }
  }
}
