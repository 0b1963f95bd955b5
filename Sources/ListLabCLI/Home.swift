#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where ListLab's own files are: the folder holding `Scripts/` (plugins, scenarios, demos).
enum Home {
  /// `LISTLAB_HOME`, else the nearest folder above the executable that holds `Scripts/plugins`,
  /// else the current folder.
  static let folder: String = {
    if let home = environment("LISTLAB_HOME"), !home.isEmpty { return home }
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if length > 0 {
      var folder = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      while let slash = folder.lastIndex(of: "/"), !folder.isEmpty {
        folder = String(folder[..<slash])
        if isDirectory((folder.isEmpty ? "" : folder) + "/Scripts/plugins") { return folder.isEmpty ? "/" : folder }
      }
    }
    return "."
  }()

  static var scripts: String { folder + "/Scripts" }

  static var pluginFolders: [String] { [scripts + "/plugins"] }

  /// The folders of `LISTLAB_PATH`, in order.
  static var libraryPath: [String] {
    (environment("LISTLAB_PATH") ?? "").split(separator: ";").map(String.init).filter { !$0.isEmpty }
  }

  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// The user's home folder (for the history file).
  static var user: String? { environment("HOME") }
}
