import ListLayout

/// Which corners of a rectangle are rounded.
struct CornerSet: OptionSet, Hashable, Sendable {
  let rawValue: UInt8

  static let topLeft = CornerSet(rawValue: 1)
  static let topRight = CornerSet(rawValue: 2)
  static let bottomLeft = CornerSet(rawValue: 4)
  static let bottomRight = CornerSet(rawValue: 8)
}

extension CornerSet {
  /// The corners an element rounds: `top` the two top ones, `bottom` the two bottom ones.
  init(_ corners: ListLayout.Element.Corners) {
    switch corners {
    case .none: self = []
    case .top: self = [.topLeft, .topRight]
    case .bottom: self = [.bottomLeft, .bottomRight]
    case .all: self = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    }
  }
}
