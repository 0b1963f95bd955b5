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
  /// A UIKit member the list needs is newer than the target or deprecated at it.
  case unavailable(String, introduced: IOSVersion?)

  public var description: String {
    switch self {
    case .style(let name):
      "style \"\(name)\" has no UIKit list layout to export (the table styles and compositional layouts are exported)"
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
    case .unavailable(let problem, let introduced):
      "\(problem)" + (introduced.map { "; export with --ios \($0.major) or later" } ?? "")
    }
  }
}
