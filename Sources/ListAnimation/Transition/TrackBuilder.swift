import ListDeclaration
import ListDiff
import ListLayout

/// The tracks of one transition segment: each element that shows before or after the change
/// (UIKit animates only those; every other element just takes its new frame), or every element.
///
/// A new element continues the old element its correspondence names (a cell the cell at its
/// source path; its card and separator follow it; headers and footers follow their section). An
/// old element that shows before the change and continues off screen moves there; one that no new
/// element continues is deleted, and is listed right after the old element that preceded it.
struct TrackBuilder {
  let old: Layout
  let new: Layout
  let correspondence: Correspondence
  /// What the change moves on purpose; an element in neither set whose frame changes is
  /// `shifting`. Nil when unknown: every element whose frame changes is `moving`.
  var moves: DeclaredMoves? = nil

  /// An element's place in its layout, for telling old elements apart.
  struct Place: Hashable {
    var kind: Element.Kind
    var section: Int
    var item: Int?
    var elementKind: String?

    init(_ element: Element) {
      kind = element.kind
      section = element.section
      item = element.item
      elementKind = element.elementKind
    }
  }

  /// - Parameter all: every element of both layouts, not only those that show.
  /// - Complexity: O((k + c) log n) for k elements that show and c changes; O(n log n) for `all`.
  func tracks(all: Bool) -> [Track] {
    let newElements = all ? new.elements() : new.visibleElements()
    let oldElements = all ? old.elements() : old.visibleElements()
    var used = Set<Place>()
    var tracks: [Track] = []
    tracks.reserveCapacity(newElements.count + oldElements.count / 4)
    for element in newElements {
      if let source = self.source(of: element), used.insert(Place(source)).inserted {
        tracks.append(track(from: source, to: element))
      } else if let travelling = gainedSeparator(element) {
        tracks.append(travelling)
      } else {
        tracks.append(
          Track(
            kind: element.kind, id: element.id, elementKind: element.elementKind, owner: element.owner,
            state: .inserting,
            from: element.frame, to: element.frame,
            fromAlpha: 0, toAlpha: element.alpha, fromCorners: element.corners, toCorners: element.corners,
            order: TrackOrder(element)))
      }
    }
    for element in oldElements where !used.contains(Place(element)) {
      if let destination = destination(of: element) {
        used.insert(Place(element))
        tracks.append(track(from: element, to: destination))
      } else if let travelling = lostSeparator(element) {
        tracks.append(travelling)
      } else {
        tracks.append(
          Track(
            kind: element.kind, id: element.id, elementKind: element.elementKind, owner: element.owner,
            state: .deleting, from: element.frame,
            to: element.frame,
            fromAlpha: element.alpha, toAlpha: 0, fromCorners: element.corners, toCorners: element.corners,
            order: deletedOrder(of: element)))
      }
    }
    tracks.sort { $0.order < $1.order }
    return tracks
  }

  /// The track of an element present before and after.
  private func track(from previous: Element, to element: Element) -> Track {
    let reloaded: Bool
    if element.section < 0 {
      reloaded = false  // a compositional list's own boundary items belong to no section
    } else if let item = element.item {
      reloaded = correspondence.isItemReloaded(ItemPath(element.section, item))
    } else {
      reloaded = correspondence.isSectionReloaded(element.section)
    }
    // A cell that is not reloaded keeps showing its old content (a batch may pair it with a row
    // whose data is another id); its card and separator go with it.
    let shown = reloaded ? element.id : previous.id
    let state: ElementState
    if reloaded, element.kind == .cell || element.kind == .header || element.kind == .footer {
      state = .updating
    } else if previous.frame != element.frame || previous.alpha != element.alpha {
      state = isMovedOnPurpose(element) ? .moving : .shifting
    } else {
      state = .steady
    }
    return Track(
      kind: element.kind, id: shown, elementKind: element.elementKind, owner: element.owner,
      dataID: shown == element.id ? nil : element.id,
      state: state,
      from: previous.frame, to: element.frame, fromAlpha: previous.alpha, toAlpha: element.alpha,
      fromCorners: previous.corners, toCorners: element.corners, order: TrackOrder(element))
  }

  /// Whether the change moves `element` on purpose (see ``moves``): its section is moved, or the
  /// item it belongs to (a cell, its card, separator and attached views).
  ///
  /// - Complexity: O(1) expected.
  func isMovedOnPurpose(_ element: Element) -> Bool {
    guard let moves else { return true }
    let sections = new.declaration.sections
    guard sections.indices.contains(element.section) else { return false }
    if moves.sections.contains(sections[element.section].id) { return true }
    guard let item = element.item, sections[element.section].cells.indices.contains(item) else { return false }
    return moves.items.contains(sections[element.section].cells[item].id)
  }

