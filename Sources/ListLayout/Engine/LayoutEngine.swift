import ListCollections

/// The engine that lays a list out, one per family of lists, with the geometry it keeps beside
/// what every ``Layout`` has (the declaration, each cell's state and id, each section's horizontal
/// band, the content offset).
///
/// Each family answers the same questions — its elements, the cell at an index, the cells that
/// show, its content length, measuring what comes into view — in its own files:
/// `Layout+Frames.swift`, `Layout+Scrolling.swift` and `Layout+Visible.swift` for rows,
/// `Compositional/` for compositional lists, `Layout+Custom.swift` for plugins. ``Layout`` asks
/// the engine it has with one `switch` per question.
enum LayoutEngine: Sendable {
  /// The table styles (plain, grouped, insetGrouped, cards) and grids: rows of cells, with one
  /// slot per section top, table row or grid line, and section bottom, in whole pixels.
  case rows(HeightList)
  /// Compositional layouts: groups of items along spans of points (see
  /// ``CompositionalGeometry``).
  case compositional(CompositionalGeometry)
  /// A plugin's layout style (`layout(name, fn)`): the frames its function returned, checked and
  /// snapped to pixels.
  case plugin(CustomGeometry)
}

extension LayoutEngine {
  /// What the engine holds while its geometry is lent out to be changed: empty collections, so
  /// making it and dropping it again allocate nothing (a shared value would be copied in and out).
  static var vacant: LayoutEngine {
    .plugin(CustomGeometry(items: [], headers: Dictionary(), footers: Dictionary(), contentHeight: 0))
  }

  /// Changes the rows engine's geometry in place; nil (and nothing changes) when another engine
  /// lays the list out.
  ///
  /// The engine holds ``vacant`` while `body` runs, so the geometry stays uniquely referenced and
  /// is changed without being copied.
  @discardableResult
  mutating func changeRows<Result>(_ body: (inout HeightList) -> Result) -> Result? {
    guard case .rows(var rows) = self else { return nil }
    self = .vacant
    defer { self = .rows(rows) }
    return body(&rows)
  }

  /// Changes the compositional engine's geometry in place (see ``changeRows(_:)``); nil when
  /// another engine lays the list out.
  @discardableResult
  mutating func changeCompositional<Result>(_ body: (inout CompositionalGeometry) -> Result) -> Result? {
    guard case .compositional(var geometry) = self else { return nil }
    self = .vacant
    defer { self = .compositional(geometry) }
    return body(&geometry)
  }
}

extension Layout {
  /// Changes the rows engine's geometry in place (see ``LayoutEngine/changeRows(_:)``); nil when
  /// another engine lays the list out. `body` cannot read the layout.
  @discardableResult
  mutating func changeRows<Result>(_ body: (inout HeightList) -> Result) -> Result? {
    engine.changeRows(body)
  }

  /// Changes the compositional engine's geometry in place (see
  /// ``LayoutEngine/changeCompositional(_:)``); nil when another engine lays the list out.
  @discardableResult
  mutating func changeCompositional<Result>(_ body: (inout CompositionalGeometry) -> Result) -> Result? {
    engine.changeCompositional(body)
  }
}
