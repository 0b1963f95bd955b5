import Foundation

/// Asks `condition` until it holds or `deadline` passes, pausing `interval` seconds between asks;
/// returns whether it held. The tests wait for what they need this way, never for a fixed time
/// (a slow, shared machine only makes them take longer).
///
/// - Complexity: One call of `condition` per `interval` until the deadline.
@discardableResult
func waitUntil(deadline: Date, interval: Double = 0.01, _ condition: () throws -> Bool) rethrows -> Bool {
  while true {
    if try condition() { return true }
    if Date() >= deadline { return false }
    // The polling interval, not a wait for anything.
    Thread.sleep(forTimeInterval: interval)
  }
}

/// `waitUntil(deadline:)` with the deadline `seconds` from now.
@discardableResult
func waitUntil(seconds: Double, interval: Double = 0.01, _ condition: () throws -> Bool) rethrows -> Bool {
  try waitUntil(deadline: Date().addingTimeInterval(seconds), interval: interval, condition)
}
