import ListLabSystem

/// Notices when files change: each file's modification time, size and inode, compared with what
/// they were when it was told the files.
///
/// Polling `stat` is portable and cheap for the handful of files a script loads, and it sees
/// editors that save by writing a new file and renaming it over the old one (a new inode), as
/// well as a file that disappears or appears.
struct FileWatcher {
  private var stamps: [(path: String, stamp: FileSystem.Stamp)]
  /// A file already changed when it was stamped: written after `since`.
  private var changedEarly: String?

  /// The files to watch (duplicates are watched once), stamped as they are now. A run names its
  /// files only once it ends, so a file written after `since` (the run's start) counts as changed
  /// at once: an edit made while the script ran is not missed.
  init(paths: [String], since: Moment? = nil) {
    var seen = Set<String>()
    stamps = paths.filter { seen.insert($0).inserted }.map { ($0, FileSystem.stamp($0)) }
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
    changedEarly ?? stamps.first { FileSystem.stamp($0.path) != $0.stamp }?.path
  }

  /// A point in wall-clock time, as file modification times are kept.
  struct Moment {
    var seconds: Int
    var nanoseconds: Int

    static var now: Moment {
      let time = SystemClock.now()
      return Moment(seconds: time.seconds, nanoseconds: time.nanoseconds)
    }
  }
}
