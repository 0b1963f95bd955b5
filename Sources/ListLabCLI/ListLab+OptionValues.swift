extension ListLab {
  /// What an option that takes a value takes it as, for the commands that need a script: `--html`
  /// its output page, `--plugin` a plugin to load first.
  static let optionValues: [String: (noun: String, example: String)] = [
    "--html": ("its output page", "NAME.html"),
    "--record": ("the golden file to write", "NAME.txt"),
    "--check": ("the golden file to compare with", "NAME.txt"),
    "--plugin": ("a plugin to load first", "PLUGIN.lua"),
    "--namespace": ("the name of the Swift enum", "NAME"),
    "--memory-limit": ("its number of megabytes", "MB"),
    "--time-limit": ("its number of seconds", "SECONDS"),
  ]

  /// The commands that need a script, and the options among ``optionValues`` each takes.
  static let scriptCommands: [String: Set<String>] = [
    "run": ["--html", "--record", "--check", "--plugin", "--memory-limit", "--time-limit"],
    "test": ["--plugin", "--memory-limit", "--time-limit"],
    "export": ["--namespace", "--plugin", "--memory-limit", "--time-limit"],
  ]

  /// What to say when a command that needs a script was given none because an option took it as
  /// its value — `listlab run --html fruits.lua`:
  ///
  ///     listlab run: --html took fruits.lua as its output page, and no script is left to run;
  ///     give the script after it: listlab run --html fruits.html fruits.lua
  ///
  /// nil when a script is left, or no option took a `.lua` file.
  ///
  /// - Complexity: O(arguments).
  static func optionTookTheScript(_ arguments: [String]) -> String? {
    guard let commandIndex = arguments.firstIndex(where: { !$0.hasPrefix("-") }),
      let options = scriptCommands[arguments[commandIndex]]
    else { return nil }
    let command = arguments[commandIndex]
    var taken: (option: String, index: Int)?
    var index = commandIndex + 1
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return nil }  // what follows is positional
      if options.contains(argument), index + 1 < arguments.count {
        if arguments[index + 1].hasSuffix(".lua") { taken = (argument, index) }
        index += 2
        continue
      }
      // A script, or the export's output file, is there: nothing was taken from it.
      if !argument.hasPrefix("-") { return nil }
      index += 1
    }
    guard let taken, let value = optionValues[taken.option] else { return nil }
    let script = arguments[taken.index + 1]
    let stem = String(script.split(separator: "/").last?.dropLast(".lua".count) ?? "")
    let example = value.example.replacing("NAME", with: stem.isEmpty ? "out" : stem)
    var fixed = arguments
    fixed[taken.index + 1] = example
    fixed.append(script)
    return "listlab \(command): \(taken.option) took \(script) as \(value.noun), and no script is left to \(command); "
      + "give the script after it: listlab " + fixed.joined(separator: " ")
  }
}
