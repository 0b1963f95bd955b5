public import Foundation

extension UICollectionView {
  /// What kind of view a set of layout attributes is for.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory
  public enum ElementCategory: UInt, Hashable, Sendable {
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory/cell
    case cell
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory/supplementaryview
    case supplementaryView
    /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory/decorationview
    case decorationView
  }

  /// The element kind of a section's header: a list section's header, and what the app's own
  /// boundary items may use.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
  public nonisolated static let elementKindSectionHeader = UICollectionViewKinds.header
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
  public nonisolated static let elementKindSectionFooter = UICollectionViewKinds.footer
}

/// Where a cell, supplementary or decoration view is: its frame in the collection view's content,
/// its index path, its kind and its z index.
///
/// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
@MainActor
open class UICollectionViewLayoutAttributes: @MainActor CustomStringConvertible {
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame
  open var frame: CGRect = .zero
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/indexpath
  open var indexPath: IndexPath
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/zindex
  open var zIndex = 0
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/alpha
  open var alpha: CGFloat = 1
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/ishidden
  open var isHidden = false
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/representedelementcategory
  public let representedElementCategory: UICollectionView.ElementCategory
  /// nil for a cell.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/representedelementkind
  public let representedElementKind: String?

  init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
    representedElementCategory = category
    representedElementKind = kind
    self.indexPath = indexPath
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forcellwith:)
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init(category: .cell, kind: nil, indexPath: indexPath)
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forsupplementaryviewofkind:with:)
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(fordecorationviewofkind:with:)
  public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/size
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/center
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/bounds
  open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

  /// `<UICollectionViewLayoutAttributes> index path: (0-1); frame = (0 44; 375 44); zIndex = 0`, as
  /// UIKit's description reads (without the object's address).
  ///
  /// - ListLab's own, not in UIKit.
  public var description: String {
    let kind = representedElementKind.map { "element kind: (\($0)); " } ?? ""
    let path = indexPath.map(String.init).joined(separator: "-")
    func number(_ value: CGFloat) -> String {
      let rounded = (Double(value) * 1000).rounded() / 1000
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
    return
      "<UICollectionViewLayoutAttributes> index path: (\(path)); \(kind)frame = (\(number(frame.minX)) \(number(frame.minY)); \(number(frame.width)) \(number(frame.height))); zIndex = \(zIndex)"
  }
}
