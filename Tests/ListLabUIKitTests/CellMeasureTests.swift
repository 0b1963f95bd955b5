import ListDeclaration
import ListDiff
import ListLabCore
import ListLabUIKit
import ListLayout
import ListText
import Testing

/// Cells size themselves as the Lua cells they stand for: a `UIListContentConfiguration` cell as
/// the built-in cell (`cell { text =, secondary =, image =, accessory =, badge = }`), a content
/// view of stack views, labels and image views as the content nodes (`row`, `column`, `label`,
/// `image`). Each case lays the same list out twice — through ListLabUIKit, and as the
/// declaration a Lua script makes, through the core — and compares every cell's frame.
@MainActor
final class CellMeasureTests {
  var retained: [AnyObject] = []

  /// The frames of every cell of a one-section collection view.
  func cellFrames(_ view: UICollectionView) -> [String] {
    (0..<view.numberOfItems(inSection: 0)).map { itemFrame(view, 0, $0) }
  }

  /// The frames of every cell of the Lua-equivalent declaration laid out by the core.
  func coreFrames(_ cells: [CellDeclaration], layout: SectionLayout, width: Double = 375) throws -> [String] {
    var options = ListOptions()
    options.style = .compositional
    options.width = width
    options.compositional = CompositionalConfiguration(section: layout)
    let state = try ListState(ListDeclaration(options: options, sections: [SectionDeclaration(id: "s", cells: cells)]))
    return state.layout.elements().filter { $0.kind == .cell }.map { element in
      shown(CGRect(x: element.frame.x, y: element.frame.y, width: element.frame.width, height: element.frame.height))
    }
  }

