import Testing

@testable import ListDiff

/// The move ListLab's in-place edits declare for one item (or section) taken and put elsewhere is
/// the one the diff itself chooses for the same data.
@Suite struct OneMoveTests {
  @Test func oneItemMovedAnywhereIsTheDiffsMove() throws {
    for count in 2...7 {
      let ids = (0..<count).map { Identifier.integer($0) }
      for from in 0..<count {
        for to in 0..<count where to != from {
          var moved = ids
          moved.insert(moved.remove(at: from), at: to)
          let old = ListData<Int, Int>(sections: [
            .init(id: "s", content: 0, items: ids.map { .init(id: $0, content: 0) })
          ])
          let new = ListData<Int, Int>(sections: [
            .init(id: "s", content: 0, items: moved.map { .init(id: $0, content: 0) })
          ])
          let changeset = try Changeset(from: old, to: new)
          #expect(
            changeset.stages.flatMap(\.operations.moves)
              == [MoveDetection.moveOfOneItem(from: ItemPath(0, from), to: ItemPath(0, to))],
            "\(from) → \(to) of \(count)")
        }
      }
    }
  }

  @Test func oneSectionMovedAnywhereIsTheDiffsMove() throws {
    for count in 2...6 {
      let ids = (0..<count).map { Identifier.integer($0) }
      for from in 0..<count {
        for to in 0..<count where to != from {
          var moved = ids
          moved.insert(moved.remove(at: from), at: to)
          let old = ListData<Int, Int>(sections: ids.map { .init(id: $0, content: 0, items: []) })
          let new = ListData<Int, Int>(sections: moved.map { .init(id: $0, content: 0, items: []) })
          let changeset = try Changeset(from: old, to: new)
          #expect(
            changeset.stages.flatMap(\.operations.sectionMoves) == [MoveDetection.moveOfOneSection(from: from, to: to)],
            "\(from) → \(to) of \(count)")
        }
      }
    }
  }
}
