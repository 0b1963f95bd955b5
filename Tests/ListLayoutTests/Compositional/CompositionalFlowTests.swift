import ListBenchInputs
import ListDeclaration
import ListDiff
import Testing

@testable import ListLayout

/// Groups of fixed length whose items are estimated along the group's axis (a tag cloud) hold
/// the cells that fit by their measured lengths: measured, an item that no longer fits moves to
/// the next group, and narrower items let more in (``FlowPlan``). The tags are boxes of known
/// width in items estimated 60 wide (or as given), 30 tall, 8 apart, in groups 8 apart, inside
/// insets of 16: a group is 375 − 2 × 16 = 343 wide. @2x.
@Suite struct CompositionalFlowTests {
  private func tags(
    _ widths: [Double], estimate: Double = 60, orthogonal: OrthogonalScrolling = .none,
    groupWidth: LayoutDimension = .fractionalWidth(1), height: Double = 667, after: [SectionDeclaration] = []
  ) throws -> Layout {
    let group = hgroup(groupWidth, .absolute(30), [item(.estimated(estimate), .absolute(30))], spacing: .fixed(8))
    let insets =
      orthogonal == .none ? EdgeInsets(all: 16) : EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    var options = compositionalOptions(height: height)
    options.scale = 2
    options.compositional = CompositionalConfiguration(
      provider: SectionProvider { environment in
        environment.index == 0
          ? sectionLayout(group, spacing: 8, insets: insets, orthogonal: orthogonal)
          : sectionLayout(hgroup(.fractionalWidth(1), .absolute(44), [item()]))
      })
    let declared = widths.enumerated().map { cell(.string("t\($0.offset + 1)"), box(width: $0.element, height: 10)) }
    return checked(try Layout(ListDeclaration(options: options, sections: [section("tags", declared)] + after)))
  }

  @Test func aTagThatNoLongerFitsMovesToTheNextRow() throws {
    // By the estimates five fit a row (5 × 60 + 4 × 8 = 332 ≤ 343). Measured: 100 + 8 + 120 +
    // 8 + 90 = 326 fits, 50 more (384) does not: t4 opens the second row, where 50 + 8 + 200 +
    // 8 + 30 = 296 fits. The section is 16 + 30 + 8 + 30 + 16 = 100 tall.
    let layout = try tags([100, 120, 90, 50, 200, 30])
    #expect(same(layout.cell("t1"), r(16, 16, 100, 30)))
    #expect(same(layout.cell("t2"), r(124, 16, 120, 30)))
    #expect(same(layout.cell("t3"), r(252, 16, 90, 30)))
    #expect(same(layout.cell("t4"), r(16, 54, 50, 30)))
    #expect(same(layout.cell("t5"), r(74, 54, 200, 30)))
    #expect(same(layout.cell("t6"), r(282, 54, 30, 30)))
    #expect(approx(layout.contentSize.height, 100))
  }

  @Test func narrowerTagsLetMoreInAndTheSectionsBelowMoveUp() throws {
    // Estimated 100, three fit a row (3 × 100 + 2 × 8 = 316): thirteen tags make five rows.
    // Measured 20 wide, twelve fit (12 × 20 + 11 × 8 = 328 ≤ 343; 13 need 356): two rows,
    // the twelfth at 16 + 11 × 28 = 324, the thirteenth alone below. The section is 100 tall,
    // so the next section's row starts at 100.
    let layout = try tags(
      Array(repeating: 20, count: 13), estimate: 100, after: [section("after", cells("a", 1))])
    #expect(same(layout.cell("t12"), r(324, 16, 20, 30)))
    #expect(same(layout.cell("t13"), r(16, 54, 20, 30)))
    #expect(same(layout.cell("a1"), r(0, 100, 375, 44)))
    #expect(approx(layout.contentSize.height, 144))
  }

