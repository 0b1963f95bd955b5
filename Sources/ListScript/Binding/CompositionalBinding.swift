import ListDeclaration
import ListDiff
import ListLayout
import ListRender
import ListText
import LuaBridge

/// A piece of a compositional layout as a Lua value (`item {…}`, `fractional_width(0.5)`, …).
final class CompositionalBox {
  let value: CompositionalValue
  init(_ value: CompositionalValue) { self.value = value }

  var summary: String {
    var text = value.shown
    let problems = value.problems.count
    if problems > 0 { text += " — \(problems) problem\(problems == 1 ? "" : "s"), reported when the list is built" }
    return text
  }
}

/// The environment a section provider receives (`NSCollectionLayoutEnvironment`): `env.width`,
/// `env.height`, `env.size_class` and `env.vertical_size_class` (`"compact"` or `"regular"`),
/// `env.content_size` (`"large"`, …), `env.scale`, `env.index` (0-based) and `env.id`.
final class EnvironmentObject {
  let environment: SectionEnvironment
  init(_ environment: SectionEnvironment) { self.environment = environment }
}

/// The compositional layout globals: `fractional_width`, `fractional_height`, `absolute`,
/// `estimated`, `fixed`, `flexible`, `item`, `hgroup`, `vgroup`, `custom_group`,
/// `supplementary`, `boundary`, `background`, `layout_section`, `list_configuration` and
/// `compositional` (what each is and takes is in the API's definition,
/// `CompositionalBinding+API.swift`).
enum CompositionalBinding {
  /// The environment's description: `tostring(env)`.
  static func describe(_ env: SectionEnvironment) -> String {
    "layout environment \(formatPoints(env.width))×\(formatPoints(env.height)) · \(env.horizontalSizeClass.rawValue) width, \(env.verticalSizeClass.rawValue) height · \(env.contentSize.rawValue) · section \(env.index)"
  }

  /// `name(n)`: a dimension of `n` (a fraction, or points).
  static func dimension(_ name: String, positive: Bool = false, _ make: @escaping @Sendable (Double) -> LayoutDimension)
    -> @Sendable (ScriptHost, LuaCall) throws -> Int
  {
    { _, call in
      let value = try call.number(1)
      guard FieldReaderLimits.isLength(value), !positive || value > 0 else {
        let range = positive ? "greater than 0 and at most 1000000" : "from 0 to 1000000"
        throw call.argumentError(1, "\(name) takes a finite number \(range), got \(LuaValue.format(value))")
      }
      return call.returning(object: CompositionalBox(.dimension(make(value))))
    }
  }

  /// `fixed(n)`, `flexible(n)`: a spacing of `n` points.
  static func spacing(_ make: @escaping @Sendable (Double) -> LayoutSpacing)
    -> @Sendable (ScriptHost, LuaCall) throws
    -> Int
  {
    { _, call in
      let length = try call.number(1)
      guard FieldReaderLimits.isLength(length) else {
        throw call.argumentError(
          1, "a spacing must be a finite number from 0 to 1000000, got \(LuaValue.format(length))")
      }
      return call.returning(object: CompositionalBox(.spacing(make(length))))
    }
  }

  /// `item {…}`, `hgroup {…}`, `vgroup {…}`, `custom_group {…}`; a size that is almost surely a
  /// mistake (`item { width = 1.5 }`) is warned about where the item is made.
  static func item(_ constructor: ItemConstructor) -> @Sendable (ScriptHost, LuaCall) throws -> Int {
    { host, call in
      let table = try declarationTable(call)
      var provider: CustomGroupProvider?
      if constructor == .customGroup, let function = functionField("frames", of: call) {
        provider = customGroupProvider(function, lua: call.lua)
      }
      let item = CompositionalItem.read(
        constructor, from: table, site: LuaDeclarations.site(call), customProvider: provider)
      item.provenance.warnings.forEach(host.warn)
      return call.returning(object: CompositionalBox(.item(item)))
    }
  }

