extension ListLab {
  /// The options `listlab --help` lists as the options of the REPL, `run`, `test` and `demo`, with
  /// whether each takes a value. Every command that runs Lua declares them itself (``ScriptFlags``
  /// and its own `--time-limit`), so ArgumentParser only knows them after the command's name.
  static let globalOptions: [String: Bool] = [
    "--plugin": true, "--memory-limit": true, "--time-limit": true, "--trust": false,
  ]

  /// `arguments` with the global options written before the command moved after its name, so
  /// `listlab --plugin p.lua run x.lua` means `listlab run --plugin p.lua x.lua`, as `--help`
  /// promises; unchanged when there is no command (the REPL takes them as they are), when the
  /// command is `help`, or after `--`. Other options before the command stay where they are.
  ///
  /// - Complexity: O(arguments).
  static func movingGlobalOptions(_ arguments: [String]) -> [String] {
    var moved: [String] = []
    var kept: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return arguments }
      guard argument.hasPrefix("-") else { break }
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      let count = (globalOptions[name] == true && !argument.contains("=")) ? 2 : 1
      let option = arguments[index..<min(index + count, arguments.count)]
      if globalOptions[name] != nil { moved += option } else { kept += option }
      index += count
    }
    guard index < arguments.count, !moved.isEmpty, commandNames.contains(arguments[index]),
      arguments[index] != "help"
    else { return arguments }
    return kept + [arguments[index]] + moved + arguments[(index + 1)...]
  }
}
