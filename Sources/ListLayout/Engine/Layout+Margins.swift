import ListDeclaration

/// How a cell's (or header's, footer's) content view sits in it, and the margins built-in content
/// keeps inside it: `insetsContentViewsToSafeArea` and the layout margins.
struct ContentViewInsets: Hashable, Sendable {
  /// How far the content view is inset from the leading and trailing edges, in points (the safe
  /// area's sides in full-width cells; 0 where the cell is already inside the safe area).
  var leading = 0.0
  var trailing = 0.0
  /// The side margin built-in content and text headers keep inside the content view (the layout
  /// margin, or the readable width's), and the default separator inset.
  var margin = BuiltInCell.margins.left

  /// The part of ``margin`` beyond the 16 points built-in content pads itself with.
  var builtInExtra: Double { max(0, margin - BuiltInCell.margins.left) }

  /// Where content is laid out in a cell, header or footer occupying `rect`: its content view,
  /// and for built-in content and text headers and footers, which pad themselves by 16 points,
  /// the rest of ``margin`` too.
  ///
  /// On a 375-point list without a safe area this is `rect` itself: built-in content's own
  /// 16-point margins are the layout margins there.
  func contentRect(in rect: Rect, builtIn: Bool) -> Rect {
    let extra = builtIn ? builtInExtra : 0
    let leading = min(self.leading + extra, rect.width)
    let trailing = min(self.trailing + extra, rect.width - leading)
    return Rect(x: rect.x + leading, y: rect.y, width: rect.width - leading - trailing, height: rect.height)
  }
}

extension Layout.SectionGeometry {
  /// Whether a cell measured in a section with this geometry measures the same in `other`: its
  /// content is given the same widths.
  func measuresLike(_ other: Self) -> Bool {
    contentWidth == other.contentWidth && builtInWidth == other.builtInWidth
  }
}

extension Supplementary {
  /// A header or footer given as a string, drawn with ListLab's default node.
  var isText: Bool {
    if case .text = self { true } else { false }
  }
}

extension Layout {
  /// The safe area's sides along the scroll axis in pixels — its top and bottom, or in a list
  /// that scrolls horizontally its left and right: UIKit adds the insets along the axes a scroll
  /// view scrolls to its content insets (`adjustedContentInset`, `contentInsetAdjustmentBehavior`
  /// `.automatic` / `.scrollableAxes`:
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior),
  /// so the content offset runs from −start to the content's length + end − the viewport's. A
  /// right-to-left list is laid out left to right and mirrored (``mirrorsFrames``): along x its
  /// start is its leading side, the physical right (``ListOptions/leadingSafeArea``), so that the
  /// cells it shows, and measures, are the mirror of those a left-to-right list shows.
  var safeStartPixels: Int { grid.pixels(scrollAxis.before(safeAreaAsLaidOut)) }
  var safeEndPixels: Int { grid.pixels(scrollAxis.after(safeAreaAsLaidOut)) }

  /// The safe area in the coordinates the layout is made in: sides swapped when it is mirrored.
  private var safeAreaAsLaidOut: EdgeInsets { mirrorsFrames ? options.leadingSafeArea : options.safeArea }

  /// The smallest content offset: −(the safe area's start), UIKit's `-adjustedContentInset.top`
  /// (`.left` in a horizontal list) for a list without content insets of its own (ListLab's
  /// `content_insets` are space inside the content).
  var minimumOffsetPixels: Int { -safeStartPixels }

  /// The content offset a new list starts at: scrolled to the top.
  var initialOffsetPixels: Int { minimumOffsetPixels }
}
