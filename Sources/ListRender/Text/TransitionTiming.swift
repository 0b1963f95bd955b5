import ListAnimation
import ListDeclaration

/// How a transition's stages are timed, as `print(t)` says it under its title and the page's
/// player steps through it:
///
///     timing: one animation block, 0–0.3 s: the stages are applied in order and animate together
///     timing: one stage after another: stage 1 0–0.2 s, stage 2 0.2–0.4 s
///     timing: one phase after another: removals 0–0.12 s, moves and changes 0.12–0.37 s, additions 0.37–0.49 s
///
/// (`uikit` is what UIKit does: the stages are `performBatchUpdates` calls made back to back, each
/// applying its changes in UIKit's order — deletes and reloads at the old index paths before
/// inserts and moves at the new ones — and UIKit animates them all in one animation block: every
/// sample moves, fades and crossfades every element at once. Apple's documentation of
/// `performBatchUpdates(_:completion:)`: "Deletes are processed before inserts in batch
/// operations.")
enum TransitionTiming {
  /// A stretch of the transition and what plays in it.
  struct Window: Equatable {
    var name: String
    var start: Double
    var end: Double
  }

  /// How `uikit` plays its stages, on the page's player and at the start of `print(t)`'s line.
  static let allAtOnce = "one animation block"

  /// What `print(t)` adds after a `uikit` transition's window: that the stages are not played one
  /// after another (the README and docs/changing.md say it in the same words).
  static let allAtOnceDetail = "the stages are applied in order and animate together"

  /// What an `android` phase is called for the elements of each state: RecyclerView's
  /// DefaultItemAnimator runs removals, then moves and changes, then additions (a shifting
  /// element is one of its moves).
  static func phaseName(_ state: ElementState) -> String? {
    switch state {
    case .deleting: "removals"
    case .moving, .shifting: "moves"
    case .updating: "changes"
    case .inserting: "additions"
    case .steady: nil
    }
  }

  /// The `android` phases that have elements, in the order they start, each once.
  ///
  /// - Complexity: O(tracks).
  static func phases(of transition: Transition) -> [Window] {
    var windows: [Window] = []
    for segment in transition.segments {
      let present = Set(segment.tracks.map(\.state))
      for state in [ElementState.deleting, .moving, .shifting, .updating, .inserting] where present.contains(state) {
        guard let phase = segment.phases[state], let name = phaseName(state) else { continue }
        let window = Window(name: name, start: phase.start, end: phase.end)
        if !windows.contains(window) { windows.append(window) }
      }
    }
    return windows.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
  }

  /// The line under `print(t)`'s title; nil for a transition that does not animate.
  ///
  /// - Complexity: O(tracks).
  static func line(of transition: Transition) -> String? {
    guard transition.duration > 0 else { return nil }
    func window(_ start: Double, _ end: Double) -> String { "\(formatPoints(start))–\(formatPoints(end)) s" }
    switch transition.choreography {
    case .uikit:
      return "timing: \(allAtOnce), " + window(0, transition.duration) + ": " + allAtOnceDetail
    case .staged:
      let stages = transition.segments.enumerated().map {
        "stage \($0.offset + 1) \(window($0.element.start, $0.element.end))"
      }
      return "timing: one stage after another: " + stages.joined(separator: ", ")
    case .android:
      // Phases that share their window (moves and changes) are named together.
      var merged: [(names: [String], start: Double, end: Double)] = []
      for phase in phases(of: transition) {
        if let last = merged.last, last.start == phase.start, last.end == phase.end {
          if !last.names.contains(phase.name) { merged[merged.count - 1].names.append(phase.name) }
        } else {
          merged.append(([phase.name], phase.start, phase.end))
        }
      }
      guard !merged.isEmpty else { return nil }
      return "timing: one phase after another: "
        + merged.map { "\($0.names.joined(separator: " and ")) \(window($0.start, $0.end))" }.joined(separator: ", ")
    }
  }
}
