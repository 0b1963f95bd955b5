import Testing
import UIKitAvailability

@testable import ListExport

/// An exported colour is one UIKit makes: never `UIColor(named:)` of a hex string, which iOS
/// answers with nil.
struct ColorCodeTests {
  static let target = IOSVersion(17)

  @Test func hexColoursAreComponents() {
    #expect(
      ColorCode.expression("#666666", target: Self.target)
        == "UIColor(red: 102 / 255, green: 102 / 255, blue: 102 / 255, alpha: 1)")
    #expect(ColorCode.expression("#f00", target: Self.target) == "UIColor(red: 1, green: 0, blue: 0, alpha: 1)")
    #expect(
      ColorCode.expression("#00000080", target: Self.target) == "UIColor(red: 0, green: 0, blue: 0, alpha: 128 / 255)")
  }

  @Test func namesAreSystemColoursOrTheAppsCatalog() {
    #expect(ColorCode.expression("secondary", target: Self.target) == "UIColor.secondaryLabel")
    #expect(ColorCode.expression("systemBlue", target: Self.target) == "UIColor.systemBlue")
    #expect(ColorCode.expression("brand", target: Self.target) == "UIColor(named: \"brand\")")
    #expect(ColorCode.expression("#12345", target: Self.target) == "UIColor(named: \"#12345\")")
  }

  /// A named colour newer than the app's target is written as the one such an app has: the
  /// exporter never writes a colour the target lacks, for any target from the oldest it takes.
  @Test func namedColoursSuitTheTarget() {
    #expect(ColorCode.expression("tintColor", target: IOSVersion(15)) == "UIColor.tintColor")
    #expect(ColorCode.expression("tintColor", target: IOSVersion(14)) == "UIColor.systemBlue")
    let oldest = SwiftExport.targets.lowerBound
    for member in UIKitMember.all
    where member.isUIKit && member.name.hasPrefix("UIColor.") && !member.name.contains("(") {
      let name = String(member.name.dropFirst("UIColor.".count))
      let code = ColorCode.expression(name, target: oldest)
      let written = UIKitMember.named(code)
      #expect(written?.problem(at: oldest) == nil, "\(name) at iOS \(oldest) is written \(code)")
    }
  }
}
