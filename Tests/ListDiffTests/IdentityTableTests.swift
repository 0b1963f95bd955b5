import ListBenchInputs
import Testing

@testable import ListDiff

@Suite struct IdentityTableTests {
  /// Hashes that share their tags and slots often: entries are told apart by `isEqual`, and a
  /// repeat finds the entry of its first occurrence.
  @Test(arguments: [1, 7, 1_000, 70_000])
  func repeatsFindTheirFirstEntry(capacity: Int) {
    var generator = SplitMix64(seed: UInt64(capacity))
    let count = capacity
    let ids = (0..<count).map { _ in generator.below(max(1, count / 2)) }
    // Few distinct hashes for many ids: tags and first slots collide all the time.
    let hashes = ids.map { UInt64($0 % 37) &* 0x9E37_79B9_7F4A_7C15 }
    var table = IdentityTable(capacity: count)
    var first: [Int: Int] = [:]
    var expected: [(Int, Int32)] = []
    for (index, id) in ids.enumerated() {
      if let entry = first[id] { expected.append((index, Int32(entry))) } else { first[id] = index }
    }
    var found: [(Int, Int32)] = []
    hashes.withColumn { hashes in
      table.insert(
        hashes: hashes, firstEntry: 0, skip: { _ in false },
        isEqual: { entry, index in ids[Int(entry)] == ids[index] },
        found: { index, entry in
          found.append((index, entry))
          return true
        })
    }
    #expect(found.map(\.0) == expected.map(\.0))
    #expect(found.map(\.1) == expected.map(\.1))
  }
}
