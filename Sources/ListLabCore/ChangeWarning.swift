import ListDeclaration
public import ListDiff
import ListLayout

/// A change that was accepted but is probably not what the script meant. The change happens
/// (UIKit would accept it too); the warning says what it does instead.
///
/// Every sentence a user reads about an accepted change is worded here (``description``),
/// starting with the operation's name as a script calls it.
public enum ChangeWarning: Sendable, Equatable, CustomStringConvertible {
  /// `apply` of cells without a section: they form the section `main`, and the list's named
  /// sections are deleted with every cell in them.
  case bareCellsReplaceSections(replaced: [Identifier])
  /// A batch deletes a row whose id is still in the new data; `left` is an id of that section
  /// that did leave, with its old path, when there is one.
  case deleteKeepsID(BatchDisagreements.Kept, left: Placed?)
  /// A batch inserts a row whose id was already in the old data; `arrived` is an id of that
  /// section that is new, with its new path, when there is one.
  case insertRepeatsID(BatchDisagreements.AlreadyPresent, arrived: Placed?)
  /// A row no operation names shows an old cell where the data has another id; `oldPath` is
  /// where that cell was before the batch.
  case staleRow(BatchDisagreements.StaleRow, oldPath: ItemPath)
  /// A reload or a move lands where the new data has another id.
  case relabeled(BatchDisagreements.Relabeled)
  /// A section the batch keeps (no operation names it, or a move takes it) where the new data has
  /// another id: it keeps its cells and takes the new id.
  case renamedSection(BatchDisagreements.RenamedSection)
  /// More disagreements than are worded one by one.
  case moreDisagreements(Int)

  /// An id at a path.
  public struct Placed: Sendable, Equatable {
    public var id: Identifier
    public var path: ItemPath
  }

  /// At most this many disagreements of one batch are worded; the rest are counted.
  static let wordedDisagreements = 5

  /// The operation that made the change.
  public var operation: ListChange.Operation {
    if case .bareCellsReplaceSections = self { .apply } else { .batch }
  }

  /// The declared operation the warning is about, when it is about one.
  public var claim: BatchClaim? {
    switch self {
    case .deleteKeepsID(let kept, _): .delete(kept.path)
    case .insertRepeatsID(let present, _): .insert(present.path)
    case .relabeled(let relabeled) where relabeled.operation == .reload: .reload(relabeled.from)
    case .relabeled(let relabeled): .move(ItemMove(from: relabeled.from, to: relabeled.to))
    case .renamedSection(let renamed) where renamed.isMoved:
      .moveSection(SectionMove(from: renamed.from, to: renamed.to))
    case .bareCellsReplaceSections, .staleRow, .renamedSection, .moreDisagreements: nil
    }
  }

  /// The warning, starting with the operation as the caller names it (see ``CoreOperation``).
  public func description(naming names: OperationNames) -> String {
    "\(names(.change(operation))): " + sentence
  }

  /// The warning with the operation's Swift name.
  public var description: String { description(naming: .swift) }

  private var sentence: String {
    switch self {
    case .bareCellsReplaceSections(let replaced):
      let names = replaced.map(\.quoted).joined(separator: ", ")
      let noun = replaced.count == 1 ? "section \(names)" : "sections \(names)"
      let example = replaced.first.map { "section \($0.quoted) {…}" } ?? "section \"id\" {…}"
      return "the cells given without a section form the section \(ListDeclaration.implicitSectionID.quoted), "
        + "which replaces \(noun): every cell is deleted and inserted again. To change a section, give it "
        + "with its id: \(example)"
    case .deleteKeepsID(let kept, let left):
      var text =
        "the batch deletes \(kept.path) (\(kept.id.quoted)), but \(kept.id.quoted) is still in the new data "
        + "(at \(kept.newPath))"
      if let left { text += " and \(left.id.quoted) is the one that left (it was at \(left.path))" }
      text += ": UIKit would animate the wrong cell"
      if let left { text += "; delete \(left.path) instead" }
      return text
    case .insertRepeatsID(let present, let arrived):
      var text =
        "the batch inserts \(present.path) (\(present.id.quoted)), but \(present.id.quoted) was already in "
        + "the old data (at \(present.oldPath))"
      if let arrived { text += " and \(arrived.id.quoted) is the one that arrived (it is at \(arrived.path))" }
      text += ": UIKit would animate the wrong cell"
      if let arrived { text += "; insert \(arrived.path) instead" }
      return text
    case .staleRow(let stale, let oldPath):
      return "no operation names row \(stale.path), where the new data has \(stale.data.quoted): the old cell "
        + "\(stale.shown.quoted) stays on screen until it is reloaded (reload \(oldPath), or delete \(oldPath) "
        + "and insert \(stale.path))"
    case .relabeled(let relabeled):
      let what = relabeled.operation == .reload ? "reloads" : "moves"
      return "the batch \(what) \(relabeled.from) (\(relabeled.oldID.quoted)) to \(relabeled.to), where the new "
        + "data has \(relabeled.newID.quoted): the row shows \(relabeled.newID.quoted) but animates as "
        + "\(relabeled.oldID.quoted)"
    case .renamedSection(let renamed):
      let claim =
        renamed.isMoved
        ? "the batch moves section \(renamed.from) (\(renamed.oldID.quoted)) to \(renamed.to)"
        : "no operation names section \(renamed.from) (\(renamed.oldID.quoted))"
      return claim + ", where the new data has \(renamed.newID.quoted): the section keeps its cells and is "
        + "renamed \(renamed.newID.quoted) (reload section \(renamed.from), or delete section \(renamed.from) "
        + "and insert section \(renamed.to), to replace it)"
    case .moreDisagreements(let count):
      return "and \(count) more row\(count == 1 ? "" : "s") where the batch and the ids disagree"
    }
  }
}

