public import ListDiff

/// The edits of `NSDiffableDataSourceSectionSnapshot` that take a whole section snapshot: its
/// roots come in with everything under them and their expanded states
/// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/replace(childrenof:using:)
/// and the `append(_:to:)`, `insert(_:before:)`, `insert(_:after:)` overloads beside it). Each one
/// checks everything first and changes nothing when it throws.
///
/// ```swift
/// var tree = SectionSnapshot()
/// try tree.append(["docs"])
/// var work = SectionSnapshot()
/// try work.append(["work"])
/// try work.append(["report"], to: "work")
/// try tree.append(work, to: "docs")
/// tree.items   // ["docs", "work", "report"]
/// ```
extension SectionSnapshot {
  /// Appends another outline's roots, with their subtrees, at the end of the roots or of
  /// `parent`'s children (`append(_:to:)` taking a section snapshot).
  ///
  /// - Throws: ``SnapshotError`` for a parent the outline lacks, or items it already has.
  /// - Complexity: O(k) for the k items of `other`, plus the siblings.
  public mutating func append(_ other: SectionSnapshot, to parent: Identifier? = nil) throws(SnapshotError) {
    let operation = CoreOperation.outline(.appendSnapshot)
    if let parent { _ = try require(parent, operation: operation) }
    let incoming = other.items
    try checkNew(incoming, operation: operation)
    graft(other, items: incoming, under: parent, at: nil)
  }

  /// Inserts another outline's roots, with their subtrees, before an item, as its siblings
  /// (`insert(_:before:)` taking a section snapshot).
  ///
  /// - Complexity: O(k + siblings).
  public mutating func insert(_ other: SectionSnapshot, before item: Identifier) throws(SnapshotError) {
    try insert(other, relativeTo: item, after: false)
  }

  /// Inserts another outline's roots, with their subtrees, after an item, as its siblings: after
  /// the item's own subtree in ``items`` (`insert(_:after:)` taking a section snapshot).
  ///
  /// - Complexity: O(k + siblings).
  public mutating func insert(_ other: SectionSnapshot, after item: Identifier) throws(SnapshotError) {
    try insert(other, relativeTo: item, after: true)
  }

  private mutating func insert(_ other: SectionSnapshot, relativeTo item: Identifier, after: Bool)
    throws(SnapshotError)
  {
    let operation = CoreOperation.outline(.insertSnapshot)
    let parent = try require(item, operation: operation).parent
    let incoming = other.items
    try checkNew(incoming, operation: operation)
    graft(other, items: incoming, under: parent, at: after ? .after(item) : .before(item))
  }

  /// Replaces every child of `parent`, and everything under them, with another outline's roots and
  /// their subtrees (`replace(childrenOf:using:)`). The items replaced may come back in `other`;
  /// any other item already in the outline is refused as not unique (UIKit's documentation does not
  /// say what happens then; ListLab keeps the outline a tree).
  ///
  /// - Throws: ``SnapshotError`` for a parent the outline lacks, or items it keeps that `other`
  ///   has too (the parent itself included).
  /// - Complexity: O(k + the subtrees replaced).
  public mutating func replace(childrenOf parent: Identifier, using other: SectionSnapshot) throws(SnapshotError) {
    let operation = CoreOperation.outline(.replaceChildren)
    let node = try require(parent, operation: operation)
    let replaced = Set(depthFirst(from: node.children) { _ in true })
    let incoming = other.items
    try SnapshotError.checkUnique(incoming, .item, in: .sectionSnapshot, operation: operation) { id in
      nodes[id] != nil && !replaced.contains(id) ? .some(nil) : nil
    }
    for item in replaced {
      nodes[item] = nil
      expandedItems.remove(item)
    }
    nodes[parent]!.children = []
    graft(other, items: incoming, under: parent, at: nil)
  }

  /// Where grafted roots go among their siblings.
  private enum Slot {
    case before(Identifier), after(Identifier)
  }

  /// Adds `other`'s items (already checked new, `items` being `other.items`) under `parent`: its
  /// roots among `parent`'s children (or the roots) at `slot`, the end when nil.
  private mutating func graft(_ other: SectionSnapshot, items: [Identifier], under parent: Identifier?, at slot: Slot?)
  {
    for item in items {
      var node = other.nodes[item]!
      if node.parent == nil { node.parent = parent }
      nodes[item] = node
    }
    expandedItems.formUnion(other.expandedItems)
    func place(in siblings: inout [Identifier]) {
      switch slot {
      case nil: siblings += other.rootItems
      case .before(let item): siblings.insert(contentsOf: other.rootItems, at: siblings.firstIndex(of: item)!)
      case .after(let item): siblings.insert(contentsOf: other.rootItems, at: siblings.firstIndex(of: item)! + 1)
      }
    }
    if let parent { place(in: &nodes[parent]!.children) } else { place(in: &rootItems) }
  }
}
