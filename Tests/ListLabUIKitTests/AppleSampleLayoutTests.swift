import ListLabUIKit
import Testing

/// Apple's sample layouts laid out by ListLabUIKit, checked against the frames the same layouts
/// give as Lua scenarios (`Scripts/compositional.lua`, printed in
/// `Tests/EndToEndTests/Snapshots/compositional.txt`) or, where the sample differs from the
/// scenario, against the arithmetic in the comment. Frames print as `(x y; w h)`, rounded to the
/// 1/3-point pixel grid (@3x).
@MainActor
struct AppleSampleLayoutTests {
  @Test func list() {
    let (view, _) = sampleCollectionView(AppleSampleLayouts.list(), sections: [("main", items("row", 3))])
    #expect(itemFrame(view, 0, 0) == "(0 0; 375 44)")
    #expect(itemFrame(view, 0, 1) == "(0 44; 375 44)")
    #expect(itemFrame(view, 0, 2) == "(0 88; 375 44)")
    #expect(view.collectionViewLayout.collectionViewContentSize == CGSize(width: 375, height: 132))
  }

  @Test func grid() {
    // Items 0.2 × 375 = 75 square: five to a row, the sixth at the start of the second.
    let (view, _) = sampleCollectionView(AppleSampleLayouts.grid(), sections: [("grid", items("g", 7))])
    #expect(itemFrame(view, 0, 4) == "(300 0; 75 75)")
    #expect(itemFrame(view, 0, 5) == "(0 75; 75 75)")
  }

  @Test func insetItemsGrid() {
    let (view, _) = sampleCollectionView(AppleSampleLayouts.grid(inset: 5), sections: [("grid", items("g", 7))])
    #expect(itemFrame(view, 0, 0) == "(5 5; 65 65)")
    #expect(itemFrame(view, 0, 1) == "(80 5; 65 65)")
    #expect(itemFrame(view, 0, 5) == "(5 80; 65 65)")
    #expect(itemFrame(view, 0, 6) == "(80 80; 65 65)")
    #expect(view.collectionViewLayout.collectionViewContentSize.height == 150)
  }

  @Test func twoColumnGrid() {
    // (375 − 2 × 10 − 10) / 2 = 172.5 wide; edges on the @3x grid: 172.667 and 172.333.
    let (view, _) = sampleCollectionView(AppleSampleLayouts.twoColumns(), sections: [("main", items("c", 5))])
    #expect(itemFrame(view, 0, 0) == "(10 10; 172.667 44)")
    #expect(itemFrame(view, 0, 1) == "(192.667 10; 172.333 44)")
    #expect(itemFrame(view, 0, 2) == "(10 64; 172.667 44)")
    #expect(itemFrame(view, 0, 4) == "(10 118; 172.667 44)")
    #expect(view.collectionViewLayout.collectionViewContentSize.height == 172)
  }

  @Test func distinctSections() {
    let (view, _) = sampleCollectionView(
      AppleSampleLayouts.distinctSections(adaptive: false), height: 500,
      sections: [("list", items("l", 2)), ("grid5", items("f", 6)), ("grid3", items("t", 4))])
    #expect(itemFrame(view, 0, 0) == "(22 22; 331 40)")
    #expect(itemFrame(view, 0, 1) == "(22 66; 331 40)")
    // (375 − 40) / 5 = 67 wide items, inset by 2: 63.
    #expect(itemFrame(view, 1, 1) == "(89 150; 63 63)")
    #expect(itemFrame(view, 1, 5) == "(22 217; 63 63)")
    #expect(itemFrame(view, 2, 0) == "(22 324; 107.667 63)")
    #expect(itemFrame(view, 2, 3) == "(22 391; 107.667 63)")
    #expect(view.collectionViewLayout.collectionViewContentSize.height == 476)
  }

