import ListDeclaration
import ListDiff
import Testing

@testable import ListLayout

/// List sections (`UICollectionLayoutListConfiguration`): their metrics are ListLab's table
/// styles', so the same sections give the same frames either way.
@Suite struct ListSectionTests {
  private let sections = [
    section("fruits", header: "Fruits", footer: "In season", [textCell("apple", "Apple"), textCell("pear", "Pear")]),
    section("more", header: "More", [textCell("plum", "Plum")]),
  ]

  private func list(_ configuration: ListSectionConfiguration, _ sections: [SectionDeclaration]? = nil) throws -> Layout
  {
    try compositional(.list(configuration), sections ?? self.sections)
  }

  @Test(arguments: [
    (ListSectionConfiguration.Appearance.plain, ListStyle.plain), (.grouped, .grouped), (.insetGrouped, .insetGrouped),
  ])
  func anAppearanceLaysOutAsTheTableStyleOfItsName(
    appearance: ListSectionConfiguration.Appearance, style: ListStyle
  ) throws {
    let compositional = try list(ListSectionConfiguration(appearance: appearance))
    let table = try layout(options(style), sections)
    func described(_ layout: Layout) -> [String] {
      layout.elements().map { "\($0.key) \($0.section) \($0.item ?? -1) \($0.frame) \($0.corners)" }
    }
    #expect(described(compositional) == described(table))
    #expect(compositional.listAppearance(section: 0) == appearance)
  }

  @Test func sidebarsInsetTheirRowsRoundEachAndDrawNoSeparators() throws {
    let sidebar = try list(ListSectionConfiguration(appearance: .sidebar))
    #expect(same(sidebar.cell("apple"), r(16, 32 + third, 343, 44)))
    #expect(sidebar.cellElement("pear")?.corners == .all)
    #expect(sidebar.elements(.separator).isEmpty)
    let plain = try list(ListSectionConfiguration(appearance: .sidebarPlain))
    #expect(same(plain.cell("apple"), r(0, 32 + third, 375, 44)))
    #expect(plain.elements(.separator).isEmpty)
  }

  @Test func headerAndFooterModes() throws {
    // none hides what the section declares; firstItemInSection makes the first cell the header:
    // no boundary header, no separator under it.
    let none = try list(
      ListSectionConfiguration(
        appearance: .plain, headerMode: ListSectionConfiguration.HeaderMode.none,
        footerMode: ListSectionConfiguration.FooterMode.none))
    #expect(none.elements(.header).isEmpty && none.elements(.footer).isEmpty)
    #expect(same(none.cell("apple"), r(0, 0, 375, 44)))
    let first = try list(
      ListSectionConfiguration(appearance: .plain, headerMode: .firstItemInSection),
      [
        section(
          "s", header: "Ignored", [textCell("title", "Fruits"), textCell("apple", "Apple"), textCell("pear", "Pear")])
      ])
    #expect(first.elements(.header).isEmpty)
    #expect(first.elements(.separator).map(\.id) == ["apple"])
  }

  @Test func separatorsFollowTheConfigurationAndEachCell() throws {
    let hidden = try list(ListSectionConfiguration(appearance: .plain, showsSeparators: false))
    #expect(hidden.elements(.separator).isEmpty)
    let inset = try list(ListSectionConfiguration(appearance: .plain, separatorInset: 40))
    #expect(approx(inset.elements(.separator).first?.frame.x, 40))
    // A cell's own `separator = false` and `separator_inset` win.
    let own = try list(
      ListSectionConfiguration(appearance: .plain),
      [
        section(
          "s",
          [
            CellDeclaration(id: "a", builtIn: BuiltInCell(text: "A"), showsSeparator: false),
            CellDeclaration(id: "b", builtIn: BuiltInCell(text: "B"), separatorInset: 60), textCell("c", "C"),
          ])
      ])
    #expect(own.elements(.separator).map(\.id) == ["b"])
    #expect(approx(own.elements(.separator).first?.frame.x, 60))
  }

  @Test func headerTopPaddingGoesAboveEachHeader() throws {
    let padded = try list(ListSectionConfiguration(appearance: .plain, headerTopPadding: 10))
    #expect(same(padded.element(.header, section: 0, item: nil)?.frame, r(0, 10, 375, 32 + third)))
  }
}
