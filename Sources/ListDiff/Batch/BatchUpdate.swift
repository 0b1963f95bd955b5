/// The operations a programmer declares in one `performBatchUpdates` call, with index paths.
///
/// As in UIKit, deletes, reloads and move sources refer to the data before the batch; inserts
/// and move destinations to the data after it. Check a batch against the data with
/// `validate(_:oldCounts:newCounts:kind:)`; animate a consistent one with
/// `stage(for:from:to:kind:)`.
public struct BatchUpdate: Equatable, Sendable {
  public var deletes: [ItemPath]
  public var inserts: [ItemPath]
  public var reloads: [ItemPath]
  public var moves: [ItemMove]
  public var sectionDeletes: [Int]
  public var sectionInserts: [Int]
  public var sectionReloads: [Int]
  public var sectionMoves: [SectionMove]

  public init(
    deletes: [ItemPath] = [], inserts: [ItemPath] = [], reloads: [ItemPath] = [],
    moves: [ItemMove] = [],
    sectionDeletes: [Int] = [], sectionInserts: [Int] = [], sectionReloads: [Int] = [],
    sectionMoves: [SectionMove] = []
  ) {
    self.deletes = deletes
    self.inserts = inserts
    self.reloads = reloads
    self.moves = moves
    self.sectionDeletes = sectionDeletes
    self.sectionInserts = sectionInserts
    self.sectionReloads = sectionReloads
    self.sectionMoves = sectionMoves
  }
}
