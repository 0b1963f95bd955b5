import LuaBridge

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The few file-system calls a course needs, without Foundation: listing a folder, making one,
/// copying a file.
enum CourseFiles {
  /// What a folder holds: the names of its sub-folders and of its regular files, each sorted;
  /// nil when it cannot be read.
  static func contents(of folder: String) -> (folders: [String], files: [String])? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var folders: [String] = []
    var files: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix(".") { continue }
      if Home.isDirectory(folder + "/" + name) {
        folders.append(name)
      } else if SourceFile.isReadableFile(folder + "/" + name) {
        files.append(name)
      }
    }
    return (folders.sorted(), files.sorted())
  }

  /// Whether anything (a file or a folder) is at `path`.
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  /// Makes `folder` and the folders above it that are missing (`mkdir -p`).
  static func makeFolder(_ folder: String) throws(LearnError) {
    var path = folder.hasPrefix("/") ? "" : "."
    for part in folder.split(separator: "/") where part != "." {
      path += "/" + part
      if Home.isDirectory(path) { continue }
      guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
        throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
      }
    }
  }

  /// Copies the file at `source` to `target`, replacing it.
  static func copy(_ source: String, to target: String) throws(LearnError) {
    do {
      try SourceFile.write(try SourceFile.read(source), to: target)
    } catch {
      throw .cannotWrite(path: target, reason: error.description)
    }
  }

  /// `folder/relative`, or `relative` alone for the current folder (paths then read as the
  /// learner sees them: `01-tables/rows.lua`).
  static func join(_ folder: String, _ relative: String) -> String {
    if folder == "." || folder.isEmpty { return relative }
    return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }

  /// The folder that holds `path`: `.` for a bare name.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// An absolute path for `path`: itself, or under the current folder.
  static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return path }
    let current = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return path == "." ? current : join(current, path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
  }
}
