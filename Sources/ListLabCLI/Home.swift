import ListLabSystem

/// Where ListLab's own files are: the folder holding `Scripts/` (plugins, scenarios, demos).
enum Home {
  /// `LISTLAB_HOME`; else the nearest folder above the executable that holds `Scripts/plugins`
  /// (a build folder inside the repository, or an installation's prefix); else the source tree
  /// the binary was built from, when it is still there (a binary copied elsewhere); nil when none
  /// holds it (see ``notFound``).
  static let folder: String? = {
    if let home = environment("LISTLAB_HOME"), !home.isEmpty {
      return isDirectory(home + "/Scripts") ? home : nil
    }
    if let folder = executable.flatMap(folderAbove) { return folder }
    return folderAbove(sourceFile)
  }()

  /// Why ``folder`` is nil, and how to point the tool at `Scripts/`.
  static var notFound: String {
    if let home = environment("LISTLAB_HOME"), !home.isEmpty {
      return "LISTLAB_HOME is \(home), which has no Scripts folder; set it to the folder that holds "
        + "ListLab's Scripts/ (the repository's root)"
    }
    return "ListLab's Scripts folder (demos and shipped plugins) was not found above the listlab binary "
      + "(\(executable ?? "?")) nor in the source tree it was built from; set LISTLAB_HOME to the folder that "
      + "holds Scripts/ (the repository's root)"
  }

  static var scripts: String? { folder.map { $0 + "/Scripts" } }

  static var pluginFolders: [String] { scripts.map { [$0 + "/plugins"] } ?? [] }

  /// The running binary's path.
  private static var executable: String? { ProcessEnvironment.executable }

  /// This file, where it was compiled: `…/Sources/ListLabCLI/Home.swift` in the source tree.
  private static let sourceFile = #filePath

  /// The nearest folder above `path` that holds `Scripts/plugins`.
  private static func folderAbove(_ path: String) -> String? {
    var folder = path
    while let slash = folder.lastIndex(of: "/") {
      folder = String(folder[..<slash])
      if isDirectory(folder + "/Scripts/plugins") { return folder.isEmpty ? "/" : folder }
    }
    return nil
  }

  /// The folders of `LISTLAB_PATH`, in order.
  static var libraryPath: [String] {
    (environment("LISTLAB_PATH") ?? "").split(separator: ";").map(String.init).filter { !$0.isEmpty }
  }

  static func environment(_ name: String) -> String? { ProcessEnvironment.variable(name) }

  static func isDirectory(_ path: String) -> Bool { FileSystem.isDirectory(path) }

  /// The user's home folder (for the history file).
  static var user: String? { environment("HOME") }
}
