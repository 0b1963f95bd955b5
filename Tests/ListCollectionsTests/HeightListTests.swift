import Testing

@testable import ListCollections

@Suite struct HeightListTests {
  /// Prefix sums, the row under each offset and the total, against a plain array.
  func check(_ list: HeightList, _ values: [Int], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(list.count == values.count, sourceLocation: sourceLocation)
    #expect(list.values == values, sourceLocation: sourceLocation)
    var sum = 0
    for index in values.indices {
      #expect(list.prefix(index) == sum, "prefix(\(index))", sourceLocation: sourceLocation)
      #expect(list[index] == values[index], sourceLocation: sourceLocation)
      sum += values[index]
    }
    #expect(list.total == sum, sourceLocation: sourceLocation)
    #expect(list.prefix(values.count) == sum, sourceLocation: sourceLocation)
    // The row under an offset: the first whose [y, y + height) contains it.
    var y = 0
    for (index, height) in values.enumerated() {
      if height > 0 {
        #expect(list.index(containing: y) == index, "offset \(y)", sourceLocation: sourceLocation)
        #expect(list.index(containing: y + height - 1) == index, sourceLocation: sourceLocation)
      }
      y += height
    }
    #expect(list.index(containing: sum) == values.count, sourceLocation: sourceLocation)
    #expect(list.index(containing: -5) == 0, sourceLocation: sourceLocation)
  }

  @Test func emptyAndSmall() {
    check(HeightList([]), [])
    check(HeightList([5]), [5])
    check(HeightList([0, 3, 0, 0, 4, 0]), [0, 3, 0, 0, 4, 0])
  }

  @Test func randomEditsMatchAnArray() {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int(state % UInt64(bound))
    }
    var values = (0..<2_000).map { _ in next(4) == 0 ? 0 : next(120) }
    var list = HeightList(values)
    for step in 0..<3_000 {
      switch next(5) {
      case 0:
        let index = next(values.count + 1)
        let new = (0..<(1 + next(3))).map { _ in next(90) }
        values.insert(contentsOf: new, at: index)
        list.insert(contentsOf: new, at: index)
      case 1:
        guard !values.isEmpty else { continue }
        let index = next(values.count)
        values.remove(at: index)
        list.remove(at: index)
      default:
        guard !values.isEmpty else { continue }
        let index = next(values.count)
        let value = next(200)
        #expect(list.set(index, to: value) == value - values[index])
        values[index] = value
      }
      if step % 500 == 0 { check(list, values) }
    }
    check(list, values)
  }

  @Test func aCopyKeepsItsHeights() {
    let original = HeightList(Array(repeating: 10, count: 5_000))
    var copy = original
    copy.set(2_500, to: 30)
    copy.insert(7, at: 100)
    copy.remove(at: 4_000)
    #expect(original.total == 50_000)
    #expect(original[2_500] == 10)
    #expect(copy.total == 50_000 + 20 + 7 - 10)
    #expect(copy.prefix(2_501) == 2_500 * 10 + 7)
  }
}
