extension BoundaryItem {
  /// Reads `boundary { kind=, width=, height=, align=, offset=, pin=, extends=, z=, content= }`:
  /// by default a full-width header, 44 points estimated, at the top (a `"footer"` at the bottom).
  package static func read(from table: DeclarationTable, site: SourceSite?) -> BoundaryItem {
    var reader = FieldReader(subject: "boundary", site: site, table: table)
    let kind = reader.string("kind")
    let size = reader.layoutSize(default: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)))
    let alignment = reader.choice("align", BoundaryAlignment.self, noun: "boundary alignment")
    let offset = reader.point("offset") ?? (0, 0)
    let pinned = reader.boolean("pin") ?? false
    let extends = reader.boolean("extends") ?? true
    let zIndex = reader.zIndex("z") ?? 0
    let content = reader.node("content")
    if !table.array.isEmpty {
      reader.problem(nil, "takes no entries in its array part; give its content as content = …")
    }
    reader.reportUnknownKeys()
    var item = BoundaryItem(
      kind: kind ?? headerKind, size: size, alignment: alignment ?? (kind == footerKind ? .bottom : .top),
      offsetX: offset.x, offsetY: offset.y, pinToVisibleBounds: pinned, extendsBoundary: extends, zIndex: zIndex,
      content: content, provenance: Provenance(site: site, problems: reader.problems))
    item.kindIsDefault = kind == nil
    item.alignmentIsDefault = alignment == nil
    return item
  }

  /// Reads the value of a `header` or `footer` field: `true`, or a boundary item (made a header
  /// or footer when it names no kind).
  static func readEdge(_ key: String, kind: String, _ reader: inout FieldReader) -> BoundaryItem? {
    guard let value = reader.value(key) else { return nil }
    switch value {
    case .boolean(false): return nil
    case .boolean(true): return kind == headerKind ? .header() : .footer()
    case .layout(.boundary(var item)):
      if item.kindIsDefault {
        item.kind = kind
        if item.alignmentIsDefault { item.alignment = kind == headerKind ? .top : .bottom }
      } else if item.kind != kind {
        reader.problem(key, "must be a boundary item of kind \"\(kind)\", got one of kind \"\(item.kind)\"")
      }
      for problem in item.provenance.problems { reader.record(problem) }
      item.provenance.problems = []
      return item
    default:
      reader.problem(key, "must be true or a boundary item (boundary {…}), got \(value.shown)")
      return nil
    }
  }

  /// Reads `header`, `footer` and `boundary = { boundary {…}, … }`.
  static func readAll(_ reader: inout FieldReader) -> [BoundaryItem] {
    var items: [BoundaryItem] = []
    if let header = readEdge("header", kind: headerKind, &reader) { items.append(header) }
    if let footer = readEdge("footer", kind: footerKind, &reader) { items.append(footer) }
    if let value = reader.value("boundary") {
      if case .table(let table) = value, table.record.isEmpty {
        for (index, entry) in table.array.enumerated() {
          if case .layout(.boundary(let item)) = entry {
            items.append(item)
          } else {
            reader.problem("boundary", "entry \(index + 1) must be a boundary item (boundary {…}), got \(entry.shown)")
          }
        }
      } else {
        reader.problem("boundary", "must be a list of boundary items { boundary {…}, … }, got \(value.shown)")
      }
    }
    return items
  }
}

extension DecorationItem {
  /// Reads `background { insets=, kind=, z= }`.
  package static func read(from table: DeclarationTable, site: SourceSite?) -> DecorationItem {
    var reader = FieldReader(subject: "background", site: site, table: table)
    let item = DecorationItem(
      kind: reader.string("kind") ?? "background", contentInsets: reader.insets("insets") ?? .zero,
      zIndex: reader.zIndex("z") ?? 0)
    if !table.array.isEmpty { reader.problem(nil, "takes no entries in its array part") }
    reader.reportUnknownKeys()
    var read = item
    read.provenance = Provenance(site: site, problems: reader.problems)
    return read
  }
}

