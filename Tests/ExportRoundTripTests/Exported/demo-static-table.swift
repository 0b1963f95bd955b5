#if canImport(UIKit)
import UIKit
#else
import ListLabUIKit
#endif

// The lists demo-static-table.lua makes, as UIKit code for iOS 17 and later.

/// The lists of demo-static-table.lua.
enum DemoStaticTableScenario {
  /// What a EntryCell shows: column(column(label, label)).
  struct Entry: Hashable {
    var id: String
    var text: String
    var text2: String
  }

  /// A cell showing a Entry.
  final class EntryCell: UICollectionViewListCell {
    private let textLabel = UILabel()
    private let text2Label = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      textLabel.font = .preferredFont(forTextStyle: .headline)
      textLabel.adjustsFontForContentSizeCategory = true
      textLabel.numberOfLines = 0
      text2Label.font = .preferredFont(forTextStyle: .footnote)
      text2Label.adjustsFontForContentSizeCategory = true
      text2Label.numberOfLines = 0
      let stack1 = UIStackView(arrangedSubviews: [textLabel, text2Label])
      stack1.axis = .vertical
      let stack2 = UIStackView(arrangedSubviews: [stack1])
      stack2.axis = .vertical
      stack2.isLayoutMarginsRelativeArrangement = true
      stack2.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
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

  /// What a Entry2Cell shows: column(image).
  struct Entry2: Hashable {
    var id: String
  }

  /// A cell showing a Entry2.
  final class Entry2Cell: UICollectionViewListCell {

    override init(frame: CGRect) {
      super.init(frame: frame)
      let image1 = UIImageView()
      image1.translatesAutoresizingMaskIntoConstraints = false
      image1.heightAnchor.constraint(equalToConstant: 200).isActive = true
      let stack1 = UIStackView(arrangedSubviews: [image1])
      stack1.axis = .vertical
      stack1.isLayoutMarginsRelativeArrangement = true
      stack1.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
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
      _ = entry2
    }
  }

  /// What a Entry3Cell shows: column(label).
  struct Entry3: Hashable {
    var id: String
    var text: String
  }

  /// A cell showing a Entry3.
  final class Entry3Cell: UICollectionViewListCell {
    private let textLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      textLabel.font = .preferredFont(forTextStyle: .body)
      textLabel.adjustsFontForContentSizeCategory = true
      textLabel.numberOfLines = 0
      let stack1 = UIStackView(arrangedSubviews: [textLabel])
      stack1.axis = .vertical
      stack1.isLayoutMarginsRelativeArrangement = true
      stack1.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
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

    func configure(with entry3: Entry3) {
      textLabel.text = entry3.text
    }
  }

  /// What a Entry4Cell shows: column(column(row(box), image, label)).
  struct Entry4: Hashable {
    var id: String
    var text: String
  }

