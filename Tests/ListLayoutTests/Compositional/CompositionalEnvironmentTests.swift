import ListDeclaration
import ListDiff
import Testing

@testable import ListLayout

/// Compositional lists see the same safe area, margins and direction as the table styles.
@Suite struct CompositionalEnvironmentTests {
  private let row = hgroup(.fractionalWidth(1), .absolute(40), [item()])

  /// A 375-point list with a safe area of 30 on the left and 10 on the right (16-point margins).
  private func inset(
    _ configuration: CompositionalConfiguration, _ sections: [SectionDeclaration],
    configure: (inout ListOptions) -> Void = { _ in }
  ) throws -> Layout {
    checked(
      try Layout(
        ListDeclaration(
          options: compositionalOptions(configuration) {
            $0.safeArea = EdgeInsets(left: 30, right: 10)
            configure(&$0)
          }, sections: sections)))
  }

  @Test func sectionsFollowTheSafeAreaByDefaultAndTheirReference() throws {
    func frame(_ reference: InsetsReference) throws -> Rect? {
      try inset(
        CompositionalConfiguration(
          section: sectionLayout(row, insets: EdgeInsets(vertical: 0, horizontal: 4), insetsReference: reference)),
        [section("s", cells("a", 1))]
      ).cell("a1")
    }
    // automatic and safeArea: 30 + 4 and 10 + 4; none: 4 and 4; layoutMargins: the safe area,
    // the 16-point margin, then the 4-point insets.
    #expect(same(try frame(.automatic), r(34, 0, 327, 40)))
    #expect(same(try frame(.safeArea), r(34, 0, 327, 40)))
    #expect(same(try frame(.none), r(4, 0, 367, 40)))
    #expect(same(try frame(.layoutMargins), r(50, 0, 295, 40)))
  }

