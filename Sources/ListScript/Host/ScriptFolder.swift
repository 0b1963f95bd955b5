#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Lua files of a folder: the shipped plugins, the demos.
package enum ScriptFolder {
  /// The names of the `.lua` files in `folder`, sorted; none when it cannot be read.
  package static func luaFiles(in folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasSuffix(".lua") { names.append(name) }
    }
    return names.sorted()
  }
}
