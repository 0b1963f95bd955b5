import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import ListRender
import LuaBridge

/// A laid-out list, as the Lua value `list {…}` returns.
final class ListObject {
  /// The list as every read sees it. A change works on a copy and stores it here only when it
  /// succeeds (see ``withChange(_:_:)`` below), so a Lua function called back while
  /// a change runs reads the list as it was before the change.
  private(set) var state: ListState
  unowned let host: ScriptHost
  /// True while a change of this list runs (see `withChange`).
  private(set) var isChanging = false
  /// The function given to `l:set_cell_provider` (see `cellProvider(for:)`).
  var providerFunction: LuaFunction?

  init(declaration: ListDeclaration, host: ScriptHost) throws {
    self.state = try ListState(declaration, customLayouts: host.customLayoutFunction)
    self.host = host
  }

  /// Runs a change of the list: `body` edits a copy of the list, which the list takes when `body`
  /// returns; when it throws, the list stays as it was.
  ///
  /// **Re-entrancy, the one rule.** ListLab calls Lua back while a change runs — a cell provider,
  /// a compositional section provider, a custom group's `frames`, a layout plugin, a component, a
  /// timing curve, a batch's function. Such a function may read the list (`frames`, `frame`,
  /// `content_size`, `snapshot`, `tostring`, …) and sees it as it was before the change, as a
  /// UIKit cell provider sees its collection view; a change of the same list (`apply`, the edits,
  /// `apply_snapshot`, `batch`, `scroll`, …) is refused with ``ChangeInProgress`` instead of being
  /// lost. The copy costs nothing extra: it shares every storage until the change writes it, and
  /// the list before a change is kept for its transition anyway.
  /// `operation` names the change in the refusal (worded only when it is refused).
  func withChange<Result>(_ operation: @autoclosure () -> String, _ body: (inout ListState) throws -> Result) throws
    -> Result
  {
    try beginChange(operation)
    defer { isChanging = false }
    var working = state
    let result = try body(&working)
    state = working
    return result
  }

  /// Scrolls the list in place: scrolling calls no Lua (it only measures declared content), so it
  /// needs no copy — a copy would cost a copy of the invalidation log on every scroll. Refused
  /// while a change runs, by the rule of ``withChange(_:_:)``.
  func withScroll<Result>(_ operation: @autoclosure () -> String, _ body: (inout ListState) throws -> Result) throws
    -> Result
  {
    try beginChange(operation)
    defer { isChanging = false }
    return try body(&state)
  }

  private func beginChange(_ operation: () -> String) throws {
    guard !isChanging else { throw ChangeInProgress(operation: operation()) }
    isChanging = true
  }

  var layout: Layout { state.layout }

  var text: String { LayoutText.render(layout) }

  /// The radius of rounded corners: insetGrouped's `corner_radius`; cards use the same value.
  var cornerRadius: Double? {
    switch layout.options.style {
    case .insetGrouped, .cards: layout.options.cornerRadius
    default: nil
    }
  }

  // The bodies of the reading methods; what each is and takes is in the API's definition
  // (`ListObject+API.swift`).

  static func frames(_ list: ListObject, _ call: LuaCall) throws -> Int {
    let tables = list.host.tables
    let layout = list.layout
    let elements = layout.elements()
    call.stack.pushTable(arrayCount: elements.count)
    let result = call.stack.top
    // What every frame shares is pushed once: its metatable, its keys and repeated values.
    call.stack.push(.table(tables.frame))
    let metatable = call.stack.top
    let strings = try FrameStrings(on: call.stack)
    let radius = list.cornerRadius
    var outlines = OutlineReader(layout)
    for index in elements.indices {
      pushElement(
        elements[index], radius: radius, outline: outlines.outline(of: elements[index]), strings: strings,
        metatableAt: metatable, on: call.stack)
      call.stack.setIndex(index + 1, ofTableAt: result)
    }
    call.stack.top = result
    tables.attach(tables.lines, toTableAt: result, on: call.stack)
    return 1
  }

  static func frame(_ list: ListObject, _ call: LuaCall) throws -> Int {
    let id = try LuaDeclarations.identifier(call, 2)
    let element = try list.state.cellElement(id, for: .frame)
    try pushElement(
      element, radius: list.cornerRadius, outline: list.layout.outline(of: element), printing: list.host.tables,
      on: call.stack)
    return 1
  }

  /// nil for a cell without a card (a list of another style than cards).
  static func card(_ list: ListObject, _ call: LuaCall) throws -> Int {
    let id = try LuaDeclarations.identifier(call, 2)
    _ = try list.state.cellElement(id, for: .card)
    guard let element = list.layout.cardElement(id) else { return call.returning(.nil) }
    try pushElement(element, radius: list.cornerRadius, printing: list.host.tables, on: call.stack)
    return 1
  }

