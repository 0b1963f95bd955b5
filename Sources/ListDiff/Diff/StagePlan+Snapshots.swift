extension StagePlan {
  /// The stages with their `after` data, built from the plan.
  ///
  /// Unchanged arrays are shared with `old` and `new` (copy-on-write), so a stage costs only the
  /// sections it changes: the last stage's `after` is `new` itself.
  ///
  /// - Complexity: O(n + m), n and m the sections and items of both snapshots.
  @inlinable
  func changeset<S, I>(
    from old: Snapshot<S, I>, to new: Snapshot<S, I>, matching: Matching
  ) -> Changeset<S, I> {
    typealias Data = Snapshot<S, I>
    var stages: [Changeset<S, I>.Stage] = []
    var current = old

    if !itemsUpdated.isEmpty {
      var after = old
      for path in itemsUpdated {
        let partner = Int(matching.oldPartner[matching.oldStarts[path.section] + path.item])
        let section = Int(matching.newItemSections[partner])
        let item = partner - matching.newStarts[section]
        after.sections[path.section].items[path.item].content =
          new.sections[section].items[item].content
      }
      stages.append(.init(kind: .itemUpdates, itemsUpdated: itemsUpdated, after: after))
      current = after
    }

    if !sectionsDeleted.isEmpty || !itemsDeleted.isEmpty {
      var sections: [Data.Section] = []
      sections.reserveCapacity(current.sections.count - sectionsDeleted.count)
      for (index, section) in current.sections.enumerated() where survivorIndex[index] >= 0 {
        guard sectionHasDeletes[index] else {
          sections.append(section)
          continue
        }
        let start = matching.oldStarts[index]
        var kept = section
        kept.items = []
        kept.items.reserveCapacity(section.items.count)
        matching.oldPartner.withUnsafeBufferPointer { partners in
          section.items.withUnsafeBufferPointer { items in
            for item in items.indices where partners[start + item] >= 0 {
              kept.items.append(items[item])
            }
          }
        }
        sections.append(kept)
      }
      current = Data(sections: sections)
      stages.append(
        .init(
          kind: .deletes, sectionsDeleted: sectionsDeleted, itemsDeleted: itemsDeleted,
          after: current))
    }

    if !sectionsInserted.isEmpty || !sectionsMoved.isEmpty {
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
          kind: .sectionInsertsAndMoves, sectionsInserted: sectionsInserted,
          sectionsMoved: sectionsMoved, after: current))
    }

    if !itemsInserted.isEmpty || !itemsMoved.isEmpty {
      var after = new
      for section in sectionsUpdated {  // still the old content: stage 5 reloads it
        after.sections[section].content =
          old.sections[matching.newSectionPartner[section]].content
      }
      stages.append(
        .init(
          kind: .itemInsertsAndMoves, itemsInserted: itemsInserted, itemsMoved: itemsMoved,
          after: after))
    }

    if !sectionsUpdated.isEmpty {
      stages.append(.init(kind: .sectionUpdates, sectionsUpdated: sectionsUpdated, after: new))
    }
    return Changeset(stages: stages)
  }
}
