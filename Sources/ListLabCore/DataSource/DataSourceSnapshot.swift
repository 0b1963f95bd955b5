public import ListDiff

/// The data of a list as identifiers, edited the way `NSDiffableDataSourceSnapshot` is: sections
/// in order, each with its items in order, plus the items and sections to reload or reconfigure
/// when it is applied (``ListState/apply(_:cells:animation:)``).
///
/// Section identifiers are unique among sections, item identifiers across the whole snapshot;
/// every edit keeps it so, refusing with UIKit's message (``SnapshotError``), and an edit that is
/// refused changes nothing. Items are identifiers only: their cells come from the list (an item
/// it already shows keeps its cell) or from a cell provider.
///
/// ```swift
/// var snapshot = DataSourceSnapshot()
/// try snapshot.appendSections(["fruits"])
/// try snapshot.appendItems(["apple", "banana"])
/// try snapshot.moveItem("banana", beforeItem: "apple")
/// snapshot.itemIdentifiers  // ["banana", "apple"]
/// ```
///
/// Complexity, with n items, s sections, m the items of the section concerned and k the
/// identifiers given: appending items or sections, reloads and reconfigures O(k) amortised, as
/// UIKit's (hash tables of identifiers); inserting or moving an item O(m + k); deleting items
/// O(k + m) per section touched; inserting, deleting or moving a section O(s), plus its items;
/// the queries O(1) (counts, a section's index, an item's section) to O(n) (every identifier).
public struct DataSourceSnapshot: Sendable, Equatable {
  struct Section: Sendable, Equatable {
    var id: Identifier
    var items: [Identifier]
  }

  var sections: [Section] = []
  /// The index of each section, and the section of each item.
  var sectionIndex: [Identifier: Int] = [:]
  var itemSection: [Identifier: Identifier] = [:]
  /// Marked for the next apply, in the order marked, each once.
  public private(set) var reloadedItemIdentifiers: [Identifier] = []
  public private(set) var reconfiguredItemIdentifiers: [Identifier] = []
  public private(set) var reloadedSectionIdentifiers: [Identifier] = []

  /// An empty snapshot: no sections, no items.
  public init() {}

  /// A snapshot of these sections and items (already unique: a list's data).
  ///
  /// - Complexity: O(n).
  init(uniqueSections: [(id: Identifier, items: [Identifier])]) {
    sections.reserveCapacity(uniqueSections.count)
    sectionIndex.reserveCapacity(uniqueSections.count)
    itemSection.reserveCapacity(uniqueSections.reduce(0) { $0 + $1.items.count })
    for (index, section) in uniqueSections.enumerated() {
      sections.append(Section(id: section.id, items: section.items))
      sectionIndex[section.id] = index
      for item in section.items { itemSection[item] = section.id }
    }
  }

  public static func == (lhs: DataSourceSnapshot, rhs: DataSourceSnapshot) -> Bool {
    lhs.sections == rhs.sections && lhs.reloadedItemIdentifiers == rhs.reloadedItemIdentifiers
      && lhs.reconfiguredItemIdentifiers == rhs.reconfiguredItemIdentifiers
      && lhs.reloadedSectionIdentifiers == rhs.reloadedSectionIdentifiers
  }

  // MARK: Queries

  /// Every item, section by section.
  ///
  /// - Complexity: O(n).
  public var itemIdentifiers: [Identifier] { sections.flatMap(\.items) }

  /// - Complexity: O(s).
  public var sectionIdentifiers: [Identifier] { sections.map(\.id) }

