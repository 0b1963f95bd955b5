import ListDiff
import Testing

@testable import ListRender

@Suite struct TextFormattingTests {
  @Test(arguments: [
    (44.0, "44"), (20.0 + 1.0 / 3, "20.333"), (0.5, "0.5"), (-8, "-8"), (1e-9, "0"), (-0.0004, "0"),
    (375.6667, "375.667"), (.nan, "nan"), (.infinity, "inf"),
  ])
  func points(value: Double, text: String) {
    #expect(formatPoints(value) == text)
  }

  @Test func idsPrintBareWhenUnambiguous() {
    #expect(LayoutText.displayID("apple") == "apple")
    #expect(LayoutText.displayID("s0.1") == "s0.1")
    #expect(LayoutText.displayID(12) == "12")
    #expect(LayoutText.displayID("12") == "\"12\"")
    #expect(LayoutText.displayID("two words") == "\"two words\"")
  }

  @Test func lineDiffShowsChangesWithContext() {
    let expected = "a\nb\nc\nd\ne\nf\ng\n"
    let actual = "a\nb\nc\nD\ne\nf\ng\n"
    #expect(
      LineDiff.render(expected: expected, actual: actual, expectedName: "old", actualName: "new") == """
        --- old
        +++ new
        @@ line 2 @@
          b
          c
        - d
        + D
          e
          f
        """)
    #expect(LineDiff.render(expected: expected, actual: expected, expectedName: "old", actualName: "new") == "")
    #expect(
      LineDiff.render(expected: "a", actual: "a\n", expectedName: "old", actualName: "new").hasSuffix(
        "differ only in their final newline)"))
  }

  @Test func jsonIsDeterministicAndEscaped() {
    let value = JSONValue.object([
      ("b", .integer(1)), ("a", .string("q\"\n\u{1}")), ("n", .number(0.5)), ("i", .number(.infinity)),
    ])
    #expect(value.serialized == #"{"b":1,"a":"q\"\n\u0001","n":0.5,"i":null}"#)
  }
}
