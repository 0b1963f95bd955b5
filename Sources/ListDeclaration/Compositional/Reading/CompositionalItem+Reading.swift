extension CompositionalItem {
  /// The size of an `item {…}` without one: it fills its group.
  package static let defaultItemSize = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))
  /// The size of a group without one: the section's width, as tall as what it holds (estimated
  /// 44 points).
  package static let defaultGroupSize = LayoutSize(width: .fractionalWidth(1), height: .estimated(44))

  /// The most copies `count` may ask for.
  static let maximumCount = 1_000

  /// Reads `item {…}`, `hgroup {…}`, `vgroup {…}` or `custom_group {…}`. Problems with its fields
  /// are kept in its provenance and reported when the list is checked.
  ///
  /// Fields: `width`, `height` (dimensions), `insets` (content insets), `edge_spacing`; groups:
  /// `spacing` (inter-item), `count` (equal copies), `repeating` (copies at their size); custom groups: `frames` (a list of `{x=, y=, w=, h=}`, or a
  /// function the binding passes as `customProvider`). The array part holds supplementary items
  /// and, for groups, the subitems.
  package static func read(
    _ constructor: ItemConstructor, from table: DeclarationTable, site: SourceSite?,
    customProvider: CustomGroupProvider? = nil
  ) -> CompositionalItem {
    var reader = FieldReader(subject: constructor.rawValue, site: site, table: table)
    let isGroup = constructor != .item
    let size = reader.layoutSize(default: isGroup ? defaultGroupSize : defaultItemSize)
    let insets = reader.insets("insets") ?? .zero
    let edgeSpacing = reader.edgeSpacing("edge_spacing")
    var supplementaries: [SupplementaryItem] = []
    var subitems: [CompositionalItem] = []
    for (index, entry) in table.array.enumerated() {
      switch entry {
      case .layout(.supplementary(let supplementary)):
        supplementaries.append(supplementary)
      case .layout(.item(let subitem)) where isGroup && constructor != .customGroup:
        subitems.append(subitem)
      default:
        let expected =
          isGroup && constructor != .customGroup
          ? "an item or group (item {…}, hgroup {…}, vgroup {…}) or a supplementary item"
          : "a supplementary item (supplementary {…})"
        reader.problem(nil, "entry \(index + 1) must be \(expected), got \(entry.shown)")
      }
    }
    var group: CompositionalGroup?
    switch constructor {
    case .item:
      break
    case .hgroup, .vgroup:
      var spacing = reader.spacing("spacing")
      var count = reader.integer("count", minimum: 1)
      var repeating = reader.integer("repeating", minimum: 1)
      for (key, given, api) in [
        ("count", count, "subitem:count:"), ("repeating", repeating, "repeatingSubitem:count:"),
      ]
      where given != nil {
        if given! > maximumCount { reader.problem(key, "must be at most \(maximumCount), got \(given!)") }
        if subitems.count > 1 {
          reader.problem(key, "copies one subitem (\(api)); this group has \(subitems.count)")
        }
      }
      if count != nil, repeating != nil {
        reader.problem(
          "repeating",
          "cannot be given with count: count shares the group's length between equal copies (subitem:count:), repeating keeps the item's size (repeatingSubitem:count:)"
        )
        repeating = nil
      }
      if subitems.isEmpty { reader.problem(nil, "needs at least one item (item {…}) in its array part") }
      if count != nil, spacing?.isFlexible == true {
        spacing = .fixed(spacing!.minimum)  // copies share the length: nothing is left to flex
      }
      count = count.map { min($0, maximumCount) }
      repeating = repeating.map { min($0, maximumCount) }
      group = CompositionalGroup(
        arrangement: constructor == .hgroup ? .horizontal : .vertical, subitems: subitems, count: count,
        repeating: repeating, interItemSpacing: spacing)
    case .customGroup:
      let frames = reader.value("frames")
      var custom = CompositionalGroup(arrangement: .custom, customProvider: customProvider)
      if customProvider == nil {
        if let frames {
          custom.customFrames = readFrames(frames, into: &reader)
        } else {
          reader.problem("frames", "is missing: a list of {x=, y=, w=, h=} or a function(size) returning one")
        }
      }
      group = custom
    }
    reader.reportUnknownKeys()
    let warnings = sizeWarnings(
      constructor, size: size, table: table, subitems: subitems, count: group?.count, site: site)
    return CompositionalItem(
      size: size, contentInsets: insets, edgeSpacing: edgeSpacing, supplementaries: supplementaries, group: group,
      provenance: Provenance(site: site, problems: reader.problems, warnings: warnings))
  }

  /// A custom group's frames: `{ {x=, y=, w=, h=}, … }`.
  private static func readFrames(_ value: DeclarationValue, into reader: inout FieldReader) -> [Rect] {
    guard case .table(let table) = value, table.record.isEmpty else {
      reader.problem("frames", "must be a list of {x=, y=, w=, h=}, got \(value.shown)")
      return []
    }
    var frames: [Rect] = []
    for (index, entry) in table.array.enumerated() {
      guard case .table(let frame) = entry,
        let x = frame["x"]?.number, let y = frame["y"]?.number, let w = frame["w"]?.number, let h = frame["h"]?.number,
        [x, y, w, h].allSatisfy(\.isFinite), w >= 0, h >= 0
      else {
        reader.problem("frames", "entry \(index + 1) must be {x=, y=, w=, h=} with finite numbers and w, h ≥ 0")
        continue
      }
      frames.append(Rect(x: x, y: y, width: w, height: h))
    }
    return frames
  }
}

extension SupplementaryItem {
  /// Reads `supplementary { kind=, width=, height=, edges=, offset=, fractional_offset=, z=,
  /// content= }`: by default a 20 × 20 `"badge"` at the item's top trailing corner.
  package static func read(from table: DeclarationTable, site: SourceSite?) -> SupplementaryItem {
    var reader = FieldReader(subject: "supplementary", site: site, table: table)
    let kind = reader.string("kind") ?? "badge"
    let size = reader.layoutSize(default: LayoutSize(width: .absolute(20), height: .absolute(20)))
    let edges = reader.edges("edges") ?? [.top, .trailing]
    var anchor = LayoutAnchor(edges: edges)
    let offset = reader.point("offset")
    let fractional = reader.point("fractional_offset")
    if offset != nil, fractional != nil {
      reader.problem("fractional_offset", "cannot be given with offset (an anchor has one kind of offset)")
    }
    if let point = fractional ?? offset {
      anchor.offsetX = point.x
      anchor.offsetY = point.y
      anchor.isFractional = fractional != nil
    }
    let zIndex = reader.zIndex("z") ?? 0
    let content = reader.node("content")
    if !table.array.isEmpty {
      reader.problem(nil, "takes no entries in its array part; give its content as content = …")
    }
    reader.reportUnknownKeys()
    return SupplementaryItem(
      kind: kind, size: size, anchor: anchor, zIndex: zIndex, content: content,
      provenance: Provenance(site: site, problems: reader.problems))
  }
}
