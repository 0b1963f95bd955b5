import ListDeclaration
import ListLayout
import UIKitAvailability

/// The Swift of a compositional layout's pieces: dimensions, items, groups, boundary and
/// supplementary items, decorations and sections, from the core's model.
enum LayoutCode {
  static func dimension(_ dimension: LayoutDimension) -> String {
    switch dimension {
    case .fractionalWidth(let value): ".fractionalWidth(\(SwiftLiteral.fraction(value)))"
    case .fractionalHeight(let value): ".fractionalHeight(\(SwiftLiteral.fraction(value)))"
    case .absolute(let value): ".absolute(\(SwiftLiteral.number(value)))"
    case .estimated(let value): ".estimated(\(SwiftLiteral.number(value)))"
    }
  }

  static func size(_ size: LayoutSize) -> String {
    "NSCollectionLayoutSize(widthDimension: \(dimension(size.width)), heightDimension: \(dimension(size.height)))"
  }

  static func spacing(_ spacing: LayoutSpacing?) -> String {
    switch spacing {
    case nil: "nil"
    case .fixed(let value): ".fixed(\(SwiftLiteral.number(value)))"
    case .flexible(let value): ".flexible(\(SwiftLiteral.number(value)))"
    }
  }

  static func insets(_ insets: EdgeInsets) -> String {
    SwiftLiteral.insets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
  }

  /// The element kind of the core's: `header` and `footer` are UIKit's section header and footer.
  static func kind(_ core: String) -> String {
    switch core {
    case BoundaryItem.headerKind: "UICollectionView.elementKindSectionHeader"
    case BoundaryItem.footerKind: "UICollectionView.elementKindSectionFooter"
    default: SwiftLiteral.string(core)
    }
  }

  static func reference(_ reference: InsetsReference) -> String {
    switch reference {
    case .automatic: ".automatic"
    case .none: ".none"
    case .safeArea: ".safeArea"
    case .layoutMargins: ".layoutMargins"
    }
  }

  /// Writes an item or a group (its subitems first) for an app targeting `target` and returns its
  /// variable's name.
  static func item(
    _ item: CompositionalItem, target: IOSVersion, into code: inout SwiftCode, names: inout ViewNames
  ) -> String {
    guard let group = item.group else {
      let supplementaries = item.supplementaries.map { supplementary($0, into: &code, names: &names) }
      let name = names.next("item")
      if supplementaries.isEmpty {
        code.line("let \(name) = NSCollectionLayoutItem(layoutSize: \(size(item.size)))")
      } else {
        code.line(
          "let \(name) = NSCollectionLayoutItem(layoutSize: \(size(item.size)), supplementaryItems: \(SwiftLiteral.array(supplementaries)))"
        )
      }
      itemProperties(item, name: name, into: &code)
      return name
    }
    let axis = group.arrangement == .vertical ? "vertical" : "horizontal"
    if let count = group.count, !usable("NSCollectionLayoutGroup.\(axis)(layoutSize:subitem:count:)", at: target) {
      return equalCopies(item, group, count: count, target: target, into: &code, names: &names)
    }
    let subitems = group.subitems.map { self.item($0, target: target, into: &code, names: &names) }
    let name = names.next("group")
    switch group.arrangement {
    case .custom:
      code.comment("The frames the Lua function gave at the group's size.")
      code.block("let \(name) = NSCollectionLayoutGroup.custom(layoutSize: \(size(item.size))) { _ in") { code in
        code.line("[")
        for frame in group.customFrames {
          code.line(
            "  NSCollectionLayoutGroupCustomItem(frame: CGRect(x: \(SwiftLiteral.number(frame.x)), y: \(SwiftLiteral.number(frame.y)), width: \(SwiftLiteral.number(frame.width)), height: \(SwiftLiteral.number(frame.height)))),"
          )
        }
        code.line("]")
      }
    case .horizontal, .vertical:
      if let count = group.count {
        code.line(
          "let \(name) = NSCollectionLayoutGroup.\(axis)(layoutSize: \(size(item.size)), subitem: \(subitems[0]), count: \(count))"
        )
      } else if let count = group.repeating {
        code.line(
          "let \(name) = NSCollectionLayoutGroup.\(axis)(layoutSize: \(size(item.size)), repeatingSubitem: \(subitems[0]), count: \(count))"
        )
      } else {
        code.line(
          "let \(name) = NSCollectionLayoutGroup.\(axis)(layoutSize: \(size(item.size)), subitems: \(SwiftLiteral.array(subitems)))"
        )
      }
      if let spacing = group.interItemSpacing { code.line("\(name).interItemSpacing = \(Self.spacing(spacing))") }
    }
    itemProperties(item, name: name, into: &code)
    return name
  }

  static func usable(_ member: String, at target: IOSVersion) -> Bool {
    UIKitMember.named(member)?.isUsable(at: target) ?? false
  }

