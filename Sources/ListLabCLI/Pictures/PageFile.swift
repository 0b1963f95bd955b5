import ListRender
import LuaBridge

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes an HTML page (`--html OUT.html`), and with `--watch` the small script beside it that
/// tells an open page to reload (`OUT.html.watch.js`; see ``HTMLPage/watch``).
enum PageFile {
  /// Writes `page` to `path`; reports a failure on stderr and returns false.
  @discardableResult
  static func write(_ page: HTMLPage, to path: String, watching: Bool) -> Bool {
    var page = page
    let script = path + ".watch.js"
    let stamp = watching ? newStamp() : ""
    if watching {
      let name = script.split(separator: "/").last.map(String.init) ?? script
      page.watch = (script: name, stamp: stamp)
    }
    do {
      try SourceFile.write(page.render(), to: path)
      // After the page: an open page that sees the new stamp reloads into the new page.
      if watching { try SourceFile.write(HTMLPage.watchScript(stamp: stamp), to: script) }
    } catch {
      Console.error("cannot write \(path): \(error.description)")
      return false
    }
    Console.error("wrote \(path)")
    return true
  }

  /// A stamp that differs from run to run: the time in nanoseconds.
  private static func newStamp() -> String {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return "\(now.tv_sec).\(now.tv_nsec)"
  }
}
