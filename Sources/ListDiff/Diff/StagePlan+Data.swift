extension StagePlan {
  /// The stages with their `after` data, built from the plan.
  ///
  /// Unchanged arrays are shared with `old` and `new` (copy-on-write), so a stage costs only the
  /// sections it changes: the last stage's `after` is `new` itself.
  ///
  /// - Complexity: O(n + m), n and m the sections and items of both versions of the data.
  @inlinable
  func changeset<S, I>(
    from old: ListData<S, I>, to new: ListData<S, I>, matching: Matching
  ) -> Changeset<S, I> {
    typealias Data = ListData<S, I>
    var stages: [Changeset<S, I>.Stage] = []
    var current = old

    if !reloads.isEmpty {
      var after = old
      for path in reloads {
        let partner = Int(matching.oldPartner[matching.oldStarts[path.section] + path.item])
        let section = Int(matching.newItemSections[partner])
        let item = partner - matching.newStarts[section]
        after.sections[path.section].items[path.item].content =
          new.sections[section].items[item].content
      }
      stages.append(.init(kind: .itemReloads, operations: BatchUpdate(reloads: reloads), after: after))
      current = after
    }

    if !sectionDeletes.isEmpty || !deletes.isEmpty {
      var sections: [Data.Section] = []
      sections.reserveCapacity(current.sections.count - sectionDeletes.count)
      for (index, section) in current.sections.enumerated() where survivorIndex[index] >= 0 {
        guard sectionHasDeletes[index] else {
          sections.append(section)
          continue
        }
        let start = matching.oldStarts[index]
        var kept = section
        kept.items = []
        kept.items.reserveCapacity(section.items.count)
        for item in section.items.indices where matching.oldPartner[start + item] >= 0 {
          kept.items.append(section.items[item])
        }
        sections.append(kept)
      }
      current = Data(sections: sections)
      stages.append(
        .init(
          kind: .deletes, operations: BatchUpdate(deletes: deletes, sectionDeletes: sectionDeletes),
          after: current))
    }

    if !sectionInserts.isEmpty || !sectionMoves.isEmpty {
      var sections: [Data.Section] = []
      sections.reserveCapacity(new.sections.count)
      for (index, section) in new.sections.enumerated() {
        let partner = matching.newSectionPartner[index]
        if partner >= 0 {
          sections.append(current.sections[survivorIndex[partner]])
        } else if sectionHasNoTrackedItems[index] {
          sections.append(section)
        } else {
          let start = matching.newStarts[index]
          var arriving = section
          arriving.items = section.items.indices.filter { !newItemIsTracked[start + $0] }.map {
            section.items[$0]
          }
          sections.append(arriving)
        }
      }
      current = Data(sections: sections)
      stages.append(
        .init(
          kind: .sectionInsertsAndMoves,
          operations: BatchUpdate(sectionInserts: sectionInserts, sectionMoves: sectionMoves),
          after: current))
    }

    if !inserts.isEmpty || !moves.isEmpty {
      var after = new
      for section in sectionReloads {  // still the old content: stage 5 reloads it
        after.sections[section].content =
          old.sections[matching.newSectionPartner[section]].content
      }
      stages.append(
        .init(
          kind: .itemInsertsAndMoves, operations: BatchUpdate(inserts: inserts, moves: moves),
          after: after))
    }

    if !sectionReloads.isEmpty {
      stages.append(
        .init(kind: .sectionReloads, operations: BatchUpdate(sectionReloads: sectionReloads), after: new))
    }
    return Changeset(stages: stages)
  }
}
