import ListLabSystem
import LuaBridge

/// Monotonic time and heap size, for `listlab bench`.
enum Measurement {
  /// Nanoseconds on the monotonic clock.
  static func now() -> UInt64 { SystemClock.monotonicNanoseconds() }

  /// Runs `body` and returns how long it took, in milliseconds.
  static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = now()
    try body()
    return Double(now() - start) / 1e6
  }

  /// Bytes the process has allocated with malloc and not freed.
  static func heapBytes() -> Int { HeapUsage.bytes }
}

/// Keeps a value alive and opaque to the optimiser, so the work that made it is not removed.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
