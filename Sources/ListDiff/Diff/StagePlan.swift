/// The operations of each of the five stages, worked out from a matching, and what building each
/// stage's `after` needs. Not generic: contents were compared before (`ContentComparison`).
///
/// The plan's decisions:
/// - an item is *tracked* when it exists on both sides and its old section survives; only
///   tracked items are reloaded (stage 1) or moved (stage 4);
/// - an item whose old section is deleted leaves with that section in stage 2 (a section that no
///   longer exists cannot be a move source) and arrives as new where it lands: with its section in
///   stage 3 if that section is inserted, by an insert in stage 4 otherwise;
/// - an inserted section arrives in stage 3 with every item that is new to it from the staged
///   point of view; tracked items join it by moves in stage 4 (UIKit cannot move an item into a
///   section inserted in the same batch);
/// - surviving sections keep their old content until stage 5 reloads the changed ones.
@usableFromInline
struct StagePlan: Sendable {
  /// Stage 1: item reloads, at old paths.
  @usableFromInline var reloads: [ItemPath] = []
  /// Stage 2: section and item deletes.
  @usableFromInline var sectionDeletes: [Int] = []
  @usableFromInline var deletes: [ItemPath] = []
  /// Stage 3: section inserts and moves.
  @usableFromInline var sectionInserts: [Int] = []
  @usableFromInline var sectionMoves: [SectionMove] = []
  /// Stage 4: item inserts and moves.
  @usableFromInline var inserts: [ItemPath] = []
  @usableFromInline var moves: [ItemMove] = []
  /// Stage 5: section reloads, at new indices.
  @usableFromInline var sectionReloads: [Int] = []

  /// For each old section: its index once deletes are applied, or -1 when deleted.
  @usableFromInline var survivorIndex: [Int]
  /// For each old section: whether some of its items are deleted (it survives).
  @usableFromInline var sectionHasDeletes: [Bool]
  /// For each new item (flat): whether it arrives from a surviving old section (tracked).
  @usableFromInline var newItemIsTracked: [Bool]
  /// For each new section: whether none of its items is tracked (an inserted section can then
  /// arrive exactly as it is in the new data).
  @usableFromInline var sectionHasNoTrackedItems: [Bool]

  /// - Parameter contents: which matched items and sections change content.
  /// - Complexity: O(n + m), n and m the sections and items of both versions of the data.
  @usableFromInline
  init(matching: Matching, contents: ContentComparison) {
    let oldSections = matching.oldSectionPartner.count
    let newSections = matching.newSectionPartner.count
    let oldStarts = matching.oldStarts
    let newStarts = matching.newStarts
    let oldPartner = matching.oldPartner
    survivorIndex = [Int](repeating: -1, count: oldSections)
    sectionHasDeletes = [Bool](repeating: false, count: oldSections)

    // Stage 1: reloads of tracked items whose content changes, at old paths.
    for section in 0..<oldSections where matching.oldSectionPartner[section] >= 0 {
      let start = oldStarts[section]
      for flat in start..<oldStarts[section + 1] where oldPartner[flat] >= 0 && contents.itemChanges(flat) {
        reloads.append(ItemPath(section, flat - start))
      }
    }

    // Stage 2: section deletes, and item deletes in the sections that survive.
    var survivors = 0
    for section in 0..<oldSections {
      guard matching.oldSectionPartner[section] >= 0 else {
        sectionDeletes.append(section)
        continue
      }
      survivorIndex[section] = survivors
      survivors += 1
      let start = oldStarts[section]
      for flat in start..<oldStarts[section + 1] where oldPartner[flat] < 0 {
        deletes.append(ItemPath(section, flat - start))
        sectionHasDeletes[section] = true
      }
    }

    // Stage 3: section inserts and moves, from indices after stage 2 to new indices.
    var newRank = [Int32](repeating: -1, count: newSections)
    var bToA: [Int32] = []
    bToA.reserveCapacity(survivors)
    for section in 0..<newSections {
      let partner = matching.newSectionPartner[section]
      guard partner >= 0 else {
        sectionInserts.append(section)
        continue
      }
      newRank[section] = Int32(bToA.count)
      bToA.append(Int32(survivorIndex[partner]))
    }
    var aToB: [Int32] = []
    aToB.reserveCapacity(survivors)
    var survivorSections: [Int] = []
    survivorSections.reserveCapacity(survivors)
    for section in 0..<oldSections where matching.oldSectionPartner[section] >= 0 {
      aToB.append(newRank[matching.oldSectionPartner[section]])
      survivorSections.append(section)
    }
    let sectionMoved = MoveDetection.moves(aToB: aToB, bToA: bToA)
    for (index, section) in survivorSections.enumerated() where sectionMoved[index] {
      sectionMoves.append(SectionMove(from: index, to: matching.oldSectionPartner[section]))
    }

    // Stage 4: item inserts and moves, from paths after stage 3 to new paths.
    let tracked = Self.trackedNewItems(matching)
    newItemIsTracked = tracked
    sectionHasNoTrackedItems = (0..<newSections).map { section in
      !tracked[newStarts[section]..<newStarts[section + 1]].contains(true)
    }
    let itemMoved = Self.itemMoves(matching, tracked: tracked)
    for section in 0..<newSections {
      let partner = matching.newSectionPartner[section]
      guard partner >= 0 else { continue }
      var index = 0  // the item's index in this section after stage 3
      for flat in oldStarts[partner]..<oldStarts[partner + 1] where oldPartner[flat] >= 0 {
        if itemMoved[flat] {
          let destination = Int(oldPartner[flat])
          let destinationSection = Int(matching.newItemSections[destination])
          moves.append(
            ItemMove(
              from: ItemPath(section, index),
              to: ItemPath(destinationSection, destination - newStarts[destinationSection])))
        }
        index += 1
      }
      let start = newStarts[section]
      for flat in start..<newStarts[section + 1] where !tracked[flat] {
        inserts.append(ItemPath(section, flat - start))
      }
    }

    // Stage 5: reloads of surviving sections whose content changes, at new indices.
    for section in 0..<newSections
    where matching.newSectionPartner[section] >= 0 && contents.sectionDiffers[section] {
      sectionReloads.append(section)
    }
  }

