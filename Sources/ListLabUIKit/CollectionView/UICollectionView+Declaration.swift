import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout

/// The core's declaration of what a collection view shows: the options from its size, the screen
/// and its layout's configuration; each section with the layout its section provider gives in
/// the section's environment, and the content of its supplementary views.
extension UICollectionView {
  /// The list's options: a compositional list (or a grid, for a flow layout) of the view's size,
  /// at the screen's scale, with the part of the screen's safe area the view overlaps.
  func listOptions() -> ListOptions {
    guard bounds.width >= 1, bounds.height >= 1 else {
      UIKitFailure.misuse(
        api: "UICollectionView.layoutIfNeeded()",
        message: "the collection view has no size (frame \(frame)); give it a frame before laying it out"
      ).raise()
    }
    if let flow = collectionViewLayout as? UICollectionViewFlowLayout {
      var options = viewOptions()
      options.style = .grid
      flow.checkLaidOut()
      return options
    }
    let layout = compositionalLayout
    let configuration = layout.configuration
    if configuration.contentInsetsReference != .automatic {
      UIKitFailure.unsupported(
        api: "UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference",
        reason: "ListLab measures section insets from each section's contentInsetsReference; leave it .automatic"
      )
      .raise()
    }
    var options = viewOptions()
    options.style = .compositional
    let traits = UITraitCollection(SectionEnvironment(index: 0, id: 0, options: options, sizeClass: nil))
    let context = TranslationContext(
      traits: traits, section: nil, hasItems: false,
      supplementaryView: { [weak self] kind, indexPath in self?.bridge?.supplementaryView(ofKind: kind, at: indexPath) }
    )
    options.compositional = CompositionalConfiguration(
      scrollDirection: configuration.scrollDirection == .horizontal ? .horizontal : .vertical,
      interSectionSpacing: Double(configuration.interSectionSpacing),
      boundaryItems: configuration.boundarySupplementaryItems.map { $0.coreBoundary(context, section: nil) })
    return options
  }

  /// The options every layout shares: the view's size, the screen's scale and device, the safe
  /// area, the layout margins the app set.
  private func viewOptions() -> ListOptions {
    if contentInset != .zero {
      UIKitFailure.unsupported(
        api: "UIScrollView.contentInset = \(contentInset)",
        reason:
          "ListLab's content insets lie inside the content (the list's content_insets), UIKit's outside it; give the sections contentInsets"
      ).raise()
    }
    if contentInsetAdjustmentBehavior != .automatic {
      UIKitFailure.unsupported(
        api: "UIScrollView.contentInsetAdjustmentBehavior = .\(contentInsetAdjustmentBehavior)",
        reason: "ListLab adds the safe area's top and bottom to a list's insets, as .automatic does in a vertical list"
      ).raise()
    }
    var options = ListOptions()
    options.width = Double(bounds.width)
    options.height = Double(bounds.height)
    options.scale = Double(screen.scale)
    options.device = screen.device?.core
    options.orientation = screen.orientation.core
    options.deviceSizeClass = screen.horizontalSizeClass
    let safe = safeAreaInsets
    options.safeArea = EdgeInsets(
      top: Double(safe.top), left: Double(safe.left), bottom: Double(safe.bottom), right: Double(safe.right))
    if hasOwnLayoutMargins {
      let margins = directionalLayoutMargins
      guard margins.leading == margins.trailing else {
        UIKitFailure.unsupported(
          api: "UICollectionView.directionalLayoutMargins with different leading and trailing margins",
          reason: "ListLab insets list sections by one side margin"
        ).raise()
      }
      options.inset = Double(margins.leading)
    }
    return options
  }

  /// `sections` with each one's layout and supplementary content for a list of `options`.
  ///
  /// - Complexity: O(s) calls of the section provider and the supplementary view provider.
  func decorated(_ sections: [SectionDeclaration], options: ListOptions) -> [SectionDeclaration] {
    if let flow = collectionViewLayout as? UICollectionViewFlowLayout {
      return flowSections(sections, options: options, layout: flow)
    }
    let layout = compositionalLayout
    return sections.enumerated().map { index, section in
      let environment = LayoutEnvironment(
        SectionEnvironment(index: index, id: section.id, options: options, sizeClass: nil), options: options)
      let uikit = layout.section(at: index, environment: environment)
      let list = uikit.listConfiguration
      var listStyle = ListStyle.plain
      if let appearance = list?.appearance, appearance == .grouped || appearance == .insetGrouped {
        listStyle = .grouped
      }
      let context = TranslationContext(
        traits: environment.traitCollection, section: index, hasItems: !section.cells.isEmpty,
        supplementaryView: { [weak self] kind, indexPath in self?.bridge?.supplementaryView(ofKind: kind, at: indexPath)
        },
        listStyle: listStyle)
      var header: Supplementary?
      var footer: Supplementary?
      if let handler = list?.itemSeparatorHandler, let list {
        for item in 0..<section.cells.count {
          _ = handler(IndexPath(item: item, section: index), list.separatorConfiguration)
        }
      }
      if let list {
        let at = IndexPath(item: 0, section: index)
        if list.headerMode == .supplementary {
          header =
            bridge?.supplementaryView(ofKind: UICollectionViewKinds.header, at: at).map {
              ContentNodes.supplementary($0, style: listStyle).declared(style: listStyle)
            } ?? nil
        }
        if list.footerMode == .supplementary {
          footer =
            bridge?.supplementaryView(ofKind: UICollectionViewKinds.footer, at: at).map {
              ContentNodes.supplementary($0, style: listStyle).declared(style: listStyle)
            } ?? nil
        }
      }
      var decorated = SectionDeclaration(
        id: section.id, header: header, footer: footer, cells: section.cells, provenance: section.provenance)
      decorated.isImplicit = section.isImplicit
      decorated.compositional = uikit.core(context)
      return decorated
    }
  }
}
