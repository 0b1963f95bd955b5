import ListDeclaration
import ListLayout
import Testing

@testable import ListRender

/// The building blocks: direction sets, the grid mapping, terminal text.
@Suite struct CanvasTests {
  @Test func everyDirectionSetHasItsCharacter() {
    let expected: [Character] = [" ", "│", "│", "│", "─", "┘", "┐", "┤", "─", "└", "┌", "├", "─", "┴", "┬", "┼"]
    #expect((0..<16).map { Directions(rawValue: UInt8($0)).glyph() } == expected)
    #expect(
      [Directions.down.union(.right), [.down, .left], [.up, .right], [.up, .left]].map { $0.glyph(rounded: true) } == [
        "╭", "╮", "╰", "╯",
      ])
    #expect(Directions([.up, .down, .right]).glyph(rounded: true) == "├")
  }

  @Test func edgesRoundToTheNearestCellAndCardsSnapInward() {
    let raster = Raster(viewport: Rect(x: 0, y: 100, width: 375, height: 667), scale: .standard)
    #expect(raster.columns == 76 && raster.rows == 68)
    let frame = Rect(x: 8, y: 196, width: 359, height: 100)  // rows 9.6 … 19.6, columns 1.6 … 73.4
    #expect(raster.edges(of: frame) == Raster.Edges(top: 10, bottom: 20, left: 2, right: 73))
    #expect(raster.edges(of: frame, inward: true) == Raster.Edges(top: 10, bottom: 19, left: 2, right: 73))
    // Too small to have a cell inside: the nearest cells after all.
    #expect(
      raster.edges(of: Rect(x: 1, y: 101, width: 2, height: 2), inward: true)
        == Raster.Edges(top: 0, bottom: 0, left: 0, right: 1))
  }

  @Test func adjacentFramesShareTheirBorder() {
    let raster = Raster(viewport: Rect(x: 0, y: 0, width: 375, height: 667), scale: .standard)
    for top in stride(from: 0.0, to: 300, by: 1.0 / 3) {
      #expect(
        raster.edges(of: Rect(x: 0, y: 0, width: 375, height: top)).bottom
          == raster.edges(of: Rect(x: 0, y: top, width: 375, height: 44)).top)
    }
  }

  @Test func interiorCellsAreThoseWhoseCentresAreInside() {
    let raster = Raster(viewport: Rect(x: 0, y: 0, width: 100, height: 100), scale: .standard)
    #expect(raster.interiorRows(of: Rect(x: 0, y: 11, width: 10, height: 20.33)) == 2...3)
    #expect(raster.interiorColumns(of: Rect(x: 16, y: 0, width: 43, height: 10)) == 4...11)
    #expect(raster.interiorRows(of: Rect(x: 0, y: 22, width: 10, height: 5)) == 2...2)
  }

  @Test func textIsFittedWithAnEllipsis() {
    func fitted(_ text: String, _ columns: Int) -> String {
      String(TerminalText.fitted(text, columns: columns).map(\.character))
    }
    #expect(fitted("Blueberry", 9) == "Blueberry")
    #expect(fitted("Blueberry", 6) == "Blueb…")
    #expect(fitted("Blueberry", 1) == "…")
    #expect(fitted("Blueberry", 0) == "")
    #expect(fitted("日本語", 6) == "日本語")
    #expect(fitted("日本語", 5) == "日本…")
    #expect(fitted("日本語", 4) == "日…")
    #expect(TerminalText.glyph("🍎").width == 2)
    #expect(TerminalText.glyph("é").width == 1)
    #expect(TerminalText.glyph("\u{7}").character == "�")
  }

  @Test func wideCharactersOverwrittenByHalfLoseTheirOtherHalf() {
    var canvas = Canvas(columns: 6, rows: 1)
    canvas.write(TerminalText.fitted("日本語", columns: 6), row: 0, column: 0, ink: .plain)
    canvas.write(TerminalText.fitted("x", columns: 1), row: 0, column: 3, ink: .plain)
    #expect(canvas.lines(colors: false) == ["日 x語"])
  }

  @Test func inkEscapes() {
    #expect(Ink.plain.escape == "")
    #expect(Ink(color: .red, dim: true).escape == "\u{1B}[2;31m")
    #expect(Ink(color: .default, dim: true).escape == "\u{1B}[2m")
    #expect(Ink(color: .cyan, dim: false).escape == "\u{1B}[36m")
  }
}
