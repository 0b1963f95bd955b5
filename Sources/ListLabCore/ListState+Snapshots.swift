import ListAnimation
public import ListDeclaration
public import ListDiff
import ListLayout

/// Where the items of a snapshot get their cells: `UICollectionViewDiffableDataSource`'s cell
/// provider. It is given the item's id and its section's id and returns the item's cell (with the
/// same id), or nil for the default cell, a built-in cell showing the id as its text.
public typealias CellProvider = (_ item: Identifier, _ section: Identifier) throws -> CellDeclaration?

/// The diffable data source's way of changing a list: a snapshot of identifiers applied whole.
///
/// An item the list already shows keeps its cell's declaration unless the snapshot reloads or
/// reconfigures it; a new item, a reloaded or reconfigured one, and every item of a reloaded
/// section get theirs from the cell provider. The changeset is a diff of the identifiers, in which
/// exactly the reloaded items and sections are updates (a reconfigured item is not: it keeps its
/// cell, see ``ListChange/reconfigured``). A snapshot has no hierarchy: applying one makes every
/// section flat (outlines are applied one section at a time, ``apply(_:toSection:cells:animation:)``).
extension ListState {
  /// The list's data as identifiers (`snapshot()` of a diffable data source).
  ///
  /// - Complexity: O(n).
  public var dataSourceSnapshot: DataSourceSnapshot {
    DataSourceSnapshot(uniqueSections: sections.map { (id: $0.id, items: $0.cells.map(\.id)) })
  }

  /// Applies a snapshot, diffing it against the list (`apply(_:animatingDifferences:)`). With
  /// `animation.animated` false the changeset is still computed and reported, and every element
  /// takes its new frame at once: UIKit's behaviour since iOS 15. Every section becomes flat: a
  /// cell that had a place in an outline loses its indentation and disclosure, in place (it is
  /// reconfigured).
  ///
  /// - Throws: ``ChangeError``: what the cell provider throws, a cell of another id, or the
  ///   problems of the cells it returns.
  /// - Complexity: O(n) in the items of the list and the snapshot (a diff of identifiers and a
  ///   layout keeping every unchanged cell's height), plus measuring the cells the provider gives.
  public mutating func apply(
    _ snapshot: DataSourceSnapshot, cells provider: CellProvider? = nil,
    animation: AnimationOptions = AnimationOptions()
  ) throws(ChangeError) -> ListChange {
    try apply(snapshot, cells: provider, outline: .flat, operation: .applySnapshot, animation: animation)
  }

  /// Applies a snapshot without a diff or an animation (`applySnapshotUsingReloadData`, iOS 15):
  /// the list shows the new data at once, as after `reloadData()`, and the change has no stages.
  /// As `reloadData()` discards every cell and asks the data source for each one again, every item
  /// gets its cell from the provider, those the list already shows too; every section becomes
  /// flat.
  ///
  /// - Complexity: O(n), plus measuring the cells the provider gives.
  public mutating func applyUsingReloadData(_ snapshot: DataSourceSnapshot, cells provider: CellProvider? = nil)
    throws(ChangeError) -> ListChange
  {
    let operation = ListChange.Operation.applySnapshotUsingReloadData
    let plan = try plan(snapshot, cells: provider, outline: .flat, providesEveryCell: true, operation: operation)
    let old = layout
    let new = try relayout(try validate(plan.sections, for: operation), reusing: old, for: operation)
    // Nothing animates: at every instant the list shows its new layout.
    let still = Transition(
      from: new, to: new, correspondence: .unchanged(itemCounts: plan.sections.map(\.cells.count)), duration: 0)
    outlines = [:]
    return commit(ListChange(operation: operation, changeset: ListChangeset(), transition: still, old: old, new: new))
  }

  // MARK: The shared path

  /// What an apply does with the cells' places in outlines.
  enum OutlinePlan {
    /// A whole snapshot: it has no hierarchy, so every section is flat.
    case flat
    /// One section's outline: the place of each of its visible items; every other section keeps
    /// its cells' places.
    case section(Identifier, places: [Identifier: CellOutline])
  }

