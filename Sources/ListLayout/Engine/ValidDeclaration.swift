import ListCollections
public import ListDeclaration
import ListDiff

/// A declaration that has been checked and can be laid out, with the index of its cell ids that
/// the check built: a layout made from it checks nothing again.
public struct ValidDeclaration: Sendable {
  public let declaration: ListDeclaration
  /// The cells with their ids indexed, built while looking for repeated ids.
  let cells: CellTable
  /// A compositional list: each section's layout, settled (its provider called); else empty.
  let compositionalSections: [ResolvedSection]

  /// Checks `declaration` as a whole (see ``ListDeclaration/problems``).
  ///
  /// - Parameter subject: what the error calls the declaration: `list`, `sections for apply`.
  /// - Throws: ``DeclarationError`` with every problem found.
  /// - Complexity: O(n) in the size of the declaration.
  public init(_ declaration: ListDeclaration, subject: String = "list") throws(DeclarationError) {
    let (checkedProblems, cells) = declaration.checked()
    var problems = checkedProblems
    var compositionalSections: [ResolvedSection] = []
    if declaration.options.style == .compositional {
      let resolved = declaration.resolvedCompositionalSections()
      compositionalSections = resolved.sections
      problems += resolved.problems
    }
    if !problems.isEmpty { throw DeclarationError(subject: subject, problems: problems) }
    self.declaration = declaration
    self.cells = cells
    self.compositionalSections = compositionalSections
  }
}

extension ListDeclaration {
  /// Every problem in the declaration: each part's own field problems, duplicate ids, and options
  /// that do not apply to the style. Empty when the list can be laid out.
  ///
  /// - Complexity: O(n) in the size of the declaration.
  public var problems: [DeclarationProblem] { checked().problems }

  /// Throws every problem at once, or returns when the declaration is valid.
  public func validate(subject: String = "list") throws(DeclarationError) {
    let problems = self.problems
    if !problems.isEmpty { throw DeclarationError(subject: subject, problems: problems) }
  }

  /// ``problems``, and the table of the cells with their ids indexed: the layout keeps it rather
  /// than hashing every id a second time. Repeated ids are found while the table is built.
  ///
  /// - Complexity: O(n) in the size of the declaration.
  func checked() -> (problems: [DeclarationProblem], cells: CellTable) {
    let starts = sectionStarts
    var hashes: [UInt64] = []
    hashes.reserveCapacity(starts[starts.count - 1])
    var states: [ItemState] = []
    states.reserveCapacity(starts[starts.count - 1])
    for section in sections {
      for cell in section.cells {
        let hash = CellTable.hash(cell.id)
        hashes.append(hash)
        states.append(ItemState(tag: ChunkIndex.tag(hash)))
      }
    }
    // Repeated ids, by the flat index of the repeat: the first occurrence.
    var repeats: [Int: Int] = [:]
    let cellTable = CellTable(
      states: states, hashes: hashes, idAt: { id(atFlat: $0, starts: starts) },
      duplicate: { first, second in repeats[second] = first })
    return (problems(repeats: repeats), cellTable)
  }
}
