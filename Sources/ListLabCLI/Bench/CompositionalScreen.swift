import ListDeclaration
import ListDiff
import ListLayout

/// The mixed compositional screen of `layout.compositional.100k`: sections of 100 cells (the
/// rows of the layout benchmarks) cycling through an App Store carousel (pages of three rows,
/// group paging), a five-column grid, a badged grid, nested groups, and a self-sizing
/// insetGrouped list section — every section with a pinned header.
enum CompositionalScreen {
  static let cellsPerSection = 100

  static func declaration(count: Int) -> ListDeclaration {
    var options = ListOptions()
    options.style = .compositional
    options.compositional = CompositionalConfiguration(
      provider: SectionProvider { layout(index: $0.index) }, interSectionSpacing: 8)
    var sections: [SectionDeclaration] = []
    var next = 0
    while next < count {
      let size = min(cellsPerSection, count - next)
      var cells: [CellDeclaration] = []
      cells.reserveCapacity(size)
      for index in next..<(next + size) { cells.append(RowCells.cell(index)) }
      sections.append(
        SectionDeclaration(id: .integer(sections.count), header: .text("Section \(sections.count)"), cells: cells))
      next += size
    }
    return ListDeclaration(options: options, sections: sections)
  }

  static func layout(index: Int) -> SectionLayout {
    let whole = LayoutDimension.fractionalWidth(1)
    func item(_ width: LayoutDimension, _ height: LayoutDimension, insets: Double = 0) -> CompositionalItem {
      CompositionalItem(size: LayoutSize(width: width, height: height), contentInsets: EdgeInsets(all: insets))
    }
    var section: CompositionalSection
    switch index % 5 {
    case 0:
      section = CompositionalSection(
        group: .group(
          .vertical, size: LayoutSize(width: .fractionalWidth(0.9), height: .absolute(216)),
          subitems: [item(whole, .fractionalHeight(1.0 / 3))]),
        interGroupSpacing: 10, contentInsets: EdgeInsets(top: 0, left: 16, bottom: 8, right: 16),
        orthogonalScrolling: .groupPaging)
    case 1:
      section = CompositionalSection(
        group: .group(
          .horizontal, size: LayoutSize(width: whole, height: .fractionalWidth(0.2)),
          subitems: [item(.fractionalWidth(0.2), .fractionalHeight(1), insets: 2)]))
    case 2:
      var badged = item(.fractionalWidth(0.25), .fractionalHeight(1), insets: 5)
      badged.supplementaries = [
        SupplementaryItem(
          kind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
          anchor: LayoutAnchor(edges: [.top, .trailing], offsetX: 0.3, offsetY: -0.3, isFractional: true))
      ]
      section = CompositionalSection(
        group: .group(.horizontal, size: LayoutSize(width: whole, height: .fractionalWidth(0.2)), subitems: [badged]),
        contentInsets: EdgeInsets(all: 20))
    case 3:
      let trailing = CompositionalItem.group(
        .vertical, size: LayoutSize(width: .fractionalWidth(0.3), height: .fractionalHeight(1)),
        subitems: [item(whole, .fractionalHeight(0.3), insets: 10)], count: 2)
      section = CompositionalSection(
        group: .group(
          .horizontal, size: LayoutSize(width: whole, height: .absolute(240)),
          subitems: [item(.fractionalWidth(0.7), .fractionalHeight(1), insets: 10), trailing]))
    default:
      return .list(ListSectionConfiguration(appearance: .insetGrouped))
    }
    section.boundaryItems = [.header(pinned: true)]
    return .section(section)
  }
}