extension CompositionalSection {
  /// Reads `layout_section { hgroup {…}, spacing=, insets=, orthogonal=, header=, footer=,
  /// boundary=, background=, supplementary_insets=, insets_reference= }`: the group comes first
  /// in the array part (or as `group =`).
  package static func read(from table: DeclarationTable, site: SourceSite?) -> CompositionalSection {
    var reader = FieldReader(subject: "layout_section", site: site, table: table)
    var group: CompositionalItem?
    if let value = reader.value("group") {
      if case .layout(.item(let item)) = value, item.group != nil {
        group = item
      } else {
        reader.problem("group", "must be a group (hgroup {…}, vgroup {…}, custom_group {…}), got \(value.shown)")
      }
    }
    for (index, entry) in table.array.enumerated() {
      if case .layout(.item(let item)) = entry, item.group != nil, group == nil {
        group = item
      } else {
        reader.problem(nil, "entry \(index + 1) must be the section's one group (hgroup {…}, …), got \(entry.shown)")
      }
    }
    if group == nil { reader.problem("group", "is missing: a section repeats a group (hgroup {…}, vgroup {…})") }
    let spacing = reader.length("spacing") ?? 0
    let insets = reader.insets("insets") ?? .zero
    let orthogonal =
      reader.choice("orthogonal", OrthogonalScrolling.self, noun: "scrolling behavior") ?? .none
    let boundaryItems = BoundaryItem.readAll(&reader)
    var decorations: [DecorationItem] = []
    if let value = reader.value("background") {
      switch value {
      case .boolean(true): decorations.append(DecorationItem())
      case .boolean(false): break
      case .layout(.decoration(let item)): decorations.append(item)
      default: reader.problem("background", "must be true or a decoration (background {…}), got \(value.shown)")
      }
    }
    let supplementaryReference =
      reader.choice("supplementary_insets", InsetsReference.self, noun: "insets reference") ?? .automatic
    let contentReference =
      reader.choice("insets_reference", InsetsReference.self, noun: "insets reference") ?? .automatic
    reader.reportUnknownKeys()
    return CompositionalSection(
      group: group
        ?? CompositionalItem.group(
          .horizontal, size: CompositionalItem.defaultGroupSize,
          subitems: [CompositionalItem(size: CompositionalItem.defaultItemSize)]),
      interGroupSpacing: spacing, contentInsets: insets, orthogonalScrolling: orthogonal,
      boundaryItems: boundaryItems, decorationItems: decorations, supplementaryInsetsReference: supplementaryReference,
      contentInsetsReference: contentReference, provenance: Provenance(site: site, problems: reader.problems))
  }
}

extension ListSectionConfiguration {
  /// Reads `list_configuration { appearance=, header_mode=, footer_mode=, separators=,
  /// separator_inset=, header_top_padding= }`.
  package static func read(from table: DeclarationTable, site: SourceSite?) -> ListSectionConfiguration {
    var reader = FieldReader(subject: "list_configuration", site: site, table: table)
    var appearance = reader.choice("appearance", Appearance.self, noun: "list appearance")
    if appearance == nil, table.array.count == 1 {
      appearance = reader.choice(table.array[0], of: "appearance", Appearance.self, noun: "list appearance")
    } else if !table.array.isEmpty {
      reader.problem(nil, "takes its appearance as appearance = \"…\" (or list_configuration \"insetGrouped\")")
    }
    var configuration = ListSectionConfiguration(
      appearance: appearance ?? .plain,
      headerMode: reader.choice("header_mode", HeaderMode.self, noun: "header mode"),
      footerMode: reader.choice("footer_mode", FooterMode.self, noun: "footer mode"),
      showsSeparators: reader.boolean("separators"), separatorInset: reader.length("separator_inset"),
      headerTopPadding: reader.length("header_top_padding"))
    reader.reportUnknownKeys()
    configuration.provenance = Provenance(site: site, problems: reader.problems)
    return configuration
  }
}

extension CompositionalConfiguration {
  /// Reads `compositional { section=, spacing=, header=, footer=, boundary=, scroll_direction=,
  /// size_class= }`; a `section` function reaches here as `provider`, from the binding.
  package static func read(from table: DeclarationTable, site: SourceSite?, provider: SectionProvider? = nil)
    -> CompositionalConfiguration
  {
    var reader = FieldReader(subject: "compositional", site: site, table: table)
    var configuration = CompositionalConfiguration(provider: provider)
    if let value = reader.value("section"), provider == nil {
      if case .layout(.section(let section)) = value {
        configuration.section = section
      } else {
        reader.problem(
          "section",
          "must be a layout_section {…}, a list_configuration {…} or a function(index, environment), got \(value.shown)"
        )
      }
    }
    configuration.interSectionSpacing = reader.length("spacing") ?? 0
    configuration.boundaryItems = BoundaryItem.readAll(&reader)
    configuration.scrollDirection =
      reader.choice("scroll_direction", LayoutAxis.self, noun: "scroll direction") ?? .vertical
    configuration.sizeClass = reader.choice("size_class", SizeClass.self, noun: "size class")
    if !table.array.isEmpty {
      reader.problem(nil, "takes its section layout as section = …, not in its array part")
    }
    reader.reportUnknownKeys()
    configuration.provenance = Provenance(site: site, problems: reader.problems)
    return configuration
  }
}
