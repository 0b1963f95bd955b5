import UIKitAvailability

/// The Swift of a ListLab colour (a label's `color`, a box's, a stack's `background`): always a
/// colour UIKit makes, never `UIColor(named:)` of a hex string (which gives nil on iOS).
enum ColorCode {
  /// ListLab's own semantic names and the system colours they stand for.
  static let semantic: [String: String] = ["secondary": "secondaryLabel", "toggle": "systemGreen"]

  /// What an app targeting an iOS older than a named colour writes instead: UIKit's default tint
  /// is system blue (https://developer.apple.com/documentation/uikit/uiview/tintcolor).
  static let olderTargets: [String: String] = ["tintColor": "systemBlue"]

  /// `#666666` → `UIColor(red: 102 / 255, green: 102 / 255, blue: 102 / 255, alpha: 1)` (also
  /// `#RGB` and `#RRGGBBAA`); ListLab's `secondary` → `.secondaryLabel`; a colour UIKit names
  /// (`systemBlue`, `red`) → `.systemBlue` when `target` has it (else the colour of
  /// ``olderTargets``); another name → `UIColor(named: "brand")`, a colour of the app's asset
  /// catalog.
  static func expression(_ color: String, target: IOSVersion) -> String {
    if let components = hex(color) {
      let channels = zip(["red", "green", "blue", "alpha"], components).map { label, value in
        "\(label): " + (value == 255 ? "1" : value == 0 ? "0" : "\(value) / 255")
      }
      return "UIColor(\(channels.joined(separator: ", ")))"
    }
    let name = semantic[color] ?? color
    if let member = UIKitMember.named("UIColor.\(name)"), member.isUIKit {
      guard member.problem(at: target) != nil, let older = olderTargets[name] else { return "UIColor.\(name)" }
      return "UIColor.\(older)"
    }
    return "UIColor(named: \(SwiftLiteral.string(color)))"
  }

  /// The red, green, blue and alpha bytes of `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
  static func hex(_ color: String) -> [Int]? {
    guard color.first == "#" else { return nil }
    var digits = Array(color.dropFirst())
    guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
    if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
    var bytes = stride(from: 0, to: digits.count, by: 2).map { Int(String(digits[$0..<$0 + 2]), radix: 16)! }
    if bytes.count == 3 { bytes.append(255) }
    return bytes
  }
}
