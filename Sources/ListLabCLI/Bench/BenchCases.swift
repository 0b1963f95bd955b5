import ListAnimation
import ListBenchInputs
import ListDeclaration
import ListDiff
import ListLayout
import ListScript
import ListText

/// The cases of `listlab bench`, each with its target (median, release build, 2 cores; README, "Performance").
enum BenchCases {
  static var all: [BenchCase] {
    [
      diffDifferenceKit("diff.dk.5k", n: 5_000, tinyN: 500, target: 0.5),
      diffDifferenceKit("diff.dk.100k", n: 100_000, tinyN: 1_000, target: 15),
      diffDifferenceKit("diff.dk.1m", n: 1_000_000, tinyN: 2_000, target: 200),
      diffStandardLibrary,
      diffSections,
      layoutFull("layout.full.100k", n: 100_000, tinyN: 200, target: 150),
      layoutFull("layout.full.1m", n: 1_000_000, tinyN: 400, target: 1_500, bytesTarget: 300),
      layoutCompositional,
      layoutUpdate("layout.update.100k", n: 100_000, tinyN: 200, target: nil),
      layoutUpdate("layout.update.1m", n: 1_000_000, tinyN: 400, target: 0.02),
      layoutVisible("layout.visible.100k", n: 100_000, tinyN: 200, target: nil),
      layoutVisible("layout.visible.1m", n: 1_000_000, tinyN: 400, target: 0.005),
      scrollEstimated,
      luaDeclare,
      luaUpdate("lua.update.100k", n: 100_000, tinyN: 300, target: nil),
      luaUpdate("lua.update.1m", n: 1_000_000, tinyN: 400, target: 1),
      luaDelete("lua.delete.100k", n: 100_000, tinyN: 300, target: nil),
      luaDelete("lua.delete.1m", n: 1_000_000, tinyN: 400, target: 1),
      luaInsert("lua.insert.100k", n: 100_000, tinyN: 300, target: nil),
      luaInsert("lua.insert.1m", n: 1_000_000, tinyN: 400, target: 1),
      luaApply,
      luaApplySnapshot,
      luaApplyEquivalent,
      luaFrames,
      luaFramesFloor,
      luaCustom,
      luaFloor,
      luaLabels,
      transition,
      transitionAll,
      replStartup,
    ]
  }

  /// Bytes per item the `layout.full.1m` layout state may take.
  static let bytesTargets: [String: Double] = ["layout.full.1m": 300]

  /// Cases compared with a reference case measured in the same run: at most this many times its
  /// median.
  static let referenceRatios: [String: (reference: String, target: Double)] = [
    "lua.custom.100k": ("lua.floor.100k", 2),
    "lua.apply_snapshot.100k": ("lua.apply_equivalent.100k", 1),
    "lua.frames.100k": ("lua.frames_floor.100k", 1.5),
  ]

  // MARK: - Diff

  /// DifferenceKit's benchmark (see `BenchmarkScenarios.differenceKit`): string ids, through the
  /// staged changeset.
  static func diffDifferenceKit(_ name: String, n: Int, tinyN: Int, target: Double) -> BenchCase {
    BenchCase(
      name: name, n: n, tinyN: tinyN, targetMilliseconds: target, growth: .linear,
      meaning: "diffing two snapshots of \(n.abbreviated) string ids: deletes, inserts and moves, in UIKit-safe stages"
    ) { count in
      let (old, new) = BenchmarkScenarios.differenceKit(count: count)
      return BenchCase.Prepared(run: {
        try Measurement.milliseconds { blackHole(try Changeset(from: old, to: new)) }
      })
    }
  }

  /// Swift's own `difference(from:).inferringMoves()` on DifferenceKit's 5k input.
  static var diffStandardLibrary: BenchCase {
    BenchCase(
      name: "diff.stdlib.5k", n: 5_000, tinyN: 500, targetMilliseconds: nil, growth: .linear,
      meaning: "the same 5k input through the standard library's Myers diff with inferred moves, for comparison"
    ) { count in
      let (old, new) = BenchmarkScenarios.differenceKit(count: count)
      let oldIDs = old.sections[0].items.map(\.id)
      let newIDs = new.sections[0].items.map(\.id)
      return BenchCase.Prepared(run: {
        Measurement.milliseconds { blackHole(newIDs.difference(from: oldIDs).inferringMoves()) }
      })
    }
  }