  /// A group of `count` equal copies of its subitem sharing its length (Lua's `count`, UIKit's
  /// `subitem:count:`, deprecated in iOS 16) without that initializer: each copy is `1/count` of
  /// the group along its axis, and the spacing between copies becomes content insets — copy k of
  /// n is inset by k·s/n before and (n − 1 − k)·s/n after, so every cell is (L − (n − 1)·s)/n long
  /// and s from the next, as `subitem:count:` lays them out. Without spacing the copies are one
  /// item repeated.
  private static func equalCopies(
    _ item: CompositionalItem, _ group: CompositionalGroup, count: Int, target: IOSVersion,
    into code: inout SwiftCode, names: inout ViewNames
  ) -> String {
    let axis = group.arrangement == .vertical ? "vertical" : "horizontal"
    let spacing = group.interItemSpacing.map(\.minimum) ?? 0
    var copy = group.subitems[0]
    let share: LayoutDimension =
      group.arrangement == .vertical ? .fractionalHeight(1 / Double(count)) : .fractionalWidth(1 / Double(count))
    if group.arrangement == .vertical { copy.size.height = share } else { copy.size.width = share }
    var subitems: [String] = []
    if spacing == 0 {
      let subitem = self.item(copy, target: target, into: &code, names: &names)
      subitems = Array(repeating: subitem, count: count)
    } else {
      code.comment(
        "\(count) copies share the group's \(group.arrangement == .vertical ? "height" : "width") \(SwiftLiteral.number(spacing)) points apart: each is 1/\(count) of it, inset by its part of the spacing."
      )
      for index in 0..<count {
        var positioned = copy
        let before = Double(index) * spacing / Double(count)
        let after = Double(count - 1 - index) * spacing / Double(count)
        if group.arrangement == .vertical {
          positioned.contentInsets.top += before
          positioned.contentInsets.bottom += after
        } else {
          positioned.contentInsets.left += before
          positioned.contentInsets.right += after
        }
        subitems.append(self.item(positioned, target: target, into: &code, names: &names))
      }
    }
    let name = names.next("group")
    let repeating = "NSCollectionLayoutGroup.\(axis)(layoutSize:repeatingSubitem:count:)"
    if spacing == 0, usable(repeating, at: target) {
      code.line(
        "let \(name) = NSCollectionLayoutGroup.\(axis)(layoutSize: \(size(item.size)), repeatingSubitem: \(subitems[0]), count: \(count))"
      )
    } else if spacing == 0 {
      code.line(
        "let \(name) = NSCollectionLayoutGroup.\(axis)(layoutSize: \(size(item.size)), subitems: Array(repeating: \(subitems[0]), count: \(count)))"
      )
    } else {
      code.line(
        "let \(name) = NSCollectionLayoutGroup.\(axis)(layoutSize: \(size(item.size)), subitems: \(SwiftLiteral.array(subitems)))"
      )
    }
    itemProperties(item, name: name, into: &code)
    return name
  }

  private static func itemProperties(_ item: CompositionalItem, name: String, into code: inout SwiftCode) {
    if item.contentInsets != .zero { code.line("\(name).contentInsets = \(insets(item.contentInsets))") }
    if let edges = item.edgeSpacing {
      code.line(
        "\(name).edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: \(spacing(edges.leading)), top: \(spacing(edges.top)), trailing: \(spacing(edges.trailing)), bottom: \(spacing(edges.bottom)))"
      )
    }
  }

