#if canImport(UIKit)
import UIKit
#else
import ListLabUIKit
#endif

// The lists demo-compositional.lua makes, as UIKit code for iOS 17 and later.

/// The lists of demo-compositional.lua.
enum DemoCompositionalScenario {
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

  /// What a EntryCell shows: row(image, label).
  struct Entry: Hashable {
    var id: String
    var text: String
  }

  /// A cell showing a Entry.
  final class EntryCell: UICollectionViewCell {
    private let textLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      let image1 = UIImageView()
      image1.translatesAutoresizingMaskIntoConstraints = false
      image1.widthAnchor.constraint(equalToConstant: 48).isActive = true
      image1.heightAnchor.constraint(equalToConstant: 48).isActive = true
      textLabel.font = .preferredFont(forTextStyle: .headline)
      textLabel.adjustsFontForContentSizeCategory = true
      textLabel.numberOfLines = 0
      let stack1 = UIStackView(arrangedSubviews: [image1, textLabel])
      stack1.axis = .horizontal
      stack1.spacing = 12
      stack1.alignment = .center
      stack1.isLayoutMarginsRelativeArrangement = true
      stack1.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
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

    func configure(with entry: Entry) {
      textLabel.text = entry.text
    }
  }

  /// demo-compositional.lua:12: a compositional layout, 1 section of 4 items.
  final class CompositionalViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, String>!

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item1])
      let section1 = NSCollectionLayoutSection(group: group1)
      return UICollectionViewCompositionalLayout(section: section1)
    }

    private func configureDataSource() {
      let emptyRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, _ in
        cell.contentView.backgroundColor = .secondarySystemFill
      }
      dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, id in
        collectionView.dequeueConfiguredReusableCell(using: emptyRegistration, for: indexPath, item: id)
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["main"])
      snapshot.appendItems(["row1", "row2", "row3", "row4"], toSection: "main")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// demo-compositional.lua:21: a compositional layout, 1 section of 8 items.
  final class GridViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, String>!

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
      item1.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
      let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [item1])
      let section1 = NSCollectionLayoutSection(group: group1)
      return UICollectionViewCompositionalLayout(section: section1)
    }

    private func configureDataSource() {
      let emptyRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, _ in
        cell.contentView.backgroundColor = .secondarySystemFill
      }
      dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, id in
        collectionView.dequeueConfiguredReusableCell(using: emptyRegistration, for: indexPath, item: id)
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["grid"])
      snapshot.appendItems(["g1", "g2", "g3", "g4", "g5", "g6", "g7", "g8"], toSection: "grid")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// demo-compositional.lua:33: a compositional layout, 1 section of 4 items.
  final class CompositionalViewController2: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, String>!

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      // 2 copies share the group's width 10 points apart: each is 1/2 of it, inset by its part of the
      // spacing.
      let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
      item1.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 5)
      let item2 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
      item2.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0)
      let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item1, item2])
      let section1 = NSCollectionLayoutSection(group: group1)
      section1.interGroupSpacing = 10
      section1.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
      return UICollectionViewCompositionalLayout(section: section1)
    }

    private func configureDataSource() {
      let emptyRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, _ in
        cell.contentView.backgroundColor = .secondarySystemFill
      }
      dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, id in
        collectionView.dequeueConfiguredReusableCell(using: emptyRegistration, for: indexPath, item: id)
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["main"])
      snapshot.appendItems(["c1", "c2", "c3", "c4"], toSection: "main")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// demo-compositional.lua:43: a compositional layout, 3 sections of 13 items.
  final class ListViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, String>!

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      // The script's section provider answered section by section at 375 × 360 points; here are its
      // answers.
      let layout = UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        switch sectionIndex {
        case 0:
          let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
          item1.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
          let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), repeatingSubitem: item1, count: 1)
          let section1 = NSCollectionLayoutSection(group: group1)
          section1.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 10, trailing: 0)
          return section1
        case 1:
          let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
          item1.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
          let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), repeatingSubitem: item1, count: 5)
          let section1 = NSCollectionLayoutSection(group: group1)
          section1.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 10, trailing: 0)
          return section1
        default:
          let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
          item1.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
          let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), repeatingSubitem: item1, count: 3)
          let section1 = NSCollectionLayoutSection(group: group1)
          section1.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 10, trailing: 0)
          return section1
        }
      })
      return layout
    }

    private func configureDataSource() {
      let emptyRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, _ in
        cell.contentView.backgroundColor = .secondarySystemFill
      }
      dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, id in
        collectionView.dequeueConfiguredReusableCell(using: emptyRegistration, for: indexPath, item: id)
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["list", "five", "three"])
      snapshot.appendItems(["l1", "l2"], toSection: "list")
      snapshot.appendItems(["f1", "f2", "f3", "f4", "f5", "f6", "f7"], toSection: "five")
      snapshot.appendItems(["t1", "t2", "t3", "t4"], toSection: "three")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// demo-compositional.lua:63: a compositional layout, 1 section of 6 items.
  final class GridViewController2: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, String>!

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
      item1.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
      let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), repeatingSubitem: item1, count: 3)
      let section1 = NSCollectionLayoutSection(group: group1)
      return UICollectionViewCompositionalLayout(section: section1)
    }

    private func configureDataSource() {
      let emptyRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, _ in
        cell.contentView.backgroundColor = .secondarySystemFill
      }
      dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, id in
        collectionView.dequeueConfiguredReusableCell(using: emptyRegistration, for: indexPath, item: id)
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["grid"])
      snapshot.appendItems(["a1", "a2", "a3", "a4", "a5", "a6"], toSection: "grid")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// demo-compositional.lua:63: a compositional layout, 1 section of 6 items.
  final class GridViewController3: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, String>!

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 6), heightDimension: .fractionalHeight(1)))
      item1.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
      let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 6)), repeatingSubitem: item1, count: 6)
      let section1 = NSCollectionLayoutSection(group: group1)
      return UICollectionViewCompositionalLayout(section: section1)
    }

    private func configureDataSource() {
      let emptyRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, _ in
        cell.contentView.backgroundColor = .secondarySystemFill
      }
      dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, id in
        collectionView.dequeueConfiguredReusableCell(using: emptyRegistration, for: indexPath, item: id)
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["grid"])
      snapshot.appendItems(["a1", "a2", "a3", "a4", "a5", "a6"], toSection: "grid")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// demo-compositional.lua:79: a compositional layout, 1 section of 4 items.
  final class CompositionalViewController3: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, String>!

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      let supplementary1 = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
      let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)), supplementaryItems: [supplementary1])
      item1.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
      let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [item1])
      let section1 = NSCollectionLayoutSection(group: group1)
      section1.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
      return UICollectionViewCompositionalLayout(section: section1)
    }

    private func configureDataSource() {
      let emptyRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, _ in
        cell.contentView.backgroundColor = .secondarySystemFill
      }
      dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, id in
        collectionView.dequeueConfiguredReusableCell(using: emptyRegistration, for: indexPath, item: id)
      }
      let badgeViewRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: "badge") { view, _, _ in
        view.backgroundColor = .secondarySystemFill
      }
      dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
        return collectionView.dequeueConfiguredReusableSupplementary(using: badgeViewRegistration, for: indexPath)
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["main"])
      snapshot.appendItems(["b1", "b2", "b3", "b4"], toSection: "main")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// demo-compositional.lua:94: a compositional layout, 1 section of 6 items.
  final class CompositionalViewController4: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, String>!

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
      item1.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
      let item2 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
      item2.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
      let group1 = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)), repeatingSubitem: item2, count: 2)
      let group2 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.4)), subitems: [item1, group1])
      let section1 = NSCollectionLayoutSection(group: group2)
      return UICollectionViewCompositionalLayout(section: section1)
    }

    private func configureDataSource() {
      let emptyRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, _ in
        cell.contentView.backgroundColor = .secondarySystemFill
      }
      dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, id in
        collectionView.dequeueConfiguredReusableCell(using: emptyRegistration, for: indexPath, item: id)
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["main"])
      snapshot.appendItems(["n1", "n2", "n3", "n4", "n5", "n6"], toSection: "main")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// demo-compositional.lua:108: a compositional layout, 5 sections of 20 items.
  final class ContinuousViewController: UIViewController {
    struct Section: Hashable {
      var id: String
      var header: String?
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      // The script's section provider answered section by section at 375 × 700 points; here are its
      // answers.
      let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      item1.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
      let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(60)), subitems: [item1])
      let layout = UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        switch sectionIndex {
        case 0:
          let section1 = NSCollectionLayoutSection(group: group1)
          section1.interGroupSpacing = 10
          section1.orthogonalScrollingBehavior = .continuous
          let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          section1.boundarySupplementaryItems = [boundary1]
          return section1
        case 1:
          let section1 = NSCollectionLayoutSection(group: group1)
          section1.interGroupSpacing = 10
          section1.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
          let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          section1.boundarySupplementaryItems = [boundary1]
          return section1
        case 2:
          let section1 = NSCollectionLayoutSection(group: group1)
          section1.interGroupSpacing = 10
          section1.orthogonalScrollingBehavior = .paging
          let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          section1.boundarySupplementaryItems = [boundary1]
          return section1
        case 3:
          let section1 = NSCollectionLayoutSection(group: group1)
          section1.interGroupSpacing = 10
          section1.orthogonalScrollingBehavior = .groupPaging
          let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          section1.boundarySupplementaryItems = [boundary1]
          return section1
        default:
          let section1 = NSCollectionLayoutSection(group: group1)
          section1.interGroupSpacing = 10
          section1.orthogonalScrollingBehavior = .groupPagingCentered
          let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          section1.boundarySupplementaryItems = [boundary1]
          return section1
        }
      })
      return layout
    }

    private func configureDataSource() {
      let emptyRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, _ in
        cell.contentView.backgroundColor = .secondarySystemFill
      }
      dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, id in
        collectionView.dequeueConfiguredReusableCell(using: emptyRegistration, for: indexPath, item: id)
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

    private func applySnapshot() {
      let continuous = Section(id: "continuous", header: "continuous")
      let continuousGroupLeadingBoundary = Section(id: "continuousGroupLeadingBoundary", header: "continuousGroupLeadingBoundary")
      let paging = Section(id: "paging", header: "paging")
      let groupPaging = Section(id: "groupPaging", header: "groupPaging")
      let groupPagingCentered = Section(id: "groupPagingCentered", header: "groupPagingCentered")
      var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
      snapshot.appendSections([
        continuous,
        continuousGroupLeadingBoundary,
        paging,
        groupPaging,
        groupPagingCentered,
      ])
      snapshot.appendItems(["c1-1", "c1-2", "c1-3", "c1-4"], toSection: continuous)
      snapshot.appendItems([
        "c2-1",
        "c2-2",
        "c2-3",
        "c2-4",
      ], toSection: continuousGroupLeadingBoundary)
      snapshot.appendItems(["p3-1", "p3-2", "p3-3", "p3-4"], toSection: paging)
      snapshot.appendItems(["g4-1", "g4-2", "g4-3", "g4-4"], toSection: groupPaging)
      snapshot.appendItems(["g5-1", "g5-2", "g5-3", "g5-4"], toSection: groupPagingCentered)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// demo-compositional.lua:138: a compositional layout, 2 sections of 8 items.
  final class FirstViewController: UIViewController {
    struct Section: Hashable {
      var id: String
      var header: String?
      var footer: String?
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item1])
      let section1 = NSCollectionLayoutSection(group: group1)
      section1.interGroupSpacing = 5
      section1.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
      let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      boundary1.pinToVisibleBounds = true
      boundary1.zIndex = 2
      let boundary2 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
      boundary2.pinToVisibleBounds = true
      boundary2.zIndex = 2
      section1.boundarySupplementaryItems = [boundary1, boundary2]
      let decoration1 = NSCollectionLayoutDecorationItem.background(elementKind: "background")
      decoration1.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
      section1.decorationItems = [decoration1]
      let layout = UICollectionViewCompositionalLayout(section: section1)
      layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
      return layout
    }

    private func configureDataSource() {
      let emptyRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, _ in
        cell.contentView.backgroundColor = .secondarySystemFill
      }
      dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, id in
        collectionView.dequeueConfiguredReusableCell(using: emptyRegistration, for: indexPath, item: id)
      }
      let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { [unowned self] view, _, indexPath in
        var content = UIListContentConfiguration.plainHeader()
        content.text = dataSource.sectionIdentifier(for: indexPath.section)?.header
        view.contentConfiguration = content
      }
      let footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionFooter) { [unowned self] view, _, indexPath in
        var content = UIListContentConfiguration.plainFooter()
        content.text = dataSource.sectionIdentifier(for: indexPath.section)?.footer
        view.contentConfiguration = content
      }
      dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
        switch kind {
        case UICollectionView.elementKindSectionHeader:
          return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        case UICollectionView.elementKindSectionFooter:
          return collectionView.dequeueConfiguredReusableSupplementary(using: footerRegistration, for: indexPath)
        default:
          return nil
        }
      }
    }

    private func applySnapshot() {
      let first = Section(id: "first", header: "First", footer: "4 items")
      let second = Section(id: "second", header: "Second", footer: "4 items")
      var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
      snapshot.appendSections([first, second])
      snapshot.appendItems(["f1", "f2", "f3", "f4"], toSection: first)
      snapshot.appendItems(["s1", "s2", "s3", "s4"], toSection: second)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// demo-compositional.lua:154: a compositional layout, 2 sections of 3 items.
  final class GeneralViewController: UIViewController {
    struct Section: Hashable {
      var id: String
      var header: String?
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Row>!

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      let layout = UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        switch sectionIndex {
        case 0:
          var listConfiguration1 = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
          listConfiguration1.headerMode = .supplementary
          let section1 = NSCollectionLayoutSection.list(using: listConfiguration1, layoutEnvironment: environment)
          return section1
        default:
          let listConfiguration1 = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
          let section1 = NSCollectionLayoutSection.list(using: listConfiguration1, layoutEnvironment: environment)
          return section1
        }
      })
      return layout
    }

    private func configureDataSource() {
      let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.text
        cell.contentConfiguration = content
        cell.accessories = row.accessory.map { [$0.cellAccessory] } ?? []
      }
      dataSource = UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) { collectionView, indexPath, row in
        collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: row)
      }
      let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { [unowned self] view, _, indexPath in
        var content = UIListContentConfiguration.groupedHeader()
        content.text = dataSource.sectionIdentifier(for: indexPath.section)?.header
        view.contentConfiguration = content
      }
      dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
        return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
      }
    }

    private func applySnapshot() {
      let general = Section(id: "general", header: "General")
      let display = Section(id: "display")
      var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
      snapshot.appendSections([general, display])
      snapshot.appendItems([
        Row(id: "about", text: "About", accessory: .disclosureIndicator),
        Row(id: "update", text: "Software Update", accessory: .disclosureIndicator),
      ], toSection: general)
      snapshot.appendItems([
        Row(id: "brightness", text: "Display & Brightness", accessory: .disclosureIndicator),
      ], toSection: display)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// demo-compositional.lua:183: a compositional layout, 3 sections of 8 items.
  final class TodayViewController: UIViewController {
    enum Item: Hashable {
      case empty(String)
      case entry(Entry)
    }

    struct Section: Hashable {
      var id: String
      var header: String?
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Item>!

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      let configuration = UICollectionViewCompositionalLayoutConfiguration()
      configuration.interSectionSpacing = 8
      // The script's section provider answered section by section at 375 × 667 points; here are its
      // answers.
      let layout = UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        switch sectionIndex {
        case 0:
          let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
          item1.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)
          let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(160)), subitems: [item1])
          let section1 = NSCollectionLayoutSection(group: group1)
          section1.orthogonalScrollingBehavior = .groupPagingCentered
          let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          boundary1.pinToVisibleBounds = true
          boundary1.zIndex = 2
          section1.boundarySupplementaryItems = [boundary1]
          return section1
        default:
          let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1.0 / 3)))
          let group1 = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(192)), subitems: [item1])
          let section1 = NSCollectionLayoutSection(group: group1)
          section1.interGroupSpacing = 10
          section1.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 8, trailing: 16)
          section1.orthogonalScrollingBehavior = .groupPaging
          let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          boundary1.pinToVisibleBounds = true
          boundary1.zIndex = 2
          section1.boundarySupplementaryItems = [boundary1]
          return section1
        }
      }, configuration: configuration)
      return layout
    }

    private func configureDataSource() {
      let emptyRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, _ in
        cell.contentView.backgroundColor = .secondarySystemFill
      }
      let entryRegistration = UICollectionView.CellRegistration<EntryCell, Entry> { cell, _, entry in
        cell.configure(with: entry)
      }
      dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { collectionView, indexPath, item in
        switch item {
        case .empty(let empty):
          collectionView.dequeueConfiguredReusableCell(using: emptyRegistration, for: indexPath, item: empty)
        case .entry(let entry):
          collectionView.dequeueConfiguredReusableCell(using: entryRegistration, for: indexPath, item: entry)
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

    private func applySnapshot() {
      let today = Section(id: "today", header: "Today")
      let apps = Section(id: "apps", header: "Apps We Love")
      let games = Section(id: "games", header: "Great Games")
      var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
      snapshot.appendSections([today, apps, games])
      snapshot.appendItems([.empty("story1"), .empty("story2")], toSection: today)
      snapshot.appendItems([
        .entry(Entry(id: "notes", text: "Notes")),
        .entry(Entry(id: "maps", text: "Maps")),
        .entry(Entry(id: "cam", text: "Camera+")),
      ], toSection: apps)
      snapshot.appendItems([
        .entry(Entry(id: "fit", text: "Fit")),
        .entry(Entry(id: "chess", text: "Chess")),
        .entry(Entry(id: "kart", text: "Kart")),
      ], toSection: games)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }
}