  /// - Complexity: O(s).
  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }

  public var numberOfSections: Int { sections.count }

  /// The items of a section.
  ///
  /// - Throws: ``SnapshotError`` for a section the snapshot lacks.
  /// - Complexity: O(1) (the section's items are shared, not copied).
  public func itemIdentifiers(
    inSection id: Identifier, operation: CoreOperation = .snapshot(.itemIdentifiersInSection)
  )
    throws(SnapshotError) -> [Identifier]
  {
    guard let index = sectionIndex[id] else {
      throw SnapshotError(.noSection(id, suggestion: nearest(id, .section)), in: operation)
    }
    return sections[index].items
  }

  /// The number of items of a section.
  ///
  /// - Throws: ``SnapshotError`` for a section the snapshot lacks.
  /// - Complexity: O(1).
  public func numberOfItems(inSection id: Identifier) throws(SnapshotError) -> Int {
    try itemIdentifiers(inSection: id, operation: .snapshot(.numberOfItems)).count
  }

  /// The section holding an item; nil when the snapshot lacks the item.
  ///
  /// - Complexity: O(1) expected.
  public func sectionIdentifier(containingItem id: Identifier) -> Identifier? { itemSection[id] }

  /// The index of an item among all items (UIKit's `indexOfItem`), 0-based; nil when absent.
  ///
  /// - Complexity: O(s + m).
  public func indexOfItem(_ id: Identifier) -> Int? {
    guard let section = itemSection[id], let index = sectionIndex[section] else { return nil }
    let before = sections[..<index].reduce(0) { $0 + $1.items.count }
    return sections[index].items.firstIndex(of: id).map { before + $0 }
  }

  /// The index of a section, 0-based; nil when absent.
  ///
  /// - Complexity: O(1) expected.
  public func indexOfSection(_ id: Identifier) -> Int? { sectionIndex[id] }

  /// Whether the snapshot has this item.
  public func containsItem(_ id: Identifier) -> Bool { itemSection[id] != nil }

  /// Whether the snapshot has this section.
  public func containsSection(_ id: Identifier) -> Bool { sectionIndex[id] != nil }

  // MARK: Checks shared by the edits

  /// The known identifier nearest to `id`, for a message.
  ///
  /// - Complexity: O(n) (only when a message is worded).
  func nearest(_ id: Identifier, _ kind: SnapshotError.Kind) -> Identifier? {
    switch kind {
    case .item: UnknownID.nearest(to: id, among: itemIdentifiers)
    case .section: UnknownID.nearest(to: id, among: sectionIdentifiers)
    }
  }

  /// Refuses identifiers that repeat among themselves or are already in the snapshot.
  func checkNew(_ ids: [Identifier], _ kind: SnapshotError.Kind, operation: CoreOperation) throws(SnapshotError) {
    try SnapshotError.checkUnique(ids, kind, operation: operation) { id in
      switch kind {
      case .item: itemSection[id].map { .some($0) }
      case .section: sectionIndex[id] == nil ? nil : .some(nil)
      }
    }
  }

  /// The index of a section the operation needs, or UIKit's assertion for a missing one.
  func requireSection(_ id: Identifier, assertion: String, operation: CoreOperation) throws(SnapshotError) -> Int {
    guard let index = sectionIndex[id] else {
      throw SnapshotError(
        .missing(.section, id, assertion: assertion, suggestion: nearest(id, .section)), in: operation)
    }
    return index
  }

  /// The section index and item index of an item the operation needs, or UIKit's assertion.
  ///
  /// - Complexity: O(m).
  func requireItem(_ id: Identifier, assertion: String, operation: CoreOperation) throws(SnapshotError) -> (Int, Int) {
    guard let section = itemSection[id], let index = sectionIndex[section],
      let item = sections[index].items.firstIndex(of: id)
    else {
      throw SnapshotError(.missing(.item, id, assertion: assertion, suggestion: nearest(id, .item)), in: operation)
    }
    return (index, item)
  }

  // MARK: Storage upkeep

  /// Renumbers the sections from `start`.
  mutating func reindexSections(from start: Int) {
    for index in start..<sections.count { sectionIndex[sections[index].id] = index }
  }

  mutating func record(_ items: [Identifier], in section: Identifier) {
    for item in items { itemSection[item] = section }
  }

  /// Forgets items that left the snapshot (their section, their pending reloads).
  mutating func forget(items: Set<Identifier>) {
    guard !items.isEmpty else { return }
    for item in items { itemSection[item] = nil }
    reloadedItemIdentifiers.removeAll { items.contains($0) }
    reconfiguredItemIdentifiers.removeAll { items.contains($0) }
  }

  /// Forgets a section's index entry (its items are forgotten separately).
  mutating func forgetSection(_ id: Identifier) { sectionIndex[id] = nil }

  mutating func markReloaded(items ids: [Identifier]) { Self.add(ids, to: &reloadedItemIdentifiers) }
  mutating func markReconfigured(items ids: [Identifier]) { Self.add(ids, to: &reconfiguredItemIdentifiers) }
  mutating func markReloaded(sections ids: [Identifier]) { Self.add(ids, to: &reloadedSectionIdentifiers) }
  mutating func unmarkReloaded(sections ids: Set<Identifier>) {
    reloadedSectionIdentifiers.removeAll { ids.contains($0) }
  }

  /// Appends the ids `list` lacks, keeping it free of repeats.
  ///
  /// - Complexity: O(k + |list|).
  private static func add(_ ids: [Identifier], to list: inout [Identifier]) {
    var present = Set(list)
    for id in ids where present.insert(id).inserted { list.append(id) }
  }

  /// Whether the indexes agree with the sections: every section and item once, each indexed where
  /// it is. For tests.
  func checkInvariants() -> [String] {
    var problems: [String] = []
    if sectionIndex.count != sections.count { problems.append("section index has \(sectionIndex.count) entries") }
    var count = 0
    for (index, section) in sections.enumerated() {
      if sectionIndex[section.id] != index { problems.append("section \(section.id) not indexed at \(index)") }
      for item in section.items where itemSection[item] != section.id {
        problems.append("item \(item) not indexed in \(section.id)")
      }
      count += section.items.count
    }
    if itemSection.count != count { problems.append("item index has \(itemSection.count) entries for \(count) items") }
    return problems
  }
}

extension DataSourceSnapshot: CustomStringConvertible {
  /// The sections and their items, then what is marked for the next apply:
  ///
  ///     snapshot · 2 sections, 3 items
  ///     fruits: apple, banana
  ///     veg: kale
  ///     reload items: apple · reconfigure items: banana
  public var description: String {
    let itemCount = numberOfItems
    var lines = [
      "snapshot · \(sections.count) section\(sections.count == 1 ? "" : "s"), \(itemCount) item\(itemCount == 1 ? "" : "s")"
    ]
    for section in sections {
      let items = section.items.isEmpty ? "(empty)" : section.items.map(\.description).joined(separator: ", ")
      lines.append("\(section.id.description): \(items)")
    }
    let marks = [
      ("reload items", reloadedItemIdentifiers), ("reconfigure items", reconfiguredItemIdentifiers),
      ("reload sections", reloadedSectionIdentifiers),
    ].filter { !$0.1.isEmpty }.map { "\($0.0): \($0.1.map(\.description).joined(separator: ", "))" }
    if !marks.isEmpty { lines.append(marks.joined(separator: " · ")) }
    return lines.joined(separator: "\n")
  }
}
