import Foundation
import Testing

/// Hostile input ends with a clear message and exit status 0 or 1, never a crash or a hang.
/// (Probes from a review of every way a script could break the process.)
@Suite struct RobustnessTests {
  /// Runs `source` with small limits; returns the outcome after checking it was not a crash.
  private func probe(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Completed {
    let scratch = Scratch()
    let file = try scratch.file("probe.lua", source)
    let result = try listlab(["run", "--time-limit", "5", "--memory-limit", "200", file])
    #expect(
      result.status == 0 || result.status == 1, "crashed (\(result.status)): \(result.stderr)",
      sourceLocation: sourceLocation)
    return result
  }

  /// `l:frame` pushes more values than Lua guarantees a host function: called at every depth of
  /// the caller's stack, in the main thread and in coroutines, it reserved none and wrote past
  /// the stack's end into the heap (`malloc(): mismatching next->prev_size`).
  @Test func framesReadAtEveryStackDepthAndInCoroutines() throws {
    let result = try probe(
      """
      local l = list { section "s" { cell "a" { height = 40 } } }
      local function probe(n, ...)
        if n == 0 then return l:frame("a") end
        return probe(n - 1, n, ...)
      end
      for depth = 1, 60 do probe(depth) end
      for depth = 1, 60 do local co = coroutine.wrap(function() return probe(depth) end); co() end
      print("survived")
      """)
    #expect(result.stdout == "survived\n")
    #expect(result.status == 0)
  }

  @Test func deeplyNestedTablesDoNotOverflowTheLuaStack() throws {
    let result = try probe(
      """
      local t = { leaf = 1 } for i = 1, 16 do t = { x = t } end
      for rep = 1, 50 do
        coroutine.wrap(function(D) local v1, v2, v3, v4, v5, v6, v7, v8 = 1 return pcall(cell "a", D) end)(t)
      end
      collectgarbage() print("survived")
      """)
    #expect(result.stdout == "survived\n")
  }

  @Test(
    arguments: [
      ("cell 'a' { row { padding = 1e300, label 'x' } }", "padding must be at most 1000000 points, got 1e+300"),
      ("cell 'a' { label { text = 'x', height = 1e20 } }", "height must be at most 1000000 points"),
      ("cell 'a' { height = 1e300 }", "height must be at most 1000000 points"),
      ("style = 'grid', spacing = 0, columns = { min_width = 1e-300 }, cell 'a' {}", nil),
      ("style = 'grid', columns = 1000, spacing = 1e6, cell 'a' {}, cell 'b' {}", nil),
      ("style = 'grid', insets = { left = 999999, right = 999999 }, cell 'a' {}", nil),
      ("style = 'cards', card_margin = 1e6, cell 'a' {}", nil),
      ("scale = 0.01, cell 'a' {}", "scale must be from 0.5 to 8 pixels per point, got 0.01"),
      ("width = 1e-300, cell 'a' {}", "width must be from 1 to 100000 points"),
      ("estimated_height = 0.1, cell 'a' {}", "estimated_height must be at least one pixel"),
      (
        "section_spacing = 1e300, style = 'grouped', section 'a' {}, section 'b' {}",
        "section_spacing must be at most 1000000 points"
      ),
    ] as [(String, String?)])
  func extremeNumbersInDeclarations(fields: String, message: String?) throws {
    let result = try probe("print(pcall(list, { \(fields) }))")
    if let message {
      #expect(result.stdout.hasPrefix("false\t"), "\(result.stdout)")
      #expect(result.stdout.contains(message), "\(result.stdout)")
    } else {
      #expect(result.stdout.hasPrefix("true\t"), "\(result.stdout)\(result.stderr)")
    }
  }

