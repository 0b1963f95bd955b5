import ListAnimation
import ListDeclaration
import ListLabCore
import ListLayout
import LuaBridge

/// The options of `l:apply(sections, options)` and the other changes:
/// `{ animated = true, duration = 0.3, curve = "easeInOut", steps = 4, choreography = "uikit",
///    android = { remove = 0.12, move = 0.25, change = 0.25, add = 0.12 } }`.
struct TransitionOptions {
  var animated = true
  var duration: Double?
  var curve: TimingCurve?
  /// How many steps `print(t)` samples (`steps + 1` times).
  var steps = 4
  var choreography: Transition.Choreography = .uikit
  var android = AndroidItemAnimatorTiming()

  /// How the core animates the change (the curve defaults by choreography there).
  var animation: AnimationOptions {
    AnimationOptions(
      animated: animated, duration: duration, curve: curve, choreography: choreography, android: android)
  }

  /// The options' names, as the API's definition lists them (`TransitionOptions` there).
  static let keys = ListLabAPI.transitionOptions.fields.map(\.name)
  static let curveNames: [String: TimingCurve] = [
    "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut, "default": .default,
  ]

  /// Reads the options table at `index` (absent or nil: the defaults).
  ///
  /// - Parameters:
  ///   - curves: curves registered by plugins, by name.
  ///   - animatingDifferences: a boolean there is `animated`, as UIKit's `apply(_:animatingDifferences:)`
  ///     takes it (`l:apply_snapshot(s, false)` is `l:apply_snapshot(s, { animated = false })`).
  static func read(
    _ call: LuaCall, at index: Int, operation: String, curves: [String: TimingCurve],
    animatingDifferences: Bool = false
  ) throws -> TransitionOptions {
    var options = TransitionOptions()
    guard !call.isNoneOrNil(index) else { return options }
    if animatingDifferences, case .boolean(let animated) = call.value(index) {
      options.animated = animated
      return options
    }
    let table = try call.table(index)
    func fail(_ message: String) -> LuaRuntimeError { LuaRuntimeError("\(operation): \(message)") }
    for (key, value) in table.pairs {
      guard let name = key.string else { throw fail("options have string keys, got \(key.typeName) \(key)") }
      switch name {
      case "animated":
        guard case .boolean(let flag) = value else { throw fail("animated must be true or false, got \(value)") }
        options.animated = flag
      case "duration":
        guard let seconds = value.number, seconds.isFinite, seconds >= 0, seconds <= 600 else {
          throw fail("duration must be a number of seconds from 0 to 600, got \(value)")
        }
        options.duration = seconds
      case "steps":
        guard let steps = value.integer, steps >= 1, steps <= 1000 else {
          throw fail("steps must be a whole number from 1 to 1000, got \(value)")
        }
        options.steps = steps
      case "choreography":
        guard let text = value.string, let choreography = Transition.Choreography(rawValue: text) else {
          let names = Transition.Choreography.allCases.map(\.rawValue)
          let hint =
            value.string.map { Suggestion.parenthesized($0, in: names) } ?? ""
          throw fail("choreography must be one of \(names.joined(separator: ", ")), got \(value)\(hint)")
        }
        options.choreography = choreography
      case "curve":
        options.curve = try readCurve(value, fail: fail, curves: curves)
      case "android":
        options.android = try readAndroid(value, fail: fail)
      default:
        let hint = Suggestion.parenthesized(name, in: keys)
        throw fail("unknown option \"\(name)\"\(hint); options are \(keys.joined(separator: ", "))")
      }
    }
    return options
  }