  /// `name {…}`: a value read from its table.
  static func declared(_ read: @escaping @Sendable (DeclarationTable, SourceSite?) -> CompositionalValue)
    -> @Sendable (ScriptHost, LuaCall) throws -> Int
  {
    { _, call in
      let table = try declarationTable(call)
      return call.returning(object: CompositionalBox(read(table, LuaDeclarations.site(call))))
    }
  }

  static func listConfiguration(_ host: ScriptHost, _ call: LuaCall) throws -> Int {
    // list_configuration "insetGrouped" reads like list_configuration { appearance = "insetGrouped" }.
    let table =
      call.type(1) == .string
      ? DeclarationTable(array: [.string(call.stack.string(at: 1) ?? "")]) : try declarationTable(call)
    let configuration = ListSectionConfiguration.read(from: table, site: LuaDeclarations.site(call))
    return call.returning(object: CompositionalBox(.section(.list(configuration))))
  }

  static func compositional(_ host: ScriptHost, _ call: LuaCall) throws -> Int {
    let table = try declarationTable(call)
    let provider = functionField("section", of: call).map(sectionProvider)
    let configuration = CompositionalConfiguration.read(
      from: table, site: LuaDeclarations.site(call), provider: provider)
    return call.returning(object: CompositionalBox(.configuration(configuration)))
  }

  /// The table argument (none is an empty table).
  private static func declarationTable(_ call: LuaCall) throws -> DeclarationTable {
    switch call.type(1) {
    case .table: return LuaDeclarations.table(call.stack, at: 1)
    case .none, .nil: return DeclarationTable()
    default: throw call.typeError(1, expected: "table")
    }
  }

  /// The function in field `key` of the table argument, if it is one.
  private static func functionField(_ key: String, of call: LuaCall) -> LuaFunction? {
    guard call.type(1) == .table, call.stack.ensure(2) else { return nil }
    defer { call.stack.pop() }
    guard call.stack.pushField(key, ofTableAt: 1) == .function else { return nil }
    return call.stack.value(at: -1).function
  }

  /// A section provider that calls `function(index, env)` and reads the section layout it returns.
  private static func sectionProvider(_ function: LuaFunction) -> SectionProvider {
    SectionProvider { environment in
      let results: [LuaValue]
      do {
        results = try function.call(.integer(environment.index), .object(EnvironmentObject(environment)))
      } catch {
        throw ProviderFailure(error.message)
      }
      guard let box = results.first?.object as? CompositionalBox, case .section(let layout) = box.value else {
        let got = (results.first?.object as? CompositionalBox)?.value.shown ?? results.first?.typeName ?? "nothing"
        throw ProviderFailure("it must return a layout_section {…} or a list_configuration {…}, got \(got)")
      }
      return layout
    }
  }

  /// A custom group's function: `frames(size)` with `size.width` and `size.height`, returning
  /// `{ {x=, y=, w=, h=}, … }`.
  private static func customGroupProvider(_ function: LuaFunction, lua: Lua) -> CustomGroupProvider {
    CustomGroupProvider { [weak lua] size in
      guard let lua, lua.stack.ensure(2) else { throw ProviderFailure("the Lua state is closed") }
      lua.stack.pushRecord([("width", .number(size.width)), ("height", .number(size.height))])
      let argument = lua.stack.value(at: -1)
      lua.stack.pop()
      let results: [LuaValue]
      do {
        results = try function.call(argument)
      } catch {
        throw ProviderFailure(error.message)
      }
      guard let list = results.first?.table else {
        throw ProviderFailure("it must return a list of {x=, y=, w=, h=}, got \(results.first?.typeName ?? "nothing")")
      }
      return try list.array.enumerated().map { index, value in
        guard let frame = value.table, let x = frame["x"].number, let y = frame["y"].number,
          let w = frame["w"].number, let h = frame["h"].number
        else { throw ProviderFailure("frame \(index + 1) must be {x=, y=, w=, h=} with numbers, got \(value)") }
        return Rect(x: x, y: y, width: w, height: h)
      }
    }
  }
}

/// Why a script's provider or custom group function failed, as a sentence.
struct ProviderFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// The length limits of declarations, as the binding checks its arguments.
enum FieldReaderLimits {
  static func isLength(_ value: Double) -> Bool { value.isFinite && value >= 0 && value <= 1_000_000 }
}
