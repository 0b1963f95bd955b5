import ListDeclaration
import ListDiff
import Testing

@testable import ListLayout

@Suite struct CustomLayoutTests {
  private func declaration(_ style: String = "diagonal") -> ListDeclaration {
    var options = ListOptions()
    options.style = .custom(style)
    return ListDeclaration(
      options: options,
      sections: [
        SectionDeclaration(id: "s", header: .text("Head"), cells: [cell("a", height: 30), cell("b", label("Hi"))])
      ])
  }

  @Test func framesComeFromTheLayoutFunctionAndAreSnapped() throws {
    let layout = try Layout(declaration()) { context in
      let a = context.height(section: 0, item: 0, width: 100)!
      let b = context.height(section: 0, item: 1, width: 100)!
      let header = context.supplementaryHeight(section: 0, isHeader: true, width: 375)!
      return CustomLayoutFrames(
        items: [Rect(x: 0, y: header, width: 100, height: a), Rect(x: 10.1, y: header + a, width: 100, height: b)],
        headers: [0: Rect(x: 0, y: 0, width: 375, height: header)])
    }
    #expect(same(layout.cellElement("a")?.frame, r(0, 32 + third, 100, 30)))
    #expect(same(layout.cellElement("b")?.frame, r(10, 62 + third, 100, 20 + third)))  // 10.1 → 10
    #expect(approx(layout.contentSize.height, 82 + 2 * third))
    #expect(layout.elements().map(\.kind) == [.header, .cell, .cell])
    #expect(layout.checkInvariants().isEmpty)
  }

  @Test func unusableFramesAreReportedTogether() {
    let error = #expect(throws: CustomLayoutError.self) {
      try Layout(declaration()) { _ in
        CustomLayoutFrames(items: [Rect(x: -5, y: 0, width: 10, height: 10)], footers: [0: .zero], contentHeight: -1)
      }
    }
    #expect(
      error?.problems == [
        "1 item frames for 2 items (every item is placed once, in document order)",
        "the frame of cell \"a\" [0,0] lies outside the list (x from 0 to 375, y from 0): {x = -5, y = 0, w = 10, h = 10}",
        "a footer frame for section 0, which has no footer",
        "content_height must be a finite number ≥ 0, got -1",
      ])
  }
}
