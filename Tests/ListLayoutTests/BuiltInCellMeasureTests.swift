import ListBenchInputs
import ListDeclaration
import ListDiff
import ListText
import Testing

@testable import ListLayout

/// Built-in cells are measured from their description (`BuiltInCell.Part`) without building their
/// node tree; the tree, measured as any custom content, is the reference.
@Suite struct BuiltInCellMeasureTests {
  static let texts = [
    nil, "", "Apple", "A rather long title that wraps onto a second line at most widths",
    "Ωmega façade 😀 wide 漢字", "line one\nline two",
  ]

  @Test(arguments: [1.0, 2.0, 3.0])
  func fieldsMeasureAsTheirNodeTree(scale: Double) {
    var generator = SplitMix64(seed: UInt64(scale * 7))
    for category in [ContentSizeCategory.large, .accessibility5] {
      let content = ContentLayout(category: category, grid: PixelGrid(scale: scale))
      for _ in 0..<400 {
        var cell = BuiltInCell(
          text: Self.texts[generator.below(Self.texts.count)],
          secondary: Self.texts[generator.below(Self.texts.count)],
          accessory: generator.below(3) == 0
            ? nil : BuiltInCell.Accessory.allCases.filter { $0 != .badge }.randomElement(using: &generator))
        switch generator.below(4) {
        case 0: cell.imageWidth = Double(generator.below(80))
        case 1: cell.imageHeight = Double(generator.below(80))
        case 2: (cell.imageWidth, cell.imageHeight) = (29, 70)
        default: break
        }
        let width = [0, 10, 60, 120, 200, 320.5, 375, 1024][generator.below(8)]
        #expect(
          content.height(of: cell, width: width) == content.height(of: cell.node, width: width), "\(cell) at \(width)")
      }
    }
  }

  @Test func badgeCellsMeasureAsTheirNodeTree() {
    let content = ContentLayout(grid: PixelGrid(scale: 3))
    let cell = BuiltInCell(text: "Inbox with a long name that wraps", accessory: .badge, badge: "12")
    #expect(content.height(of: cell, width: 200) == content.height(of: cell.node, width: 200))
  }

  @Test func aBuiltInCellKeepsNoNodeTreeButShowsOne() {
    let cell = CellDeclaration(id: "a", builtIn: BuiltInCell(text: "Apple", secondary: "Red"))
    #expect(cell.customContent == nil)
    #expect(cell.hasBuiltInContent)
    #expect(cell.content == BuiltInCell(text: "Apple", secondary: "Red").node)
    #expect(cell.isSelfSizing)
    let content = ContentLayout(grid: PixelGrid(scale: 3))
    #expect(content.height(ofContentOf: cell, width: 375) == content.height(of: cell.content!, width: 375))
    #expect(content.height(ofContentOf: CellDeclaration(id: "b", height: 30), width: 375) == nil)
  }

  @Test func builtInCellsCompareByTheirFields() {
    let apple = CellDeclaration(id: "a", builtIn: BuiltInCell(text: "Apple"))
    #expect(apple == CellDeclaration(id: "a", builtIn: BuiltInCell(text: "Apple")))
    #expect(apple != CellDeclaration(id: "a", builtIn: BuiltInCell(text: "Apples")))
    #expect(apple != CellDeclaration(id: "a", builtIn: BuiltInCell(text: "Apple", accessory: .chevron)))
    // Text that differs only in its normalization is the same content, as with `Hasher`.
    #expect(
      CellDeclaration(id: "a", builtIn: BuiltInCell(text: "caf\u{E9}"))
        == CellDeclaration(id: "a", builtIn: BuiltInCell(text: "cafe\u{301}")))
    // Custom content that happens to be the built-in tree is still custom content.
    let custom = CellDeclaration(id: "a", content: BuiltInCell(text: "Apple").node)
    #expect(custom.customContent != nil)
    #expect(custom.content == apple.content)
  }
}

@Suite struct OneLineLabelTests {
  @Test func aOneLineLabelIsOneLineTallWithoutMeasuringItsText() {
    let texts = [
      "", " ", "   ", "\n", "\n\n", "a\nb", "\r\n", "\u{2028}", "Apple", "A long title that would wrap many times over",
      "😀😀😀", "漢字漢字漢字漢字", "e\u{301}", "\t",
    ]
    for scale in [1.0, 2.0, 3.0] {
      for category in [ContentSizeCategory.xSmall, .large, .accessibility5] {
        let content = ContentLayout(category: category, grid: PixelGrid(scale: scale))
        for text in texts {
          for style in TextStyle.allCases {
            for width in [0, 1, 40, 375, Double.infinity] {
              let label = Label(text: text, style: style, lines: 1)
              #expect(
                content.labelHeight(label, width: width) == content.labelExtent(label, width: width).height,
                "\(text.debugDescription) \(style) \(width)")
            }
          }
        }
      }
    }
  }
}
