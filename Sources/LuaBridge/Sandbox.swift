internal import CListLabLua
internal import CLua

/// What a sandboxed state may do.
///
/// Every script runs sandboxed (the REPL, `run`, plugins): no `io`, no `os` beyond `time`, `clock`
/// and `date`, no `debug`, no `dofile`/`loadfile`, `load` of text only, no `package` and no native
/// modules, and a protected string metatable. `require` loads Lua files from ``searchPath`` only.
package struct SandboxPolicy: Sendable {
  /// Restores the whole `io` and `os` libraries, for local scripts the user trusts (`--trust`).
  package var trust: Bool
  /// Folders `require "name"` searches, in order, for `name.lua` (dots in the name are folders).
  package var searchPath: [String]

  package init(trust: Bool = false, searchPath: [String] = []) {
    self.trust = trust
    self.searchPath = searchPath
  }
}

extension Lua {
  /// Applies `policy` to the global table and installs `require` and `print`.
  ///
  /// - Parameter print: receives each line `print` writes (its arguments through `tostring`,
  ///   tab-separated, without the newline).
  package func installSandbox(_ policy: SandboxPolicy, print: @escaping (String) -> Void) throws(LuaError) {
    let loader = ModuleLoader(lua: self, searchPath: policy.searchPath)
    moduleLoader = loader
    let require = function("require") { call in try loader.require(call) }
    let printFunction = function("print") { call in
      var parts: [String] = []
      parts.reserveCapacity(call.count)
      for index in stride(from: 1, through: call.count, by: 1) {
        parts.append(try call.stack.tostring(at: index))
      }
      print(parts.joined(separator: "\t"))
      return 0
    }
    // pcall and xpcall that collect after a caught "not enough memory" (script_pcalls.c in CListLabLua),
    // load and setmetatable with the sandbox's refusals (sandbox.c), and pattern matching and the
    // library functions that loop in C, stopping at the limits (patterns.c, library.c).
    listlab_install_script_pcalls(activeState)
    listlab_install_sandbox_functions(activeState)
    listlab_install_patterns(activeState)
    listlab_install_bounded_library(activeState)
    let prelude = try load(sandboxPrelude, chunkName: "=sandbox")
    try prelude.call(.boolean(policy.trust), .function(require), .function(printFunction))
    loader.registerBuiltInLibraries()
  }

  /// Folders `require` searches; can change between runs (the scenario's folder).
  package var moduleSearchPath: [String] {
    get { moduleLoader?.searchPath ?? [] }
    set { moduleLoader?.searchPath = newValue }
  }
}

/// Runs once in a fresh state, with the full standard library still in place.
private let sandboxPrelude = """
  local trust, require, print = ...
  local G = _G

  G.dofile, G.loadfile, G.package, G.debug = nil, nil, nil, nil
  G.require, G.print = require, print
  string.dump = nil

  if not trust then
    local os = G.os
    G.io = nil
    G.os = { time = os.time, clock = os.clock, date = os.date }
  end

  -- Strings share one metatable: give it a private copy of the string library and hide it, so no
  -- script can change the string methods for everyone else in the state. A function a script adds
  -- to `string` is a method too, as in Lua (the copy falls back on the library).
  local methods = {}
  for name, fn in pairs(string) do methods[name] = fn end
  setmetatable(methods, { __index = string })
  local meta = getmetatable("")
  meta.__index = methods
  meta.__metatable = false
  """
