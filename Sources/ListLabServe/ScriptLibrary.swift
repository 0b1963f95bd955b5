import ListLabSystem
import LuaBridge

/// The scripts of the menu: the shipped scenarios and demos (ListLab's `Scripts/*.lua`), and the
/// `.lua` files directly in the served folder.
///
/// A script is read only when its name is a plain `.lua` file name (``ScriptName``) listed in its
/// folder, and the file it names is a regular file whose real path is in that folder: no `..`, no
/// slash, no link out of the folder.
struct ScriptLibrary: Sendable {
  enum Source: String, Sendable {
    case shipped
    case folder
  }

  let shippedFolder: String?
  let folder: String?

  /// The shipped scripts: the scenarios, then the demos (`demo-*.lua`); the definitions file is not
  /// one.
  func names(_ source: Source) -> [String] {
    guard let path = self.path(of: source), let entries = FileSystem.entries(in: path) else { return [] }
    let scripts = entries.filter { ScriptName.isValid($0) && $0 != "listlab.d.lua" }.sorted()
    return scripts.filter { contained($0, in: path) != nil }
  }

  /// The text of `name` in `source`, or nil when it is not one of its scripts.
  ///
  /// - Complexity: O(size of the file).
  func text(_ name: String, in source: Source) -> String? {
    guard ScriptName.isValid(name), name != "listlab.d.lua", let folder = path(of: source),
      let file = contained(name, in: folder)
    else { return nil }
    return try? SourceFile.read(file)
  }

  private func path(of source: Source) -> String? {
    switch source {
    case .shipped: shippedFolder
    case .folder: folder
    }
  }

  /// `folder/name` when it is a regular file whose real path lies directly in `folder`'s real
  /// path; nil otherwise.
  private func contained(_ name: String, in folder: String) -> String? {
    let path = FileSystem.join(folder, name)
    guard let real = FileSystem.realPath(path), let realFolder = FileSystem.realPath(folder),
      FileSystem.folder(of: real) == realFolder, FileSystem.isReadableFile(real), !FileSystem.isDirectory(real)
    else { return nil }
    return real
  }
}