  /// A list section's collection view whose cells `configure` makes.
  func listView<Item: Hashable & Sendable>(
    _ appearance: UICollectionLayoutListConfiguration.Appearance, items: [Item], width: CGFloat = 375,
    configure: @escaping @MainActor (UICollectionViewListCell, Item) -> Void
  ) -> UICollectionView {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: appearance))
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 667), collectionViewLayout: layout)
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
      configure(cell, item)
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Item>(collectionView: view) { view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    dataSource.apply(snapshot, animatingDifferences: false)
    retained.append(dataSource)
    return view
  }

  struct Row: Hashable, Sendable {
    var text: String?
    var secondary: String?
    var image: CGFloat?
    var accessory: String?
    var badge: String?
  }

  static let rows = [
    Row(text: "Apple"),
    Row(text: "Pear", secondary: "Conference"),
    Row(text: "Cherry", secondary: "Small, round, a stone fruit that grows on trees in orchards", image: 40),
    Row(text: "Settings", image: 0, accessory: "chevron"),
    Row(text: "Inbox", accessory: "checkmark", badge: "12"),
    Row(text: "Wi-Fi", accessory: "toggle"),
    Row(text: "Info", secondary: "More", accessory: "detail"),
    Row(secondary: "Only a secondary text"),
  ]

  /// What `cell "x" { text =, secondary =, image = {width=, height=}, accessory =, badge = }` declares.
  static func luaCell(_ row: Row, id: Int) -> CellDeclaration {
    let image: Double? = row.image.map { $0 == 0 ? BuiltInCell.defaultImageSize : Double($0) }
    return CellDeclaration(
      id: .integer(id),
      builtIn: BuiltInCell(
        text: row.text, secondary: row.secondary, imageWidth: image, imageHeight: image,
        accessory: row.accessory.flatMap(BuiltInCell.Accessory.init(rawValue:)), badge: row.badge))
  }

  @Test(arguments: [
    UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped, .sidebar,
  ])
  func listContentConfigurationCellsMeasureAsBuiltInCells(_ appearance: UICollectionLayoutListConfiguration.Appearance)
    throws
  {
    let view = listView(appearance, items: Array(Self.rows.indices)) { cell, index in
      let row = Self.rows[index]
      var content = cell.defaultContentConfiguration()
      content.text = row.text
      content.secondaryText = row.secondary
      if let size = row.image {
        content.image = UIImage(systemName: "star")
        if size > 0 { content.imageProperties.reservedLayoutSize = CGSize(width: size, height: size) }
      }
      cell.contentConfiguration = content
      var accessories: [UICellAccessory] = []
      if let badge = row.badge { accessories.append(.label(text: badge)) }
      switch row.accessory {
      case "chevron": accessories.append(.disclosureIndicator())
      case "checkmark": accessories.append(.checkmark())
      case "detail": accessories.append(.detail())
      case "toggle":
        accessories.append(.customView(configuration: .init(customView: UISwitch(), placement: .trailing())))
      default: break
      }
      accessories.append(.delete())  // shown only while editing: not laid out
      cell.accessories = accessories
    }
    let configuration = ListSectionConfiguration(
      appearance: ListSectionConfiguration.Appearance(rawValue: "\(appearance)")!)
    let lua = try coreFrames(Self.rows.enumerated().map { Self.luaCell($1, id: $0) }, layout: .list(configuration))
    #expect(cellFrames(view) == lua)
  }

  @Test func builtInCellHeights() {
    let view = listView(.plain, items: Array(Self.rows.indices)) { cell, index in
      var content = cell.defaultContentConfiguration()
      content.text = Self.rows[index].text
      content.secondaryText = Self.rows[index].secondary
      cell.contentConfiguration = content
    }
    // Text only: 11 + one body line (20.287, 20.333 on the grid) + 11 = 42.333, at least 44.
    #expect(itemFrame(view, 0, 0) == "(0 0; 375 44)")
    // Text and secondary text: 11 + 20.287 + 3 + 17.900 + 11 = 63.187, 63.333 on the grid.
    #expect(itemFrame(view, 0, 1) == "(0 44; 375 63.333)")
  }

  @Test func otherFontsChangeTheLabels() throws {
    let view = listView(.plain, items: ["Title"]) { cell, text in
      var content = cell.defaultContentConfiguration()
      content.text = text
      content.textProperties.font = .preferredFont(forTextStyle: .largeTitle)
      cell.contentConfiguration = content
    }
    // A largeTitle line: 34 × 1.193359375 = 40.574, 40.667 on the grid; 11 + 40.667 + 11.
    #expect(itemFrame(view, 0, 0) == "(0 0; 375 62.667)")
  }

  @Test func marginsAndTextSpacing() {
    let view = listView(.plain, items: ["Pear"]) { cell, text in
      var content = cell.defaultContentConfiguration()
      content.text = text
      content.secondaryText = "Conference"
      content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
      content.textToSecondaryTextVerticalPadding = 10
      cell.contentConfiguration = content
    }
    // 20 + 20.287 + 10 + 17.900 + 20 = 88.187, 88.333 on the grid.
    #expect(itemFrame(view, 0, 0) == "(0 0; 375 88.333)")
  }

  /// `cell "cherry" { row { spacing = 12, padding = 16, image { width = 40, height = 40 },
  /// column { spacing = 2, label { text = "Cherry", style = "headline" },
  /// label { text = "Small, round, stone fruit …", style = "footnote", lines = 0 } } } }`
  static func cherryNode(_ detail: String) -> Node {
    Node(
      .stack(
        Stack(
          axis: .horizontal, spacing: 12, padding: EdgeInsets(all: 16),
          children: [
            Node(.image(Image()), width: 40, height: 40),
            Node(
              .stack(
                Stack(
                  axis: .vertical, spacing: 2,
                  children: [
                    Node(.label(Label(text: "Cherry", style: .headline))),
                    Node(.label(Label(text: detail, style: .footnote))),
                  ]))),
          ])))
  }

  /// The same content as a UIKit cell builds it: stack views in the content view.
  final class CherryCell: UICollectionViewCell {
    let title = UILabel()
    let detail = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      let image = UIImageView(image: UIImage(systemName: "leaf"))
      image.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        image.widthAnchor.constraint(equalToConstant: 40), image.heightAnchor.constraint(equalToConstant: 40),
      ])
      title.font = .preferredFont(forTextStyle: .headline)
      title.numberOfLines = 0
      detail.font = .preferredFont(forTextStyle: .footnote)
      detail.numberOfLines = 0
      let texts = UIStackView(arrangedSubviews: [title, detail])
      texts.axis = .vertical
      texts.spacing = 2
      let row = UIStackView(arrangedSubviews: [image, texts])
      row.spacing = 12
      row.isLayoutMarginsRelativeArrangement = true
      row.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
      row.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(row)
      NSLayoutConstraint.activate([
        row.topAnchor.constraint(equalTo: contentView.topAnchor),
        row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        contentView.bottomAnchor.constraint(equalTo: row.bottomAnchor),
        contentView.trailingAnchor.constraint(equalTo: row.trailingAnchor),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }

  @Test func stackViewsMeasureAsContentNodes() throws {
    let details = [
      "Small, round, stone fruit", "Small, round, a stone fruit that grows on trees in orchards all over the world",
    ]
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667),
      collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    let cells = UICollectionView.CellRegistration<CherryCell, String> { cell, _, detail in
      cell.title.text = "Cherry"
      cell.detail.text = detail
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, detail in
      view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: detail)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(details)
    dataSource.apply(snapshot, animatingDifferences: false)

    let luaSection = CompositionalSection(
      group: .group(
        .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
        subitems: [CompositionalItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)))]),
      interGroupSpacing: 8)
    let lua = try coreFrames(
      details.map { CellDeclaration(id: .string($0), content: Self.cherryNode($0)) }, layout: .section(luaSection))
    #expect(cellFrames(view) == lua)
    // The image (40) is taller than one line of each label (20.333 + 2 + 15.667 = 38 on the
    // grid): 16 + 40 + 16 = 72.
    #expect(cellFrames(view).first == "(0 0; 375 72)")
  }

  @Test func applesTextCellMeasuresItsLabel() {
    // Apple's TextCell in an estimated row: 10 + one caption1 line (12 × 1.193359375 = 14.320,
    // 14.333 on the grid) + 10 = 34.333.
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      subitems: [item])
    let (view, _) = sampleCollectionView(
      UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
      sections: [("main", ["one", "two"])])
    #expect(itemFrame(view, 0, 0) == "(0 0; 375 34.333)")
    #expect(itemFrame(view, 0, 1) == "(0 34.333; 375 34.333)")
  }
}
