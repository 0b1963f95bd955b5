package import ListDeclaration
import ListDiff
import ListLayout

/// Random compositional lists for property tests: list sections of every appearance and
/// sections of nested groups — fractional, absolute and estimated sizes, counts, spacings, edge
/// spacing, insets, badges, headers, footers and backgrounds, orthogonal rows of every behaviour.
/// Most sizes fit their groups; some sections declare what UIKit lets overflow or overlap (an
/// item wider than the list or taller than its group, a fixed top edge spacing on a full-height
/// item, an estimated height in a group of fixed height, a header moved by its offset or laid
/// over the content, insets wider than the list, a tag cloud of estimated widths), so that the
/// invariants are exercised on those too. Some lists scroll horizontally.
extension RandomLists {
  package mutating func compositionalDeclaration(sections sectionCount: Int? = nil) -> ListDeclaration {
    var options = ListOptions()
    options.style = .compositional
    options.width = [320.0, 375, 390, 800][below(4)]
    options.height = Double(200 + below(600))
    var configuration = CompositionalConfiguration()
    configuration.interSectionSpacing = Double(below(3) * 10)
    if chance(15) { configuration.scrollDirection = .horizontal }
    if chance(20) {
      configuration.boundaryItems.append(
        BoundaryItem(
          kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(Double(20 + below(40)))),
          alignment: .top, pinToVisibleBounds: chance(50)))
    }
    options.compositional = configuration
    var sections: [SectionDeclaration] = []
    for index in 0..<(sectionCount ?? (1 + below(4))) {
      var section = SectionDeclaration(
        id: .string("s\(index)"), header: chance(50) ? .text("Header \(index)") : nil,
        footer: chance(30) ? .text("Footer") : nil, cells: (0..<below(12)).map { _ in cell() })
      section.compositional = sectionLayout()
      sections.append(section)
    }
    return ListDeclaration(options: options, sections: sections)
  }

  mutating func sectionLayout() -> SectionLayout {
    if chance(30) {
      let appearances = ListSectionConfiguration.Appearance.allCases
      return .list(
        ListSectionConfiguration(appearance: appearances[below(appearances.count)], showsSeparators: chance(80)))
    }
    if chance(15) { return .section(overflowingSection()) }
    let estimated = chance(30)
    var section = CompositionalSection(group: group(depth: 0, estimated: estimated))
    section.interGroupSpacing = Double(below(3) * 5)
    section.contentInsets = EdgeInsets(all: Double(below(3) * 8))
    let behaviors = OrthogonalScrolling.allCases
    section.orthogonalScrolling = chance(35) ? behaviors[below(behaviors.count)] : .none
    if section.orthogonalScrolling != .none {
      section.group.size.width = chance(50) ? .fractionalWidth(0.8) : .absolute(Double(100 + below(150)))
    }
    if chance(40) { section.boundaryItems.append(.header(pinned: chance(50))) }
    if chance(20) { section.boundaryItems.append(.footer(pinned: chance(30))) }
    if chance(25) { section.decorationItems.append(DecorationItem(contentInsets: EdgeInsets(all: Double(below(6))))) }
    return .section(section)
  }

  /// A group of items (or of one nested group): a row whose items share its width, or a count.
  mutating func group(depth: Int, estimated: Bool) -> CompositionalItem {
    let height: LayoutDimension = estimated ? .estimated(Double(30 + below(40))) : .absolute(Double(30 + below(80)))
    let size = LayoutSize(width: .fractionalWidth(1), height: height)
    let leafHeight: LayoutDimension = estimated ? .estimated(44) : .fractionalHeight(1)
    if depth == 0, chance(25) {
      // A leading item beside a vertical group of two (Apple's nested groups).
      let leading = CompositionalItem(
        size: LayoutSize(width: .fractionalWidth(0.6), height: .fractionalHeight(1)),
        contentInsets: EdgeInsets(all: Double(below(2) * 4)))
      let trailing = CompositionalItem.group(
        .vertical, size: LayoutSize(width: .fractionalWidth(0.4), height: .fractionalHeight(1)),
        subitems: [CompositionalItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)))],
        count: 2)
      return .group(
        .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(Double(80 + below(80)))),
        subitems: [leading, trailing])
    }
    if chance(30) {
      return .group(
        .horizontal, size: size,
        subitems: [CompositionalItem(size: LayoutSize(width: .fractionalWidth(1), height: leafHeight))],
        count: 1 + below(4), spacing: .fixed(Double(below(3) * 4)))
    }
    let columns = 1 + below(4)
    var item = CompositionalItem(size: LayoutSize(width: .fractionalWidth(1 / Double(columns)), height: leafHeight))
    if chance(30) { item.contentInsets = EdgeInsets(all: Double(below(3) * 2)) }
    if chance(20) {
      item.supplementaries.append(
        SupplementaryItem(
          kind: "badge", size: LayoutSize(width: .absolute(16), height: .absolute(16)),
          anchor: LayoutAnchor(edges: [.top, .trailing], offsetX: 0.3, offsetY: -0.3, isFractional: true)))
    }
    return .group(.horizontal, size: size, subitems: [item])
  }

  /// A section whose declared sizes do not fit, one of the cases UIKit lays out as declared.
  mutating func overflowingSection() -> CompositionalSection {
    let row = LayoutSize(width: .fractionalWidth(1), height: .absolute(Double(30 + below(40))))
    var section: CompositionalSection
    switch below(8) {
    case 0:  // an item wider than the list
      let width: LayoutDimension = chance(50) ? .absolute(Double(400 + below(500))) : .fractionalWidth(5)
      section = CompositionalSection(
        group: .group(
          .horizontal, size: row,
          subitems: [CompositionalItem(size: LayoutSize(width: width, height: .fractionalHeight(1)))]))
    case 1:  // a group wider than the section
      section = CompositionalSection(
        group: .group(
          .horizontal, size: LayoutSize(width: .fractionalWidth(1.2), height: row.height),
          subitems: [CompositionalItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))]))
    case 2:  // an item taller than its group
      section = CompositionalSection(
        group: .group(
          .horizontal, size: row,
          subitems: [CompositionalItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(2)))]))
    case 3:  // a fixed top edge spacing on a full-height item
      section = CompositionalSection(
        group: .group(
          .horizontal, size: row,
          subitems: [
            CompositionalItem(
              size: LayoutSize(width: .absolute(100), height: .fractionalHeight(1)),
              edgeSpacing: EdgeSpacing(top: .fixed(Double(2 + below(8)))))
          ]))
    case 4:  // an estimated height in a group of fixed height
      section = CompositionalSection(
        group: .group(
          .horizontal, size: row,
          subitems: [CompositionalItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(40)))]))
    case 5:  // insets wider than the list
      section = CompositionalSection(
        group: .group(.horizontal, size: row, subitems: [CompositionalItem(size: CompositionalItem.defaultItemSize)]),
        contentInsets: EdgeInsets(all: 400))
    case 6:  // a tag cloud: widths measured from the cells' content
      section = CompositionalSection(
        group: .group(
          .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)),
          subitems: [CompositionalItem(size: LayoutSize(width: .estimated(60), height: .absolute(30)))],
          spacing: .fixed(8)),
        interGroupSpacing: 8, contentInsets: EdgeInsets(all: 16))
    default:  // headers reaching out of their section
      section = CompositionalSection(
        group: .group(.horizontal, size: row, subitems: [CompositionalItem(size: CompositionalItem.defaultItemSize)]))
      section.boundaryItems.append(
        BoundaryItem(
          kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(Double(20 + below(200)))),
          alignment: .top, offsetY: chance(50) ? -30 : 0, pinToVisibleBounds: chance(30), extendsBoundary: chance(50)))
    }
    if chance(20) {
      let behaviors = OrthogonalScrolling.allCases.filter { $0 != .none }
      section.orthogonalScrolling = behaviors[below(behaviors.count)]
    }
    return section
  }
}
