import Testing

@testable import ListCollections

@Suite struct ChunkedArrayTests {
  /// A small deterministic generator (xorshift), so a failure reproduces.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int(state % UInt64(max(bound, 1)))
    }
  }

  @Test(arguments: [0, 1, 511, 512, 513, 5_000])
  func buildsAndReadsLikeAnArray(count: Int) {
    let array = Array(0..<count)
    let chunked = ChunkedArray(array)
    #expect(chunked.count == count)
    #expect(Array(chunked) == array)
    #expect(chunked.indices.map { chunked[$0] } == array)
    #expect(chunked.chunks.allSatisfy { $0.count <= ChunkedArray<Int>.maximumChunkSize })
  }

  /// An iterator from any position reads on to the end, across chunks; from the end it reads
  /// nothing. (After edits, chunks are of uneven sizes.)
  @Test(arguments: [0, 1, 511, 512, 513, 1_300])
  func iteratesFromAnyPosition(count: Int) {
    var chunked = ChunkedArray(0..<count)
    chunked.insert(-1, at: count / 2)
    chunked.remove(at: 0)
    let array = Array(chunked)
    let starts = [0, 1, count / 3, 511, 512, 513, array.count - 1, array.count]
    for start in starts where start >= 0 && start <= array.count {
      var iterator = chunked.makeIterator(from: start)
      var read: [Int] = []
      while let element = iterator.next() { read.append(element) }
      #expect(read == Array(array[start...]), "from \(start)")
    }
  }

  /// Appending a range of another array shares the chunks it covers whole and copies the rest:
  /// the result reads as the elements appended one by one, and editing it leaves the other as it was.
  @Test(arguments: [0..<0, 0..<1, 3..<600, 0..<1_300, 511..<1_025, 700..<1_300])
  func appendsARangeOfAnother(range: Range<Int>) {
    var other = ChunkedArray(0..<1_300)
    other.insert(-1, at: 100)
    other.remove(at: 900)
    let before = Array(other)
    var chunked = ChunkedArray([7, 8])
    chunked.append(contentsOf: other, range: range)
    #expect(Array(chunked) == [7, 8] + Array(before[range]))
    chunked.append(9)
    for index in stride(from: 2, to: chunked.count, by: 97) { chunked[index] = 42 }
    #expect(Array(other) == before)
  }

  /// Random inserts, removals, writes and range replacements, each checked against `Array`.
  @Test(arguments: [1, 2, 3, 4])
  func randomEditsMatchAnArray(seed: UInt64) {
    var random = Generator(state: 0x9E37_79B9 &* seed)
    var expected = Array(0..<3_000)
    var chunked = ChunkedArray(expected)
    var next = 3_000
    for step in 0..<4_000 {
      switch random.next(6) {
      case 0, 1:
        let position = random.next(expected.count + 1)
        let count = random.next(4) == 0 ? random.next(40) : 1
        let new = Array(next..<(next + count))
        next += count
        expected.insert(contentsOf: new, at: position)
        chunked.insert(contentsOf: new, at: position)
      case 2, 3:
        guard !expected.isEmpty else { continue }
        let position = random.next(expected.count)
        let count = min(expected.count - position, random.next(4) == 0 ? random.next(700) : 1)
        expected.removeSubrange(position..<(position + count))
        chunked.removeSubrange(position..<(position + count))
      case 4:
        guard !expected.isEmpty else { continue }
        let position = random.next(expected.count)
        expected[position] = -step
        chunked[position] = -step
      default:
        expected.append(next)
        chunked.append(next)
        next += 1
      }
      if step % 97 == 0 {
        #expect(Array(chunked) == expected, "step \(step)")
        #expect(chunked.starts.last == expected.count)
      }
    }
    #expect(Array(chunked) == expected)
    #expect(chunked.indices.allSatisfy { chunked[$0] == expected[$0] })
    #expect(chunked.chunks.allSatisfy { !$0.isEmpty && $0.count <= 1024 })
  }

  @Test func aCopyIsIndependentAndSharesUntouchedChunks() {
    let original = ChunkedArray(0..<10_000)
    var copy = original
    copy[5_000] = -1
    copy.insert(-2, at: 7_000)
    copy.remove(at: 100)
    #expect(original[5_000] == 5_000)
    #expect(Array(original) == Array(0..<10_000))
    #expect(copy[4_999] == -1)
    // Only the touched chunks changed.
    let same = zip(original.chunks, copy.chunks).filter { $0 == $1 }.count
    #expect(same >= original.chunks.count - 3)
  }

  @Test func serialsStayWithTheirChunks() {
    var array = ChunkedArray(0..<2_000)
    let serial = array.serial(at: 1_500)
    array.insert(-1, at: 0)
    #expect(array.serial(at: 1_501) == serial)
    let copy = array
    array[1_501] = 7  // copied on write, serial kept
    #expect(array.serial(at: 1_501) == serial)
    #expect(copy.serial(at: 1_501) == serial)
    let index = array.chunkIndex(ofSerial: serial)
    #expect(index.map { array.positions(ofChunk: $0).contains(1_501) } == true)
    // Splitting a chunk gives the new half a new serial.
    let before = Set(array.serials)
    array.insert(contentsOf: Array(repeating: 0, count: 900), at: 10)
    #expect(Set(array.serials).subtracting(before).count == 1)
  }

  @Test func equalityComparesElements() {
    #expect(ChunkedArray([1, 2, 3]) == ChunkedArray([1, 2, 3]))
    #expect(ChunkedArray([1, 2, 3]) != ChunkedArray([1, 2]))
    var a = ChunkedArray(0..<2_000)
    let b = a
    #expect(a == b)
    a[3] = 0
    #expect(a != b)
    #expect(ChunkedArray<Int>() == [])
  }

  /// An index that follows the relocations an edit reports always knows each element's chunk.
  @Test(arguments: [5, 6, 7])
  func relocationsKeepAnIndexOfSerialsTrue(seed: UInt64) {
    var random = Generator(state: 0x5851_F42D &* seed)
    var array = ChunkedArray(0..<5_000)
    var serialOf: [Int: UInt32] = [:]
    for position in array.indices { serialOf[array[position]] = array.serial(at: position) }
    var next = 5_000
    for step in 0..<1_500 {
      let start = random.next(array.count + 1)
      let removed = min(array.count - start, random.next(3) == 0 ? random.next(3_200) : random.next(3))
      let inserted = random.next(3) == 0 ? random.next(3_000) : random.next(3)
      let new = Array(next..<(next + inserted))
      next += inserted
      for position in start..<(start + removed) { serialOf[array[position]] = nil }
      var relocations: [ChunkedArray<Int>.Relocation] = []
      array.replaceSubrange(start..<(start + removed), with: new) { relocations.append($0) }
      let fresh = start..<(start + inserted)
      for relocation in relocations {
        for position in relocation.positions where !fresh.contains(position) {
          #expect(serialOf[array[position]] == relocation.from, "step \(step)")
          serialOf[array[position]] = relocation.to
        }
      }
      for position in fresh { serialOf[array[position]] = array.serial(at: position) }
      if step % 100 == 0 || step == 1_499 {
        for position in array.indices { #expect(serialOf[array[position]] == array.serial(at: position)) }
        #expect(serialOf.count == array.count)
        #expect(array.chunks.allSatisfy { !$0.isEmpty && $0.count <= 1024 })
        for (index, serial) in array.serials.enumerated() { #expect(array.chunkIndex(ofSerial: serial) == index) }
      }
    }
  }
}
