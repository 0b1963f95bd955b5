import ListDeclaration
import ListDiff
import ListLayout

/// A flow layout as ListLab's grid (see ``UICollectionViewFlowLayout``): each section's columns,
/// spacing and insets from the delegate's answers (or the layout's properties), its items'
/// heights, its header and footer.
extension UICollectionView {
  /// `sections` laid out by `layout` in a list of `options`.
  ///
  /// - Complexity: O(n) calls of the delegate (one per item and a few per section).
  func flowSections(_ sections: [SectionDeclaration], options: ListOptions, layout: UICollectionViewFlowLayout)
    -> [SectionDeclaration]
  {
    let delegate = self.delegate as? any UICollectionViewDelegateFlowLayout
    return sections.enumerated().map { index, section in
      let insets = delegate?.collectionView(self, layout: layout, insetForSectionAt: index) ?? layout.sectionInset
      let minimumSpacing =
        delegate?.collectionView(self, layout: layout, minimumInteritemSpacingForSectionAt: index)
        ?? layout.minimumInteritemSpacing
      let lineSpacing =
        delegate?.collectionView(self, layout: layout, minimumLineSpacingForSectionAt: index)
        ?? layout.minimumLineSpacing
      let sizes = (0..<section.cells.count).map { item in
        delegate?.collectionView(self, layout: layout, sizeForItemAt: IndexPath(item: item, section: index))
          ?? layout.itemSize
      }
      let available = Double(bounds.width - insets.left - insets.right)
      let line = Self.flowLine(
        sizes: sizes, available: available, minimumSpacing: Double(minimumSpacing), section: index, options: options)
      var cells = section.cells
      if layout.estimatedItemSize == .zero {
        Self.checkLineHeights(sizes.map { Double($0.height) }, columns: line.columns, section: index)
        var fixed = CellList()
        for (cell, size) in zip(section.cells, sizes) { fixed.append(Self.cell(cell, height: Double(size.height))) }
        cells = fixed
      }
      let header =
        delegate?.collectionView(self, layout: layout, referenceSizeForHeaderInSection: index)
        ?? layout.headerReferenceSize
      let footer =
        delegate?.collectionView(self, layout: layout, referenceSizeForFooterInSection: index)
        ?? layout.footerReferenceSize
      var decorated = SectionDeclaration(
        id: section.id, header: Self.boundary(height: header.height), footer: Self.boundary(height: footer.height),
        cells: cells,
        layout: SectionLayoutOptions(
          columns: .fixed(line.columns), spacing: line.spacing, lineSpacing: Double(lineSpacing),
          insets: EdgeInsets(
            top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
            right: Double(insets.right)),
          align: .top),
        provenance: section.provenance)
      decorated.isImplicit = section.isImplicit
      return decorated
    }
  }

  /// How many items of a section's width fit in a line, and the spacing that spreads a full line
  /// across the section (`available` points wide); refuses what the grid cannot lay out as UIKit
  /// does.
  static func flowLine(sizes: [CGSize], available: Double, minimumSpacing: Double, section: Int, options: ListOptions)
    -> (columns: Int, spacing: Double)
  {
    guard let width = sizes.first.map({ Double($0.width) }) else { return (1, minimumSpacing) }
    if sizes.contains(where: { abs(Double($0.width) - width) > 1e-9 }) {
      UIKitFailure.unsupported(
        api: "UICollectionViewFlowLayout items of different widths in section \(section)",
        reason: "ListLab's grid gives every item of a section one width; give the section's items one width"
      ).raise()
    }
    let fitting =
      width + minimumSpacing > 0 ? ((available + minimumSpacing) / (width + minimumSpacing) + 1e-9).rounded(.down) : 1
    let columns = max(1, Int(min(fitting, 1000)))
    if columns == 1 {
      guard abs(width - available) < 0.5 / options.scale else {
        UIKitFailure.unsupported(
          api:
            "a UICollectionViewFlowLayout line of one item \(width) points wide in section \(section), \(available) points across",
          reason:
            "UIKit places a lone item inside its line, ListLab's grid makes it as wide as the line; make the item as wide as the section less its insets"
        ).raise()
      }
      return (1, minimumSpacing)
    }
    return (columns, (available - Double(columns) * width) / Double(columns - 1))
  }

  /// Refuses a line whose items have different heights: UIKit centres them on the line.
  static func checkLineHeights(_ heights: [Double], columns: Int, section: Int, firstItem: Int = 0) {
    for start in stride(from: 0, to: heights.count, by: columns) {
      let line = heights[start..<min(start + columns, heights.count)]
      if let first = line.first, line.contains(where: { abs($0 - first) > 1e-9 }) {
        UIKitFailure.unsupported(
          api:
            "UICollectionViewFlowLayout items of different heights in one line (section \(section), items \(firstItem + start)–\(firstItem + start + line.count - 1))",
          reason:
            "UIKit centres a line's items on it, ListLab's grid puts them at its top; give a line's items one height"
        ).raise()
      }
    }
  }

  /// With self-sizing cells, refuses a laid-out line whose items measured different heights
  /// (UIKit centres them on the line).
  ///
  /// - Complexity: O(n).
  func checkFlowLines(_ layout: Layout) {
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout, flow.estimatedItemSize != .zero else {
      return
    }
    var heights: [Double] = []
    var line: (section: Int, y: Double)?
    var start = 0
    func check() {
      guard let line else { return }
      Self.checkLineHeights(heights, columns: max(1, heights.count), section: line.section, firstItem: start)
    }
    for element in layout.elements() where element.kind == .cell {
      if line.map({ $0.section != element.section || abs($0.y - element.frame.y) > 1e-9 }) ?? true {
        check()
        line = (element.section, element.frame.y)
        heights = []
        start = element.item ?? 0
      }
      heights.append(element.frame.height)
    }
    check()
  }

  /// A header or footer of a fixed height (none for zero).
  private static func boundary(height: CGFloat) -> Supplementary? {
    height > 0 ? .node(Node(.box(Box()), height: Double(height))) : nil
  }

  /// The cell at a fixed height.
  private static func cell(_ cell: CellDeclaration, height: Double) -> CellDeclaration {
    if let builtIn = cell.builtIn, cell.content == builtIn.node {
      return CellDeclaration(id: cell.id, height: height, builtIn: builtIn)
    }
    return CellDeclaration(id: cell.id, height: height, content: cell.content)
  }
}

extension UICollectionViewFlowLayout {
  /// Refuses the properties ListLab's grid does not lay out.
  func checkLaidOut() {
    if scrollDirection == .horizontal {
      UIKitFailure.unsupported(
        api: "UICollectionViewFlowLayout.scrollDirection = .horizontal",
        reason: "ListLab lays a flow layout out as its grid, which scrolls vertically"
      ).raise()
    }
    if sectionInsetReference != .fromContentInset {
      UIKitFailure.unsupported(
        api:
          "UICollectionViewFlowLayout.sectionInsetReference = .\(sectionInsetReference == .fromSafeArea ? "fromSafeArea" : "fromLayoutMargins")",
        reason: "ListLab measures a flow layout's section insets from the content's edges (.fromContentInset)"
      ).raise()
    }
    if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds {
      UIKitFailure.unsupported(
        api:
          "UICollectionViewFlowLayout.section\(sectionHeadersPinToVisibleBounds ? "Headers" : "Footers")PinToVisibleBounds",
        reason: "ListLab's grid headers and footers scroll with their section"
      ).raise()
    }
  }
}