  @Test(arguments: [
    (
      "{ curve = { spring = { damping = 1, response = 1e300 } } }",
      "a spring's response must be from 0.01 to 10 seconds"
    ),
    ("{ curve = { spring = { damping = 1e300, response = 1 } } }", "a spring's damping ratio must be from 0.01 to 100"),
    (
      "{ curve = { spring = { damping = 1e-300, response = 1 } } }", "a spring's damping ratio must be from 0.01 to 100"
    ),
    ("{ curve = { 0.2, 1e300, 0.8, 1 } }", "y1 must be from -10 to 10"),
    ("{ android = { remove = 1e300 } }", "android.remove must be a number of seconds from 0 to 60"),
  ])
  func extremeAnimationOptions(options: String, message: String) throws {
    let result = try probe(
      "local l = list { cell 'a' {}, cell 'b' {} } print(pcall(l.apply, l, { cell 'b' {}, cell 'a' {} }, \(options)))")
    #expect(result.stdout.hasPrefix("false\t"))
    #expect(result.stdout.contains(message), "\(result.stdout)")
  }

  @Test func finalizersAreRefused() throws {
    let result = try probe("print(pcall(setmetatable, {}, { __gc = function() while true do end end }))")
    #expect(result.stdout.contains("__gc finalizers are not available in ListLab scripts"))
  }

  @Test func sharedStructuresCannotExplode() throws {
    let tables = try probe("local t = {} for i = 1, 4 do t[i] = t end print(pcall(list, t))")
    #expect(tables.stdout.hasPrefix("false\t"))
    let nodes = try probe(
      "local n = label 'hello' for i = 1, 30 do n = row { n, n } end print(pcall(list, { cell 'a' { n } }))")
    #expect(nodes.stdout.contains("holds more than 10000 content nodes"))
  }

  @Test func largeSamplesAreRefusedBeforeTheyExhaustMemory() throws {
    let result = try probe(
      """
      local before, after = {}, {}
      for i = 1, 3000 do before[i] = cell(i) {} after[i] = cell(3001 - i) {} end
      local l = list { section 's' (before) }
      local t = l:apply { section 's' (after) }
      print(pcall(t.steps, t, 1000, { all = true }))
      """)
    #expect(result.stdout.contains("steps: 1001 samples of 12004 elements is more than 2000000 element states"))
  }

  @Test func longRunsOfFlagsAreLinear() throws {
    let result = try probe(
      #"local s = string.rep("\u{1F1E6}", 100001) print(list { cell 'a' { text = s } }:frame('a').h > 0)"#)
    #expect(result.stdout == "true\n")
  }

  @Test func aPluginCannotChangeTheListItIsLayingOut() throws {
    let result = try probe(
      """
      local target
      layout("re", function(ctx)
        if target then pcall(function() target:apply { cell 'x' {} } end) end
        local items = {}
        for i = 1, ctx.sections[1].count do items[i] = { x = 0, y = (i - 1) * 10, w = 10, h = 10 } end
        return { items = items }
      end)
      target = list { style = 're', cell 'a' {} }
      print(select(2, pcall(target.apply, target, { cell 'a' {}, cell 'b' {} })))
      print(#target:frames())
      """)
    #expect(result.stdout == "2\n" || result.stdout.hasSuffix("2\n"), "\(result.stdout)")
  }

  @Test func expectFrameRejectsNaN() throws {
    let result = try probe("list { cell 'a' {} } print(pcall(expect_frame, 'a', { x = 0 / 0 }))")
    #expect(result.stdout.contains("x must be a finite number"))
  }

  @Test func loadRefusesWhatIsNotARegularFile() throws {
    let result = try listlab([], stdin: ":load /dev/zero\n'alive'\n")
    #expect(result.status == 1)  // piped in, a failed entry fails the run
    #expect(result.stdout == "alive\n")
    #expect(result.stderr.contains("not a regular file"))
  }

  @Test func scriptBytesReachLuaUnchanged() throws {
    let scratch = Scratch()
    let file = scratch.path + "/latin1.lua"
    // print(#"é") in Latin-1: the string is one byte.
    try Data([0x70, 0x72, 0x69, 0x6E, 0x74, 0x28, 0x23, 0x22, 0xE9, 0x22, 0x29, 0x0A]).write(
      to: URL(fileURLWithPath: file))
    #expect(try listlab(["run", file]).stdout == "1\n")
  }
}
