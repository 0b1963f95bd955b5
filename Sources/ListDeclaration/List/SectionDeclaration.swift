public import ListDiff

/// A section header or footer: a string drawn with the style's default header node, or a node.
public enum Supplementary: Hashable, Sendable {
  case text(String)
  case node(Node)
}

/// Per-section overrides of the grid options (seed 002's per-section layouts).
public struct SectionLayoutOptions: Hashable, Sendable {
  public var columns: GridColumns?
  public var spacing: Double?
  public var lineSpacing: Double?
  public var insets: EdgeInsets?
  public var align: GridAlignment?

  public init(
    columns: GridColumns? = nil, spacing: Double? = nil, lineSpacing: Double? = nil, insets: EdgeInsets? = nil,
    align: GridAlignment? = nil
  ) {
    self.columns = columns
    self.spacing = spacing
    self.lineSpacing = lineSpacing
    self.insets = insets
    self.align = align
  }

  public var isEmpty: Bool { self == SectionLayoutOptions() }
}

/// What a section shows besides its cells: compared by the diff to find section updates.
public struct SectionContent: Hashable, Sendable, DiffableContent {
  public let header: Supplementary?
  public let footer: Supplementary?
  public let layout: SectionLayoutOptions
  public let contentHash: Int

  public init(header: Supplementary?, footer: Supplementary?, layout: SectionLayoutOptions) {
    self.header = header
    self.footer = footer
    self.layout = layout
    var hasher = Hasher()
    hasher.combine(header)
    hasher.combine(footer)
    hasher.combine(layout)
    contentHash = hasher.finalize()
  }
}

/// A section: its identity, optional header and footer, its cells, and layout overrides.
public struct SectionDeclaration: Hashable, Sendable {
  public var id: Identifier
  public var content: SectionContent
  public var cells: CellList
  public var provenance: Provenance
  /// Whether ListLab made the section rather than the script: the section `main` that cells
  /// given without a section form (see ``ListDeclaration/readSections(_:subject:site:)``).
  public var isImplicit = false
  /// A compositional list: this section's own layout (`layout = layout_section {…}`), before the
  /// list's provider and shared section. Not part of ``content``: a section whose layout changes
  /// is not reloaded — its cells move to their new frames.
  public var compositional: SectionLayout?

  public init(
    id: Identifier, header: Supplementary? = nil, footer: Supplementary? = nil, cells: CellList,
    layout: SectionLayoutOptions = SectionLayoutOptions(), provenance: Provenance = Provenance()
  ) {
    self.id = id
    self.content = SectionContent(header: header, footer: footer, layout: layout)
    self.cells = cells
    self.provenance = provenance
  }

  public init(
    id: Identifier, header: Supplementary? = nil, footer: Supplementary? = nil, cells: [CellDeclaration],
    layout: SectionLayoutOptions = SectionLayoutOptions(), provenance: Provenance = Provenance()
  ) {
    self.init(
      id: id, header: header, footer: footer, cells: CellList(cells), layout: layout, provenance: provenance)
  }

  public var header: Supplementary? { content.header }
  public var footer: Supplementary? { content.footer }
  public var layout: SectionLayoutOptions { content.layout }
}

extension SectionDeclaration {
  /// Reads `section "id" { … }`: `header`, `footer`, the grid overrides, then the cells.
  package static func read(id: Identifier, from table: DeclarationTable, site: SourceSite?) -> SectionDeclaration {
    var reader = FieldReader(kind: "section", id: id, site: site, table: table)
    let header = supplementary("header", &reader)
    let footer = supplementary("footer", &reader)
    var layout = SectionLayoutOptions()
    layout.columns = GridColumns.read("columns", &reader)
    layout.spacing = reader.length("spacing")
    layout.lineSpacing = reader.length("line_spacing")
    layout.insets = reader.insets("insets")
    layout.align = reader.choice("align", GridAlignment.self, noun: "grid alignment")
    var compositional: SectionLayout?
    if let value = reader.value("layout") {
      if case .layout(.section(let section)) = value {
        compositional = section
        for problem in section.allProblems { reader.record(problem) }
      } else {
        reader.problem("layout", "must be a layout_section {…} or a list_configuration {…}, got \(value.shown)")
      }
    }
    var cells: [CellDeclaration] = []
    for (index, entry) in table.array.enumerated() {
      if case .cell(let cell) = entry {
        cells.append(cell)
      } else {
        reader.problem(nil, "entry \(index + 1) must be a cell (cell \"id\" {…}), got \(entry.shown)")
      }
    }
    reader.reportUnknownKeys()
    var section = SectionDeclaration(
      id: id, header: header, footer: footer, cells: cells, layout: layout,
      provenance: Provenance(site: site, problems: reader.problems))
    section.compositional = compositional
    return section
  }

  private static func supplementary(_ key: String, _ reader: inout FieldReader) -> Supplementary? {
    guard let value = reader.value(key) else { return nil }
    switch value {
    case .string(let text): return .text(text)
    case .integer, .number: return .text(value.shown)
    case .node(let node): return .node(node)
    default:
      reader.problem(key, "must be a string or a content node, got \(value.shown)")
      return nil
    }
  }
}
