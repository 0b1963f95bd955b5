import ListDeclaration

extension CompositionalGeometry {
  /// The offsets an orthogonal row comes to rest at with its behaviour: each group's leading
  /// edge at the section's leading inset (the group boundaries), each group centred in the
  /// container (`groupPagingCentered`), or every multiple of the container's length across
  /// (`paging`). `width` is the container's length across the scroll axis: the list's width, or
  /// its height in a list that scrolls horizontally (where rows scroll down); so in every
  /// function here.
  func restingOffsets(section index: Int, across width: Double) -> [Double] {
    let section = sections[index]
    let groups = self.groups[section.firstGroup..<(section.firstGroup + section.groupCount)]
    let leading = axis.other.before(section.resolved.insets)
    switch section.resolved.section.orthogonalScrolling {
    case .groupPagingCentered:
      return groups.map { $0.across + $0.size.length(axis.other) / 2 - width / 2 }
    case .paging:
      let pages = max(1, Int((rowRange(section: index, across: width).upperBound / max(width, 1)).rounded(.up)) + 1)
      return (0..<pages).map { Double($0) * width }
    default:
      return groups.map { $0.across - leading }
    }
  }

  /// How far a row scrolls: from 0 to its length less the container's; a `groupPagingCentered`
  /// row from its first group centred to its last group centred.
  func rowRange(section index: Int, across width: Double) -> ClosedRange<Double> {
    let section = sections[index]
    guard section.groupCount > 0 else { return 0...0 }
    if section.resolved.section.orthogonalScrolling == .groupPagingCentered {
      let first = groups[section.firstGroup]
      let last = groups[section.firstGroup + section.groupCount - 1]
      let low = first.across + first.size.length(axis.other) / 2 - width / 2
      return low...max(low, last.across + last.size.length(axis.other) / 2 - width / 2)
    }
    return 0...max(0, section.rowLength - width)
  }

  /// `offset` moved into the row's range.
  func clampedRowOffset(_ offset: Double, section index: Int, across width: Double) -> Double {
    let range = rowRange(section: index, across: width)
    return min(max(offset, range.lowerBound), range.upperBound)
  }

  /// Where a row starts: at 0, or with its first group centred (`groupPagingCentered`).
  func restingRowOffset(section index: Int, across width: Double) -> Double {
    rowRange(section: index, across: width).lowerBound
  }

  /// Where a drag of the row released at `proposed` without velocity comes to rest:
  /// `continuous` where it was released; `continuousGroupLeadingBoundary` at the nearest group
  /// boundary; `paging`, `groupPaging` and `groupPagingCentered` at the nearest page, group
  /// boundary or centred group — but at most one page or group from where the drag started (a
  /// paging scroll view moves one page per gesture). The nearest is taken first, then kept inside
  /// the row's range.
  func target(for proposed: Double, section index: Int, across width: Double) -> Double {
    guard let stop = stop(for: proposed, section: index, across: width) else {
      return clampedRowOffset(proposed, section: index, across: width)
    }
    return stopOffset(stop, section: index, across: width)
  }

  /// The resting offset (see ``restingOffsets(section:width:)``) a drag released at `proposed`
  /// comes to rest at, by index; nil for `continuous` (and a row without stops).
  ///
  /// The nearest stop is chosen among the stops as the behaviour places them, and only then kept
  /// inside the row (by ``stopOffset(_:section:across:)``): in a row that scrolls to 99 with
  /// groups at 0, 166.5 and 333, a drag released at 50 is 50 from the stop at 0 and 116.5 from
  /// the next, so it rests at 0 — clamping first would make the later stops 99, 49 away. (A
  /// paging scroll view picks its page by the page's own width, `UIScrollView.isPagingEnabled`.)
  /// Where the drag started is the stop the row rests at now, counted among the clamped stops:
  /// a row resting at its end is one stop from the one before, whatever lies past the end.
  func stop(for proposed: Double, section index: Int, across width: Double) -> Int? {
    let behavior = sections[index].resolved.section.orthogonalScrolling
    let current = sections[index].orthogonalOffset
    guard behavior != .continuous, behavior != .none else { return nil }
    let stops = restingOffsets(section: index, across: width)
    guard !stops.isEmpty else { return nil }
    func nearest(_ value: Double, in offsets: [Double]) -> Int {
      offsets.indices.min { abs(offsets[$0] - value) < abs(offsets[$1] - value) }!
    }
    var chosen = nearest(proposed, in: stops)
    if behavior != .continuousGroupLeadingBoundary {
      let resting = stops.map { clampedRowOffset($0, section: index, across: width) }
      let start = nearest(current, in: resting)
      chosen = min(max(chosen, start - 1), start + 1)
    }
    return chosen
  }

  /// Resting offset `stop` of the row as it is now (its groups where their measured sizes put
  /// them), inside the row's range.
  func stopOffset(_ stop: Int, section index: Int, across width: Double) -> Double {
    let stops = restingOffsets(section: index, across: width)
    guard !stops.isEmpty else { return restingRowOffset(section: index, across: width) }
    return clampedRowOffset(stops[min(max(0, stop), stops.count - 1)], section: index, across: width)
  }
}
