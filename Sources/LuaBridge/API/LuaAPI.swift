/// One definition of a Lua API: every global function, class (its methods and fields), table shape
/// (a declaration's options, a frame's fields) and type name, each with what a user reads about
/// it. Everything else is derived from it: the registration of the functions with their argument
/// checks (``LuaGlobal``, ``LuaClassDefinition``), REPL completion (through what is registered),
/// "did you mean", help (``help(for:)``), LuaLS definitions (``definitionsFile()``) and reference
/// pages (``referencePages()``).
///
/// The idea is swift-argument-parser's: one argument definition feeds parsing, help, usage,
/// completion scripts and its JSON tool description (`ArgumentSet`, `HelpGenerator`,
/// `DumpHelpGenerator`).
///
/// This value holds the documentation only (it is `Sendable` and needs no Lua state); the entries
/// that also carry the Swift bodies build it (``LuaClassDefinition/documentation``).
package struct LuaAPI: Sendable {
  /// The API's name, as LuaLS's `---@meta` line gives it (`listlab`).
  package var name: String
  /// What the definitions file says of itself, line by line, after `---@meta` (as `--` comments).
  package var preamble: [String] = []
  /// Lua the examples of the global functions start from (a class's examples start from its
  /// ``Class/setup``).
  package var exampleSetup: String?
  /// The topics, in reading order: every entry belongs to one.
  package var topics: [Topic]
  /// The global functions.
  package var functions: [Function] = []
  /// The classes of userdata values, with their methods and fields.
  package var classes: [Class] = []
  /// The table shapes: tables a function takes or returns, by name (LuaLS classes without methods).
  package var records: [Record] = []
  /// Names of types (LuaLS aliases): `Id` for `string|integer`.
  package var aliases: [Alias] = []

  package init(name: String, topics: [Topic]) {
    self.name = name
    self.topics = topics
  }

  /// A part of the API a guide page explains: declaring, reading, snapshots, ….
  package struct Topic: Sendable, Hashable {
    /// The topic's name as `:help TOPIC` takes it and its reference page is named (`snapshots`).
    package var name: String
    /// `Diffable data source snapshots`.
    package var title: String
    /// The guide page of the topic, from the repository's root (`docs/snapshots.md`), if there is one.
    package var guide: String?

    package init(_ name: String, title: String, guide: String? = nil) {
      self.name = name
      self.title = title
      self.guide = guide
    }
  }

  /// A function: a global (`list`), or a method of a class (`l:frame`).
  package struct Function: Sendable {
    package var name: String
    /// The class whose method it is; nil for a global. Set by the class that holds it.
    package var owner: String?
    package var topic: String
    package var parameters: [Parameter]
    package var results: [Result]
    /// One line: what it does.
    package var summary: String
    /// Further lines, when one is not enough.
    package var details: [String]
    /// A short Lua example (a few lines, valid Lua).
    package var example: String?
    /// `O(n)`, where it matters.
    package var complexity: String?
    /// The UIKit counterpart, where there is one (`apply(_:animatingDifferences:)`).
    package var uikit: String?
    /// Other ways to call it, as LuaLS writes them (`fun(list: List, id: Id): boolean`).
    package var overloads: [String]
    /// The host's operation the function performs, by the host's unique name for it
    /// (`snapshot.moveSection`): the host's messages about that operation name it as this
    /// function (`move_section`).
    package var performs: String?

    package init(
      _ name: String, topic: String, parameters: [Parameter] = [], results: [Result] = [], summary: String,
      details: [String] = [], example: String? = nil, complexity: String? = nil, uikit: String? = nil,
      overloads: [String] = []
    ) {
      self.name = name
      self.topic = topic
      self.parameters = parameters
      self.results = results
      self.summary = summary
      self.details = details
      self.example = example
      self.complexity = complexity
      self.uikit = uikit
      self.overloads = overloads
    }
  }

  /// A parameter of a function.
  package struct Parameter: Sendable {
    package var name: String
    package var type: ValueType
    /// May be left out (or nil).
    package var optional: Bool
    /// Takes every remaining argument (`...`).
    package var variadic: Bool
    package var doc: String?

    package init(_ name: String, _ type: ValueType, optional: Bool = false, doc: String? = nil) {
      self.name = name
      self.type = type
      self.optional = optional
      self.variadic = false
      self.doc = doc
    }

    /// `...`: every remaining argument.
    package static func variadic(_ type: ValueType, doc: String? = nil) -> Parameter {
      var parameter = Parameter("...", type, optional: true, doc: doc)
      parameter.variadic = true
      return parameter
    }
  }

  /// A value a function returns.
  package struct Result: Sendable {
    /// The type, as LuaLS writes it (`Frame`, `Id?`).
    package var type: String
    package var name: String?
    package var doc: String?

    package init(_ type: String, name: String? = nil, doc: String? = nil) {
      self.type = type
      self.name = name
      self.doc = doc
    }
  }

  /// A field: of a class (`l.count`), or of a table shape (`list { style = … }`, a frame's `x`).
  package struct Field: Sendable {
    package var name: String
    /// The type, as LuaLS writes it.
    package var type: String
    /// May be absent (LuaLS's `name?`).
    package var optional: Bool
    package var summary: String?
    /// The UIKit counterpart, where there is one.
    package var uikit: String?

    package init(_ name: String, _ type: String, optional: Bool = false, _ summary: String? = nil, uikit: String? = nil)
    {
      self.name = name
      self.type = type
      self.optional = optional
      self.summary = summary
      self.uikit = uikit
    }
  }

  /// A class of userdata values: `List`, `Snapshot`, ….
  package struct Class: Sendable {
    /// The metatable's `__name`, and the LuaLS class.
    package var name: String
    package var topic: String
    package var summary: String
    /// The variable the docs and the help call a value of the class (`l` for a list).
    package var variable: String
    /// Lua that makes a value of the class in ``variable``: the examples of its methods start from
    /// it — or run inside it, at its line `-- example`, when it has one (a batch's `b` lives only
    /// in its function).
    package var setup: String?
    package var uikit: String?
    package var fields: [Field]
    package var methods: [Function]
  }

  /// A table shape: a declaration's options, a frame, the options of a change.
  package struct Record: Sendable {
    package var name: String
    package var topic: String
    package var summary: String?
    /// The record this one extends (LuaLS's `---@class Name: Parent`).
    package var parent: String?
    /// The UIKit type it stands for, when it stands for one.
    package var uikit: String?
    /// How a script writes it, when it is what a function takes (`list { … }`): the help shows it
    /// for the record's fields (`list { style = … }`).
    package var written: String?
    package var fields: [Field]
    /// Fields LuaLS writes verbatim (`[integer] Section|Cell …`, an array part).
    package var extraFields: [String]

    package init(
      _ name: String, topic: String, summary: String? = nil, parent: String? = nil, uikit: String? = nil,
      written: String? = nil, fields: [Field], extraFields: [String] = []
    ) {
      self.name = name
      self.topic = topic
      self.summary = summary
      self.parent = parent
      self.uikit = uikit
      self.written = written
      self.fields = fields
      self.extraFields = extraFields
    }
  }

  /// A type's name (LuaLS's `---@alias`): `Id` is `string|integer`.
  package struct Alias: Sendable {
    package var name: String
    package var topic: String
    package var type: String
    package var summary: String?

    package init(_ name: String, topic: String, _ type: String, _ summary: String? = nil) {
      self.name = name
      self.topic = topic
      self.type = type
      self.summary = summary
    }
  }
}

