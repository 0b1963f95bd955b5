import Testing

@testable import ListLabCLI

@Suite struct DemoFormatTests {
  @Test func stepsNarrationCodeAndLineNumbers() throws {
    let demo = try Demo.parse(
      """
      -- demo: A short demo.
      -- It introduces
      -- itself.

      --- First step,
      --- on two lines.
      local l = list {}

      print(l)

      --- A step without code.
      --- Last step.
      show(l)
      """, name: "short")
    #expect(demo.summary == "A short demo.")
    #expect(demo.introduction == "It introduces itself.")
    #expect(demo.steps.count == 2)
    #expect(demo.steps[0].narration == "First step, on two lines.")
    #expect(demo.steps[0].code == "local l = list {}\n\nprint(l)")
    #expect(demo.steps[0].firstLine == 7)
    #expect(demo.steps[1].narration == "A step without code. Last step.")
    #expect(demo.steps[1].firstLine == 13)
  }

  @Test func formatErrors() {
    #expect(throws: Demo.FormatError.self) { try Demo.parse("print(1)", name: "x") }
    #expect(throws: Demo.FormatError.self) { try Demo.parse("-- demo: x\nprint(1)", name: "x") }
    #expect(throws: Demo.FormatError.self) { try Demo.parse("-- demo: x\n-- just words", name: "x") }
  }
}
