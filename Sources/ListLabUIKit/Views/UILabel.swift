public import Foundation

/// Text alignment.
///
/// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, Hashable, Sendable {
  case left = 0, center, right, justified, natural
}

/// Text: measured with the core's text metrics at its font's text style, wrapped at
/// `numberOfLines` (1 by default, as in UIKit; 0 for as many as it needs).
///
/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
  /// nil: the system font at 17 points, measured as `body`.
  ///
  /// https://developer.apple.com/documentation/uikit/uilabel/font
  open var font: UIFont!
  /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  open var numberOfLines = 1
  /// https://developer.apple.com/documentation/uikit/uilabel/textalignment
  open var textAlignment = NSTextAlignment.natural
  /// Drawing only. https://developer.apple.com/documentation/uikit/uilabel/textcolor
  open var textColor: UIColor! = .label
  /// ListLab always measures text at the list's content size category.
  ///
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  open var adjustsFontForContentSizeCategory = false
  /// https://developer.apple.com/documentation/uikit/uilabel/linebreakmode
  open var lineBreakMode = NSLineBreakMode.byTruncatingTail

  public override init(frame: CGRect) {
    super.init(frame: frame)
    hugging = [.horizontal: UILayoutPriority(251), .vertical: UILayoutPriority(251)]
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// https://developer.apple.com/documentation/uikit/nslinebreakmode
public enum NSLineBreakMode: Int, Hashable, Sendable {
  case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// An image: ListLab has no pixels, so an image has the size it is given, 0 × 0 for a named or a
/// symbol image (a view showing one sizes from its constraints, or takes what its stack gives it).
///
/// https://developer.apple.com/documentation/uikit/uiimage
@MainActor
public final class UIImage {
  /// https://developer.apple.com/documentation/uikit/uiimage/size
  public let size: CGSize
  let name: String?

  init(name: String?, size: CGSize) {
    self.name = name
    self.size = size
  }

  /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  public convenience init?(systemName name: String) { self.init(name: name, size: .zero) }

  /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
  public convenience init?(named name: String) { self.init(name: name, size: .zero) }

  /// ListLab's: an image of a size, standing for pixels ListLab does not have.
  public convenience init(size: CGSize) { self.init(name: nil, size: size) }
}

/// A view showing an image: as big as its image, unless constraints size it.
///
/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor
open class UIImageView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiimageview/image
  open var image: UIImage?

  /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    hugging = [.horizontal: UILayoutPriority(251), .vertical: UILayoutPriority(251)]
  }

  public convenience override init(frame: CGRect) {
    self.init(image: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A switch (a toggle accessory): 51 × 31 points.
///
/// https://developer.apple.com/documentation/uikit/uiswitch
@MainActor
open class UISwitch: UIView {
  /// https://developer.apple.com/documentation/uikit/uiswitch/ison
  open var isOn = false

  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }
}