  /// The provider's cell for an item, or the default cell.
  func provide(
    _ item: Identifier, in section: Identifier, from provider: CellProvider?, operation: ListChange.Operation
  ) throws(ChangeError) -> CellDeclaration {
    let provided: CellDeclaration?
    do {
      provided = try provider?(item, section)
    } catch {
      throw ChangeError(.cellProviderFailed(item: item, error), in: operation)
    }
    guard let provided else { return Self.defaultCell(item) }
    guard provided.id == item else {
      throw ChangeError(.providedCellChangesID(item: item, returned: provided.id), in: operation)
    }
    return provided
  }

  /// The cell of an item no provider describes: a built-in cell showing its id.
  public static func defaultCell(_ id: Identifier) -> CellDeclaration {
    CellDeclaration(id: id, builtIn: BuiltInCell(text: id.description))
  }

  /// Applies a snapshot's data: lays it out, diffs the identifiers (reloads marked as updates) and
  /// animates the change.
  ///
  /// - Complexity: O(n).
  mutating func apply(
    _ snapshot: DataSourceSnapshot, cells provider: CellProvider?, outline: OutlinePlan,
    operation: ListChange.Operation, animation: AnimationOptions
  ) throws(ChangeError) -> ListChange {
    // Only deletes and inserts: made in place, as the verbs are (ListState+SnapshotEdits.swift).
    if case .flat = outline, animation.choreography != .staged, let edits = edits(of: snapshot) {
      return try apply(edits, cells: provider, operation: operation, animation: animation)
    }
    let plan = try plan(snapshot, cells: provider, outline: outline, operation: operation)
    let old = layout
    let valid = try validate(plan.sections, for: operation)
    let before = IdentifierData(old.declaration.sections)
    let reloadedSections = Set(snapshot.reloadedSectionIdentifiers)
    let after = plan.identifiers
    let diff = Self.diff(from: before, to: after)
    // The diff's pairs say which heights are kept, by index; a cell declared anew (reconfigured,
    // from the provider, flattened out of an outline) is measured again.
    let new = try relayout(
      valid, reusing: old, sources: diff.correspondence.reloading(items: plan.declaredAnew), for: operation)
    let changeset = Self.declarationChangeset(
      diff.changeset, old: old.declaration, new: valid.declaration, reloadedSections: reloadedSections)
    let pairs = Self.animatedPairs(of: diff, from: before, to: after)
    let transition = try self.transition(
      from: old, to: new, changeset: changeset, correspondence: pairs.whole,
      stageCorrespondences: pairs.stages, operation: operation, animation: animation)
    var change = ListChange(operation: operation, changeset: changeset, transition: transition, old: old, new: new)
    change.reconfigured = plan.changedInPlace
    if case .flat = outline { outlines = [:] }
    return commit(change)
  }

  /// The diff of two identifier snapshots of checked data.
  static func diff(from before: IdentifierData, to after: IdentifierData) -> Diff<Int, Int> {
    do {
      return try Diff(from: before, to: after)
    } catch {
      preconditionFailure("the diff refused checked data: \(error)")
    }
  }

  /// The pairs a snapshot's transition animates, for the whole change and stage by stage: the
  /// diff's, except that every item of a reloaded section is reloaded with it. UIKit's
  /// `reloadSections` replaces the section's cells, so they crossfade (`updating`) as reloaded
  /// items do — as `l:batch`'s `reload_sections` shows them — while the changeset keeps them out of
  /// its item updates: they are in the section update, the last stage.
  ///
  /// - Complexity: O(1) without reloaded sections; else a second diff, O(n).
  static func animatedPairs(of diff: Diff<Int, Int>, from before: IdentifierData, to after: IdentifierData)
    -> (whole: Correspondence, stages: () -> [Correspondence])
  {
    let stages = diff.changeset.stages
    guard stages.last?.kind == .sectionReloads else {
      return (diff.correspondence, { diff.stageCorrespondences(from: before) })
    }
    // The reloaded sections' items as reloaded too (a reloaded section's content is 1).
    let replaced = IdentifierData(
      sections: after.sections.map { section in
        guard section.content == 1 else { return section }
        var whole = section
        whole.items = section.items.map { IdentifierData.Item(id: $0.id, content: 1) }
        return whole
      })
    let whole = Self.diff(from: before, to: replaced).correspondence
    return (
      whole,
      {
        var correspondences = diff.stageCorrespondences(from: before)
        let start = stages.count > 1 ? stages[stages.count - 2].after : before
        correspondences[correspondences.count - 1] = Self.diff(from: start, to: replaced).correspondence
        return correspondences
      }
    )
  }

