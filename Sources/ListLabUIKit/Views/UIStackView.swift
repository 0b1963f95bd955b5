public import Foundation
import ListDeclaration

/// A row or a column of views: ListLab lays it out as a content stack (`row`/`column`, the
/// README's "Stacks": UIStackView's rules, settled the same way every time where UIKit is
/// ambiguous).
///
/// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview
@MainActor
open class UIStackView: UIView {
  /// How arranged views are placed across the axis.
  ///
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
  public enum Alignment: Int, Hashable, Sendable {
    /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/fill
    case fill = 0
    /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/leading
    case leading
    /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/firstbaseline
    case firstBaseline
    /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/center
    case center
    /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/trailing
    case trailing
    /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/lastbaseline
    case lastBaseline
    /// The same as ``leading`` (a horizontal stack's top).
    ///
    /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/top
    public static let top = Alignment.leading
    /// The same as ``trailing`` (a horizontal stack's bottom).
    ///
    /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/bottom
    public static let bottom = Alignment.trailing
  }

  /// How arranged views share the axis.
  ///
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum
  public enum Distribution: Int, Hashable, Sendable {
    /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/fill
    case fill = 0
    /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/fillequally
    case fillEqually
    /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/fillproportionally
    case fillProportionally
    /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/equalspacing
    case equalSpacing
    /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/equalcentering
    case equalCentering
  }

  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
  public private(set) var arrangedSubviews: [UIView] = []
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/axis
  open var axis = NSLayoutConstraint.Axis.horizontal
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/spacing
  open var spacing: CGFloat = 0
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
  open var alignment = Alignment.fill
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.property
  open var distribution = Distribution.fill
  /// Whether the arranged views sit inside the layout margins (the stack's padding).
  ///
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/islayoutmarginsrelativearrangement
  open var isLayoutMarginsRelativeArrangement = false

  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  public convenience override init(frame: CGRect) {
    self.init(arrangedSubviews: [])
    self.frame = frame
  }

  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
  open func addArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.append(view)
    addSubview(view)
  }

  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/insertarrangedsubview(_:at:)
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    addSubview(view)
  }

  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uistackview/removearrangedsubview(_:)
  open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
}
