public import ListDiff

/// One cell: its identity, a fixed height or content to measure, and how it is drawn.
///
/// A cell is immutable; its ``contentHash`` is computed once, when it is built, so that diffing
/// compares declarations cheaply (deep equality only runs when the hashes agree). Its fields live
/// in one shared box: lists hold and copy cells by the hundred thousand, and a copy is a retain.
public struct CellDeclaration: Hashable, Sendable, DiffableContent {
  @usableFromInline final class Storage: Sendable {
    @usableFromInline let id: Identifier
    @usableFromInline let height: Double?
    /// Custom content; nil for a built-in cell, whose node tree is made from ``builtIn`` when asked
    /// for (building it for every cell of a long list cost more than reading the cell).
    let customContent: Node?
    @usableFromInline let builtIn: BuiltInCell?
    @usableFromInline let alpha: Double
    @usableFromInline let separatorInset: Double?
    @usableFromInline let showsSeparator: Bool
    @usableFromInline let outline: CellOutline?
    let provenance: Provenance
    @usableFromInline let contentHash: Int
    /// Whether the content is the built-in cell's, whether the cell sizes itself, and whether its
    /// content has a problem: asked for every cell of a list, so stored, to copy no optional.
    @usableFromInline let hasBuiltInContent: Bool
    @usableFromInline let isSelfSizing: Bool
    let contentHasProblems: Bool

    init(
      id: Identifier, height: Double?, customContent: Node?, builtIn: BuiltInCell?, alpha: Double,
      separatorInset: Double?, showsSeparator: Bool, outline: CellOutline?, provenance: Provenance
    ) {
      self.id = id
      self.height = height
      self.customContent = customContent
      self.builtIn = builtIn
      self.alpha = alpha
      self.separatorInset = separatorInset
      self.showsSeparator = showsSeparator
      self.outline = outline
      self.provenance = provenance
      hasBuiltInContent = customContent == nil && builtIn != nil
      isSelfSizing = height == nil && (customContent != nil || builtIn != nil)
      contentHasProblems = customContent?.treeHasProblems == true
      var fingerprint = ContentFingerprint()
      fingerprint.combine(id)
      fingerprint.combine(height)
      // A built-in cell's content is made from its shortcut fields: fingerprinting those is the
      // same for a fraction of the work.
      if let customContent {
        fingerprint.combine(customContent.contentHash)
      } else if let builtIn {
        builtIn.fingerprint(into: &fingerprint)
      } else {
        fingerprint.combine(0)
      }
      fingerprint.combine(alpha)
      fingerprint.combine(separatorInset)
      fingerprint.combine(showsSeparator)
      if let outline {
        fingerprint.combine(outline.level)
        fingerprint.combine(outline.indentationWidth)
        fingerprint.combine(outline.disclosure?.rawValue)
      }
      contentHash = fingerprint.value
    }
  }

  // Read by the inlinable accessors below, so that other modules read a cell's fields without a
  // call (see `ChunkedArray` in ListCollections on why `public`, not `package`).
  @usableFromInline var storage: Storage

  // Reads of the large fields lend the stored value (`_read`) rather than copying it out.

  public var id: Identifier { @inlinable _read { yield storage.id } }
  /// A fixed height in points; nil to measure the content (self-sizing).
  @inlinable public var height: Double? { storage.height }
  /// The content to measure and draw: custom content, or the built-in cell's node tree (built on
  /// each access: layout measures built-in cells without it, see ``ContentLayout/height(ofContentOf:width:)``).
  public var content: Node? { storage.customContent ?? storage.builtIn?.node }
  /// The custom content node, nil for a built-in cell.
  package var customContent: Node? { _read { yield storage.customContent } }
  /// Whether the content is the built-in cell's (made from ``builtIn``).
  @inlinable public var hasBuiltInContent: Bool { storage.hasBuiltInContent }
  /// The built-in shortcut this cell was declared with, if any.
  public var builtIn: BuiltInCell? { _read { yield storage.builtIn } }
  /// Whether the cell was declared with the built-in shortcut (``builtIn`` is not nil), asked
  /// without copying it.
  @inlinable public var isBuiltIn: Bool {
    if case .some = storage.builtIn { true } else { false }
  }
  /// 1, or 0.5 for a disabled cell (`enabled = false`), as the design system draws it.
  @inlinable public var alpha: Double { storage.alpha }
  /// Overrides the list's `separator_inset` for the separator under this cell.
  @inlinable public var separatorInset: Double? { storage.separatorInset }
  /// `false` hides the separator under this cell.
  @inlinable public var showsSeparator: Bool { storage.showsSeparator }
  /// Its place in an outline (indentation and disclosure), nil outside one.
  @inlinable public var outline: CellOutline? { storage.outline }
  public var provenance: Provenance { _read { yield storage.provenance } }
  @inlinable public var contentHash: Int { storage.contentHash }

  public init(
    id: Identifier, height: Double? = nil, content: Node? = nil, builtIn: BuiltInCell? = nil, alpha: Double = 1,
    separatorInset: Double? = nil, showsSeparator: Bool = true, outline: CellOutline? = nil,
    provenance: Provenance = Provenance()
  ) {
    storage = Storage(
      id: id, height: height, customContent: content, builtIn: builtIn, alpha: alpha, separatorInset: separatorInset,
      showsSeparator: showsSeparator, outline: outline, provenance: provenance)
  }

  /// The same cell in another place of an outline (nil: outside one). A root item without
  /// children keeps its place (level 0, no disclosure): it lays out as a plain cell, and reports
  /// its level as every cell of an outline does.
  ///
  /// - Complexity: O(1) plus hashing the texts again.
  public func withOutline(_ outline: CellOutline?) -> CellDeclaration {
    guard outline != self.outline else { return self }
    let old = storage
    var copy = self
    copy.storage = Storage(
      id: old.id, height: old.height, customContent: old.customContent, builtIn: old.builtIn, alpha: old.alpha,
      separatorInset: old.separatorInset, showsSeparator: old.showsSeparator, outline: outline,
      provenance: old.provenance)
    return copy
  }

  public static func == (lhs: CellDeclaration, rhs: CellDeclaration) -> Bool {
    if lhs.storage === rhs.storage { return true }
    return lhs.contentHash == rhs.contentHash && lhs.id == rhs.id && lhs.height == rhs.height
      && lhs.alpha == rhs.alpha && lhs.separatorInset == rhs.separatorInset
      && lhs.showsSeparator == rhs.showsSeparator && lhs.outline == rhs.outline && lhs.hasSameContent(as: rhs)
  }

  /// Content equality without building built-in node trees: a built-in cell's content is a
  /// function of its fields.
  private func hasSameContent(as other: CellDeclaration) -> Bool {
    switch (storage.hasBuiltInContent, other.storage.hasBuiltInContent) {
    case (true, true): return BuiltInCell.same(storage.builtIn, other.storage.builtIn)
    case (false, false): return storage.customContent == other.storage.customContent
    default: return content == other.content  // a node tree may equal a built-in cell's
    }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(contentHash)
  }

  /// Whether the cell is measured from content (no fixed height).
  @inlinable public var isSelfSizing: Bool { storage.isSelfSizing }
}

extension CellDeclaration {
  /// Whether the cell itself has a problem: in its fields or in its content (a list holding it is
  /// refused, naming each).
  package var hasProblems: Bool { !provenance.problems.isEmpty || storage.contentHasProblems }

  /// Whether the custom content has a problem (without copying it).
  var contentHasProblems: Bool { storage.contentHasProblems }
}
