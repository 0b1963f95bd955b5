import ListLabSystem

/// The Lua files of a folder: the shipped plugins, the demos.
package enum ScriptFolder {
  /// The names of the `.lua` files in `folder`, sorted; none when it cannot be read.
  ///
  /// - Complexity: O(n log n) for n entries in the folder.
  package static func luaFiles(in folder: String) -> [String] {
    (FileSystem.entries(in: folder) ?? []).filter { $0.hasSuffix(".lua") }.sorted()
  }
}
