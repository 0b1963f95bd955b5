/// Which old section and item is which new one, by identifier, with the flat layout of both
/// sides.
///
/// One hash table per level (sections, items); each identifier is hashed exactly once per
/// side, and a repeated identifier is found on the way. Identifiers are the same as
/// `Identifier`'s `==` says: `FlatKey` and `Identifier.canonicalHash` agree with it.
@usableFromInline
struct Matching: Sendable {
  /// For each old section, its new index, or -1 when it is deleted.
  @usableFromInline var oldSectionPartner: [Int]
  /// For each new section, its old index, or -1 when it is inserted.
  @usableFromInline var newSectionPartner: [Int]
  /// For each old item (flat index), its new flat index, or -1 when it is deleted.
  @usableFromInline var oldPartner: [Int32]
  /// For each new item (flat index), its old flat index, or -1 when it is inserted.
  @usableFromInline var newPartner: [Int32]
  /// The section of each old item, and of each new item.
  @usableFromInline var oldItemSections: [Int32]
  @usableFromInline var newItemSections: [Int32]
  /// The flat index of each section's first item, then the total.
  @usableFromInline var oldStarts: [Int]
  @usableFromInline var newStarts: [Int]

  /// - Throws: the first repeated section identifier (old data, then new), else the first
  ///   repeated item identifier (old, then new).
  /// - Complexity: O(n + m) expected, n and m the sections and items of both versions of the data.
  @usableFromInline
  init(old: DataShape, new: DataShape) throws(DiffError) {
    let sections = Self.pair(old: old.sectionKeys, new: new.sectionKeys)
    if let duplicate = sections.duplicate {
      let ids = duplicate.side == .old ? old.sectionIDs : new.sectionIDs
      throw DiffError(
        .duplicateSection(id: ids[duplicate.second], first: duplicate.first, second: duplicate.second),
        in: duplicate.side)
    }
    let items = Self.pair(old: old.itemKeys, new: new.itemKeys)
    if let duplicate = items.duplicate {
      let shape = duplicate.side == .old ? old : new
      throw DiffError(
        .duplicateItem(
          id: shape.identifier(ofFlat: duplicate.second), first: shape.path(ofFlat: duplicate.first),
          second: shape.path(ofFlat: duplicate.second)),
        in: duplicate.side)
    }
    oldSectionPartner = sections.oldPartner.map(Int.init)
    newSectionPartner = sections.newPartner.map(Int.init)
    oldPartner = items.oldPartner
    newPartner = items.newPartner
    oldItemSections = old.itemSections
    newItemSections = new.itemSections
    oldStarts = old.sectionStarts
    newStarts = new.sectionStarts
  }

  struct Pairing {
    var oldPartner: [Int32]
    var newPartner: [Int32]
    /// A repeated identifier: where it first appears and where again (indices into one side).
    var duplicate: (side: DiffError.Side, first: Int, second: Int)?
  }

  /// Pairs equal keys of `old` and `new`, or finds the first one repeated on a side.
  ///
  /// Every key is hashed once, into an array. Old keys all go into the table (finding repeats).
  /// A new key is first compared with the old one after the previous new key's partner: data
  /// that mostly keeps its order pairs without touching the table. Otherwise it is looked up, and
  /// stored when absent under `old.count + j`, so a repeat on the new side is found whether or
  /// not the old side has it. A guessed partner needs no table entry: an equal new key met later
  /// would reach the same old entry and see it taken.
  ///
  /// - Complexity: O(old.count + new.count) expected.
  static func pair(old: IdentifierKeys, new: IdentifierKeys) -> Pairing {
    var oldPartner = [Int32](repeating: -1, count: old.count)
    var newPartner = [Int32](repeating: -1, count: new.count)
    var duplicate: (side: DiffError.Side, first: Int, second: Int)?
    var table = IdentityTable(capacity: old.count + new.count)
    let oldCount = Int32(old.count)
    let oldHashes = old.hashes()
    let newHashes = new.hashes()
    withColumns(old.keys, old.others, oldHashes) { old, oldOthers, oldHashes in
      withColumns(new.keys, new.others, newHashes) { new, newOthers, newHashes in
        withMutableColumns(&oldPartner, &newPartner) { oldPartner, newPartner in
          @inline(__always)
          func sameOld(_ entry: Int, _ index: Int) -> Bool {
            IdentifierKeys.same(old[entry], oldOthers, new[index], newOthers)
          }
          table.insert(
            hashes: oldHashes, firstEntry: 0, skip: { _ in false },
            isEqual: { entry, index in
              IdentifierKeys.same(old[Int(entry)], oldOthers, old[index], oldOthers)
            },
            found: { index, entry in
              duplicate = (.old, Int(entry), index)
              return false
            })
          guard duplicate == nil else { return }
          var guess = 0  // the old partner of the previous new key, plus one
          table.insert(
            hashes: newHashes, firstEntry: oldCount,
            skip: { index in
              guard guess < old.count, oldHashes[guess] == newHashes[index],
                oldPartner[guess] < 0, sameOld(guess, index)
              else { return false }
              oldPartner[guess] = Int32(index)
              newPartner[index] = Int32(guess)
              guess += 1
              return true
            },
            isEqual: { entry, index in
              entry < oldCount
                ? sameOld(Int(entry), index)
                : IdentifierKeys.same(new[Int(entry - oldCount)], newOthers, new[index], newOthers)
            },
            found: { index, entry in
              if entry >= oldCount {
                duplicate = (.new, Int(entry - oldCount), index)
                return false
              }
              if oldPartner[Int(entry)] >= 0 {
                duplicate = (.new, Int(oldPartner[Int(entry)]), index)
                return false
              }
              oldPartner[Int(entry)] = Int32(index)
              newPartner[index] = entry
              guess = Int(entry) + 1
              return true
            })
        }
      }
    }
    return Pairing(oldPartner: oldPartner, newPartner: newPartner, duplicate: duplicate)
  }
}
