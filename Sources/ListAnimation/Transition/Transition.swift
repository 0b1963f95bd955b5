public import ListDiff
public import ListLayout

/// An animated change from one layout to another, sampled exactly at any time.
///
/// Every element (cells, headers, footers, separators, cards) gets a ``Track``: an element in
/// both layouts moves from its old frame to its new one along the curve; a deleted one keeps its
/// old frame and fades out; an inserted one sits at its new frame and fades in; a reloaded one is
/// marked `updating`. Corners switch at the end of the element's animation.
///
/// Choreographies:
/// - `uikit`: everything at once (UIKit runs a batch's row animations concurrently), default
///   0.3 s easeInOut.
/// - `android`: RecyclerView's DefaultItemAnimator: removals, then moves and changes together,
///   then additions, with its durations (see ``AndroidItemAnimatorTiming``).
/// - `staged`: the changeset's stages one after another, each from one intermediate layout to the
///   next, each `duration` long.
public struct Transition: Sendable {
  public enum Choreography: String, Sendable, CaseIterable {
    case uikit, android, staged
  }

  public var choreography: Choreography
  public var curve: TimingCurve
  /// Total length in seconds.
  public private(set) var duration: Double
  /// One segment per stage for `staged`; otherwise one.
  public private(set) var segments: [Segment]

  /// The tracks between two consecutive layouts, and when they play.
  public struct Segment: Sendable {
    public var start: Double
    public var duration: Double
    public var tracks: [Track]
    /// The phase each state plays in (steady elements have none).
    public var phases: [ElementState: Phase]

    public var end: Double { start + duration }
  }

  /// The default duration of UIKit's row animations, in seconds.
  public static let defaultDuration = 0.3

  /// A transition between two layouts.
  ///
  /// - Parameters:
  ///   - duration: seconds; nil for the curve's own (a spring's settling time) or 0.3 s.
  ///     Ignored by `android`, which uses `android`'s durations.
  /// - Complexity: O(n) in the number of elements.
  public init(
    from old: Layout, to new: Layout, correspondence: Correspondence, choreography: Choreography = .uikit,
    curve: TimingCurve = .easeInOut, duration: Double? = nil,
    android: AndroidItemAnimatorTiming = AndroidItemAnimatorTiming()
  ) {
    self.choreography = choreography
    self.curve = curve
    let tracks = Transition.tracks(from: old, to: new, correspondence: correspondence)
    let length = duration ?? curve.intrinsicDuration ?? Transition.defaultDuration
    var segment = Segment(start: 0, duration: length, tracks: tracks, phases: [:])
    switch choreography {
    case .uikit, .staged:
      let phase = Phase(start: 0, duration: length, curve: curve)
      segment.phases = [.deleting: phase, .inserting: phase, .moving: phase, .updating: phase]
    case .android:
      var kinds: AndroidItemAnimatorTiming.Kinds = []
      for track in tracks {
        switch track.state {
        case .deleting: kinds.insert(.removals)
        case .inserting: kinds.insert(.additions)
        case .moving: kinds.insert(.moves)
        case .updating: kinds.insert(.changes)
        case .steady: break
        }
      }
      let schedule = android.schedule(for: kinds, curve: curve)
      segment.duration = schedule.totalDuration
      segment.phases = [:]
      if let phase = schedule.removals { segment.phases[.deleting] = phase }
      if let phase = schedule.additions { segment.phases[.inserting] = phase }
      if let phase = schedule.moves { segment.phases[.moving] = phase }
      // A change that also moves follows the moves' phase; both run together after removals.
      if let phase = schedule.changes ?? schedule.moves { segment.phases[.updating] = phase }
    }
    segments = [segment]
    self.duration = segment.duration
  }

  /// The `staged` choreography: one segment per consecutive pair of layouts, each `stageDuration`
  /// long (nil: the curve's own, or 0.3 s).
  ///
  /// - Parameter layouts: the old layout, each stage's intermediate layout, and the new layout.
  /// - Complexity: O(n × stages).
  public init(
    stages layouts: [Layout], correspondences: [Correspondence], curve: TimingCurve = .easeInOut,
    stageDuration: Double? = nil
  ) {
    choreography = .staged
    self.curve = curve
    let length = stageDuration ?? curve.intrinsicDuration ?? Transition.defaultDuration
    var segments: [Segment] = []
    for index in 0..<max(0, layouts.count - 1) {
      let tracks = Transition.tracks(
        from: layouts[index], to: layouts[index + 1], correspondence: correspondences[index])
      let phase = Phase(start: Double(index) * length, duration: length, curve: curve)
      segments.append(
        Segment(
          start: Double(index) * length, duration: length, tracks: tracks,
          phases: [.deleting: phase, .inserting: phase, .moving: phase, .updating: phase]))
    }
    if segments.isEmpty, let only = layouts.first {
      segments = [
        Segment(
          start: 0, duration: 0,
          tracks: Transition.tracks(
            from: only, to: only,
            correspondence: .unchanged(itemCounts: only.declaration.sections.map(\.cells.count))),
          phases: [:])
      ]
    }
    self.segments = segments
    duration = segments.last.map(\.end) ?? 0
  }

