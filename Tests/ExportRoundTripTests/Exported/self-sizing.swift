#if canImport(UIKit)
import UIKit
#else
import ListLabUIKit
#endif

// The lists self-sizing.lua makes, as UIKit code for iOS 17 and later.

/// The lists of self-sizing.lua.
enum SelfSizingScenario {
  /// A row of a list: what its list content configuration and accessories show.
  struct Row: Hashable {
    var id: String
    var text: String?
    var secondaryText: String?
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
      stack1.spacing = 4
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

  /// self-sizing.lua:42: a grid (a flow layout), 1 section of 40 items.
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
        Tile(id: "1", text: "Message 1", text2: "Short note."),
        Tile(id: "2", text: "Message 2", text2: "A longer message that wraps onto a second line in a 375-point column."),
        Tile(id: "3", text: "Message 3", text2: "Self-sizing means the cell decides its own height: the layout asks it once it is on screen, and moves everything below it when the answer differs from the estimate."),
        Tile(id: "4", text: "Message 4", text2: "Short note."),
        Tile(id: "5", text: "Message 5", text2: "A longer message that wraps onto a second line in a 375-point column."),
        Tile(id: "6", text: "Message 6", text2: "Self-sizing means the cell decides its own height: the layout asks it once it is on screen, and moves everything below it when the answer differs from the estimate."),
        Tile(id: "7", text: "Message 7", text2: "Short note."),
        Tile(id: "8", text: "Message 8", text2: "A longer message that wraps onto a second line in a 375-point column."),
        Tile(id: "9", text: "Message 9", text2: "Self-sizing means the cell decides its own height: the layout asks it once it is on screen, and moves everything below it when the answer differs from the estimate."),
        Tile(id: "10", text: "Message 10", text2: "Short note."),
        Tile(id: "11", text: "Message 11", text2: "A longer message that wraps onto a second line in a 375-point column."),
        Tile(id: "12", text: "Message 12", text2: "Self-sizing means the cell decides its own height: the layout asks it once it is on screen, and moves everything below it when the answer differs from the estimate."),
        Tile(id: "13", text: "Message 13", text2: "Short note."),
        Tile(id: "14", text: "Message 14", text2: "A longer message that wraps onto a second line in a 375-point column."),
        Tile(id: "15", text: "Message 15", text2: "Self-sizing means the cell decides its own height: the layout asks it once it is on screen, and moves everything below it when the answer differs from the estimate."),
        Tile(id: "16", text: "Message 16", text2: "Short note."),
        Tile(id: "17", text: "Message 17", text2: "A longer message that wraps onto a second line in a 375-point column."),
        Tile(id: "18", text: "Message 18", text2: "Self-sizing means the cell decides its own height: the layout asks it once it is on screen, and moves everything below it when the answer differs from the estimate."),
        Tile(id: "19", text: "Message 19", text2: "Short note."),
        Tile(id: "20", text: "Message 20", text2: "A longer message that wraps onto a second line in a 375-point column."),
        Tile(id: "21", text: "Message 21", text2: "Self-sizing means the cell decides its own height: the layout asks it once it is on screen, and moves everything below it when the answer differs from the estimate."),
        Tile(id: "22", text: "Message 22", text2: "Short note."),
        Tile(id: "23", text: "Message 23", text2: "A longer message that wraps onto a second line in a 375-point column."),
        Tile(id: "24", text: "Message 24", text2: "Self-sizing means the cell decides its own height: the layout asks it once it is on screen, and moves everything below it when the answer differs from the estimate."),
        Tile(id: "25", text: "Message 25", text2: "Short note."),
        Tile(id: "26", text: "Message 26", text2: "A longer message that wraps onto a second line in a 375-point column."),
        Tile(id: "27", text: "Message 27", text2: "Self-sizing means the cell decides its own height: the layout asks it once it is on screen, and moves everything below it when the answer differs from the estimate."),
        Tile(id: "28", text: "Message 28", text2: "Short note."),
        Tile(id: "29", text: "Message 29", text2: "A longer message that wraps onto a second line in a 375-point column."),
        Tile(id: "30", text: "Message 30", text2: "Self-sizing means the cell decides its own height: the layout asks it once it is on screen, and moves everything below it when the answer differs from the estimate."),
        Tile(id: "31", text: "Message 31", text2: "Short note."),
        Tile(id: "32", text: "Message 32", text2: "A longer message that wraps onto a second line in a 375-point column."),
        Tile(id: "33", text: "Message 33", text2: "Self-sizing means the cell decides its own height: the layout asks it once it is on screen, and moves everything below it when the answer differs from the estimate."),
        Tile(id: "34", text: "Message 34", text2: "Short note."),
        Tile(id: "35", text: "Message 35", text2: "A longer message that wraps onto a second line in a 375-point column."),
        Tile(id: "36", text: "Message 36", text2: "Self-sizing means the cell decides its own height: the layout asks it once it is on screen, and moves everything below it when the answer differs from the estimate."),
        Tile(id: "37", text: "Message 37", text2: "Short note."),
        Tile(id: "38", text: "Message 38", text2: "A longer message that wraps onto a second line in a 375-point column."),
        Tile(id: "39", text: "Message 39", text2: "Self-sizing means the cell decides its own height: the layout asks it once it is on screen, and moves everything below it when the answer differs from the estimate."),
        Tile(id: "40", text: "Message 40", text2: "Short note."),
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

