#if canImport(UIKit)
import UIKit
#else
import ListLabUIKit
#endif

// The lists demo-self-sizing.lua makes, as UIKit code for iOS 17 and later.

/// The lists of demo-self-sizing.lua.
enum DemoSelfSizingScenario {
  /// A row of a list: what its list content configuration and accessories show.
  struct Row: Hashable {
    var id: String
    var text: String?
    var height: CGFloat?
  }

  /// A list cell whose content view has a fixed height (nil: it sizes itself).
  final class FixedHeightCell: UICollectionViewListCell {
    private lazy var heightConstraint = contentView.heightAnchor.constraint(equalToConstant: 0)

    var height: CGFloat? {
      didSet {
        heightConstraint.constant = height ?? 0
        heightConstraint.isActive = height != nil
      }
    }
  }

  /// What a TileCell shows: column(label, label).
  struct Tile: Hashable {
    var id: String
    var text: String
    var text2: String
  }

  /// A cell showing a Tile.
  final class TileCell: UICollectionViewCell {
    private let textLabel = UILabel()
    private let text2Label = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      textLabel.font = .preferredFont(forTextStyle: .headline)
      textLabel.adjustsFontForContentSizeCategory = true
      textLabel.numberOfLines = 0
      text2Label.font = .preferredFont(forTextStyle: .body)
      text2Label.adjustsFontForContentSizeCategory = true
      text2Label.numberOfLines = 0
      let stack1 = UIStackView(arrangedSubviews: [textLabel, text2Label])
      stack1.axis = .vertical
      stack1.isLayoutMarginsRelativeArrangement = true
      stack1.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
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
      text2Label.text = tile.text2
    }
  }

  /// demo-self-sizing.lua:12: a grid (a flow layout), 1 section of 20 items.
  final class FeedViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, Tile>!
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
      layout.minimumInteritemSpacing = 0
      layout.minimumLineSpacing = 0
      return layout
    }

    private func configureDataSource() {
      let tileRegistration = UICollectionView.CellRegistration<TileCell, Tile> { cell, _, tile in
        cell.configure(with: tile)
      }
      dataSource = UICollectionViewDiffableDataSource<String, Tile>(collectionView: collectionView) { collectionView, indexPath, tile in
        collectionView.dequeueConfiguredReusableCell(using: tileRegistration, for: indexPath, item: tile)
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, Tile>()
      snapshot.appendSections(["feed"])
      snapshot.appendItems([
        Tile(id: "1", text: "Message 1", text2: "Short."),
        Tile(id: "2", text: "Message 2", text2: "A message that wraps onto a second line in this column."),
        Tile(id: "3", text: "Message 3", text2: "A long message that needs three lines or more, so its cell is well taller than the estimate of 80 points."),
        Tile(id: "4", text: "Message 4", text2: "Short."),
        Tile(id: "5", text: "Message 5", text2: "A message that wraps onto a second line in this column."),
        Tile(id: "6", text: "Message 6", text2: "A long message that needs three lines or more, so its cell is well taller than the estimate of 80 points."),
        Tile(id: "7", text: "Message 7", text2: "Short."),
        Tile(id: "8", text: "Message 8", text2: "A message that wraps onto a second line in this column."),
        Tile(id: "9", text: "Message 9", text2: "A long message that needs three lines or more, so its cell is well taller than the estimate of 80 points."),
        Tile(id: "10", text: "Message 10", text2: "Short."),
        Tile(id: "11", text: "Message 11", text2: "A message that wraps onto a second line in this column."),
        Tile(id: "12", text: "Message 12", text2: "A long message that needs three lines or more, so its cell is well taller than the estimate of 80 points."),
        Tile(id: "13", text: "Message 13", text2: "Short."),
        Tile(id: "14", text: "Message 14", text2: "A message that wraps onto a second line in this column."),
        Tile(id: "15", text: "Message 15", text2: "A long message that needs three lines or more, so its cell is well taller than the estimate of 80 points."),
        Tile(id: "16", text: "Message 16", text2: "Short."),
        Tile(id: "17", text: "Message 17", text2: "A message that wraps onto a second line in this column."),
        Tile(id: "18", text: "Message 18", text2: "A long message that needs three lines or more, so its cell is well taller than the estimate of 80 points."),
        Tile(id: "19", text: "Message 19", text2: "Short."),
        Tile(id: "20", text: "Message 20", text2: "A message that wraps onto a second line in this column."),
      ], toSection: "feed")
      dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// An item's height at a column's width, as its cell sizes itself.
    private func height(of item: Tile, width: CGFloat) -> CGFloat {
      sizingTileCell.configure(with: item)
      return sizingTileCell.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
    }

    // MARK: UICollectionViewDelegateFlowLayout

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
      let layout = collectionViewLayout as! UICollectionViewFlowLayout
      let insets = layout.sectionInset
      let spacing = layout.minimumInteritemSpacing
      let available = collectionView.bounds.width - insets.left - insets.right
      let columns: CGFloat
      columns = 1
      let width = (available - (columns - 1) * spacing) / columns
      guard let item = dataSource.itemIdentifier(for: indexPath) else { return .zero }
      return CGSize(width: width, height: height(of: item, width: width))
    }
  }

  /// demo-self-sizing.lua:31: a plain list, 1 section of 12 items.
  final class AgendaViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, Row>!

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      // Rows estimate their height (estimated_height = 44 in the script) and measure themselves as
      // they are displayed.
      let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let rowRegistration = UICollectionView.CellRegistration<FixedHeightCell, Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.text
        cell.contentConfiguration = content
        cell.height = row.height
      }
      dataSource = UICollectionViewDiffableDataSource<String, Row>(collectionView: collectionView) { collectionView, indexPath, row in
        collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: row)
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, Row>()
      snapshot.appendSections(["agenda"])
      snapshot.appendItems([
        Row(id: "day1", height: 28),
        Row(id: "day2", height: 28),
        Row(id: "day3", height: 28),
        Row(id: "day4", height: 28),
        Row(id: "day5", height: 28),
        Row(id: "day6", height: 28),
        Row(id: "day7", height: 28),
        Row(id: "day8", height: 28),
        Row(id: "day9", height: 28),
        Row(id: "day10", height: 28),
        Row(id: "day11", height: 28),
        Row(id: "day12", height: 28),
      ], toSection: "agenda")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }
}
