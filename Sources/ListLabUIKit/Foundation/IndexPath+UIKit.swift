public import Foundation

/// UIKit's additions to `IndexPath` for collection and table views, which Foundation on Linux
/// lacks: an index path of two indexes, the section first.
///
/// https://developer.apple.com/documentation/foundation/indexpath (UIKit adds `init(item:section:)`,
/// `init(row:section:)`, `item`, `row` and `section`:
/// https://developer.apple.com/documentation/foundation/indexpath/init(item:section:),
/// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)).
extension IndexPath {
  /// An index path for an item of a collection view section.
  ///
  /// - iOS 8.0+, modelled: https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  /// An index path for a row of a table view section.
  ///
  /// - iOS 8.0+, modelled: https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  /// The index of the section: the first index.
  ///
  /// - iOS 8.0+, modelled: https://developer.apple.com/documentation/foundation/indexpath/section
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The index of the item in its section: the second index.
  ///
  /// - iOS 8.0+, modelled: https://developer.apple.com/documentation/foundation/indexpath/item
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The index of the row in its section: the second index, as `item`.
  ///
  /// - iOS 8.0+, modelled: https://developer.apple.com/documentation/foundation/indexpath/row
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