  /// 100 sections of 1,000 items with deletes, inserts, cross-section moves, section moves and
  /// updates (`BenchmarkScenarios.sectioned`).
  static var diffSections: BenchCase {
    BenchCase(
      name: "diff.sections.100k", n: 100_000, tinyN: 1_000, targetMilliseconds: 25, growth: .linear,
      meaning: "a sectioned data set changing everywhere at once: what `l:apply` diffs in a big scenario"
    ) { count in
      let sections = max(2, count / 1_000)
      let (old, new) = BenchmarkScenarios.sectioned(sections: sections, itemsPerSection: count / sections)
      return BenchCase.Prepared(run: {
        try Measurement.milliseconds { blackHole(try Changeset(from: old, to: new)) }
      })
    }
  }

  // MARK: - Layout

  /// A full self-sizing layout of rows with an image and a column of two wrapping labels.
  static func layoutFull(_ name: String, n: Int, tinyN: Int, target: Double, bytesTarget: Double? = nil) -> BenchCase {
    BenchCase(
      name: name, n: n, tinyN: tinyN, targetMilliseconds: target, growth: .linear,
      meaning: "laying out \(n.abbreviated) self-sizing cells (an image beside a title and a wrapping subtitle)"
    ) { count in
      let declaration = RowCells.declaration(count: count)
      var bytes: Double?
      if bytesTarget != nil {
        // The layout's own state: the declaration already exists and is shared, not copied.
        let before = Measurement.heapBytes()
        let layout = try Layout(declaration)
        bytes = Double(Measurement.heapBytes() - before) / Double(count)
        blackHole(layout)
      }
      return BenchCase.Prepared(
        run: { try Measurement.milliseconds { blackHole(try Layout(declaration)) } },
        bytesPerItem: bytes)
    }
  }

  /// The mixed compositional screen of ``CompositionalScreen``: its target is twice
  /// `layout.full.100k`'s.
  static var layoutCompositional: BenchCase {
    BenchCase(
      name: "layout.compositional.100k", n: 100_000, tinyN: 300, targetMilliseconds: 300, growth: .linear,
      meaning:
        "laying out a compositional screen of 100k cells: carousels, grids, badges, nested groups, self-sizing list sections"
    ) { count in
      let declaration = CompositionalScreen.declaration(count: count)
      return BenchCase.Prepared(run: { try Measurement.milliseconds { blackHole(try Layout(declaration)) } })
    }
  }

  /// Operations timed per run of the per-operation cases (fewer at tiny sizes, where a debug
  /// build checks the layout's invariants after each).
  static func operations(_ full: Int, n: Int) -> Int { n >= 10_000 ? full : 5 }

  static let updatesPerRun = 1_000

  /// One cell's content changes in a laid-out list (its height changes by a line or more), with
  /// the content size and the offset adjusted; timed per change.
  static func layoutUpdate(_ name: String, n: Int, tinyN: Int, target: Double?) -> BenchCase {
    BenchCase(
      name: name, n: n, tinyN: tinyN, targetMilliseconds: target, growth: .perOperation(count: updatesPerRun),
      meaning: "one cell's height change in a laid-out list of \(n.abbreviated): content size and offset adjusted"
    ) { count in
      var layout = try Layout(RowCells.declaration(count: count))
      layout.scroll(to: layout.contentSize.height / 2)
      var generator = SplitMix64(seed: 11)
      var round = 0
      return BenchCase.Prepared(run: {
        round += 1
        // Untimed: the new declarations (each a different subtitle, so a different height).
        let changes = (0..<operations(updatesPerRun, n: count)).map { _ in
          RowCells.cell(generator.below(count), variant: round)
        }
        let milliseconds = try Measurement.milliseconds {
          for cell in changes { try layout.reloadCell(cell) }
        }
        return milliseconds / Double(changes.count)
      })
    }
  }

  static let queriesPerRun = 10_000

  /// The cells visible at a random offset; timed per query.
  static func layoutVisible(_ name: String, n: Int, tinyN: Int, target: Double?) -> BenchCase {
    BenchCase(
      name: name, n: n, tinyN: tinyN, targetMilliseconds: target, growth: .perOperation(count: queriesPerRun),
      meaning: "which cells are on screen at a random offset in a list of \(n.abbreviated)"
    ) { count in
      var layout = try Layout(RowCells.declaration(count: count))
      let height = layout.contentSize.height
      var generator = SplitMix64(seed: 5)
      return BenchCase.Prepared(run: {
        let offsets = (0..<operations(queriesPerRun, n: count)).map { _ in Double(generator.below(max(1, Int(height))))
        }
        var visible = 0
        let milliseconds = Measurement.milliseconds {
          for offset in offsets {
            layout.scroll(to: offset)
            visible &+= layout.visibleItems().count
          }
        }
        blackHole(visible)
        return milliseconds / Double(offsets.count)
      })
    }
  }

