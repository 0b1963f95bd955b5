import ListDeclaration
import ListLayout
import ListText

extension ContentNodes {
  /// The node of a view in a tree; `axis` is the axis of the stack view holding it, if any.
  static func node(of view: UIView, along axis: NSLayoutConstraint.Axis?) -> Node {
    let size = fixedSize(of: view)
    var width = size.width
    var height = size.height
    let kind: Node.Kind
    switch view {
    case let label as UILabel:
      checkOwnConstraints(of: view, child: nil)
      kind = .label(
        Label(
          text: label.text ?? "", style: label.font?.style ?? .body, lines: max(0, label.numberOfLines),
          align: label.textAlignment == .center ? .center : label.textAlignment == .right ? .trailing : .leading))
    case let imageView as UIImageView:
      checkOwnConstraints(of: view, child: nil)
      kind = .image(Image(name: imageView.image?.name))
      // An image view is as big as its image unless constraints say otherwise.
      if let image = imageView.image, image.size.width > 0, image.size.height > 0 {
        width = width ?? Double(image.size.width)
        height = height ?? Double(image.size.height)
      }
    case is UISwitch:
      checkOwnConstraints(of: view, child: nil)
      kind = .box(Box(color: "toggle"))
      width = width ?? 51
      height = height ?? 31
    case let stack as UIStackView:
      checkOwnConstraints(of: view, child: nil)
      kind = .stack(stackNode(stack))
    default:
      if view.subviews.isEmpty {
        checkOwnConstraints(of: view, child: nil)
        let isSpacer = axis.map { view.contentHuggingPriority(for: $0) <= UILayoutPriority(1) } ?? false
        kind = isSpacer && width == nil && height == nil ? .spacer : .box(Box())
      } else {
        guard view.subviews.count == 1 else {
          UIKitFailure.unsupported(
            api: "a \(typeName(view)) with \(view.subviews.count) subviews",
            reason:
              "ListLab sizes a view from one subview pinned on its four edges; put the subviews in a UIStackView"
          )
          .raise()
        }
        let child = view.subviews[0]
        checkOwnConstraints(of: view, child: child)
        let padding = pins(of: child, in: view)
        let inner = node(of: child, along: nil)
        if width == nil, height == nil, padding == .zero { return hidden(inner, view.isHidden) }
        kind = .stack(Stack(axis: .vertical, padding: padding, children: [inner]))
      }
    }
    return Node(kind, hidden: view.isHidden, width: width, height: height)
  }

  private static func hidden(_ node: Node, _ isHidden: Bool) -> Node {
    guard isHidden else { return node }
    var node = node
    node.hidden = true
    return node
  }

  /// A stack view as a row or a column.
  private static func stackNode(_ stack: UIStackView) -> Stack {
    let vertical = stack.axis == .vertical
    let align: StackAlignment
    switch stack.alignment {
    case .fill: align = .fill
    case .center: align = .center
    case .leading: align = vertical ? .leading : .top
    case .trailing: align = vertical ? .trailing : .bottom
    case .firstBaseline, .lastBaseline:
      UIKitFailure.unsupported(
        api: "UIStackView.alignment = .\(stack.alignment == .firstBaseline ? "firstBaseline" : "lastBaseline")",
        reason: "ListLab aligns stacks by their edges or centres"
      ).raise()
    }
    let distribute: Distribution
    switch stack.distribution {
    case .fill: distribute = .fill
    case .fillEqually: distribute = .equal
    case .fillProportionally, .equalSpacing, .equalCentering:
      UIKitFailure.unsupported(
        api: "UIStackView.distribution = \(stack.distribution)",
        reason: "ListLab's stacks fill (free space to the lowest hugging priority, first first) or fill equally"
      )
      .raise()
    }
    for subview in stack.subviews where !stack.arrangedSubviews.contains(where: { $0 === subview }) {
      UIKitFailure.unsupported(
        api: "a UIStackView subview that is not arranged (\(typeName(subview)))",
        reason: "ListLab lays out a stack view's arranged subviews; use addArrangedSubview(_:)"
      ).raise()
    }
    let margins = stack.directionalLayoutMargins
    return Stack(
      axis: vertical ? .vertical : .horizontal, spacing: Double(stack.spacing),
      padding: stack.isLayoutMarginsRelativeArrangement ? margins.core : .zero, align: align,
      distribute: distribute, children: stack.arrangedSubviews.map { node(of: $0, along: stack.axis) })
  }

