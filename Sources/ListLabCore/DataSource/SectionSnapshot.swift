public import ListDiff

/// The items of one section as an outline, edited the way `NSDiffableDataSourceSectionSnapshot`
/// is: root items in order, each item's children in order, and which items are expanded.
///
/// Applied to a section (``ListState/apply(_:toSection:cells:animation:)``), only the visible items
/// become cells: the roots, and the children of expanded items whose ancestors are all expanded,
/// depth first. Each cell gets its level (its indentation) and, when it has children, an outline
/// disclosure pointing right (collapsed) or down (expanded).
///
/// ```swift
/// var outline = SectionSnapshot()
/// try outline.append(["docs", "music"])
/// try outline.append(["readme.md"], to: "docs")
/// outline.visibleItems           // ["docs", "music"]
/// try outline.expand(["docs"])
/// outline.visibleItems           // ["docs", "readme.md", "music"]
/// ```
///
/// Complexity, with n items and k the identifiers given: appending O(k) amortised; inserting
/// O(siblings + k); deleting O(the subtrees deleted + siblings); expanding and collapsing O(k);
/// `level` O(depth); ``visibleItems`` O(visible items); ``items`` O(n).
public struct SectionSnapshot: Sendable, Equatable {
  struct Node: Sendable, Equatable {
    var parent: Identifier?
    var children: [Identifier] = []
  }

  /// The items without a parent, in order.
  public internal(set) var rootItems: [Identifier] = []
  var nodes: [Identifier: Node] = [:]
  /// Items whose children show (an item without children may be expanded too: its children show
  /// when they come).
  public internal(set) var expandedItems: Set<Identifier> = []

  /// An empty outline.
  public init() {}

  /// A flat outline of these items, all roots (already unique).
  init(roots: [Identifier]) {
    rootItems = roots
    for item in roots { nodes[item] = Node(parent: nil) }
  }

  // MARK: Queries

  /// Whether the outline has this item.
  public func contains(_ id: Identifier) -> Bool { nodes[id] != nil }

  /// Every item, depth first (parents before their children).
  ///
  /// - Complexity: O(n).
  public var items: [Identifier] { depthFirst(from: rootItems) { _ in true } }

  /// The items that show: roots, and the children of expanded items whose ancestors all show.
  ///
  /// - Complexity: O(visible items).
  public var visibleItems: [Identifier] { depthFirst(from: rootItems) { expandedItems.contains($0) } }

  /// The items under `roots`, depth first, descending into an item when `descends` says so.
  func depthFirst(from roots: [Identifier], descends: (Identifier) -> Bool) -> [Identifier] {
    var result: [Identifier] = []
    var pending = Array(roots.reversed())
    while let item = pending.popLast() {
      result.append(item)
      if descends(item), let children = nodes[item]?.children { pending += children.reversed() }
    }
    return result
  }

  /// The depth of an item: 0 for a root.
  ///
  /// - Complexity: O(depth).
  public func level(of id: Identifier) throws(SnapshotError) -> Int {
    var level = 0
    var node = try require(id, operation: .outline(.level))
    while let parent = node.parent, let next = nodes[parent] {
      level += 1
      node = next
    }
    return level
  }

  /// The parent of an item; nil for a root.
  public func parent(of id: Identifier) throws(SnapshotError) -> Identifier? {
    try require(id, operation: .outline(.parent)).parent
  }

  /// The children of an item, in order.
  public func children(of id: Identifier) throws(SnapshotError) -> [Identifier] {
    try require(id, operation: .outline(.children)).children
  }

  /// Whether an item is expanded.
  public func isExpanded(_ id: Identifier) throws(SnapshotError) -> Bool {
    _ = try require(id, operation: .outline(.isExpanded))
    return expandedItems.contains(id)
  }

  /// Whether an item shows: every ancestor is expanded.
  ///
  /// - Complexity: O(depth).
  public func isVisible(_ id: Identifier) throws(SnapshotError) -> Bool {
    var node = try require(id, operation: .outline(.isVisible))
    while let parent = node.parent {
      guard expandedItems.contains(parent), let next = nodes[parent] else { return false }
      node = next
    }
    return true
  }

  /// The index of an item in ``items``; nil when absent.
  ///
  /// - Complexity: O(n).
  public func index(of id: Identifier) -> Int? {
    guard contains(id) else { return nil }
    return items.firstIndex(of: id)
  }

  /// The outline under an item: its children as roots, or the item itself as the only root
  /// (`snapshot(of:includingParent:)`), with their expanded states.
  ///
  /// - Complexity: O(size of the subtree).
  public func snapshot(of id: Identifier, includingParent: Bool = false) throws(SnapshotError) -> SectionSnapshot {
    let node = try require(id, operation: .outline(.snapshot))
    var result = SectionSnapshot()
    result.rootItems = includingParent ? [id] : node.children
    for item in depthFirst(from: result.rootItems, descends: { _ in true }) {
      var copy = nodes[item]!
      if result.rootItems.contains(item) { copy.parent = nil }
      result.nodes[item] = copy
      if expandedItems.contains(item) { result.expandedItems.insert(item) }
    }
    return result
  }

  /// The node of an item the operation needs.
  func require(_ id: Identifier, operation: CoreOperation) throws(SnapshotError) -> Node {
    guard let node = nodes[id] else {
      throw SnapshotError(.notInOutline(id, suggestion: UnknownID.nearest(to: id, among: items)), in: operation)
    }
    return node
  }

