extension ListDeclaration {
  /// The section a list configuration stands for (`NSCollectionLayoutSection.list(using:
  /// layoutEnvironment:)`), with how its cells are drawn and the space above it.
  ///
  /// Every appearance: one cell per row, the section's width, 44 points estimated (cells size
  /// themselves); a header and a footer are 44-point-estimated boundary items measured from the
  /// section's `header` and `footer`. `insetGrouped` and `sidebar` inset the rows by the list's
  /// `inset` (16 points below 390 points of width, else 20: the layout margins UIKit insets them
  /// by); `grouped` and `insetGrouped` put `section_spacing` (35) above every section but the
  /// first — the metrics of ListLab's table styles, so that a list section and the table style of
  /// the same name give the same frames. Separators: under every cell but the last, from
  /// `separator_inset` (16), except in the sidebars.
  func listSection(
    _ configuration: ListSectionConfiguration, declared: SectionDeclaration, environment: SectionEnvironment
  ) -> (CompositionalSection, ListSectionStyle, spaceBefore: Double) {
    let appearance = configuration.appearance
    let row = LayoutSize(width: .fractionalWidth(1), height: .estimated(44))
    let item = CompositionalItem(size: row)
    let group = CompositionalItem.group(.horizontal, size: row, subitems: [item])
    var insets = EdgeInsets.zero
    if appearance == .insetGrouped || appearance == .sidebar {
      let inset = min(options.resolvedInset, options.width / 2)
      insets.left = inset
      insets.right = inset
    }
    let headerMode =
      configuration.headerMode ?? (declared.header != nil ? .supplementary : ListSectionConfiguration.HeaderMode.none)
    let footerMode =
      configuration.footerMode ?? (declared.footer != nil ? .supplementary : ListSectionConfiguration.FooterMode.none)
    var boundaryItems: [BoundaryItem] = []
    if headerMode == .supplementary { boundaryItems.append(.header()) }
    if footerMode == .supplementary { boundaryItems.append(.footer()) }
    let grouped = appearance == .grouped || appearance == .insetGrouped
    var spaceBefore = environment.index > 0 ? (options.sectionSpacing ?? (grouped ? 35 : 0)) : 0
    if headerMode == .supplementary { spaceBefore += configuration.headerTopPadding ?? 0 }
    let style = ListSectionStyle(
      appearance: appearance,
      separators: configuration.showsSeparators ?? (appearance != .sidebar && appearance != .sidebarPlain),
      separatorInset: configuration.separatorInset ?? options.separatorInset,
      firstItemIsHeader: headerMode == .firstItemInSection)
    let section = CompositionalSection(group: group, contentInsets: insets, boundaryItems: boundaryItems)
    return (section, style, spaceBefore)
  }
}

extension ListSectionConfiguration.Appearance {
  /// The table style whose default header and footer nodes the appearance draws.
  var supplementaryStyle: ListStyle {
    self == .grouped || self == .insetGrouped ? .grouped : .plain
  }
}
