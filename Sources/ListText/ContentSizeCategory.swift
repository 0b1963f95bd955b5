/// The user's preferred text size, as `UIContentSizeCategory` / SwiftUI's `DynamicTypeSize`.
///
/// Raw values are the names scripts use. The default, as on iOS, is `large`.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable {
  case xSmall
  case small
  case medium
  case large
  case xLarge
  case xxLarge
  case xxxLarge
  case accessibility1
  case accessibility2
  case accessibility3
  case accessibility4
  case accessibility5

  /// Whether this is one of the five larger accessibility sizes.
  public var isAccessibilityCategory: Bool {
    tableIndex >= ContentSizeCategory.accessibility1.tableIndex
  }

  /// Position from `xSmall` (0) to `accessibility5` (11): the column of the point size table.
  var tableIndex: Int {
    switch self {
    case .xSmall: 0
    case .small: 1
    case .medium: 2
    case .large: 3
    case .xLarge: 4
    case .xxLarge: 5
    case .xxxLarge: 6
    case .accessibility1: 7
    case .accessibility2: 8
    case .accessibility3: 9
    case .accessibility4: 10
    case .accessibility5: 11
    }
  }
}
