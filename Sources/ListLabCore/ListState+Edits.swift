import ListAnimation
import ListDeclaration
import ListDiff
import ListLayout

/// Changes made in place: one operation on a list of a built-in style costs what it changes. The
/// layout is edited (``Layout/apply(_:)``), the changeset is worked out from the operation — the
/// one a diff would find — and the transition tracks the elements that show. Anything unusual (a
/// plugin style, a declaration with a problem, which must be reported exactly as a full check
/// reports it) takes the general path instead.
extension ListState {
  /// Whether changes can be made in place: the table and grid styles lay out cell by cell (a
  /// compositional or plugin layout places groups and items by rules that span the section).
  var editsInPlace: Bool { layout.editsInPlace }

  /// Makes an edit whose changeset and pairs the caller worked out.
  ///
  /// - Complexity: the edit's (see ``Layout/apply(_:)``) plus O((k + c) log n) for the transition
  ///   of the k elements that show and c changes.
  mutating func commit(
    _ edit: LayoutEdit, operation: ListChange.Operation, stages: [(StageKind, BatchUpdate)],
    edits: CorrespondenceEdits, animation: AnimationOptions
  ) -> ListChange {
    let old = layout
    var new = layout
    new.apply(edit)
    let after = new.declaration
    let changeset = ListChangeset(
      stages: stages.map { kind, operations in
        ListChangeset.Stage(kind: kind, operations: operations, deferredAfter: { after.data })
      })
    let correspondence = Correspondence(edits: edits)
    // An edit is one stage on the old data: its moves name their sources there, in O(1) each
    // (the stage's own data is made on demand, in O(n)).
    var moves = DeclaredMoves()
    for (_, update) in stages {
      for move in update.moves {
        moves.items.insert(old.declaration.sections[move.from.section].cells[move.from.item].id)
      }
      for move in update.sectionMoves { moves.sections.insert(old.declaration.sections[move.from].id) }
    }
    let transition =
      animation.choreography == .staged
      ? Transition(
        stages: [old, new], correspondences: [correspondence], curve: animation.curve,
        stageDuration: animation.effectiveDuration, moves: [moves])
      : Transition(
        from: old, to: new, correspondence: correspondence, choreography: animation.choreography,
        curve: animation.curve, duration: animation.effectiveDuration, android: animation.android, moves: moves)
    return commit(ListChange(operation: operation, changeset: changeset, transition: transition, old: old, new: new))
  }

  /// No change in the sections' order or items' places: every element continues itself.
  var unchangedEdits: CorrespondenceEdits {
    CorrespondenceEdits(
      oldItemCounts: sections.map(\.cells.count), sectionSources: sections.indices.map { $0 })
  }

  /// Whether `cells`, inserted into the list, would make it invalid (a problem of their own, or an
  /// id used twice).
  func wouldBeInvalid(inserting cells: [CellDeclaration]) -> Bool {
    var seen = Set<Identifier>()
    for cell in cells {
      if cell.hasProblems || !seen.insert(cell.id).inserted || layout.path(ofCell: cell.id) != nil { return true }
    }
    return false
  }
}
