/// The weights ListLab measures text in; each has its own glyph advance table.
public enum FontWeight: String, CaseIterable, Hashable, Sendable {
  /// Inter Regular advances.
  case regular
  /// Inter SemiBold advances (the `headline` style).
  case semibold
}
