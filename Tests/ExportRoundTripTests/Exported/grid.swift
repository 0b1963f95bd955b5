#if canImport(UIKit)
import UIKit
#else
import ListLabUIKit
#endif

// The lists grid.lua makes, as UIKit code for iOS 17 and later.

/// The lists of grid.lua.
enum GridScenario {
  /// A row of a list: what its list content configuration and accessories show.
  struct Row: Hashable {
    var id: String
    var text: String?
    var accessory: Accessory?
  }

  /// The accessory at a row's trailing edge.
  enum Accessory: Hashable {
    case disclosureIndicator

    @MainActor var cellAccessory: UICellAccessory {
      switch self {
      case .disclosureIndicator: .disclosureIndicator()
      }
    }
  }

  /// What a TileCell shows: row(label).
  struct Tile: Hashable {
    var id: String
    var text: String
  }

  /// A cell showing a Tile.
  final class TileCell: UICollectionViewCell {
    private let textLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      textLabel.font = .preferredFont(forTextStyle: .subheadline)
      textLabel.adjustsFontForContentSizeCategory = true
      textLabel.numberOfLines = 0
      let stack1 = UIStackView(arrangedSubviews: [textLabel])
      stack1.axis = .horizontal
      stack1.isLayoutMarginsRelativeArrangement = true
      stack1.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
      stack1.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(stack1)
      NSLayoutConstraint.activate([
        stack1.topAnchor.constraint(equalTo: contentView.topAnchor),
        stack1.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        stack1.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        stack1.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    func configure(with tile: Tile) {
      textLabel.text = tile.text
    }
  }

  /// grid.lua:24: a grid (a flow layout), 3 sections of 16 items.
  final class PhotosViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    enum Item: Hashable {
      case empty(String)
      case tile(Tile)
      case row(Row)
    }

    struct Section: Hashable {
      var id: String
      var header: String?
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    // Measures the height of a row at its column's width.
    let sizingRowCell = UICollectionViewListCell()
    // Measures the height of a Tile at its column's width.
    let sizingTileCell = TileCell()

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      collectionView.delegate = self
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      let layout = UICollectionViewFlowLayout()
      layout.minimumInteritemSpacing = 8
      layout.minimumLineSpacing = 8
      return layout
    }

    private func configureDataSource() {
      let emptyRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, _ in
        cell.contentView.backgroundColor = .secondarySystemFill
      }
      let tileRegistration = UICollectionView.CellRegistration<TileCell, Tile> { cell, _, tile in
        cell.configure(with: tile)
      }
      let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { [unowned self] cell, _, row in
        configure(cell, with: row)
      }
      dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { collectionView, indexPath, item in
        switch item {
        case .empty(let empty):
          collectionView.dequeueConfiguredReusableCell(using: emptyRegistration, for: indexPath, item: empty)
        case .tile(let tile):
          collectionView.dequeueConfiguredReusableCell(using: tileRegistration, for: indexPath, item: tile)
        case .row(let row):
          collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: row)
        }
      }
      let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { [unowned self] view, _, indexPath in
        var content = UIListContentConfiguration.plainHeader()
        content.text = dataSource.sectionIdentifier(for: indexPath.section)?.header
        view.contentConfiguration = content
      }
      dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
        return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
      }
    }

    private func configure(_ cell: UICollectionViewListCell, with row: Row) {
      var content = cell.defaultContentConfiguration()
      content.text = row.text
      cell.contentConfiguration = content
      cell.accessories = row.accessory.map { [$0.cellAccessory] } ?? []
    }

    private func applySnapshot() {
      let photos = Section(id: "photos", header: "Photos")
      let tags = Section(id: "tags", header: "Tags")
      let menu = Section(id: "menu", header: "Menu")
      var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
      snapshot.appendSections([photos, tags, menu])
      snapshot.appendItems([
        .empty("photo1"),
        .empty("photo2"),
        .empty("photo3"),
        .empty("photo4"),
        .empty("photo5"),
        .empty("photo6"),
        .empty("photo7"),
      ], toSection: photos)
      snapshot.appendItems([
        .tile(Tile(id: "tag.swift", text: "swift")),
        .tile(Tile(id: "tag.lua", text: "lua")),
        .tile(Tile(id: "tag.layout", text: "layout")),
        .tile(Tile(id: "tag.diffing", text: "diffing")),
        .tile(Tile(id: "tag.uikit", text: "uikit")),
        .tile(Tile(id: "tag.android", text: "android")),
        .tile(Tile(id: "tag.teaching", text: "teaching")),
      ], toSection: tags)
      snapshot.appendItems([
        .row(Row(id: "profile", text: "Profile", accessory: .disclosureIndicator)),
        .row(Row(id: "settings", text: "Settings", accessory: .disclosureIndicator)),
      ], toSection: menu)
      dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// An item's height at a column's width, as its cell sizes itself.
    private func height(of item: Item, width: CGFloat) -> CGFloat {
      switch item {
      case .empty:
        return 0
      case .tile(let tile):
        sizingTileCell.configure(with: tile)
        return sizingTileCell.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
      case .row(let row):
        configure(sizingRowCell, with: row)
        return sizingRowCell.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
      }
    }

    // MARK: UICollectionViewDelegateFlowLayout

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
      let layout = collectionViewLayout as! UICollectionViewFlowLayout
      let insets = self.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: indexPath.section)
      let spacing = layout.minimumInteritemSpacing
      let available = collectionView.bounds.width - insets.left - insets.right
      let columns: CGFloat
      switch indexPath.section {
      case 0:
        columns = 3
      case 1:
        columns = max(1, floor((available + spacing) / (90 + spacing)))
      default:
        columns = 1
      }
      let width = (available - (columns - 1) * spacing) / columns
      switch indexPath.section {
      case 0:
        return CGSize(width: width, height: 100)
      case 1:
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return .zero }
        return CGSize(width: width, height: height(of: item, width: width))
      default:
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return .zero }
        return CGSize(width: width, height: height(of: item, width: width))
      }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
      switch section {
      case 0: return UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
      case 1: return UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
      case 2: return UIEdgeInsets(top: 16, left: 0, bottom: 16, right: 0)
      default: return (collectionViewLayout as! UICollectionViewFlowLayout).sectionInset
      }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
      switch section {
      case 2: return 0
      default: return (collectionViewLayout as! UICollectionViewFlowLayout).minimumLineSpacing
      }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
      CGSize(width: collectionView.bounds.width, height: UIFont.preferredFont(forTextStyle: .headline).lineHeight + 12)
    }
  }

  /// grid.lua:45: a grid (a flow layout), 2 sections of 7 items.
  final class PhotosViewController2: UIViewController, UICollectionViewDelegateFlowLayout {
    enum Item: Hashable {
      case empty(String)
      case tile(Tile)
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, Item>!
    // Measures the height of a Tile at its column's width.
    let sizingTileCell = TileCell()

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      collectionView.delegate = self
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      let layout = UICollectionViewFlowLayout()
      layout.minimumInteritemSpacing = 8
      layout.minimumLineSpacing = 8
      return layout
    }

    private func configureDataSource() {
      let emptyRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, _ in
        cell.contentView.backgroundColor = .secondarySystemFill
      }
      let tileRegistration = UICollectionView.CellRegistration<TileCell, Tile> { cell, _, tile in
        cell.configure(with: tile)
      }
      dataSource = UICollectionViewDiffableDataSource<String, Item>(collectionView: collectionView) { collectionView, indexPath, item in
        switch item {
        case .empty(let empty):
          collectionView.dequeueConfiguredReusableCell(using: emptyRegistration, for: indexPath, item: empty)
        case .tile(let tile):
          collectionView.dequeueConfiguredReusableCell(using: tileRegistration, for: indexPath, item: tile)
        }
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, Item>()
      snapshot.appendSections(["photos", "tags"])
      snapshot.appendItems([
        .empty("photo1"),
        .empty("photo2"),
        .empty("photo3"),
      ], toSection: "photos")
      snapshot.appendItems([
        .tile(Tile(id: "tag.swift", text: "swift")),
        .tile(Tile(id: "tag.lua", text: "lua")),
        .tile(Tile(id: "tag.layout", text: "layout")),
        .tile(Tile(id: "tag.diffing", text: "diffing")),
      ], toSection: "tags")
      dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// An item's height at a column's width, as its cell sizes itself.
    private func height(of item: Item, width: CGFloat) -> CGFloat {
      switch item {
      case .empty:
        return 0
      case .tile(let tile):
        sizingTileCell.configure(with: tile)
        return sizingTileCell.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
      }
    }

    // MARK: UICollectionViewDelegateFlowLayout

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
      let layout = collectionViewLayout as! UICollectionViewFlowLayout
      let insets = self.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: indexPath.section)
      let spacing = layout.minimumInteritemSpacing
      let available = collectionView.bounds.width - insets.left - insets.right
      let columns: CGFloat
      switch indexPath.section {
      case 0:
        columns = 3
      default:
        columns = max(1, floor((available + spacing) / (90 + spacing)))
      }
      let width = (available - (columns - 1) * spacing) / columns
      switch indexPath.section {
      case 0:
        return CGSize(width: width, height: 100)
      default:
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return .zero }
        return CGSize(width: width, height: height(of: item, width: width))
      }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
      switch section {
      case 0: return UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
      case 1: return UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
      default: return (collectionViewLayout as! UICollectionViewFlowLayout).sectionInset
      }
    }
  }
}
