// ListDiff: the data of sectioned lists, the staged changesets between them, the correspondence
// an animation pairs elements by, and UIKit's batch updates. Pure Swift, standard library only:
// no Lua, no layout, no I/O.
//
// - Model/: `Identifier` (and the one rule for when two are the same), `ItemPath`,
//   `DiffableContent`, `ListData` (sections of items), moves, `ContentFingerprint`.
// - Diff/: `Diff(from:to:)` and `Changeset(from:to:)`, a sectioned Heckel diff: `DataShape`
//   lays identifiers out flat as `FlatKey`s, `Matching` pairs them through `IdentityTable`,
//   `ContentComparison` finds the changed contents, `StagePlan` decides the five stages
//   (`MoveDetection` picks the moves) and builds each stage's `after`.
// - Correspondence/: `Correspondence`, which old element each new one continues, by index: made
//   by a diff from its matching, or by a checked batch from its index mapping.
// - Changeset/: `Changeset` and its stages (a kind, a `BatchUpdate` of operations, an `after`),
//   `Stage.replay(on:)` (UIKit's rule for applying a stage), `IndexMapping` and `StageLayout`
//   (where every row goes), and `checkInvariants(from:to:)`.
// - Batch/: `BatchUpdate`, the one vocabulary of operations; `validate(oldCounts:newCounts:kind:)`
//   with UIKit's checks and sentences (`BatchUpdateError`); `CheckedBatch`, a batch as UIKit keeps
//   it, with its stage, its correspondence and `BatchDisagreements` (claims against identities);
//   `ReloadLanding` (where a reload's insert goes).
// - Raw/: the only code that reads raw memory: `Column` (unchecked array access for the diff's
//   inner loops) and `StringLayout` (how a `String` and an `Identifier` lie in memory).
