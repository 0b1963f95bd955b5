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
    // pcall and xpcall that collect after a caught "not enough memory" (script_pcalls.c in CListLabLua).
    listlab_install_script_pcalls(activeState)
    let prelude = try load(sandboxPrelude, chunkName: "=sandbox")
    try prelude.call(.boolean(policy.trust), .function(require), .function(printFunction))
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
  local raw_load, select = load, select

  -- Source text only: crafted bytecode can crash the VM.
  G.load = function(chunk, chunkname, mode, ...)
    if select("#", ...) == 0 then return raw_load(chunk, chunkname, "t") end
    return raw_load(chunk, chunkname, "t", (...))
  end
  G.dofile, G.loadfile, G.package, G.debug = nil, nil, nil, nil
  G.require, G.print = require, print
  string.dump = nil

  if not trust then
    local os = G.os
    G.io = nil
    G.os = { time = os.time, clock = os.clock, date = os.date }
  end

  -- No finalizers: Lua runs __gc with hooks off, so a finalizer could loop past the time limit
  -- and Ctrl-C, and it may run in the middle of ListLab's own work.
  local raw_setmetatable, raw_rawget, raw_getmetatable = setmetatable, rawget, getmetatable
  G.setmetatable = function(t, mt)
    if type(mt) == "table" and raw_rawget(mt, "__gc") ~= nil then
      error("__gc finalizers are not available in ListLab scripts (they would run outside the time limit)", 2)
    end
    -- (Checked here so that the message names the script's line, not this function's.)
    if type(t) == "table" and raw_getmetatable(t) ~= nil and type(raw_getmetatable(t)) ~= "table" then
      error("cannot change a protected metatable", 2)
    end
    return raw_setmetatable(t, mt)
  end

  -- Strings share one metatable: give it a private copy of the string library and hide it, so no
  -- script can change string methods for everyone else in the state.
  local methods = {}
  for name, fn in pairs(string) do methods[name] = fn end
  local meta = getmetatable("")
  meta.__index = methods
  meta.__metatable = false
  """
