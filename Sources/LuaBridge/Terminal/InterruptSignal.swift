#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The process's Ctrl-C: a SIGINT handler that only sets a flag.
///
/// The Lua count hook polls the flag and raises "interrupted!" in running code; at the prompt the
/// handler interrupts `readline` (it is installed without `SA_RESTART`), and ``takePending()`` tells
/// that apart from end of input.
package final class InterruptSignal: Sendable {
  /// Set by the handler; the count hook clears it when it raises "interrupted!".
  let flag = SignalFlag()
  /// Set by the handler too, and only cleared by ``takePending()``.
  let pending = SignalFlag()

  /// The one instance; installing it twice is harmless.
  package static let shared = InterruptSignal()

  private init() {
    interruptFlags = (flag, pending)
  }

  /// Installs the handler for SIGINT.
  package func install() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in
      if let flags = interruptFlags {
        flags.flag.isSet = true
        flags.pending.isSet = true
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
  package func takePending() -> Bool {
    let was = pending.isSet
    pending.isSet = false
    flag.isSet = false
    return was
  }

  /// Simulates Ctrl-C (for tests).
  package func raise() {
    flag.isSet = true
    pending.isSet = true
  }
}

/// Read by the signal handler, which cannot capture context. Written once, before installation.
nonisolated(unsafe) private var interruptFlags: (flag: SignalFlag, pending: SignalFlag)?