  @Test func adaptiveSections() {
    // At 1024 points the container is wider than 800: two list columns, ten and six grid columns.
    let (view, _) = sampleCollectionView(
      AppleSampleLayouts.distinctSections(adaptive: true), width: 1024, height: 500,
      sections: [("list", items("l", 2)), ("grid5", items("f", 6)), ("grid3", items("t", 4))])
    #expect(itemFrame(view, 0, 1) == "(514 22; 488 40)")
    #expect(itemFrame(view, 1, 5).hasPrefix("(514 106; 94.333 "))
    // The three-column grid doubled: six 984 / 6 = 164-point columns, rows 0.2 × 984 = 196.8 tall
    // from 20 + 84 + 236.8 = 340.8; the item inset by 2: 342.8 to 535.6, on the grid 342.667 to
    // 535.667, so 193 tall.
    #expect(itemFrame(view, 2, 3) == "(514 342.667; 160 193)")
    // And at 375 points it is the distinct sections' layout again.
    view.frame = CGRect(x: 0, y: 0, width: 375, height: 500)
    view.layoutIfNeeded()
    #expect(itemFrame(view, 1, 1) == "(89 150; 63 63)")
  }

  @Test func itemBadges() {
    let (view, _) = sampleCollectionView(AppleSampleLayouts.badges(), sections: [("main", items("b", 5))])
    #expect(itemFrame(view, 0, 0) == "(25 25; 73.667 57)")
    // The first item is (375 − 40) / 4 = 83.75 wide at x 20, its cell ends at 98.75; the badge's
    // trailing edge is there, moved 6 right: x = 98.75 − 20 + 6 = 84.75, y = 20 + 5 − 6 = 19.
    let badge = view.layoutAttributesForSupplementaryElement(
      ofKind: AppleSampleLayouts.badgeKind, at: IndexPath(item: 0, section: 0))
    #expect(shown(badge?.frame) == "(84.667 19; 20 20)")
    #expect(badge?.representedElementCategory == .supplementaryView)
    #expect(badge?.representedElementKind == AppleSampleLayouts.badgeKind)
    let fifth = view.layoutAttributesForSupplementaryElement(
      ofKind: AppleSampleLayouts.badgeKind, at: IndexPath(item: 4, section: 0))
    #expect(shown(fifth?.frame) == "(84.667 86; 20 20)")
  }

  @Test func sectionHeadersAndFooters() {
    // The title views measure themselves: 10 + one title3 line (20 × 1.193359375 = 23.867,
    // rounded up to the pixel grid: 24) + 10 = 44 points, the estimate. Each section: a header
    // (44), five rows 44 tall 5 apart (240), a footer (44): 328 points.
    let (view, _) = sampleCollectionView(
      AppleSampleLayouts.headersAndFooters(pinned: false), height: 300,
      sections: [("first", items("h", 5)), ("second", items("k", 5))])
    let header = { (section: Int) in
      view.layoutAttributesForSupplementaryElement(
        ofKind: AppleSampleLayouts.headerKind, at: IndexPath(item: 0, section: section))
    }
    let footer = view.layoutAttributesForSupplementaryElement(
      ofKind: AppleSampleLayouts.footerKind, at: IndexPath(item: 0, section: 0))
    #expect(shown(header(0)?.frame) == "(10 0; 355 44)")
    #expect(itemFrame(view, 0, 0) == "(10 44; 355 44)")
    #expect(itemFrame(view, 0, 4) == "(10 240; 355 44)")
    #expect(shown(footer?.frame) == "(10 284; 355 44)")
    #expect(shown(header(1)?.frame) == "(10 328; 355 44)")
    #expect(itemFrame(view, 1, 0) == "(10 372; 355 44)")
    #expect(view.collectionViewLayout.collectionViewContentSize.height == 656)
  }

  @Test func pinnedSectionHeaders() {
    let (view, _) = sampleCollectionView(
      AppleSampleLayouts.headersAndFooters(pinned: true), height: 300,
      sections: [("first", items("h", 5)), ("second", items("k", 5))])
    let header = {
      view.layoutAttributesForSupplementaryElement(
        ofKind: AppleSampleLayouts.headerKind, at: IndexPath(item: 0, section: 0))
    }
    #expect(header()?.zIndex == 2)
    // Scrolled 150 points, the first header floats at the top of the visible bounds.
    view.contentOffset = CGPoint(x: 0, y: 150)
    view.layoutIfNeeded()
    #expect(shown(header()?.frame) == "(10 150; 355 44)")
    // At 300 the section's end (328, after its footer) pushes it up: 328 − 44 = 284.
    view.contentOffset = CGPoint(x: 0, y: 300)
    view.layoutIfNeeded()
    #expect(shown(header()?.frame) == "(10 284; 355 44)")
    #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 1))
  }

