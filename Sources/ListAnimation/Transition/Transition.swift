import ListDeclaration
public import ListDiff
public import ListLayout
import Synchronization

/// An animated change from one layout to another, sampled exactly at any time.
///
/// The elements that show before or after the change (cells, headers, footers, separators,
/// cards) each get a ``Track`` — UIKit animates only those; every other element just takes its new
/// frame. An element in both layouts moves from its old frame to its new one along the curve
/// (`moving` when the change moves it on purpose, `shifting` when others push it); a
/// deleted one keeps its old frame and fades out; an inserted one sits at its new frame and fades
/// in; a reloaded one is marked `updating`. Corners switch once, when the element's animation
/// ends. ``at(_:all:)`` with `all` samples every element of the list instead.
///
/// Choreographies:
/// - `uikit`: everything at once (UIKit runs a batch's row animations concurrently), default
///   0.3 s easeInOut.
/// - `android`: RecyclerView's DefaultItemAnimator: removals, then moves and changes together,
///   then additions, with its durations (see ``AndroidItemAnimatorTiming``); a phase plays only
///   when an element that shows has work in it.
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

  /// The change between two consecutive layouts, and when it plays.
  public struct Segment: Sendable {
    public var start: Double
    public var duration: Double
    /// The tracks of the elements that show before or after.
    public var tracks: [Track]
    /// The phase each state plays in (steady elements have none).
    public var phases: [ElementState: Phase]
    /// The layouts and pairs the tracks come from (to track every element on demand).
    let builder: TrackBuilder
    /// Every element's track, built on the first sample that asks for all of them.
    let everyTrack = EveryTrack()

    public var end: Double { start + duration }
    public var old: Layout { builder.old }
    public var new: Layout { builder.new }
    /// Which old element each new element continues.
    public var correspondence: Correspondence { builder.correspondence }
  }

  /// The default duration of UIKit's row animations, in seconds.
  public static let defaultDuration = 0.3

  /// A transition between two layouts.
  ///
  /// - Parameters:
  ///   - duration: seconds; nil for the curve's own (a spring's settling time) or 0.3 s.
  ///     Ignored by `android`, which uses `android`'s durations.
  ///   - moves: what the change moves on purpose (elements whose frames change otherwise are
  ///     `shifting`); nil when unknown: they are all `moving`.
  /// - Complexity: O((k + c) log n) for k elements that show before or after and c changes.
  public init(
    from old: Layout, to new: Layout, correspondence: Correspondence, choreography: Choreography = .uikit,
    curve: TimingCurve = .easeInOut, duration: Double? = nil,
    android: AndroidItemAnimatorTiming = AndroidItemAnimatorTiming(), moves: DeclaredMoves? = nil
  ) {
    self.choreography = choreography
    self.curve = curve
    let builder = TrackBuilder(old: old, new: new, correspondence: correspondence, moves: moves)
    let tracks = builder.tracks(all: false)
    let length = duration ?? curve.intrinsicDuration ?? Transition.defaultDuration
    var segment = Segment(start: 0, duration: length, tracks: tracks, phases: [:], builder: builder)
    switch choreography {
    case .uikit, .staged:
      let phase = Phase(start: 0, duration: length, curve: curve)
      segment.phases = [.deleting: phase, .inserting: phase, .moving: phase, .shifting: phase, .updating: phase]
    case .android:
      var kinds: AndroidItemAnimatorTiming.Kinds = []
      for track in tracks {
        switch track.state {
        case .deleting: kinds.insert(.removals)
        case .inserting: kinds.insert(.additions)
        case .moving, .shifting: kinds.insert(.moves)
        case .updating: kinds.insert(.changes)
        case .steady: break
        }
      }
      let schedule = android.schedule(for: kinds, curve: curve)
      segment.duration = schedule.totalDuration
      if let phase = schedule.removals { segment.phases[.deleting] = phase }
      if let phase = schedule.additions { segment.phases[.inserting] = phase }
      // RecyclerView animates a view that only shifts as a move (DefaultItemAnimator.animateMove).
      if let phase = schedule.moves {
        segment.phases[.moving] = phase
        segment.phases[.shifting] = phase
      }
      // A change that also moves follows the moves' phase; both run together after removals.
      if let phase = schedule.changes ?? schedule.moves { segment.phases[.updating] = phase }
      // RecyclerView schedules from the views on screen; an element off screen in a state none of
      // them has (sampled with `all`) moves over the whole transition.
      let whole = Phase(start: 0, duration: segment.duration, curve: curve)
      for state in [ElementState.deleting, .inserting, .moving, .shifting, .updating] where segment.phases[state] == nil
      {
        segment.phases[state] = whole
      }
    }
    segments = [segment]
    self.duration = segment.duration
  }

  /// The `staged` choreography: one segment per consecutive pair of layouts, each `stageDuration`
  /// long (nil: the curve's own, or 0.3 s).
  ///
  /// - Parameters:
  ///   - layouts: the old layout, each stage's intermediate layout, and the new layout.
  ///   - moves: what each stage moves on purpose (see ``init(from:to:correspondence:choreography:curve:duration:android:moves:)``).
  /// - Complexity: O((k + c) log n × stages).
  public init(
    stages layouts: [Layout], correspondences: [Correspondence], curve: TimingCurve = .easeInOut,
    stageDuration: Double? = nil, moves: [DeclaredMoves]? = nil
  ) {
    choreography = .staged
    self.curve = curve
    let length = stageDuration ?? curve.intrinsicDuration ?? Transition.defaultDuration
    var segments: [Segment] = []
    for index in 0..<max(0, layouts.count - 1) {
      let builder = TrackBuilder(
        old: layouts[index], new: layouts[index + 1], correspondence: correspondences[index],
        moves: moves.map { $0.indices.contains(index) ? $0[index] : DeclaredMoves() })
      let phase = Phase(start: Double(index) * length, duration: length, curve: curve)
      segments.append(
        Segment(
          start: Double(index) * length, duration: length, tracks: builder.tracks(all: false),
          phases: [.deleting: phase, .inserting: phase, .moving: phase, .shifting: phase, .updating: phase],
          builder: builder))
    }
    if segments.isEmpty, let only = layouts.first {
      let builder = TrackBuilder(
        old: only, new: only, correspondence: .unchanged(itemCounts: only.declaration.sections.map(\.cells.count)))
      segments = [Segment(start: 0, duration: 0, tracks: builder.tracks(all: false), phases: [:], builder: builder)]
    }
    self.segments = segments
    duration = segments.last.map(\.end) ?? 0
  }

  /// The elements that show before or after the change (with `all`, every element of the list) at
  /// `time` seconds (clamped to the transition), in document order.
  ///
  /// Exact: computed from the curve at that time, never by accumulating steps.
  /// - Throws: what a `.custom` curve's function throws (a plugin curve's error).
  /// - Complexity: O(k) for k tracks; with `all`, O(n), after an O(n log n) build of every
  ///   element's tracks on the first such sample of a stage.
  public func at(_ time: Double, all: Bool = false) throws -> [ElementSample] {
    let time = time.isNaN ? 0 : min(max(time, 0), duration)
    let segment = segments.last { $0.start <= time } ?? segments[0]
    // One curve evaluation per phase, shared by its elements (a spring's value is not cheap), in a
    // table indexed by state.
    var progress = [Double](repeating: 1, count: ElementState.allCases.count)
    var landed = [Bool](repeating: time >= segment.end, count: ElementState.allCases.count)
    for (state, phase) in segment.phases where state != .steady {
      progress[state.index] = try time >= segment.end ? phase.curve.value(at: 1) : phase.value(atTime: time)
      landed[state.index] = time >= phase.end
    }
    let tracks = all ? segment.everyTrack.value { segment.builder.tracks(all: true) } : segment.tracks
    return tracks.map { $0.sample(progress: progress[$0.state.index], landed: landed[$0.state.index]) }
  }

  /// Holds a segment's tracks of every element once built: samples of a long list with `all`
  /// share one O(n log n) build.
  final class EveryTrack: Sendable {
    private let tracks = Mutex<[Track]?>(nil)

    func value(_ build: () -> [Track]) -> [Track] {
      if let built = tracks.withLock({ $0 }) { return built }
      let built = build()
      tracks.withLock { $0 = built }
      return built
    }
  }

  /// `n + 1` samples at evenly spaced times from 0 to the duration (`duration × i / n`).
  ///
  /// - Throws: what a `.custom` curve's function throws.
  /// - Complexity: O(n × tracks).
  public func steps(_ count: Int, all: Bool = false) throws -> [(time: Double, elements: [ElementSample])] {
    try sampleTimes(count: max(1, count), duration: duration).map { ($0, try at($0, all: all)) }
  }

  /// Whether nothing that shows moves, appears, disappears, changes or changes its corners.
  public var isEmpty: Bool {
    segments.allSatisfy { $0.tracks.allSatisfy { $0.state == .steady && $0.fromCorners == $0.toCorners } }
  }
}
