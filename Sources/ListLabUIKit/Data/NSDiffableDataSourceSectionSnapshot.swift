import ListDiff
import ListLabCore

/// The items of one section as an outline: roots, children and which items are expanded. Backed
/// by ListLab's `SectionSnapshot` (the README's "Outlines"): applied to a section, its visible
/// items become the cells, each indented by its level.
///
/// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable, Equatable {
  typealias Items = IdentifierCoding<ItemIdentifierType>

  var core: SectionSnapshot

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/init()
  public init() { core = SectionSnapshot() }

  init(core: SectionSnapshot) { self.core = core }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/items
  public var items: [ItemIdentifierType] { core.items.map(Items.value) }
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/visibleitems
  public var visibleItems: [ItemIdentifierType] { core.visibleItems.map(Items.value) }
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/rootitems
  public var rootItems: [ItemIdentifierType] { core.rootItems.map(Items.value) }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/append(_:to:)
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    edit("append(_:to:)") { try $0.append(items.map(Items.identifier), to: parent.map(Items.identifier)) }
  }

  /// Appends another outline's roots with their subtrees and expanded states.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/append(_:to:)
  public mutating func append(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil
  ) {
    edit("append(_:to:)") { try $0.append(snapshot.core, to: parent.map(Items.identifier)) }
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/insert(_:before:)
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    edit("insert(_:before:)") { try $0.insert(items.map(Items.identifier), before: Items.identifier(item)) }
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/insert(_:after:)
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    edit("insert(_:after:)") { try $0.insert(items.map(Items.identifier), after: Items.identifier(item)) }
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/insert(_:before:)
  public mutating func insert(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType
  ) {
    edit("insert(_:before:)") { try $0.insert(snapshot.core, before: Items.identifier(item)) }
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/insert(_:after:)
  public mutating func insert(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType
  ) {
    edit("insert(_:after:)") { try $0.insert(snapshot.core, after: Items.identifier(item)) }
  }

  /// Deletes items with everything under them; identifiers the outline lacks are ignored.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/delete(_:)
  public mutating func delete(_ items: [ItemIdentifierType]) { _ = core.delete(items.map(Items.identifier)) }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/deleteall()
  public mutating func deleteAll() { core.deleteAll() }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/expand(_:)
  public mutating func expand(_ items: [ItemIdentifierType]) {
    edit("expand(_:)") { try $0.expand(items.map(Items.identifier)) }
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/collapse(_:)
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    edit("collapse(_:)") { try $0.collapse(items.map(Items.identifier)) }
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/replace(childrenof:using:)
  public mutating func replace(
    childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) {
    edit("replace(childrenOf:using:)") { try $0.replace(childrenOf: Items.identifier(parent), using: snapshot.core) }
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/contains(_:)
  public func contains(_ item: ItemIdentifierType) -> Bool { core.contains(Items.identifier(item)) }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/isexpanded(_:)
  public func isExpanded(_ item: ItemIdentifierType) -> Bool {
    query("isExpanded(_:)") { try $0.isExpanded(Items.identifier(item)) }
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/isvisible(_:)
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    query("isVisible(_:)") { try $0.isVisible(Items.identifier(item)) }
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/level(of:)
  public func level(of item: ItemIdentifierType) -> Int {
    query("level(of:)") { try $0.level(of: Items.identifier(item)) }
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/parent(of:)
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
    query("parent(of:)") { try $0.parent(of: Items.identifier(child)) }.map(Items.value)
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/index(of:)
  public func index(of item: ItemIdentifierType) -> Int? { core.index(of: Items.identifier(item)) }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/snapshot(of:includingparent:)
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    NSDiffableDataSourceSectionSnapshot(
      core: query("snapshot(of:includingParent:)") {
        try $0.snapshot(of: Items.identifier(parent), includingParent: includingParent)
      })
  }

  /// The outline as text, one item per line, indented by level (the core's description, with
  /// the app's identifiers).
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/visualdescription()
  public func visualDescription() -> String {
    core.items.map { id in
      let level = (try? core.level(of: id)) ?? 0
      let mark = (try? core.children(of: id))?.isEmpty == false ? (core.expandedItems.contains(id) ? "▾ " : "▸ ") : "  "
      return String(repeating: "  ", count: level) + mark + String(describing: Items.value(id))
    }.joined(separator: "\n")
  }

  private mutating func edit(_ api: String, _ change: (inout SectionSnapshot) throws -> Void) {
    do {
      try change(&core)
    } catch {
      (error as! SnapshotError).raise(
        "NSDiffableDataSourceSectionSnapshot.\(api)", sections: Int.self, items: ItemIdentifierType.self)
    }
  }

  private func query<Result>(_ api: String, _ read: (SectionSnapshot) throws -> Result) -> Result {
    do {
      return try read(core)
    } catch {
      (error as! SnapshotError).raise(
        "NSDiffableDataSourceSectionSnapshot.\(api)", sections: Int.self, items: ItemIdentifierType.self)
    }
  }
}