  /// The stages of a diff of identifiers with the declarations as their data. An item present after
  /// the change has its new declaration from the first stage on (a reload's replaces the old one in
  /// the first stage; a reconfigured one's was given in place) — except inside a reloaded section
  /// and for an item that ends in one, as the section takes its new cells whole in the last stage;
  /// any other item has its old one.
  ///
  /// - Complexity: O(stages); each stage's data is made when first read, O(n).
  static func declarationChangeset(
    _ changeset: Changeset<Int, Int>, old: ListDeclaration, new: ListDeclaration, reloadedSections: Set<Identifier>
  ) -> ListChangeset {
    let last = changeset.stages.count - 1
    var stages: [ListChangeset.Stage] = []
    for (index, stage) in changeset.stages.enumerated() {
      let after: @Sendable () -> DeclarationData
      if index == last {
        after = { new.data }
      } else {
        let ids = stage.after
        after = { declarationSnapshot(of: ids, old: old, new: new, reloadedSections: reloadedSections) }
      }
      stages.append(ListChangeset.Stage(kind: stage.kind, operations: stage.operations, deferredAfter: after))
    }
    return ListChangeset(stages: stages)
  }

  /// `ids` (an intermediate stage's data) with each section's and item's declaration: from `new`
  /// when it has it, else `old` — and from `old` for an item it has inside a reloaded section, or
  /// that `new` has in one (it moves in keeping its cell, which the section reload replaces).
  ///
  /// - Complexity: O(n).
  static func declarationSnapshot(
    of ids: ListData<Int, Int>, old: ListDeclaration, new: ListDeclaration, reloadedSections: Set<Identifier>
  ) -> DeclarationData {
    var oldCells: [Identifier: CellDeclaration] = [:]
    var newCells: [Identifier: CellDeclaration] = [:]
    var contents: [Identifier: SectionContent] = [:]
    var endInReloadedSections = Set<Identifier>()
    for (declaration, isNew) in [(old, false), (new, true)] {
      for section in declaration.sections {
        contents[section.id] = section.content
        let reloaded = isNew && reloadedSections.contains(section.id)
        for cell in section.cells {
          if isNew { newCells[cell.id] = cell } else { oldCells[cell.id] = cell }
          if reloaded { endInReloadedSections.insert(cell.id) }
        }
      }
    }
    return DeclarationData(
      sections: ids.sections.map { section in
        let reloaded = reloadedSections.contains(section.id)
        return DeclarationData.Section(
          id: section.id, content: contents[section.id]!,
          items: section.items.map { item in
            let keepsOld = reloaded || endInReloadedSections.contains(item.id)
            let cell = keepsOld ? oldCells[item.id] ?? newCells[item.id] : newCells[item.id] ?? oldCells[item.id]
            return DeclarationData.Item(id: item.id, content: cell!)
          })
      })
  }
}

/// The identifiers of a list's data for a diff in which only marked elements are updates: each
/// section's and item's content is 1 when it is reloaded, else 0 (an item of a reloaded section
/// is not reloaded on its own).
typealias IdentifierData = ListData<Int, Int>

extension ListData where SectionContent == Int, ItemContent == Int {
  /// - Complexity: O(n).
  init(
    _ sections: [SectionDeclaration], reloadedItems: Set<Identifier> = [], reloadedSections: Set<Identifier> = []
  ) {
    self.init(
      sections: sections.map { section in
        // A reloaded section reloads its items with it.
        let whole = reloadedSections.contains(section.id)
        return Section(
          id: section.id, content: whole ? 1 : 0,
          items: section.cells.map { cell in
            Item(id: cell.id, content: !whole && !reloadedItems.isEmpty && reloadedItems.contains(cell.id) ? 1 : 0)
          })
      })
  }
}
