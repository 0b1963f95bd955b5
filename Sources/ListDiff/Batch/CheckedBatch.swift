/// A batch as UIKit understands it once checked: repeats merged, absorbed operations dropped.
struct CheckedBatch {
  var sectionDeletes: [Int]
  var sectionInserts: [Int]
  var sectionReloads: [Int]
  var sectionMoves: [SectionMove]
  var deletes: [ItemPath]
  var inserts: [ItemPath]
  var reloads: [ItemPath]
  var moves: [ItemMove]
}
