/// A section that moves from one index to another.
///
/// In a stage, `from` is an index before the stage and `to` an index after it.
public struct SectionMove: Hashable, Sendable, CustomStringConvertible {
  public var from: Int
  public var to: Int

  public init(from: Int, to: Int) {
    self.from = from
    self.to = to
  }

  public var description: String { "\(from) → \(to)" }
}
