public import Foundation
import ListDeclaration

extension UICollectionView {
  /// A cell registration: how a cell of a class is configured for an item.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration
  @MainActor
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/handler
    public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

    let handler: Handler

    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/init(handler:)
    public init(handler: @escaping Handler) { self.handler = handler }
  }

  /// A supplementary registration: how a supplementary view of a class is configured.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration
  @MainActor
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration/handler
    public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration/elementkind
    public let elementKind: String
    let handler: Handler

    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration/init(elementkind:handler:)
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }
  }

  /// A new cell of the registration's class, configured by its handler for the item (ListLab
  /// reuses no cell).
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let cell = Cell(listLabRegistration: ())
    guard let item else {
      UIKitFailure.misuse(
        api: "UICollectionView.dequeueConfiguredReusableCell(using:for:item:)",
        message: "item is nil at \(indexPath); ListLab configures a cell for an item"
      ).raise()
    }
    registration.handler(cell, indexPath, item)
    cell.updateConfiguration(using: cell.configurationState)
    return cell
  }

  /// A new supplementary view of the registration's class, configured by its handler.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablesupplementary(using:for:)
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let view = Supplementary(listLabRegistration: ())
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass = cellClass as? UICollectionViewCell.Type else {
      UIKitFailure.misuse(
        api: "UICollectionView.register(_:forCellWithReuseIdentifier:)",
        message: "\(cellClass.map { String(describing: $0) } ?? "nil") is not a UICollectionViewCell class"
      ).raise()
    }
    cellClasses[identifier] = cellClass
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    guard let viewClass = viewClass as? UICollectionReusableView.Type else {
      UIKitFailure.misuse(
        api: "UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)",
        message: "\(viewClass.map { String(describing: $0) } ?? "nil") is not a UICollectionReusableView class"
      ).raise()
    }
    supplementaryClasses[elementKind + "\u{0}" + identifier] = viewClass
  }

  /// A new cell of the class registered for the identifier.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let cellClass = cellClasses[identifier] else {
      UIKitFailure.exception(
        api: "UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)",
        message:
          "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier"
      ).raise()
    }
    let cell = cellClass.init(listLabRegistration: ()) as! UICollectionViewCell
    cell.reuseIdentifier = identifier
    return cell
  }

  /// A new supplementary view of the class registered for the kind and identifier.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let viewClass = supplementaryClasses[elementKind + "\u{0}" + identifier] else {
      UIKitFailure.exception(
        api: "UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)",
        message:
          "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier"
      ).raise()
    }
    let view = viewClass.init(listLabRegistration: ())
    view.reuseIdentifier = identifier
    return view
  }
}
