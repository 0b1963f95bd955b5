import Foundation
import Testing

/// A separator travels with its cell in `print(t)`, as it does in UIKit, where it belongs to the
/// cell: it once faded in at its final place while its cell was still sliding there.
@Suite struct SeparatorPrintTests {
  @Test func aSeparatorACellGainsTravelsWithIt() throws {
    let scratch = Scratch()
    let file = try scratch.file(
      "gain.lua",
      """
      local l = list { section "s" { cell "a" {}, cell "b" {}, cell "c" {} } }
      print(l:move("c", { before = "a" }, { steps = 2, curve = "linear" }))
      """)
    let result = try listlab(["run", file])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    // c slides from 88 to 0; its new separator stays at its bottom, fading in; b, now the last,
    // takes its separator down with it, fading out.
    for expected in [
      "  cell c (0 88; 375 44) moving", "  separator c (16 131.667; 359 0.333) alpha=0 moving",
      "  cell c (0 44; 375 44) moving", "  separator c (16 87.667; 359 0.333) alpha=0.5 moving",
      "  cell c (0 0; 375 44) moving", "  separator c (16 43.667; 359 0.333) moving",
      "  separator b (16 87.667; 359 0.333) shifting", "  separator b (16 109.667; 359 0.333) alpha=0.5 shifting",
      "  separator b (16 131.667; 359 0.333) alpha=0 shifting",
    ] {
      #expect(lines.contains(expected), "\(expected)\n\(result.stdout)")
    }
    #expect(!result.stdout.contains("inserting") && !result.stdout.contains("deleting"))
  }
}
