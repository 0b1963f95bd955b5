import ArgumentParser
import ListExport
import ListLabSystem
import ListScript
import LuaBridge
import UIKitAvailability

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
      says why. The code uses no UIKit API newer than the deployment target (--ios, 17 unless \
      given) or deprecated at it. Exit status 0; 1 with 'file:line: message' when the script \
      fails, or when it makes no list or none can be exported (saying why).
      """)

  @Argument(help: ArgumentHelp("The scenario file.", valueName: "FILE.lua"))
  var file: String

  @Flag(help: "Write Swift (the only format).")
  var swift = false

  @Argument(help: ArgumentHelp("Where to write the code (default: standard output).", valueName: "OUT.swift"))
  var output: String?

  @Option(help: ArgumentHelp("Wrap the code in enum NAME { … } (static functions).", valueName: "NAME"))
  var namespace: String?

  @Option(
    name: .customLong("ios"),
    help: ArgumentHelp(
      "The app's deployment target: no API newer than it, or deprecated at it (default 17).", valueName: "VERSION"))
  var ios: String?

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
    _ = try target()
  }

  /// The deployment target: `--ios`, else ``SwiftExport/defaultTarget``.
  func target() throws -> IOSVersion {
    guard let ios else { return SwiftExport.defaultTarget }
    guard let version = IOSVersion(ios), SwiftExport.targets.contains(version) else {
      throw ValidationError(
        "--ios must be an iOS version from \(SwiftExport.targets.lowerBound.major) to \(SwiftExport.targets.upperBound.major) (17, 17.4), got \"\(ios)\""
      )
    }
    return version
  }

  func run() throws {
    let outputs = output.map { [OutputFile(option: "the output", path: $0)] } ?? []
    let given = [InputFile(.script, file)] + InputFile.all(.plugin, flags.plugins)
    guard OverwriteCheck.allows(command: "export", writing: outputs, over: given) else { throw ExitCode(1) }
    let (code, modules): (String, [String])
    do {
      (code, modules) = try export()
    } catch let failure as ExportFailure {
      Console.error("\(file): \(failure)")
      throw ExitCode(1)
    } catch let error as LuaError {
      Console.error(ErrorReport.describe(error))
      throw ExitCode(1)
    }
    guard let output else {
      Console.out(code.hasSuffix("\n") ? String(code.dropLast()) : code)
      return
    }
    let inputs = given + InputFile.all(.module, modules)
    guard OverwriteCheck.allows(command: "export", writing: outputs, over: inputs) else { throw ExitCode(1) }
    do {
      try AtomicFile.write(code, to: output)
    } catch {
      Console.error(OutputFileError.cannotWrite(path: output, reason: error.reason).description)
      throw ExitCode(1)
    }
  }

  /// Runs the script (its own output discarded, its warnings dropped) and exports every list it
  /// made, as each is at the end of the script: the code, and the modules the script required.
  private func export() throws -> (code: String, modules: [String]) {
    let host = try flags.host(
      timeLimit: timeLimit ?? TimeLimit.standard, output: ScriptOutput(format: .text) { _ in })
    defer { host.close() }
    var modules: [String] = []
    if output != nil { host.recordRequiredFiles { modules.append($0) } }
    host.keepsLists = true
    try host.run(file: file)
    let name = file.split(separator: "/").last.map(String.init) ?? file
    let export = SwiftExport(scriptName: name, namespace: namespace, target: try target())
    return (try export.checkedFile(host.madeLists), modules)
  }
}
