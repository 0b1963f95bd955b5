#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Notices when files change: each file's modification time, size and inode, compared with what
/// they were when it was told the files.
///
/// Polling `stat` is portable and cheap for the handful of files a script loads, and it sees
/// editors that save by writing a new file and renaming it over the old one (a new inode), as
/// well as a file that disappears or appears.
struct FileWatcher {
  private struct Stamp: Equatable {
    var exists: Bool
    var seconds: Int
    var nanoseconds: Int
    var size: Int
    var inode: UInt
  }

  private var stamps: [(path: String, stamp: Stamp)]

  /// The files to watch (duplicates are watched once), stamped as they are now.
  init(paths: [String]) {
    var seen = Set<String>()
    stamps = paths.filter { seen.insert($0).inserted }.map { ($0, FileWatcher.stamp($0)) }
  }

  var paths: [String] { stamps.map(\.path) }

  /// The first watched file that changed since it was stamped, if any.
  func changedFile() -> String? {
    stamps.first { FileWatcher.stamp($0.path) != $0.stamp }?.path
  }

  private static func stamp(_ path: String) -> Stamp {
    var info = stat()
    guard stat(path, &info) == 0 else { return Stamp(exists: false, seconds: 0, nanoseconds: 0, size: 0, inode: 0) }
    return Stamp(
      exists: true, seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec), size: Int(info.st_size),
      inode: UInt(info.st_ino))
  }
}