extension LuaAPI {
  /// The topic named `name`.
  package func topic(named name: String) -> Topic? {
    topics.first { $0.name == name }
  }

  /// The class named `name`.
  package func `class`(named name: String) -> Class? {
    classes.first { $0.name == name }
  }

  /// The record named `name`.
  package func record(named name: String) -> Record? {
    records.first { $0.name == name }
  }

  /// The Lua an example of `function` runs as: its class's setup (or the API's for a global)
  /// with the example after it, or in it at its line `-- example`.
  package func runnableExample(of function: Function) -> String? {
    guard let example = function.example else { return nil }
    let setup = function.owner.flatMap { `class`(named: $0)?.setup } ?? exampleSetup ?? ""
    guard let marker = setup.firstRange(of: "-- example") else { return setup + "\n" + example }
    var text = setup
    text.replaceSubrange(marker, with: example)
    return text
  }

  /// The name of the function that performs each operation of the host, by the operation's name
  /// (see ``Function/performs``).
  package var operationNames: [String: String] {
    var names: [String: String] = [:]
    for function in functions + classes.flatMap(\.methods) {
      if let operation = function.performs { names[operation] = function.name }
    }
    return names
  }

  /// Every method name of every class (for "did you mean").
  package var methodNames: [String] {
    var seen = Set<String>()
    return classes.flatMap(\.methods).map(\.name).filter { seen.insert($0).inserted }
  }

  /// Every field name of every class and record (for "did you mean").
  package var fieldNames: [String] {
    var seen = Set<String>()
    return (classes.flatMap(\.fields) + records.flatMap(\.fields)).map(\.name).filter { seen.insert($0).inserted }
  }
}