  /// Every element at `time` seconds (clamped to the transition), in document order.
  ///
  /// Exact: computed from the curve at that time, never by accumulating steps.
  /// - Throws: what a `.custom` curve's function throws (a plugin curve's error).
  /// - Complexity: O(n).
  public func at(_ time: Double) throws -> [ElementSnapshot] {
    let time = time.isNaN ? 0 : min(max(time, 0), duration)
    let segment = segments.last { $0.start <= time } ?? segments[0]
    // One curve evaluation per phase, shared by its elements (a spring's value is not cheap), in a
    // table indexed by state: a dictionary lookup per element cost more than the element.
    var progress = [Double](repeating: 1, count: ElementState.allCases.count)
    for (state, phase) in segment.phases where state != .steady {
      progress[state.index] = try time >= segment.end ? phase.curve.value(at: 1) : phase.value(atTime: time)
    }
    return progress.withUnsafeBufferPointer { progress in
      var snapshots: [ElementSnapshot] = []
      snapshots.reserveCapacity(segment.tracks.count)
      segment.tracks.withUnsafeBufferPointer { tracks in
        for index in tracks.indices {
          snapshots.append(tracks[index].snapshot(progress: progress[tracks[index].state.index], time: time))
        }
      }
      return snapshots
    }
  }

  /// `n + 1` samples at evenly spaced times from 0 to the duration (`duration × i / n`).
  ///
  /// - Throws: what a `.custom` curve's function throws.
  /// - Complexity: O(n × elements).
  public func steps(_ count: Int) throws -> [(time: Double, elements: [ElementSnapshot])] {
    try sampleTimes(count: max(1, count), duration: duration).map { ($0, try at($0)) }
  }

  /// Whether nothing moves, appears, disappears or changes.
  public var isEmpty: Bool {
    segments.allSatisfy { $0.tracks.allSatisfy { $0.state == .steady } }
  }
}

extension Transition {
  /// Tracks for every element of `old` and `new`.
  ///
  /// - Complexity: O(n).
  static func tracks(from old: Layout, to new: Layout, correspondence: Correspondence) -> [Track] {
    let oldElements = old.elements()
    let newElements = new.elements()
    let oldIndex = ElementIndex(oldElements, itemCounts: old.declaration.sections.map(\.cells.count))
    var used = [Bool](repeating: false, count: oldElements.count)
    var successorOrder = [Double?](repeating: nil, count: oldElements.count)
    var tracks: [Track] = []
    tracks.reserveCapacity(newElements.count)

    for (order, element) in newElements.enumerated() {
      // A cell continues the cell at its source path, its card and separator follow it; headers
      // and footers follow their section.
      let source: Int?
      let updated: Bool
      switch element.kind {
      case .header, .footer:
        source = correspondence.source(ofSection: element.section).flatMap {
          oldIndex.supplementary(element.kind, of: $0)
        }
        updated = correspondence.isSectionReloaded(element.section)
      case .cell, .separator, .card:
        let path = ItemPath(element.section, element.item!)
        source = correspondence.source(ofItem: path).flatMap { oldIndex.item(element.kind, at: $0) }
        updated = element.kind == .cell && correspondence.isItemReloaded(path)
      }
      if let index = source, !used[index] {
        used[index] = true
        successorOrder[index] = Double(order)
        let previous = oldElements[index]
        let state: ElementState =
          updated
          ? .updating
          : (previous.frame != element.frame || previous.corners != element.corners || previous.alpha != element.alpha)
            ? .moving : .steady
        tracks.append(
          Track(
            kind: element.kind, id: element.id, state: state, from: previous.frame, to: element.frame,
            fromAlpha: previous.alpha, toAlpha: element.alpha, fromCorners: previous.corners,
            toCorners: element.corners,
            order: Double(order)))
      } else {
        tracks.append(
          Track(
            kind: element.kind, id: element.id, state: .inserting, from: element.frame, to: element.frame,
            fromAlpha: 0, toAlpha: element.alpha, fromCorners: element.corners, toCorners: element.corners,
            order: Double(order)))
      }
    }
    // Deleted elements: listed right after the surviving element that preceded them.
    var anchor = -0.5
    for (index, element) in oldElements.enumerated() {
      if let order = successorOrder[index] {
        anchor = order
        continue
      }
      anchor += 1e-6
      tracks.append(
        Track(
          kind: element.kind, id: element.id, state: .deleting, from: element.frame, to: element.frame,
          fromAlpha: element.alpha, toAlpha: 0, fromCorners: element.corners, toCorners: element.corners, order: anchor)
      )
    }
    tracks.sort { $0.order < $1.order }
    return tracks
  }
}
