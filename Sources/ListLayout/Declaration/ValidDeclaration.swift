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
