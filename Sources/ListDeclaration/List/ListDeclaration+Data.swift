public import ListDiff

/// The data of a list as the diff sees it: section ids with their header/footer content, and
/// cell ids with their whole declaration as content.
public typealias DeclarationData = ListData<SectionContent, CellDeclaration>

extension ListDeclaration {
  /// The list's data for diffing.
  ///
  /// - Complexity: O(n).
  public var data: DeclarationData {
    DeclarationData(
      sections: sections.map { section in
        DeclarationData.Section(
          id: section.id, content: section.content,
          items: section.cells.map { DeclarationData.Item(id: $0.id, content: $0) })
      })
  }

  /// A declaration holding `data` with these options (e.g. a stage's intermediate data).
  ///
  /// - Complexity: O(n).
  public init(options: ListOptions, data: DeclarationData) {
    self.init(
      options: options,
      sections: data.sections.map { section in
        SectionDeclaration(id: section.id, content: section.content, cells: section.items.map(\.content))
      })
  }
}

extension SectionDeclaration {
  public init(id: Identifier, content: SectionContent, cells: [CellDeclaration], provenance: Provenance = Provenance())
  {
    self.init(
      id: id, header: content.header, footer: content.footer, cells: cells, layout: content.layout,
      provenance: provenance)
  }
}
