#if canImport(UIKit)
import UIKit
#else
import ListLabUIKit
#endif

// The lists demo-cards.lua makes, as UIKit code for iOS 17 and later.

/// The lists of demo-cards.lua.
enum DemoCardsScenario {
  /// What a CardCell shows: row(image, column(label, label), label).
  struct Card: Hashable {
    var id: String
    var text: String
    var text2: String
    var text3: String
  }

  /// A cell showing a Card.
  final class CardCell: UICollectionViewListCell {
    private let textLabel = UILabel()
    private let text2Label = UILabel()
    private let text3Label = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      let image1 = UIImageView()
      image1.translatesAutoresizingMaskIntoConstraints = false
      image1.widthAnchor.constraint(equalToConstant: 32).isActive = true
      image1.heightAnchor.constraint(equalToConstant: 32).isActive = true
      textLabel.font = .preferredFont(forTextStyle: .headline)
      textLabel.adjustsFontForContentSizeCategory = true
      textLabel.numberOfLines = 0
      text2Label.font = .preferredFont(forTextStyle: .subheadline)
      text2Label.adjustsFontForContentSizeCategory = true
      text2Label.numberOfLines = 0
      let stack1 = UIStackView(arrangedSubviews: [textLabel, text2Label])
      stack1.axis = .vertical
      stack1.spacing = 2
      text3Label.font = .preferredFont(forTextStyle: .title3)
      text3Label.adjustsFontForContentSizeCategory = true
      text3Label.numberOfLines = 0
      let stack2 = UIStackView(arrangedSubviews: [image1, stack1, text3Label])
      stack2.axis = .horizontal
      stack2.spacing = 8
      stack2.alignment = .top
      stack2.isLayoutMarginsRelativeArrangement = true
      stack2.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
      let card = UIView()
      card.backgroundColor = .secondarySystemGroupedBackground
      card.layer.cornerRadius = 10
      stack2.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(stack2)
      NSLayoutConstraint.activate([
        stack2.topAnchor.constraint(equalTo: card.topAnchor),
        stack2.leadingAnchor.constraint(equalTo: card.leadingAnchor),
        stack2.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        stack2.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      ])
      card.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(card)
      NSLayoutConstraint.activate([
        card.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
        card.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
        card.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        card.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    func configure(with card: Card) {
      textLabel.text = card.text
      text2Label.text = card.text2
      text3Label.text = card.text3
    }
  }

  /// What a EntryCell shows: row(image, column(label, label), label).
  struct Entry: Hashable {
    var id: String
    var text: String
    var text2: String
    var text3: String
  }

  /// A cell showing a Entry.
  final class EntryCell: UICollectionViewListCell {
    private let textLabel = UILabel()
    private let text2Label = UILabel()
    private let text3Label = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      let image1 = UIImageView()
      image1.translatesAutoresizingMaskIntoConstraints = false
      image1.widthAnchor.constraint(equalToConstant: 32).isActive = true
      image1.heightAnchor.constraint(equalToConstant: 32).isActive = true
      textLabel.font = .preferredFont(forTextStyle: .headline)
      textLabel.adjustsFontForContentSizeCategory = true
      textLabel.numberOfLines = 0
      text2Label.font = .preferredFont(forTextStyle: .subheadline)
      text2Label.adjustsFontForContentSizeCategory = true
      text2Label.numberOfLines = 0
      let stack1 = UIStackView(arrangedSubviews: [textLabel, text2Label])
      stack1.axis = .vertical
      stack1.spacing = 2
      text3Label.font = .preferredFont(forTextStyle: .title3)
      text3Label.adjustsFontForContentSizeCategory = true
      text3Label.numberOfLines = 0
      let stack2 = UIStackView(arrangedSubviews: [image1, stack1, text3Label])
      stack2.axis = .horizontal
      stack2.spacing = 8
      stack2.alignment = .top
      stack2.isLayoutMarginsRelativeArrangement = true
      stack2.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
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
      text3Label.text = entry.text3
    }
  }

  /// demo-cards.lua:29: cards in a plain list, 1 section of 3 items.
  final class StatesViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, Card>!

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
      configuration.showsSeparators = false
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let cardRegistration = UICollectionView.CellRegistration<CardCell, Card> { [unowned self] cell, indexPath, card in
        cell.configure(with: card)
        // A card's margins: 8 points around the cards, 8 between two.
        let last = collectionView.numberOfItems(inSection: indexPath.section) - 1
        cell.contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: indexPath.item == 0 ? 8 : 4, leading: 8, bottom: indexPath.item == last ? 8 : 4, trailing: 8)
      }
      dataSource = UICollectionViewDiffableDataSource<String, Card>(collectionView: collectionView) { collectionView, indexPath, card in
        collectionView.dequeueConfiguredReusableCell(using: cardRegistration, for: indexPath, item: card)
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, Card>()
      snapshot.appendSections(["states"])
      snapshot.appendItems([
        Card(id: "battery", text: "Battery", text2: "Charged; the cells are balanced.", text3: "84 %"),
        Card(id: "temperature", text: "Temperature", text2: "Above the comfort range for two hours. Check the ventilation.", text3: "31 °C"),
        Card(id: "network", text: "Network", text2: "Online.", text3: "LTE"),
      ], toSection: "states")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// demo-cards.lua:37: a plain list, 1 section of 3 items.
  final class StatesViewController2: UIViewController {
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
      var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      configuration.showsSeparators = false
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
      snapshot.appendSections(["states"])
      snapshot.appendItems([
        Entry(id: "battery", text: "Battery", text2: "Charged; the cells are balanced.", text3: "84 %"),
        Entry(id: "temperature", text: "Temperature", text2: "Above the comfort range for two hours. Check the ventilation.", text3: "31 °C"),
        Entry(id: "network", text: "Network", text2: "Online.", text3: "LTE"),
      ], toSection: "states")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }
}
