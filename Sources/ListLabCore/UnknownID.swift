import ListDeclaration
public import ListDiff
public import ListLayout

/// An id that names no cell (or no section) of a list, with the id the script most likely meant:
/// `frame: no cell "Apple" (did you mean "apple"?)`.
public struct UnknownID: OperationMessage, Sendable, Equatable {
  public enum Kind: String, Sendable {
    case cell, section
  }

  /// The operation that asked: `frame`, `scrollTo`, `move`, …
  public var operation: CoreOperation
  public var kind: Kind
  public var id: Identifier
  /// The known id nearest to `id`, when one is close.
  public var suggestion: Identifier?
  /// Every known id as close to `id` as the nearest (``Suggestion/close(to:in:)``), the nearest
  /// first: what the message offers.
  public var suggestions: [Identifier] = []
  /// Set when `id` names the other kind — a section given where a cell is expected, or a cell
  /// where a section is — with what to write instead when there is such a call.
  public var otherKind: OtherKind?

  /// - Parameter known: the ids of the cells (or sections) the list has.
  /// - Complexity: O(n) in `known` (edit distances of the ids that are strings).
  public init(_ kind: Kind, _ id: Identifier, among known: some Sequence<Identifier>, operation: CoreOperation) {
    self.operation = operation
    self.kind = kind
    self.id = id
    let known = Array(known)
    self.suggestion = Self.nearest(to: id, among: known)
    self.suggestions = Self.close(to: id, among: known)
  }

  public func description(naming names: OperationNames) -> String {
    if let otherKind {
      return "\(names(operation)): \(id.quoted) is a \(kind.other.rawValue), not a \(kind.rawValue)"
        + (otherKind.instead(naming: names).map { "; \($0.purpose): \($0.code)" } ?? "")
    }
    let offered = suggestions.isEmpty ? suggestion.map { [$0] } ?? [] : suggestions
    return "\(names(operation)): no \(kind.rawValue) \(id.quoted)"
      + (offered.isEmpty ? "" : " (did you mean \(Suggestion.alternatives(offered.map(\.quoted)) { $0 })?)")
  }

  /// Every id `id` may have meant, as ``nearest(to:among:)`` finds one, with all the close
  /// spellings of a string.
  ///
  /// - Complexity: O(n) in `known` (edit distances of the ids that are strings).
  public static func close(to id: Identifier, among known: [Identifier]) -> [Identifier] {
    guard case .string(let text) = id, Int(text) == nil else { return nearest(to: id, among: known).map { [$0] } ?? [] }
    let strings = known.compactMap { if case .string(let name) = $0 { name } else { nil } }
    return Suggestion.close(to: text, in: strings).map(Identifier.string)
  }

  /// The id `id` most likely meant: for a string, a close spelling (see ``Suggestion``), or an
  /// integer written as a string; for an integer, the same digits as a string (`"7"` for `7`).
  /// Integers are never suggested for other integers: `7` is not a misspelling of `8`.
  public static func nearest(to id: Identifier, among known: [Identifier]) -> Identifier? {
    switch id {
    case .integer(let number):
      let digits = Identifier.string(String(number))
      return known.contains(digits) ? digits : nil
    case .string(let text):
      if let number = Int(text), known.contains(.integer(number)) { return .integer(number) }
      let strings = known.compactMap { if case .string(let name) = $0 { name } else { nil } }
      return Suggestion.closest(to: text, in: strings).map(Identifier.string)
    }
  }
}

extension UnknownID {
  /// A cell id that none of `sections` has; when a section has it, the section's call instead
  /// (``OtherKind``). `placing`: the id places cells (`{before = id}`), it is not what the call acts on.
  static func cell(
    _ id: Identifier, in sections: [SectionDeclaration], operation: CoreOperation, placing: Bool = false
  ) -> UnknownID {
    var unknown = UnknownID(.cell, id, among: sections.lazy.flatMap { $0.cells.lazy.map(\.id) }, operation: operation)
    if sections.contains(where: { $0.id == id }) {
      unknown.otherKind = OtherKind(given: .section, id: id, operation: operation, placing: placing)
    }
    return unknown
  }

  /// A section id that none of `sections` has; when a cell has it, the cell's call instead.
  static func section(
    _ id: Identifier, in sections: [SectionDeclaration], operation: CoreOperation, placing: Bool = false
  ) -> UnknownID {
    var unknown = UnknownID(.section, id, among: sections.lazy.map(\.id), operation: operation)
    if sections.contains(where: { section in section.cells.contains { $0.id == id } }) {
      unknown.otherKind = OtherKind(given: .cell, id: id, operation: operation, placing: placing)
    }
    return unknown
  }
}

extension ListState {
  /// The frame of cell `id`, or the error naming the nearest id (`l:frame`, `l:card`, …).
  ///
  /// - Complexity: O(1) expected for a known id; O(n) to word the error for an unknown one.
  public func cellElement(_ id: Identifier, for query: Query) throws(UnknownID) -> Element {
    guard let element = layout.cellElement(id) else { throw .cell(id, in: sections, operation: .query(query)) }
    return element
  }
}