  /// self-sizing.lua:118: a plain list, 1 section of 24 items.
  final class ThreadViewController: UIViewController {
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
      // Some rows hide their separator or move it in the script; they draw it as the list does here.
      let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let rowRegistration = UICollectionView.CellRegistration<FixedHeightCell, Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.text
        content.secondaryText = row.secondaryText
        cell.contentConfiguration = content
        cell.height = row.height
      }
      dataSource = UICollectionViewDiffableDataSource<String, Row>(collectionView: collectionView) { collectionView, indexPath, row in
        collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: row)
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, Row>()
      snapshot.appendSections(["thread"])
      snapshot.appendItems([
        Row(id: "day1", height: 28),
        Row(id: "msg2", text: "Message 2", secondaryText: "Delivered"),
        Row(id: "msg3", text: "Message 3", secondaryText: "Delivered"),
        Row(id: "msg4", text: "Message 4", secondaryText: "Delivered"),
        Row(id: "day5", height: 28),
        Row(id: "msg6", text: "Message 6", secondaryText: "Delivered"),
        Row(id: "msg7", text: "Message 7", secondaryText: "Delivered"),
        Row(id: "msg8", text: "Message 8", secondaryText: "Delivered"),
        Row(id: "day9", height: 28),
        Row(id: "msg10", text: "Message 10", secondaryText: "Delivered"),
        Row(id: "msg11", text: "Message 11", secondaryText: "Delivered"),
        Row(id: "msg12", text: "Message 12", secondaryText: "Delivered"),
        Row(id: "day13", height: 28),
        Row(id: "msg14", text: "Message 14", secondaryText: "Delivered"),
        Row(id: "msg15", text: "Message 15", secondaryText: "Delivered"),
        Row(id: "msg16", text: "Message 16", secondaryText: "Delivered"),
        Row(id: "day17", height: 28),
        Row(id: "msg18", text: "Message 18", secondaryText: "Delivered"),
        Row(id: "msg19", text: "Message 19", secondaryText: "Delivered"),
        Row(id: "msg20", text: "Message 20", secondaryText: "Delivered"),
        Row(id: "day21", height: 28),
        Row(id: "msg22", text: "Message 22", secondaryText: "Delivered"),
        Row(id: "msg23", text: "Message 23", secondaryText: "Delivered"),
        Row(id: "msg24", text: "Message 24", secondaryText: "Delivered"),
      ], toSection: "thread")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }
}
