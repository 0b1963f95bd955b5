public import Foundation

/// Text alignment.
///
/// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, Hashable, Sendable {
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nstextalignment/left
  case left = 0
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nstextalignment/center
  case center
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nstextalignment/right
  case right
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nstextalignment/justified
  case justified
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nstextalignment/natural
  case natural
}

/// Text: measured with the core's text metrics at its font's text style, wrapped at
/// `numberOfLines` (1 by default, as in UIKit; 0 for as many as it needs).
///
/// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
  /// nil: the system font at 17 points, measured as `body`.
  ///
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uilabel/font
  open var font: UIFont!
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  open var numberOfLines = 1
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uilabel/textalignment
  open var textAlignment = NSTextAlignment.natural
  /// Drawing only.
  ///
  /// - iOS 2.0+, stored: https://developer.apple.com/documentation/uikit/uilabel/textcolor
  open var textColor: UIColor! = .label
  /// ListLab always measures text at the list's content size category.
  ///
  /// - iOS 10.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  open var adjustsFontForContentSizeCategory = false
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uilabel/linebreakmode
  open var lineBreakMode = NSLineBreakMode.byTruncatingTail

  public override init(frame: CGRect) {
    super.init(frame: frame)
    hugging = [.horizontal: UILayoutPriority(251), .vertical: UILayoutPriority(251)]
  }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uilabel/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslinebreakmode
public enum NSLineBreakMode: Int, Hashable, Sendable {
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslinebreakmode/bywordwrapping
  case byWordWrapping = 0
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslinebreakmode/bycharwrapping
  case byCharWrapping
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslinebreakmode/byclipping
  case byClipping
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslinebreakmode/bytruncatinghead
  case byTruncatingHead
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslinebreakmode/bytruncatingtail
  case byTruncatingTail
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/nslinebreakmode/bytruncatingmiddle
  case byTruncatingMiddle
}

/// An image: ListLab has no pixels, so an image has the size it is given, 0 × 0 for a named or a
/// symbol image (a view showing one sizes from its constraints, or takes what its stack gives it).
///
/// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiimage
@MainActor
public final class UIImage {
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiimage/size
  public let size: CGSize
  let name: String?

  init(name: String?, size: CGSize) {
    self.name = name
    self.size = size
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  public convenience init?(systemName name: String) { self.init(name: name, size: .zero) }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiimage/init(named:)
  public convenience init?(named name: String) { self.init(name: name, size: .zero) }

  /// ListLab's: an image of a size, standing for pixels ListLab does not have.
  ///
  /// - ListLab's own, not in UIKit.
  public convenience init(size: CGSize) { self.init(name: nil, size: size) }
}

/// A view showing an image: as big as its image, unless constraints size it.
///
/// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiimageview
@MainActor
open class UIImageView: UIView {
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiimageview/image
  open var image: UIImage?

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    hugging = [.horizontal: UILayoutPriority(251), .vertical: UILayoutPriority(251)]
  }

  public convenience override init(frame: CGRect) {
    self.init(image: nil)
    self.frame = frame
  }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiimageview/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A switch (a toggle accessory): 51 × 31 points.
///
/// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiswitch
@MainActor
open class UISwitch: UIView {
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiswitch/ison
  open var isOn = false

  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
  }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiswitch/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}
