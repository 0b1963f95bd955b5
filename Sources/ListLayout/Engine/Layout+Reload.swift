public import ListDeclaration
import ListDiff

extension Layout {
  /// Reloads the cell with `cell.id`: its declaration is replaced and it is measured again in
  /// place, as a reload (or a reconfigure: the layout is the same, only how it animates differs)
  /// followed by a self-sizing pass does in UIKit: the cell's row (or grid line)
  /// takes the new height, the content size changes by the difference, and when the cell starts
  /// above the viewport's top the content offset moves by the same amount, so that what is on
  /// screen does not jump.
  ///
  /// With estimated heights, a cell that has not been displayed yet keeps its estimate and is
  /// measured when it appears. The cell's re-measure count starts again (it is new content).
  ///
  /// Built-in styles only: a custom style's frames come from its plugin, and a compositional
  /// list's groups are laid out whole, so such a list is laid out again with ``init(_:reusing:)``.
  ///
  /// - Returns: the invalidation the change caused, or nil when the height did not change or the
  ///   cell is waiting to be displayed.
  /// - Throws: ``DeclarationError`` when the cell has problems, its id is not in the list, or the
  ///   list has a custom style.
  /// - Complexity: O(log n) in the number of cells, plus measuring the cell's content (and, with
  ///   estimated heights, the cells the change brings into view).
  @discardableResult
  public mutating func reloadCell(_ cell: CellDeclaration) throws(DeclarationError) -> Invalidation? {
    var problems = cell.provenance.problems
    func visit(_ node: Node) {
      guard node.treeHasProblems else { return }
      problems += node.provenance.problems
      for child in node.children { visit(child) }
    }
    if let content = cell.customContent { visit(content) }  // built-in content has no problems
    let subject = "cell \(cell.id.quoted)"
    let why: String? =
      switch engine {
      case .rows: nil
      case .compositional: "a compositional list lays its groups out whole"
      case .plugin: "a \(options.style) list is laid out by its plugin"
      }
    if let why {
      problems.append(
        DeclarationProblem(
          site: cell.provenance.site, subject: subject, message: "\(why); lay the whole list out again"))
    }
    guard let flat = flatIndex(of: cell.id) else {
      problems.append(DeclarationProblem(site: cell.provenance.site, subject: subject, message: "is not in the list"))
      throw DeclarationError(subject: "cell", problems: problems)
    }
    if !problems.isEmpty { throw DeclarationError(subject: "cell", problems: problems) }

    let (section, item) = location(ofItem: flat)
    declaration.sections[section].cells[item] = cell
    cells[flat].measureCount = 0
    if options.estimatedHeight != nil, !cells[flat].measured {
      assertInvariants()
      return nil
    }
    let before = invalidations.count
    measure(item: flat, cells[flat])
    // A cell that shrank can bring others into view; they are measured as they appear.
    displayVisibleCells()
    assertInvariants()
    return invalidations.count > before ? invalidations[before] : nil
  }
}
