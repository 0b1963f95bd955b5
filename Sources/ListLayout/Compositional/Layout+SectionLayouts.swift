package import ListDeclaration

extension Layout {
  /// Each section's layout as it was settled for this layout — the section's own, what the
  /// provider returned in the section's environment, or the shared one; custom groups with the
  /// frames their function gave — for an exporter; nil for a list that is not compositional.
  ///
  /// - Complexity: O(sections).
  package var compositionalSectionLayouts: [SectionLayout]? {
    guard case .compositional(let geometry) = engine else { return nil }
    return geometry.sections.map { $0.resolved.source ?? .section($0.resolved.section) }
  }
}
