public import ListDeclaration
public import ListDiff
public import ListLayout

/// A layout function for a style that a plugin defines (a custom `UICollectionViewLayout`): it
/// receives a context to measure items and returns every frame.
public typealias CustomLayoutFunction = (CustomLayoutContext) throws -> CustomLayoutFrames

/// One list: its declaration, its layout and its scroll position, and every change made to it.
///
/// A value: copying a state copies the list. Each change validates the new data once, lays it out
/// (reusing the heights already measured, as UIKit keeps its cached sizes), works out the changeset
/// (a diff, or a programmer's batch checked as UIKit checks it), builds the transition, and returns
/// them as a ``ListChange``. A change either happens whole or throws a ``ChangeError`` and leaves
/// the state as it was.
///
/// ```swift
/// var list = try ListState(ListDeclaration(sections: [
///   SectionDeclaration(id: "fruits", cells: [CellDeclaration(id: "apple"), CellDeclaration(id: "banana")])
/// ]))
/// let change = try list.delete(["apple"])
/// change.changeset.stages.count     // 1: deletes
/// change.new.cellElement("banana")  // its new frame, at the top
/// ```
public struct ListState {
  public private(set) var layout: Layout
  /// Layout functions of plugin styles, by style name.
  private let customLayouts: (String) -> CustomLayoutFunction?
  /// The outline last applied to each section (``apply(_:toSection:cells:animation:)``); kept
  /// while the section's cells are its visible items.
  var outlines: [Identifier: SectionSnapshot] = [:]

  /// Lays out `declaration`.
  ///
  /// - Parameter customLayouts: the layout function of each style a plugin defines, by name.
  /// - Throws: ``DeclarationError`` (every problem of the declaration), or what a custom layout
  ///   function throws (``CustomLayoutError`` for unusable frames).
  /// - Complexity: O(n) in the number of cells.
  public init(_ declaration: ListDeclaration, customLayouts: @escaping (String) -> CustomLayoutFunction? = { _ in nil })
    throws
  {
    self.customLayouts = customLayouts
    layout = try Self.layout(ValidDeclaration(declaration), reusing: nil, customLayouts: customLayouts)
  }

  public var declaration: ListDeclaration { layout.declaration }
  public var sections: [SectionDeclaration] { layout.declaration.sections }

  /// Scrolls to `y` (see ``Layout/scroll(to:)``).
  @discardableResult
  public mutating func scroll(to y: Double) -> [Invalidation] { layout.scroll(to: y) }

  /// Scrolls the least distance that shows a cell whole (see ``Layout/scroll(toCell:)``).
  @discardableResult
  public mutating func scroll(toCell id: Identifier) -> [Invalidation]? { layout.scroll(toCell: id) }

  /// Scrolls the row of the orthogonal section `id` as a drag released at `x` would (see
  /// ``Layout/scrollSection(_:to:snapping:)``); returns where it comes to rest, or nil when the
  /// section does not scroll orthogonally.
  ///
  /// - Throws: ``UnknownID`` for a section the list lacks, naming the nearest one.
  /// - Complexity: O(g + k) for g groups in the row and k cells that show.
  public mutating func scrollSection(_ id: Identifier, to x: Double, snapping: Bool = true) throws(UnknownID) -> Double?
  {
    layout.scrollSection(try sectionIndex(id, for: .scrollSection), to: x, snapping: snapping)
  }

  // MARK: Laying out

  static func layout(
    _ valid: ValidDeclaration, reusing previous: Layout?, sources: Correspondence? = nil,
    customLayouts: (String) -> CustomLayoutFunction?
  ) throws -> Layout {
    if case .custom(let name) = valid.declaration.options.style, let function = customLayouts(name) {
      return try Layout(valid, customLayout: function)
    }
    return Layout(valid, reusing: previous, sources: sources)
  }

  /// Checks the data of a change.
  func validate(_ sections: [SectionDeclaration], for operation: ListChange.Operation) throws(ChangeError)
    -> ValidDeclaration
  {
    let declaration = ListDeclaration(
      options: layout.options, sections: sections, provenance: layout.declaration.provenance)
    do {
      return try ValidDeclaration(declaration, subject: "sections for \(operation)")
    } catch {
      throw ChangeError(.invalidDeclaration(error), in: operation)
    }
  }

  /// Lays out checked data, keeping the heights `previous` measured (`sources` says which old cell
  /// each new one continues, when a diff worked it out).
  func relayout(
    _ valid: ValidDeclaration, reusing previous: Layout, sources: Correspondence? = nil,
    for operation: ListChange.Operation
  ) throws(ChangeError) -> Layout {
    do {
      return try Self.layout(valid, reusing: previous, sources: sources, customLayouts: customLayouts)
    } catch {
      throw ChangeError(.layoutFailed(error), in: operation)
    }
  }

  /// Makes `change` the list's state and returns it.
  mutating func commit(_ change: ListChange) -> ListChange {
    layout = change.new
    return change
  }
}