  /// A view's constant width and height (`widthAnchor.constraint(equalToConstant:)`).
  static func fixedSize(of view: UIView) -> (width: Double?, height: Double?) {
    var width: Double?
    var height: Double?
    for constraint in view.constraints
    where constraint.firstItem === view && constraint.secondItem == nil
      && (constraint.firstAttribute == .width || constraint.firstAttribute == .height)
    {
      guard constraint.relation == .equal else {
        UIKitFailure.unsupported(
          api: "the constraint \(constraint)", reason: "ListLab reads constant widths and heights (equalToConstant:)"
        )
        .raise()
      }
      if constraint.firstAttribute == .width {
        width = Double(constraint.constant)
      } else {
        height = Double(constraint.constant)
      }
    }
    return (width, height)
  }

  /// Refuses the constraints of `view` ListLab does not read: it reads its constant sizes, the pins
  /// of its one subview `child` to it, and its own pins to its superview (read there).
  private static func checkOwnConstraints(of view: UIView, child: UIView?) {
    for constraint in view.constraints {
      let items = [constraint.firstItem, constraint.secondItem]
      let isSize = constraint.firstItem === view && constraint.secondItem == nil
      let isChildPin =
        child.map { child in items.contains { $0 === child } && items.contains { isSide(of: view, $0) } } ?? false
      let isParentPin =
        view.superview.map { parent in items.contains { $0 === view } && items.contains { isSide(of: parent, $0) } }
        ?? false
      if !(isSize || isChildPin || isParentPin) {
        UIKitFailure.unsupported(
          api: "the constraint \(constraint)",
          reason:
            "ListLab reads constant widths and heights and one subview's edges pinned to its superview or its layoutMarginsGuide"
        ).raise()
      }
    }
  }

  /// Whether `item` is `view` or its layout margins guide.
  private static func isSide(of view: UIView, _ item: AnyObject?) -> Bool {
    item === view || (item as? UILayoutGuide).map { $0.owningView === view && $0.isMargins } == true
  }

  /// The insets of `child` pinned on its four edges in `container`.
  static func pins(of child: UIView, in container: UIView) -> EdgeInsets {
    var insets: [NSLayoutConstraint.Attribute: Double] = [:]
    let margins = container.directionalLayoutMargins
    for constraint in child.constraints {
      let childFirst = constraint.firstItem === child
      let childAttribute = childFirst ? constraint.firstAttribute : constraint.secondAttribute
      let other: AnyObject? = childFirst ? constraint.secondItem : constraint.firstItem
      var otherAttribute = childFirst ? constraint.secondAttribute : constraint.firstAttribute
      guard other != nil, isSide(of: container, other) else { continue }
      var toMargins = other is UILayoutGuide
      switch otherAttribute {
      case .leadingMargin, .leftMargin: (otherAttribute, toMargins) = (.leading, true)
      case .trailingMargin, .rightMargin: (otherAttribute, toMargins) = (.trailing, true)
      case .topMargin: (otherAttribute, toMargins) = (.top, true)
      case .bottomMargin: (otherAttribute, toMargins) = (.bottom, true)
      case .left: otherAttribute = .leading
      case .right: otherAttribute = .trailing
      default: break
      }
      let edge = childAttribute == .left ? .leading : childAttribute == .right ? .trailing : childAttribute
      guard edge == otherAttribute, [.leading, .trailing, .top, .bottom].contains(edge),
        constraint.relation == .equal, constraint.multiplier == 1
      else {
        UIKitFailure.unsupported(
          api: "the constraint \(constraint)",
          reason:
            "ListLab reads a subview's edges pinned with equalTo:constant: to the same edges of its superview or its layoutMarginsGuide"
        ).raise()
      }
      let start = edge == .leading || edge == .top
      // child.edge = other.edge + c (child first) or other.edge = child.edge + c.
      let constant = Double(constraint.constant)
      var inset = (start == childFirst) ? constant : -constant
      if toMargins {
        switch edge {
        case .leading: inset += Double(margins.leading)
        case .trailing: inset += Double(margins.trailing)
        case .top: inset += Double(margins.top)
        default: inset += Double(margins.bottom)
        }
      }
      insets[edge] = inset
    }
    let missing = [
      (NSLayoutConstraint.Attribute.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing"),
    ]
    .filter { insets[$0.0] == nil }.map(\.1)
    if !missing.isEmpty {
      UIKitFailure.unsupported(
        api:
          "a \(typeName(child)) in a \(typeName(container)) not pinned on its \(missing.joined(separator: ", ")) edge\(missing.count == 1 ? "" : "s")",
        reason: "ListLab sizes a view from one subview pinned on its four edges to the view or its layoutMarginsGuide"
      )
      .raise()
    }
    return EdgeInsets(top: insets[.top]!, left: insets[.leading]!, bottom: insets[.bottom]!, right: insets[.trailing]!)
  }

  static func typeName(_ view: UIView) -> String { String(describing: type(of: view)) }
}
