import ListDiff

extension UnknownID.Kind {
  /// Cells for sections, sections for cells.
  public var other: UnknownID.Kind { self == .cell ? .section : .cell }
}

extension UnknownID {
  /// An id of the other kind than the call takes — `l:delete("veg")` where `veg` is a section —
  /// with the call that takes it, when there is one: `delete: "veg" is a section, not a cell; to
  /// delete a section: l:delete_section("veg")`.
  public struct OtherKind: Sendable, Equatable {
    /// What to write instead, when there is such a call.
    public var instead: Instead?

    /// What the call does (`to delete a section`) and its code (`l:delete_section("veg")`).
    public struct Instead: Sendable, Equatable {
      public var purpose: String
      public var code: String
    }

    /// The verbs of cells and sections that do the same thing to the other kind, as scripts name
    /// them (`l:delete(id)` and `l:delete_section(id)`, `l:move(id, …)` and `l:move_section(id, …)`).
    static let counterparts: [String: (verb: String, purpose: String, rest: String)] = [
      "delete": ("delete_section", "to delete a section", ""),
      "move": ("move_section", "to move a section", ", { before = … }"),
      "delete_section": ("delete", "to delete a cell", ""),
      "move_section": ("move", "to move a cell", ", { before = … }"),
    ]

    /// - Parameters:
    ///   - given: the kind `id` names.
    ///   - placing: `id` places cells (`{before = id}`, `{after = id}`); a section there is written
    ///     `{section = id}`, which places them at its end.
    init(given: Kind, id: Identifier, operation: String, placing: Bool) {
      if placing, given == .section {
        instead = Instead(purpose: "to place cells at the end of a section", code: "{ section = \(id.quoted) }")
      } else if !placing, let counterpart = Self.counterparts[operation] {
        instead = Instead(purpose: counterpart.purpose, code: "l:\(counterpart.verb)(\(id.quoted)\(counterpart.rest))")
      }
    }
  }
}
