package import ListDeclaration

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
    // Like the table styles (see `ListOptions+Environment.swift`): insetGrouped and sidebar rows
    // are inset by the safe area and the layout margin; the other appearances' rows span the
    // width, their content view inset by the safe area.
    let insets = configuration.contentInsets ?? ListSectionConfiguration.defaultInsets(appearance, options: options)
    var content = ContentViewInsets()
    let safe = options.leadingSafeArea
    let left = min(safe.left, options.width)
    let right = min(safe.right, options.width - left)
    if appearance != .insetGrouped && appearance != .sidebar {
      content = ContentViewInsets(
        leading: left, trailing: right, margin: options.contentMargin(contentViewWidth: options.width - left - right))
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
      separatorInset: configuration.separatorInset ?? options.separatorInset ?? content.margin,
      firstItemIsHeader: headerMode == .firstItemInSection, content: content)
    // The insets above already hold the safe area.
    let section = CompositionalSection(
      group: group, contentInsets: insets, boundaryItems: boundaryItems, contentInsetsReference: .none)
    return (section, style, spaceBefore)
  }
}

extension ListSectionConfiguration {
  /// The content insets of a list section of `appearance` in a list of `options`: insetGrouped
  /// and sidebar rows are inset by the safe area and the layout margin (the list's `inset`);
  /// the other appearances' span the width (their content view is inset by the safe area).
  package static func defaultInsets(_ appearance: Appearance, options: ListOptions) -> EdgeInsets {
    guard appearance == .insetGrouped || appearance == .sidebar else { return .zero }
    let safe = options.leadingSafeArea
    let left = min(safe.left, options.width)
    let right = min(safe.right, options.width - left)
    let available = options.width - left - right
    var inset = options.resolvedInset
    if options.readableWidth, options.inset == nil {
      inset = max(inset, (available - ListOptions.readableContentWidth) / 2)
    }
    inset = min(inset, available / 2)
    return EdgeInsets(top: 0, left: left + inset, bottom: 0, right: right + inset)
  }
}

extension ListSectionConfiguration.Appearance {
  /// The table style whose default header and footer nodes the appearance draws.
  var supplementaryStyle: ListStyle {
    self == .grouped || self == .insetGrouped ? .grouped : .plain
  }
}
