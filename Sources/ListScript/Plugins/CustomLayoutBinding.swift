import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import LuaBridge

/// The `ctx` a plugin's layout function receives, and the frames it returns.
///
///     layout("waterfall", function(ctx)
///       local items, y = {}, {}
///       for s, section in ipairs(ctx.sections) do
///         for i = 1, section.count do
///           local w, h = ctx:size(s, i, ctx.width / 2)
///           items[#items + 1] = { x = …, y = …, w = w, h = h }
///         end
///       end
///       return { items = items, content_height = … }
///     end)
///
/// `ctx.width`, `ctx.height`, `ctx.scale`, `ctx.style`; `ctx.options` (the list's options:
/// `spacing`, `line_spacing`, `columns`, `insets` {top, left, bottom, right}, `align`,
/// `section_spacing`, `content_insets`); `ctx.sections`, one table per section with `id`,
/// `count`, `items` (the ids), `header` and `footer` (booleans) and its own `columns`, `spacing`,
/// `line_spacing`, `insets`, `align` when it sets them. `ctx:size(s, i, width)` returns the width
/// and the measured height of item i of section s (1-based) at that width; `ctx:height(s, i,
/// width)` the height only; `ctx:header_height(s, width)` and `ctx:footer_height(s, width)` the
/// height of a section's header or footer, or nil when it has none.
///
/// The function returns `{ items = { {x=, y=, w=, h=}, … } }` — one frame per item, in document
/// order — and optionally `headers = { [s] = {…} }`, `footers = { [s] = {…} }` and
/// `content_height`.
final class LayoutContextObject {
  let context: CustomLayoutContext
  init(_ context: CustomLayoutContext) { self.context = context }

  /// `tostring(ctx)`.
  var summary: String {
    let options = context.options
    return
      "layout context \(options.style) \(options.width)×\(options.height), \(context.declaration.sections.count) sections"
  }

  // The bodies of the fields and methods; what each is and takes is in the API's definition
  // (`LayoutContextObject+API.swift`).

  static func options(_ object: LayoutContextObject, _ call: LuaCall) throws -> Int {
    let options = object.context.options
    call.stack.pushRecord([
      ("spacing", .number(options.spacing)), ("line_spacing", .number(options.lineSpacing)),
      ("align", .string(options.align.rawValue)), ("section_spacing", .number(options.resolvedSectionSpacing)),
      ("separator_inset", .number(options.defaultSeparatorInset)), ("card_margin", .number(options.cardMargin)),
      ("card_spacing", .number(options.cardSpacing)),
    ])
    pushColumns(options.columns, on: call.stack)
    call.stack.setField("columns", ofTableAt: -2)
    pushInsets(options.insets, on: call.stack)
    call.stack.setField("insets", ofTableAt: -2)
    pushInsets(options.contentInsets, on: call.stack)
    call.stack.setField("content_insets", ofTableAt: -2)
    return 1
  }

  static func sections(_ object: LayoutContextObject, _ call: LuaCall) throws -> Int {
    let sections = object.context.declaration.sections
    call.stack.pushTable(arrayCount: sections.count)
    for (index, section) in sections.enumerated() {
      call.stack.pushRecord([
        ("id", LuaDeclarations.luaValue(section.id)), ("count", .integer(section.cells.count)),
        ("header", .boolean(section.header != nil)), ("footer", .boolean(section.footer != nil)),
        ("spacing", section.layout.spacing.map { .number($0) } ?? .nil),
        ("line_spacing", section.layout.lineSpacing.map { .number($0) } ?? .nil),
        ("align", section.layout.align.map { .string($0.rawValue) } ?? .nil),
      ])
      call.stack.pushArray(section.cells.map { LuaDeclarations.luaValue($0.id) })
      call.stack.setField("items", ofTableAt: -2)
      if let columns = section.layout.columns {
        pushColumns(columns, on: call.stack)
        call.stack.setField("columns", ofTableAt: -2)
      }
      if let insets = section.layout.insets {
        pushInsets(insets, on: call.stack)
        call.stack.setField("insets", ofTableAt: -2)
      }
      call.stack.setIndex(index + 1, ofTableAt: -2)
    }
    return 1
  }

  static func size(_ object: LayoutContextObject, _ call: LuaCall) throws -> Int {
    let (width, height) = try object.measure(call)
    return try call.returning([.number(width), .number(height)])
  }

