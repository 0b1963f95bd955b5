import Testing

@testable import ListAnimation

@Suite struct SampleTimesTests {
  @Test(arguments: [(1, 0.3), (4, 0.3), (10, 1.0), (850, 6.879711873181541), (3, 0.0)])
  func evenlySpacedFromZeroToDuration(count: Int, duration: Double) {
    let times = sampleTimes(count: count, duration: duration)
    #expect(times.count == count + 1)
    #expect(times.first == 0)
    #expect(times.last == duration)
    for index in 0..<count {
      #expect(times[index] == duration * Double(index) / Double(count))
    }
    if duration > 0 {
      #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
    }
  }

  /// The cases where the naive alternatives go wrong, so the two tests above can tell.
  @Test func naiveFormulasDrift() {
    var accumulated = 0.0
    for _ in 0..<10 { accumulated += 0.1 }
    #expect(accumulated != 1.0)
    #expect(sampleTimes(count: 10, duration: 1.0).last == 1.0)
    #expect(6.879711873181541 * 850 / 850 != 6.879711873181541)
    #expect(sampleTimes(count: 850, duration: 6.879711873181541).last == 6.879711873181541)
  }

  @Test func fourStepsOfASecond() {
    #expect(sampleTimes(count: 4, duration: 1) == [0, 0.25, 0.5, 0.75, 1])
  }
}
