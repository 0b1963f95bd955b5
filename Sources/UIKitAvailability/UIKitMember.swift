/// One member of UIKit's API that ListLabUIKit declares (a type, an initializer, a method, a
/// property, an enumeration case): its Apple availability and what ListLab does with it.
///
/// The record (``UIKitMember/all``) is derived from the doc comments of `Sources/ListLabUIKit`: each
/// public declaration's comment ends with a line such as
/// `- iOS 14.0, deprecated in 18.0, stored: https://developer.apple.com/documentation/uikit/…`, read
/// from the page it links. `UIKitSurfaceTests` checks that the record is what the sources say.
public struct UIKitMember: Hashable, Sendable {
  /// What ListLab does with a member.
  public enum Status: String, Hashable, Sendable, CaseIterable {
    /// ListLab does what UIKit documents: it lays out with it, or keeps and answers the state
    /// UIKit keeps (a selection, a handler it calls).
    case modelled
    /// It compiles and keeps its value, which changes nothing ListLab models (drawing, animation).
    case stored
    /// It compiles, and stops with a message naming it when used in a way ListLab cannot model.
    case refused
  }

  /// `UICollectionView.selectItem(at:animated:scrollPosition:)`, `UICollectionView.allowsSelection`,
  /// `UICollectionLayoutListConfiguration.Appearance.plain`, `UICollectionView` (a type).
  public var name: String
  /// The first iOS version with the member; nil for ListLab's own (not in UIKit).
  public var introduced: IOSVersion?
  /// The iOS version that deprecated it, if any.
  public var deprecated: IOSVersion?
  /// Nil for ListLab's own.
  public var status: Status?
  /// The page's path under `https://developer.apple.com/documentation/`; nil for ListLab's own.
  public var page: String?

  /// A UIKit (or Foundation) member.
  public init(_ name: String, _ introduced: IOSVersion, deprecated: IOSVersion? = nil, _ status: Status, _ page: String)
  {
    self.name = name
    self.introduced = introduced
    self.deprecated = deprecated
    self.status = status
    self.page = page
  }

  /// ListLab's own member, which an iOS app does not have.
  public init(listLab name: String) {
    self.name = name
  }

  /// Whether UIKit has it at all.
  public var isUIKit: Bool { introduced != nil }

  /// The page's address.
  public var url: String? { page.map { "https://developer.apple.com/documentation/" + $0 } }

  /// The part after the owning type: `selectItem(at:animated:scrollPosition:)`, `plain`.
  public var selector: String {
    guard let paren = name.firstIndex(of: "(") else { return String(name.split(separator: ".").last ?? "") }
    let head = name[..<paren]
    let base = head.split(separator: ".").last.map(String.init) ?? String(head)
    return base + name[paren...]
  }

  /// The selector without its labels: `selectItem`, `plain`, `init`.
  public var baseName: String { String(selector.prefix { $0 != "(" }) }

  /// The argument labels (`_` for none) of a method, an initializer or a case with a payload; nil
  /// for a property, a case without one or a type.
  public var labels: [String]? {
    guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return nil }
    return name[name.index(after: open)..<name.index(before: name.endIndex)].split(separator: ":").map(String.init)
  }

  /// The owning type: `UICollectionView` for `UICollectionView.allowsSelection`; nil for a
  /// top-level type or alias.
  public var owner: String? {
    let head = name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
    guard let dot = head.lastIndex(of: ".") else { return nil }
    return String(head[..<dot])
  }

  /// Why an app targeting `target` cannot use the member; nil when it can (UIKit has it at
  /// `target` and has not deprecated it by then).
  public func problem(at target: IOSVersion) -> String? {
    guard let introduced else { return "\(name) is ListLab's own: UIKit has no such member" }
    if introduced > target { return "\(name) is iOS \(introduced)+, newer than iOS \(target)" }
    if let deprecated, deprecated <= target { return "\(name) is deprecated in iOS \(deprecated)" }
    return nil
  }

  /// Whether an app targeting `target` can use the member without a warning.
  public func isUsable(at target: IOSVersion) -> Bool { problem(at: target) == nil }
}
