/// Why a diff refused two versions of the data: an identifier that is not unique (see `Identifier` for when
/// two identifiers are the same).
///
/// The sentence follows UIKit's diffable data source, which raises "Fatal: supplied item
/// identifiers are not unique. Duplicate identifiers: {(…)}" and the same for sections; ListLab
/// names the identifier once and says where both copies are:
///
///     supplied item identifiers are not unique. Duplicate identifiers: "apple" at [0,1] and [1,0]
///     supplied section identifiers are not unique. Duplicate identifiers: "fruits" at sections 0 and 2
public struct DiffError: Error, Equatable, CustomStringConvertible {
  /// Which side holds the duplicate.
  public enum Side: Sendable, Equatable {
    case old, new
  }

  enum Reason: Equatable {
    case duplicateItem(id: Identifier, first: ItemPath, second: ItemPath)
    case duplicateSection(id: Identifier, first: Int, second: Int)
  }

  let reason: Reason
  public let side: Side

  init(_ reason: Reason, in side: Side) {
    self.reason = reason
    self.side = side
  }

  /// The repeated identifier.
  public var id: Identifier {
    switch reason {
    case .duplicateItem(let id, _, _), .duplicateSection(let id, _, _): id
    }
  }

  /// The same error, naming the identifier as `data` (the side it is on) spells it.
  @usableFromInline
  func spelled<S, I>(as data: ListData<S, I>) -> DiffError {
    switch reason {
    case .duplicateItem(_, let first, let second):
      DiffError(.duplicateItem(id: data[second].id, first: first, second: second), in: side)
    case .duplicateSection(_, let first, let second):
      DiffError(
        .duplicateSection(id: data.sections[second].id, first: first, second: second), in: side)
    }
  }

  /// The only place the sentence is worded.
  public var description: String {
    switch reason {
    case .duplicateItem(let id, let first, let second):
      "supplied item identifiers are not unique. Duplicate identifiers: \(id.quoted) at \(first) "
        + "and \(second)"
    case .duplicateSection(let id, let first, let second):
      "supplied section identifiers are not unique. Duplicate identifiers: \(id.quoted) at "
        + "sections \(first) and \(second)"
    }
  }
}
