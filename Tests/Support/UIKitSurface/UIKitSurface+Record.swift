import Foundation

extension UIKitSurface {
  /// Where the record derived from the declarations is checked in.
  package static let recordPath = "Sources/UIKitAvailability/Generated/UIKitMember+All.swift"

  /// The declarations whose doc comment has no readable availability line, as `file:line: name`.
  package static func unrecorded(_ declarations: [SurfaceDeclaration]) -> [String] {
    declarations.filter { $0.availability == nil }.map { "\($0.file):\($0.line): \($0.name)" }
  }

  /// The names declared twice with different availability lines. Overloads that UIKit's
  /// documentation names alike (`append(_:to:)` of items and of a section snapshot) share their
  /// name and must say the same.
  package static func duplicates(_ declarations: [SurfaceDeclaration]) -> [String] {
    var seen: [String: SurfaceDeclaration] = [:]
    var twice: [String] = []
    for declaration in declarations {
      if let first = seen[declaration.name], first.availability != declaration.availability {
        twice.append("\(declaration.file):\(declaration.line): \(declaration.name) (also \(first.file):\(first.line))")
      } else {
        seen[declaration.name] = declaration
      }
    }
    return twice
  }

  /// The Swift file of ``UIKitMember/all``: one entry per declaration, in order.
  package static func recordFile(_ declarations: [SurfaceDeclaration]) -> String {
    var lines = [
      "// The availability of every member ListLabUIKit declares, derived from the doc comments of",
      "// Sources/ListLabUIKit (each cites the Apple page it was read from). Do not edit: after changing",
      "// a doc comment, `LISTLAB_RECORD=1 swift test --filter UIKitSurfaceTests` writes it again.",
      "",
      "extension UIKitMember {",
      "  /// Every member ListLabUIKit declares, in the order of its sources.",
      "  public static let all: [UIKitMember] = [",
    ]
    var written: Set<String> = []
    for declaration in declarations where written.insert(declaration.name).inserted {
      let name = literal(declaration.name)
      switch declaration.availability {
      case .uikit(let introduced, let deprecated, let status, let page)?:
        let path =
          page.hasPrefix(SurfaceDeclaration.pagePrefix)
          ? String(page.dropFirst(SurfaceDeclaration.pagePrefix.count)) : page
        let deprecation = deprecated.map { ", deprecated: \(version($0))" } ?? ""
        lines.append("    UIKitMember(\(name), \(version(introduced))\(deprecation), .\(status), \(literal(path))),")
      case .listLab?:
        lines.append("    UIKitMember(listLab: \(name)),")
      case nil:
        continue
      }
    }
    lines += ["  ]", "}", ""]
    return lines.joined(separator: "\n")
  }

  private static func version(_ text: String) -> String {
    let parts = text.split(separator: ".")
    return "IOSVersion(\(parts[0]), \(parts.count > 1 ? parts[1] : "0"))"
  }

  private static func literal(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
