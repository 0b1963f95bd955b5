import Testing

@testable import LuaBridge

/// Runs a script in a plain `Lua` state, which keeps Lua 5.4's own library, and in a sandboxed one,
/// which has ListLab's replacements (patterns.c, library.c, sandbox.c), and compares what each
/// returns: one line per case, errors and their messages included.
enum StockComparison {
  /// What `script` returns (one string) in a state with Lua's own functions and in a sandboxed one.
  static func outputs(of script: String) throws -> (stock: String, ours: String) {
    let stock = try Lua()
    let ours = try Lua()
    try ours.installSandbox(SandboxPolicy(), print: { _ in })
    func run(_ lua: Lua) throws -> String {
      try lua.runEntry(timeLimit: 60) { () throws(LuaError) in
        try lua.run(script, chunkName: "=cases").first?.string ?? "(no output)"
      }
    }
    return (try run(stock), try run(ours))
  }

  /// Compares line by line and records the first lines that differ (a case per line).
  static func expectSame(_ script: String) throws {
    let (stock, ours) = try outputs(of: script)
    let stockLines = stock.split(separator: "\n", omittingEmptySubsequences: false)
    let ourLines = ours.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(stockLines.count == ourLines.count)
    var differences = 0
    for (index, (expected, got)) in zip(stockLines, ourLines).enumerated() where expected != got {
      differences += 1
      if differences <= 5 { Issue.record("line \(index + 1): Lua gives \(expected), ListLab gives \(got)") }
    }
    #expect(differences == 0)
    #expect(stockLines.count > 10)  // the script ran its cases
  }

}