  /// Scrolling an estimated-height list from top to bottom, a viewport at a time.
  static var scrollEstimated: BenchCase {
    BenchCase(
      name: "scroll.estimated.100k", n: 100_000, tinyN: 300, targetMilliseconds: 300, growth: .linear,
      meaning: "scrolling a 100k estimated-height list to its end a screen at a time, measuring cells as they appear"
    ) { count in
      var options = ListOptions()
      options.estimatedHeight = 60
      let declaration = RowCells.declaration(count: count, options: options)
      return BenchCase.Prepared(run: {
        var layout = try Layout(declaration)  // untimed: a fresh, unmeasured list each run
        let page = layout.options.height
        return Measurement.milliseconds {
          var previous = -1.0
          while layout.offset > previous {
            previous = layout.offset
            layout.scroll(to: layout.offset + page)
          }
        }
      })
    }
  }

  // MARK: - Lua

  /// A script declaring cells with the built-in shortcut and building the list.
  static var luaDeclare: BenchCase {
    BenchCase(
      name: "lua.declare.100k", n: 100_000, tinyN: 300, targetMilliseconds: 600, growth: .linear,
      meaning: "a Lua script declaring 100k cells and building the list: bridge, validation and layout"
    ) { count in
      let source = """
        local cells = {}
        for i = 1, \(count) do
          cells[i] = cell("row" .. i) { text = "Item " .. i, secondary = "Detail " .. i, accessory = "chevron" }
        end
        local l = list { style = "insetGrouped", section "items" (cells) }
        assert(#l:visible() > 0)
        """
      return BenchCase.Prepared(run: {
        var options = ScriptOptions()
        options.memoryLimitMB = nil
        let host = try ScriptHost(options: options, output: ScriptOutput(format: .text) { _ in })
        defer { host.close() }
        return try Measurement.milliseconds { try host.run(source: source, chunkName: "bench.lua") }
      })
    }
  }

  /// A script declaring cells of custom content (`CustomCellScripts`) and building the list.
  static var luaCustom: BenchCase {
    BenchCase(
      name: "lua.custom.100k", n: 100_000, tinyN: 300, targetMilliseconds: 550, growth: .linear,
      meaning:
        "a Lua script declaring 100k cells of custom content (a row: an image, a column of two boxes) and building the list"
    ) { count in
      luaScript(CustomCellScripts.declaring(count: count))
    }
  }

  /// Cells of custom content whose labels differ from cell to cell (`CustomCellScripts`): what a
  /// declaration costs when little of its content repeats, so that little is shared.
  static var luaLabels: BenchCase {
    BenchCase(
      name: "lua.labels.100k", n: 100_000, tinyN: 300, targetMilliseconds: nil, growth: .linear,
      meaning:
        "100k cells of custom content whose text differs per cell (an avatar, a name and a number): little to share"
    ) { count in
      luaScript(CustomCellScripts.declaringLabelled(count: count))
    }
  }

  /// The same nested tables built by plain Lua functions, in the same kind of Lua state: the cost
  /// of the script to Lua alone, which no binding can beat.
  static var luaFloor: BenchCase {
    BenchCase(
      name: "lua.floor.100k", n: 100_000, tinyN: 300, targetMilliseconds: nil, growth: .linear,
      meaning: "the same 100k cells' tables built by plain Lua functions that only tag them: Lua's own share"
    ) { count in
      luaScript(CustomCellScripts.plainTables(count: count))
    }
  }

  /// Runs `source` in a fresh script host each run; the host is made and closed untimed.
  static func luaScript(_ source: String) -> BenchCase.Prepared {
    BenchCase.Prepared(run: {
      var options = ScriptOptions()
      options.memoryLimitMB = nil
      let host = try ScriptHost(options: options, output: ScriptOutput(format: .text) { _ in })
      defer { host.close() }
      return try Measurement.milliseconds { try host.run(source: source, chunkName: "bench.lua") }
    })
  }

  // MARK: - Transitions

  /// A transition between two 10k-cell layouts with 20% of the cells changed (deleted, inserted,
  /// moved or updated), sampled at 60 steps: the elements on screen, as `t:steps(60)` samples.
  static var transition: BenchCase {
    transitionCase(
      name: "transition.10k", all: false, targetMilliseconds: 20,
      meaning: "an animated change of 2k of 10k cells, sampled at 60 steps as t:steps(60) does (what shows)")
  }

  /// The same, every element of the list sampled (`t:steps(60, {all = true})`).
  static var transitionAll: BenchCase {
    transitionCase(
      name: "transition.all.10k", all: true, targetMilliseconds: 120,
      meaning: "the same, every element of the list sampled (t:steps(60, {all = true}))")
  }

