public import Foundation
import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout

/// A collection view: its layout and its data source lay its cells out with ListLab's core.
///
/// Its frame is the list's viewport, the screen (``UIScreen/main``) gives the scale and, with a
/// device preset, the safe area. `layoutIfNeeded()` lays it out; every reading call
/// (`layoutAttributesForItem(at:)`, `indexPathsForVisibleItems`, the layout's
/// `layoutAttributesForElements(in:)` and `collectionViewContentSize`) lays it out first if it
/// needs it. Only compositional layouts (``UICollectionViewCompositionalLayout``) are laid out,
/// and only a diffable data source (``UICollectionViewDiffableDataSource``) gives data.
///
/// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview
@MainActor
open class UICollectionView: UIScrollView {
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      collectionViewLayout.collectionView = self
      setNeedsLayout()
    }
  }
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/datasource
  open weak var dataSource: (any UICollectionViewDataSource)?
  /// Recorded; ListLab calls no delegate method.
  ///
  /// - iOS 6.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionview/delegate
  open weak var delegate: (any UICollectionViewDelegate)?
  /// Drawing only.
  ///
  /// - iOS 6.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionview/backgroundview
  open var backgroundView: UIView?
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/allowsselection
  open var allowsSelection = true
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection
  open var allowsMultipleSelection = false
  /// Always false: ListLab's collection views do not edit.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/isediting
  open var isEditing: Bool {
    get { false }
    set {
      if newValue {
        UIKitFailure.unsupported(
          api: "UICollectionView.isEditing = true", reason: "ListLab's collection views do not edit"
        )
        .raise()
      }
    }
  }

  /// The data source's side of laying out: its cells and supplementary views.
  weak var bridge: (any DataSourceBridge)?
  /// The selected items (selection follows its items through applied snapshots).
  var selectedItems: [Identifier] = []
  /// The laid-out list, once there is data (or the first layout).
  var state: ListState?
  /// What the data source holds: the last snapshot applied (nil before the first).
  var appliedData: AppliedData?
  /// Cells the data source's provider gave, by item.
  var cellViews: [Identifier: UICollectionViewCell] = [:]
  /// Registered classes by reuse identifier (`register(_:forCellWithReuseIdentifier:)`), and
  /// supplementary view classes by kind and reuse identifier.
  var cellClasses: [String: UICollectionReusableView.Type] = [:]
  var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
  /// An offset set since the last layout, to lay out at.
  var requestedOffset: CGPoint?
  /// Set while the collection view writes back the offset it settled at.
  var settingOffset = false
  /// Data changes made before the collection view had a size.
  var pendingChanges: [@MainActor () -> Void] = []

  /// The screen the collection view was made on (``UIScreen/main`` then).
  let screen: ScreenMetrics
  /// Whether the app set the layout margins: then they are the insetGrouped inset and the
  /// `layoutMargins` insets reference's margin (UIKit's root views have system margins).
  var hasOwnLayoutMargins = false

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    screen = UIScreen.main.metrics
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// The collection view's layout margins: unless set, the system's (16 points at the sides below
  /// 390 points of width, 20 from there and on a regular width); set, the sides are the
  /// insetGrouped inset of list sections and the margin of `layoutMargins` insets references
  /// (they must be equal).
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins
  open override var directionalLayoutMargins: NSDirectionalEdgeInsets {
    didSet {
      hasOwnLayoutMargins = true
      setNeedsLayout()
    }
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:)
  public required init?(coder: NSCoder) { nil }

  open override var frame: CGRect {
    didSet { if frame.size != oldValue.size { setNeedsLayout() } }
  }

  override func contentOffsetDidChange() {
    guard !settingOffset else { return }
    requestedOffset = contentOffset
    setNeedsLayout()
  }

  /// The part of the screen's safe area the collection view overlaps (a full-screen one: all of
  /// it; the plain screen has none). Only the screen's own bands count: a view reaching past the
  /// screen's edge is not inset for the part outside.
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  open override var safeAreaInsets: UIEdgeInsets {
    let safe = screen.safeAreaInsets
    let size = screen.bounds.size
    func band(_ overlap: CGFloat, _ length: CGFloat) -> CGFloat { max(0, min(length, overlap)) }
    return UIEdgeInsets(
      top: safe.top > 0 ? band(safe.top - frame.minY, frame.height) : 0,
      left: safe.left > 0 ? band(safe.left - frame.minX, frame.width) : 0,
      bottom: safe.bottom > 0 ? band(min(frame.maxY, size.height) - (size.height - safe.bottom), frame.height) : 0,
      right: safe.right > 0 ? band(min(frame.maxX, size.width) - (size.width - safe.right), frame.width) : 0)
  }

  /// The size of the laid-out content.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  open override var contentSize: CGSize { collectionViewLayout.collectionViewContentSize }

  /// The content insets the safe area adds (top and bottom of a vertical list).
  ///
  /// - iOS 11.0+, modelled: https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
  open var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    if (collectionViewLayout as? UICollectionViewCompositionalLayout)?.configuration.scrollDirection == .horizontal {
      return UIEdgeInsets(top: 0, left: safe.left, bottom: 0, right: safe.right)
    }
    return UIEdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0)
  }

  // MARK: Layout

  /// Lays the list out at the current size, screen and offset: the data again when the size, the
  /// screen or the layout changed (every section's layout asked again), then the offset, then the
  /// frames of the cells the provider gave.
  ///
  /// - Complexity: O(n) when the list is laid out again, else O(log n + v) for v cells that show.
  open override func layoutSubviews() {
    if dataSource != nil, bridge == nil {
      UIKitFailure.unsupported(
        api: "a UICollectionViewDataSource other than UICollectionViewDiffableDataSource",
        reason: "ListLab takes a collection view's data from a diffable data source's snapshots"
      ).raise()
    }
    runPendingChanges()
    var state = currentState()
    if let requested = requestedOffset {
      requestedOffset = nil
      let axis = state.layout.scrollAxis
      state.scroll(to: Double(axis == .vertical ? requested.y : requested.x))
    }
    self.state = state
    let offset = state.layout.contentOffset
    settingOffset = true
    contentOffset = CGPoint(x: offset.x, y: offset.y)
    settingOffset = false
    for id in state.layout.visibleIDs() {
      if let cell = cellViews[id], let element = state.layout.cellElement(id) { cell.frame = element.frame.cgRect }
    }
  }

  /// The laid-out list, laid out first if needed; nil before the first layout with a size.
  func laidOut() -> Layout? {
    layoutIfNeeded()
    return state?.layout
  }

  /// The state for the current size, screen and layout: the current one, or the same data laid
  /// out again.
  func currentState() -> ListState {
    let options = listOptions()
    if let state, state.layout.options == options { return state }
    let sections = decorated(state?.sections ?? [], options: options)
    let made = makeState(ListDeclaration(options: options, sections: sections))
    checkFlowLines(made.layout)
    return made
  }

  /// A new list state; a declaration the core refuses ends the process with its problems.
  func makeState(_ declaration: ListDeclaration) -> ListState {
    do {
      var made = try ListState(declaration)
      if let state { made.scroll(to: state.layout.scrollOffset) }
      return made
    } catch {
      UIKitFailure.misuse(api: "UICollectionView.layoutIfNeeded()", message: "\(error)").raise()
    }
  }

  /// The layout as a compositional one (a flow layout is asked for first); any other ends the
  /// process.
  var compositionalLayout: UICollectionViewCompositionalLayout {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else {
      UIKitFailure.unsupported(
        api: "\(String(describing: type(of: collectionViewLayout))) as a collection view's layout",
        reason: "ListLab lays out UICollectionViewCompositionalLayout and UICollectionViewFlowLayout"
      ).raise()
    }
    return layout
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/setcollectionviewlayout(_:animated:)
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { collectionViewLayout = layout }

  /// Lays the data out again: every visible cell asked from the data source again.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
  open func reloadData() {
    bridge?.reloadData()
  }
}

