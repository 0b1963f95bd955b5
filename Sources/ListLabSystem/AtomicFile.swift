#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way ListLab writes a file: recordings, pages, exports, the reference pages, a course's
/// copies, the learner's progress, the REPL's history.
///
/// The new content goes into a temporary file in the target's folder — a new name
/// (`.NAME.listlab-PID-RANDOM.tmp`), created with `O_EXCL` so that nothing already there is
/// opened — which is flushed to the disk (`fsync`) and then renamed over the target. `rename(2)`
/// replaces a name in one step, so a reader (or a crash, a kill, a full disk) sees the whole old
/// file or the whole new one, never a part; the folder is flushed last so that the rename itself
/// survives a power cut. A process killed before the rename leaves the target as it was and its
/// temporary file beside it: the next write into that folder first removes the temporary files
/// of ListLab's pattern whose process is gone (see ``removeStaleTemporaries(in:)``), so at most
/// one such file — the last killed write's — is there at a time.
///
/// - A target that is a symbolic link is written through: the file it points to is replaced and
///   the link stays.
/// - A target that exists keeps its permission bits (and, when the process may, its owner); a new
///   one gets `permissions` less the umask.
/// - A target that exists and is no regular file — `/dev/null`, a named pipe — has no content to
///   protect: it is written to directly.
/// - A replaced file is a new file: another hard link to the old one keeps the old content.
package enum AtomicFile {
  /// Replaces the file at `path` with `text`'s UTF-8 bytes.
  ///
  /// - Complexity: O(bytes), plus one `fsync` of the file and one of its folder.
  package static func write(_ text: String, to path: String, permissions: UInt32 = 0o644) throws(SystemError) {
    var text = text
    let result = text.withUTF8 { bytes in
      Result { () throws(SystemError) in
        try write(to: path, permissions: permissions) { descriptor, _ in writeAll(bytes, to: descriptor) }
      }
    }
    try result.get()
  }

  /// Replaces the file at `path` with `bytes`.
  ///
  /// - Complexity: O(bytes), plus one `fsync` of the file and one of its folder.
  package static func write(_ bytes: [UInt8], to path: String, permissions: UInt32 = 0o644) throws(SystemError) {
    let result = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(SystemError) in
        try write(to: path, permissions: permissions) { descriptor, _ in writeAll(buffer, to: descriptor) }
      }
    }
    try result.get()
  }

  /// Replaces the file at `path` with what `fill` writes into the temporary file: to its
  /// descriptor, or by its path (a C library that opens the file itself, as libedit's
  /// `write_history` does). `fill` returns 0, or the error number that stopped it.
  ///
  /// - Complexity: O(what `fill` writes), plus one `fsync` of the file and one of its folder.
  package static func write(
    to path: String, permissions: UInt32 = 0o644, filling fill: (_ descriptor: Int32, _ temporary: String) -> Int32
  ) throws(SystemError) {
    let target = FileSystem.resolvingLink(path)
    var info = stat()
    let exists = stat(target, &info) == 0
    if exists, (info.st_mode & S_IFMT) == S_IFDIR { throw SystemError(reason: "it is a folder") }
    if exists, (info.st_mode & S_IFMT) != S_IFREG {
      try writeDirectly(to: target, filling: fill)
      return
    }
    let folder = FileSystem.folder(of: target)
    // What a killed write left; before this write, so that a folder never holds more than one
    // stale file of each writer killed since.
    removeStaleTemporaries(in: folder)
    let (descriptor, temporary) = try createTemporary(beside: target, in: folder, permissions: permissions)
    if exists { keepAttributes(of: info, on: descriptor) }
    var failure = fill(descriptor, temporary)
    if failure == 0, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure == 0, rename(temporary, target) != 0 { failure = errno }
    guard failure == 0 else {
      unlink(temporary)
      throw SystemError(number: failure)
    }
    syncFolder(folder)
  }

  /// What the temporary files' names start and end with, around the process id and a random
  /// number: `.NAME` + `.listlab-` + `PID-RANDOM` + `.tmp`.
  static let marker = ".listlab-"
  static let suffix = ".tmp"

  /// The temporary file beside `target`: a new name, created with `O_EXCL` (never an existing
  /// file, never through a link), readable and writable by its owner until its permission bits
  /// are set.
  private static func createTemporary(
    beside target: String, in folder: String, permissions: UInt32
  ) throws(SystemError) -> (Int32, String) {
    let name = FileSystem.name(of: target)
    // A name too long for the folder with the marker added loses its own part.
    let stem = name.utf8.count > 200 ? "" : name
    for _ in 0..<100 {
      let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
      let temporary = FileSystem.join(folder, "." + stem + marker + "\(getpid())-" + random + suffix)
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
      if descriptor >= 0 { return (descriptor, temporary) }
      guard errno == EEXIST || errno == EINTR else { throw SystemError.last() }
    }
    throw SystemError(number: EEXIST)
  }

  /// Gives the temporary file the target's permission bits and, when this process may (it is
  /// root, or owns it already), its owner and group. Failures leave the defaults.
  private static func keepAttributes(of info: stat, on descriptor: Int32) {
    _ = fchmod(descriptor, info.st_mode & 0o7777)
    if info.st_uid != geteuid() || info.st_gid != getegid() { _ = fchown(descriptor, info.st_uid, info.st_gid) }
  }

  /// A target that is no regular file (a device, a pipe): opened and written as it is.
  private static func writeDirectly(
    to target: String, filling fill: (Int32, String) -> Int32
  ) throws(SystemError) {
    let descriptor = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC)
    guard descriptor >= 0 else { throw SystemError.last() }
    let failure = fill(descriptor, target)
    close(descriptor)
    if failure != 0 { throw SystemError(number: failure) }
  }

  /// Writes all of `bytes`, retrying after a signal and after a short write; 0 or the error
  /// number.
  static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32 {
    guard let base = bytes.baseAddress else { return 0 }
    var offset = 0
    while offset < bytes.count {
      // At most 1 MB a call: a short write of a huge buffer is retried from where it stopped.
      let written = Glibc.write(descriptor, base + offset, min(bytes.count - offset, 1 << 20))
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if written == 0 { return EIO }
      offset += written
    }
    return 0
  }

  /// Flushes a folder's entries (the rename) to the disk; a file system that cannot is ignored.
  private static func syncFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  /// Removes the temporary files of ListLab's pattern in `folder` whose process has ended: what a
  /// write killed before its rename left. A file whose process still runs (a write in progress
  /// in another `listlab`) is kept, and so is every name of another pattern.
  ///
  /// - Complexity: O(entries of the folder).
  package static func removeStaleTemporaries(in folder: String) {
    for name in FileSystem.entries(in: folder) ?? [] {
      guard let process = writerProcess(ofTemporary: name) else { continue }
      if kill(process, 0) != 0, errno == ESRCH { unlink(FileSystem.join(folder, name)) }
    }
  }

  /// The process id in a temporary file's name (`.NAME.listlab-PID-RANDOM.tmp`); nil for a name
  /// of another pattern.
  static func writerProcess(ofTemporary name: String) -> pid_t? {
    guard name.hasPrefix("."), name.hasSuffix(suffix), let marked = name.ranges(of: marker).last else { return nil }
    let parts = name[marked.upperBound...].dropLast(suffix.count).split(separator: "-")
    guard parts.count == 2, let process = pid_t(parts[0]), process > 0,
      parts[1].allSatisfy(\.isHexDigit), (1...8).contains(parts[1].count)
    else { return nil }
    return process
  }
}
