import ListDeclaration
import ListLayout

/// UIKit's element kinds and the core's. The core draws a boundary item of kind `header` or
/// `footer` from the section's header or footer — which is what a list section's header and
/// footer are, and UIKit names those `UICollectionView.elementKindSectionHeader` and
/// `elementKindSectionFooter`. So those two are the core's `header` and `footer`; an app's own
/// kinds named `header` or `footer` are escaped, and every other kind is itself.
enum ElementKinds {
  private static let escape = "\u{1}"

  /// The core's kind of a UIKit element kind.
  static func core(_ uikit: String) -> String {
    switch uikit {
    case UICollectionViewKinds.header: BoundaryItem.headerKind
    case UICollectionViewKinds.footer: BoundaryItem.footerKind
    case BoundaryItem.headerKind, BoundaryItem.footerKind: escape + uikit
    default: uikit
    }
  }

  /// The UIKit element kind of a core kind.
  static func uikit(_ core: String) -> String {
    switch core {
    case BoundaryItem.headerKind: UICollectionViewKinds.header
    case BoundaryItem.footerKind: UICollectionViewKinds.footer
    default: core.hasPrefix(escape) ? String(core.dropFirst()) : core
    }
  }
}

/// `UICollectionView.elementKindSectionHeader` and `…Footer`, outside the main actor.
enum UICollectionViewKinds {
  static let header = "UICollectionElementKindSectionHeader"
  static let footer = "UICollectionElementKindSectionFooter"
}
