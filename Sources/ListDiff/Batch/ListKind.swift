/// Which UIKit view a batch update is checked as: the nouns of UIKit's messages differ.
public enum ListKind: Sendable, Equatable, CaseIterable {
  /// `UITableView`: "rows", "table view".
  case table
  /// `UICollectionView`: "items", "collection view".
  case collection

  /// "row" or "item".
  var element: String { self == .table ? "row" : "item" }
  /// "a row" or "an item".
  var anElement: String { self == .table ? "a row" : "an item" }
  /// "rows" or "items".
  var elements: String { self == .table ? "rows" : "items" }
  /// "table view" or "collection view".
  var view: String { self == .table ? "table view" : "collection view" }
}
