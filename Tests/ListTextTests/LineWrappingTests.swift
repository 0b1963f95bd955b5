import Testing

@testable import ListText

@Suite("Line wrapping")
struct LineWrappingTests {
  static let body = Font(style: .body)

  func width(_ text: String) -> Double { TextMetrics.width(of: text, font: Self.body) }

  func lines(_ text: String, width: Double = .infinity, lines: Int = 0) -> [String] {
    TextMetrics.measure(text: text, font: Self.body, width: width, lines: lines, scale: 3)
      .lines.map(\.text)
  }

  @Test("words wrap greedily at spaces")
  func greedyWords() {
    let text = "one two three four five six"
    #expect(lines(text, width: width("one two three") + 0.01) == ["one two three", "four five six"])
    #expect(
      lines(text, width: width("one two three") - 0.01) == ["one two", "three four", "five six"])
    #expect(lines(text, width: width("one two three four five six")) == [text])
  }

  @Test("a line exactly as wide as the width fits")
  func exactFit() {
    #expect(lines("one two three", width: width("one two")) == ["one two", "three"])
    let measured = TextMetrics.measure(text: "one two", font: Self.body, scale: 3)
    #expect(lines("one two", width: measured.width) == ["one two"])
  }

  @Test("spaces at a line's end take no width and are not drawn")
  func trailingSpaces() {
    let measured = TextMetrics.measure(
      text: "abc    def", font: Self.body, width: width("abc") + 1, scale: 3)
    #expect(measured.lines.map(\.text) == ["abc", "def"])
    #expect(measured.lines[0].width == width("abc"))
    let alone = TextMetrics.measure(text: "abc   ", font: Self.body, scale: 3)
    #expect(alone.lines == [TextLine(text: "abc", width: width("abc"))])
  }

  @Test("several spaces inside a line are kept, and leading ones")
  func innerSpaces() {
    let measured = TextMetrics.measure(text: "  a   b", font: Self.body, scale: 3)
    #expect(measured.lines == [TextLine(text: "  a   b", width: width("  a   b"))])
    #expect(width("  a   b") == width("ab") + 5 * width(" "))
  }

  @Test("a word wider than the line breaks between characters")
  func overlongWord() {
    #expect(lines("abcdef", width: width("abc")) == ["abc", "def"])
    #expect(lines("abcdefg", width: width("abc")) == ["abc", "def", "g"])
    // The long word starts a new line rather than filling the current one.
    #expect(lines("hi abcdefg", width: width("abc")) == ["hi", "abc", "def", "g"])
    // Its last piece is joined by the following words.
    #expect(lines("abcdefg hi", width: width("abcd")) == ["abcd", "efg", "hi"])
  }

  @Test(
    "broken pieces are maximal",
    arguments: [15.0, 40, 61.5, 100])
  func overlongPieces(limit: Double) {
    let word = "Supercalifragilisticexpialidocious"
    let pieces = lines(word, width: limit)
    #expect(pieces.joined() == word)
    for (index, piece) in pieces.enumerated() {
      #expect(width(piece) <= limit)
      if index + 1 < pieces.count {
        let next = pieces[index + 1].first!
        #expect(width(piece + String(next)) > limit, "\(piece) could take \(next)")
      }
    }
  }

  @Test("a character wider than the line still gets a line")
  func zeroWidthLine() {
    #expect(lines("ab c", width: 0) == ["a", "b", "c"])
    #expect(lines("\u{4E2D}\u{6587}", width: 5) == ["\u{4E2D}", "\u{6587}"])
  }

  @Test("hard line breaks")
  func hardBreaks() {
    #expect(lines("a\nb") == ["a", "b"])
    #expect(lines("a\r\nb") == ["a", "b"])
    #expect(lines("a\rb") == ["a", "b"])
    #expect(lines("a\u{2028}b") == ["a", "b"])
    #expect(lines("a\n\nb") == ["a", "", "b"])
    #expect(lines("\nb") == ["", "b"])
    #expect(lines("\n") == [""])
    // A break that ends the text adds no line (as UILabel).
    #expect(lines("a\n") == ["a"])
    #expect(lines("a\r\n") == ["a"])
    #expect(lines("a\n\u{E9}\n") == ["a", "\u{E9}"])
    // Hard and soft breaks together.
    #expect(width("one two") > width("three"))
    #expect(lines("one two\nthree", width: width("three")) == ["one", "two", "three"])
  }

  @Test("empty text is 0 by 0")
  func emptyText() {
    let measured = TextMetrics.measure(text: "", font: Self.body, width: 100, scale: 3)
    #expect(measured.lines.isEmpty)
    #expect(measured.extent == TextExtent(lineCount: 0, width: 0, height: 0, isTruncated: false))
    #expect(TextMetrics.extent(text: "", width: .infinity, scale: 2).height == 0)
  }

  @Test("only spaces make one empty line")
  func onlySpaces() {
    let measured = TextMetrics.measure(text: "   ", font: Self.body, scale: 3)
    #expect(measured.lines == [TextLine(text: "", width: 0)])
    #expect(measured.width == 0)
    #expect(measured.height == 61.0 / 3)
  }

  @Test("infinite width gives one line per hard line")
  func intrinsic() {
    let text = "a fairly long line of text that would wrap at any phone width\nsecond"
    let measured = TextMetrics.measure(text: text, font: Self.body, scale: 2)
    #expect(
      measured.lines.map(\.text) == [
        "a fairly long line of text that would wrap at any phone width", "second",
      ])
    let widest = width("a fairly long line of text that would wrap at any phone width")
    #expect(measured.width == (widest * 2).rounded(.up) / 2)
    #expect(measured.height == 41)  // 2 × 20.287109375 = 40.57, snapped up at @2x
  }

  @Test("CJK wraps between characters")
  func cjkWrapping() {
    let em = 17.0
    #expect(
      lines("\u{4E2D}\u{6587}\u{5B57}\u{7B26}", width: 2.5 * em)
        == ["\u{4E2D}\u{6587}", "\u{5B57}\u{7B26}"])
    // A break is allowed between Latin and CJK, with no space.
    #expect(lines("ab\u{4E2D}\u{6587}", width: width("ab") + em) == ["ab\u{4E2D}", "\u{6587}"])
    #expect(lines("ab\u{4E2D}", width: width("ab") + 1) == ["ab", "\u{4E2D}"])
  }

  @Test("emoji wrap between clusters and never split a sequence")
  func emojiWrapping() {
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    let emoji = 3379 * 17 / 2816.0
    #expect(lines(family + family + family, width: 2.5 * emoji) == [family + family, family])
    #expect(
      lines("\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}", width: emoji) == [
        "\u{1F1EB}\u{1F1F7}", "\u{1F1E9}\u{1F1EA}",
      ])
  }

  @Test("combining marks stay with their base when a word breaks")
  func graphemeBreaking() {
    let word = "e\u{301}e\u{301}e\u{301}e\u{301}"
    #expect(lines(word, width: width("\u{E9}\u{E9}")) == ["e\u{301}e\u{301}", "e\u{301}e\u{301}"])
  }

  @Test("measure-only extent equals the full measurement's")
  func extentMatchesMeasure() {
    let texts = [
      "", "one two three four", "a\n\nb", "Supercalifragilistic", "caf\u{E9} \u{4E2D}\u{6587}",
      "   ", "x\n",
    ]
    for text in texts {
      for limit in [0.0, 30, 80, .infinity] {
        for cap in [0, 1, 2] {
          let full = TextMetrics.measure(
            text: text, style: .footnote, width: limit, lines: cap, scale: 3)
          let extent = TextMetrics.extent(
            text: text, style: .footnote, width: limit, lines: cap, scale: 3)
          #expect(full.extent == extent, "\(text) at \(limit), \(cap) lines")
          #expect(full.lineCount == full.lines.count)
        }
      }
    }
  }

  @Test("the documented footnote example")
  func documentedExample() {
    let label = TextMetrics.measure(
      text: "Small, round, stone fruit", style: .footnote, width: 120, lines: 0, scale: 3)
    #expect(label.lines.map(\.text) == ["Small, round, stone", "fruit"])
    let expected: [Double] = [25552 * 13 / 2816, 5392 * 13 / 2816]
    #expect(label.lines.map(\.width) == expected)
    #expect(label.height == 94.0 / 3)
    #expect(label.width == 354.0 / 3)  // 117.96 snapped up
  }
}