  @Test func sectionBackgroundDecoration() {
    let (view, _) = sampleCollectionView(
      AppleSampleLayouts.background(), sections: [("a", items("d", 2)), ("b", items("e", 1))])
    let background = view.collectionViewLayout.layoutAttributesForDecorationView(
      ofKind: AppleSampleLayouts.backgroundKind, at: IndexPath(item: 0, section: 0))
    // The section spans 0…113 (10 + 44 + 5 + 44 + 10); its background, inset by 5: 5…108.
    #expect(shown(background?.frame) == "(5 5; 365 103)")
    #expect(background?.representedElementCategory == .decorationView)
    #expect(itemFrame(view, 1, 0) == "(10 123; 355 44)")
    let all =
      view.collectionViewLayout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 667)) ?? []
    #expect(all.map(\.representedElementCategory) == [.decorationView, .cell, .cell, .decorationView, .cell])
    #expect(all[0].zIndex == 0)
  }

  @Test func nestedGroups() {
    // The group is 0.4 × 667 = 266.8 tall: the leading item 0.7 × 375 = 262.5 wide, the two
    // trailing ones share the column 0.3 × 375 = 112.5 wide equally (133.4 each), all inset 10.
    let (view, _) = sampleCollectionView(AppleSampleLayouts.nestedGroups(), sections: [("main", items("n", 4))])
    #expect(itemFrame(view, 0, 0) == "(10 10; 242.667 246.667)")
    #expect(itemFrame(view, 0, 1) == "(272.667 10; 92.333 113.333)")
    #expect(itemFrame(view, 0, 2) == "(272.667 143.333; 92.333 113.333)")
    #expect(itemFrame(view, 0, 3) == "(10 276.667; 242.667 247)")
  }

  @Test func orthogonalSections() {
    // The group is 0.85 × 375 = 318.75 wide and 266.8 tall; groups follow one another across:
    // the leading item 0.7 × 318.75 = 223.125 wide, inset 10: x 10, w 203.125 (203 on the grid);
    // the column at 223.125 + 10 = 233.125 (233), 0.3 × 318.75 − 20 = 75.625 wide (75.667);
    // the second group's leading item at 318.75 + 10 = 328.75 (328.667).
    let (view, _) = sampleCollectionView(
      AppleSampleLayouts.orthogonal([.continuous], header: false), sections: [("main", items("o", 5))])
    #expect(itemFrame(view, 0, 0) == "(10 10; 203 246.667)")
    #expect(itemFrame(view, 0, 1) == "(233 10; 75.667 113.333)")
    #expect(itemFrame(view, 0, 2) == "(233 143.333; 75.667 113.333)")
    #expect(itemFrame(view, 0, 3) == "(328.667 10; 203.333 246.667)")
    // The section is as tall as one group.
    #expect(view.collectionViewLayout.collectionViewContentSize.height == 266.666_666_666_666_7)
  }

  @Test func orthogonalSectionBehaviors() {
    // Each section's row starts at its leading edge, except groupPagingCentered, which starts with
    // its first group centred: (375 − 318.75) / 2 = 28.125 in, so its first cell shows at 38.125
    // (38 on the grid). Headers measure as the title views do (44).
    let behaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
      .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered, .none,
    ]
    let (view, _) = sampleCollectionView(
      AppleSampleLayouts.orthogonal(behaviors, header: true), height: 2000,
      sections: behaviors.indices.map { ("s\($0)", items("s\($0).", 6)) })
    for section in 0..<4 { #expect(itemFrame(view, section, 0).hasPrefix("(10 ")) }
    #expect(itemFrame(view, 4, 0).hasPrefix("(38 "))
    // Without orthogonal scrolling the groups go down the list: the fourth cell starts the second.
    #expect(itemFrame(view, 5, 3).hasPrefix("(10 "))
    let title = view.layoutAttributesForSupplementaryElement(
      ofKind: AppleSampleLayouts.titleKind, at: IndexPath(item: 0, section: 1))
    // The group is 0.4 of this 2000-point container: 800 tall. Section 0: its header (44) and one
    // row (800); section 1's header starts at 844.
    #expect(shown(title?.frame) == "(0 844; 375 44)")
  }
}
