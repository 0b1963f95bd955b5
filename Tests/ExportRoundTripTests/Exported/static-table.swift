#if canImport(UIKit)
import UIKit
#else
import ListLabUIKit
#endif

// The lists static-table.lua makes, as UIKit code for iOS 17 and later.

/// The lists of static-table.lua.
enum StaticTableScenario {
  /// What a EntryCell shows: column(column(label, label)).
  struct Entry: Hashable {
    var id: String
    var title: String
    var date: String
  }

  /// A cell showing a Entry.
  final class EntryCell: UICollectionViewListCell {
    private let titleLabel = UILabel()
    private let dateLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      titleLabel.font = .preferredFont(forTextStyle: .headline)
      titleLabel.adjustsFontForContentSizeCategory = true
      titleLabel.numberOfLines = 0
      titleLabel.accessibilityIdentifier = "titleLabel"
      dateLabel.font = .preferredFont(forTextStyle: .footnote)
      dateLabel.adjustsFontForContentSizeCategory = true
      dateLabel.numberOfLines = 0
      dateLabel.accessibilityIdentifier = "dateLabel"
      let stack1 = UIStackView(arrangedSubviews: [titleLabel, dateLabel])
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
      titleLabel.text = entry.title
      dateLabel.text = entry.date
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
      let articleImageView = UIImageView()
      articleImageView.accessibilityIdentifier = "articleImageView"
      articleImageView.translatesAutoresizingMaskIntoConstraints = false
      articleImageView.heightAnchor.constraint(equalToConstant: 200).isActive = true
      let stack1 = UIStackView(arrangedSubviews: [articleImageView])
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
    var articleTextView: String
  }

  /// A cell showing a Entry3.
  final class Entry3Cell: UICollectionViewListCell {
    private let articleTextViewLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      articleTextViewLabel.font = .preferredFont(forTextStyle: .body)
      articleTextViewLabel.adjustsFontForContentSizeCategory = true
      articleTextViewLabel.numberOfLines = 0
      articleTextViewLabel.accessibilityIdentifier = "articleTextView"
      let stack1 = UIStackView(arrangedSubviews: [articleTextViewLabel])
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
      articleTextViewLabel.text = entry3.articleTextView
    }
  }

  /// What a Entry4Cell shows: column(column(row(box), image, label)).
  struct Entry4: Hashable {
    var id: String
    var authorName: String
  }

  /// A cell showing a Entry4.
  final class Entry4Cell: UICollectionViewListCell {
    private let authorNameLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      let rule = UIView()
      rule.backgroundColor = UIColor(red: 102 / 255, green: 102 / 255, blue: 102 / 255, alpha: 1)
      rule.accessibilityIdentifier = "rule"
      rule.translatesAutoresizingMaskIntoConstraints = false
      rule.heightAnchor.constraint(equalToConstant: 2).isActive = true
      let stack1 = UIStackView(arrangedSubviews: [rule])
      stack1.axis = .horizontal
      stack1.isLayoutMarginsRelativeArrangement = true
      stack1.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 40, bottom: 15, trailing: 40)
      let authorImageView = UIImageView()
      authorImageView.accessibilityIdentifier = "authorImageView"
      authorImageView.translatesAutoresizingMaskIntoConstraints = false
      authorImageView.heightAnchor.constraint(equalToConstant: 92).isActive = true
      authorNameLabel.font = .preferredFont(forTextStyle: .footnote)
      authorNameLabel.adjustsFontForContentSizeCategory = true
      authorNameLabel.numberOfLines = 0
      authorNameLabel.textAlignment = .center
      authorNameLabel.accessibilityIdentifier = "authorNameLabel"
      let stack2 = UIStackView(arrangedSubviews: [stack1, authorImageView, authorNameLabel])
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
      authorNameLabel.text = entry4.authorName
    }
  }

  /// static-table.lua:28: a plain list, 1 section of 4 items.
  final class ViewController: UIViewController {
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
        .entry(Entry(id: "name", title: "Bengal tiger", date: "Panthera tigris tigris")),
        .entry2(Entry2(id: "photo")),
        .entry3(Entry3(id: "text", articleTextView: "The tiger is the largest living cat species, recognisable by its dark vertical stripes on orange fur with a white underside. It is an apex predator that hunts deer and wild boar, lives alone, and holds a territory that it marks to keep others away. Tigers once ranged from Turkey to the Russian Far East; today they live in fragmented populations across South and Southeast Asia.")),
        .entry4(Entry4(id: "author", authorName: "Photo: J. Doe")),
      ], toSection: "animal")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }
}