  // MARK: Edits

  /// Adds items at the end of the roots, or of `parent`'s children (`append(_:to:)`).
  ///
  /// - Throws: ``SnapshotError`` for a parent the outline lacks, or identifiers that are not unique.
  /// - Complexity: O(k) amortised.
  public mutating func append(_ ids: [Identifier], to parent: Identifier? = nil) throws(SnapshotError) {
    if let parent { _ = try require(parent, operation: .outline(.append)) }
    try checkNew(ids, operation: .outline(.append))
    for id in ids { nodes[id] = Node(parent: parent) }
    if let parent { nodes[parent]!.children += ids } else { rootItems += ids }
  }

  /// Inserts items before another, as its siblings (`insert(_:before:)`).
  ///
  /// - Complexity: O(siblings + k).
  public mutating func insert(_ ids: [Identifier], before other: Identifier) throws(SnapshotError) {
    try insert(ids, relativeTo: other, after: false)
  }

  /// Inserts items after another, as its siblings (`insert(_:after:)`).
  ///
  /// - Complexity: O(siblings + k).
  public mutating func insert(_ ids: [Identifier], after other: Identifier) throws(SnapshotError) {
    try insert(ids, relativeTo: other, after: true)
  }

  private mutating func insert(_ ids: [Identifier], relativeTo other: Identifier, after: Bool) throws(SnapshotError) {
    let parent = try require(other, operation: .outline(.insert)).parent
    try checkNew(ids, operation: .outline(.insert))
    for id in ids { nodes[id] = Node(parent: parent) }
    func place(in siblings: inout [Identifier]) {
      let index = siblings.firstIndex(of: other)!
      siblings.insert(contentsOf: ids, at: after ? index + 1 : index)
    }
    if let parent { place(in: &nodes[parent]!.children) } else { place(in: &rootItems) }
  }

  /// Deletes items with everything under them (`delete(_:)`). Identifiers the outline lacks are
  /// ignored and returned.
  ///
  /// - Complexity: O(the subtrees deleted + their siblings).
  @discardableResult
  public mutating func delete(_ ids: [Identifier]) -> [Identifier] {
    var ignored: [Identifier] = []
    for id in ids {
      guard let node = nodes[id] else {
        if !ignored.contains(id) { ignored.append(id) }
        continue
      }
      for item in depthFirst(from: [id], descends: { _ in true }) {
        nodes[item] = nil
        expandedItems.remove(item)
      }
      if let parent = node.parent {
        nodes[parent]?.children.removeAll { $0 == id }
      } else {
        rootItems.removeAll { $0 == id }
      }
    }
    return ignored
  }

  /// Deletes every item (`deleteAll()`).
  public mutating func deleteAll() { self = SectionSnapshot() }

  /// Expands items: their children show once their ancestors do (`expand(_:)`).
  ///
  /// - Complexity: O(k).
  public mutating func expand(_ ids: [Identifier]) throws(SnapshotError) {
    for id in ids { _ = try require(id, operation: .outline(.expand)) }
    expandedItems.formUnion(ids)
  }

  /// Collapses items: their children are hidden (`collapse(_:)`).
  ///
  /// - Complexity: O(k).
  public mutating func collapse(_ ids: [Identifier]) throws(SnapshotError) {
    for id in ids { _ = try require(id, operation: .outline(.collapse)) }
    expandedItems.subtract(ids)
  }

  /// Refuses identifiers that repeat among themselves or are already in the outline.
  func checkNew(_ ids: [Identifier], operation: CoreOperation) throws(SnapshotError) {
    try SnapshotError.checkUnique(ids, .item, in: .sectionSnapshot, operation: operation) {
      nodes[$0] == nil ? nil : .some(nil)
    }
  }

  /// Whether parents and children agree and every item is reachable from a root once. For tests.
  func checkInvariants() -> [String] {
    var problems: [String] = []
    let reachable = items
    if reachable.count != nodes.count { problems.append("\(reachable.count) reachable items of \(nodes.count)") }
    if Set(reachable).count != reachable.count { problems.append("an item is reachable twice") }
    for (id, node) in nodes {
      for child in node.children where nodes[child]?.parent != id { problems.append("\(child) does not name \(id)") }
    }
    if !expandedItems.isSubset(of: Set(nodes.keys)) { problems.append("an expanded item is not in the outline") }
    return problems
  }
}

extension SectionSnapshot: CustomStringConvertible {
  /// The outline as an indented tree (UIKit's `visualDescription()`): `▸`/`▾` before items with
  /// children (collapsed/expanded), `-` before the others.
  ///
  ///     section snapshot · 4 items, 3 visible
  ///     ▾ docs
  ///       - readme.md
  ///     ▸ music
  public var description: String {
    var lines = ["section snapshot · \(plural(nodes.count, "item")), \(visibleItems.count) visible"]
    var pending: [(Identifier, Int)] = rootItems.reversed().map { ($0, 0) }
    while let (item, level) = pending.popLast() {
      let children = nodes[item]?.children ?? []
      let mark = children.isEmpty ? "-" : expandedItems.contains(item) ? "▾" : "▸"
      lines.append(String(repeating: "  ", count: level) + "\(mark) \(item.description)")
      pending += children.reversed().map { ($0, level + 1) }
    }
    return lines.joined(separator: "\n")
  }

  private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
