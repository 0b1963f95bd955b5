public import UIKitAvailability

/// Why a list is not exported, worded in one place: each names the ListLab feature and why UIKit
/// (or ListLabUIKit) has no equivalent that gives the same frames.
public enum ExportLimit: Error, Equatable, Sendable, CustomStringConvertible {
  case style(String)
  case rightToLeft
  case safeArea
  case contentInsets
  case readableWidth
  case contentSize(String)
  case weightedRow
  case sizeClass
  /// A cards list with list rows or empty cells (the exported card cell shows content nodes).
  case cardContent
  /// A grid line whose items have different heights of their own: its section and an item.
  case uneven(section: Int, item: Int)
  /// A UIKit member the list needs is newer than the target or deprecated at it.
  case unavailable(String, introduced: IOSVersion?)

  public var description: String {
    switch self {
    case .style(let name):
      "style \"\(name)\" is a layout a Lua plugin computes: its UIKit counterpart is a UICollectionViewLayout subclass of the app's own, which the exporter does not write (nor ListLabUIKit lay out); give the list a built-in style or a compositional layout to export it"
    case .rightToLeft:
      "direction = \"rtl\": ListLabUIKit lays lists out left to right (UIKit's semanticContentAttribute is not modelled)"
    case .safeArea:
      "safe_area without a device: UIKit's safe area comes from the device (give device = …)"
    case .contentInsets:
      "content_insets: ListLab lays them out inside the content, UIKit's contentInset is outside it"
    case .readableWidth:
      "readable_width: ListLabUIKit does not model the readable content guide"
    case .contentSize(let category):
      "content_size = \"\(category)\": ListLabUIKit measures text at the Large content size"
    case .weightedRow:
      "distribute = \"weighted\": UIStackView has no weights (LMRowView's)"
    case .sizeClass:
      "size_class: UIKit's size class comes from the device and the width"
    case .cardContent:
      "cards of built-in rows or without content: the exported card cell shows content nodes; give the cards content"
    case .uneven(let section, let item):
      "items of different heights share a line of section \(section + 1) (at item \(item + 1)): the grid stretches them, a flow layout centres them; give a line's items one height"
    case .unavailable(let problem, let introduced):
      "\(problem)" + (introduced.map { "; export with --ios \($0.major) or later" } ?? "")
    }
  }
}
