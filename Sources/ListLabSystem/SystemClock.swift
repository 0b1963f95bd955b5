#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The clocks: monotonic for measuring, the wall clock as file modification times are kept.
package enum SystemClock {
  /// Nanoseconds on the monotonic clock.
  package static func monotonicNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }

  /// The wall-clock time: seconds and nanoseconds since 1970.
  package static func now() -> (seconds: Int, nanoseconds: Int) {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return (Int(spec.tv_sec), Int(spec.tv_nsec))
  }

  /// Sleeps `microseconds` (less when a signal comes).
  package static func sleep(microseconds: UInt32) { usleep(microseconds) }
}
