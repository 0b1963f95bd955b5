import ListDeclaration

/// Right-to-left lists (`direction = "rtl"`): laid out left to right, then mirrored.
///
/// `semanticContentAttribute = .forceRightToLeft` flips every view's horizontal layout: a table
/// puts its cells' content from the right, stack views arrange their subviews from the trailing
/// edge, leading and trailing alignments and margins swap sides, separator insets are measured
/// from the right (https://developer.apple.com/documentation/uikit/uitableview/separatorinset:
/// "in a right-to-left user interface, the inset measurements are automatically flipped"), and a
/// flow or compositional layout flips its horizontal coordinates
/// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection).
/// Mirroring the left-to-right layout gives all of that at once: every frame's x becomes
/// `width − x − w`, in the list (elements) or in its cell or header (content nodes).
///
/// What is not mirrored, as in UIKit:
/// - The y axis: rows keep their order and heights, the content offset is the same.
/// - The safe area: it belongs to the device, not the language; the left-to-right layout is made
///   with its sides swapped, so that after mirroring it is where it physically is.
/// - Image content (`UIImage` is not flipped unless it asks to be:
///   https://developer.apple.com/documentation/uikit/uiimage/imageflippedforrighttoleftlayoutdirection),
///   and text itself: a label's lines are the same strings, aligned to the right edge when they
///   align to the leading one. ListLab does no bidirectional reordering of characters.
/// - The frames a plugin style returns: a custom `UICollectionViewLayout` does not flip unless it
///   overrides `flipsHorizontallyInOppositeLayoutDirection` (false by default). Its cells'
///   content is mirrored all the same.
extension Layout {
  /// Whether the list's frames are mirrored: right to left, and not a plugin style.
  var mirrorsFrames: Bool {
    if case .plugin = engine { return false }
    // A pattern, not `== .rtl`: the enum's `==` is a call into another module, on every scroll.
    if case .rtl = options.direction { return true }
    return false
  }

  /// The axis frames are mirrored about, in pixels: the list's width taken down to the pixel
  /// grid, where the built-in styles end their rows — or, in a compositional list, whose edges go
  /// to the nearest pixel, the pixel nearest the width (where its full-width elements end), so
  /// that no element passes the left edge.
  var mirrorAxis: Int {
    if case .compositional = engine { return grid.pixels(options.width) }
    return grid.pixelsDown(options.width)
  }

  /// The frame mirrored about the list's width (``mirrorAxis``), in whole pixels.
  func mirrored(_ rect: Rect) -> Rect {
    let axis = mirrorAxis
    let x = grid.pixels(rect.x)
    let width = grid.pixels(rect.maxX) - x
    return Rect(x: grid.points(axis - x - width), y: rect.y, width: grid.points(width), height: rect.height)
  }

  /// The element mirrored when the list is right to left (unchanged otherwise).
  func mirrored(_ element: Element) -> Element {
    guard mirrorsFrames else { return element }
    var element = element
    element.frame = mirrored(element.frame)
    return element
  }

  /// Content node frames (in a cell's or a header's coordinates, `width` wide) mirrored when the
  /// list is right to left: each frame about the width, a label's leading and trailing alignments
  /// swapped (so its lines are drawn from the right), a collapsed outline's disclosure pointing
  /// left (UIKit's disclosure is `chevron.forward`, which points to the trailing side).
  func mirrored(_ frames: [ContentLayout.NodeFrame], width: Double) -> [ContentLayout.NodeFrame] {
    guard options.direction == .rtl else { return frames }
    let axis = grid.pixels(width)
    return frames.map { node in
      var node = node
      let x = grid.pixels(node.frame.x)
      let nodeWidth = grid.pixels(node.frame.maxX) - x
      node.frame = Rect(
        x: grid.points(axis - x - nodeWidth), y: node.frame.y, width: grid.points(nodeWidth),
        height: node.frame.height)
      switch node.align {
      case .leading: node.align = .trailing
      case .trailing: node.align = .leading
      default: break
      }
      if node.kind == "disclosure", let glyph = node.text, glyph == [CellOutline.Disclosure.collapsed.glyph] {
        node.text = ["◂"]
      }
      return node
    }
  }
}

extension Layout {
  /// Every element in document order: per section its header, then each cell followed by its card
  /// (cards style) and its separator, then its footer. Plain-style headers are reported where they
  /// are pinned at the current offset. A right-to-left list's frames are mirrored.
  ///
  /// - Complexity: O(n); mirroring, a second O(n) pass, only for a right-to-left list.
  public func elements() -> [Element] {
    guard mirrorsFrames else { return layoutElements() }
    let axis = mirrorAxis
    var elements = layoutElements()
    for index in elements.indices {
      let frame = elements[index].frame
      let x = grid.pixels(frame.x)
      let width = grid.pixels(frame.maxX) - x
      elements[index].frame = Rect(
        x: grid.points(axis - x - width), y: frame.y, width: grid.points(width), height: frame.height)
    }
    return elements
  }
}