  private static func transitionCase(name: String, all: Bool, targetMilliseconds: Double, meaning: String)
    -> BenchCase
  {
    BenchCase(
      name: name, n: 10_000, tinyN: 200, targetMilliseconds: targetMilliseconds, growth: .linear, meaning: meaning
    ) { count in
      let (old, new) = RowCells.changedPair(count: count)
      let oldLayout = try Layout(old)
      let newLayout = try Layout(new, reusing: oldLayout)
      return BenchCase.Prepared(run: {
        try Measurement.milliseconds {
          let correspondence = try Diff(from: old.data, to: new.data).correspondence
          let transition = Transition(from: oldLayout, to: newLayout, correspondence: correspondence)
          blackHole(try transition.steps(60, all: all))
        }
      })
    }
  }

  // MARK: - Process

  /// Launching `listlab` until its REPL is ready (read at end of input, so it exits at once).
  static var replStartup: BenchCase {
    BenchCase(
      name: "repl.startup", n: 1, tinyN: 1, targetMilliseconds: 40, growth: .constant,
      meaning: "from launching listlab to its REPL's first prompt (stdin at end of file, so it exits there)"
    ) { _ in
      BenchCase.Prepared(run: { try Launch.timeToExit(arguments: []) })
    }
  }
}

/// Cells of the layout benchmarks: a row with a 40-point image and a column of a title and a
/// wrapping subtitle of 2–24 words, deterministic for an index.
enum RowCells {
  static let words = [
    "list", "layout", "cell", "section", "margin", "inset", "card", "grid", "diff", "stage", "update",
    "scroll", "estimate", "height", "label", "image", "wraps", "onto", "another", "line", "the", "and",
    "with", "every", "frame", "measured", "content", "size", "offset", "anchor", "snapshot", "Ω", "façade",
  ]

  static func cell(_ index: Int, variant: Int = 0) -> CellDeclaration {
    var generator = SplitMix64(seed: UInt64(index) &* 2_654_435_761 &+ UInt64(variant))
    let wordCount = 2 + generator.below(23)
    var subtitle = ""
    for word in 0..<wordCount {
      if word > 0 { subtitle += " " }
      subtitle += words[generator.below(words.count)]
    }
    let content = Node(
      .stack(
        Stack(
          axis: .horizontal, spacing: 12, padding: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16),
          align: .top,
          children: [
            Node(.image(Image(name: "avatar", cornerRadius: 20)), width: 40, height: 40),
            Node(
              .stack(
                Stack(
                  axis: .vertical, spacing: 4,
                  children: [
                    Node(.label(Label(text: "Item \(index)", style: .headline, lines: 1))),
                    Node(.label(Label(text: subtitle, style: .subheadline))),
                  ]))),
          ])))
    return CellDeclaration(id: .integer(index), content: content)
  }

  static func declaration(count: Int, options: ListOptions = ListOptions()) -> ListDeclaration {
    var cells: [CellDeclaration] = []
    cells.reserveCapacity(count)
    for index in 0..<count { cells.append(cell(index)) }
    return ListDeclaration(options: options, sections: [SectionDeclaration(id: "items", cells: cells)])
  }

  /// A list and the same list with 20% of its cells changed: 5% deleted, 5% inserted, 5% moved
  /// elsewhere, 5% updated (a new subtitle, so usually a new height).
  static func changedPair(count: Int) -> (old: ListDeclaration, new: ListDeclaration) {
    let old = (0..<count).map { cell($0) }
    var new = old
    var generator = SplitMix64(seed: 3)
    let share = max(1, count / 20)
    for _ in 0..<share { new.remove(at: generator.below(new.count)) }
    for _ in 0..<share {
      let position = generator.below(new.count)
      new[position] = cell(new[position].index, variant: 1)
    }
    var moving: [CellDeclaration] = []
    for _ in 0..<share { moving.append(new.remove(at: generator.below(new.count))) }
    for cell in moving { new.insert(cell, at: generator.below(new.count + 1)) }
    for inserted in 0..<share { new.insert(cell(count + inserted), at: generator.below(new.count + 1)) }
    return (
      ListDeclaration(sections: [SectionDeclaration(id: "items", cells: old)]),
      ListDeclaration(sections: [SectionDeclaration(id: "items", cells: new)])
    )
  }
}

extension CellDeclaration {
  /// The integer id of a benchmark cell.
  fileprivate var index: Int {
    if case .integer(let value) = id { value } else { 0 }
  }
}

extension Int {
  /// `5k`, `100k`, `1M`.
  var abbreviated: String {
    if self >= 1_000_000, self % 1_000_000 == 0 { return "\(self / 1_000_000)M" }
    if self >= 1_000, self % 1_000 == 0 { return "\(self / 1_000)k" }
    return String(self)
  }
}
