import ListLabSystem
import LuaBridge

/// The few file-system calls a course needs: listing a folder, making one, copying a file (through
/// ``FileSystem`` and ``AtomicFile``).
enum CourseFiles {
  /// What a folder holds: the names of its sub-folders and of its regular files, each sorted
  /// (names that start with a dot left out); nil when it cannot be read.
  static func contents(of folder: String) -> (folders: [String], files: [String])? {
    guard let names = FileSystem.entries(in: folder) else { return nil }
    var folders: [String] = []
    var files: [String] = []
    for name in names where !name.hasPrefix(".") {
      if FileSystem.isDirectory(folder + "/" + name) {
        folders.append(name)
      } else if FileSystem.isReadableFile(folder + "/" + name) {
        files.append(name)
      }
    }
    return (folders.sorted(), files.sorted())
  }

  /// Whether anything (a file or a folder) is at `path`.
  static func exists(_ path: String) -> Bool { FileSystem.exists(path) }

  /// Makes `folder` and the folders above it that are missing (`mkdir -p`).
  static func makeFolder(_ folder: String) throws(LearnError) {
    do {
      try FileSystem.makeFolders(folder)
    } catch {
      throw .cannotWrite(path: error.path ?? folder, reason: error.reason)
    }
  }

  /// Copies the file at `source` to `target`, replacing it (whole: see ``AtomicFile``).
  static func copy(_ source: String, to target: String) throws(LearnError) {
    let bytes: [UInt8]
    do {
      bytes = try SourceFile.readBytes(source)
    } catch {
      throw .cannotRead(path: source, reason: error.description)
    }
    do {
      try AtomicFile.write(bytes, to: target)
    } catch {
      throw .cannotWrite(path: target, reason: error.reason)
    }
  }

  /// `folder/relative`, or `relative` alone for the current folder (paths then read as the
  /// learner sees them: `01-tables/rows.lua`).
  static func join(_ folder: String, _ relative: String) -> String { FileSystem.join(folder, relative) }

  /// The folder that holds `path`: `.` for a bare name.
  static func folder(of path: String) -> String { FileSystem.folder(of: path) }

  /// An absolute path for `path`: itself, or under the current folder.
  static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    guard let current = FileSystem.currentFolder() else { return path }
    return path == "." ? current : join(current, path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
  }
}