  static func height(_ object: LayoutContextObject, _ call: LuaCall) throws -> Int {
    call.returning(.number(try object.measure(call).height))
  }

  /// `(s, i, width)` → the width and the item's height at it.
  private func measure(_ call: LuaCall) throws -> (width: Double, height: Double) {
    let section = try call.integer(2)
    let item = try call.integer(3)
    let width = try call.number(4)
    guard width.isFinite, width >= 0, width <= 1_000_000 else {
      throw call.argumentError(4, "width must be a number from 0 to 1000000")
    }
    guard section >= 1, item >= 1, let height = context.height(section: section - 1, item: item - 1, width: width)
    else {
      throw LuaRuntimeError(
        "ctx:size: there is no item \(item) in section \(section) (sections and items count from 1)")
    }
    return (width, height)
  }

  func supplementary(_ call: LuaCall, isHeader: Bool) throws -> Int {
    let section = try call.integer(2)
    let width = try call.number(3)
    guard width.isFinite, width >= 0, width <= 1_000_000 else {
      throw call.argumentError(3, "width must be a number from 0 to 1000000")
    }
    guard section >= 1, context.declaration.sections.indices.contains(section - 1) else {
      throw LuaRuntimeError("there is no section \(section) (sections count from 1)")
    }
    let height = context.supplementaryHeight(section: section - 1, isHeader: isHeader, width: width)
    return call.returning(height.map { .number($0) } ?? .nil)
  }

  static func pushColumns(_ columns: GridColumns, on stack: LuaStack) {
    switch columns {
    case .fixed(let count): stack.push(count)
    case .adaptive(let minWidth): stack.pushRecord([("min_width", .number(minWidth))])
    }
  }

  static func pushInsets(_ insets: EdgeInsets, on stack: LuaStack) {
    stack.pushRecord([
      ("top", .number(insets.top)), ("left", .number(insets.left)), ("bottom", .number(insets.bottom)),
      ("right", .number(insets.right)),
    ])
  }
}

extension ScriptHost {
  /// The layout function of a plugin style, by name (nil for a name no plugin registered): it calls
  /// the plugin's Lua function.
  var customLayoutFunction: (String) -> CustomLayoutFunction? {
    { [plugins] name in
      guard let function = plugins.layouts[name] else { return nil }
      return { context in try LayoutContextObject.frames(from: function, named: name, context: context) }
    }
  }
}

extension LayoutContextObject {
  /// Calls the layout function and reads the frames it returns.
  static func frames(from function: LuaFunction, named name: String, context: CustomLayoutContext) throws
    -> CustomLayoutFrames
  {
    let results: [LuaValue]
    do {
      results = try function.call(.object(LayoutContextObject(context)))
    } catch {
      throw LuaRuntimeError("in layout \"\(name)\": \(error.message)")
    }
    func fail(_ message: String) -> LuaRuntimeError { LuaRuntimeError("layout \"\(name)\" \(message)") }
    guard let table = results.first?.table else {
      throw fail("must return { items = { {x=, y=, w=, h=}, … } }, got \(results.first?.typeName ?? "nothing")")
    }
    func rect(_ value: LuaValue, _ what: String) throws -> Rect {
      guard let frame = value.table else {
        throw fail("returned \(what) that is not a table {x=, y=, w=, h=}: \(value)")
      }
      var numbers: [Double] = []
      for key in ["x", "y", "w", "h"] {
        guard let number = frame[key].number else {
          throw fail("returned \(what) without a number \(key) (got \(frame[key]))")
        }
        numbers.append(number)
      }
      return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
    guard let items = table["items"].table else { throw fail("must return a table with items = { … }") }
    var frames = CustomLayoutFrames(items: try items.array.enumerated().map { try rect($1, "item \($0 + 1)") })
    for (key, target) in [("headers", true), ("footers", false)] {
      guard let entries = table[key].table else { continue }
      for (index, value) in entries.pairs {
        guard let section = index.integer, section >= 1, section <= 1_000_000 else {
          throw fail("\(key) must be keyed by section number (from 1), got \(index)")
        }
        let frame = try rect(value, "\(key)[\(section)]")
        if target { frames.headers[section - 1] = frame } else { frames.footers[section - 1] = frame }
      }
    }
    if !table["content_height"].isNil {
      guard let height = table["content_height"].number else { throw fail("content_height must be a number") }
      frames.contentHeight = height
    }
    return frames
  }
}
