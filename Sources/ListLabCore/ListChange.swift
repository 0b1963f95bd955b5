public import ListAnimation
public import ListDeclaration
public import ListDiff
public import ListLayout

/// The data of a list as the diff sees it, stage by stage.
public typealias ListChangeset = Changeset<SectionContent, CellDeclaration>

/// One change of a list, as every operation of ``ListState`` returns it: what changed (the
/// changeset), how it animates (the transition) and the layouts before and after.
public struct ListChange: Sendable {
  /// Which operation made the change, by its Swift name (a binding gives it its own: see
  /// ``CoreOperation``).
  public enum Operation: String, Hashable, Sendable, CaseIterable {
    case apply, insert, delete, move, update, batch
    case insertSection, deleteSection, moveSection
    case applySnapshot, applySnapshotUsingReloadData, applySectionSnapshot
  }

  public let operation: Operation
  /// The stages UIKit would apply: a diff's, or the single stage of a programmer's batch.
  public let changeset: ListChangeset
  public let transition: Transition
  public let old: Layout
  public let new: Layout
  /// What the change did that the script probably did not mean (it happened all the same).
  public var warnings: [ChangeWarning] = []
  /// The new paths of the items reconfigured in place (a snapshot's `reconfigureItems`, or an
  /// outline cell whose level or disclosure changed): their cells stay, take their new
  /// declaration and are measured again, outside the changeset — UIKit reconfigures them apart
  /// from the batch. The stages replay from the data before the change with these items' new
  /// declarations.
  public var reconfigured: [ItemPath] = []

  /// The data before the change.
  ///
  /// - Complexity: O(n).
  public var before: DeclarationData { old.data }
}
