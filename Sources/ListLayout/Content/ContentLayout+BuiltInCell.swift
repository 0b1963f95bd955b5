extension ContentLayout {
  /// The height of a cell's content at `width`, or nil when it has none (a fixed-height cell may
  /// still have content; this measures it all the same).
  ///
  /// A built-in cell is measured from its fields, without building its node tree; the result is
  /// the tree's height (tests compare the two).
  ///
  /// - Complexity: O(size of the content); text is O(length).
  public func height(ofContentOf cell: CellDeclaration, width: Double) -> Double? {
    if let custom = cell.customContent { return height(of: custom, width: width) }
    guard let builtIn = cell.builtIn else { return nil }
    return height(of: builtIn, width: width)
  }

  /// The height of the built-in cell's content (``BuiltInCell/node``) at `width`.
  ///
  /// The row of parts has one flexible child, the text column, unless there is a badge; the
  /// column then gets what the fixed image and accessory leave, as `rowWidths` gives it, and
  /// fills it. A cell with a badge has two flexible parts and is measured from its node tree.
  ///
  /// - Complexity: O(length of the text).
  func height(of cell: BuiltInCell, width: Double) -> Double {
    if cell.badge != nil { return height(of: cell.node, width: width) }
    let margins = BuiltInCell.margins
    let inner = max(0, width - margins.horizontal)
    var fixedWidth = 0.0
    var tallestFixed = 0.0
    var parts = 1
    if cell.hasImage {
      fixedWidth += cell.imageWidth ?? BuiltInCell.defaultImageSize
      tallestFixed = cell.imageHeight ?? BuiltInCell.defaultImageSize
      parts += 1
    }
    if let accessory = cell.accessory, accessory != .badge {
      let size = accessory.size
      fixedWidth += size.width
      tallestFixed = max(tallestFixed, size.height)
      parts += 1
    }
    let available = max(0, inner - BuiltInCell.partSpacing * Double(parts - 1))
    let textWidth = max(0, available - fixedWidth)
    // Summed in the order `height(of:width:)` sums a column, so the result is the same double.
    var texts = cell.secondary == nil ? 0 : BuiltInCell.textSpacing
    texts += labelExtent(Label(text: cell.text ?? "", style: .body), width: textWidth).height
    if let secondary = cell.secondary {
      texts += labelExtent(Label(text: secondary, style: .subheadline), width: textWidth).height
    }
    return margins.vertical + max(tallestFixed, texts)
  }
}
