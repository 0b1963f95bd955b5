public import Foundation

/// A colour, for drawing only: no frame depends on it.
///
/// - iOS 2.0+, stored: https://developer.apple.com/documentation/uikit/uicolor
@MainActor
public final class UIColor: Equatable {
  /// The name the colour was made with (`systemBlue`), or its components.
  let name: String

  init(name: String) { self.name = name }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(name: "rgba(\(red), \(green), \(blue), \(alpha))")
  }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
  public convenience init(white: CGFloat, alpha: CGFloat) { self.init(name: "white(\(white), \(alpha))") }

  /// A colour of the app's asset catalog, or nil when the catalog has no colour of that name.
  /// ListLab has no asset catalog: a name is known when a test gave it to ``assetCatalog``, and
  /// every other name gives nil, as UIKit gives for a name its catalog lacks.
  ///
  /// - iOS 11.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/init(named:)
  public convenience init?(named name: String) {
    guard let color = UIColor.assetCatalog[name] else { return nil }
    self.init(name: color.name)
  }

  /// The colours `UIColor(named:)` knows, by name: a test gives them the app's asset catalog's
  /// names (empty unless set).
  ///
  /// - ListLab's own, not in UIKit.
  public static var assetCatalog: [String: UIColor] = [:]

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(name: "\(name)@\(alpha)") }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/cgcolor
  public var cgColor: CGColor { CGColor(name: name) }

  public nonisolated static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.name == rhs.name }

  // The standard and system colours: https://developer.apple.com/documentation/uikit/standard-colors
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/black
  public static var black: UIColor { UIColor(name: "black") }
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/white
  public static var white: UIColor { UIColor(name: "white") }
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/clear
  public static var clear: UIColor { UIColor(name: "clear") }
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/gray
  public static var gray: UIColor { UIColor(name: "gray") }
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/lightgray
  public static var lightGray: UIColor { UIColor(name: "lightGray") }
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/darkgray
  public static var darkGray: UIColor { UIColor(name: "darkGray") }
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/red
  public static var red: UIColor { UIColor(name: "red") }
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/green
  public static var green: UIColor { UIColor(name: "green") }
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/blue
  public static var blue: UIColor { UIColor(name: "blue") }
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/orange
  public static var orange: UIColor { UIColor(name: "orange") }
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/yellow
  public static var yellow: UIColor { UIColor(name: "yellow") }
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/purple
  public static var purple: UIColor { UIColor(name: "purple") }
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/brown
  public static var brown: UIColor { UIColor(name: "brown") }
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/cyan
  public static var cyan: UIColor { UIColor(name: "cyan") }
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/magenta
  public static var magenta: UIColor { UIColor(name: "magenta") }
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/systemblue
  public static var systemBlue: UIColor { UIColor(name: "systemBlue") }
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/systemred
  public static var systemRed: UIColor { UIColor(name: "systemRed") }
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/systemgreen
  public static var systemGreen: UIColor { UIColor(name: "systemGreen") }
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/systemorange
  public static var systemOrange: UIColor { UIColor(name: "systemOrange") }
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/systemyellow
  public static var systemYellow: UIColor { UIColor(name: "systemYellow") }
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/systempink
  public static var systemPink: UIColor { UIColor(name: "systemPink") }
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/systempurple
  public static var systemPurple: UIColor { UIColor(name: "systemPurple") }
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/systemteal
  public static var systemTeal: UIColor { UIColor(name: "systemTeal") }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/systemindigo
  public static var systemIndigo: UIColor { UIColor(name: "systemIndigo") }
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/systemgray
  public static var systemGray: UIColor { UIColor(name: "systemGray") }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/systemgray2
  public static var systemGray2: UIColor { UIColor(name: "systemGray2") }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/systemgray3
  public static var systemGray3: UIColor { UIColor(name: "systemGray3") }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/systemgray4
  public static var systemGray4: UIColor { UIColor(name: "systemGray4") }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/systemgray5
  public static var systemGray5: UIColor { UIColor(name: "systemGray5") }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/systemgray6
  public static var systemGray6: UIColor { UIColor(name: "systemGray6") }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/systembackground
  public static var systemBackground: UIColor { UIColor(name: "systemBackground") }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground
  public static var secondarySystemBackground: UIColor { UIColor(name: "secondarySystemBackground") }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/tertiarysystembackground
  public static var tertiarySystemBackground: UIColor { UIColor(name: "tertiarySystemBackground") }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/systemgroupedbackground
  public static var systemGroupedBackground: UIColor { UIColor(name: "systemGroupedBackground") }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/secondarysystemgroupedbackground
  public static var secondarySystemGroupedBackground: UIColor { UIColor(name: "secondarySystemGroupedBackground") }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/label
  public static var label: UIColor { UIColor(name: "label") }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
  public static var secondaryLabel: UIColor { UIColor(name: "secondaryLabel") }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel
  public static var tertiaryLabel: UIColor { UIColor(name: "tertiaryLabel") }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/separator
  public static var separator: UIColor { UIColor(name: "separator") }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/systemfill
  public static var systemFill: UIColor { UIColor(name: "systemFill") }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/secondarysystemfill
  public static var secondarySystemFill: UIColor { UIColor(name: "secondarySystemFill") }
  /// - iOS 15.0+, modelled: https://developer.apple.com/documentation/uikit/uicolor/tintcolor
  public static var tintColor: UIColor { UIColor(name: "tintColor") }
}
