import ArgumentParser
import ListScript
import LuaBridge

/// `listlab export FILE.lua --swift [OUT.swift]`: the lists a script makes as UIKit Swift code.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write the lists a script makes as UIKit Swift code.",
    discussion: """
      Runs the script (its output is not printed) and writes every list it made, as it is at the \
      end of the script, as Swift: a collection view with its compositional layout (or a list \
      configuration for the table styles), its cells and its data. The file builds with UIKit in \
      an iOS app and with ListLabUIKit on Linux (see docs/swift.md): it defines \
      makeCollectionView(), and for several lists makeCollectionView1()… and makeCollectionViews(). \
      A list ListLab cannot express in UIKit with the same frames is left out, with a comment that \
      says why. Exit status 0, or 1 with 'file:line: message' when the script fails.
      """)

  @Argument(help: ArgumentHelp("The scenario file.", valueName: "FILE.lua"))
  var file: String

  @Flag(help: "Write Swift (the only format).")
  var swift = false

  @Argument(help: ArgumentHelp("Where to write the code (default: standard output).", valueName: "OUT.swift"))
  var output: String?

  @Option(help: ArgumentHelp("Wrap the code in enum NAME { … } (static functions).", valueName: "NAME"))
  var namespace: String?

  @OptionGroup var flags: ScriptFlags

  @Option(name: .customLong("time-limit"), help: TimeLimit.help(per: "file", default: "default 30"))
  var timeLimit: Double?

  func validate() throws {
    try TimeLimit.validate(timeLimit)
    guard swift else { throw ValidationError("give --swift: Swift is the format listlab export writes") }
    if let namespace,
      namespace.isEmpty || !namespace.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        || namespace.first!.isNumber
    {
      throw ValidationError("--namespace must be a Swift type name, got \"\(namespace)\"")
    }
  }

  func run() throws {
    let code: String
    do {
      code = try ScriptHost.swiftExport(
        of: file, options: flags.options(timeLimit: timeLimit ?? TimeLimit.standard), plugins: flags.plugins,
        namespace: namespace)
    } catch {
      Console.error(ErrorReport.describe(error))
      throw ExitCode(1)
    }
    guard let output else {
      Console.out(code.hasSuffix("\n") ? String(code.dropLast()) : code)
      return
    }
    do {
      try SourceFile.write(code, to: output)
    } catch {
      Console.error("cannot write \(output): \(error)")
      throw ExitCode(1)
    }
  }
}
