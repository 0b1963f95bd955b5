#if canImport(UIKit)
  import UIKit
#else
  import ListLabUIKit
#endif

// Everyday iOS 17 list code, written from the patterns of Apple's documentation and its
// "Implementing Modern Collection Views" sample: each snippet builds what an app builds, so that
// this target compiles it against ListLabUIKit, and the tests run it.

/// Layouts.
@MainActor
enum LayoutSnippets {
  /// 1. A plain list.
  static func plainList() -> UICollectionViewLayout {
    let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  /// 2. An inset grouped list with supplementary headers and footers.
  static func insetGroupedList() -> UICollectionViewLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  /// 3. A list whose first item is each section's header.
  static func firstItemHeaders() -> UICollectionViewLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    configuration.headerMode = .firstItemInSection
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  /// 4. Separators inset from the leading edge, none under the last row.
  static func separatorInsets() -> UICollectionViewLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(
      top: 0, leading: 60, bottom: 0, trailing: 0)
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  /// 5. A separator handler that hides the separator of the last row of each section.
  static func separatorHandler(isLast: @escaping (IndexPath) -> Bool) -> UICollectionLayoutListConfiguration {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.itemSeparatorHandler = { indexPath, sectionSeparatorConfiguration in
      var configuration = sectionSeparatorConfiguration
      configuration.bottomSeparatorVisibility = isLast(indexPath) ? .hidden : .automatic
      return configuration
    }
    return configuration
  }

  /// 6. Swipe to delete, and a leading action.
  static func swipeActions(delete: @escaping (IndexPath) -> Void) -> UICollectionLayoutListConfiguration {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      let deleteAction = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
        delete(indexPath)
        completion(true)
      }
      return UISwipeActionsConfiguration(actions: [deleteAction])
    }
    configuration.leadingSwipeActionsConfigurationProvider = { _ in
      let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, completion in completion(true) }
      pin.backgroundColor = .systemOrange
      pin.image = UIImage(systemName: "pin")
      let actions = UISwipeActionsConfiguration(actions: [pin])
      actions.performsFirstActionWithFullSwipe = false
      return actions
    }
    return configuration
  }

  /// 7. A grid of two columns of square items.
  static func twoColumnGrid() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)),
      repeatingSubitem: item, count: 2)
    let section = NSCollectionLayoutSection(group: group)
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// 8. A carousel of cards that pages by group, decelerating fast.
  static func carousel() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(180)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.orthogonalScrollingProperties.decelerationRate = .fast
    section.orthogonalScrollingProperties.bounce = .always
    section.interGroupSpacing = 12
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// 9. A section header that pins while its section scrolls under it.
  static func pinnedHeaders() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    header.pinToVisibleBounds = true
    header.zIndex = 2
    section.boundarySupplementaryItems = [header]
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// 10. A list section per section, its insets changed.
  static func listSectionsWithInsets() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { sectionIndex, environment in
      let configuration = UICollectionLayoutListConfiguration(appearance: sectionIndex == 0 ? .insetGrouped : .plain)
      let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
      section.contentInsets.top = 20
      return section
    }
  }

  /// 11. Columns that adapt to the width: as many 160-point columns as fit.
  static func adaptiveColumns() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
      let columns = max(1, Int(environment.container.effectiveContentSize.width / 160))
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
        repeatingSubitem: item, count: columns)
      return NSCollectionLayoutSection(group: group)
    }
  }

  /// 12. A section background decoration.
  static func sectionBackground() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [background]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
    return layout
  }

  /// 13. A flow layout of fixed-size items.
  static func flowLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    return layout
  }

  /// 14. A self-sizing flow layout.
  static func selfSizingFlowLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.itemSize = CGSize(width: 375, height: 44)
    layout.minimumLineSpacing = 0
    return layout
  }

  /// 15. A layout whose sections are 20 points apart, scrolling vertically.
  static func spacedSections() -> UICollectionViewLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    configuration.scrollDirection = .vertical
    return UICollectionViewCompositionalLayout(
      sectionProvider: { _, environment in
        NSCollectionLayoutSection.list(
          using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
      }, configuration: configuration)
  }
}