  /// `"easeInOut"`, a plugin curve's name, `{x1, y1, x2, y2}`, or
  /// `{ spring = { damping = ratio, response = seconds } }` (or `bounce =` instead of `damping`).
  static func readCurve(_ value: LuaValue, fail: (String) -> LuaRuntimeError, curves: [String: TimingCurve]) throws
    -> TimingCurve
  {
    if let name = value.string {
      if let curve = curves[name] ?? curveNames[name] { return curve }
      let names = Array(curveNames.keys).sorted() + curves.keys.sorted()
      let hint = Suggestion.parenthesized(name, in: names)
      throw fail(
        "unknown curve \"\(name)\"\(hint); curves are \(names.joined(separator: ", ")), {x1, y1, x2, y2} or {spring = {damping =, response =}}"
      )
    }
    guard let table = value.table else {
      throw fail("curve must be a name, {x1, y1, x2, y2} or {spring = {damping =, response =}}, got \(value)")
    }
    try checkFields(
      of: table, named: "curve", known: ["spring"],
      usage: "a curve is a name, {x1, y1, x2, y2} or {spring = {damping =, response =}}", fail: fail)
    if let spring = table["spring"].table {
      try checkFields(
        of: spring, named: "spring", known: ["damping", "bounce", "response"],
        usage: "a spring is {damping = ratio, response = seconds} (or bounce = instead of damping)", fail: fail)
      guard let response = spring["response"].number else { throw fail("a spring needs response = seconds") }
      // Ranges that keep a spring's settling time finite and its motion meaningful.
      guard response.isFinite, response >= 0.01, response <= 10 else {
        throw fail("a spring's response must be from 0.01 to 10 seconds, got \(LuaValue.format(response))")
      }
      do {
        let damping: Double
        if let bounce = spring["bounce"].number {
          damping = try Spring.dampingRatio(bounce: bounce)
        } else {
          damping = spring["damping"].number ?? 1
        }
        guard damping.isFinite, damping >= 0.01, damping <= 100 else {
          throw fail("a spring's damping ratio must be from 0.01 to 100, got \(LuaValue.format(damping))")
        }
        return try TimingCurve.validatedSpring(dampingRatio: damping, response: response)
      } catch let error as TimingCurveError {
        throw fail(error.description)
      }
    }
    let points = table.array.compactMap(\.number)
    guard points.count == 4, table.array.count == 4 else {
      throw fail("a custom curve is four numbers {x1, y1, x2, y2}, got \(table.array.count) values")
    }
    for (name, value) in [("y1", points[1]), ("y2", points[3])] where value.isFinite && abs(value) > 10 {
      throw fail("\(name) must be from -10 to 10, got \(LuaValue.format(value))")
    }
    do {
      return try TimingCurve.validatedBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
    } catch {
      throw fail(error.description)
    }
  }

  /// Refuses a name key of `table` that is not one of `known`:
  /// `curve: unknown field "sprng" (did you mean "spring"?); …`. Array entries are not names.
  static func checkFields(
    of table: LuaTable, named name: String, known: [String], usage: String, fail: (String) -> LuaRuntimeError
  ) throws {
    for (key, _) in table.pairs {
      guard let field = key.string, !known.contains(field) else { continue }
      let hint = Suggestion.parenthesized(field, in: known)
      throw fail("\(name): unknown field \"\(field)\"\(hint); \(usage)")
    }
  }

  static func readAndroid(_ value: LuaValue, fail: (String) -> LuaRuntimeError) throws -> AndroidItemAnimatorTiming {
    guard let table = value.table else {
      throw fail("android must be {remove =, move =, change =, add =}, got \(value)")
    }
    var timing = AndroidItemAnimatorTiming()
    for (key, entry) in table.pairs {
      guard let seconds = entry.number, seconds.isFinite, seconds >= 0, seconds <= 60 else {
        throw fail("android.\(key) must be a number of seconds from 0 to 60, got \(entry)")
      }
      switch key.string {
      case "remove": timing.removeDuration = seconds
      case "move": timing.moveDuration = seconds
      case "change": timing.changeDuration = seconds
      case "add": timing.addDuration = seconds
      default: throw fail("android has no duration \"\(key)\"; use remove, move, change and add")
      }
    }
    return timing
  }
}
