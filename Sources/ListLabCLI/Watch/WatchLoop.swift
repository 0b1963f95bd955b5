import ListLabSystem
import LuaBridge

/// `--watch`: runs a command, then again each time one of the files it used changes, until Ctrl-C.
///
/// On a terminal the screen is cleared before each run, so the output reads as a live view; into
/// a pipe the runs follow one another, each after a `── re-running (FILE changed) ──` line on
/// stderr. Ctrl-C while waiting ends the loop with exit status 0; Ctrl-C while a script runs
/// stops that script ("interrupted!") and then ends the loop.
enum WatchLoop {
  /// How often the files are checked, in microseconds.
  static let pollInterval: UInt32 = 150_000

  /// - Parameter once: runs the command once and returns the files to watch (the scripts, the
  ///   plugins, the modules they required). Its errors end nothing: they are part of the run.
  static func run(once: () -> [String]) {
    InterruptSignal.shared.install()
    _ = InterruptSignal.shared.takePending()
    let clear = Console.stdoutIsTerminal
    var changed: String?
    while true {
      if clear { StandardStreams.write("\u{1B}[H\u{1B}[2J\u{1B}[3J", to: 1) }
      if let changed, !clear { Console.error("── re-running (\(changed) changed) ──") }
      let started = FileWatcher.Moment.now
      let watcher = FileWatcher(paths: once(), since: started)
      Console.flush()
      let names = watcher.paths.count == 1 ? "1 file" : "\(watcher.paths.count) files"
      Console.error("watching \(names) for changes · Ctrl-C to stop")
      changed = nil
      while changed == nil {
        if InterruptSignal.shared.takePending() {
          Console.error("stopped watching")
          return
        }
        SystemClock.sleep(microseconds: pollInterval)
        changed = watcher.changedFile()
      }
      // Let an editor finish writing (several writes, or a write and a rename) before reading.
      SystemClock.sleep(microseconds: 50_000)
    }
  }
}
