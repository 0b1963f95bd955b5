package import ListBenchInputs
package import ListDeclaration
package import ListDiff
import ListLayout
import ListText

/// Random lists for property tests: every built-in style, headers and footers, fixed, zero,
/// self-sized and plain cells, grid options, estimated heights, viewports of any height.
package struct RandomLists {
  package var generator: SplitMix64
  package var nextID = 0

  package init(seed: UInt64) { generator = SplitMix64(seed: seed) }

  package mutating func below(_ bound: Int) -> Int { generator.below(bound) }

  package mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  package mutating func freshID() -> Identifier {
    nextID += 1
    return chance(20) ? .integer(nextID) : .string("c\(nextID)")
  }

  package mutating func cell() -> CellDeclaration {
    let id = freshID()
    switch below(5) {
    case 0: return CellDeclaration(id: id, height: Double(below(4) == 0 ? 0 : 10 + below(90)))
    case 1: return CellDeclaration(id: id)
    case 2:
      return CellDeclaration(
        id: id,
        builtIn: BuiltInCell(
          text: String(repeating: "word ", count: 1 + below(12)), secondary: chance(50) ? "detail" : nil,
          accessory: chance(30) ? .chevron : nil))
    default:
      return CellDeclaration(
        id: id,
        content: Node(
          .stack(
            Stack(
              axis: .vertical, spacing: Double(below(8)), padding: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16),
              children: [Node(.label(Label(text: String(repeating: "text ", count: 1 + below(20)), style: .body)))]))))
    }
  }

  package mutating func section(id: Identifier, style: ListStyle, cells count: Int) -> SectionDeclaration {
    var layout = SectionLayoutOptions()
    if style == .grid, chance(40) {
      layout.columns = chance(50) ? .fixed(1 + below(4)) : .adaptive(minWidth: Double(60 + below(120)))
      layout.insets = chance(50) ? EdgeInsets(top: 4, left: 8, bottom: 6, right: 8) : nil
    }
    return SectionDeclaration(
      id: id, header: chance(50) ? .text("Header \(id)") : nil, footer: chance(30) ? .text("Footer") : nil,
      cells: (0..<count).map { _ in cell() }, layout: layout)
  }

  package mutating func declaration(style: ListStyle? = nil) -> ListDeclaration {
    let styles: [ListStyle] = [.plain, .grouped, .insetGrouped, .cards, .grid]
    var options = ListOptions()
    options.style = style ?? styles[below(styles.count)]
    options.height = Double(100 + below(700))
    if chance(40) { options.estimatedHeight = Double(20 + below(80)) }
    let sectionCount = 1 + below(4)
    let sections = (0..<sectionCount).map { index in
      section(id: .string("s\(index)"), style: options.style, cells: below(4) == 0 ? 0 : below(30))
    }
    // The environment, drawn after the sections so that a seed's sections stay what they were:
    // a wider screen (its 20-point margins), a safe area, a readable width, right to left.
    if chance(20) { options.width = Double(390 + below(500)) }
    if chance(30) {
      options.safeArea = EdgeInsets(
        top: Double(below(60)), left: Double(below(4) == 0 ? 0 : below(60)), bottom: Double(below(35)),
        right: Double(below(60)))
    }
    if chance(15) { options.readableWidth = true }
    if chance(25) { options.direction = .rtl }
    return ListDeclaration(options: options, sections: sections)
  }
}