/// The data source protocol: ListLab takes its data from a ``UICollectionViewDiffableDataSource``.
///
/// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

/// The delegate: ListLab asks it about selection when an item is tapped (``UICollectionView/tapItem(at:)``,
/// ListLab's own, as a user's tap) and tells it the selection changed; it calls none of its other
/// methods (it displays nothing). A method the delegate does not implement answers as UIKit's
/// default does.
///
/// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
@MainActor
public protocol UICollectionViewDelegate: AnyObject {
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldselectitemat:)
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shoulddeselectitemat:)
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:diddeselectitemat:)
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// Never called: ListLab displays no cells.
  ///
  /// - iOS 8.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
}

/// What a collection view asks its diffable data source while it lays out.
@MainActor
protocol DataSourceBridge: AnyObject {
  /// The supplementary view of `kind` at `indexPath`; nil without a provider.
  func supplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView?
  /// `reloadData()`: the current snapshot again, every cell from the provider.
  func reloadData()
  /// The items at `indexPaths` reconfigured (`reload` false: the provider's cell keeps nothing)
  /// or reloaded.
  func refresh(_ indexPaths: [IndexPath], reload: Bool)
  /// A tap on an outline's parent item: its section's handlers asked, then it expands or
  /// collapses; false when the item has no children.
  func toggleOutline(at indexPath: IndexPath) -> Bool
}

extension Rect {
  var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}
