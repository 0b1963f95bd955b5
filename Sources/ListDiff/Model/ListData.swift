/// The data of a list at one moment: sections in order, each with its items in order.
///
/// Section identifiers are unique among sections and item identifiers unique across the whole
/// list; a diff rejects data that breaks this (`DiffError`). Equality compares
/// identifiers and contents (content by `contentHash`, confirmed by `==`).
public struct ListData<SectionContent: DiffableContent, ItemContent: DiffableContent>: Equatable,
  Sendable
{
  /// One row of a table or item of a collection.
  public struct Item: Equatable, Sendable {
    public var id: Identifier
    public var content: ItemContent

    public init(id: Identifier, content: ItemContent) {
      self.id = id
      self.content = content
    }

    @inlinable
    public static func == (lhs: Item, rhs: Item) -> Bool {
      lhs.id == rhs.id && lhs.content.hasSameContent(as: rhs.content)
    }
  }

  /// A section: its own content (header, footer, style) and its items.
  public struct Section: Equatable, Sendable {
    public var id: Identifier
    public var content: SectionContent
    public var items: [Item]

    public init(id: Identifier, content: SectionContent, items: [Item] = []) {
      self.id = id
      self.content = content
      self.items = items
    }

    @inlinable
    public static func == (lhs: Section, rhs: Section) -> Bool {
      lhs.id == rhs.id && lhs.content.hasSameContent(as: rhs.content) && lhs.items == rhs.items
    }
  }

  public var sections: [Section]

  public init(sections: [Section] = []) {
    self.sections = sections
  }

  /// The number of items in each section, in order.
  ///
  /// - Complexity: O(number of sections).
  public var itemCounts: [Int] { sections.map(\.items.count) }

  /// The number of items in all sections.
  ///
  /// - Complexity: O(number of sections).
  public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

  /// The item at `path`.
  ///
  /// - Precondition: `path` is inside the data.
  public subscript(path: ItemPath) -> Item {
    get { sections[path.section].items[path.item] }
    set { sections[path.section].items[path.item] = newValue }
  }
}

extension ListData.Item where ItemContent == NoContent {
  /// An item that is only an identity.
  public init(id: Identifier) { self.init(id: id, content: NoContent()) }
}

extension ListData.Section where SectionContent == NoContent {
  /// A section that is only an identity and its items.
  public init(id: Identifier, items: [ListData.Item] = []) {
    self.init(id: id, content: NoContent(), items: items)
  }
}
