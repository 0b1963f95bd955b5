import Foundation

extension UIKitSurface {
  /// The markers around docs/swift.md's table of members.
  package static let tableStart =
    "<!-- members: derived from Sources/ListLabUIKit's doc comments; UIKitSurfaceTests checks it -->"
  package static let tableEnd = "<!-- end of members -->"

  /// The types of the table (every UIKit type ListLabUIKit declares), each with its members.
  static func rows(_ declarations: [SurfaceDeclaration]) -> [(type: String, members: [SurfaceDeclaration])] {
    var rows: [(type: String, members: [SurfaceDeclaration])] = []
    var index: [String: Int] = [:]
    for declaration in declarations {
      guard case .uikit? = declaration.availability else { continue }
      let type =
        declaration.kind == .type || declaration.kind == .typeAlias
        ? declaration.name : (declaration.owner ?? declaration.name)
      if index[type] == nil {
        index[type] = rows.count
        rows.append((type, []))
      }
      if declaration.name != type { rows[index[type]!].members.append(declaration) }
    }
    return rows
  }

  /// docs/swift.md's table: per type, its members by what ListLab does with them.
  package static func table(_ declarations: [SurfaceDeclaration]) -> String {
    var lines = [
      tableStart, "",
      "| Type | Modelled | Stored (kept; changes no frame) | Refused (stops with a message) |",
      "| --- | --- | --- | --- |",
    ]
    for (type, members) in rows(declarations) {
      func names(_ status: String) -> String {
        let selected = members.filter {
          if case .uikit(_, _, let memberStatus, _)? = $0.availability { memberStatus == status } else { false }
        }
        var seen: Set<String> = []
        return selected.map { String($0.name.dropFirst(type.count + 1)) }.filter { seen.insert($0).inserted }
          .map { "`\($0.replacingOccurrences(of: "`", with: ""))`" }.joined(separator: ", ")
      }
      var status = ""
      if case .uikit(_, _, let typeStatus, _)? = declarations.first(where: { $0.name == type })?.availability {
        status = typeStatus == "modelled" ? "" : " (\(typeStatus))"
      }
      lines.append("| `\(type)`\(status) | \(names("modelled")) | \(names("stored")) | \(names("refused")) |")
    }
    lines += ["", tableEnd]
    return lines.joined(separator: "\n")
  }

  /// docs/swift.md with its table replaced by `table`.
  package static func page(_ page: String, table: String) -> String? {
    guard let start = page.range(of: tableStart), let end = page.range(of: tableEnd), start.upperBound <= end.lowerBound
    else { return nil }
    return String(page[..<start.lowerBound]) + table + String(page[end.upperBound...])
  }
}