  static func subframes(_ list: ListObject, _ call: LuaCall) throws -> Int {
    let tables = list.host.tables
    let id = try LuaDeclarations.identifier(call, 2)
    let cell = try list.state.cellElement(id, for: .subframes)
    let frames = list.layout.subframes(id) ?? []
    call.stack.pushTable(arrayCount: frames.count)
    for (index, node) in frames.enumerated() {
      call.stack.pushRecord([
        ("id", node.id.map { .string($0) } ?? .nil), ("kind", .string(node.kind)),
        ("x", .number(node.frame.x)), ("y", .number(node.frame.y)),
        ("w", .number(node.frame.width)), ("h", .number(node.frame.height)),
        ("lines", node.lines.map { .integer($0) } ?? .nil), ("depth", .integer(node.depth)),
      ])
      tables.attach(tables.subframe, toTableAt: -1, on: call.stack)
      call.stack.setIndex(index + 1, ofTableAt: -2)
    }
    Reports.attachText(LayoutText.subframes(of: cell, frames: frames), toTableAt: -1, on: call)
    return 1
  }

  static func contentSize(_ list: ListObject, _ call: LuaCall) throws -> Int {
    let size = list.layout.contentSize
    return try call.returning([.number(size.width), .number(size.height)])
  }

  static func visible(_ list: ListObject, _ call: LuaCall) throws -> Int {
    let tables = list.host.tables
    call.stack.pushArray(list.layout.visibleIDs().map(LuaDeclarations.luaValue))
    tables.attach(tables.lines, toTableAt: -1, on: call.stack)
    return 1
  }

  /// The offset along the list's scroll axis: y, or x for a list that scrolls horizontally.
  static func offset(_ list: ListObject, _ call: LuaCall) throws -> Int {
    call.returning(.number(list.layout.scrollOffset))
  }

  /// `l:scroll(n)` along the scroll axis; `l:scroll{x = n}` or `l:scroll{y = n}` names the axis.
  static func scroll(_ list: ListObject, _ call: LuaCall) throws -> Int {
    let position = try scrollPosition(call, axis: list.layout.scrollAxis)
    let invalidations = try list.withScroll("scroll") { $0.scroll(to: position) }
    Reports.pushInvalidations(invalidations, warnings: [], on: call)
    return 1
  }

  static func scrollTo(_ list: ListObject, _ call: LuaCall) throws -> Int {
    let id = try LuaDeclarations.identifier(call, 2)
    // The cell is looked up once the change is allowed: from inside a callback, the refusal.
    let invalidations = try list.withScroll("scroll_to") { state -> [Invalidation] in
      _ = try state.cellElement(id, for: .scrollTo)
      return state.scroll(toCell: id) ?? []
    }
    Reports.pushInvalidations(invalidations, warnings: [], on: call)
    return 1
  }

  /// `l:scroll_section(id, x [, { snap = false }])`: an orthogonal section's row, dragged to x.
  static func scrollSection(_ list: ListObject, _ call: LuaCall) throws -> Int {
    let id = try LuaDeclarations.identifier(call, 2)
    let x = try call.number(3)
    guard x.isFinite else { throw call.argumentError(3, "offset must be a finite number, got \(x)") }
    var snapping = true
    if let options = try call.optionalTable(4) {
      if case .boolean(let snap) = options["snap"] { snapping = snap }
    }
    let offset = try list.withScroll("scroll_section") { state in
      try state.scrollSection(id, to: x, snapping: snapping)
    }
    guard let offset else {
      throw LuaRuntimeError(
        "scroll_section: section \(id.quoted) does not scroll orthogonally (give its layout_section orthogonal = \"continuous\", \"paging\", …)"
      )
    }
    return call.returning(.number(offset))
  }

  static func sectionOffset(_ list: ListObject, _ call: LuaCall) throws -> Int {
    let id = try LuaDeclarations.identifier(call, 2)
    let index = try list.state.sectionIndex(id, for: .sectionOffset)
    return call.returning(list.layout.orthogonalOffset(section: index).map { .number($0) } ?? .nil)
  }

  static func invalidations(_ list: ListObject, _ call: LuaCall) throws -> Int {
    Reports.pushInvalidations(list.layout.invalidations, warnings: list.layout.warnings, on: call)
    return 1
  }

