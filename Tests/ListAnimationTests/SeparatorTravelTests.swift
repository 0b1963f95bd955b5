import ListDeclaration
import ListDiff
import ListLayout
import Testing

@testable import ListAnimation

/// A separator belongs to its cell, as a `UITableViewCell`'s does: when a moving cell gains one
/// (it stops being the last of its section) or loses one (it becomes the last), the separator
/// travels with the cell, fading in or out, instead of appearing at its final place on its own.
@Suite struct SeparatorTravelTests {
  private func layout(_ style: ListStyle, _ ids: [String]) throws -> Layout {
    var options = ListOptions()
    options.style = style
    return try Layout(
      ListDeclaration(
        options: options,
        sections: [SectionDeclaration(id: "s", cells: ids.map { CellDeclaration(id: .string($0), height: 44) })]))
  }

  private func transition(_ old: Layout, _ new: Layout) throws -> Transition {
    let diff = try Diff(from: old.declaration.data, to: new.declaration.data)
    return Transition(
      from: old, to: new, correspondence: diff.correspondence, curve: .linear, moves: DeclaredMoves(diff.changeset))
  }

  private func find(_ elements: [ElementSample], _ kind: Element.Kind, _ id: Identifier) throws -> ElementSample {
    try #require(elements.first { $0.kind == kind && $0.id == id })
  }

  /// a b c → c a b: c moves from the bottom to the top and gains a separator; b becomes the last
  /// and loses its own.
  @Test(arguments: [ListStyle.plain, .insetGrouped])
  func aSeparatorTravelsWithItsCell(style: ListStyle) throws {
    let old = try layout(style, ["a", "b", "c"])
    let new = try layout(style, ["c", "a", "b"])
    let t = try transition(old, new)
    let oldB = try #require(old.element(.separator, section: 0, item: 1))
    let newC = try #require(new.element(.separator, section: 0, item: 0))
    for time in [0, 0.1, 0.15, 0.3] {
      let elements = try t.at(time)
      let cellC = try find(elements, .cell, "c")
      let separatorC = try find(elements, .separator, "c")
      // Under its cell, at the inset it has in the new layout, from the start to the end.
      #expect(abs(separatorC.frame.maxY - cellC.frame.maxY) < 1e-9, "t=\(time)")
      #expect(separatorC.frame.x - cellC.frame.x == newC.frame.x - new.element(.cell, section: 0, item: 0)!.frame.x)
      #expect(separatorC.state == .moving)
      #expect(abs(separatorC.alpha - time / 0.3) < 1e-9)
      let cellB = try find(elements, .cell, "b")
      let separatorB = try find(elements, .separator, "b")
      #expect(abs(separatorB.frame.maxY - cellB.frame.maxY) < 1e-9, "t=\(time)")
      #expect(separatorB.frame.width == oldB.frame.width)
      #expect(separatorB.state == .shifting)
      #expect(abs(separatorB.alpha - (1 - time / 0.3)) < 1e-9)
    }
    // Exactly the new separator at the end, exactly the old one at the start.
    #expect(try find(t.at(0.3), .separator, "c").frame == newC.frame)
    #expect(try find(t.at(0), .separator, "b").frame == oldB.frame)
  }

  /// A cell that stays where it is and gains a separator (a cell is inserted after it) still sees
  /// it fade in in place.
  @Test func aSteadyCellsNewSeparatorFadesInInPlace() throws {
    let old = try layout(.plain, ["a", "b"])
    let new = try layout(.plain, ["a", "b", "c"])
    let t = try transition(old, new)
    let separator = try find(t.at(0.15), .separator, "b")
    #expect(separator.state == .inserting)
    #expect(separator.frame == new.element(.separator, section: 0, item: 1)!.frame)
    #expect(separator.alpha == 0.5)
  }
}
