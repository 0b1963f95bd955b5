import ListDiff

/// The built-in cell shortcut, like `UIListContentConfiguration.cell()`:
/// `cell "id" { text =, secondary =, image = {width=, height=}, accessory =, badge = }`.
///
/// It stands for an ordinary content node (``node``); layout measures it from the same
/// description (``Part``) without building the node:
///
///     row { padding = {top=11, left=16, bottom=11, right=16}, spacing = 16, align = "center",
///       image { width=, height= },                          -- when `image` is given
///       column { spacing = 3,                                -- stretches (hugging 250)
///         label { text = text, style = "body" },
///         label { text = secondary, style = "subheadline" }, -- when `secondary` is given
///       },
///       row { padding = {2, 7}, background = "badge",        -- when `badge` is given
///         label { text = badge, style = "footnote" } },
///       box { width=, height= },                             -- the accessory, sized below
///     }
///
/// Metrics (points): layout margins 11 top and bottom, 16 leading and trailing (UIKit's cell
/// content margins on a 375-point iPhone); 16 between parts; 3 between text and secondary text;
/// accessories: chevron 8×13, checkmark 14×13, detail (info button) 22×22, toggle (UISwitch) 51×31.
/// A built-in cell is at least 44 points tall, the table view's standard row height (the HIG's
/// minimum tappable height).
public struct BuiltInCell: Hashable, Sendable {
  public enum Accessory: String, CaseIterable, Hashable, Sendable {
    case chevron, checkmark, detail, toggle, badge

    /// The accessory view's size in points.
    public var size: (width: Double, height: Double) {
      switch self {
      case .chevron: (8, 13)
      case .checkmark: (14, 13)
      case .detail: (22, 22)
      case .toggle: (51, 31)
      case .badge: (0, 0)  // drawn from the `badge` text instead
      }
    }
  }

  public var text: String?
  public var secondary: String?
  public var imageWidth: Double?
  public var imageHeight: Double?
  public var accessory: Accessory?
  public var badge: String?

  /// Equality of two cells' shortcuts, field by field (comparing through `Optional`'s generic `==`
  /// copied each one first, and a list's diff compares every cell).
  static func same(_ lhs: BuiltInCell?, _ rhs: BuiltInCell?) -> Bool {
    guard let a = lhs, let b = rhs else { return lhs == nil && rhs == nil }
    return a.text == b.text && a.secondary == b.secondary && a.badge == b.badge && a.imageWidth == b.imageWidth
      && a.imageHeight == b.imageHeight && a.accessory == b.accessory
  }

  public static let margins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
  public static let partSpacing = 16.0
  public static let textSpacing = 3.0
  public static let minimumHeight = 44.0
  /// A built-in image with no size given is 29×29 (a settings icon).
  public static let defaultImageSize = 29.0

  public init(
    text: String? = nil, secondary: String? = nil, imageWidth: Double? = nil, imageHeight: Double? = nil,
    accessory: Accessory? = nil, badge: String? = nil
  ) {
    self.text = text
    self.secondary = secondary
    self.imageWidth = imageWidth
    self.imageHeight = imageHeight
    self.accessory = accessory
    self.badge = badge
  }

  /// Adds every field to a content fingerprint (see ``CellDeclaration/contentHash``).
  func fingerprint(into fingerprint: inout ContentFingerprint) {
    fingerprint.combine(1)  // unlike the marker of a cell without content
    fingerprint.combine(text)
    fingerprint.combine(secondary)
    fingerprint.combine(imageWidth)
    fingerprint.combine(imageHeight)
    fingerprint.combine(accessory?.rawValue)
    fingerprint.combine(badge)
  }

  /// Whether an image part is shown.
  public var hasImage: Bool { imageWidth != nil || imageHeight != nil }

  /// Whether any field is given: a cell with none has no built-in content.
  var usesAnyField: Bool { text != nil || secondary != nil || hasImage || accessory != nil || badge != nil }
}
