import Foundation
import Testing

/// A wrapped label in a text wireframe (`show(l)`), as a user sees it through `listlab`: every
/// line drawn when its rows hold it, whatever the style and wherever the cell lands on the grid;
/// `…` after the last line drawn when they do not.
@Suite struct WireframeLineTests {
  /// `listlab demo cards`, step 3: the temperature card's detail wraps onto a second line, which
  /// the wireframe once dropped (a blank row under "Above the comfort range for two").
  @Test func theCardsDemoDrawsBothLinesOfTheWrappedDetail() throws {
    let result = try listlab(["demo", "cards"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let first = try #require(lines.firstIndex { $0.contains("░ Above the comfort range for two") })
    #expect(lines[first + 1].contains("hours. Check the ventilation."), "\(lines[first - 3...first + 2])")
    #expect(lines[first + 2].hasPrefix("  ╰──"))
  }

  /// The same cell in every built-in style, after cells of ten different heights, so that its
  /// card's or its frame's edges snap to the grid at every fraction of a row.
  @Test func everyStyleDrawsEveryLineWhereTheRowsHoldThem() throws {
    let scratch = Scratch()
    let file = try scratch.file(
      "styles.lua",
      """
      local text = "Above the comfort range for two hours. Check the ventilation."
      for _, style in ipairs { "plain", "grouped", "insetGrouped", "cards", "grid", "compositional" } do
        for pad = 0, 9 do
          local cells = {}
          for i = 1, 3 do cells[#cells + 1] = cell("pad" .. i) { height = 40 + pad * i } end
          cells[#cells + 1] = cell "t" {
            row { spacing = 8, padding = 8, align = "top",
              image { width = 32, height = 32 },
              column { spacing = 2, label { text = "Temperature", style = "headline" },
                label { text = text, style = "subheadline", lines = 0 } },
            },
          }
          print("=== " .. style .. " " .. pad)
          show(list { style = style, section "s" (cells) })
        end
      end
      """)
    let result = try listlab(["run", file])
    #expect(result.status == 0, "\(result.stderr)")
    let pictures = result.stdout.components(separatedBy: "=== ").dropFirst()
    #expect(pictures.count == 60)
    for picture in pictures {
      let name = picture.prefix { $0 != "\n" }
      #expect(picture.contains("ventilation."), "\(name):\n\(picture)")
      #expect(!picture.contains("…"), "\(name):\n\(picture)")
    }
  }

  /// One row for a label of two lines (a narrow wireframe): the line drawn ends with `…`.
  @Test func aLabelWithMoreLinesThanRowsEndsWithAnEllipsis() throws {
    let scratch = Scratch()
    let file = try scratch.file(
      "narrow.lua",
      """
      local l = list { style = "cards",
        cell "t" { label { text = "Above the comfort range for two hours. Check the ventilation.", lines = 0 } } }
      show(l, { columns = 50 })
      """)
    let result = try listlab(["run", file])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines[1] == "  ╭─ t " + String(repeating: "─", count: 40) + "╮")
    #expect(lines[2] == "  │Above the comfort range for two hours.…     │")
    #expect(lines[3] == "  ╰" + String(repeating: "─", count: 44) + "╯")
  }
}
