#if canImport(UIKit)
import UIKit
#else
import ListLabUIKit
#endif

// The lists design-system.lua makes, as UIKit code for iOS 17 and later.

/// The lists of design-system.lua.
enum DesignSystemScenario {
  /// What a ContainerCell shows: column(row(row(image, column(label, label)), row(box)), row(box)).
  struct Container: Hashable {
    var id: String
    var title: String
    var subtitle: String
  }

  /// A cell showing a Container.
  final class ContainerCell: UICollectionViewCell {
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      let image = UIImageView(image: UIImage(named: "avatar"))
      image.layer.cornerRadius = 20
      image.clipsToBounds = true
      image.accessibilityIdentifier = "image"
      image.translatesAutoresizingMaskIntoConstraints = false
      image.widthAnchor.constraint(equalToConstant: 40).isActive = true
      image.heightAnchor.constraint(equalToConstant: 40).isActive = true
      titleLabel.font = .preferredFont(forTextStyle: .headline)
      titleLabel.adjustsFontForContentSizeCategory = true
      titleLabel.numberOfLines = 0
      titleLabel.accessibilityIdentifier = "title"
      subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
      subtitleLabel.adjustsFontForContentSizeCategory = true
      subtitleLabel.numberOfLines = 0
      subtitleLabel.textColor = UIColor.secondaryLabel
      subtitleLabel.accessibilityIdentifier = "subtitle"
      let stack1 = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
      stack1.axis = .vertical
      stack1.spacing = 2
      let left = UIStackView(arrangedSubviews: [image, stack1])
      left.axis = .horizontal
      left.spacing = 12
      left.alignment = .center
      left.isLayoutMarginsRelativeArrangement = true
      left.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 0)
      left.accessibilityIdentifier = "left"
      let chevron = UIView()
      chevron.accessibilityIdentifier = "chevron"
      chevron.translatesAutoresizingMaskIntoConstraints = false
      chevron.widthAnchor.constraint(equalToConstant: 8).isActive = true
      chevron.heightAnchor.constraint(equalToConstant: 13).isActive = true
      let right = UIStackView(arrangedSubviews: [chevron])
      right.axis = .horizontal
      right.alignment = .center
      right.isLayoutMarginsRelativeArrangement = true
      right.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 4, bottom: 12, trailing: 16)
      right.accessibilityIdentifier = "right"
      let stack2 = UIStackView(arrangedSubviews: [left, right])
      stack2.axis = .horizontal
      stack2.alignment = .center
      let box1 = UIView()
      box1.backgroundColor = UIColor.separator
      box1.translatesAutoresizingMaskIntoConstraints = false
      box1.heightAnchor.constraint(equalToConstant: 0.3333333333333333).isActive = true
      let separator = UIStackView(arrangedSubviews: [box1])
      separator.axis = .horizontal
      separator.isLayoutMarginsRelativeArrangement = true
      separator.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
      separator.accessibilityIdentifier = "separator"
      let container = UIStackView(arrangedSubviews: [stack2, separator])
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
      subtitleLabel.text = container.subtitle
    }
  }

  /// What a Container2Cell shows: column(row(column(label), row(label, box)), row(box)).
  struct Container2: Hashable {
    var id: String
    var title: String
    var detail: String
  }

  /// A cell showing a Container2.
  final class Container2Cell: UICollectionViewCell {
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

    func configure(with container2: Container2) {
      titleLabel.text = container2.title
      detailLabel.text = container2.detail
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

    func configure(with container3: Container3) {
      titleLabel.text = container3.title
    }
  }

  /// What a Container4Cell shows: column(row(row(image, label)), row(box)).
  struct Container4: Hashable {
    var id: String
    var title: String
  }

  /// A cell showing a Container4.
  final class Container4Cell: UICollectionViewCell {
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      let icon = UIImageView(image: UIImage(named: "envelope"))
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

    func configure(with container4: Container4) {
      titleLabel.text = container4.title
    }
  }

  /// What a Container5Cell shows: column(row(row(image, label)), row(box)).
  struct Container5: Hashable {
    var id: String
    var title: String
  }

  /// A cell showing a Container5.
  final class Container5Cell: UICollectionViewCell {
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      let icon = UIImageView(image: UIImage(named: "doc"))
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

    func configure(with container5: Container5) {
      titleLabel.text = container5.title
    }
  }

  /// What a Container6Cell shows: column(row(row(image, label)), row(box)).
  struct Container6: Hashable {
    var id: String
    var title: String
  }

  /// A cell showing a Container6.
  final class Container6Cell: UICollectionViewCell {
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

    func configure(with container6: Container6) {
      titleLabel.text = container6.title
    }
  }

  /// What a Container7Cell shows: column(row(row(box, label)), row(box)).
  struct Container7: Hashable {
    var id: String
    var title: String
  }

  /// A cell showing a Container7.
  final class Container7Cell: UICollectionViewCell {
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      let checked = UIView()
      checked.backgroundColor = UIColor(named: "accent")
      checked.accessibilityIdentifier = "checked"
      checked.translatesAutoresizingMaskIntoConstraints = false
      checked.widthAnchor.constraint(equalToConstant: 22).isActive = true
      checked.heightAnchor.constraint(equalToConstant: 22).isActive = true
      titleLabel.font = .preferredFont(forTextStyle: .body)
      titleLabel.adjustsFontForContentSizeCategory = true
      titleLabel.numberOfLines = 0
      titleLabel.accessibilityIdentifier = "title"
      let left = UIStackView(arrangedSubviews: [checked, titleLabel])
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

    func configure(with container7: Container7) {
      titleLabel.text = container7.title
    }
  }

  /// What a Container8Cell shows: column(row(row(box, label)), row(box)).
  struct Container8: Hashable {
    var id: String
    var title: String
  }

  /// A cell showing a Container8.
  final class Container8Cell: UICollectionViewCell {
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

    func configure(with container8: Container8) {
      titleLabel.text = container8.title
    }
  }

  /// What a HeaderView shows: column(label).
  struct Header: Hashable {
    var title: String
  }

  /// A supplementary view showing a Header.
  final class HeaderView: UICollectionReusableView {
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      titleLabel.font = .preferredFont(forTextStyle: .title2)
      titleLabel.adjustsFontForContentSizeCategory = true
      titleLabel.numberOfLines = 0
      titleLabel.accessibilityIdentifier = "title"
      let header = UIStackView(arrangedSubviews: [titleLabel])
      header.axis = .vertical
      header.isLayoutMarginsRelativeArrangement = true
      header.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 24, leading: 16, bottom: 8, trailing: 16)
      header.accessibilityIdentifier = "header"
      header.translatesAutoresizingMaskIntoConstraints = false
      self.addSubview(header)
      NSLayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: self.topAnchor),
        header.leadingAnchor.constraint(equalTo: self.leadingAnchor),
        header.bottomAnchor.constraint(equalTo: self.bottomAnchor),
        header.trailingAnchor.constraint(equalTo: self.trailingAnchor),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    func configure(with header: Header) {
      titleLabel.text = header.title
    }
  }

  /// design-system.lua:59: a grid (a flow layout), 3 sections of 9 items.
  final class ViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    enum Item: Hashable {
      case container(Container)
      case container2(Container2)
      case container3(Container3)
      case container4(Container4)
      case container5(Container5)
      case container6(Container6)
      case container7(Container7)
      case container8(Container8)
    }

    struct Section: Hashable {
      var id: String
      var header: Header?
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    // Measures the height of a Container at its column's width.
    let sizingContainerCell = ContainerCell()
    // Measures the height of a Container2 at its column's width.
    let sizingContainer2Cell = Container2Cell()
    // Measures the height of a Container3 at its column's width.
    let sizingContainer3Cell = Container3Cell()
    // Measures the height of a Container4 at its column's width.
    let sizingContainer4Cell = Container4Cell()
    // Measures the height of a Container5 at its column's width.
    let sizingContainer5Cell = Container5Cell()
    // Measures the height of a Container6 at its column's width.
    let sizingContainer6Cell = Container6Cell()
    // Measures the height of a Container7 at its column's width.
    let sizingContainer7Cell = Container7Cell()
    // Measures the height of a Container8 at its column's width.
    let sizingContainer8Cell = Container8Cell()

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
      let container5Registration = UICollectionView.CellRegistration<Container5Cell, Container5> { cell, _, container5 in
        cell.configure(with: container5)
      }
      let container6Registration = UICollectionView.CellRegistration<Container6Cell, Container6> { cell, _, container6 in
        cell.configure(with: container6)
      }
      let container7Registration = UICollectionView.CellRegistration<Container7Cell, Container7> { cell, _, container7 in
        cell.configure(with: container7)
      }
      let container8Registration = UICollectionView.CellRegistration<Container8Cell, Container8> { cell, _, container8 in
        cell.configure(with: container8)
      }
      dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { collectionView, indexPath, item in
        switch item {
        case .container(let container):
          collectionView.dequeueConfiguredReusableCell(using: containerRegistration, for: indexPath, item: container)
        case .container2(let container2):
          collectionView.dequeueConfiguredReusableCell(using: container2Registration, for: indexPath, item: container2)
        case .container3(let container3):
          collectionView.dequeueConfiguredReusableCell(using: container3Registration, for: indexPath, item: container3)
        case .container4(let container4):
          collectionView.dequeueConfiguredReusableCell(using: container4Registration, for: indexPath, item: container4)
        case .container5(let container5):
          collectionView.dequeueConfiguredReusableCell(using: container5Registration, for: indexPath, item: container5)
        case .container6(let container6):
          collectionView.dequeueConfiguredReusableCell(using: container6Registration, for: indexPath, item: container6)
        case .container7(let container7):
          collectionView.dequeueConfiguredReusableCell(using: container7Registration, for: indexPath, item: container7)
        case .container8(let container8):
          collectionView.dequeueConfiguredReusableCell(using: container8Registration, for: indexPath, item: container8)
        }
      }
      let headerRegistration = UICollectionView.SupplementaryRegistration<HeaderView>(elementKind: UICollectionView.elementKindSectionHeader) { [unowned self] view, _, indexPath in
        guard let header = dataSource.sectionIdentifier(for: indexPath.section)?.header else { return }
        view.configure(with: header)
      }
      dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
        return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
      }
    }

    private func applySnapshot() {
      let main = Section(id: "main")
      let menu = Section(id: "menu")
      let push = Section(id: "push", header: Header(title: "PUSH notifications"))
      var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
      snapshot.appendSections([main, menu, push])
      snapshot.appendItems([
        .container(Container(id: "profile", title: "Timur Shafigullin", subtitle: "iOS developer")),
        .container2(Container2(id: "country", title: "Country of search", detail: "Kazakhstan")),
      ], toSection: main)
      snapshot.appendItems([
        .container3(Container3(id: "menu.favorites", title: "Favourites")),
        .container4(Container4(id: "menu.responses", title: "Responses")),
        .container5(Container5(id: "menu.resume", title: "My résumé")),
        .container6(Container6(id: "menu.settings", title: "Settings")),
      ], toSection: menu)
      snapshot.appendItems([
        .container7(Container7(id: "push.messages", title: "New messages from employers")),
        .container8(Container8(id: "push.vacancies", title: "Vacancy recommendations")),
        .container7(Container7(id: "push.news", title: "News and promotions")),
      ], toSection: push)
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
      case .container5(let container5):
        sizingContainer5Cell.configure(with: container5)
        return sizingContainer5Cell.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
      case .container6(let container6):
        sizingContainer6Cell.configure(with: container6)
        return sizingContainer6Cell.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
      case .container7(let container7):
        sizingContainer7Cell.configure(with: container7)
        return sizingContainer7Cell.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
      case .container8(let container8):
        sizingContainer8Cell.configure(with: container8)
        return sizingContainer8Cell.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
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

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
      switch section {
      case 0:
        return .zero
      case 1:
        return .zero
      default:
        return CGSize(width: collectionView.bounds.width, height: 58.333333333333336)
      }
    }
  }
}