extension ChangeWarning {
  /// The warning for `apply` of `new` over `old`: cells given without a section that replace
  /// named sections (none when the list's only section already was the implicit one).
  ///
  /// - Complexity: O(sections).
  static func applying(_ new: [SectionDeclaration], over old: [SectionDeclaration]) -> [ChangeWarning] {
    guard new.count == 1, new[0].isImplicit else { return [] }
    let replaced = old.map(\.id).filter { $0 != new[0].id }
    return replaced.isEmpty ? [] : [.bareCellsReplaceSections(replaced: replaced)]
  }

  /// The warnings for a batch whose claims disagree with the ids of `old` and `new` (see
  /// ``BatchDisagreements``), in the order of their paths, at most ``wordedDisagreements`` of them.
  ///
  /// A kept delete is paired with an id of its section that left without a claim, and the stale
  /// row that id leaves behind is not reported again; a repeated insert likewise.
  ///
  /// - Complexity: O(n + m) in the items of both snapshots.
  static func disagreements(of batch: CheckedBatch, from old: DeclarationData, to new: DeclarationData)
    -> [ChangeWarning]
  {
    let report = batch.disagreements(from: old, to: new)
    guard !report.isEmpty else { return [] }
    let oldPaths = old.itemPaths
    let newPaths = new.itemPaths
    // Ids that left (or arrived) without a claim, by section, in order.
    let operations = batch.operations
    let landings = operations.reloads.compactMap { batch.mapping.path(for: $0) }
    var left = unclaimed(in: old, missingFrom: newPaths, claimed: Set(operations.deletes + operations.reloads))
    var arrived = unclaimed(in: new, missingFrom: oldPaths, claimed: Set(operations.inserts + landings))
    var explained = Set<Identifier>()
    var warnings: [ChangeWarning] = []
    for kept in report.keptDeletes {
      let partner = left[kept.path.section]?.popFirst()
      if let partner { explained.insert(partner.id) }
      explained.insert(kept.id)
      warnings.append(.deleteKeepsID(kept, left: partner))
    }
    for present in report.presentInserts {
      let partner = arrived[present.path.section]?.popFirst()
      if let partner { explained.insert(partner.id) }
      explained.insert(present.id)
      warnings.append(.insertRepeatsID(present, arrived: partner))
    }
    for stale in report.staleRows where !explained.contains(stale.shown) && !explained.contains(stale.data) {
      guard let oldPath = oldPaths[stale.shown] else { continue }
      warnings.append(.staleRow(stale, oldPath: oldPath))
    }
    warnings += report.relabeled.map(ChangeWarning.relabeled)
    // Sections first: a renamed section explains the rows of the batch that follow.
    warnings.insert(contentsOf: report.renamedSections.map(ChangeWarning.renamedSection), at: 0)
    guard warnings.count > wordedDisagreements else { return warnings }
    return warnings.prefix(wordedDisagreements) + [.moreDisagreements(warnings.count - wordedDisagreements)]
  }

  /// The items of `snapshot` whose ids `other` lacks, by section, leaving out the `claimed` paths.
  private static func unclaimed(
    in snapshot: DeclarationData, missingFrom other: [Identifier: ItemPath], claimed: Set<ItemPath>
  ) -> [Int: ArraySlice<Placed>] {
    var found: [Int: ArraySlice<Placed>] = [:]
    for (section, content) in snapshot.sections.enumerated() {
      for (item, element) in content.items.enumerated() where other[element.id] == nil {
        let path = ItemPath(section, item)
        if !claimed.contains(path) { found[section, default: []].append(Placed(id: element.id, path: path)) }
      }
    }
    return found
  }
}
