import Foundation

/// One public declaration of `Sources/ListLabUIKit`: a type, an initializer, a method, a property,
/// an enumeration case or a protocol requirement, named as UIKit's documentation names it
/// (`UICollectionView.selectItem(at:animated:scrollPosition:)`), with its doc comment.
package struct SurfaceDeclaration: Hashable, Sendable {
  package enum Kind: String, Hashable, Sendable {
    case type, typeAlias, initializer, method, property, enumCase, requirement
  }

  /// What the availability line of the doc comment says.
  package enum Availability: Hashable, Sendable {
    case uikit(introduced: String, deprecated: String?, status: String, page: String)
    case listLab
  }

  package var name: String
  package var kind: Kind
  package var isStatic: Bool
  /// The declaration's owning type (`UICollectionView`), nil at the top level.
  package var owner: String?
  /// The argument labels of a function, an initializer or a case with a payload.
  package var labels: [String]?
  /// The path under the repository (`Sources/ListLabUIKit/…`) and the line of the declaration.
  package var file: String
  package var line: Int
  /// The doc comment's lines, without `///`.
  package var doc: [String]
  /// The declaration up to its body, on one line: `public func selectItem(at indexPath: IndexPath?, …)`,
  /// `case leading(displayed: DisplayedState = .always, …)`.
  package var signature: String = ""

  /// The last name of `name`'s type part or the member: `selectItem`, `CellRegistration`.
  package var baseName: String {
    let head = name.split(separator: "(", maxSplits: 1).first.map(String.init) ?? name
    return head.split(separator: ".").last.map(String.init) ?? head
  }

  /// The availability line: `- iOS 14.0+, modelled: https://…`,
  /// `- iOS 14.0, deprecated in 18.0, stored: https://…` or `- ListLab's own, not in UIKit.`; nil
  /// when the comment has none (or an unreadable one).
  package var availability: Availability? {
    for line in doc {
      if line == "- ListLab's own, not in UIKit." { return .listLab }
      guard line.hasPrefix("- iOS ") else { continue }
      return Self.parseAvailability(String(line.dropFirst(6)))
    }
    return nil
  }

  static let pagePrefix = "https://developer.apple.com/documentation/"

  /// `14.0+, modelled: URL` or `14.0, deprecated in 18.0, stored: URL`.
  static func parseAvailability(_ text: String) -> Availability? {
    guard let colon = text.range(of: ": " + pagePrefix) else { return nil }
    let page = String(text[colon.upperBound...])
    guard !page.isEmpty, !page.contains(" ") else { return nil }
    let parts = text[..<colon.lowerBound].split(separator: ",").map { $0.trimmingSpaces }
    guard let status = parts.last, ["modelled", "stored", "refused"].contains(status) else { return nil }
    switch parts.count {
    case 2:
      guard parts[0].hasSuffix("+"), isVersion(String(parts[0].dropLast())) else { return nil }
      return .uikit(introduced: String(parts[0].dropLast()), deprecated: nil, status: status, page: page)
    case 3:
      guard isVersion(parts[0]), parts[1].hasPrefix("deprecated in "), isVersion(String(parts[1].dropFirst(14)))
      else { return nil }
      return .uikit(introduced: parts[0], deprecated: String(parts[1].dropFirst(14)), status: status, page: page)
    default:
      return nil
    }
  }

  private static func isVersion(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
  }
}

extension Substring {
  var trimmingSpaces: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
