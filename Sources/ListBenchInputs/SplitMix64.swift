/// A small, fast, seedable random number generator: the same seed gives the same numbers on
/// every machine and every Swift version, unlike `SystemRandomNumberGenerator`.
///
/// Steele, Lea and Flood's SplitMix64 (2014) with Vigna's constants. For scenarios and tests, not
/// for anything that must be unpredictable.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  package init(seed: UInt64) {
    state = seed
  }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `0..<bound` (Lemire's multiply-shift, with its rejection step), the
  /// same on every platform.
  ///
  /// - Precondition: `bound > 0`.
  /// - Complexity: O(1) expected.
  package mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "bound must be positive")
    let range = UInt64(bound)
    var product = next().multipliedFullWidth(by: range)
    if product.low < range {
      let threshold = (0 &- range) % range
      while product.low < threshold { product = next().multipliedFullWidth(by: range) }
    }
    return Int(product.high)
  }

  /// Shuffles `elements[range]` in place (Fisher–Yates), the same way on every platform.
  ///
  /// - Complexity: O(range.count).
  package mutating func shuffle<T>(_ elements: inout [T], in range: Range<Int>) {
    guard range.count > 1 else { return }
    for offset in stride(from: range.count - 1, to: 0, by: -1) {
      let other = below(offset + 1)
      elements.swapAt(range.lowerBound + offset, range.lowerBound + other)
    }
  }
}
