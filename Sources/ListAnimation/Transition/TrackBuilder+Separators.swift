import ListDeclaration
import ListLayout

extension TrackBuilder {
  /// The track of a separator a cell gains while it moves (it stops being the last of its
  /// section): the separator belongs to the cell, as a `UITableViewCell`'s does, so it travels
  /// with it — from where it would sit under the cell's old frame to its new place — fading in as
  /// it goes, in the cell's own phase. Nil when the separator's cell is new or keeps its frame:
  /// the separator then fades in where it is (`inserting`).
  ///
  /// - Complexity: O(log n).
  func gainedSeparator(_ separator: Element) -> Track? {
    guard separator.kind == .separator, let item = separator.item,
      let cell = new.element(.cell, section: separator.section, item: item), let previous = source(of: cell),
      previous.kind == .cell, previous.frame != cell.frame
    else { return nil }
    return Track(
      kind: .separator, id: separator.id, owner: separator.owner, state: travellingState(of: cell),
      from: Self.separatorFrame(separator.frame, under: cell.frame, movedUnder: previous.frame), to: separator.frame,
      fromAlpha: 0, toAlpha: separator.alpha, fromCorners: separator.corners, toCorners: separator.corners,
      order: TrackOrder(separator))
  }

  /// The track of a separator a cell loses while it moves (it becomes the last of its section):
  /// it travels with the cell to where it would sit under the cell's new frame, fading out.
  /// Nil when the cell is deleted or keeps its frame: the separator then fades out where it is.
  ///
  /// - Complexity: O(log n).
  func lostSeparator(_ separator: Element) -> Track? {
    guard separator.kind == .separator, let item = separator.item,
      let cell = old.element(.cell, section: separator.section, item: item), let next = destination(of: cell),
      next.frame != cell.frame
    else { return nil }
    // Where a separator of the cell's new place would stand in the document order.
    var order = TrackOrder(next)
    order.place += 2
    return Track(
      kind: .separator, id: separator.id, owner: separator.owner, state: travellingState(of: next),
      from: separator.frame, to: Self.separatorFrame(separator.frame, under: cell.frame, movedUnder: next.frame),
      fromAlpha: separator.alpha, toAlpha: 0, fromCorners: separator.corners, toCorners: separator.corners,
      order: order)
  }

  /// A separator's state as it travels with its cell (`new` is the cell in the new layout): the
  /// cell's motion — `moving` when the change moves the cell on purpose, else `shifting`.
  private func travellingState(of cell: Element) -> ElementState {
    isMovedOnPurpose(cell) ? .moving : .shifting
  }

  /// `frame`, a separator at the bottom of a cell at `cell`, where it stands under the same cell
  /// at `other`: as far in from its leading edge, as far from its trailing edge, on its bottom.
  static func separatorFrame(_ frame: Rect, under cell: Rect, movedUnder other: Rect) -> Rect {
    Rect(
      x: frame.x + (other.x - cell.x), y: frame.y + (other.maxY - cell.maxY),
      width: max(0, frame.width + (other.width - cell.width)), height: frame.height)
  }
}
