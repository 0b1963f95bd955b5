import ListAnimation
import ListDeclaration
import ListLayout
import ListRender
import LuaBridge

/// `show(l [, options])` draws the list's viewport; `show(t [, n] [, options])` draws n + 1 steps
/// of a transition. Options: `{ x = points per column, y = points per row }` (default 5 × 10) or
/// `{ columns = n }` (the width is drawn in n characters, borders included; rows keep the 1 : 2
/// proportion).
enum Show {
  static func show(_ host: ScriptHost, _ call: LuaCall) throws -> Int {
    let output = host.output
    let lines: [String]
    var picture: HTMLPage.Figure.Picture?
    let colors = output.colors
    if let list = call.stack.object(at: 1) as? ListObject {
      let scale = try readScale(call, at: 2, width: list.layout.options.width)
      lines = Wireframe.render(SceneBuilder.scene(of: list.layout), scale: scale, colors: colors)
      if output.pageLog != nil { picture = Pictures.layout(list.layout) }
    } else if let transition = call.stack.object(at: 1) as? TransitionObject {
      var optionsIndex = 2
      var steps = transition.steps
      if call.type(2) == .number {
        steps = try call.integer(2)
        guard steps >= 1, steps <= 100 else {
          throw call.argumentError(2, "steps must be from 1 to 100, got \(steps)")
        }
        optionsIndex = 3
      }
      let scale = try readScale(call, at: optionsIndex, width: transition.new.options.width)
      try transition.checkSampleBudget(steps: steps, operation: "show")
      var drawn: [String] = []
      for time in sampleTimes(count: steps, duration: transition.transition.duration) {
        try call.lua.checkLimits()
        let scene = try SceneBuilder.scene(
          of: transition.transition, at: time, from: transition.old, to: transition.new)
        drawn += Wireframe.render(scene, scale: scale, colors: colors)
        drawn.append("")
      }
      drawn.append(Wireframe.transitionLegend)
      if output.pageLog != nil { picture = try Pictures.transition(transition) }
      lines = drawn
    } else {
      throw call.typeError(1, expected: "List or Transition")
    }
    output.emit(
      lines: lines, json: .object([("type", .string("wireframe")), ("lines", .array(lines.map { .string($0) }))]),
      figure: picture.map { HTMLPage.Figure(picture: $0, wireframe: lines.map(PageLog.withoutEscapes)) })
    return 0
  }

  static func readScale(_ call: LuaCall, at index: Int, width: Double) throws -> WireframeScale {
    guard !call.isNoneOrNil(index) else { return .standard }
    let table = try call.table(index)
    var scale = WireframeScale.standard
    for (key, value) in table.pairs {
      guard let number = value.number, number.isFinite, number > 0 else {
        throw LuaRuntimeError("show: \(key) must be a positive number, got \(value)")
      }
      switch key.string {
      case "x": scale.x = number
      case "y": scale.y = number
      case "columns":
        guard number >= 10, number <= 400 else {
          throw LuaRuntimeError("show: columns must be from 10 to 400, got \(value)")
        }
        // A frame w points wide takes w / x + 1 characters (a border at each end), so n columns
        // are n − 1 steps of x.
        scale = WireframeScale(x: width / (number - 1), y: 2 * width / (number - 1))
      default:
        let near = key.string.map { Suggestion.close(to: $0, in: ["x", "y", "columns"]) } ?? []
        let hint = near.isEmpty ? "" : " (did you mean \(Suggestion.alternatives(near) { $0 })?)"
        throw LuaRuntimeError("show: unknown option \(key)\(hint); use x, y or columns")
      }
    }
    guard scale.x >= 0.5, scale.y >= 1 else {
      throw LuaRuntimeError("show: a character must stand for at least 0.5 × 1 points")
    }
    return scale
  }
}
