import ListLabSystem
import ListRender

/// Writes an HTML page (`--html OUT.html`), and with `--watch` the small script beside it that
/// tells an open page to reload (`OUT.html.watch.js`; see ``HTMLPage/watch``).
enum PageFile {
  /// Writes `page` to `path`; reports a failure on stderr and returns false.
  @discardableResult
  static func write(_ page: HTMLPage, to path: String, watching: Bool) -> Bool {
    var page = page
    let script = reloadScript(of: path)
    let stamp = watching ? newStamp() : ""
    if watching {
      let name = script.split(separator: "/").last.map(String.init) ?? script
      page.watch = (script: name, stamp: stamp)
    }
    do {
      try AtomicFile.write(page.render(), to: path)
    } catch {
      Console.error(OutputFileError.cannotWrite(path: path, reason: error.reason).description)
      return false
    }
    do {
      // After the page: an open page that sees the new stamp reloads into the new page.
      if watching { try AtomicFile.write(HTMLPage.watchScript(stamp: stamp), to: script) }
    } catch {
      Console.error(OutputFileError.cannotWrite(path: script, reason: error.reason).description)
      return false
    }
    Console.error("wrote \(path)")
    return true
  }

  /// The script beside the page at `path` that an open page loads to know when to reload.
  static func reloadScript(of path: String) -> String { path + ".watch.js" }

  /// A stamp that differs from run to run: the time in nanoseconds.
  private static func newStamp() -> String {
    let now = SystemClock.now()
    return "\(now.seconds).\(now.nanoseconds)"
  }
}
