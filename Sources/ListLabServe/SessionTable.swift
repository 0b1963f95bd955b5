import ListLabSystem
import Synchronization

/// The browser sessions (a cookie each, no accounts): when each was last used, its allowance of
/// runs, whether a run of it is going, and the pages of its last two runs (the output frame loads
/// them by an unguessable id).
///
/// A session holds no Lua state between runs: each run makes a fresh one, so an idle session
/// costs only its last outputs.
final class SessionTable: Sendable {
  private struct Session {
    var lastSeen: UInt64
    /// Runs it may start now (a token bucket, refilled at ``ServeLimits/runsPerSecond``).
    var allowance: Double
    var refilledAt: UInt64
    var running = false
    /// Output ids, oldest first.
    var outputs: [String] = []
  }

  private struct State {
    var sessions: [String: Session] = [:]
    var outputs: [String: String] = [:]
  }

  enum Permit: Equatable {
    case granted
    case noSession
    case busy
    case tooFast
  }

  private let state = Mutex(State())
  private let limits: ServeLimits
  static let outputsKept = 2

  init(limits: ServeLimits) {
    self.limits = limits
  }

  var count: Int { state.withLock { $0.sessions.count } }

  /// The session `cookie` names when it is open (and marks it used); else a new one, or nil when
  /// the table is full of sessions used within ``ServeLimits/idleSessionSeconds``.
  ///
  /// - Complexity: O(1), or O(sessions) when full (to close the one idle the longest).
  func open(_ cookie: String?) -> (id: String, isNew: Bool)? {
    return state.withLock { state in
      // Read under the lock: a time another thread stored after it was read would be later.
      let now = SystemClock.monotonicNanoseconds()
      if let cookie, state.sessions[cookie] != nil {
        state.sessions[cookie]?.lastSeen = now
        return (cookie, false)
      }
      if state.sessions.count >= limits.maxSessions {
        let idle = UInt64(limits.idleSessionSeconds * 1e9)
        guard let oldest = state.sessions.min(by: { $0.value.lastSeen < $1.value.lastSeen }),
          now - oldest.value.lastSeen >= idle, !oldest.value.running
        else { return nil }
        Self.close(oldest.key, in: &state)
      }
      let id = RandomID.make()
      state.sessions[id] = Session(lastSeen: now, allowance: burst, refilledAt: now)
      return (id, true)
    }
  }

  private var burst: Double { max(1, limits.runsPerSecond * 2) }

  /// Whether the session may start a run (or store a share) now: it spends one of its
  /// allowance. With `running`, it is refused while a run of it is going, and a granted run marks
  /// it running until ``finish(_:output:page:)``.
  func begin(_ id: String?, running: Bool) -> Permit {
    return state.withLock { state in
      // Read under the lock: a time another thread stored after it was read would be later.
      let now = SystemClock.monotonicNanoseconds()
      guard let id, var session = state.sessions[id] else { return .noSession }
      defer { state.sessions[id] = session }
      session.lastSeen = now
      guard !running || !session.running else { return .busy }
      let elapsed = Double(now - session.refilledAt) / 1e9
      session.allowance = min(burst, session.allowance + elapsed * limits.runsPerSecond)
      session.refilledAt = now
      guard session.allowance >= 1 else { return .tooFast }
      session.allowance -= 1
      if running { session.running = true }
      return .granted
    }
  }

  /// Ends the session's run, keeping its page under `output` (and forgetting the oldest).
  func finish(_ id: String, output: String, page: String) {
    state.withLock { state in
      guard var session = state.sessions[id] else { return }
      session.running = false
      session.outputs.append(output)
      state.outputs[output] = page
      while session.outputs.count > Self.outputsKept { state.outputs[session.outputs.removeFirst()] = nil }
      state.sessions[id] = session
    }
  }

  /// The page of a run, while its session keeps it.
  func page(_ output: String) -> String? { state.withLock { $0.outputs[output] } }

  private static func close(_ id: String, in state: inout State) {
    for output in state.sessions[id]?.outputs ?? [] { state.outputs[output] = nil }
    state.sessions[id] = nil
  }
}
