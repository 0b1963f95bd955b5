import ListExport
import ListLabCore
import ListScript
import LuaBridge
import UIKitAvailability

/// The shipped scenarios and their exports.
enum Scenarios {
  /// The repository's root, from this file's path.
  static let repository: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }()

  /// Every scenario file in `Scripts/` (the editor definitions aside), by name.
  static var names: [String] {
    ScriptFolder.luaFiles(in: repository + "/Scripts").filter { $0 != "listlab.d.lua" }.map { String($0.dropLast(4)) }
  }

  static func path(_ name: String) -> String { repository + "/Scripts/\(name).lua" }

  /// Where a scenario's export is checked in.
  static func exportPath(_ name: String) -> String { repository + "/Tests/ExportRoundTripTests/Exported/\(name).swift" }

  /// The namespace of a scenario's export: `demo-static-table` → `DemoStaticTableScenario`.
  static func namespace(_ name: String) -> String {
    name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Scenario"
  }

  /// How scripts run here: the shipped plugins on the search path, no limits.
  static var options: ScriptOptions {
    var options = ScriptOptions()
    options.pluginFolders = [repository + "/Scripts/plugins"]
    options.memoryLimitMB = nil
    return options
  }

  /// What `listlab export Scripts/NAME.lua --swift --namespace … --ios TARGET` prints now; nil
  /// when it exports nothing (the script makes no list, or none can be exported).
  static func export(_ name: String, target: IOSVersion = SwiftExport.defaultTarget) throws -> String? {
    try withLists(name) { lists in
      try? SwiftExport(scriptName: name + ".lua", namespace: namespace(name), target: target).checkedFile(lists)
    }
  }

  /// Runs the scenario and gives `body` the lists it made, as they are when it ends (the Lua
  /// run), while its Lua state is open: a list's section provider is a Lua function.
  static func withLists<Result>(_ name: String, _ body: ([SwiftExport.List]) throws -> Result) throws -> Result {
    let host = try ScriptHost(options: options, output: ScriptOutput(format: .text) { _ in })
    defer { host.close() }
    host.keepsLists = true
    try host.run(file: path(name))
    return try body(host.madeLists)
  }

  /// The command that writes a scenario's export.
  static func command(_ name: String) -> String {
    "listlab export Scripts/\(name).lua --swift Tests/ExportRoundTripTests/Exported/\(name).swift --namespace \(namespace(name))"
  }
}
