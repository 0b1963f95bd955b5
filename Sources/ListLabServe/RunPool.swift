import Dispatch
import ListLabSystem
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A fixed number of threads that run scripts, off the server's event loop: a script that runs
/// until its time limit holds one of these threads, never a thread that answers requests.
///
/// A run still going after ``demoteAfterNanoseconds`` is a runaway more than an edit: its thread
/// is given the lowest CPU priority (nice 19, `setpriority(2)` on the thread), so that the
/// well-behaved runs of other sessions keep the cores, and a new thread takes its place at once,
/// so that runaways do not hold the pool's threads either — up to `runaways` demoted threads at a
/// time; past that, a runaway keeps its place until its time limit. An unprivileged process cannot
/// raise a thread's priority back, so a demoted thread ends after its run.
final class RunPool: Sendable {
  /// A run longer than this (0.5 s) loses its priority.
  static let demoteAfterNanoseconds: UInt64 = 500_000_000

  private struct Worker {
    var threadID: pid_t = 0
    /// When its current run started; nil when idle.
    var startedAt: UInt64?
    var demoted = false
    /// Whether a new thread took its place when it was demoted.
    var replaced = false
  }

  private struct State {
    var jobs: [@Sendable () -> Void] = []
    var workers: [Int: Worker] = [:]
    var nextWorker = 0
  }

  private let state = Mutex(State())
  private let available = DispatchSemaphore(value: 0)
  /// How many demoted threads may have been replaced at once.
  private let runaways: Int

  /// Starts `count` threads, and the one that lowers the runaways' priority; at most `runaways`
  /// more run demoted runs.
  init(threads count: Int, runaways: Int) {
    self.runaways = runaways
    for _ in 0..<max(1, count) { startWorker() }
    Self.startThread { [self] in watchRunaways() }
  }

  /// Runs `work` on one of the pool's threads, after the runs queued before it.
  func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      state.withLock { $0.jobs.append { continuation.resume(returning: work()) } }
      available.signal()
    }
  }

  /// How many runs wait for a thread.
  var queued: Int { state.withLock { $0.jobs.count } }

  private func startWorker() {
    let number = state.withLock { state in
      defer { state.nextWorker += 1 }
      state.workers[state.nextWorker] = Worker()
      return state.nextWorker
    }
    Self.startThread { [self] in work(as: number) }
  }

  /// A worker's loop: takes the next job and runs it; ends after a run that was demoted.
  private func work(as number: Int) {
    let threadID = Self.currentThreadID()
    state.withLock { $0.workers[number]?.threadID = threadID }
    while true {
      available.wait()
      let job: (@Sendable () -> Void)? = state.withLock { state in
        guard !state.jobs.isEmpty else { return nil }
        state.workers[number]?.startedAt = SystemClock.monotonicNanoseconds()
        return state.jobs.removeFirst()
      }
      guard let job else { continue }
      job()
      let ending = state.withLock { state -> (demoted: Bool, replaced: Bool) in
        state.workers[number]?.startedAt = nil
        guard let worker = state.workers[number], worker.demoted else { return (false, false) }
        state.workers[number] = nil
        return (true, worker.replaced)
      }
      if ending.demoted {
        if !ending.replaced { startWorker() }
        return
      }
    }
  }

  /// Every 50 ms: lowers the priority of the threads whose run has gone on too long.
  private func watchRunaways() {
    while true {
      SystemClock.sleep(microseconds: 50_000)
      let found: [(thread: pid_t, replace: Bool)] = state.withLock { state in
        // Read under the lock: a start time set after it was read would be later than `now`.
        let now = SystemClock.monotonicNanoseconds()
        var found: [(pid_t, Bool)] = []
        var replaced = state.workers.values.count { $0.replaced }
        for (number, worker) in state.workers where !worker.demoted && worker.threadID != 0 {
          guard let started = worker.startedAt, now - started > Self.demoteAfterNanoseconds else { continue }
          state.workers[number]?.demoted = true
          let replace = replaced < runaways
          if replace {
            replaced += 1
            state.workers[number]?.replaced = true
          }
          found.append((worker.threadID, replace))
        }
        return found
      }
      for runaway in found {
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(runaway.thread), 19)
        if runaway.replace { startWorker() }
      }
    }
  }

  /// The kernel's id of the calling thread (`gettid(2)`, which Swift's Glibc module does not
  /// declare): the last part of `/proc/thread-self`, a link to `/proc/PID/task/TID`; 0 when
  /// `/proc` is not mounted (the thread is then never demoted).
  private static func currentThreadID() -> pid_t {
    guard let path = FileSystem.realPath("/proc/thread-self") else { return 0 }
    return pid_t(FileSystem.name(of: path)) ?? 0
  }

  /// A detached thread with an 8 MiB stack (a script's deep recursion needs what the main
  /// thread has) running `body`.
  private static func startThread(_ body: @escaping @Sendable () -> Void) {
    final class Box {
      let body: @Sendable () -> Void
      init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, 8 << 20)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    let box = Unmanaged.passRetained(Box(body)).toOpaque()
    var thread = pthread_t()
    let status = pthread_create(
      &thread, &attributes,
      { raw in
        let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
        box.body()
        return nil
      }, box)
    precondition(status == 0, "pthread_create failed: \(status)")
  }
}
