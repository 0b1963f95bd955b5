public import Foundation
import ListDeclaration

/// A priority of a constraint or of a view's hugging and compression resistance.
///
/// https://developer.apple.com/documentation/uikit/uilayoutpriority
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { rawValue = value }
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  public static let sceneSizeStayPut = UILayoutPriority(500)
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  public static let defaultLow = UILayoutPriority(250)
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
/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor
public final class NSLayoutConstraint: @MainActor CustomStringConvertible {
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
  public enum Axis: Int, Hashable, Sendable {
    case horizontal, vertical
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute
  public enum Attribute: Int, Hashable, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
    case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation
  public enum Relation: Int, Hashable, Sendable {
    case lessThanOrEqual = -1, equal, greaterThanOrEqual
  }

  /// The first item: a view or a layout guide.
  public let firstItem: AnyObject?
  public let firstAttribute: Attribute
  public let relation: Relation
  public let secondItem: AnyObject?
  public let secondAttribute: Attribute
  public let multiplier: CGFloat
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
  public var constant: CGFloat
  /// Recorded; ListLab treats every constraint it reads as required.
  ///
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority
  public var priority = UILayoutPriority.required
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/identifier
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

  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      view1 as AnyObject, attr1, relation, view2.map { $0 as AnyObject }, attr2, multiplier: multiplier, constant: c)
  }

  /// Whether the constraint takes part in layout: activating it makes the views it relates hold it.
  ///
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
  public var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      for view in views {
        if isActive { view.constraints.append(self) } else { view.constraints.removeAll { $0 === self } }
      }
    }
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/deactivate(_:)
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
/// https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor
public final class UILayoutGuide {
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/owningview
  public private(set) weak var owningView: UIView?
  /// Whether the guide is its view's layout margins (else its safe area).
  let isMargins: Bool

  init(owner: UIView, isMargins: Bool) {
    owningView = owner
    self.isMargins = isMargins
  }

  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

/// An attribute of a view or a layout guide, from which constraints are made.
///
/// https://developer.apple.com/documentation/uikit/nslayoutanchor
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

  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor, 0)
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, c)
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:)
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, 0)
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:constant:)
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, c)
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:)
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, 0)
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:constant:)
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, c)
  }
}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or a height anchor: constraints to constants as well as to other dimensions.
///
/// https://developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(item, attribute, .equal, nil, .notAnAttribute, constant: c)
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequaltoconstant:)
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(item, attribute, .greaterThanOrEqual, nil, .notAnAttribute, constant: c)
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequaltoconstant:)
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(item, attribute, .lessThanOrEqual, nil, .notAnAttribute, constant: c)
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:)
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(item, attribute, .equal, anchor.item, anchor.attribute, multiplier: m)
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:constant:)
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(item, attribute, .equal, anchor.item, anchor.attribute, multiplier: m, constant: c)
  }
}
