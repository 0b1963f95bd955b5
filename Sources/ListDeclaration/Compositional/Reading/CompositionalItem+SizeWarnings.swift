extension CompositionalItem {
  /// Sizes UIKit accepts but a script almost surely did not mean, as warnings naming the field:
  ///
  /// - a bare number below 2 (`item { width = 1.5 }` is 1.5 points: a fraction was meant);
  /// - a fraction of the same axis above 1 (`width = fractional_width(1.5)`: one and a half
  ///   times as wide as its group, so one item per row sticking out of the screen);
  /// - a group narrower than one of its items when both widths are in points (`hgroup { width =
  ///   absolute(100), item { width = absolute(150) } }`), reported at the item. A width that is a
  ///   fraction of the group is never wider than it unless it is above 1; a group whose own width
  ///   is a fraction is only known when the list is laid out, and is not checked here.
  ///
  /// - Parameter table: the declaration as written, to tell `width = 1.5` from `absolute(1.5)`.
  /// - Complexity: O(subitems).
  static func sizeWarnings(
    _ constructor: ItemConstructor, size: LayoutSize, table: DeclarationTable, subitems: [CompositionalItem],
    count: Int?, site: SourceSite?
  ) -> [DeclarationProblem] {
    let container = constructor == .item ? "its group" : "what holds it (the section, or its group)"
    var warnings: [DeclarationProblem] = []
    for axis in LayoutAxis.allCases {
      let field = axis == .horizontal ? "width" : "height"
      let extent = axis == .horizontal ? "wide" : "tall"
      func warn(_ message: String) {
        warnings.append(DeclarationProblem(site: site, subject: constructor.rawValue, field: field, message: message))
      }
      switch (table[field], size.dimension(axis)) {
      case (.integer(_)?, .absolute(let points)), (.number(_)?, .absolute(let points)):
        guard points > 0, points < 2 else { continue }
        warn(
          "= \(formatNumber(points)) makes it \(formatNumber(points)) point\(points == 1 ? "" : "s") \(extent) "
            + "(a number is points); for a fraction f of \(container)'s \(field), write fractional_\(field)(f)")
      case (_, .fractionalWidth(let fraction)) where axis == .horizontal && fraction > 1,
        (_, .fractionalHeight(let fraction)) where axis == .vertical && fraction > 1:
        warn(
          "= fractional_\(field)(\(formatNumber(fraction))) makes it \(formatNumber(fraction)) times as \(extent) "
            + "as \(container); a fraction of it is from 0 to 1")
      default:
        continue
      }
    }
    // `count` copies share the group's width in a horizontal group: their own width is ignored.
    guard let groupWidth = size.width.points, !(constructor == .hgroup && count != nil) else { return warnings }
    for subitem in subitems {
      guard let width = subitem.size.width.points, width > groupWidth else { continue }
      let place = site.map { " at \($0)" } ?? ""
      warnings.append(
        DeclarationProblem(
          site: subitem.provenance.site, subject: subitem.constructor.rawValue, field: "width",
          message: "\(formatNumber(width)) points is wider than its \(constructor.rawValue)\(place) "
            + "(\(formatNumber(groupWidth)) points): it sticks out of its group"))
    }
    return warnings
  }

  /// The constructor that makes an item like this one.
  var constructor: ItemConstructor {
    switch group?.arrangement {
    case nil: .item
    case .horizontal: .hgroup
    case .vertical: .vgroup
    case .custom: .customGroup
    }
  }
}

extension LayoutDimension {
  /// The length in points when it does not depend on a container: absolute or estimated.
  var points: Double? {
    switch self {
    case .absolute(let length), .estimated(let length): length
    case .fractionalWidth, .fractionalHeight: nil
    }
  }
}
