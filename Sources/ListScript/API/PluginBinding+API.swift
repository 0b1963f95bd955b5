import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import ListText
import LuaBridge

extension PluginBinding {
  /// The registrations plugins call.
  static let globals: [LuaGlobal<ScriptHost>] = [
    LuaGlobal(
      .init(
        "component", topic: "plugins",
        parameters: [
          .init("name", .string), .init("fn", .function("fun(props: table): Node")),
          .init("options", .registration, optional: true),
        ],
        summary: "Defines a global constructor `Name { … }` usable anywhere a node is.",
        details: ["A built-in name (label, list, …) needs `{ override = true }`."],
        example: #"component("Pill", function(p) return label { text = p.text, style = "caption1" } end)"#,
        complexity: "O(1)", uikit: "a UIView subclass for a cell's content"), body: { try component($0, $1) }),
    LuaGlobal(
      .init(
        "layout", topic: "plugins",
        parameters: [
          .init("name", .string), .init("fn", .function("fun(ctx: LayoutContext): LayoutFrames")),
          .init("options", .registration, optional: true),
        ], summary: "A custom layout style: `list { style = name }`.",
        example: """
          layout("stack", function(ctx)
            local items, y = {}, 0
            for s, section in ipairs(ctx.sections) do
              for i = 1, section.count do
                local h = ctx:height(s, i, ctx.width)
                items[#items + 1] = { x = 0, y = y, w = ctx.width, h = h }
                y = y + h
              end
            end
            return { items = items, content_height = y }
          end)
          """, complexity: "O(1); the function runs at every layout",
        uikit: "a UICollectionViewLayout subclass (prepare, layoutAttributesForElements)"),
      body: { try layout($0, $1) }),
    LuaGlobal(
      .init(
        "curve", topic: "plugins",
        parameters: [
          .init("name", .string), .init("fn", .function("fun(progress: number): number")),
          .init("options", .registration, optional: true),
        ], summary: "A timing curve usable as `curve = name` (it must map 0 to 0 and 1 to 1).",
        example: #"curve("quad", function(p) return p * p end)"#, complexity: "O(1)",
        uikit: "a custom UITimingCurveProvider"), body: { try curve($0, $1) }),
  ]
}

extension LayoutContextObject {
  /// The context's class in the API: what a layout plugin's function receives.
  static let api = LuaClassDefinition<LayoutContextObject>(
    "LayoutContext", topic: "plugins", summary: "What a layout plugin's function receives (userdata).",
    variable: "ctx",
    setup: """
      layout("one_row", function(ctx)
        -- example
        return { items = { { x = 0, y = 0, w = ctx.width, h = ctx:height(1, 1, ctx.width) } } }
      end)
      local l = list { style = "one_row", section "s" { header = "Header", cell "a" {} } }
      """,
    methods: [
      LuaMethod(
        .init(
          "size", topic: "plugins", parameters: [.init("s", .integer), .init("i", .integer), .init("width", .number)],
          results: [.init("number", name: "width"), .init("number", name: "height")],
          summary: "The width and the measured height of item i of section s (1-based) at `width`.",
          example: "local w, h = ctx:size(1, 1, ctx.width / 2)", complexity: "O(1) once measured",
          uikit: "systemLayoutSizeFitting(_:)"), body: { try size($0, $1) }),
      LuaMethod(
        .init(
          "height", topic: "plugins",
          parameters: [.init("s", .integer), .init("i", .integer), .init("width", .number)],
          results: [.init("number")], summary: "The measured height of item i of section s (1-based) at `width`.",
          example: "local h = ctx:height(1, 1, ctx.width)", complexity: "O(1) once measured"),
        body: { try height($0, $1) }),
      LuaMethod(
        .init(
          "header_height", topic: "plugins", parameters: [.init("s", .integer), .init("width", .number)],
          results: [.init("number?")], summary: "The height of section s's header at `width`, or nil when it has none.",
          example: "local h = ctx:header_height(1, ctx.width)", complexity: "O(1) once measured"),
        body: { object, call in try object.supplementary(call, isHeader: true) }),
      LuaMethod(
        .init(
          "footer_height", topic: "plugins", parameters: [.init("s", .integer), .init("width", .number)],
          results: [.init("number?")], summary: "The height of section s's footer at `width`, or nil when it has none.",
          example: "local h = ctx:footer_height(1, ctx.width)", complexity: "O(1) once measured"),
        body: { object, call in try object.supplementary(call, isHeader: false) }),
    ],
    properties: [
      LuaProperty(.init("width", "number", "The viewport's width.")) { object, call in
        call.returning(.number(object.context.options.width))
      },
      LuaProperty(.init("height", "number", "The viewport's height.")) { object, call in
        call.returning(.number(object.context.options.height))
      },
      LuaProperty(.init("scale", "number", "Pixels per point.")) { object, call in
        call.returning(.number(object.context.options.scale))
      },
      LuaProperty(.init("style", "string", "The style's name.")) { object, call in
        call.returning(.string(object.context.options.style.description))
      },
      LuaProperty(
        .init(
          "options",
          "{spacing: number, line_spacing: number, columns: Columns, insets: {top: number, left: number, bottom: number, right: number}, align: string, section_spacing: number, content_insets: table}",
          "The list's options.")
      ) { try options($0, $1) },
      LuaProperty(
        .init(
          "sections",
          "{id: Id, count: integer, items: Id[], header: boolean, footer: boolean, columns: Columns?, spacing: number?, line_spacing: number?, insets: table?, align: string?}[]",
          "One table per section.")
      ) { try sections($0, $1) },
    ],
    describe: { $0.summary })

  /// What a layout function returns.
  static let records: [LuaAPI.Record] = [
    LuaAPI.Record(
      "LayoutFrames", topic: "plugins", summary: "What a layout plugin's function returns.",
      fields: [
        .init("items", "{x: number, y: number, w: number, h: number}[]", "One per item, in document order."),
        .init(
          "headers", "table<integer, {x: number, y: number, w: number, h: number}>", optional: true,
          "By section (1-based)."),
        .init("footers", "table<integer, {x: number, y: number, w: number, h: number}>", optional: true),
        .init("content_height", "number", optional: true),
      ])
  ]
}
