public import Foundation
import ListDeclaration
import ListDiff
import ListLayout

extension UIView {
  /// The smallest size a fitting asks for (`systemLayoutSizeFitting(_:)`'s compressed target).
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize
  public static let layoutFittingCompressedSize = CGSize.zero
  /// The largest size a fitting asks for.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/layoutfittingexpandedsize
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// The size the view's content needs at `targetSize`'s width (a required horizontal priority)
  /// or its own width (a lower one): its tree of content nodes (see ``ContentNodes``) measured
  /// with ListLab's text metrics at the screen's scale, as Auto Layout sizes it. A cell's is its
  /// content view's.
  ///
  /// - iOS 8.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let layout = ContentLayout(grid: PixelGrid(scale: Double(UIScreen.main.scale)))
    if let cell = self as? UICollectionViewCell, horizontalFittingPriority == .required {
      // A cell measures as the core measures a cell: a list content configuration's built-in
      // cell is at least 44 points tall.
      let declaration = ContentNodes.cell(cell, id: "sizing")
      var height = layout.grid.roundUp(layout.height(ofContentOf: declaration, width: Double(targetSize.width)) ?? 0)
      if declaration.isBuiltIn { height = max(height, BuiltInCell.minimumHeight) }
      if let fixed = declaration.height { height = fixed }
      return CGSize(width: targetSize.width, height: verticalFittingPriority == .required ? targetSize.height : height)
    }
    let view = (self as? UICollectionViewCell)?.contentView ?? self
    let content = ContentNodes.content(of: view)
    guard let content else {
      return CGSize(width: horizontalFittingPriority == .required ? targetSize.width : 0, height: 0)
    }
    let width =
      horizontalFittingPriority == .required
      ? Double(targetSize.width) : layout.grid.roundUp(layout.intrinsicWidth(of: content))
    let height = layout.grid.roundUp(layout.height(of: content, width: width))
    return CGSize(width: width, height: verticalFittingPriority == .required ? targetSize.height : height)
  }

  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` with
  /// both priorities fitting.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:)
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }

  /// Resizes the subviews whose autoresizing mask follows this view's size: along each axis the
  /// flexible parts (a margin, the length) share the change in proportion to their sizes (or
  /// equally when they are all zero), as UIKit does.
  func resizeSubviews(from old: CGSize) {
    guard autoresizesSubviews else { return }
    for view in subviews where !view.autoresizingMask.isEmpty {
      let mask = view.autoresizingMask
      var frame = view.frame
      let (x, width) = Self.resized(
        start: frame.minX, length: frame.width, container: old.width, change: self.frame.width - old.width,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
        ))
      let (y, height) = Self.resized(
        start: frame.minY, length: frame.height, container: old.height, change: self.frame.height - old.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
        ))
      frame = CGRect(x: x, y: y, width: width, height: height)
      view.frame = frame
    }
  }

  private static func resized(
    start: CGFloat, length: CGFloat, container: CGFloat, change: CGFloat, flexible: (Bool, Bool, Bool)
  ) -> (CGFloat, CGFloat) {
    let parts = [start, length, container - start - length]
    let flags = [flexible.0, flexible.1, flexible.2]
    let count = flags.filter { $0 }.count
    guard count > 0, change != 0 else { return (start, length) }
    let total = zip(parts, flags).filter(\.1).reduce(CGFloat(0)) { $0 + max(0, $1.0) }
    func share(_ index: Int) -> CGFloat {
      guard flags[index] else { return 0 }
      return total > 0 ? change * max(0, parts[index]) / total : change / CGFloat(count)
    }
    return (start + share(0), length + share(1))
  }
}