  /// A cell showing a Entry4.
  final class Entry4Cell: UICollectionViewListCell {
    private let textLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      let rule = UIView()
      rule.accessibilityIdentifier = "rule"
      rule.translatesAutoresizingMaskIntoConstraints = false
      rule.heightAnchor.constraint(equalToConstant: 2).isActive = true
      let stack1 = UIStackView(arrangedSubviews: [rule])
      stack1.axis = .horizontal
      stack1.isLayoutMarginsRelativeArrangement = true
      stack1.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 40, bottom: 15, trailing: 40)
      let image1 = UIImageView()
      image1.translatesAutoresizingMaskIntoConstraints = false
      image1.heightAnchor.constraint(equalToConstant: 92).isActive = true
      textLabel.font = .preferredFont(forTextStyle: .footnote)
      textLabel.adjustsFontForContentSizeCategory = true
      textLabel.numberOfLines = 0
      textLabel.textAlignment = .center
      let stack2 = UIStackView(arrangedSubviews: [stack1, image1, textLabel])
      stack2.axis = .vertical
      let stack3 = UIStackView(arrangedSubviews: [stack2])
      stack3.axis = .vertical
      stack3.isLayoutMarginsRelativeArrangement = true
      stack3.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
      stack3.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(stack3)
      NSLayoutConstraint.activate([
        stack3.topAnchor.constraint(equalTo: contentView.topAnchor),
        stack3.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        stack3.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        stack3.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    func configure(with entry4: Entry4) {
      textLabel.text = entry4.text
    }
  }

  /// demo-static-table.lua:13: a plain list, 1 section of 1 item.
  final class AnimalViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, Entry>!

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let entryRegistration = UICollectionView.CellRegistration<EntryCell, Entry> { cell, _, entry in
        cell.configure(with: entry)
      }
      dataSource = UICollectionViewDiffableDataSource<String, Entry>(collectionView: collectionView) { collectionView, indexPath, entry in
        collectionView.dequeueConfiguredReusableCell(using: entryRegistration, for: indexPath, item: entry)
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, Entry>()
      snapshot.appendSections(["animal"])
      snapshot.appendItems([
        Entry(id: "name", text: "Bengal tiger", text2: "Panthera tigris tigris"),
      ], toSection: "animal")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// demo-static-table.lua:19: a plain list, 1 section of 3 items.
  final class AnimalViewController2: UIViewController {
    enum Item: Hashable {
      case entry(Entry)
      case entry2(Entry2)
      case entry3(Entry3)
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, Item>!

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let entryRegistration = UICollectionView.CellRegistration<EntryCell, Entry> { cell, _, entry in
        cell.configure(with: entry)
      }
      let entry2Registration = UICollectionView.CellRegistration<Entry2Cell, Entry2> { cell, _, entry2 in
        cell.configure(with: entry2)
      }
      let entry3Registration = UICollectionView.CellRegistration<Entry3Cell, Entry3> { cell, _, entry3 in
        cell.configure(with: entry3)
      }
      dataSource = UICollectionViewDiffableDataSource<String, Item>(collectionView: collectionView) { collectionView, indexPath, item in
        switch item {
        case .entry(let entry):
          collectionView.dequeueConfiguredReusableCell(using: entryRegistration, for: indexPath, item: entry)
        case .entry2(let entry2):
          collectionView.dequeueConfiguredReusableCell(using: entry2Registration, for: indexPath, item: entry2)
        case .entry3(let entry3):
          collectionView.dequeueConfiguredReusableCell(using: entry3Registration, for: indexPath, item: entry3)
        }
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, Item>()
      snapshot.appendSections(["animal"])
      snapshot.appendItems([
        .entry(Entry(id: "name", text: "Bengal tiger", text2: "Panthera tigris tigris")),
        .entry2(Entry2(id: "photo")),
        .entry3(Entry3(id: "text", text: "The tiger is the largest living cat species, recognisable by its dark vertical stripes on orange fur.")),
      ], toSection: "animal")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// demo-static-table.lua:29: a plain list, 1 section of 4 items.
  final class AnimalViewController3: UIViewController {
    enum Item: Hashable {
      case entry(Entry)
      case entry2(Entry2)
      case entry3(Entry3)
      case entry4(Entry4)
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, Item>!

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let entryRegistration = UICollectionView.CellRegistration<EntryCell, Entry> { cell, _, entry in
        cell.configure(with: entry)
      }
      let entry2Registration = UICollectionView.CellRegistration<Entry2Cell, Entry2> { cell, _, entry2 in
        cell.configure(with: entry2)
      }
      let entry3Registration = UICollectionView.CellRegistration<Entry3Cell, Entry3> { cell, _, entry3 in
        cell.configure(with: entry3)
      }
      let entry4Registration = UICollectionView.CellRegistration<Entry4Cell, Entry4> { cell, _, entry4 in
        cell.configure(with: entry4)
      }
      dataSource = UICollectionViewDiffableDataSource<String, Item>(collectionView: collectionView) { collectionView, indexPath, item in
        switch item {
        case .entry(let entry):
          collectionView.dequeueConfiguredReusableCell(using: entryRegistration, for: indexPath, item: entry)
        case .entry2(let entry2):
          collectionView.dequeueConfiguredReusableCell(using: entry2Registration, for: indexPath, item: entry2)
        case .entry3(let entry3):
          collectionView.dequeueConfiguredReusableCell(using: entry3Registration, for: indexPath, item: entry3)
        case .entry4(let entry4):
          collectionView.dequeueConfiguredReusableCell(using: entry4Registration, for: indexPath, item: entry4)
        }
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, Item>()
      snapshot.appendSections(["animal"])
      snapshot.appendItems([
        .entry(Entry(id: "name", text: "Bengal tiger", text2: "Panthera tigris tigris")),
        .entry2(Entry2(id: "photo")),
        .entry3(Entry3(id: "text", text: "The tiger is the largest living cat species, recognisable by its dark vertical stripes on orange fur.")),
        .entry4(Entry4(id: "author", text: "Photo: J. Doe")),
      ], toSection: "animal")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }
}
