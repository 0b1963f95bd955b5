#if canImport(UIKit)
import UIKit
#else
import ListLabUIKit
#endif

// The lists demo-design-system.lua makes, as UIKit code for iOS 17 and later.

/// The lists of demo-design-system.lua.
enum DemoDesignSystemScenario {
  /// What a ContainerCell shows: column(row(column(label), row(label, box)), row(box)).
  struct Container: Hashable {
    var id: String
    var title: String
    var detail: String
  }

  /// A cell showing a Container.
  final class ContainerCell: UICollectionViewCell {
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      titleLabel.font = .preferredFont(forTextStyle: .body)
      titleLabel.adjustsFontForContentSizeCategory = true
      titleLabel.numberOfLines = 0
      titleLabel.accessibilityIdentifier = "title"
      let left = UIStackView(arrangedSubviews: [titleLabel])
      left.axis = .vertical
      left.isLayoutMarginsRelativeArrangement = true
      left.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 0)
      left.accessibilityIdentifier = "left"
      detailLabel.font = .preferredFont(forTextStyle: .body)
      detailLabel.adjustsFontForContentSizeCategory = true
      detailLabel.numberOfLines = 0
      detailLabel.textColor = UIColor.secondaryLabel
      detailLabel.accessibilityIdentifier = "detail"
      let chevron = UIView()
      chevron.accessibilityIdentifier = "chevron"
      chevron.translatesAutoresizingMaskIntoConstraints = false
      chevron.widthAnchor.constraint(equalToConstant: 8).isActive = true
      chevron.heightAnchor.constraint(equalToConstant: 13).isActive = true
      let right = UIStackView(arrangedSubviews: [detailLabel, chevron])
      right.axis = .horizontal
      right.spacing = 4
      right.alignment = .center
      right.isLayoutMarginsRelativeArrangement = true
      right.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 4, bottom: 12, trailing: 16)
      right.accessibilityIdentifier = "right"
      let stack1 = UIStackView(arrangedSubviews: [left, right])
      stack1.axis = .horizontal
      stack1.alignment = .center
      let box1 = UIView()
      box1.backgroundColor = UIColor.separator
      box1.translatesAutoresizingMaskIntoConstraints = false
      box1.heightAnchor.constraint(equalToConstant: 0.3333333333333333).isActive = true
      let separator = UIStackView(arrangedSubviews: [box1])
      separator.axis = .horizontal
      separator.isHidden = true
      separator.accessibilityIdentifier = "separator"
      let container = UIStackView(arrangedSubviews: [stack1, separator])
      container.axis = .vertical
      container.accessibilityIdentifier = "container"
      container.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(container)
      NSLayoutConstraint.activate([
        container.topAnchor.constraint(equalTo: contentView.topAnchor),
        container.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        container.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        container.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    func configure(with container: Container) {
      titleLabel.text = container.title
      detailLabel.text = container.detail
    }
  }

  /// What a Container2Cell shows: column(row(row(image, label)), row(box)).
  struct Container2: Hashable {
    var id: String
    var title: String
  }

  /// A cell showing a Container2.
  final class Container2Cell: UICollectionViewCell {
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      let icon = UIImageView(image: UIImage(named: "star"))
      icon.accessibilityIdentifier = "icon"
      icon.translatesAutoresizingMaskIntoConstraints = false
      icon.widthAnchor.constraint(equalToConstant: 24).isActive = true
      icon.heightAnchor.constraint(equalToConstant: 24).isActive = true
      titleLabel.font = .preferredFont(forTextStyle: .body)
      titleLabel.adjustsFontForContentSizeCategory = true
      titleLabel.numberOfLines = 0
      titleLabel.accessibilityIdentifier = "title"
      let left = UIStackView(arrangedSubviews: [icon, titleLabel])
      left.axis = .horizontal
      left.spacing = 16
      left.alignment = .center
      left.isLayoutMarginsRelativeArrangement = true
      left.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 0)
      left.accessibilityIdentifier = "left"
      let stack1 = UIStackView(arrangedSubviews: [left])
      stack1.axis = .horizontal
      stack1.alignment = .center
      let box1 = UIView()
      box1.backgroundColor = UIColor.separator
      box1.translatesAutoresizingMaskIntoConstraints = false
      box1.heightAnchor.constraint(equalToConstant: 0.3333333333333333).isActive = true
      let separator = UIStackView(arrangedSubviews: [box1])
      separator.axis = .horizontal
      separator.isHidden = true
      separator.accessibilityIdentifier = "separator"
      let container = UIStackView(arrangedSubviews: [stack1, separator])
      container.axis = .vertical
      container.accessibilityIdentifier = "container"
      container.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(container)
      NSLayoutConstraint.activate([
        container.topAnchor.constraint(equalTo: contentView.topAnchor),
        container.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        container.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        container.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    func configure(with container2: Container2) {
      titleLabel.text = container2.title
    }
  }

  /// What a Container3Cell shows: column(row(row(image, label)), row(box)).
  struct Container3: Hashable {
    var id: String
    var title: String
  }

  /// A cell showing a Container3.
  final class Container3Cell: UICollectionViewCell {
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      let icon = UIImageView(image: UIImage(named: "gear"))
      icon.accessibilityIdentifier = "icon"
      icon.translatesAutoresizingMaskIntoConstraints = false
      icon.widthAnchor.constraint(equalToConstant: 24).isActive = true
      icon.heightAnchor.constraint(equalToConstant: 24).isActive = true
      titleLabel.font = .preferredFont(forTextStyle: .body)
      titleLabel.adjustsFontForContentSizeCategory = true
      titleLabel.numberOfLines = 0
      titleLabel.accessibilityIdentifier = "title"
      let left = UIStackView(arrangedSubviews: [icon, titleLabel])
      left.axis = .horizontal
      left.spacing = 16
      left.alignment = .center
      left.isLayoutMarginsRelativeArrangement = true
      left.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 0)
      left.accessibilityIdentifier = "left"
      let stack1 = UIStackView(arrangedSubviews: [left])
      stack1.axis = .horizontal
      stack1.alignment = .center
      let box1 = UIView()
      box1.backgroundColor = UIColor.separator
      box1.translatesAutoresizingMaskIntoConstraints = false
      box1.heightAnchor.constraint(equalToConstant: 0.3333333333333333).isActive = true
      let separator = UIStackView(arrangedSubviews: [box1])
      separator.axis = .horizontal
      separator.isHidden = true
      separator.accessibilityIdentifier = "separator"
      let container = UIStackView(arrangedSubviews: [stack1, separator])
      container.axis = .vertical
      container.accessibilityIdentifier = "container"
      container.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(container)
      NSLayoutConstraint.activate([
        container.topAnchor.constraint(equalTo: contentView.topAnchor),
        container.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        container.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        container.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    func configure(with container3: Container3) {
      titleLabel.text = container3.title
    }
  }

  /// What a Container4Cell shows: column(row(row(box, label)), row(box)).
  struct Container4: Hashable {
    var id: String
    var title: String
  }

  /// A cell showing a Container4.
  final class Container4Cell: UICollectionViewCell {
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      let unchecked = UIView()
      unchecked.backgroundColor = UIColor.separator
      unchecked.accessibilityIdentifier = "unchecked"
      unchecked.translatesAutoresizingMaskIntoConstraints = false
      unchecked.widthAnchor.constraint(equalToConstant: 22).isActive = true
      unchecked.heightAnchor.constraint(equalToConstant: 22).isActive = true
      titleLabel.font = .preferredFont(forTextStyle: .body)
      titleLabel.adjustsFontForContentSizeCategory = true
      titleLabel.numberOfLines = 0
      titleLabel.accessibilityIdentifier = "title"
      let left = UIStackView(arrangedSubviews: [unchecked, titleLabel])
      left.axis = .horizontal
      left.spacing = 16
      left.alignment = .center
      left.isLayoutMarginsRelativeArrangement = true
      left.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 0)
      left.accessibilityIdentifier = "left"
      let stack1 = UIStackView(arrangedSubviews: [left])
      stack1.axis = .horizontal
      stack1.alignment = .center
      let box1 = UIView()
      box1.backgroundColor = UIColor.separator
      box1.translatesAutoresizingMaskIntoConstraints = false
      box1.heightAnchor.constraint(equalToConstant: 0.3333333333333333).isActive = true
      let separator = UIStackView(arrangedSubviews: [box1])
      separator.axis = .horizontal
      separator.isHidden = true
      separator.accessibilityIdentifier = "separator"
      let container = UIStackView(arrangedSubviews: [stack1, separator])
      container.axis = .vertical
      container.accessibilityIdentifier = "container"
      container.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(container)
      NSLayoutConstraint.activate([
        container.topAnchor.constraint(equalTo: contentView.topAnchor),
        container.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        container.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        container.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    func configure(with container4: Container4) {
      titleLabel.text = container4.title
    }
  }

  /// demo-design-system.lua:11: a grid (a flow layout), 2 sections of 4 items.
  final class ViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    enum Item: Hashable {
      case container(Container)
      case container2(Container2)
      case container3(Container3)
      case container4(Container4)
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, Item>!
    // Measures the height of a Container at its column's width.
    let sizingContainerCell = ContainerCell()
    // Measures the height of a Container2 at its column's width.
    let sizingContainer2Cell = Container2Cell()
    // Measures the height of a Container3 at its column's width.
    let sizingContainer3Cell = Container3Cell()
    // Measures the height of a Container4 at its column's width.
    let sizingContainer4Cell = Container4Cell()

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
      let containerRegistration = UICollectionView.CellRegistration<ContainerCell, Container> { cell, _, container in
        cell.configure(with: container)
      }
      let container2Registration = UICollectionView.CellRegistration<Container2Cell, Container2> { cell, _, container2 in
        cell.configure(with: container2)
      }
      let container3Registration = UICollectionView.CellRegistration<Container3Cell, Container3> { cell, _, container3 in
        cell.configure(with: container3)
      }
      let container4Registration = UICollectionView.CellRegistration<Container4Cell, Container4> { cell, _, container4 in
        cell.configure(with: container4)
      }
      dataSource = UICollectionViewDiffableDataSource<String, Item>(collectionView: collectionView) { collectionView, indexPath, item in
        switch item {
        case .container(let container):
          collectionView.dequeueConfiguredReusableCell(using: containerRegistration, for: indexPath, item: container)
        case .container2(let container2):
          collectionView.dequeueConfiguredReusableCell(using: container2Registration, for: indexPath, item: container2)
        case .container3(let container3):
          collectionView.dequeueConfiguredReusableCell(using: container3Registration, for: indexPath, item: container3)
        case .container4(let container4):
          collectionView.dequeueConfiguredReusableCell(using: container4Registration, for: indexPath, item: container4)
        }
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, Item>()
      snapshot.appendSections(["main", "menu"])
      snapshot.appendItems([
        .container(Container(id: "country", title: "Country of search", detail: "Russia")),
      ], toSection: "main")
      snapshot.appendItems([
        .container2(Container2(id: "favorites", title: "Favourites")),
        .container3(Container3(id: "settings", title: "Settings")),
        .container4(Container4(id: "news", title: "News")),
      ], toSection: "menu")
      dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// An item's height at a column's width, as its cell sizes itself.
    private func height(of item: Item, width: CGFloat) -> CGFloat {
      switch item {
      case .container(let container):
        sizingContainerCell.configure(with: container)
        return sizingContainerCell.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
      case .container2(let container2):
        sizingContainer2Cell.configure(with: container2)
        return sizingContainer2Cell.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
      case .container3(let container3):
        sizingContainer3Cell.configure(with: container3)
        return sizingContainer3Cell.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
      case .container4(let container4):
        sizingContainer4Cell.configure(with: container4)
        return sizingContainer4Cell.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
      }
    }

    // MARK: UICollectionViewDelegateFlowLayout

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
      let layout = collectionViewLayout as! UICollectionViewFlowLayout
      let insets = self.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: indexPath.section)
      let spacing = layout.minimumInteritemSpacing
      let available = collectionView.bounds.width - insets.left - insets.right
      let columns: CGFloat
      columns = 1
      let width = (available - (columns - 1) * spacing) / columns
      guard let item = dataSource.itemIdentifier(for: indexPath) else { return .zero }
      return CGSize(width: width, height: height(of: item, width: width))
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
      switch section {
      case 1: return UIEdgeInsets(top: 24, left: 0, bottom: 24, right: 0)
      default: return (collectionViewLayout as! UICollectionViewFlowLayout).sectionInset
      }
    }
  }
}
