extension UIKitMember {
  private static let byName: [String: UIKitMember] = Dictionary(
    all.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
  private static let bySelector: [String: [UIKitMember]] = Dictionary(grouping: all, by: \.selector)
  private static let byBaseName: [String: [UIKitMember]] = Dictionary(grouping: all, by: \.baseName)
  private static let types: Set<String> = Set(all.compactMap(\.owner))

  /// The member of this name (`UIListContentConfiguration.header()`), if ListLabUIKit declares it.
  ///
  /// - Complexity: O(1).
  public static func named(_ name: String) -> UIKitMember? { byName[name] }

  /// Every member with this selector, whatever its type: `header()`, `interGroupSpacing`,
  /// `horizontal(layoutSize:subitems:)`.
  ///
  /// - Complexity: O(1).
  public static func members(withSelector selector: String) -> [UIKitMember] { bySelector[selector] ?? [] }

  /// Every member with this base name, whatever its type and labels: `init`, `header`, `top`.
  ///
  /// - Complexity: O(1).
  public static func members(withBaseName name: String) -> [UIKitMember] { byBaseName[name] ?? [] }

  /// Whether `name` is a type that has recorded members (`UICollectionView`, `UICellAccessory.Placement`).
  public static func isType(_ name: String) -> Bool { types.contains(name) || byName[name]?.selector == name }
}
