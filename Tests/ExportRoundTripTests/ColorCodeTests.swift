import Testing

@testable import ListExport

/// An exported colour is one UIKit makes: never `UIColor(named:)` of a hex string, which iOS
/// answers with nil.
struct ColorCodeTests {
  @Test func hexColoursAreComponents() {
    #expect(ColorCode.expression("#666666") == "UIColor(red: 102 / 255, green: 102 / 255, blue: 102 / 255, alpha: 1)")
    #expect(ColorCode.expression("#f00") == "UIColor(red: 1, green: 0, blue: 0, alpha: 1)")
    #expect(ColorCode.expression("#00000080") == "UIColor(red: 0, green: 0, blue: 0, alpha: 128 / 255)")
  }

  @Test func namesAreSystemColoursOrTheAppsCatalog() {
    #expect(ColorCode.expression("secondary") == "UIColor.secondaryLabel")
    #expect(ColorCode.expression("systemBlue") == "UIColor.systemBlue")
    #expect(ColorCode.expression("brand") == "UIColor(named: \"brand\")")
    #expect(ColorCode.expression("#12345") == "UIColor(named: \"#12345\")")
  }
}
