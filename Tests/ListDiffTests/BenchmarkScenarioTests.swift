import ListBenchInputs
import ListDiff
import Testing

@Suite("Benchmark scenarios")
struct BenchmarkScenarioTests {
  @Test func differenceKitRecipe() throws {
    #expect(BenchmarkScenarios.deleteRange(5_000) == 2_000..<3_000)
    #expect(BenchmarkScenarios.deleteRange(100_000) == 20_000..<30_000)
    #expect(BenchmarkScenarios.deleteRange(1_000_000) == 200_000..<300_000)
    #expect(BenchmarkScenarios.shuffleCount(5_000) == 200)
    #expect(BenchmarkScenarios.shuffleCount(100_000) == 2_000)

    let (old, new) = BenchmarkScenarios.differenceKit(count: 5_000)
    #expect(old.itemCount == 5_000 && new.itemCount == 5_000)
    #expect(old.sections[0].items[4_999].id == "4999")
    let changeset = try Changeset(from: old, to: new)
    #expect(changeset.stages.map(\.kind) == [.deletes, .itemInsertsAndMoves])
    #expect(changeset.stages[0].operations.deletes.count == 1_000)
    #expect(changeset.stages[1].operations.inserts.count == 1_000)
    #expect(changeset.stages[1].operations.moves.count <= 200)
    #expect(changeset.violations(from: old, to: new) == [])
    let again = BenchmarkScenarios.differenceKit(count: 5_000)
    #expect(again.new == new)
  }

  @Test func sectionedScenario() throws {
    let (old, new) = BenchmarkScenarios.sectioned(sections: 10, itemsPerSection: 200)
    #expect(old.sections.count == 10 && new.sections.count == 10)
    #expect(old.itemCount == 2_000 && new.itemCount == 2_000)
    let changeset = try Changeset(from: old, to: new)
    #expect(
      changeset.stages.map(\.kind) == [
        .itemReloads, .deletes, .sectionInsertsAndMoves, .itemInsertsAndMoves,
      ])
    #expect(changeset.violations(from: old, to: new) == [])
  }
}
