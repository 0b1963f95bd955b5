#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paths and folders without Foundation: listing a folder, making one, a file's kind, stamp and
/// identity, a path with its links resolved.
package enum FileSystem {
  /// The names in `folder`, in the order the system gives them, without `.` and `..`; nil when it
  /// cannot be read.
  ///
  /// - Complexity: O(entries).
  package static func entries(in folder: String) -> [String]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    // The name is read in place, up to its terminating zero: `entry.pointee` would copy a whole
    // `dirent`, but readdir's record is only as long as its name needs (`d_reclen`), so that copy
    // reads past the end of the block (AddressSanitizer: heap-buffer-overflow at a folder's last
    // entry).
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    while let entry = readdir(directory) {
      let name = String(cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
      if name != ".", name != ".." { names.append(name) }
    }
    return names
  }

  /// Whether anything (a file, a folder, a link that leads somewhere) is at `path`.
  package static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  package static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// Makes `folder` and the folders above it that are missing (`mkdir -p`). The error names the
  /// folder that could not be made.
  package static func makeFolders(_ folder: String) throws(SystemError) {
    var path = folder.hasPrefix("/") ? "" : "."
    for part in folder.split(separator: "/") where part != "." {
      path += "/" + part
      if isDirectory(path) { continue }
      guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw SystemError.last(path: path) }
    }
  }

  /// The current folder; nil when it cannot be read (it was removed).
  package static func currentFolder() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `folder/name`; `name` alone for the folder `.`.
  package static func join(_ folder: String, _ name: String) -> String {
    if folder == "." || folder.isEmpty { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// The folder that holds `path`: `.` for a bare name, `/` for a name at the root.
  package static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last part of `path`.
  package static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// `path` with every symbolic link, `.` and `..` resolved (`realpath`); nil when it does not
  /// lead to an existing file.
  package static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The file a write to `path` replaces: the file a symbolic link leads to (so that the link
  /// stays), else `path` itself.
  static func resolvingLink(_ path: String) -> String {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return path }
    return realPath(path) ?? path
  }

  /// Where `path` is, with links, `.` and `..` resolved: for a file that exists, its real path;
  /// for one that does not, its folder's canonical path and its name (folders that do not exist
  /// yet are taken as they are written). Nil when the current folder cannot be read.
  package static func canonicalPath(_ path: String) -> String? {
    if let real = realPath(path) { return real }
    if path == "." || path == "/" || path.isEmpty { return nil }
    let name = name(of: path)
    guard let folder = canonicalPath(folder(of: path)) else { return nil }
    switch name {
    case "", ".": return folder
    case "..": return FileSystem.folder(of: folder)
    default: return folder == "/" ? "/" + name : folder + "/" + name
    }
  }

  /// A file's device and inode: the same for every path to it — through symbolic links, `..`,
  /// and other hard links.
  package struct Identity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
  }

  /// The identity of the file at `path` (links followed); nil when there is none.
  package static func identity(of path: String) -> Identity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  /// Whether `first` and `second` name the same file: the same device and inode when both exist,
  /// else the same canonical path (a file about to be made at a path that is another one's).
  package static func sameFile(_ first: String, _ second: String) -> Bool {
    if let one = identity(of: first), let other = identity(of: second) { return one == other }
    guard let one = canonicalPath(first), let other = canonicalPath(second) else { return false }
    return one == other
  }

  /// What a file is as far as noticing a change goes: whether it exists, its modification time,
  /// size and inode (an editor that saves by renaming a new file gives it a new inode).
  package struct Stamp: Equatable, Sendable {
    package var exists: Bool
    package var seconds: Int
    package var nanoseconds: Int
    package var size: Int
    package var inode: UInt
  }

  /// The stamp of `path` now (`exists` false when there is nothing).
  package static func stamp(_ path: String) -> Stamp {
    var info = stat()
    guard stat(path, &info) == 0 else { return Stamp(exists: false, seconds: 0, nanoseconds: 0, size: 0, inode: 0) }
    return Stamp(
      exists: true, seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec), size: Int(info.st_size),
      inode: UInt(info.st_ino))
  }

  /// Whether `path` names a regular file this process can read.
  package static func isReadableFile(_ path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0 else { return false }
    return (info.st_mode & S_IFMT) == S_IFREG && access(path, R_OK) == 0
  }
}
