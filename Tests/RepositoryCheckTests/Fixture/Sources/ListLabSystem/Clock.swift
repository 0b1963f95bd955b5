/// A clock that only counts.
package struct Clock {
  package private(set) var ticks = 0

  package init() {}

  package mutating func tick() { ticks += 1 }
}
