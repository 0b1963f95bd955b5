/// The timeline of Android RecyclerView's `DefaultItemAnimator`: removals, then moves and changes
/// together, then additions.
///
/// Defaults are `RecyclerView.ItemAnimator`'s: remove 120 ms, add 120 ms, move 250 ms, change
/// 250 ms (AOSP `androidx/recyclerview/widget/RecyclerView.java`, `mRemoveDuration` …). The phase
/// rule is `DefaultItemAnimator.runPendingAnimations()` (AOSP
/// `androidx/recyclerview/widget/DefaultItemAnimator.java`):
/// - removals start at once;
/// - moves and changes start after the remove duration if there are removals, else at once;
/// - additions start after `remove + max(move, change)`, where each term counts only if that
///   kind of change exists (0 otherwise), and at once if there are no removals, moves or changes.
/// So with every kind present additions start at 120 + 250 = 370 ms; with only removals and
/// additions at 120 ms; with only moves and additions at 250 ms.
public struct AndroidItemAnimatorTiming: Sendable, Equatable {
  /// Which kinds of change a transition has.
  public struct Kinds: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let removals = Kinds(rawValue: 1 << 0)
    public static let moves = Kinds(rawValue: 1 << 1)
    public static let changes = Kinds(rawValue: 1 << 2)
    public static let additions = Kinds(rawValue: 1 << 3)
    public static let all: Kinds = [.removals, .moves, .changes, .additions]
  }

  /// Each kind's phase (`nil` when the transition has none of that kind) and the total duration.
  public struct Schedule: Sendable, Equatable {
    public var removals: Phase?
    public var moves: Phase?
    public var changes: Phase?
    public var additions: Phase?
    /// When the last phase ends; 0 when there is nothing to animate.
    public var totalDuration: Double

    /// The present phases, in the order they start.
    public var phases: [Phase] { [removals, moves, changes, additions].compactMap { $0 } }
  }

  /// Seconds (Android's API takes milliseconds).
  public var removeDuration: Double
  public var moveDuration: Double
  public var changeDuration: Double
  public var addDuration: Double

  /// - Precondition: every duration is finite and ≥ 0.
  public init(
    removeDuration: Double = 0.120, moveDuration: Double = 0.250,
    changeDuration: Double = 0.250, addDuration: Double = 0.120
  ) {
    precondition(
      [removeDuration, moveDuration, changeDuration, addDuration].allSatisfy {
        $0.isFinite && $0 >= 0
      }, "invalid DefaultItemAnimator duration")
    self.removeDuration = removeDuration
    self.moveDuration = moveDuration
    self.changeDuration = changeDuration
    self.addDuration = addDuration
  }

  /// The phases for a transition with the given kinds of change, each running along `curve`
  /// (Android's own is `TimingCurve.androidAccelerateDecelerate`).
  public func schedule(for kinds: Kinds, curve: TimingCurve) -> Schedule {
    let removalsTime = kinds.contains(.removals) ? removeDuration : 0
    let movesTime = kinds.contains(.moves) ? moveDuration : 0
    let changesTime = kinds.contains(.changes) ? changeDuration : 0
    // With nothing before them, the terms are all 0 and additions start at once.
    let additionsStart = removalsTime + max(movesTime, changesTime)

    func phase(_ kind: Kinds, start: Double, duration: Double) -> Phase? {
      kinds.contains(kind) ? Phase(start: start, duration: duration, curve: curve) : nil
    }
    let removals = phase(.removals, start: 0, duration: removeDuration)
    let moves = phase(.moves, start: removalsTime, duration: moveDuration)
    let changes = phase(.changes, start: removalsTime, duration: changeDuration)
    let additions = phase(.additions, start: additionsStart, duration: addDuration)
    let total = [removals, moves, changes, additions].compactMap { $0?.end }.max() ?? 0
    return Schedule(
      removals: removals, moves: moves, changes: changes, additions: additions,
      totalDuration: total)
  }
}
