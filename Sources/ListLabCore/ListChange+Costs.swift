import ListAnimation
import ListDeclaration
import ListLayout

/// What a change costs beyond its own work: the memory it keeps alive while its transition lives,
/// and the element states sampling its transition makes.
extension ListChange {
  /// The Swift memory, in bytes, this change keeps alive for as long as it lives (an estimate).
  ///
  /// The layouts before and after a change share everything the change did not touch: an edit in
  /// place keeps about n / 64 references of chunk arrays for a list of n cells, a list laid out
  /// again whole keeps all of it. A host with a garbage collector (Lua) is told this amount, or
  /// a loop of changes to a long list would pile up transitions it sees as small.
  public var retainedBytes: Int {
    let cells = max(old.count, new.count)
    return editedInPlace ? 8 * 1_024 + cells / 8 : 64 * cells
  }

  /// Whether the layout was edited in place rather than laid out again whole: an insert, delete,
  /// move or update of cells or sections of a list its engine edits in place.
  var editedInPlace: Bool {
    switch operation {
    case .insert, .delete, .move, .update, .insertSection, .deleteSection, .moveSection: new.editsInPlace
    default: false
    }
  }

  /// At most this many element states are sampled in one call (instants × elements): Swift
  /// memory is not counted by a script's memory budget.
  public static let sampleBudget = 2_000_000

  /// Refuses to sample `steps + 1` instants of the transition when that is more than
  /// ``sampleBudget`` element states; `all` counts every element of the list, not only those the
  /// transition tracks.
  ///
  /// - Complexity: O(segments).
  public func checkSampleBudget(steps: Int, all: Bool = false) throws(SampleBudgetExceeded) {
    // Every element of the list: at most the cells of both layouts with a card or separator each,
    // and their sections' headers and footers.
    var elements = 0
    for segment in transition.segments {
      let sections = segment.old.declaration.sections.count + segment.new.declaration.sections.count
      let count = all ? 2 * (segment.old.count + segment.new.count) + 2 * sections : segment.tracks.count
      elements = max(elements, count)
    }
    let states = (steps + 1).multipliedReportingOverflow(by: elements)
    if states.overflow || states.partialValue > Self.sampleBudget {
      throw SampleBudgetExceeded(samples: steps + 1, elements: elements)
    }
  }
}

/// Sampling a transition would make more than ``ListChange/sampleBudget`` element states.
public struct SampleBudgetExceeded: Error, CustomStringConvertible {
  public var samples: Int
  public var elements: Int

  public var description: String {
    "\(samples) samples of \(elements) elements is more than \(ListChange.sampleBudget) element states; sample fewer steps"
  }
}