  @Test func aTagWiderThanItsRowGetsARowOfItsOwnAndSticksOut() throws {
    // The 400-point tag does not fit after t1 (50 + 8 + 400 > 343), and a row holds at least
    // one: it ends at 16 + 400 = 416, past the list.
    let layout = try tags([50, 400])
    #expect(same(layout.cell("t1"), r(16, 16, 50, 30)))
    #expect(same(layout.cell("t2"), r(16, 54, 400, 30)))
  }

  @Test func rowsFollowTheMeasuredWidthsWhileScrolling() throws {
    // Sixty tags in a 200-point viewport: only those that show are measured, the others keep
    // their 60. At every offset the rows are what filling each in turn gives (a plain model:
    // measured width or 60, 8 apart, at most 343 a row, at least one).
    let widths = (0..<60).map { [40.0, 70, 100, 130][$0 % 4] }
    var layout = try tags(widths, height: 200)
    for offset in stride(from: 0.0, through: 2000, by: 150) + [0] {
      layout.scroll(to: offset)
      checked(layout)
      var rows: [[String]] = []
      var used = 0.0
      for (index, width) in widths.enumerated() {
        let id = "t\(index + 1)"
        let length = layout.cellElement(.string(id))!.estimated ? 60 : width
        if rows.isEmpty || used + 8 + length > 343 {
          rows.append([id])
          used = length
        } else {
          rows[rows.count - 1].append(id)
          used += 8 + length
        }
      }
      let ys = rows.map { row in Set(row.map { layout.cell($0)!.y }) }
      #expect(ys.allSatisfy { $0.count == 1 })
      #expect(ys.map { $0.first! } == (0..<rows.count).map { 16 + 38 * Double($0) })
    }
  }

  @Test func aNewLayoutKeepsTheRowsTheMeasuredWidthsMade() throws {
    let layout = try tags([100, 120, 90, 50, 200, 30])
    let again = checked(try Layout(layout.declaration, reusing: layout))
    #expect(again.elements() == layout.elements())
  }

  @Test func anOrthogonalRowOfFlowingGroupsIsPlacedAgain() throws {
    // Groups 200 wide: by the estimates three tags fit (3 × 60 + 2 × 8 = 196), so four make two
    // groups. Measured 50, 50, 30, 30: 50 + 8 + 50 + 8 + 30 + 8 + 30 = 184 fit one group; the
    // row is 16 + 200 + 16 = 232 wide and t4 at 16 + 154 = 170.
    let layout = try tags([50, 50, 30, 30], orthogonal: .continuous, groupWidth: .absolute(200))
    #expect(same(layout.cell("t4"), r(170, 0, 30, 30)))
    let geometry = try #require(layout.compositionalGeometry)
    #expect(geometry.sections[0].groupCount == 1)
    #expect(approx(geometry.sections[0].rowLength, 232))
  }