  /// For each new item, whether it comes from a surviving old section.
  private static func trackedNewItems(_ matching: Matching) -> [Bool] {
    var tracked = [Bool](repeating: false, count: matching.newPartner.count)
    for (flat, partner) in matching.newPartner.enumerated() where partner >= 0 {
      tracked[flat] = matching.oldSectionPartner[Int(matching.oldItemSections[Int(partner)])] >= 0
    }
    return tracked
  }

  /// For each old item (flat), whether stage 4 moves it: every tracked item that changes section,
  /// and, inside each surviving section, those that `MoveDetection` picks.
  private static func itemMoves(_ matching: Matching, tracked: [Bool]) -> [Bool] {
    let oldStarts = matching.oldStarts
    let newStarts = matching.newStarts
    let oldCount = matching.oldPartner.count
    let newCount = matching.newPartner.count
    var moved = [Bool](repeating: false, count: oldCount)
    // Scratch, reused by every section: positions in B (by old flat) and in A (by new flat),
    // A → B, B → A, A's and B's items, and which of A move.
    var positionInB = [Int32](repeating: 0, count: oldCount)
    var positionInA = [Int32](repeating: 0, count: newCount)
    var aToB = [Int32](repeating: 0, count: oldCount)
    var bToA = [Int32](repeating: 0, count: newCount)
    var aItems = [Int32](repeating: 0, count: oldCount)
    var bItems = [Int32](repeating: 0, count: newCount)
    var aMoved = [Bool](repeating: false, count: oldCount)
    withColumns(
      matching.oldPartner, matching.newPartner, matching.oldItemSections, matching.newItemSections,
      tracked
    ) { oldPartner, newPartner, oldItemSections, newItemSections, tracked in
      withMutableColumns(&positionInB, &positionInA, &aToB, &bToA) {
        positionInB, positionInA, aToB, bToA in
        withMutableColumns(&aItems, &bItems, &aMoved, &moved) { aItems, bItems, aMoved, moved in
          for newSection in matching.newSectionPartner.indices {
            let oldSection = matching.newSectionPartner[newSection]
            guard oldSection >= 0 else { continue }
            // B: the new items of this section that stay in it, in new order.
            var bCount = 0
            for flat in newStarts[newSection]..<newStarts[newSection + 1] where tracked[flat] {
              let partner = Int(newPartner[flat])
              if Int(oldItemSections[partner]) == oldSection {
                positionInB[partner] = Int32(truncatingIfNeeded: bCount)
                bItems[bCount] = Int32(truncatingIfNeeded: flat)
                bCount += 1
              }
            }
            // A: the old items of this section that stay in it, in old order; the others leave it.
            var aCount = 0
            for flat in oldStarts[oldSection]..<oldStarts[oldSection + 1] {
              let partner = Int(oldPartner[flat])
              guard partner >= 0 else { continue }
              if Int(newItemSections[partner]) == newSection {
                positionInA[partner] = Int32(truncatingIfNeeded: aCount)
                aToB[aCount] = positionInB[flat]
                aItems[aCount] = Int32(truncatingIfNeeded: flat)
                aMoved[aCount] = false
                aCount += 1
              } else {
                moved[flat] = true
              }
            }
            for index in 0..<bCount { bToA[index] = positionInA[Int(bItems[index])] }
            MoveDetection.markMoves(
              aToB: aToB.prefix(aCount).readOnly, bToA: bToA.prefix(bCount).readOnly,
              moved: aMoved.prefix(aCount))
            for index in 0..<aCount where aMoved[index] { moved[Int(aItems[index])] = true }
          }
        }
      }
    }
    return moved
  }
}
