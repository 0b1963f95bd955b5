public import Foundation

/// A flow layout: items in lines, each line as many items as fit across the section, lines one
/// under the other. ListLab lays it out with its grid engine (the Lua `grid` style):
///
/// - Every item of a section has the width the delegate's
///   `collectionView(_:layout:sizeForItemAt:)` gives, or ``itemSize``; n items fit in a line
///   when n × width + (n − 1) × the minimum spacing ≤ the section's width less its insets, and
///   the items of a full line are spread across it (the spacing grows, as UIKit's does); the last
///   line keeps the columns of the others, from the leading edge (UIKit's last line is
///   left-aligned: http://www.openradar.me/20825965). Items of different widths in a section,
///   and a line of one item narrower than the section, are refused.
/// - An item's height is its size's; with an ``estimatedItemSize`` the cell's content gives it,
///   measured at the item's width (as a cell whose `preferredLayoutAttributesFitting(_:)` keeps
///   the width the layout gives it). The items of a line must have one height: UIKit centres
///   items of different heights on their line, which ListLab's grid does not.
/// - Lines are ``minimumLineSpacing`` apart; the section's insets surround them, its header and
///   footer (the reference sizes' heights, the collection view's width) come before and after.
///
/// Horizontal scrolling, pinned headers and insets measured from the safe area or the layout
/// margins are refused when the collection view is laid out.
///
/// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize
  open var itemSize = CGSize(width: 50, height: 50)
  /// Not zero: the cells size their height (ListLab measures them at the item's width).
  ///
  /// - iOS 8.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize
  open var estimatedItemSize = CGSize.zero
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing
  open var minimumLineSpacing: CGFloat = 10
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing
  open var minimumInteritemSpacing: CGFloat = 10
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninset
  open var sectionInset = UIEdgeInsets.zero
  /// The header's height (its width is the collection view's); zero for no header.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize
  open var headerReferenceSize = CGSize.zero
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/footerreferencesize
  open var footerReferenceSize = CGSize.zero
  /// Only `.vertical` is laid out.
  ///
  /// - iOS 6.0+, refused: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// Only `.fromContentInset` (the default) is laid out.
  ///
  /// - iOS 11.0+, refused: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninsetreference
  open var sectionInsetReference = SectionInsetReference.fromContentInset
  /// Pinned headers are refused: ListLab's grid headers scroll with their section.
  ///
  /// - iOS 9.0+, refused: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionheaderspintovisiblebounds
  open var sectionHeadersPinToVisibleBounds = false
  /// - iOS 9.0+, refused: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionfooterspintovisiblebounds
  open var sectionFootersPinToVisibleBounds = false

  /// An ``estimatedItemSize`` that asks the cells for their size.
  ///
  /// - iOS 10.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/automaticsize
  public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/init()
  public override init() { super.init() }

  /// What a section's insets are measured from.
  ///
  /// - iOS 11.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninsetreference-swift.enum
  public enum SectionInsetReference: Int, Hashable, Sendable {
    /// - iOS 11.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninsetreference-swift.enum/fromcontentinset
    case fromContentInset
    /// - iOS 11.0+, refused: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninsetreference-swift.enum/fromsafearea
    case fromSafeArea
    /// - iOS 11.0+, refused: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninsetreference-swift.enum/fromlayoutmargins
    case fromLayoutMargins
  }
}

/// The delegate's answers a flow layout asks for, section by section and item by item. A method
/// the delegate does not implement answers with the layout's property, as UIKit falls back to it.
///
/// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:sizeforitemat:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:insetforsectionat:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:minimumlinespacingforsectionat:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:minimuminteritemspacingforsectionat:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:referencesizeforheaderinsection:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:referencesizeforfooterinsection:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets { (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0 }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
}
