/// A cell's place in an outline (a hierarchical section): its indentation and its disclosure
/// accessory, as `UICollectionViewListCell` shows a row of an `NSDiffableDataSourceSectionSnapshot`.
///
/// The content is indented by ``indentation`` (`indentationLevel × indentationWidth`, as UIKit
/// computes it) from the cell's leading edge, and a cell with a disclosure keeps
/// ``disclosureReserve`` points at its trailing edge for it: both narrow the width the content is
/// measured at. Separators, cards and the cell's frame do not move.
public struct CellOutline: Hashable, Sendable {
  /// The outline disclosure accessory: pointing right (▸) when the item's children are hidden,
  /// down (▾) when they show.
  public enum Disclosure: String, Hashable, Sendable, CaseIterable {
    case collapsed, expanded

    /// `▸` or `▾`, as frames print it and wireframes draw it.
    public var glyph: String {
      switch self {
      case .collapsed: "▸"
      case .expanded: "▾"
      }
    }
  }

  /// The depth in the outline: 0 for a root item.
  public var level: Int
  /// Points per level. UIKit documents `UITableViewCell.indentationWidth` as 10 points by default;
  /// `UICollectionViewListCell.indentationWidth` has no documented default, so ListLab uses 10
  /// for both.
  public var indentationWidth: Double
  /// Nil for an item without children.
  public var disclosure: Disclosure?

  /// `UITableViewCell.indentationWidth`'s documented default, in points.
  public static let defaultIndentationWidth = 10.0
  /// The disclosure glyph's box, in points: as tall as the built-in chevron accessory (13), square.
  public static let disclosureSize = 13.0
  /// Points from the cell's trailing edge to the disclosure: the built-in cell's trailing margin.
  public static let disclosureMargin = 16.0
  /// Width kept at the trailing edge for the disclosure: its box and the margin beyond it.
  public static let disclosureReserve = disclosureSize + disclosureMargin

  public init(
    level: Int = 0, indentationWidth: Double = CellOutline.defaultIndentationWidth, disclosure: Disclosure? = nil
  ) {
    self.level = level
    self.indentationWidth = indentationWidth
    self.disclosure = disclosure
  }

  /// Points from the cell's leading edge to its content.
  public var indentation: Double { Double(level) * indentationWidth }

  /// Points kept at the cell's trailing edge (for the disclosure).
  public var trailingReserve: Double { disclosure == nil ? 0 : CellOutline.disclosureReserve }

  /// The part of `rect` (a cell's content area) that its content gets.
  ///
  /// - Complexity: O(1).
  public func contentRect(in rect: Rect) -> Rect {
    let leading = min(indentation, rect.width)
    let width = max(0, rect.width - leading - trailingReserve)
    return Rect(x: rect.x + leading, y: rect.y, width: width, height: rect.height)
  }

  /// The disclosure's frame in a cell's content area `rect`, centred vertically; nil without one.
  public func disclosureFrame(in rect: Rect) -> Rect? {
    guard disclosure != nil else { return nil }
    let size = CellOutline.disclosureSize
    return Rect(
      x: rect.x + max(0, rect.width - CellOutline.disclosureMargin - size), y: rect.y + (rect.height - size) / 2,
      width: size, height: size)
  }
}
