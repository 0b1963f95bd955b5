#if canImport(UIKit)
  import UIKit
#else
  import ListLabUIKit
#endif

/// A model an app shows.
struct Contact: Hashable, Sendable, Identifiable {
  var id: Int
  var name: String
  var email: String
  var isFavorite = false
}

/// Cells and their configurations.
@MainActor
enum CellSnippets {
  /// 16. A subtitle cell with an image and a disclosure indicator.
  static func contactRegistration() -> UICollectionView.CellRegistration<UICollectionViewListCell, Contact> {
    UICollectionView.CellRegistration { cell, _, contact in
      var content = UIListContentConfiguration.subtitleCell()
      content.text = contact.name
      content.secondaryText = contact.email
      content.image = UIImage(systemName: "person.crop.circle")
      content.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 40)
      content.imageProperties.tintColor = .systemBlue
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
  }

  /// 17. Text properties: one line, truncated in the middle, a secondary colour.
  static func textProperties() -> UIListContentConfiguration {
    var content = UIListContentConfiguration.cell()
    content.text = "A long file name that does not fit.pdf"
    content.textProperties.numberOfLines = 1
    content.textProperties.lineBreakMode = .byTruncatingMiddle
    content.textProperties.adjustsFontForContentSizeCategory = true
    content.secondaryTextProperties.color = .secondaryLabel
    content.secondaryTextProperties.font = .preferredFont(forTextStyle: .footnote)
    return content
  }

  /// 18. A symbol image at the body text's size.
  static func symbolImage() -> UIListContentConfiguration {
    var content = UIListContentConfiguration.cell()
    content.text = "Favourites"
    content.image = UIImage(systemName: "star.fill")
    content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body, scale: .medium)
    content.imageProperties.reservedLayoutSize = CGSize(width: 29, height: 29)
    return content
  }

  /// 19. A value cell laid out side by side is refused; the subtitle layout is the one ListLab
  /// lays out (`prefersSideBySideTextAndSecondaryText` left false).
  static func subtitleInsteadOfValue() -> UIListContentConfiguration {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = "Storage"
    content.secondaryText = "12 GB"
    content.prefersSideBySideTextAndSecondaryText = false
    content.textToSecondaryTextVerticalPadding = 4
    return content
  }

  /// 20. A background that follows the cell's state.
  static func selectableBackground() -> UICollectionView.CellRegistration<UICollectionViewListCell, Contact> {
    UICollectionView.CellRegistration { cell, _, contact in
      var content = cell.defaultContentConfiguration()
      content.text = contact.name
      cell.contentConfiguration = content
      cell.configurationUpdateHandler = { cell, state in
        var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
        background.backgroundColor = state.isSelected ? .systemBlue : .systemBackground
        cell.backgroundConfiguration = background
      }
    }
  }

  /// 21. Accessories: a checkmark hidden until favourite, a label with a count.
  static func accessories(_ contact: Contact, unread: Int) -> [UICellAccessory] {
    [
      .label(text: "\(unread)", options: UICellAccessory.LabelOptions(font: .preferredFont(forTextStyle: .caption1))),
      .checkmark(options: UICellAccessory.CheckmarkOptions(isHidden: !contact.isFavorite, tintColor: .systemPink)),
    ]
  }

  /// 22. A switch at the trailing edge.
  static func toggle(isOn: Bool) -> UICellAccessory {
    let toggle = UISwitch()
    toggle.isOn = isOn
    return .customView(
      configuration: UICellAccessory.CustomViewConfiguration(
        customView: toggle, placement: .trailing(displayed: .always), reservedLayoutWidth: .actual))
  }

  /// 23. An info button with its handler.
  static func detail(onTap: @escaping @MainActor () -> Void) -> UICellAccessory {
    .detail(displayed: .whenNotEditing, actionHandler: onTap)
  }

  /// 24. An outline's parent row: its disclosure.
  static func folderRegistration() -> UICollectionView.CellRegistration<UICollectionViewListCell, String> {
    UICollectionView.CellRegistration { cell, _, folder in
      var content = cell.defaultContentConfiguration()
      content.text = folder
      content.image = UIImage(systemName: "folder")
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure(options: UICellAccessory.OutlineDisclosureOptions(style: .header))]
    }
  }

  /// 25. A header of the list's style.
  static func headerRegistration(title: @escaping (Int) -> String?)
    -> UICollectionView.SupplementaryRegistration<UICollectionViewListCell>
  {
    UICollectionView.SupplementaryRegistration(elementKind: UICollectionView.elementKindSectionHeader) {
      header, _, indexPath in
      var content = UIListContentConfiguration.groupedHeader()
      content.text = title(indexPath.section)
      header.contentConfiguration = content
    }
  }

  /// 26. A custom cell: an image and two labels in stack views.
  final class ArticleCell: UICollectionViewCell {
    let titleLabel = UILabel()
    let summaryLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      titleLabel.font = .preferredFont(forTextStyle: .headline)
      titleLabel.adjustsFontForContentSizeCategory = true
      summaryLabel.font = .preferredFont(forTextStyle: .subheadline)
      summaryLabel.numberOfLines = 0
      let thumbnail = UIImageView(image: UIImage(systemName: "photo"))
      thumbnail.translatesAutoresizingMaskIntoConstraints = false
      thumbnail.widthAnchor.constraint(equalToConstant: 60).isActive = true
      thumbnail.heightAnchor.constraint(equalToConstant: 60).isActive = true
      let texts = UIStackView(arrangedSubviews: [titleLabel, summaryLabel])
      texts.axis = .vertical
      texts.spacing = 4
      let row = UIStackView(arrangedSubviews: [thumbnail, texts])
      row.spacing = 12
      row.alignment = .top
      row.isLayoutMarginsRelativeArrangement = true
      row.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
      row.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(row)
      NSLayoutConstraint.activate([
        row.topAnchor.constraint(equalTo: contentView.topAnchor),
        row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
  }

  /// 27. Measuring a cell for a flow layout's size.
  static func measuredHeight(of cell: ArticleCell, width: CGFloat) -> CGFloat {
    cell.systemLayoutSizeFitting(
      CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  /// 28. A colour from the asset catalog, with a fallback.
  static func brandColor() -> UIColor { UIColor(named: "Brand") ?? .systemIndigo }
}
