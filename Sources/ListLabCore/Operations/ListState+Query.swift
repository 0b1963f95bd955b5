extension ListState {
  /// A question to a list, or a scroll, that names a cell or a section: what an unknown id is
  /// reported for (see ``UnknownID``).
  public enum Query: String, Hashable, Sendable, CaseIterable {
    /// ``cellElement(_:for:)`` for a cell's frame.
    case frame
    /// ``cellElement(_:for:)`` for a cell's card.
    case card
    /// ``cellElement(_:for:)`` for a cell's content frames.
    case subframes
    /// ``cellElement(_:for:)`` before ``scroll(toCell:)``.
    case scrollTo
    case scrollSection
    /// ``sectionIndex(_:for:)`` for an orthogonal section's offset.
    case sectionOffset
    case sectionSnapshot
  }
}