  /// The old element a new element continues, if any.
  ///
  /// An item continues its old self only when its old section survives: the changeset deletes
  /// the items of a deleted section with it and inserts the item anew where it lands (with its
  /// section when that section is inserted), so the animation fades the old one out and the new
  /// one in — it never slides from a section that is deleted (see `StagePlan`'s decisions in
  /// Sources/ListDiff/Diff/StagePlan.swift; UIKit cannot move a row out of a deleted section).
  func source(of element: Element) -> Element? {
    let kind = element.elementKind
    if element.section < 0 { return old.element(element.kind, section: -1, item: nil, elementKind: kind) }
    guard let item = element.item else {
      guard let section = correspondence.source(ofSection: element.section) else { return nil }
      return old.element(element.kind, section: section, item: nil, elementKind: kind)
    }
    guard let path = correspondence.source(ofItem: ItemPath(element.section, item)),
      correspondence.destination(ofSection: path.section) != nil
    else { return nil }
    return old.element(element.kind, section: path.section, item: path.item, elementKind: kind)
  }

  /// The new element that continues an old element, if any.
  func destination(of element: Element) -> Element? {
    let found: Element?
    let kind = element.elementKind
    if element.section < 0 {
      found = new.element(element.kind, section: -1, item: nil, elementKind: kind)
    } else if let item = element.item {
      // An item of a deleted section leaves with it (see `source(of:)`).
      guard correspondence.destination(ofSection: element.section) != nil,
        let path = correspondence.destination(ofItem: ItemPath(element.section, item))
      else { return nil }
      found = new.element(element.kind, section: path.section, item: path.item, elementKind: kind)
    } else {
      guard let section = correspondence.destination(ofSection: element.section) else { return nil }
      found = new.element(element.kind, section: section, item: nil, elementKind: kind)
    }
    // Only when that element continues this one (a reloaded section takes over its index).
    guard let found, let back = source(of: found), Place(back) == Place(element) else { return nil }
    return found
  }

  /// A deleted element's order: right after the nearest old element before it that continues in
  /// the new layout, after the deleted ones between them.
  ///
  /// - Complexity: O(d log n), d the deleted elements walked back over.
  private func deletedOrder(of element: Element) -> TrackOrder {
    var steps = 1
    var previous = old.element(before: element)
    while let candidate = previous {
      if let destination = destination(of: candidate) {
        var order = TrackOrder(destination)
        order.deleted = steps
        return order
      }
      steps += 1
      previous = old.element(before: candidate)
    }
    var order = TrackOrder.start
    order.deleted = steps
    return order
  }
}

extension Layout {
  /// The element just before `element` in document order (see ``elements()``), if any.
  ///
  /// - Complexity: O(log n), plus O(1) per empty section passed.
  func element(before element: Element) -> Element? {
    guard element.section >= 0 else { return nil }
    switch element.kind {
    case .supplementary where element.item != nil:
      return self.element(.cell, section: element.section, item: element.item)
    case .supplementary, .decoration:
      return self.element(.header, section: element.section, item: nil) ?? lastElement(before: element.section)
    case .footer:
      return lastElement(ofSection: element.section, includingFooter: false)
    case .separator:
      return self.element(.card, section: element.section, item: element.item)
        ?? self.element(.cell, section: element.section, item: element.item)
    case .card:
      return self.element(.cell, section: element.section, item: element.item)
    case .cell where element.item! > 0:
      return lastElement(ofItem: element.item! - 1, section: element.section)
    case .cell:
      return self.element(.header, section: element.section, item: nil)
        ?? lastElement(before: element.section)
    case .header:
      return lastElement(before: element.section)
    }
  }

  private func lastElement(ofItem item: Int, section: Int) -> Element? {
    element(.separator, section: section, item: item) ?? element(.card, section: section, item: item)
      ?? element(.cell, section: section, item: item)
  }

  private func lastElement(ofSection section: Int, includingFooter: Bool) -> Element? {
    if includingFooter, let footer = element(.footer, section: section, item: nil) { return footer }
    let count = declaration.sections[section].cells.count
    if count > 0, let last = lastElement(ofItem: count - 1, section: section) { return last }
    return element(.header, section: section, item: nil) ?? lastElement(before: section)
  }

  /// The last element of the sections before `section`.
  private func lastElement(before section: Int) -> Element? {
    section > 0 ? lastElement(ofSection: section - 1, includingFooter: true) : nil
  }
}