  /// The offset `l:scroll` is given: a number along the list's scroll axis, or `{x = n}` /
  /// `{y = n}` naming the axis, which must be the list's.
  static func scrollPosition(_ call: LuaCall, axis: LayoutAxis) throws -> Double {
    let name = axis == .vertical ? "y" : "x"
    let direction = axis == .vertical ? "vertically" : "horizontally"
    var position: Double
    if call.type(2) == .table {
      let pairs = try call.table(2).pairs
      guard pairs.count == 1, let key = pairs[0].0.string, key == "x" || key == "y", let value = pairs[0].1.number
      else {
        throw call.argumentError(2, "scroll takes a number or {\(name) = number}")
      }
      guard key == name else {
        throw LuaRuntimeError(
          "scroll: this list scrolls \(direction); give {\(name) = …} or a number, not {\(key) = …}")
      }
      position = value
    } else if call.type(2) == .string {
      // An id where an offset goes: the call that scrolls to a cell is scroll_to.
      let id = Identifier.string(call.stack.string(at: 2) ?? "")
      throw call.argumentError(2, "number expected, got string; to scroll to a cell: l:scroll_to(\(id.quoted))")
    } else {
      position = try call.number(2)
    }
    guard position.isFinite else {
      throw call.argumentError(2, "offset must be a finite number, got \(LuaValue.format(position))")
    }
    return position
  }

  /// `{kind=, id=, section=, item=, x=, y=, w=, h=, corners=}` (+ `radius` for rounded corners,
  /// `pinned`, `alpha`, `estimated`, and for an outline cell `level` and `disclosure`),
  /// printing as its line of `print(l)`.
  static func pushElement(
    _ element: Element, radius: Double?, outline: CellOutline? = nil, printing tables: PrintableTables,
    on stack: LuaStack
  ) throws(LuaError) {
    let strings = try FrameStrings(on: stack)
    stack.push(.table(tables.frame))
    pushElement(element, radius: radius, outline: outline, strings: strings, metatableAt: stack.top, on: stack)
    // The frame takes the place of what it was made with.
    strings.pop(keepingTop: true)
  }

  /// Pushes `element` as a frame table (README, `l:frames()`) with the metatable at `metatable`
  /// on the stack: the fields a frame has, the optional ones only when they say something.
  static func pushElement(
    _ element: borrowing Element, radius: Double?, outline: CellOutline?, strings: FrameStrings,
    metatableAt metatable: Int, on stack: LuaStack
  ) {
    let item = element.item
    let cornerRadius = element.corners != .none ? radius : nil
    let owner = element.key.distinguishingOwner
    var fields = 8
    for present in [
      item != nil, cornerRadius != nil, element.pinned, element.alpha != 1, element.estimated,
      element.elementKind != nil, owner != nil, element.zIndex != 0, outline != nil, outline?.disclosure != nil,
    ] where present {
      fields += 1
    }
    let record = LuaRecordWriter(stack, fields: fields)
    record.set(keyAt: strings[.kind], copyOfValueAt: strings[element.kind])
    record.set(keyAt: strings[.id], LuaDeclarations.luaValue(element.id))
    record.set(keyAt: strings[.section], element.section)
    if let item { record.set(keyAt: strings[.item], item) }
    record.set(keyAt: strings[.x], element.frame.x)
    record.set(keyAt: strings[.y], element.frame.y)
    record.set(keyAt: strings[.w], element.frame.width)
    record.set(keyAt: strings[.h], element.frame.height)
    record.set(keyAt: strings[.corners], copyOfValueAt: strings[element.corners])
    if let cornerRadius { record.set(keyAt: strings[.radius], cornerRadius) }
    if element.pinned { record.set(keyAt: strings[.pinned], true) }
    if element.alpha != 1 { record.set(keyAt: strings[.alpha], element.alpha) }
    if element.estimated { record.set(keyAt: strings[.estimated], true) }
    if let elementKind = element.elementKind { record.set(keyAt: strings[.elementKind], elementKind) }
    if let owner { record.set(keyAt: strings[.owner], owner.rawValue) }
    if element.zIndex != 0 { record.set(keyAt: strings[.z], element.zIndex) }
    if let outline {
      record.set(keyAt: strings[.level], outline.level)
      if let disclosure = outline.disclosure { record.set(keyAt: strings[.disclosure], disclosure.rawValue) }
    }
    record.setMetatable(copyOfValueAt: metatable)
  }
}

extension ListObject: ScriptPrintable {
  func printedText(style: TerminalStyle, explanations: StageExplanations) -> String {
    LayoutText.render(layout, style: style)
  }
  var printedJSON: JSONValue { LayoutJSON.event(layout) }
}

/// A change of a list asked for while another change of it runs (see
/// ``ListObject/withChange(_:_:)``).
struct ChangeInProgress: Error, CustomStringConvertible {
  var operation: String
  var description: String {
    "\(operation): the list is being changed (a function ListLab called back, such as a cell provider or a plugin, tried to change it); change it afterwards"
  }
}
