import ListDiff
import ListLabCore

/// The data of a collection view as identifiers: sections in order, each with its items, plus the
/// items and sections to reload or reconfigure. Backed by ListLab's `DataSourceSnapshot`, with
/// UIKit's rules and messages: an edit UIKit refuses ends the process with UIKit's exception text
/// (the README's "Diffable data source snapshots" lists them).
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
  Sendable, Equatable
{
  typealias Sections = IdentifierCoding<SectionIdentifierType>
  typealias Items = IdentifierCoding<ItemIdentifierType>

  var core: DataSourceSnapshot

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/init()
  public init() { core = DataSourceSnapshot() }

  init(core: DataSourceSnapshot) { self.core = core }

  // MARK: Queries

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/numberofitems
  public var numberOfItems: Int { core.numberOfItems }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/numberofsections
  public var numberOfSections: Int { core.numberOfSections }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/sectionidentifiers
  public var sectionIdentifiers: [SectionIdentifierType] { core.sectionIdentifiers.map(Sections.value) }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/itemidentifiers
  public var itemIdentifiers: [ItemIdentifierType] { core.itemIdentifiers.map(Items.value) }
  /// - iOS 15.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloadeditemidentifiers
  public var reloadedItemIdentifiers: [ItemIdentifierType] { core.reloadedItemIdentifiers.map(Items.value) }
  /// - iOS 15.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureditemidentifiers
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { core.reconfiguredItemIdentifiers.map(Items.value) }
  /// - iOS 15.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloadedsectionidentifiers
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { core.reloadedSectionIdentifiers.map(Sections.value) }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/numberofitems(insection:)
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/itemidentifiers(insection:)
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    do {
      return try core.itemIdentifiers(inSection: Sections.identifier(identifier)).map(Items.value)
    } catch {
      fail(error, "itemIdentifiers(inSection:)")
    }
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/sectionidentifier(containingitem:)
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    core.sectionIdentifier(containingItem: Items.identifier(identifier)).map(Sections.value)
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/indexofitem(_:)
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { core.indexOfItem(Items.identifier(identifier)) }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/indexofsection(_:)
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    core.indexOfSection(Sections.identifier(identifier))
  }

  // MARK: Items

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appenditems(_:tosection:)
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    edit("appendItems(_:toSection:)") {
      try $0.appendItems(identifiers.map(Items.identifier), toSection: sectionIdentifier.map(Sections.identifier))
    }
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/insertitems(_:beforeitem:)
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType)
  {
    edit("insertItems(_:beforeItem:)") {
      try $0.insertItems(identifiers.map(Items.identifier), beforeItem: Items.identifier(beforeIdentifier))
    }
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/insertitems(_:afteritem:)
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
    edit("insertItems(_:afterItem:)") {
      try $0.insertItems(identifiers.map(Items.identifier), afterItem: Items.identifier(afterIdentifier))
    }
  }

  /// Identifiers the snapshot lacks are ignored, as UIKit ignores them.
  ///
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/deleteitems(_:)
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    _ = core.deleteItems(identifiers.map(Items.identifier))
  }

  /// Deletes every item and every section.
  ///
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/deleteallitems()
  public mutating func deleteAllItems() { core.deleteAllItems() }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/moveitem(_:beforeitem:)
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
    edit("moveItem(_:beforeItem:)") {
      try $0.moveItem(Items.identifier(identifier), beforeItem: Items.identifier(toIdentifier))
    }
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/moveitem(_:afteritem:)
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
    edit("moveItem(_:afterItem:)") {
      try $0.moveItem(Items.identifier(identifier), afterItem: Items.identifier(toIdentifier))
    }
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloaditems(_:)
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    edit("reloadItems(_:)") { try $0.reloadItems(identifiers.map(Items.identifier)) }
  }

  /// - iOS 15.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    edit("reconfigureItems(_:)") { try $0.reconfigureItems(identifiers.map(Items.identifier)) }
  }

  // MARK: Sections

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appendsections(_:)
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    edit("appendSections(_:)") { try $0.appendSections(identifiers.map(Sections.identifier)) }
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/insertsections(_:beforesection:)
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    edit("insertSections(_:beforeSection:)") {
      try $0.insertSections(identifiers.map(Sections.identifier), beforeSection: Sections.identifier(toIdentifier))
    }
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/insertsections(_:aftersection:)
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    edit("insertSections(_:afterSection:)") {
      try $0.insertSections(identifiers.map(Sections.identifier), afterSection: Sections.identifier(toIdentifier))
    }
  }

  /// Deletes sections with their items; identifiers the snapshot lacks are ignored, as UIKit
  /// ignores them.
  ///
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/deletesections(_:)
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    _ = core.deleteSections(identifiers.map(Sections.identifier))
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/movesection(_:beforesection:)
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    edit("moveSection(_:beforeSection:)") {
      try $0.moveSection(Sections.identifier(identifier), beforeSection: Sections.identifier(toIdentifier))
    }
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/movesection(_:aftersection:)
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    edit("moveSection(_:afterSection:)") {
      try $0.moveSection(Sections.identifier(identifier), afterSection: Sections.identifier(toIdentifier))
    }
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloadsections(_:)
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    edit("reloadSections(_:)") { try $0.reloadSections(identifiers.map(Sections.identifier)) }
  }

  // MARK: Failing as UIKit fails

  private mutating func edit(_ api: String, _ change: (inout DataSourceSnapshot) throws -> Void) {
    do {
      try change(&core)
    } catch {
      fail(error as! SnapshotError, api)
    }
  }

  private func fail(_ error: SnapshotError, _ api: String) -> Never {
    error.raise(
      "NSDiffableDataSourceSnapshot.\(api)", sections: SectionIdentifierType.self, items: ItemIdentifierType.self)
  }
}
