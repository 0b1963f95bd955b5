public import Foundation

/// A colour, for drawing only: no frame depends on it.
///
/// https://developer.apple.com/documentation/uikit/uicolor
@MainActor
public final class UIColor: Equatable {
  /// The name the colour was made with (`systemBlue`), or its components.
  let name: String

  init(name: String) { self.name = name }

  /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(name: "rgba(\(red), \(green), \(blue), \(alpha))")
  }

  /// https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
  public convenience init(white: CGFloat, alpha: CGFloat) { self.init(name: "white(\(white), \(alpha))") }

  /// A colour of the app's asset catalog (drawing only: ListLab has no catalog, every name is one).
  ///
  /// https://developer.apple.com/documentation/uikit/uicolor/init(named:)
  public convenience init?(named name: String) { self.init(name: name) }

  /// https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(name: "\(name)@\(alpha)") }

  /// https://developer.apple.com/documentation/uikit/uicolor/cgcolor
  public var cgColor: CGColor { CGColor(name: name) }

  public nonisolated static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.name == rhs.name }

  // The standard and system colours: https://developer.apple.com/documentation/uikit/standard-colors
  public static var black: UIColor { UIColor(name: "black") }
  public static var white: UIColor { UIColor(name: "white") }
  public static var clear: UIColor { UIColor(name: "clear") }
  public static var gray: UIColor { UIColor(name: "gray") }
  public static var lightGray: UIColor { UIColor(name: "lightGray") }
  public static var darkGray: UIColor { UIColor(name: "darkGray") }
  public static var red: UIColor { UIColor(name: "red") }
  public static var green: UIColor { UIColor(name: "green") }
  public static var blue: UIColor { UIColor(name: "blue") }
  public static var orange: UIColor { UIColor(name: "orange") }
  public static var yellow: UIColor { UIColor(name: "yellow") }
  public static var purple: UIColor { UIColor(name: "purple") }
  public static var brown: UIColor { UIColor(name: "brown") }
  public static var cyan: UIColor { UIColor(name: "cyan") }
  public static var magenta: UIColor { UIColor(name: "magenta") }
  public static var systemBlue: UIColor { UIColor(name: "systemBlue") }
  public static var systemRed: UIColor { UIColor(name: "systemRed") }
  public static var systemGreen: UIColor { UIColor(name: "systemGreen") }
  public static var systemOrange: UIColor { UIColor(name: "systemOrange") }
  public static var systemYellow: UIColor { UIColor(name: "systemYellow") }
  public static var systemPink: UIColor { UIColor(name: "systemPink") }
  public static var systemPurple: UIColor { UIColor(name: "systemPurple") }
  public static var systemTeal: UIColor { UIColor(name: "systemTeal") }
  public static var systemIndigo: UIColor { UIColor(name: "systemIndigo") }
  public static var systemGray: UIColor { UIColor(name: "systemGray") }
  public static var systemGray2: UIColor { UIColor(name: "systemGray2") }
  public static var systemGray3: UIColor { UIColor(name: "systemGray3") }
  public static var systemGray4: UIColor { UIColor(name: "systemGray4") }
  public static var systemGray5: UIColor { UIColor(name: "systemGray5") }
  public static var systemGray6: UIColor { UIColor(name: "systemGray6") }
  public static var systemBackground: UIColor { UIColor(name: "systemBackground") }
  public static var secondarySystemBackground: UIColor { UIColor(name: "secondarySystemBackground") }
  public static var tertiarySystemBackground: UIColor { UIColor(name: "tertiarySystemBackground") }
  public static var systemGroupedBackground: UIColor { UIColor(name: "systemGroupedBackground") }
  public static var secondarySystemGroupedBackground: UIColor { UIColor(name: "secondarySystemGroupedBackground") }
  public static var label: UIColor { UIColor(name: "label") }
  public static var secondaryLabel: UIColor { UIColor(name: "secondaryLabel") }
  public static var tertiaryLabel: UIColor { UIColor(name: "tertiaryLabel") }
  public static var separator: UIColor { UIColor(name: "separator") }
  public static var systemFill: UIColor { UIColor(name: "systemFill") }
  public static var secondarySystemFill: UIColor { UIColor(name: "secondarySystemFill") }
  public static var tintColor: UIColor { UIColor(name: "tintColor") }
}
