package import ListDeclaration
package import ListDiff
import ListLabCore
package import ListLayout
import ListRender

/// `expect_frame(id, {x=, y=, w=, h=})`: an element of a list is where the script says, within a
/// tolerance. Only the fields given are compared.
package struct FrameExpectation: Sendable, Equatable {
  package var id: Identifier
  package var kind: Element.Kind = .cell
  /// The element kind of a supplementary or decoration item (`"badge"`), when it matters.
  package var elementKind: String?
  package var x: Double?
  package var y: Double?
  package var width: Double?
  package var height: Double?
  package var tolerance = 0.001
  /// The idea the numbers check, said first when the expectation fails (`message = "…"`): a
  /// course's exercise names the concept, not only the numbers.
  package var note: String?

  package init(id: Identifier) { self.id = id }

  /// What the expectation found.
  package enum Outcome: Sendable, Equatable {
    case passed
    /// The list has no such element; the id of a similar one, when there is one.
    case missing(suggestion: Identifier?)
    /// The fields that differ by more than the tolerance, and the element's frame.
    case mismatched([Mismatch], frame: Rect)
  }

  package struct Mismatch: Sendable, Equatable {
    /// `x`, `y`, `w` or `h`.
    package var field: String
    package var expected: Double
    package var actual: Double
  }

  /// Compares the expectation with the element in `layout`.
  ///
  /// - Complexity: O(e) in the elements of the layout.
  package func check(in layout: Layout) -> Outcome {
    let elements = layout.elements()
    guard
      let element = elements.first(where: {
        $0.kind == kind && $0.id == id && (elementKind == nil || $0.elementKind == elementKind)
      })
    else {
      let known = elements.filter { $0.kind == kind }.map(\.id)
      return .missing(suggestion: UnknownID.nearest(to: id, among: known))
    }
    let frame = element.frame
    let fields: [(String, Double?, Double)] = [
      ("x", x, frame.x), ("y", y, frame.y), ("w", width, frame.width), ("h", height, frame.height),
    ]
    let mismatches = fields.compactMap { field, expected, actual -> Mismatch? in
      guard let expected, abs(expected - actual) > tolerance else { return nil }
      return Mismatch(field: field, expected: expected, actual: actual)
    }
    return mismatches.isEmpty ? .passed : .mismatched(mismatches, frame: frame)
  }

  /// `cell "a"`, `supplementary badge "a"`: what the messages call the element.
  package var subject: String { "\(LayoutText.name(of: kind, elementKind: elementKind)) \(id.quoted)" }

  /// The sentence an outcome is reported with: the one place it is worded.
  package func message(for outcome: Outcome) -> String {
    let sentence = plainMessage(for: outcome)
    guard let note, !note.isEmpty, outcome != .passed else { return sentence }
    return "\(note): \(sentence)"
  }

  /// The sentence of an outcome, without the note.
  private func plainMessage(for outcome: Outcome) -> String {
    switch outcome {
    case .passed:
      return "\(subject) has its frame"
    case .missing(let suggestion):
      return "expected a \(subject), but the list has none" + (suggestion.map { " (did you mean \($0.quoted)?)" } ?? "")
    case .mismatched(let mismatches, let frame):
      let differences = mismatches.map { "\($0.field) = \(formatPoints($0.expected)), got \(formatPoints($0.actual))" }
      return
        "expected \(subject) to have \(differences.joined(separator: "; ")) (frame \(LayoutText.frame(frame)), tolerance \(formatPoints(tolerance)))"
    }
  }
}
