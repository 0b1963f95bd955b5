public import Foundation
import ListDeclaration

/// A priority of a constraint or of a view's hugging and compression resistance.
///
/// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutpriority
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutpriority/rawvalue
  public var rawValue: Float
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:)
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutpriority/init(_:)
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutpriority/init(floatliteral:)
  public init(floatLiteral value: Float) { rawValue = value }
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutpriority/init(integerliteral:)
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutpriority/required
  public static let required = UILayoutPriority(1000)
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh
  public static let defaultHigh = UILayoutPriority(750)
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutpriority/dragthatcanresizescene
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutpriority/scenesizestayput
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutpriority/dragthatcannotresizescene
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow
  public static let defaultLow = UILayoutPriority(250)
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// A relation between two views' attributes (or one view's size and a constant). ListLab reads
/// the constraints a cell's views use to size themselves: fixed widths and heights, and a
/// subview's edges pinned to its superview or its layout margins (``ContentNodes``); anything
/// else stops with a message naming the constraint when the cell is laid out.
///
/// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor
public final class NSLayoutConstraint: @MainActor CustomStringConvertible {
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
  public enum Axis: Int, Hashable, Sendable {
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/horizontal
    case horizontal
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/vertical
    case vertical
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute
  public enum Attribute: Int, Hashable, Sendable {
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/left
    case left = 1
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/right
    case right
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/top
    case top
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/bottom
    case bottom
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/leading
    case leading
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/trailing
    case trailing
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/width
    case width
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/height
    case height
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/centerx
    case centerX
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/centery
    case centerY
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/lastbaseline
    case lastBaseline
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/firstbaseline
    case firstBaseline
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/leftmargin
    case leftMargin
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/rightmargin
    case rightMargin
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/topmargin
    case topMargin
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/bottommargin
    case bottomMargin
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/leadingmargin
    case leadingMargin
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/trailingmargin
    case trailingMargin
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/centerxwithinmargins
    case centerXWithinMargins
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/centerywithinmargins
    case centerYWithinMargins
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/notanattribute
    case notAnAttribute = 0
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation
  public enum Relation: Int, Hashable, Sendable {
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation/lessthanorequal
    case lessThanOrEqual = -1
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation/equal
    case equal
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation/greaterthanorequal
    case greaterThanOrEqual
  }

  /// The first item: a view or a layout guide.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstitem
  public let firstItem: AnyObject?
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstattribute
  public let firstAttribute: Attribute
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation
  public let relation: Relation
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/seconditem
  public let secondItem: AnyObject?
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/secondattribute
  public let secondAttribute: Attribute
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/multiplier
  public let multiplier: CGFloat
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
  public var constant: CGFloat
  /// Recorded; ListLab treats every constraint it reads as required.
  ///
  /// - iOS 6.0+, stored: https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority
  public var priority = UILayoutPriority.required
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/identifier
  public var identifier: String?

  init(
    _ first: AnyObject, _ firstAttribute: Attribute, _ relation: Relation, _ second: AnyObject?,
    _ secondAttribute: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0
  ) {
    firstItem = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    secondItem = second
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      view1 as AnyObject, attr1, relation, view2.map { $0 as AnyObject }, attr2, multiplier: multiplier, constant: c)
  }

  /// Whether the constraint takes part in layout: activating it makes the views it relates hold it.
  ///
  /// - iOS 8.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
  public var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      for view in views {
        if isActive { view.constraints.append(self) } else { view.constraints.removeAll { $0 === self } }
      }
    }
  }

  /// - iOS 8.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// - iOS 8.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutconstraint/deactivate(_:)
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The views the constraint relates (a layout guide's through its owning view).
  var views: [UIView] {
    [firstItem, secondItem].compactMap { item in
      (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }
  }

  /// `label.leading == contentView.leading + 10`.
  ///
  /// - ListLab's own, not in UIKit.
  public var description: String {
    func name(_ item: AnyObject?) -> String {
      guard let item else { return "" }
      if let guide = item as? UILayoutGuide {
        return
          "\(guide.owningView.map { String(describing: type(of: $0)) } ?? "?").\(guide.isMargins ? "layoutMarginsGuide" : "safeAreaLayoutGuide")"
      }
      return String(describing: type(of: item))
    }
    let relation = [Relation.lessThanOrEqual: "<=", .equal: "==", .greaterThanOrEqual: ">="][relation]!
    var right = secondItem == nil ? "" : "\(name(secondItem)).\(secondAttribute)"
    if multiplier != 1 { right += " * \(multiplier)" }
    if constant != 0 || secondItem == nil { right += right.isEmpty ? "\(constant)" : " + \(constant)" }
    return "\(name(firstItem)).\(firstAttribute) \(relation) \(right)"
  }
}

/// A rectangle that takes part in layout without being a view: a view's layout margins or safe
/// area.
///
/// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor
public final class UILayoutGuide {
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutguide/owningview
  public private(set) weak var owningView: UIView?
  /// Whether the guide is its view's layout margins (else its safe area).
  let isMargins: Bool

  init(owner: UIView, isMargins: Bool) {
    owningView = owner
    self.isMargins = isMargins
  }

  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutguide/leftanchor
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutguide/rightanchor
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutguide/centerxanchor
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutguide/centeryanchor
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutguide/widthanchor
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uilayoutguide/heightanchor
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

/// An attribute of a view or a layout guide, from which constraints are made.
///
/// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor
public class NSLayoutAnchor<AnchorType: AnyObject> {
  let item: AnyObject
  let attribute: NSLayoutConstraint.Attribute

  init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, _ constant: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(item, attribute, relation, anchor.item, anchor.attribute, constant: constant)
  }

  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor, 0)
  }

  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, c)
  }

  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:)
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, 0)
  }

  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:constant:)
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, c)
  }

  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:)
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, 0)
  }

  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:constant:)
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, c)
  }
}

/// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or a height anchor: constraints to constants as well as to other dimensions.
///
/// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(item, attribute, .equal, nil, .notAnAttribute, constant: c)
  }

  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequaltoconstant:)
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(item, attribute, .greaterThanOrEqual, nil, .notAnAttribute, constant: c)
  }

  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequaltoconstant:)
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(item, attribute, .lessThanOrEqual, nil, .notAnAttribute, constant: c)
  }

  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:)
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(item, attribute, .equal, anchor.item, anchor.attribute, multiplier: m)
  }

  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:constant:)
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(item, attribute, .equal, anchor.item, anchor.attribute, multiplier: m, constant: c)
  }
}
