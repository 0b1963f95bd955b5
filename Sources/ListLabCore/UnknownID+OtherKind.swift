public import ListDiff

extension UnknownID.Kind {
  /// Cells for sections, sections for cells.
  public var other: UnknownID.Kind { self == .cell ? .section : .cell }
}

extension UnknownID {
  /// An id of the other kind than the call takes — `l:delete("veg")` where `veg` is a section —
  /// with the call that takes it, when there is one: `delete: "veg" is a section, not a cell; to
  /// delete a section: l:delete_section("veg")`.
  public struct OtherKind: Sendable, Equatable {
    /// The kind the id names.
    public var given: Kind
    public var id: Identifier
    /// The operation that was given the id.
    public var operation: CoreOperation
    /// The id places cells (`{before = id}`, `{after = id}`): a section there is written
    /// `{section = id}`, which places them at its end.
    public var placing: Bool

    /// What the call does (`to delete a section`) and its code (`l:delete_section("veg")`).
    public struct Instead: Sendable, Equatable {
      public var purpose: String
      public var code: String
    }

    /// The operations of cells and sections that do the same thing to the other kind (`delete`
    /// and `deleteSection`, `move` and `moveSection`), with what they do and the arguments after
    /// the id.
    static let counterparts: [ListChange.Operation: (operation: ListChange.Operation, purpose: String, rest: String)] =
      [
        .delete: (.deleteSection, "to delete a section", ""),
        .move: (.moveSection, "to move a section", ", { before = … }"),
        .deleteSection: (.delete, "to delete a cell", ""),
        .moveSection: (.move, "to move a cell", ", { before = … }"),
      ]

    init(given: Kind, id: Identifier, operation: CoreOperation, placing: Bool) {
      self.given = given
      self.id = id
      self.operation = operation
      self.placing = placing
    }

    /// What to write instead, the call named as `names` name it; nil when there is no such call.
    public func instead(naming names: OperationNames) -> Instead? {
      if placing {
        guard given == .section else { return nil }
        return Instead(purpose: "to place cells at the end of a section", code: "{ section = \(id.quoted) }")
      }
      guard case .change(let operation) = operation, let counterpart = Self.counterparts[operation] else { return nil }
      let call = names.call(.change(counterpart.operation), arguments: id.quoted + counterpart.rest)
      return Instead(purpose: counterpart.purpose, code: call)
    }
  }
}
