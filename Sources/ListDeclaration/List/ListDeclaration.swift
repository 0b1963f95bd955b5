public import ListDiff

/// A whole list: its options and its sections.
public struct ListDeclaration: Hashable, Sendable {
  public var options: ListOptions
  public var sections: [SectionDeclaration]
  public var provenance: Provenance

  public init(
    options: ListOptions = ListOptions(), sections: [SectionDeclaration], provenance: Provenance = Provenance()
  ) {
    self.options = options
    self.sections = sections
    self.provenance = provenance
  }

  /// The id of the section made for cells given to `list { … }` without a section.
  public static let implicitSectionID: Identifier = "main"

  /// Reads `list { … }`: options in the record part, sections (or bare cells) in the array part.
  ///
  /// - Parameter customStyles: style names registered by plugins.
  package static func read(_ table: DeclarationTable, site: SourceSite?, customStyles: Set<String> = [])
    -> ListDeclaration
  {
    var reader = FieldReader(subject: "list", site: site, table: table)
    let options = ListOptions.read(&reader, customStyles: customStyles)
    let (sections, problems) = readSections(table.array, subject: "list", site: site)
    reader.reportUnknownKeys()
    return ListDeclaration(
      options: options, sections: sections, provenance: Provenance(site: site, problems: reader.problems + problems))
  }

  /// Sections from an array of sections, or of cells (which then form one section, "main").
  package static func readSections(_ entries: [DeclarationValue], subject: String, site: SourceSite?) -> (
    [SectionDeclaration], [DeclarationProblem]
  ) {
    var sections: [SectionDeclaration] = []
    var looseCells: [CellDeclaration] = []
    var problems: [DeclarationProblem] = []
    for (index, entry) in entries.enumerated() {
      switch entry {
      case .section(let section): sections.append(section)
      case .cell(let cell): looseCells.append(cell)
      default:
        problems.append(
          DeclarationProblem(
            site: site, subject: subject,
            message: "entry \(index + 1) must be a section (section \"id\" {…}) or a cell, got \(entry.shown)"))
      }
    }
    if !looseCells.isEmpty {
      if sections.isEmpty {
        var section = SectionDeclaration(id: implicitSectionID, cells: looseCells, provenance: Provenance(site: site))
        section.isImplicit = true
        sections = [section]
      } else {
        problems.append(
          DeclarationProblem(
            site: site, subject: subject, message: "mixes sections and bare cells; put the cells in a section"))
      }
    }
    return (sections, problems)
  }
}

extension ListDeclaration {
  /// Every problem in the declaration but repeated cell ids — each part's own field problems,
  /// repeated section ids, and options that do not apply to the style — with the repeated cells
  /// `repeats` names (the flat index of each repeat → the flat index of its first occurrence; the
  /// layout finds them while it indexes the ids, see `ValidDeclaration` in ListLayout).
  ///
  /// - Complexity: O(n) in the size of the declaration.
  package func problems(repeats: [Int: Int]) -> [DeclarationProblem] {
    var problems = provenance.problems
    var sectionSeen: [Identifier: (index: Int, site: SourceSite?)] = [:]
    let starts = sectionStarts

    func visit(_ node: Node) {
      guard node.treeHasProblems else { return }
      problems += node.provenance.problems
      for child in node.children { visit(child) }
    }
    func at(_ site: SourceSite?) -> String { site.map { " (\($0))" } ?? "" }

    for (sectionIndex, section) in sections.enumerated() {
      problems += section.provenance.problems
      if let first = sectionSeen[section.id] {
        problems.append(
          DeclarationProblem(
            site: section.provenance.site, subject: "section \(section.id.quoted)",
            message:
              "duplicate section id: sections \(first.index)\(at(first.site)) and \(sectionIndex)\(at(section.provenance.site)) (UIKit: supplied section identifiers are not unique)"
          ))
      } else {
        sectionSeen[section.id] = (sectionIndex, section.provenance.site)
      }
      if options.style != .grid, !section.layout.isEmpty, !isCustomStyle {
        problems.append(
          DeclarationProblem(
            site: section.provenance.site, subject: "section \(section.id.quoted)",
            message:
              "columns, spacing, line_spacing, insets and align apply to the grid style only (this list is \(options.style))"
          ))
      }
      if section.compositional != nil, options.style != .compositional {
        problems.append(
          DeclarationProblem(
            site: section.provenance.site, subject: "section \(section.id.quoted)", field: "layout",
            message: "applies to the compositional style (this list is \(options.style))"))
      }
      for supplementary in [section.header, section.footer] {
        if case .node(let node) = supplementary { visit(node) }
      }
      // In order, chunk by chunk (a cell is one reference: reading it costs a retain).
      var itemIndex = 0
      for cell in section.cells {
        defer { itemIndex += 1 }
        if !cell.provenance.problems.isEmpty { problems += cell.provenance.problems }
        if !repeats.isEmpty, let firstFlat = repeats[starts[sectionIndex] + itemIndex] {
          let first = location(ofFlatIndex: firstFlat)
          let firstSite = sections[first.section].cells[first.item].provenance.site
          problems.append(
            DeclarationProblem(
              site: cell.provenance.site, subject: "cell \(cell.id.quoted)",
              message:
                "duplicate cell id: [\(first.section),\(first.item)]\(at(firstSite)) and [\(sectionIndex),\(itemIndex)]\(at(cell.provenance.site)); ids must be unique across the list (UIKit: supplied item identifiers are not unique)"
            ))
        }
        if cell.contentHasProblems, let content = cell.customContent { visit(content) }
      }
    }
    return problems
  }

  /// The flat index of each section's first cell, then the number of cells.
  package var sectionStarts: [Int] {
    var starts = [0]
    starts.reserveCapacity(sections.count + 1)
    for section in sections { starts.append(starts[starts.count - 1] + section.cells.count) }
    return starts
  }

  /// The id of the cell at a flat index, given the ``sectionStarts``.
  ///
  /// - Complexity: O(log s + log c).
  package func id(atFlat flat: Int, starts: [Int]) -> Identifier {
    var low = 0
    var high = sections.count - 1
    while low < high {  // the last section starting at or before `flat` (empty ones share starts)
      let middle = (low + high + 1) / 2
      if starts[middle] <= flat { low = middle } else { high = middle - 1 }
    }
    return sections[low].cells[flat - starts[low]].id
  }

  /// The section and item of the cell at a flat index (for messages; O(sections)).
  private func location(ofFlatIndex flat: Int) -> (section: Int, item: Int) {
    var remaining = flat
    for (index, section) in sections.enumerated() {
      if remaining < section.cells.count { return (index, remaining) }
      remaining -= section.cells.count
    }
    return (sections.count - 1, 0)
  }

  private var isCustomStyle: Bool {
    if case .custom = options.style { true } else { false }
  }
}
