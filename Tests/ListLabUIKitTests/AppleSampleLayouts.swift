import ListLabUIKit

/// The layouts of Apple's sample "Implementing Modern Collection Views"
/// (https://developer.apple.com/documentation/uikit/implementing-modern-collection-views), each
/// written as an app writes its `createLayout()` with the documented API: the sizes, insets and
/// spacings are the sample's, the code is this project's.
@MainActor
enum AppleSampleLayouts {
  static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
    -> NSCollectionLayoutSize
  {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  /// "List": one full-width row, 44 points tall, per item.
  static func list() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }

  /// "Grid": five square items to a row; "Inset Items Grid": the same, each item inset by 5.
  static func grid(inset: CGFloat = 0) -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }

  /// "Two-Column Grid": two items per 44-point row, 10 points apart and from the edges.
  static func twoColumns() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(44)), subitem: item, count: 2)
    let spacing: CGFloat = 10
    group.interItemSpacing = .fixed(spacing)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = spacing
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// "Distinct Sections" (and "Adaptive Sections" with `adaptive`): a list, a five-column and a
  /// three-column grid, twice the columns in a container wider than 800 points.
  static func distinctSections(adaptive: Bool) -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { sectionIndex, environment in
      var columns = [1, 5, 3][sectionIndex]
      if adaptive, environment.container.effectiveContentSize.width > 800 { columns *= 2 }
      let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
      item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
      // The list's rows are 44 points tall; the grids' rows 0.2 of the width.
      let height: NSCollectionLayoutDimension = sectionIndex == 0 ? .absolute(44) : .fractionalWidth(0.2)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), height), subitem: item, count: columns)
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
      return section
    }
  }

  /// "Item Badges": a 20 × 20 badge at each item's top trailing corner, moved 30% of its size out.
  static let badgeKind = "badge-element-kind"
  static func badges() -> UICollectionViewLayout {
    let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: size(.absolute(20), .absolute(20)), elementKind: badgeKind, containerAnchor: anchor)
    let item = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// "Section Headers and Footers" (and "Pinned Section Headers" with `pinned`): full-width
  /// boundary items estimated at 44 points, rows 5 points apart, sections inset 10 at the sides.
  static let headerKind = "section-header-element-kind"
  static let footerKind = "section-footer-element-kind"
  static func headersAndFooters(pinned: Bool) -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let boundarySize = size(.fractionalWidth(1), .estimated(44))
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: boundarySize, elementKind: headerKind, alignment: .top)
    if pinned {
      header.pinToVisibleBounds = true
      header.zIndex = 2
    }
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: boundarySize, elementKind: footerKind, alignment: .bottom)
    section.boundarySupplementaryItems = [header, footer]
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// "Section Background Decoration": a background inset by 5 behind each section inset by 10.
  static let backgroundKind = "background-element-kind"
  static func background() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
    background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [background]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(UICollectionReusableView.self, forDecorationViewOfKind: backgroundKind)
    return layout
  }

  /// The group of "Nested Groups" and "Orthogonal Sections": a leading item 0.7 wide beside a
  /// column of two items, every item inset by 10.
  static func nestedGroup(width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension)
    -> NSCollectionLayoutGroup
  {
    let leading = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
    leading.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let trailingItem = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)))
    trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let trailing = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: trailingItem, count: 2)
    return NSCollectionLayoutGroup.horizontal(layoutSize: size(width, height), subitems: [leading, trailing])
  }

  /// "Nested Groups": the group 0.4 of the container's height, down the list.
  static func nestedGroups() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: nestedGroup(width: .fractionalWidth(1), height: .fractionalHeight(0.4)))
    )
  }

  /// "Orthogonal Sections" and "Orthogonal Section Behaviors": the group 0.85 of the width,
  /// scrolling across with each section's behaviour, under a title header.
  static let titleKind = "title-element-kind"
  static func orthogonal(_ behaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior], header: Bool)
    -> UICollectionViewLayout
  {
    UICollectionViewCompositionalLayout { sectionIndex, _ in
      let section = NSCollectionLayoutSection(
        group: nestedGroup(width: .fractionalWidth(0.85), height: .fractionalHeight(0.4)))
      section.orthogonalScrollingBehavior = behaviors[sectionIndex]
      if header {
        section.boundarySupplementaryItems = [
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), elementKind: titleKind, alignment: .top)
        ]
      }
      return section
    }
  }
}

/// The title view of Apple's header and footer samples: a `title3` label 10 points inside the view.
@MainActor
final class TitleSupplementaryView: UICollectionReusableView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(label)
    label.translatesAutoresizingMaskIntoConstraints = false
    label.adjustsFontForContentSizeCategory = true
    let inset: CGFloat = 10
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
      label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
      label.topAnchor.constraint(equalTo: topAnchor, constant: inset),
      label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset),
    ])
    label.font = UIFont.preferredFont(forTextStyle: .title3)
  }

  required init?(coder: NSCoder) { fatalError("not used") }
}

/// The text cell of Apple's samples: a `caption1` label 10 points inside the content view.
@MainActor
final class TextCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.translatesAutoresizingMaskIntoConstraints = false
    label.adjustsFontForContentSizeCategory = true
    contentView.addSubview(label)
    label.font = UIFont.preferredFont(forTextStyle: .caption1)
    let inset: CGFloat = 10
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
      label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
      label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -inset),
    ])
  }

  required init?(coder: NSCoder) { fatalError("not used") }
}

/// A data source as Apple's samples make theirs: `TextCell`s showing their item, title views for
/// every supplementary kind.
@MainActor
func sampleCollectionView(
  _ layout: UICollectionViewLayout, width: CGFloat = 375, height: CGFloat = 667, sections: [(String, [String])]
) -> (UICollectionView, UICollectionViewDiffableDataSource<String, String>) {
  let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
  let cells = UICollectionView.CellRegistration<TextCell, String> { cell, _, item in cell.label.text = item }
  let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { view, indexPath, item in
    view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
  }
  var titles: [String: UICollectionView.SupplementaryRegistration<TitleSupplementaryView>] = [:]
  for kind in [
    AppleSampleLayouts.headerKind, AppleSampleLayouts.footerKind, AppleSampleLayouts.titleKind,
    AppleSampleLayouts.badgeKind,
  ] {
    titles[kind] = UICollectionView.SupplementaryRegistration<TitleSupplementaryView>(elementKind: kind) {
      view, kind, indexPath in view.label.text = "\(kind) \(indexPath.section)"
    }
  }
  dataSource.supplementaryViewProvider = { view, kind, indexPath in
    view.dequeueConfiguredReusableSupplementary(using: titles[kind]!, for: indexPath)
  }
  dataSource.apply(snapshot(sections), animatingDifferences: false)
  return (view, dataSource)
}
