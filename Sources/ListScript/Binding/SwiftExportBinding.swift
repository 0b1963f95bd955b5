package import ListExport
import ListLabCore
package import LuaBridge

/// `swift(l)` prints the list as UIKit Swift code, and `listlab export` reads the lists a script
/// made: both through ``SwiftExport``.
enum SwiftExportBinding {
  static func swift(_ host: ScriptHost, _ call: LuaCall) throws -> Int {
    guard let list = call.stack.object(at: 1) as? ListObject else { throw call.typeError(1, expected: "List") }
    let exported = SwiftExport.List(state: list.state)
    let name = exported.site.map { String($0.split(separator: ":").first ?? "") } ?? "stdin"
    let code = SwiftExport(scriptName: name).file([exported])
    host.output.print(code.hasSuffix("\n") ? String(code.dropLast()) : code)
    return 0
  }
}

extension ScriptHost {
  /// Every list the scripts made since ``keepsLists`` was set, each as it is now, with the
  /// `file:line` that made it.
  package var madeLists: [SwiftExport.List] {
    keptLists.map { SwiftExport.List(state: $0.state) }
  }
}

extension ScriptHost {
  /// What `listlab export FILE --swift` prints: runs the script (its own output discarded, its
  /// warnings dropped) and exports every list it made, as each is at the end of the script.
  ///
  /// - Parameters:
  ///   - plugins: plugin files to load first (`--plugin`).
  ///   - namespace: wraps the code in `enum NAME { … }` (see ``SwiftExport/namespace``).
  /// - Throws: the script's error.
  package static func swiftExport(
    of file: String, options: ScriptOptions, plugins: [String] = [], namespace: String? = nil
  ) throws(LuaError) -> String {
    let host = try ScriptHost(options: options, output: ScriptOutput(format: .text) { _ in })
    defer { host.close() }
    for plugin in plugins { try host.load(plugin: plugin) }
    host.keepsLists = true
    try host.run(file: file)
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return SwiftExport(scriptName: name, namespace: namespace).file(host.madeLists)
  }
}