  @Test func aVerticalGroupFlowsByMeasuredHeights() throws {
    // Columns 100 tall of rows estimated 30: three fit (90). Measured 40, 40, 40, 10: 40 + 40
    // = 80 fit, a third 40 (120) does not; c and d make the second group, from 100.
    let column = vgroup(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(1), .estimated(30))])
    var options = compositionalOptions(CompositionalConfiguration(section: sectionLayout(column)))
    options.scale = 2
    let declared = [cell("a", height: 40), cell("b", height: 40), cell("c", height: 40), cell("d", height: 10)]
    let layout = checked(try Layout(ListDeclaration(options: options, sections: [section("s", declared)])))
    #expect(same(layout.cell("a"), r(0, 0, 375, 40)))
    #expect(same(layout.cell("b"), r(0, 40, 375, 40)))
    #expect(same(layout.cell("c"), r(0, 100, 375, 40)))
    #expect(same(layout.cell("d"), r(0, 140, 375, 10)))
    #expect(approx(layout.contentSize.height, 200))
  }

  /// A column 50 tall of an item estimated 22 tall and one of 10, 4 apart, holding cells that
  /// measure 44. By the estimates a column takes two cells (22 + 4 + 10 = 36; a third, 36 + 4 +
  /// 22 = 62, does not fit). Measured, a (44) leaves no room for b in the fixed item (44 + 4 +
  /// 10 = 58 > 50): the columns are planned again and b opens the second in the estimated item,
  /// where it was never measured. A cell that moves into an estimated item waits at its estimate
  /// (marked estimated) and is measured when it shows: every cell opens a column of its own, at 0,
  /// 50, 100, 150, and a layout made again from these sizes is the same.
  @Test func aCellPlannedIntoAnEstimatedItemIsMeasuredWhenItShows() throws {
    let items = [item(.fractionalWidth(1), .estimated(22)), item(.fractionalWidth(1), .absolute(10))]
    let column = vgroup(.fractionalWidth(1), .absolute(50), items, spacing: .fixed(4))
    func layout(height: Double) throws -> Layout {
      let options = compositionalOptions(CompositionalConfiguration(section: sectionLayout(column)), height: height)
      let declared = ["a", "b", "c", "d"].map { cell(.string($0), height: 44) }
      return checked(try Layout(ListDeclaration(options: options, sections: [section("s", declared)])))
    }
    let tall = try layout(height: 400)
    for (index, id) in ["a", "b", "c", "d"].enumerated() {
      #expect(same(tall.cell(id), r(0, 50 * Double(index), 375, 44)))
      #expect(tall.cellElement(.string(id))?.estimated == false)
    }
    #expect(approx(tall.contentSize.height, 200))
    #expect(checked(try Layout(tall.declaration, reusing: tall)).elements() == tall.elements())
    // 90 tall: a and b show and measure; c, planned into the third column's estimated item at
    // 100, is below the viewport: it waits at 22, estimated, with d in the fixed item at 100 + 22
    // + 4 = 126 (fixed: nothing to measure). The content is 150.
    let short = try layout(height: 90)
    #expect(same(short.cell("b"), r(0, 50, 375, 44)))
    #expect(same(short.cell("c"), r(0, 100, 375, 22)))
    #expect(short.cellElement("c")?.estimated == true)
    #expect(same(short.cell("d"), r(0, 126, 375, 10)))
    #expect(short.cellElement("d")?.estimated == false)
    #expect(approx(short.contentSize.height, 150))
  }

  /// A cell measured in a flowing group's estimated item keeps that size wherever the groups put
  /// it next, for the same item only, so that the groups follow from the cells' sizes alone: after
  /// any scrolls and deletes, a new layout of the same declaration (as `l:apply` of it makes)
  /// plans the same groups, whether or not a moved cell shows. Columns 100 tall alternate an item
  /// 20 tall and one estimated 30; cells are 10 to 90 tall, in a list 120 tall.
  @Test(arguments: 0..<40)
  func aNewLayoutOfTheSameCellsPlansTheSameGroups(seed: Int) throws {
    var random = SplitMix64(seed: UInt64(seed))
    let items = [item(.fractionalWidth(1), .absolute(20)), item(.fractionalWidth(1), .estimated(30))]
    let column = vgroup(.fractionalWidth(1), .absolute(100), items)
    let options = compositionalOptions(CompositionalConfiguration(section: sectionLayout(column)), height: 120)
    var declared = (0..<30).map { cell(.string("c\($0)"), height: Double(10 + 10 * Int(random.next() % 9))) }
    var layout = checked(try Layout(ListDeclaration(options: options, sections: [section("s", declared)])))
    for _ in 0..<12 {
      if random.next() % 3 == 0, declared.count > 1 {
        declared.remove(at: Int(random.next() % UInt64(declared.count)))
        layout = checked(
          try Layout(ListDeclaration(options: options, sections: [section("s", declared)]), reusing: layout))
      } else {
        layout.scroll(to: Double(random.next() % UInt64(max(1, Int(layout.contentSize.height)))))
      }
      let again = checked(try Layout(layout.declaration, reusing: layout))
      func cells(_ layout: Layout) -> [String] {
        layout.elements().map { "\($0.id) \($0.frame) \($0.estimated ? "estimated" : "")" }
      }
      #expect(cells(again) == cells(layout), "seed \(seed)")
    }
  }
}
