/// An item that moves from one path to another, possibly across sections.
///
/// In a stage, `from` is a path before the stage and `to` a path after it.
public struct ItemMove: Hashable, Sendable, CustomStringConvertible {
  public var from: ItemPath
  public var to: ItemPath

  public init(from: ItemPath, to: ItemPath) {
    self.from = from
    self.to = to
  }

  public var description: String { "\(from) → \(to)" }
}
