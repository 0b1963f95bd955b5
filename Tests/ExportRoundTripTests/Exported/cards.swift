#if canImport(UIKit)
import UIKit
#else
import ListLabUIKit
#endif

// The lists cards.lua makes, as UIKit code for iOS 17 and later.

/// The lists of cards.lua.
enum CardsScenario {
  /// What a CardCell shows: row(image, column(label, label, label), column(label, image, label)).
  struct Card: Hashable {
    var id: String
    var title: String
    var date: String
    var descriptionText: String
    var value: String
    var alerts: String
    var alertsIsHidden = false
  }

  /// A cell showing a Card.
  final class CardCell: UICollectionViewListCell {
    private let titleLabel = UILabel()
    private let dateLabel = UILabel()
    private let descriptionTextLabel = UILabel()
    private let valueLabel = UILabel()
    private let alertsLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      let icon = UIImageView()
      icon.accessibilityIdentifier = "icon"
      icon.translatesAutoresizingMaskIntoConstraints = false
      icon.widthAnchor.constraint(equalToConstant: 32).isActive = true
      icon.heightAnchor.constraint(equalToConstant: 32).isActive = true
      titleLabel.font = .preferredFont(forTextStyle: .headline)
      titleLabel.adjustsFontForContentSizeCategory = true
      titleLabel.numberOfLines = 0
      titleLabel.accessibilityIdentifier = "title"
      dateLabel.font = .preferredFont(forTextStyle: .caption1)
      dateLabel.adjustsFontForContentSizeCategory = true
      dateLabel.numberOfLines = 0
      dateLabel.accessibilityIdentifier = "date"
      descriptionTextLabel.font = .preferredFont(forTextStyle: .subheadline)
      descriptionTextLabel.adjustsFontForContentSizeCategory = true
      descriptionTextLabel.numberOfLines = 0
      descriptionTextLabel.accessibilityIdentifier = "description"
      let stack1 = UIStackView(arrangedSubviews: [titleLabel, dateLabel, descriptionTextLabel])
      stack1.axis = .vertical
      stack1.spacing = 2
      valueLabel.font = .preferredFont(forTextStyle: .title3)
      valueLabel.adjustsFontForContentSizeCategory = true
      valueLabel.numberOfLines = 0
      valueLabel.accessibilityIdentifier = "value"
      let level = UIImageView()
      level.accessibilityIdentifier = "level"
      level.translatesAutoresizingMaskIntoConstraints = false
      level.widthAnchor.constraint(equalToConstant: 24).isActive = true
      level.heightAnchor.constraint(equalToConstant: 24).isActive = true
      alertsLabel.font = .preferredFont(forTextStyle: .caption2)
      alertsLabel.adjustsFontForContentSizeCategory = true
      alertsLabel.numberOfLines = 0
      alertsLabel.accessibilityIdentifier = "alerts"
      let stack2 = UIStackView(arrangedSubviews: [valueLabel, level, alertsLabel])
      stack2.axis = .vertical
      stack2.spacing = 4
      stack2.alignment = .trailing
      let stack3 = UIStackView(arrangedSubviews: [icon, stack1, stack2])
      stack3.axis = .horizontal
      stack3.spacing = 8
      stack3.alignment = .top
      stack3.isLayoutMarginsRelativeArrangement = true
      stack3.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
      let card = UIView()
      card.backgroundColor = .secondarySystemGroupedBackground
      card.layer.cornerRadius = 10
      stack3.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(stack3)
      NSLayoutConstraint.activate([
        stack3.topAnchor.constraint(equalTo: card.topAnchor),
        stack3.leadingAnchor.constraint(equalTo: card.leadingAnchor),
        stack3.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        stack3.trailingAnchor.constraint(equalTo: card.trailingAnchor),
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
      titleLabel.text = card.title
      dateLabel.text = card.date
      descriptionTextLabel.text = card.descriptionText
      valueLabel.text = card.value
      alertsLabel.text = card.alerts
      alertsLabel.isHidden = card.alertsIsHidden
    }
  }

  /// What a EntryCell shows: row(image, column(label, label, label), column(label, image, label)).
  struct Entry: Hashable {
    var id: String
    var title: String
    var date: String
    var descriptionText: String
    var value: String
    var alerts: String
    var alertsIsHidden = false
  }

