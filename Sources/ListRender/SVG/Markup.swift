import ListDeclaration
import ListLayout

/// Text and numbers as SVG and HTML markup writes them.
enum Markup {
  /// `text` safe inside an element or a double-quoted attribute: `& < > "` escaped, control
  /// characters (which XML does not allow) replaced by `�`.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// A number of points: at most three decimals, as the printed frames show them.
  static func number(_ value: Double) -> String { formatPoints(value.isFinite ? value : 0) }

  /// `x y w h`, as `data-frame` attributes carry a frame (the printed frame's numbers).
  static func frame(_ frame: Rect) -> String {
    "\(number(frame.x)) \(number(frame.y)) \(number(frame.width)) \(number(frame.height))"
  }

  /// JSON text safe inside a `<script>` element: `</` cannot end the element early.
  static func scriptJSON(_ value: JSONValue) -> String {
    value.serialized.replacingOccurrences(of: "</", with: "<\\/")
      .replacingOccurrences(of: "\u{2028}", with: "\\u2028")
      .replacingOccurrences(of: "\u{2029}", with: "\\u2029")
  }

  /// The outline of `frame` with the given corners rounded by `radius` (clamped to half the
  /// shorter side), as an SVG path.
  ///
  ///     roundedRect(Rect(x: 0, y: 0, width: 20, height: 10), corners: .top, radius: 4)
  ///     // M0 4A4 4 0 0 1 4 0H16A4 4 0 0 1 20 4V10H0Z
  static func roundedRect(_ frame: Rect, corners: Element.Corners, radius: Double) -> String {
    let r = max(0, min(radius, frame.width / 2, frame.height / 2))
    let top = r > 0 && (corners == .top || corners == .all) ? r : 0
    let bottom = r > 0 && (corners == .bottom || corners == .all) ? r : 0
    let (x, y, maxX, maxY) = (frame.x, frame.y, frame.maxX, frame.maxY)
    func n(_ value: Double) -> String { number(value) }
    var d = "M\(n(x)) \(n(y + top))"
    if top > 0 { d += "A\(n(top)) \(n(top)) 0 0 1 \(n(x + top)) \(n(y))" }
    d += "H\(n(maxX - top))"
    if top > 0 { d += "A\(n(top)) \(n(top)) 0 0 1 \(n(maxX)) \(n(y + top))" }
    d += "V\(n(maxY - bottom))"
    if bottom > 0 { d += "A\(n(bottom)) \(n(bottom)) 0 0 1 \(n(maxX - bottom)) \(n(maxY))" }
    d += "H\(n(x + bottom))"
    if bottom > 0 { d += "A\(n(bottom)) \(n(bottom)) 0 0 1 \(n(x)) \(n(maxY - bottom))" }
    return d + "Z"
  }
}

extension String {
  /// Every occurrence of `target` replaced (Foundation-free).
  func replacingOccurrences(of target: String, with replacement: String) -> String {
    guard !target.isEmpty, contains(target) else { return self }
    var result = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
