import ExpectedOutput
import Foundation
import Testing
import UIKitAvailability
import UIKitSurface

/// Every public member of ListLabUIKit carries Apple's availability and what ListLab does with
/// it, in its doc comment (`- iOS 14.0+, modelled: https://developer.apple.com/…`), and the record
/// the exporter reads (``UIKitMember/all``) is exactly what those comments say.
struct UIKitSurfaceTests {
  static let regenerate = "LISTLAB_RECORD=1 swift test --filter UIKitSurfaceTests"

  @Test func everyMemberHasItsAvailability() throws {
    let declarations = try UIKitSurface.declarations()
    #expect(declarations.count > 800, "the reader found \(declarations.count) declarations")
    let unrecorded = UIKitSurface.unrecorded(declarations)
    #expect(unrecorded.isEmpty, "no availability line:\n\(unrecorded.joined(separator: "\n"))")
    let duplicates = UIKitSurface.duplicates(declarations)
    #expect(duplicates.isEmpty, "declared twice:\n\(duplicates.joined(separator: "\n"))")
  }

  @Test func theRecordIsWhatTheSourcesSay() throws {
    let file = UIKitSurface.recordFile(try UIKitSurface.declarations())
    expectOutput(file, inFile: UIKitSurface.repository + "/" + UIKitSurface.recordPath, regenerate: Self.regenerate)
  }

  /// The members the issue's reviewer checked, read back from the record.
  @Test func theRecordKnowsTheDeprecations() throws {
    let header = try #require(UIKitMember.named("UIListContentConfiguration.header()"))
    #expect(header.introduced == IOSVersion(18))
    #expect(
      header.problem(at: IOSVersion(17)) == "UIListContentConfiguration.header() is iOS 18.0+, newer than iOS 17.0")
    #expect(header.isUsable(at: IOSVersion(18)))
    let plain = try #require(UIKitMember.named("UIListContentConfiguration.plainHeader()"))
    #expect(plain.isUsable(at: IOSVersion(17)))
    #expect(plain.problem(at: IOSVersion(18)) == "UIListContentConfiguration.plainHeader() is deprecated in iOS 18.0")
    let count = try #require(UIKitMember.named("NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)"))
    #expect(!count.isUsable(at: IOSVersion(16)) && count.isUsable(at: IOSVersion(15)))
    let repeating = try #require(
      UIKitMember.named("NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)"))
    #expect(repeating.isUsable(at: IOSVersion(16)) && !repeating.isUsable(at: IOSVersion(15)))
    #expect(UIKitMember.named("UIScreen.simulate(_:orientation:)")?.isUIKit == false)
    #expect(UIKitMember.members(withSelector: "header()").map(\.name) == ["UIListContentConfiguration.header()"])
  }
}

/// docs/swift.md's table of members is derived from the same doc comments, and every row of it
/// compiles: ListLabUIKitSnippetTests builds a use of each member (`Generated/TableRows.swift`).
struct UIKitSurfaceTableTests {
  @Test func theTableIsWhatTheSourcesSay() throws {
    let path = UIKitSurface.repository + "/docs/swift.md"
    let page = try String(contentsOfFile: path, encoding: .utf8)
    let table = UIKitSurface.table(try UIKitSurface.declarations())
    let updated = try #require(UIKitSurface.page(page, table: table), "docs/swift.md has no table markers")
    expectOutput(updated, inFile: path, regenerate: UIKitSurfaceTests.regenerate)
  }

  @Test func everyRowIsUsedInCodeThatCompiles() throws {
    let file = UIKitSurface.usesFile(try UIKitSurface.declarations())
    expectOutput(
      file, inFile: UIKitSurface.repository + "/" + UIKitSurface.usesPath, regenerate: UIKitSurfaceTests.regenerate)
  }
}
