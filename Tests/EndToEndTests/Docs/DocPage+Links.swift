import Foundation

/// A link of a page's prose: `[text](target)` or `![alt](target)`.
struct DocLink: Sendable {
  let line: Int
  /// The file part of the target, relative to the page's folder (empty for `#anchor` alone).
  let file: String
  /// The part after `#`, if any.
  let anchor: String?
}

extension DocPage {
  /// The links to files of the repository: every target that is not a URL with a scheme.
  var relativeLinks: [DocLink] {
    proseLines.flatMap { number, text in
      Self.targets(in: Self.withoutCodeSpans(text)).compactMap { target -> DocLink? in
        if target.contains("://") || target.hasPrefix("mailto:") { return nil }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        return DocLink(line: number, file: String(parts[0]), anchor: parts.count > 1 ? String(parts[1]) : nil)
      }
    }
  }

  /// The anchors GitHub gives the page's headings (`## Changing the list` → `changing-the-list`;
  /// a repeated heading gets `-1`, `-2`, …).
  var anchors: Set<String> {
    var seen: [String: Int] = [:]
    var anchors = Set<String>()
    for (_, text) in proseLines {
      let hashes = text.prefix { $0 == "#" }.count
      guard (1...6).contains(hashes), text.dropFirst(hashes).first == " " else { continue }
      let slug = Self.slug(String(text.dropFirst(hashes + 1)))
      let count = seen[slug, default: 0]
      anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
      seen[slug] = count + 1
    }
    return anchors
  }

  /// GitHub's anchor for a heading: its text as rendered (no code or emphasis marks, a link's text
  /// only), lower-cased, with everything but letters, digits, `-`, `_` and spaces removed and
  /// each space a `-`.
  static func slug(_ heading: String) -> String {
    var text = heading.trimmingCharacters(in: .whitespaces)
    text = text.replacing(/\[([^\]]*)\]\([^)]*\)/) { String($0.output.1) }
    return String(
      text.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        if character.isLetter || character.isNumber || character == "-" || character == "_" { return character }
        return nil
      })
  }

  /// The text with its code spans (`` `…` ``) blanked, so that a link written as code is not one.
  private static func withoutCodeSpans(_ text: String) -> String {
    text.replacing(/`[^`]*`/) { _ in "" }
  }

  /// The targets of the links in one line of prose.
  private static func targets(in text: String) -> [String] {
    text.matches(of: /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/).map { String($0.output.1) }
  }
}
