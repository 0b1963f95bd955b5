#if canImport(UIKit)
import UIKit
#else
import ListLabUIKit
#endif

// The lists devices.lua makes, as UIKit code for iOS 17 and later.

/// The lists of devices.lua.
enum DevicesScenario {
  /// A row of a list: what its list content configuration and accessories show.
  struct Row: Hashable {
    var id: String
    var text: String?
    var secondaryText: String?
    var accessory: Accessory?
    var badge: String?
  }

  /// The accessory at a row's trailing edge.
  enum Accessory: Hashable {
    case disclosureIndicator
    case toggle

    @MainActor var cellAccessory: UICellAccessory {
      switch self {
      case .disclosureIndicator: .disclosureIndicator()
      case .toggle: .customView(configuration: .init(customView: UISwitch(), placement: .trailing()))
      }
    }
  }

  /// devices.lua:46: a plain list, 2 sections of 5 items.
  final class ConnectViewController: UIViewController {
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
      var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      configuration.headerMode = .supplementary
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.text
        content.secondaryText = row.secondaryText
        cell.contentConfiguration = content
        cell.accessories = [row.badge.map { UICellAccessory.label(text: $0) }, row.accessory?.cellAccessory].compactMap { $0 }
      }
      dataSource = UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) { collectionView, indexPath, row in
        collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: row)
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
      let connect = Section(id: "connect", header: "Connections")
      let general = Section(id: "general", header: "General")
      var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
      snapshot.appendSections([connect, general])
      snapshot.appendItems([
        Row(id: "wifi", text: "Wi-Fi", secondaryText: "Home", accessory: .disclosureIndicator),
        Row(id: "bluetooth", text: "Bluetooth", accessory: .toggle),
        Row(id: "cellular", text: "Mobile Data", accessory: .disclosureIndicator),
      ], toSection: connect)
      snapshot.appendItems([
        Row(id: "about", text: "About", accessory: .disclosureIndicator),
        Row(id: "updates", text: "Software Update", badge: "1"),
      ], toSection: general)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// devices.lua:65: a plain list, 2 sections of 5 items.
  final class ConnectViewController2: UIViewController {
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
      var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      configuration.headerMode = .supplementary
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.text
        content.secondaryText = row.secondaryText
        cell.contentConfiguration = content
        cell.accessories = [row.badge.map { UICellAccessory.label(text: $0) }, row.accessory?.cellAccessory].compactMap { $0 }
      }
      dataSource = UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) { collectionView, indexPath, row in
        collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: row)
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
      let connect = Section(id: "connect", header: "Connections")
      let general = Section(id: "general", header: "General")
      var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
      snapshot.appendSections([connect, general])
      snapshot.appendItems([
        Row(id: "wifi", text: "Wi-Fi", secondaryText: "Home", accessory: .disclosureIndicator),
        Row(id: "bluetooth", text: "Bluetooth", accessory: .toggle),
        Row(id: "cellular", text: "Mobile Data", accessory: .disclosureIndicator),
      ], toSection: connect)
      snapshot.appendItems([
        Row(id: "about", text: "About", accessory: .disclosureIndicator),
        Row(id: "updates", text: "Software Update", badge: "1"),
      ], toSection: general)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  /// devices.lua:80: an insetGrouped list, 3 sections of 13 items.
  final class ConnectViewController3: UIViewController {
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
        case 0, 1:
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
        content.secondaryText = row.secondaryText
        cell.contentConfiguration = content
        cell.accessories = [row.badge.map { UICellAccessory.label(text: $0) }, row.accessory?.cellAccessory].compactMap { $0 }
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
      let connect = Section(id: "connect", header: "Connections")
      let general = Section(id: "general", header: "General")
      let apps = Section(id: "apps")
      var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
      snapshot.appendSections([connect, general, apps])
      snapshot.appendItems([
        Row(id: "wifi", text: "Wi-Fi", secondaryText: "Home", accessory: .disclosureIndicator),
        Row(id: "bluetooth", text: "Bluetooth", accessory: .toggle),
        Row(id: "cellular", text: "Mobile Data", accessory: .disclosureIndicator),
      ], toSection: connect)
      snapshot.appendItems([
        Row(id: "about", text: "About", accessory: .disclosureIndicator),
        Row(id: "updates", text: "Software Update", badge: "1"),
      ], toSection: general)
      snapshot.appendItems([
        Row(id: "calendar", text: "Calendar", accessory: .disclosureIndicator),
        Row(id: "contacts", text: "Contacts", accessory: .disclosureIndicator),
        Row(id: "mail", text: "Mail", accessory: .disclosureIndicator),
        Row(id: "maps", text: "Maps", accessory: .disclosureIndicator),
        Row(id: "music", text: "Music", accessory: .disclosureIndicator),
        Row(id: "notes", text: "Notes", accessory: .disclosureIndicator),
        Row(id: "photos", text: "Photos", accessory: .disclosureIndicator),
        Row(id: "weather", text: "Weather", accessory: .disclosureIndicator),
      ], toSection: apps)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  // devices.lua:105 is not exported: direction = "rtl": ListLabUIKit lays lists out left to right
  // (UIKit's semanticContentAttribute is not modelled).
}
