#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#endif

/// The process's Ctrl-C: a SIGINT handler that only sets a flag.
///
/// The Lua count hook polls the flag and raises "interrupted!" in running code; at the prompt the
/// handler interrupts `readline` (it is installed without `SA_RESTART`), and ``takePending()`` tells
/// that apart from end of input.
public final class InterruptSignal: @unchecked Sendable {
  /// Set to 1 by the handler. Lives as long as the process.
  let flag: UnsafeMutablePointer<sig_atomic_t>
  /// Set by the handler too, and only cleared by ``takePending()`` (the hook clears `flag`).
  let pending: UnsafeMutablePointer<sig_atomic_t>

  /// The one instance; installing it twice is harmless.
  public static let shared = InterruptSignal()

  private init() {
    flag = .allocate(capacity: 1)
    flag.initialize(to: 0)
    pending = .allocate(capacity: 1)
    pending.initialize(to: 0)
    interruptFlags = (flag, pending)
  }

  /// Installs the handler for SIGINT.
  public func install() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in
      if let flags = interruptFlags {
        flags.flag.pointee = 1
        flags.pending.pointee = 1
      }
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0  // no SA_RESTART: a blocked read returns with EINTR
    sigaction(SIGINT, &action, nil)
    // A parent may have started us with SIGINT blocked (the mask is inherited): unblock it.
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  /// Whether Ctrl-C was pressed since the last call; clears it.
  public func takePending() -> Bool {
    let was = pending.pointee != 0
    pending.pointee = 0
    flag.pointee = 0
    return was
  }

  /// Simulates Ctrl-C (for tests).
  public func raise() {
    flag.pointee = 1
    pending.pointee = 1
  }
}

/// Read by the signal handler, which cannot capture context. Written once, before installation.
nonisolated(unsafe) private var interruptFlags:
  (flag: UnsafeMutablePointer<sig_atomic_t>, pending: UnsafeMutablePointer<sig_atomic_t>)?