  private static func supplementary(_ item: SupplementaryItem, into code: inout SwiftCode, names: inout ViewNames)
    -> String
  {
    let name = names.next("supplementary")
    var edges: [String] = []
    for (edge, label) in [
      (DirectionalEdges.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing"),
    ] where item.anchor.edges.contains(edge) {
      edges.append("." + label)
    }
    let offset =
      "CGPoint(x: \(SwiftLiteral.number(item.anchor.offsetX)), y: \(SwiftLiteral.number(item.anchor.offsetY)))"
    let anchor =
      "NSCollectionLayoutAnchor(edges: \(SwiftLiteral.array(edges)), \(item.anchor.isFractional ? "fractionalOffset" : "absoluteOffset"): \(offset))"
    code.line(
      "let \(name) = NSCollectionLayoutSupplementaryItem(layoutSize: \(size(item.size)), elementKind: \(kind(item.kind)), containerAnchor: \(anchor))"
    )
    if item.zIndex != 0 { code.line("\(name).zIndex = \(item.zIndex)") }
    return name
  }

  /// Writes a boundary item and returns its name.
  static func boundary(_ item: BoundaryItem, into code: inout SwiftCode, names: inout ViewNames) -> String {
    let name = names.next("boundary")
    let offset =
      item.offsetX == 0 && item.offsetY == 0
      ? ""
      : ", absoluteOffset: CGPoint(x: \(SwiftLiteral.number(item.offsetX)), y: \(SwiftLiteral.number(item.offsetY)))"
    code.line(
      "let \(name) = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: \(size(item.size)), elementKind: \(kind(item.kind)), alignment: .\(item.alignment.rawValue)\(offset))"
    )
    if item.pinToVisibleBounds { code.line("\(name).pinToVisibleBounds = true") }
    if !item.extendsBoundary { code.line("\(name).extendsBoundary = false") }
    if item.zIndex != 0 { code.line("\(name).zIndex = \(item.zIndex)") }
    return name
  }

  /// Writes a section of groups and returns its name.
  static func section(
    _ section: CompositionalSection, target: IOSVersion, group written: String? = nil, into code: inout SwiftCode,
    names: inout ViewNames
  ) -> String {
    let group = written ?? item(section.group, target: target, into: &code, names: &names)
    let name = names.next("section")
    code.line("let \(name) = NSCollectionLayoutSection(group: \(group))")
    if section.interGroupSpacing != 0 {
      code.line("\(name).interGroupSpacing = \(SwiftLiteral.number(section.interGroupSpacing))")
    }
    if section.contentInsets != .zero { code.line("\(name).contentInsets = \(insets(section.contentInsets))") }
    if section.orthogonalScrolling != .none {
      code.line("\(name).orthogonalScrollingBehavior = .\(section.orthogonalScrolling.rawValue)")
    }
    if !section.boundaryItems.isEmpty {
      let boundaries = section.boundaryItems.map { boundary($0, into: &code, names: &names) }
      code.line("\(name).boundarySupplementaryItems = \(SwiftLiteral.array(boundaries))")
    }
    if !section.decorationItems.isEmpty {
      var decorations: [String] = []
      for decoration in section.decorationItems {
        let decorationName = names.next("decoration")
        code.line(
          "let \(decorationName) = NSCollectionLayoutDecorationItem.background(elementKind: \(SwiftLiteral.string(decoration.kind)))"
        )
        if decoration.contentInsets != .zero {
          code.line("\(decorationName).contentInsets = \(insets(decoration.contentInsets))")
        }
        if decoration.zIndex != 0 { code.line("\(decorationName).zIndex = \(decoration.zIndex)") }
        decorations.append(decorationName)
      }
      code.line("\(name).decorationItems = \(SwiftLiteral.array(decorations))")
    }
    if section.supplementaryInsetsReference != .automatic {
      code.line("\(name).supplementaryContentInsetsReference = \(reference(section.supplementaryInsetsReference))")
    }
    if section.contentInsetsReference != .automatic {
      code.line("\(name).contentInsetsReference = \(reference(section.contentInsetsReference))")
    }
    return name
  }

  /// Writes a list section (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`) and
  /// returns its name; `header` and `footer` say whether the section declares them (the core
  /// shows a declared one when the mode is not given).
  static func listSection(
    _ configuration: ListSectionConfiguration, header: Bool, footer: Bool, into code: inout SwiftCode,
    names: inout ViewNames
  ) -> String {
    let list = names.next("listConfiguration")
    let headerMode = configuration.headerMode ?? (header ? .supplementary : .none)
    let footerMode = configuration.footerMode ?? (footer ? .supplementary : .none)
    let showsByDefault = configuration.appearance != .sidebar && configuration.appearance != .sidebarPlain
    let changesSeparators = configuration.showsSeparators.map { $0 != showsByDefault } ?? false
    let changed =
      headerMode != .none || footerMode != .none || changesSeparators || configuration.separatorInset != nil
      || configuration.headerTopPadding != nil
    code.line(
      "\(changed ? "var" : "let") \(list) = UICollectionLayoutListConfiguration(appearance: .\(configuration.appearance.rawValue))"
    )
    if headerMode != .none { code.line("\(list).headerMode = .\(headerMode.rawValue)") }
    if footerMode != .none { code.line("\(list).footerMode = .\(footerMode.rawValue)") }
    if let shows = configuration.showsSeparators, shows != showsByDefault {
      code.line("\(list).showsSeparators = \(shows)")
    }
    if let inset = configuration.separatorInset {
      code.line(
        "\(list).separatorConfiguration.bottomSeparatorInsets = "
          + SwiftLiteral.insets(top: 0, leading: inset, bottom: 0, trailing: 0))
    }
    if let padding = configuration.headerTopPadding {
      code.line("\(list).headerTopPadding = \(SwiftLiteral.number(padding))")
    }
    let name = names.next("section")
    code.line("let \(name) = NSCollectionLayoutSection.list(using: \(list), layoutEnvironment: environment)")
    return name
  }

  /// Writes a list configuration alone (for `UICollectionViewCompositionalLayout.list(using:)`)
  /// and returns its name.
  static func listConfiguration(
    _ configuration: ListSectionConfiguration, header: Bool, footer: Bool, into code: inout SwiftCode
  ) -> String {
    var names = ViewNames()
    var lines = SwiftCode()
    _ = listSection(configuration, header: header, footer: footer, into: &lines, names: &names)
    for line in lines.lines.dropLast() { code.line(line.replacingFirst("listConfiguration1", with: "configuration")) }
    return "configuration"
  }
}