  @Test func boundaryItemsFollowTheirReference() throws {
    func header(_ reference: InsetsReference) throws -> Rect? {
      let item = BoundaryItem(
        kind: BoundaryItem.headerKind, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)),
        alignment: .top)
      return try inset(
        CompositionalConfiguration(
          section: sectionLayout(row, boundaries: [item], supplementaryInsets: reference, insetsReference: .none)),
        [section("s", header: "H", cells("a", 1))]
      ).element(.header, section: 0, item: nil)?.frame
    }
    #expect(same(try header(.automatic), r(0, 0, 375, 30)))  // the section's insets: none here
    #expect(same(try header(.none), r(0, 0, 375, 30)))
    #expect(same(try header(.safeArea), r(30, 0, 335, 30)))
    #expect(same(try header(.layoutMargins), r(46, 0, 303, 30)))
  }

  @Test func listSectionsMatchTheTableStylesWithASafeArea() throws {
    let sections = [
      section("fruits", header: "Fruits", [textCell("apple", "Apple"), textCell("pear", "Pear")]),
      section("more", [textCell("plum", "Plum")]),
    ]
    for (appearance, style) in [
      (ListSectionConfiguration.Appearance.plain, ListStyle.plain), (.grouped, .grouped),
      (.insetGrouped, .insetGrouped),
    ] {
      let list = try inset(
        CompositionalConfiguration(section: .list(ListSectionConfiguration(appearance: appearance))), sections)
      let table = try layout(options(style) { $0.safeArea = EdgeInsets(left: 30, right: 10) }, sections)
      #expect(list.elements().map(\.frame) == table.elements().map(\.frame), "\(appearance)")
      #expect(list.subframes("apple") == table.subframes("apple"), "\(appearance)")
      #expect(
        list.supplementarySubframes(section: 0, isHeader: true)
          == table.supplementarySubframes(section: 0, isHeader: true), "\(appearance)")
    }
    // Plain: full-width rows; the text at 30 + 16, and the separator with it.
    let plain = try inset(
      CompositionalConfiguration(section: .list(ListSectionConfiguration(appearance: .plain))), sections)
    #expect(same(plain.cell("apple"), r(0, 32 + third, 375, 44)))
    #expect(approx(plain.subframes("apple")?.first { $0.id == "text" }?.frame.x, 46))
    #expect(approx(plain.element(.separator, "apple")?.frame.x, 46))
    // insetGrouped: rows inset by the safe area and the 16-point inset, below a grouped header
    // (16 + a footnote line of 15.667 + 6).
    let grouped = try inset(
      CompositionalConfiguration(section: .list(ListSectionConfiguration(appearance: .insetGrouped))), sections)
    #expect(same(grouped.cell("apple"), r(46, 37 + 2 * third, 303, 44)))
  }

  @Test func theProviderSeesTheDevicesSizeClassAndSafeArea() throws {
    nonisolated(unsafe) var seen: [SectionEnvironment] = []
    let provider = SectionProvider { environment in
      seen.append(environment)
      return .list(ListSectionConfiguration(appearance: .plain))
    }
    // An iPhone 15 in landscape: 852 points wide, yet compact, as its device says.
    _ = try inset(CompositionalConfiguration(provider: provider), [section("s", cells("a", 1))]) {
      $0.width = 852
      $0.height = 393
      $0.safeArea = EdgeInsets(left: 59, bottom: 21, right: 59)
      $0.deviceSizeClass = .compact
    }
    #expect(seen.first?.horizontalSizeClass == .compact)
    #expect(seen.first?.verticalSizeClass == .compact)
    #expect(seen.first?.safeArea == EdgeInsets(left: 59, bottom: 21, right: 59))
    // Without a device, 852 points are regular.
    seen = []
    _ = try inset(CompositionalConfiguration(provider: provider), [section("s", cells("a", 1))]) { $0.width = 852 }
    #expect(seen.first?.horizontalSizeClass == .regular)
  }

  @Test func compositionalListsMirror() throws {
    // Every kind of element: an orthogonal row, a horizontal group of three unequal items with
    // a badge at each item's top trailing corner, boundary items at the leading and trailing
    // edges, a section background, and a list section.
    let badge = SupplementaryItem(
      kind: "badge", size: LayoutSize(width: .absolute(12), height: .absolute(12)),
      anchor: LayoutAnchor(edges: [.top, .trailing], offsetX: 4, offsetY: -4))
    let three = sectionLayout(
      hgroup(
        .fractionalWidth(1), .absolute(60),
        [
          item(.fractionalWidth(0.5), .fractionalHeight(1), supplementaries: [badge]),
          item(.fractionalWidth(0.3), .fractionalHeight(1)), item(.fractionalWidth(0.2), .fractionalHeight(1)),
        ], spacing: .fixed(6)),
      insets: EdgeInsets(top: 0, left: 12, bottom: 0, right: 4),
      boundaries: [
        BoundaryItem(
          kind: "leading", size: LayoutSize(width: .absolute(40), height: .absolute(20)), alignment: .topLeading),
        BoundaryItem(
          kind: "trailing", size: LayoutSize(width: .absolute(60), height: .absolute(20)), alignment: .bottomTrailing),
      ], decorations: [DecorationItem()])
    let carousel = sectionLayout(
      hgroup(.absolute(150), .absolute(40), [item()]), spacing: 10, insets: EdgeInsets(vertical: 0, horizontal: 16),
      orthogonal: .continuous)
    func own(_ section: SectionDeclaration, _ layout: SectionLayout) -> SectionDeclaration {
      var section = section
      section.compositional = layout
      return section
    }
    let sections = [
      own(section("grid", cells("g", 7)), three),
      own(section("row", cells("r", 5)), carousel),
      own(
        section("list", header: "List", [textCell("l1", "One", accessory: .chevron), textCell("l2", "Two")]),
        .list(ListSectionConfiguration(appearance: .insetGrouped))),
    ]
    func make(_ direction: LayoutDirection, safe: EdgeInsets) throws -> Layout {
      checked(
        try Layout(
          ListDeclaration(
            options: compositionalOptions {
              $0.direction = direction
              $0.safeArea = safe
            }, sections: sections)))
    }
    var ltr = try make(.ltr, safe: EdgeInsets(left: 8, right: 20))
    var rtl = try make(.rtl, safe: EdgeInsets(left: 20, right: 8))
    // The orthogonal row scrolled: it scrolls the other way in rtl, from the right.
    _ = ltr.scrollSection(1, to: 100)
    _ = rtl.scrollSection(1, to: 100)
    let left = ltr.elements()
    let right = rtl.elements()
    #expect(left.count == right.count)
    #expect(left.contains { $0.kind == .supplementary && $0.elementKind == "badge" })
    #expect(left.contains { $0.kind == .decoration })
    for (a, b) in zip(left, right) {
      #expect(a.key == b.key)
      #expect(same(b.frame, r(375 - a.frame.x - a.frame.width, a.frame.y, a.frame.width, a.frame.height)), "\(a.key)")
    }
    // The first item of the three is the rightmost: 12 points (the leading inset) + 8 (the safe
    // area, leading in rtl) from the right edge.
    #expect(approx(rtl.cell("g1").map { $0.maxX }, 375 - 20))
  }
}
