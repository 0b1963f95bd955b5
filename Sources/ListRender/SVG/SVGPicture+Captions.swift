import ListText

extension SVGPicture {
  /// The size of an element's caption (`.ll-id` in the page's style), in points.
  static let captionSize = 9.0

  /// The width of `text` as a caption: the layout's advances (Inter's) at ``captionSize``.
  ///
  /// - Complexity: O(n) in the text's length.
  static func captionWidth(_ text: String) -> Double {
    let font = Font(style: .caption2)
    return TextMetrics.width(of: text, font: font) * captionSize / font.pointSize
  }

  /// The caption that fits in `width` points: the id with its notes (`topic.Photo · estimated`),
  /// else the id alone (the element's outline shows the notes too: dashed when estimated), else
  /// the id cut with `…` (`topic.Produc…`); nil when not even a character and `…` fit.
  ///
  /// - Complexity: O(n²) in the id's length in the worst case (a handful of characters are
  ///   measured again as each is dropped); ids are short.
  static func fittedCaption(_ id: String, notes: [String], width: Double) -> (text: String, width: Double)? {
    var candidates = [([id] + notes).filter { !$0.isEmpty }.joined(separator: " · ")]
    if !id.isEmpty, !notes.isEmpty { candidates.append(id) }
    for candidate in candidates {
      let measured = captionWidth(candidate)
      if measured <= width { return (candidate, measured) }
    }
    var cut = Substring(candidates.last ?? id)
    while !cut.isEmpty {
      cut = cut.dropLast()
      while cut.last == " " { cut = cut.dropLast() }
      guard !cut.isEmpty else { break }
      let text = cut + "…"
      let measured = captionWidth(String(text))
      if measured <= width { return (String(text), measured) }
    }
    return nil
  }
}
