import ListExport
import Testing
import UIKitAvailability

/// Every export of every shipped scenario, for an app targeting iOS 16, 17 or 18, uses no UIKit
/// member newer than the target or deprecated at it, and none of ListLab's own, as the record
/// (``UIKitMember/all``) says.
struct ExportAvailabilityTests {
  static let targets = [IOSVersion(16), IOSVersion(17), IOSVersion(18)]

  @Test(arguments: Scenarios.names)
  func everyExportSuitsItsTarget(_ name: String) throws {
    for target in Self.targets {
      guard let code = try Scenarios.export(name, target: target) else { continue }
      let uses = SwiftSymbols.uses(in: code)
      #expect(uses.count > 20, "\(name).lua for iOS \(target): the reader found only \(uses.count) uses of UIKit")
      let problems = SwiftSymbols.problems(in: code, target: target)
      #expect(problems.isEmpty, "\(name).lua for iOS \(target):\n\(problems.joined(separator: "\n"))")
    }
  }

  /// The reader finds what the issue's reviewer found: a header configuration of iOS 18 in an
  /// iOS 17 app, a group initializer deprecated in iOS 16, ListLab's own screen.
  @Test func theReaderFindsWhatATargetLacks() {
    let code = """
      var content = UIListContentConfiguration.header()
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 2)
      let other = NSCollectionLayoutGroup.vertical(layoutSize: size, repeatingSubitem: item, count: 2)
      UIScreen.main.simulate(.iPhone15)
      // UIListContentConfiguration.footer() in a comment is not code
      #if !canImport(UIKit)
      UIScreen.main.reset()
      #endif
      """
    #expect(
      SwiftSymbols.problems(in: code, target: IOSVersion(17)) == [
        "line 1: UIListContentConfiguration.header(): UIListContentConfiguration.header() is iOS 18.0+, newer than iOS 17.0",
        "line 2: NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:): NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:) is deprecated in iOS 16.0",
        "line 4: .simulate(_:): UIScreen.simulate(_:orientation:) is ListLab's own: UIKit has no such member",
        "line 4: .iPhone15: ListLabDevice.iPhone15 is ListLab's own: UIKit has no such member",
      ])
    #expect(
      SwiftSymbols.problems(in: code, target: IOSVersion(15)).contains(
        "line 3: NSCollectionLayoutGroup.vertical(layoutSize:repeatingSubitem:count:): NSCollectionLayoutGroup.vertical(layoutSize:repeatingSubitem:count:) is iOS 16.0+, newer than iOS 15.0"
      ))
  }
}
