#if canImport(UIKit)
import UIKit
#else
import ListLabUIKit
#endif

// The lists compositional.lua makes, as UIKit code for iOS 17 and later.

/// The lists of compositional.lua.
enum CompositionalScenario {
  /// A row of a list: what its list content configuration and accessories show.
  struct Row: Hashable {
    var id: String
    var text: String?
    var secondaryText: String?
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

  /// What a EntryCell shows: row(image, column(label, label)).
  struct Entry: Hashable {
    var id: String
    var text: String
    var text2: String
  }

  /// A cell showing a Entry.
  final class EntryCell: UICollectionViewCell {
    private let textLabel = UILabel()
    private let text2Label = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      let image1 = UIImageView()
      image1.layer.cornerRadius = 12
      image1.clipsToBounds = true
      image1.translatesAutoresizingMaskIntoConstraints = false
      image1.widthAnchor.constraint(equalToConstant: 56).isActive = true
      image1.heightAnchor.constraint(equalToConstant: 56).isActive = true
      textLabel.font = .preferredFont(forTextStyle: .headline)
      textLabel.adjustsFontForContentSizeCategory = true
      textLabel.numberOfLines = 0
      text2Label.font = .preferredFont(forTextStyle: .footnote)
      text2Label.adjustsFontForContentSizeCategory = true
      text2Label.numberOfLines = 0
      let stack1 = UIStackView(arrangedSubviews: [textLabel, text2Label])
      stack1.axis = .vertical
      stack1.spacing = 2
      let stack2 = UIStackView(arrangedSubviews: [image1, stack1])
      stack2.axis = .horizontal
      stack2.spacing = 12
      stack2.alignment = .center
      stack2.isLayoutMarginsRelativeArrangement = true
      stack2.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
      stack2.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(stack2)
      NSLayoutConstraint.activate([
        stack2.topAnchor.constraint(equalTo: contentView.topAnchor),
        stack2.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        stack2.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        stack2.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    func configure(with entry: Entry) {
      textLabel.text = entry.text
      text2Label.text = entry.text2
    }
  }

  /// What a Entry2Cell shows: row(label).
  struct Entry2: Hashable {
    var id: String
    var text: String
  }

  /// A cell showing a Entry2.
  final class Entry2Cell: UICollectionViewCell {
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

    func configure(with entry2: Entry2) {
      textLabel.text = entry2.text
    }
  }

  /// compositional.lua:20: a compositional layout, 1 section of 3 items.
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
      snapshot.appendItems(["row1", "row2", "row3"], toSection: "main")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:31: a compositional layout, 1 section of 7 items.
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
      snapshot.appendItems(["g1", "g2", "g3", "g4", "g5", "g6", "g7"], toSection: "grid")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:44: a compositional layout, 1 section of 5 items.
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
      snapshot.appendItems(["c1", "c2", "c3", "c4", "c5"], toSection: "main")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:58: a compositional layout, 1 section of 4 items.
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
      let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
      let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), repeatingSubitem: item1, count: 3)
      group1.interItemSpacing = .fixed(10)
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
      snapshot.appendItems(["r1", "r2", "r3", "r4"], toSection: "main")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:75: a compositional layout, 3 sections of 12 items.
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
      // The script's section provider answered section by section at 375 × 500 points; here are its
      // answers.
      let layout = UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        switch sectionIndex {
        case 0:
          let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
          item1.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
          let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), repeatingSubitem: item1, count: 1)
          let section1 = NSCollectionLayoutSection(group: group1)
          section1.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
          return section1
        case 1:
          let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
          item1.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
          let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), repeatingSubitem: item1, count: 5)
          let section1 = NSCollectionLayoutSection(group: group1)
          section1.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
          return section1
        default:
          let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
          item1.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
          let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), repeatingSubitem: item1, count: 3)
          let section1 = NSCollectionLayoutSection(group: group1)
          section1.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
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
      snapshot.appendSections(["list", "grid5", "grid3"])
      snapshot.appendItems(["l1", "l2"], toSection: "list")
      snapshot.appendItems(["f1", "f2", "f3", "f4", "f5", "f6"], toSection: "grid5")
      snapshot.appendItems(["t1", "t2", "t3", "t4"], toSection: "grid3")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:75: a compositional layout, 3 sections of 12 items.
  final class ListViewController2: UIViewController {
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
      // The script's section provider answered section by section at 1024 × 500 points; here are its
      // answers.
      let layout = UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        switch sectionIndex {
        case 0:
          let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
          item1.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
          let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), repeatingSubitem: item1, count: 2)
          let section1 = NSCollectionLayoutSection(group: group1)
          section1.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
          return section1
        case 1:
          let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.1), heightDimension: .fractionalHeight(1)))
          item1.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
          let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), repeatingSubitem: item1, count: 10)
          let section1 = NSCollectionLayoutSection(group: group1)
          section1.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
          return section1
        default:
          let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 6), heightDimension: .fractionalHeight(1)))
          item1.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
          let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), repeatingSubitem: item1, count: 6)
          let section1 = NSCollectionLayoutSection(group: group1)
          section1.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
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
      snapshot.appendSections(["list", "grid5", "grid3"])
      snapshot.appendItems(["l1", "l2"], toSection: "list")
      snapshot.appendItems(["f1", "f2", "f3", "f4", "f5", "f6"], toSection: "grid5")
      snapshot.appendItems(["t1", "t2", "t3", "t4"], toSection: "grid3")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:107: a compositional layout, 1 section of 5 items.
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
      snapshot.appendItems(["b1", "b2", "b3", "b4", "b5"], toSection: "main")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:127: a compositional layout, 2 sections of 10 items.
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
      section1.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
      let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      boundary1.pinToVisibleBounds = true
      boundary1.zIndex = 2
      let boundary2 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
      section1.boundarySupplementaryItems = [boundary1, boundary2]
      return UICollectionViewCompositionalLayout(section: section1)
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
      let first = Section(id: "first", header: "First", footer: "5 rows")
      let second = Section(id: "second", header: "Second", footer: "5 rows")
      var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
      snapshot.appendSections([first, second])
      snapshot.appendItems(["h1", "h2", "h3", "h4", "h5"], toSection: first)
      snapshot.appendItems(["k1", "k2", "k3", "k4", "k5"], toSection: second)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:148: a compositional layout, 2 sections of 3 items.
  final class CompositionalViewController5: UIViewController {
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
      section1.interGroupSpacing = 5
      section1.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
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
      dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, id in
        collectionView.dequeueConfiguredReusableCell(using: emptyRegistration, for: indexPath, item: id)
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["a", "b"])
      snapshot.appendItems(["d1", "d2"], toSection: "a")
      snapshot.appendItems(["e1"], toSection: "b")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:165: a compositional layout, 1 section of 4 items.
  final class CompositionalViewController6: UIViewController {
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
      snapshot.appendItems(["n1", "n2", "n3", "n4"], toSection: "main")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:177: a compositional layout, 1 section of 5 items.
  final class CompositionalViewController7: UIViewController {
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
      let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
      item1.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
      let item2 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
      item2.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
      let group1 = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)), repeatingSubitem: item2, count: 2)
      let group2 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(120)), subitems: [item1, group1])
      let section1 = NSCollectionLayoutSection(group: group2)
      section1.orthogonalScrollingBehavior = .continuous
      let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      section1.boundarySupplementaryItems = [boundary1]
      return UICollectionViewCompositionalLayout(section: section1)
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
      let main = Section(id: "main", header: "Orthogonal")
      var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
      snapshot.appendSections([main])
      snapshot.appendItems(["o1", "o2", "o3", "o4", "o5"], toSection: main)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:200: a compositional layout, 5 sections of 60 items.
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
      // The script's section provider answered section by section at 375 × 2000 points; here are its
      // answers.
      let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
      item1.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
      let item2 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
      item2.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
      let group1 = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)), repeatingSubitem: item2, count: 2)
      let group2 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(120)), subitems: [item1, group1])
      let layout = UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        switch sectionIndex {
        case 0:
          let section1 = NSCollectionLayoutSection(group: group2)
          section1.orthogonalScrollingBehavior = .continuous
          let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          section1.boundarySupplementaryItems = [boundary1]
          return section1
        case 1:
          let section1 = NSCollectionLayoutSection(group: group2)
          section1.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
          let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          section1.boundarySupplementaryItems = [boundary1]
          return section1
        case 2:
          let section1 = NSCollectionLayoutSection(group: group2)
          section1.orthogonalScrollingBehavior = .paging
          let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          section1.boundarySupplementaryItems = [boundary1]
          return section1
        case 3:
          let section1 = NSCollectionLayoutSection(group: group2)
          section1.orthogonalScrollingBehavior = .groupPaging
          let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          section1.boundarySupplementaryItems = [boundary1]
          return section1
        default:
          let section1 = NSCollectionLayoutSection(group: group2)
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
      snapshot.appendItems([
        "continuous.1",
        "continuous.2",
        "continuous.3",
        "continuous.4",
        "continuous.5",
        "continuous.6",
        "continuous.7",
        "continuous.8",
        "continuous.9",
        "continuous.10",
        "continuous.11",
        "continuous.12",
      ], toSection: continuous)
      snapshot.appendItems([
        "continuousGroupLeadingBoundary.1",
        "continuousGroupLeadingBoundary.2",
        "continuousGroupLeadingBoundary.3",
        "continuousGroupLeadingBoundary.4",
        "continuousGroupLeadingBoundary.5",
        "continuousGroupLeadingBoundary.6",
        "continuousGroupLeadingBoundary.7",
        "continuousGroupLeadingBoundary.8",
        "continuousGroupLeadingBoundary.9",
        "continuousGroupLeadingBoundary.10",
        "continuousGroupLeadingBoundary.11",
        "continuousGroupLeadingBoundary.12",
      ], toSection: continuousGroupLeadingBoundary)
      snapshot.appendItems([
        "paging.1",
        "paging.2",
        "paging.3",
        "paging.4",
        "paging.5",
        "paging.6",
        "paging.7",
        "paging.8",
        "paging.9",
        "paging.10",
        "paging.11",
        "paging.12",
      ], toSection: paging)
      snapshot.appendItems([
        "groupPaging.1",
        "groupPaging.2",
        "groupPaging.3",
        "groupPaging.4",
        "groupPaging.5",
        "groupPaging.6",
        "groupPaging.7",
        "groupPaging.8",
        "groupPaging.9",
        "groupPaging.10",
        "groupPaging.11",
        "groupPaging.12",
      ], toSection: groupPaging)
      snapshot.appendItems([
        "groupPagingCentered.1",
        "groupPagingCentered.2",
        "groupPagingCentered.3",
        "groupPagingCentered.4",
        "groupPagingCentered.5",
        "groupPagingCentered.6",
        "groupPagingCentered.7",
        "groupPagingCentered.8",
        "groupPagingCentered.9",
        "groupPagingCentered.10",
        "groupPagingCentered.11",
        "groupPagingCentered.12",
      ], toSection: groupPagingCentered)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:200: a compositional layout, 5 sections of 60 items.
  final class ContinuousViewController2: UIViewController {
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
      // The script's section provider answered section by section at 375 × 2000 points; here are its
      // answers.
      let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
      item1.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
      let item2 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
      item2.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
      let group1 = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)), repeatingSubitem: item2, count: 2)
      let group2 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(120)), subitems: [item1, group1])
      let layout = UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        switch sectionIndex {
        case 0:
          let section1 = NSCollectionLayoutSection(group: group2)
          section1.orthogonalScrollingBehavior = .continuous
          let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          section1.boundarySupplementaryItems = [boundary1]
          return section1
        case 1:
          let section1 = NSCollectionLayoutSection(group: group2)
          section1.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
          let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          section1.boundarySupplementaryItems = [boundary1]
          return section1
        case 2:
          let section1 = NSCollectionLayoutSection(group: group2)
          section1.orthogonalScrollingBehavior = .paging
          let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          section1.boundarySupplementaryItems = [boundary1]
          return section1
        case 3:
          let section1 = NSCollectionLayoutSection(group: group2)
          section1.orthogonalScrollingBehavior = .groupPaging
          let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          section1.boundarySupplementaryItems = [boundary1]
          return section1
        default:
          let section1 = NSCollectionLayoutSection(group: group2)
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
      snapshot.appendItems([
        "continuous.1",
        "continuous.2",
        "continuous.3",
        "continuous.4",
        "continuous.5",
        "continuous.6",
        "continuous.7",
        "continuous.8",
        "continuous.9",
        "continuous.10",
        "continuous.11",
        "continuous.12",
      ], toSection: continuous)
      snapshot.appendItems([
        "continuousGroupLeadingBoundary.1",
        "continuousGroupLeadingBoundary.2",
        "continuousGroupLeadingBoundary.3",
        "continuousGroupLeadingBoundary.4",
        "continuousGroupLeadingBoundary.5",
        "continuousGroupLeadingBoundary.6",
        "continuousGroupLeadingBoundary.7",
        "continuousGroupLeadingBoundary.8",
        "continuousGroupLeadingBoundary.9",
        "continuousGroupLeadingBoundary.10",
        "continuousGroupLeadingBoundary.11",
        "continuousGroupLeadingBoundary.12",
      ], toSection: continuousGroupLeadingBoundary)
      snapshot.appendItems([
        "paging.1",
        "paging.2",
        "paging.3",
        "paging.4",
        "paging.5",
        "paging.6",
        "paging.7",
        "paging.8",
        "paging.9",
        "paging.10",
        "paging.11",
        "paging.12",
      ], toSection: paging)
      snapshot.appendItems([
        "groupPaging.1",
        "groupPaging.2",
        "groupPaging.3",
        "groupPaging.4",
        "groupPaging.5",
        "groupPaging.6",
        "groupPaging.7",
        "groupPaging.8",
        "groupPaging.9",
        "groupPaging.10",
        "groupPaging.11",
        "groupPaging.12",
      ], toSection: groupPaging)
      snapshot.appendItems([
        "groupPagingCentered.1",
        "groupPagingCentered.2",
        "groupPagingCentered.3",
        "groupPagingCentered.4",
        "groupPagingCentered.5",
        "groupPagingCentered.6",
        "groupPagingCentered.7",
        "groupPagingCentered.8",
        "groupPagingCentered.9",
        "groupPagingCentered.10",
        "groupPagingCentered.11",
        "groupPagingCentered.12",
      ], toSection: groupPagingCentered)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:225: a compositional layout, 1 section of 2 items.
  final class FruitsViewController: UIViewController {
    struct Section: Hashable {
      var id: String
      var header: String?
      var footer: String?
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
      var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.text
        content.secondaryText = row.secondaryText
        cell.contentConfiguration = content
        cell.accessories = row.accessory.map { [$0.cellAccessory] } ?? []
      }
      dataSource = UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) { collectionView, indexPath, row in
        collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: row)
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
      let fruits = Section(id: "fruits", header: "Fruits", footer: "In season")
      var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
      snapshot.appendSections([fruits])
      snapshot.appendItems([
        Row(id: "apple", text: "Apple"),
        Row(id: "pear", text: "Pear", secondaryText: "Conference"),
      ], toSection: fruits)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:225: a compositional layout, 1 section of 2 items.
  final class FruitsViewController2: UIViewController {
    struct Section: Hashable {
      var id: String
      var header: String?
      var footer: String?
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
      var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.text
        content.secondaryText = row.secondaryText
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
      let footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionFooter) { [unowned self] view, _, indexPath in
        var content = UIListContentConfiguration.groupedFooter()
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
      let fruits = Section(id: "fruits", header: "Fruits", footer: "In season")
      var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
      snapshot.appendSections([fruits])
      snapshot.appendItems([
        Row(id: "apple", text: "Apple"),
        Row(id: "pear", text: "Pear", secondaryText: "Conference"),
      ], toSection: fruits)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:225: a compositional layout, 1 section of 2 items.
  final class FruitsViewController3: UIViewController {
    struct Section: Hashable {
      var id: String
      var header: String?
      var footer: String?
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
      var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.text
        content.secondaryText = row.secondaryText
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
      let footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionFooter) { [unowned self] view, _, indexPath in
        var content = UIListContentConfiguration.groupedFooter()
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
      let fruits = Section(id: "fruits", header: "Fruits", footer: "In season")
      var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
      snapshot.appendSections([fruits])
      snapshot.appendItems([
        Row(id: "apple", text: "Apple"),
        Row(id: "pear", text: "Pear", secondaryText: "Conference"),
      ], toSection: fruits)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:225: a compositional layout, 1 section of 2 items.
  final class FruitsViewController4: UIViewController {
    struct Section: Hashable {
      var id: String
      var header: String?
      var footer: String?
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
      var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.text
        content.secondaryText = row.secondaryText
        cell.contentConfiguration = content
        cell.accessories = row.accessory.map { [$0.cellAccessory] } ?? []
      }
      dataSource = UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) { collectionView, indexPath, row in
        collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: row)
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
      let fruits = Section(id: "fruits", header: "Fruits", footer: "In season")
      var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
      snapshot.appendSections([fruits])
      snapshot.appendItems([
        Row(id: "apple", text: "Apple"),
        Row(id: "pear", text: "Pear", secondaryText: "Conference"),
      ], toSection: fruits)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:225: a compositional layout, 1 section of 2 items.
  final class FruitsViewController5: UIViewController {
    struct Section: Hashable {
      var id: String
      var header: String?
      var footer: String?
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
      var configuration = UICollectionLayoutListConfiguration(appearance: .sidebarPlain)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.text
        content.secondaryText = row.secondaryText
        cell.contentConfiguration = content
        cell.accessories = row.accessory.map { [$0.cellAccessory] } ?? []
      }
      dataSource = UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) { collectionView, indexPath, row in
        collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: row)
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
      let fruits = Section(id: "fruits", header: "Fruits", footer: "In season")
      var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
      snapshot.appendSections([fruits])
      snapshot.appendItems([
        Row(id: "apple", text: "Apple"),
        Row(id: "pear", text: "Pear", secondaryText: "Conference"),
      ], toSection: fruits)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:233: an insetGrouped list, 1 section of 2 items.
  final class FruitsViewController6: UIViewController {
    struct Section: Hashable {
      var id: String
      var header: String?
      var footer: String?
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
      var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.text
        content.secondaryText = row.secondaryText
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
      let footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionFooter) { [unowned self] view, _, indexPath in
        var content = UIListContentConfiguration.groupedFooter()
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
      let fruits = Section(id: "fruits", header: "Fruits", footer: "In season")
      var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
      snapshot.appendSections([fruits])
      snapshot.appendItems([
        Row(id: "apple", text: "Apple"),
        Row(id: "pear", text: "Pear", secondaryText: "Conference"),
      ], toSection: fruits)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:235: a compositional layout, 1 section of 2 items.
  final class FruitsViewController7: UIViewController {
    struct Section: Hashable {
      var id: String
      var header: String?
      var footer: String?
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
      var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.text
        content.secondaryText = row.secondaryText
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
      let footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionFooter) { [unowned self] view, _, indexPath in
        var content = UIListContentConfiguration.groupedFooter()
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
      let fruits = Section(id: "fruits", header: "Fruits", footer: "In season")
      var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
      snapshot.appendSections([fruits])
      snapshot.appendItems([
        Row(id: "apple", text: "Apple"),
        Row(id: "pear", text: "Pear", secondaryText: "Conference"),
      ], toSection: fruits)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:248: a compositional layout, 2 sections of 8 items.
  final class CompositionalViewController8: UIViewController {
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
      let configuration = UICollectionViewCompositionalLayoutConfiguration()
      configuration.scrollDirection = .horizontal
      configuration.interSectionSpacing = 20
      // 2 copies share the group's height 10 points apart: each is 1/2 of it, inset by its part of
      // the spacing.
      let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
      item1.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 5, trailing: 0)
      let item2 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
      item2.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 0, trailing: 0)
      let group1 = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(120), heightDimension: .fractionalHeight(1)), subitems: [item1, item2])
      let section1 = NSCollectionLayoutSection(group: group1)
      section1.interGroupSpacing = 10
      section1.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
      let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .leading)
      section1.boundarySupplementaryItems = [boundary1]
      return UICollectionViewCompositionalLayout(section: section1, configuration: configuration)
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
      let a = Section(id: "a", header: "A")
      let b = Section(id: "b", header: "B")
      var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
      snapshot.appendSections([a, b])
      snapshot.appendItems(["a1", "a2", "a3", "a4", "a5"], toSection: a)
      snapshot.appendItems(["b1", "b2", "b3"], toSection: b)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// compositional.lua:319: a compositional layout, 5 sections of 17 items.
  final class TodayViewController: UIViewController {
    enum Item: Hashable {
      case empty(String)
      case entry(Entry)
      case entry2(Entry2)
      case row(Row)
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
          let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(220)), subitems: [item1])
          let section1 = NSCollectionLayoutSection(group: group1)
          section1.orthogonalScrollingBehavior = .groupPagingCentered
          let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          boundary1.pinToVisibleBounds = true
          boundary1.zIndex = 2
          section1.boundarySupplementaryItems = [boundary1]
          return section1
        case 1, 2:
          let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1.0 / 3)))
          let group1 = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(216)), subitems: [item1])
          let section1 = NSCollectionLayoutSection(group: group1)
          section1.interGroupSpacing = 10
          section1.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 8, trailing: 16)
          section1.orthogonalScrollingBehavior = .groupPaging
          let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          boundary1.pinToVisibleBounds = true
          boundary1.zIndex = 2
          section1.boundarySupplementaryItems = [boundary1]
          return section1
        case 3:
          let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(80), heightDimension: .fractionalHeight(1)))
          let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(80), heightDimension: .absolute(32)), subitems: [item1])
          let section1 = NSCollectionLayoutSection(group: group1)
          section1.interGroupSpacing = 8
          section1.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 8, trailing: 16)
          section1.orthogonalScrollingBehavior = .continuous
          let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          boundary1.pinToVisibleBounds = true
          boundary1.zIndex = 2
          section1.boundarySupplementaryItems = [boundary1]
          return section1
        default:
          var listConfiguration1 = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
          listConfiguration1.headerMode = .supplementary
          let section1 = NSCollectionLayoutSection.list(using: listConfiguration1, layoutEnvironment: environment)
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
      let entry2Registration = UICollectionView.CellRegistration<Entry2Cell, Entry2> { cell, _, entry2 in
        cell.configure(with: entry2)
      }
      let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.text
        content.secondaryText = row.secondaryText
        cell.contentConfiguration = content
        cell.accessories = row.accessory.map { [$0.cellAccessory] } ?? []
      }
      dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { collectionView, indexPath, item in
        switch item {
        case .empty(let empty):
          collectionView.dequeueConfiguredReusableCell(using: emptyRegistration, for: indexPath, item: empty)
        case .entry(let entry):
          collectionView.dequeueConfiguredReusableCell(using: entryRegistration, for: indexPath, item: entry)
        case .entry2(let entry2):
          collectionView.dequeueConfiguredReusableCell(using: entry2Registration, for: indexPath, item: entry2)
        case .row(let row):
          collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: row)
        }
      }
      let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { [unowned self] view, _, indexPath in
        var content = [4].contains(indexPath.section) ? UIListContentConfiguration.groupedHeader() : .plainHeader()
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
      let topics = Section(id: "topics", header: "Topics")
      let categories = Section(id: "categories", header: "Categories")
      var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
      snapshot.appendSections([today, apps, games, topics, categories])
      snapshot.appendItems([.empty("story1"), .empty("story2"), .empty("story3")], toSection: today)
      snapshot.appendItems([
        .entry(Entry(id: "notes", text: "Notes", text2: "Productivity")),
        .entry(Entry(id: "maps", text: "Maps", text2: "Travel")),
        .entry(Entry(id: "cam", text: "Camera+", text2: "Photo")),
        .entry(Entry(id: "bank", text: "Bank", text2: "Finance")),
      ], toSection: apps)
      snapshot.appendItems([
        .entry(Entry(id: "fit", text: "Fit", text2: "Health")),
        .entry(Entry(id: "chess", text: "Chess", text2: "Board")),
        .entry(Entry(id: "kart", text: "Kart", text2: "Racing")),
        .entry(Entry(id: "golf", text: "Golf", text2: "Sports")),
      ], toSection: games)
      snapshot.appendItems([
        .entry2(Entry2(id: "topic.Productivity", text: "Productivity")),
        .entry2(Entry2(id: "topic.Photo", text: "Photo")),
        .entry2(Entry2(id: "topic.Health", text: "Health")),
        .entry2(Entry2(id: "topic.Travel", text: "Travel")),
      ], toSection: topics)
      snapshot.appendItems([
        .row(Row(id: "cat.1", text: "Education", accessory: .disclosureIndicator)),
        .row(Row(id: "cat.2", text: "Finance", accessory: .disclosureIndicator)),
      ], toSection: categories)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }
}
