import Testing

@testable import ListText

@Suite("Line cap and truncation")
struct TruncationTests {
  static let body = Font(style: .body)

  func width(_ text: String) -> Double { TextMetrics.width(of: text, font: Self.body) }

  func measure(_ text: String, width: Double = .infinity, lines: Int) -> TextMeasurement {
    TextMetrics.measure(text: text, font: Self.body, width: width, lines: lines, scale: 3)
  }

  @Test("one line: the tail is cut at a character and ends with an ellipsis")
  func oneLine() {
    let text = "one two three four"
    let limit = width("one two three")
    let measured = measure(text, width: limit, lines: 1)
    #expect(measured.lines.map(\.text) == ["one two thr\u{2026}"])
    #expect(measured.isTruncated)
    #expect(measured.lineCount == 1)
    #expect(measured.lines[0].width == width("one two thr\u{2026}"))
    #expect(measured.lines[0].width <= limit)
    #expect(width("one two thre\u{2026}") > limit)
  }

  @Test("the ellipsis follows the last kept character, not a space")
  func noSpaceBeforeEllipsis() {
    // Room for "one two …" but not for "one two t…": the space is dropped, not drawn.
    let limit = width("one two \u{2026}") + 0.5
    #expect(width("one two t\u{2026}") > limit)
    let measured = measure("one two three", width: limit, lines: 1)
    #expect(measured.lines.map(\.text) == ["one two\u{2026}"])
    #expect(measured.lines[0].width == width("one two\u{2026}"))
  }

  @Test("lines above the cap are kept, the last one is cut")
  func secondLine() {
    let text = "one two three four five six seven eight"
    let measured = measure(text, width: width("one two three") + 0.01, lines: 2)
    #expect(measured.lines.count == 2)
    #expect(measured.lines[0].text == "one two three")
    #expect(measured.lines[1].text.hasSuffix("\u{2026}"))
    #expect(measured.lines[1].text.hasPrefix("four five"))
    #expect(measured.height == (2 * 20.287109375 * 3).rounded(.up) / 3)
    #expect(measured.extent.isTruncated)
  }

  @Test("text that fits in the cap is not truncated")
  func fits() {
    let text = "one two three four five six"
    let limit = width("one two three") + 0.01
    let measured = measure(text, width: limit, lines: 2 + 1)
    #expect(!measured.isTruncated)
    #expect(measured.lines.map(\.text) == ["one two three", "four five six"])
    #expect(measure("a\nb\n", lines: 2).lines.map(\.text) == ["a", "b"])
    #expect(!measure("a\nb\n", lines: 2).isTruncated)
  }

  @Test("more paragraphs after the last line add an ellipsis")
  func paragraphs() {
    let measured = measure("a\nb\nc", lines: 2)
    #expect(measured.lines.map(\.text) == ["a", "b\u{2026}"])
    #expect(measured.isTruncated)
    #expect(measure("Hi\nthere", width: 200, lines: 1).lines.map(\.text) == ["Hi\u{2026}"])
  }

  @Test("a cut inside an overlong word")
  func overlongWord() {
    let measured = measure("abcdefghij", width: width("abcd"), lines: 2)
    #expect(measured.lines.map(\.text) == ["abcd", "ef\u{2026}"])
    #expect(measured.lines[1].width <= width("abcd"))
  }

  @Test("when not even the ellipsis fits, it is drawn alone")
  func tooNarrow() {
    let measured = measure("abc def", width: 1, lines: 1)
    #expect(measured.lines.map(\.text) == ["\u{2026}"])
    #expect(measured.lines[0].width == width("\u{2026}"))
  }

  @Test("graphemes are never split by the cut")
  func graphemes() {
    let flag = "\u{1F1EB}\u{1F1F7}"
    let measured = measure(flag + flag + flag, width: 2.5 * 3379 * 17 / 2816.0, lines: 1)
    #expect(measured.lines.map(\.text) == [flag + "\u{2026}"])
  }
}
