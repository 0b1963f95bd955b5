import ListAnimation
public import ListDeclaration
public import ListDiff
import ListLayout

extension ListState {
  /// `performBatchUpdates` as a programmer writes it: `sections` is the data source after the
  /// change, and `update` the updates the programmer declares, with index paths (deletes and
  /// reloads at the paths before, inserts at the paths after). The claims are checked against the
  /// data as UIKit checks them (a grid is a collection view, every other style a table view, for
  /// the wording of UIKit's messages); a consistent batch animates exactly the declared
  /// operations, not a computed diff.
  ///
  /// A batch whose counts add up but whose claims name other rows than the ids say is accepted,
  /// as UIKit accepts it, with ``ChangeWarning``s that say which rows.
  ///
  /// - Throws: ``ChangeError`` with UIKit's message for an inconsistent batch, or the problems of
  ///   the new data.
  /// - Complexity: O(n + k log k), k the declared operations.
  public mutating func performBatchUpdates(
    _ update: BatchUpdate, to sections: [SectionDeclaration], animation: AnimationOptions = AnimationOptions()
  ) throws(ChangeError) -> ListChange {
    let old = layout
    let valid = try validate(sections, for: .batch)
    let declaration = valid.declaration
    let kind: ListKind = old.options.style == .grid || old.options.style == .compositional ? .collection : .table
    let before = old.declaration.data
    let after = declaration.data
    let checked: CheckedBatch
    do {
      checked = try CheckedBatch(update, oldCounts: before.itemCounts, newCounts: after.itemCounts, kind: kind)
    } catch {
      throw ChangeError(.invalidBatch(error), in: .batch)
    }
    let changeset = checked.changeset(from: before, to: after)
    let new = try relayout(valid, reusing: old, for: .batch)
    let correspondence = checked.correspondence(from: before, to: after)
    // A batch is one performBatchUpdates call: staged is the same as uikit here.
    let transition = Transition(
      from: old, to: new, correspondence: correspondence,
      choreography: animation.choreography == .staged ? .uikit : animation.choreography, curve: animation.curve,
      duration: animation.effectiveDuration, android: animation.android, moves: DeclaredMoves(changeset))
    var change = ListChange(operation: .batch, changeset: changeset, transition: transition, old: old, new: new)
    change.warnings = ChangeWarning.disagreements(of: checked, from: before, to: after)
    return commit(change)
  }
}
