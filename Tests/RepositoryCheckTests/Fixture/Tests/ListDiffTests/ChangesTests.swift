import ListDiff
import Testing

@Test func changedIndicesAreInOrder() {
  #expect(changedIndices([1, 2, 3], [1, 5, 6]) == [1, 2])
}
