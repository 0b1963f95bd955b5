/// An iOS version, as Apple's documentation pages give availability: `14.0`, `14.5`, `18.0`.
public struct IOSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var major: Int
  public var minor: Int

  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// `17`, `17.0` or `17.4`; nil for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
      let major = Int(parts[0]), major >= 0, let minor = parts.count == 2 ? Int(parts[1]) : 0, minor >= 0
    else { return nil }
    self.init(major, minor)
  }

  public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }

  /// `17.0`, as Apple's pages write it.
  public var description: String { "\(major).\(minor)" }
}
