// ListDiff: snapshots of sectioned lists, the staged changesets between them, and UIKit's batch
// updates. Pure Swift, standard library only: no Lua, no layout, no I/O.
//
// - Model/: `Identifier`, `ItemPath`, `DiffableContent`, `Snapshot` (sections of items), moves.
// - Diff/: `diff(from:to:)`, a sectioned Heckel diff: `SnapshotShape` lays identifiers out flat
//   as `FlatKey`s, `Matching` pairs them through `IdentityTable`, `StagePlan` decides the five
//   stages (`MoveDetection` picks the moves) and builds each stage's `after`.
// - Changeset/: `Changeset` and its stages, `replay(_:on:)` (UIKit's rule for applying a
//   stage), `IndexMapping`, and `checkInvariants(from:to:)`.
// - Batch/: `BatchUpdate` as a programmer declares it, `validate(_:oldCounts:newCounts:kind:)`
//   with UIKit's checks and sentences, and `stage(for:from:to:kind:)` / `mapping(for:…)`.
// - Benchmark/: `BenchmarkScenarios` (DifferenceKit's benchmark and a sectioned one) and the
//   seeded `SplitMix64` generator.
