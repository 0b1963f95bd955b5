import LuaBridge
import Testing

@testable import ListScript

/// The compositional constructors as scripts use them: what they build, what they print, how
/// their mistakes are worded, and the list methods of orthogonal rows.
@Suite struct CompositionalBindingTests {
  @Test func aGridDeclaredInLuaPrintsItsFrames() throws {
    // Five 75-point items to a row, each inset by 2.
    let script = try ScriptHarness()
    try script.run(
      """
      print(list {
        layout = layout_section {
          hgroup { height = fractional_width(0.2), item { width = fractional_width(0.2), insets = 2 } },
        },
        section "grid" { cell "a" {}, cell "b" {}, cell "c" {}, cell "d" {}, cell "e" {}, cell "f" {} },
      })
      """)
    #expect(
      script.takeOutput() == """
        list compositional 375×667 @3x · offset 0 · 1 section, 6 cells
        section grid [0]
          cell a [0,0] (2 2; 71 71)
          cell b [0,1] (77 2; 71 71)
          cell c [0,2] (152 2; 71 71)
          cell d [0,3] (227 2; 71 71)
          cell e [0,4] (302 2; 71 71)
          cell f [0,5] (2 77; 71 71)
        content size (375 150)
        """)
  }

  @Test func framesCarryElementKindsAndZIndices() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      local l = list {
        layout = layout_section {
          hgroup { height = absolute(50), item { width = absolute(100), supplementary { z = 3 } } },
          background = true,
        },
        section "s" { cell "a" {} },
      }
      local f = l:frames()
      return #f, f[1].kind, f[1].element_kind, f[3].kind, f[3].element_kind, f[3].z, f[3].x, f[3].y
      """)
    // The background first, the cell, then its badge: 20 × 20 at its top trailing corner (80, 0).
    #expect(
      results.map(\.description) == ["3", "decoration", "background", "supplementary", "badge", "3", "80.0", "0.0"])
  }

  @Test func theProviderReceivesTheIndexAndTheEnvironment() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local l = list {
        width = 800,
        layout = compositional {
          section = function(index, env)
            print(index, env.id, env.width, env.size_class, env.vertical_size_class, env.content_size)
            print(env)
            return list_configuration(index == 0 and "insetGrouped" or "plain")
          end,
        },
        section "a" { cell "x" {} },
        section "b" { cell "y" {} },
      }
      print(l:frame("x").x, l:frame("y").x)
      """)
    #expect(
      script.takeOutput() == """
        0\ta\t800.0\tregular\tregular\tlarge
        layout environment 800×667 · regular width, regular height · large · section 0
        1\tb\t800.0\tregular\tregular\tlarge
        layout environment 800×667 · regular width, regular height · large · section 1
        20.0\t0.0
        """)
  }

  @Test func theContentSizeCategoryReachesTheProvidersEnvironment() throws {
    // The list's content_size is the environment's trait collection's category: a provider sees
    // it, and can lay a larger text size out in fewer columns.
    let script = try ScriptHarness()
    try script.run(
      """
      local function grid(category)
        return list {
          content_size = category,
          layout = compositional {
            section = function(index, env)
              print(env.content_size)
              local columns = env.content_size:find("accessibility") and 2 or 4
              return layout_section { hgroup { height = absolute(50), count = columns, item {} } }
            end,
          },
          section "s" { cell "a" {}, cell "b" {} },
        }
      end
      print(grid("accessibility3"):frame("b").x, grid("xSmall"):frame("b").x)
      """)
    #expect(
      script.takeOutput() == """
        accessibility3
        xSmall
        187.66666666667\t93.666666666667
        """)
  }

  @Test func mistakesAreReportedTogetherWithSuggestions() throws {
    let script = try ScriptHarness()
    #expect(
      script.failure(
        """
        list { layout = layout_section { hgroup { item { widht = 3 } }, spacign = 2, orthogonal = "pagin" }, cell "a" {} }
        """)
          == """
          test.lua:1: invalid list (3 problems):
            test.lua:1: layout_section: orthogonal "pagin" is not a scrolling behavior (did you mean "paging"?); expected one of none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
            test.lua:1: layout_section: unknown field "spacign" (did you mean "spacing"?)
            test.lua:1: item: unknown field "widht" (did you mean "width"?)
          """)
    #expect(
      script.failure("list { style = 'grid', layout = list_configuration 'plain', cell 'a' {} }")
        == "test.lua:1: invalid list: list: layout applies to the compositional style (this list is grid)")
    #expect(
      script.failure("list { layout = layout_section { hgroup { item {}, count = 2, item {} } }, cell 'a' {} }")
        == "test.lua:1: invalid list: hgroup: count copies one subitem (subitem:count:); this group has 2"
    )
    #expect(
      script.failure("list { layout = layout_section { hgroup { item {}, repeating = 2, item {} } }, cell 'a' {} }")
        == "test.lua:1: invalid list: hgroup: repeating copies one subitem (repeatingSubitem:count:); this group has 2"
    )
    #expect(
      script.failure("list { layout = layout_section { hgroup { count = 2, repeating = 2, item {} } }, cell 'a' {} }")
        == "test.lua:1: invalid list: hgroup: repeating cannot be given with count: count shares the group's length between equal copies (subitem:count:), repeating keeps the item's size (repeatingSubitem:count:)"
    )
    #expect(
      script.failure("fractional_width(-1)")
        == "test.lua:1: bad argument #1 to 'fractional_width' (fractional_width takes a finite number from 0 to 1000000, got -1.0)"
    )
  }

  @Test func aProviderThatFailsOrReturnsTheWrongThingNamesTheSection() throws {
    let script = try ScriptHarness()
    #expect(
      script.failure(
        "list { layout = compositional { section = function() return 3 end }, section 's' { cell 'a' {} } }")
        == "test.lua:1: invalid list: section \"s\" [0]: the section provider failed: it must return a layout_section {…} or a list_configuration {…}, got number"
    )
    #expect(
      script.failure(
        "list { layout = compositional { section = function() error('boom') end }, section 's' { cell 'a' {} } }")
        == "test.lua:1: invalid list: section \"s\" [0]: the section provider failed: test.lua:1: boom")
  }

  @Test func aCustomGroupsFunctionGetsTheGroupsSize() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      local l = list {
        layout = layout_section {
          custom_group {
            height = absolute(100),
            frames = function(size) return { { x = 0, y = 0, w = size.width / 3, h = size.height } } end,
          },
        },
        section "s" { cell "a" {}, cell "b" {} },
      }
      local b = l:frame("b")
      return b.x, b.y, b.w, b.h
      """)
    #expect(results.map(\.description) == ["0.0", "100.0", "125.0", "100.0"])
  }

  @Test func negativeInsetsAreWordedAsSentences() throws {
    let script = try ScriptHarness()
    func failure(_ insets: String) -> String? {
      script.failure("list { layout = layout_section { hgroup { item {} }, insets = \(insets) }, cell 'a' {} }")
    }
    #expect(
      failure("-3") == "test.lua:1: invalid list: layout_section: insets must not be negative, got -3")
    #expect(
      failure("{-3, 2}")
        == "test.lua:1: invalid list: layout_section: insets has a negative vertical inset, got -3")
    #expect(
      failure("{top = -3}")
        == "test.lua:1: invalid list: layout_section: insets has a negative top inset, got -3"
    )
    #expect(
      failure("{left = 1/0}")
        == "test.lua:1: invalid list: layout_section: insets has a left inset that is not a finite number, got inf"
    )
    #expect(
      failure("2000000")
        == "test.lua:1: invalid list: layout_section: insets must be at most 1000000 points, got 2000000")
  }

  @Test func aCustomGroupsBadFrameIsShownAsTheScriptWroteItAtTheGroupsLine() throws {
    // The custom group is on line 2, its section on line 5: the message points at the group.
    let script = try ScriptHarness()
    #expect(
      script.failure(
        """
        list {
          layout = layout_section { custom_group { height = absolute(50), frames = function(size)
            return { { x = 0, y = 0, w = 0/0, h = 5 } }
          end } },
          section "s" { cell "a" {} },
        }
        """)
        == #"test.lua:2: invalid list: custom_group: frame 1 of its function has a value that is not a finite number: {x = 0, y = 0, w = nan, h = 5} (in section "s" [0])"#
    )
    #expect(
      script.failure(
        """
        list {
          layout = layout_section { custom_group { height = absolute(50), frames = function(size)
            return { { x = 0, y = 0, w = -2, h = 5 } }
          end } },
          section "s" { cell "a" {} },
        }
        """)
        == #"test.lua:2: invalid list: custom_group: frame 1 of its function has a negative size: {x = 0, y = 0, w = -2, h = 5} (in section "s" [0])"#
    )
  }

  @Test func applyingTheSameDataToAChangedLayoutSaysWhatMoves() throws {
    // The provider reads `cols`: two columns, then three. The data is the same, so there are no
    // stages; the cells move from halves (187.667 at @3x) to thirds (125).
    let script = try ScriptHarness()
    try script.run(
      """
      local cols = 2
      local l = list { height = 300,
        layout = compositional { section = function(i, env)
          return layout_section { hgroup { height = absolute(50), count = cols, item {} } } end },
        section "s" { cell "a" {}, cell "b" {}, cell "c" {} } }
      cols = 3
      local t = l:apply { section "s" { cell "a" {}, cell "b" {}, cell "c" {} } }
      print(t)
      """)
    let lines = script.takeOutput().split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(3)) == [
        "apply · uikit · 0.3 s easeInOut · 0 stages",
        "timing: one animation block, 0–0.3 s: the stages are applied in order and animate together",
        "no data changes: the layout changed; 3 cells move to their new frames",
      ])
    // Nothing moved them on purpose: they shift.
    #expect(lines[3] == "t=0")
    #expect(lines[4].hasSuffix(" shifting"))
  }

  @Test func aHorizontalListScrollsAlongX() throws {
    // Columns 120 wide, 10 apart: five cells at 0, 130, …, 520; the content is 640 × 300 and
    // scrolls to 640 − 375 = 265. At 200 the viewport is x 200–575: c2 (130–250) to c5.
    let script = try ScriptHarness()
    try script.run(
      """
      local l = list {
        height = 300,
        layout = compositional {
          scroll_direction = "horizontal",
          section = layout_section { vgroup { width = absolute(120), height = fractional_height(1), item {} }, spacing = 10 },
        },
        section "s" { cell "c1" {}, cell "c2" {}, cell "c3" {}, cell "c4" {}, cell "c5" {} },
      }
      print(l:content_size())
      l:scroll { x = 200 }
      print(l:offset(), table.concat(l:visible(), " "))
      l:scroll(1000)
      print(l:offset())
      print(pcall(function() l:scroll { y = 10 } end))
      """)
    #expect(
      script.takeOutput() == """
        640.0\t300.0
        200.0\tc2 c3 c4 c5
        265.0
        false\ttest.lua:14: scroll: this list scrolls horizontally; give {x = …} or a number, not {y = …}
        """)
  }

  /// A horizontal list with a safe area of 44 on the left, 34 on the right, 20 on top and 10 at
  /// the bottom: along x the content offset makes room for it (from −44 to the content's 670 +
  /// 34 − 375 = 329), a pinned leading header stays 44 inside the viewport's left side, and
  /// scroll_to shows a cell past the safe area (c1 at 30: offset 30 − 44); across, the sections
  /// are inset by the safe area's top and bottom (cells 20 down, 100 − 30 = 70 tall).
  @Test func aHorizontalListKeepsItsContentInTheSafeArea() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local l = list {
        height = 100, safe_area = { left = 44, right = 34, top = 20, bottom = 10 },
        layout = compositional {
          scroll_direction = "horizontal",
          section = layout_section {
            vgroup { width = absolute(120), height = fractional_height(1), item {} }, spacing = 10,
            header = boundary { align = "leading", width = absolute(30), height = fractional_height(1), pin = true },
          },
        },
        section "s" { header = "H", cell "c1" {}, cell "c2" {}, cell "c3" {}, cell "c4" {}, cell "c5" {} },
      }
      local c1 = l:frame("c1")
      print(l:offset(), c1.x, c1.y, c1.w, c1.h)
      l:scroll(200)
      local header
      for _, f in ipairs(l:frames()) do if f.kind == "header" then header = f end end
      print(l:offset(), header.x, header.pinned)
      l:scroll(10000)
      print(l:offset(), l:content_size())
      l:scroll_to("c1")
      print(l:offset())
      """)
    #expect(
      script.takeOutput() == """
        -44.0\t30.0\t20.0\t120.0\t70.0
        200.0\t244.0\ttrue
        329.0\t670.0\t100.0
        -14.0
        """)
  }

  /// Right to left, a horizontal list is the mirror of the left-to-right one whose safe area has
  /// its sides swapped: its content offset makes room for the physical right side (its leading
  /// one), so it shows — and measures, where heights are estimated — the mirror of the cells the
  /// left-to-right list shows. (Found by Scripts/fuzz: the right-to-left list made room for the
  /// physical left side, showed one more cell and measured it, 40.667 tall against 44 estimated.)
  @Test func aRightToLeftHorizontalListIsTheMirrorOfItsSafeArea() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local function make(direction, safe)
        return list {
          direction = direction, safe_area = safe,
          layout = compositional { section = list_configuration "insetGrouped", scroll_direction = "horizontal" },
          section "K" { cell "y" { height = 0, separator = false }, cell "c3" { label { text = "line\\nbreak" } },
            cell "c4" { label { text = "more" } } },
        }
      end
      local ltr = make("ltr", { top = 4, left = 44, bottom = 21, right = 0 })
      local rtl = make("rtl", { top = 4, left = 0, bottom = 21, right = 44 })
      print(ltr:offset(), rtl:offset())
      local mirrored = rtl:frames()
      for i, f in ipairs(ltr:frames()) do
        local g = mirrored[i]
        print(f.id, f.x, f.w, f.h, g.id, 375 - g.x - g.w, g.w, g.h)
      end
      """)
    #expect(
      script.takeOutput() == """
        -44.0\t-44.0
        y\t60.0\t299.0\t0.0\ty\t60.0\t299.0\t0.0
        c3\t359.0\t299.0\t44.0\tc3\t359.0\t299.0\t44.0
        c3\t375.0\t283.0\t0.33333333333333\tc3\t375.0\t283.0\t0.33333333333333
        c4\t658.0\t299.0\t44.0\tc4\t658.0\t299.0\t44.0
        """)
  }

  @Test func scrollSectionSnapsAndReportsWhereTheRowRests() throws {
    // Five 150-point groups 10 apart: group boundaries at 0, 160, 320, …
    let script = try ScriptHarness()
    let results = try script.run(
      """
      local l = list {
        layout = layout_section {
          hgroup { width = absolute(150), height = absolute(80), item {} },
          orthogonal = "continuousGroupLeadingBoundary", spacing = 10,
        },
        section "row" { cell "a" {}, cell "b" {}, cell "c" {}, cell "d" {}, cell "e" {} },
      }
      local snapped = l:scroll_section("row", 250)
      local free = l:scroll_section("row", 250, { snap = false })
      return snapped, free, l:section_offset("row"), l:frame("c").x
      """)
    #expect(results.map(\.description) == ["320.0", "250.0", "250.0", "70.0"])
    #expect(
      script.failure("list { cell 'a' {} }:scroll_section('main', 3)")
        == "test.lua:1: scroll_section: section \"main\" does not scroll orthogonally (give its layout_section orthogonal = \"continuous\", \"paging\", …)"
    )
    #expect(
      script.failure("list { style = 'compositional', section 'row' { cell 'a' {} } }:scroll_section('rwo', 3)")
        == "test.lua:1: scroll_section: no section \"rwo\" (did you mean \"row\"?)")
  }

  @Test func aComponentFillsACompositionalItem() throws {
    // A plugin component is content like any other: an item estimated in height sizes itself
    // from it (a footnote line, 15.667 at @3x, with 4 above and below).
    let script = try ScriptHarness()
    let results = try script.run(
      """
      component("Tag", function(props)
        return row { padding = { 4, 8 }, label { text = props.text, style = "footnote" } }
      end)
      local l = list {
        layout = layout_section { hgroup { item { height = estimated(44) } } },
        section "s" { cell "a" { Tag { text = "New" } } },
      }
      local f = l:frame("a")
      return f.h, #l:subframes("a")
      """)
    #expect(results.map(\.description) == ["23.666666666667", "2"])
  }

  @Test func theValuesPrintAsWhatTheyAre() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      print(fractional_width(0.5), flexible(4), item {}, hgroup { item {} }, list_configuration "sidebar",
        compositional {}, boundary { kind = "footer" }, background {}, supplementary {}, item { widht = 1 })
      """)
    #expect(
      script.takeOutput()
        == "the dimension fractionalWidth(0.5)\tthe spacing flexible(4)\tan item\ta horizontal group\ta list configuration (sidebar)\ta compositional layout\ta \"footer\" boundary item\ta \"background\" decoration\ta \"badge\" supplementary item\tan item — 1 problem, reported when the list is built"
    )
  }

  /// A staged transition passes through a layout of each stage's data, in which a section keeps
  /// its own layout: deleting a and inserting c is two stages, and at the end of the first (t = 1
  /// of 2) b stands alone at the top of its plain list section, 375 wide — not as a half-width
  /// item of the list's orthogonal layout (187.667 wide), which the section had lost there.
  @Test func stagedTransitionsKeepASectionsOwnLayoutBetweenStages() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      local l = list {
        layout = layout_section { hgroup { width = fractional_width(0.5), height = absolute(50), item {} }, orthogonal = "continuous" },
        section "s" { layout = list_configuration "plain", cell "a" {}, cell "b" {} },
      }
      local t = l:apply({ section "s" { layout = list_configuration "plain", cell "b" {}, cell "c" {} } },
        { choreography = "staged", duration = 1 })
      for _, e in ipairs(t:at(1)) do
        if e.kind == "cell" and e.id == "b" then return #t.stages, e.x, e.y, e.w, e.h end
      end
      """)
    #expect(results.map(\.description) == ["2", "0.0", "0.0", "375.0", "44.0"])
  }
}
