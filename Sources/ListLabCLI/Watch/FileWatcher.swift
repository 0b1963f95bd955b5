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
  /// A file already changed when it was stamped: written after `since`.
  private var changedEarly: String?

  /// The files to watch (duplicates are watched once), stamped as they are now. A run names its
  /// files only once it ends, so a file written after `since` (the run's start) counts as changed
  /// at once: an edit made while the script ran is not missed.
  init(paths: [String], since: Moment? = nil) {
    var seen = Set<String>()
    stamps = paths.filter { seen.insert($0).inserted }.map { ($0, FileWatcher.stamp($0)) }
    if let since {
      changedEarly =
        stamps.first {
          $0.stamp.exists && ($0.stamp.seconds, $0.stamp.nanoseconds) > (since.seconds, since.nanoseconds)
        }?.path
    }
  }

  var paths: [String] { stamps.map(\.path) }

  /// The first watched file that changed since it was stamped (or during the run), if any.
  func changedFile() -> String? {
    changedEarly ?? stamps.first { FileWatcher.stamp($0.path) != $0.stamp }?.path
  }

  /// A point in wall-clock time, as file modification times are kept.
  struct Moment {
    var seconds: Int
    var nanoseconds: Int

    static var now: Moment {
      var time = timespec()
      clock_gettime(CLOCK_REALTIME, &time)
      return Moment(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
    }
  }

  private static func stamp(_ path: String) -> Stamp {
    var info = stat()
    guard stat(path, &info) == 0 else { return Stamp(exists: false, seconds: 0, nanoseconds: 0, size: 0, inode: 0) }
    return Stamp(
      exists: true, seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec), size: Int(info.st_size),
      inode: UInt(info.st_ino))
  }
}