  /// A cell showing a Entry.
  final class EntryCell: UICollectionViewListCell {
    private let titleLabel = UILabel()
    private let dateLabel = UILabel()
    private let descriptionTextLabel = UILabel()
    private let valueLabel = UILabel()
    private let alertsLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      let icon = UIImageView()
      icon.accessibilityIdentifier = "icon"
      icon.translatesAutoresizingMaskIntoConstraints = false
      icon.widthAnchor.constraint(equalToConstant: 32).isActive = true
      icon.heightAnchor.constraint(equalToConstant: 32).isActive = true
      titleLabel.font = .preferredFont(forTextStyle: .headline)
      titleLabel.adjustsFontForContentSizeCategory = true
      titleLabel.numberOfLines = 0
      titleLabel.accessibilityIdentifier = "title"
      dateLabel.font = .preferredFont(forTextStyle: .caption1)
      dateLabel.adjustsFontForContentSizeCategory = true
      dateLabel.numberOfLines = 0
      dateLabel.accessibilityIdentifier = "date"
      descriptionTextLabel.font = .preferredFont(forTextStyle: .subheadline)
      descriptionTextLabel.adjustsFontForContentSizeCategory = true
      descriptionTextLabel.numberOfLines = 0
      descriptionTextLabel.accessibilityIdentifier = "description"
      let stack1 = UIStackView(arrangedSubviews: [titleLabel, dateLabel, descriptionTextLabel])
      stack1.axis = .vertical
      stack1.spacing = 2
      valueLabel.font = .preferredFont(forTextStyle: .title3)
      valueLabel.adjustsFontForContentSizeCategory = true
      valueLabel.numberOfLines = 0
      valueLabel.accessibilityIdentifier = "value"
      let level = UIImageView()
      level.accessibilityIdentifier = "level"
      level.translatesAutoresizingMaskIntoConstraints = false
      level.widthAnchor.constraint(equalToConstant: 24).isActive = true
      level.heightAnchor.constraint(equalToConstant: 24).isActive = true
      alertsLabel.font = .preferredFont(forTextStyle: .caption2)
      alertsLabel.adjustsFontForContentSizeCategory = true
      alertsLabel.numberOfLines = 0
      alertsLabel.accessibilityIdentifier = "alerts"
      let stack2 = UIStackView(arrangedSubviews: [valueLabel, level, alertsLabel])
      stack2.axis = .vertical
      stack2.spacing = 4
      stack2.alignment = .trailing
      let stack3 = UIStackView(arrangedSubviews: [icon, stack1, stack2])
      stack3.axis = .horizontal
      stack3.spacing = 8
      stack3.alignment = .top
      stack3.isLayoutMarginsRelativeArrangement = true
      stack3.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
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

    func configure(with entry: Entry) {
      titleLabel.text = entry.title
      dateLabel.text = entry.date
      descriptionTextLabel.text = entry.descriptionText
      valueLabel.text = entry.value
      alertsLabel.text = entry.alerts
      alertsLabel.isHidden = entry.alertsIsHidden
    }
  }

  /// cards.lua:45: cards in a plain list, 1 section of 3 items.
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
      // Rows estimate their height (estimated_height = 44 in the script) and measure themselves as
      // they are displayed.
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
        Card(id: "battery", title: "Battery", date: "Today, 09:12", descriptionText: "Charged to 84 %; the cells are balanced.", value: "84 %", alerts: "0", alertsIsHidden: true),
        Card(id: "temperature", title: "Temperature", date: "Today, 09:10", descriptionText: "Above the comfort range for more than two hours. Check the ventilation of the room.", value: "31 °C", alerts: "2"),
        Card(id: "network", title: "Network", date: "Yesterday", descriptionText: "Online.", value: "LTE", alerts: "0", alertsIsHidden: true),
      ], toSection: "states")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// cards.lua:78: a plain list, 1 section of 3 items.
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
      // Rows estimate their height (estimated_height = 44 in the script) and measure themselves as
      // they are displayed.
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
        Entry(id: "battery", title: "Battery", date: "Today, 09:12", descriptionText: "Charged to 84 %; the cells are balanced.", value: "84 %", alerts: "0", alertsIsHidden: true),
        Entry(id: "temperature", title: "Temperature", date: "Today, 09:10", descriptionText: "Above the comfort range for more than two hours. Check the ventilation of the room.", value: "31 °C", alerts: "2"),
        Entry(id: "network", title: "Network", date: "Yesterday", descriptionText: "Online.", value: "LTE", alerts: "0", alertsIsHidden: true),
      ], toSection: "states")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }
}
