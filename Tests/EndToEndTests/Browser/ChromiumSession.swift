import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A headless Chromium that stays open while a test works with it, driven over the DevTools
/// protocol on a pipe (`--remote-debugging-pipe`: the browser reads JSON messages, each ended by
/// a NUL byte, on file descriptor 3 and writes its answers on 4).
///
/// `--dump-dom` and `--screenshot` see a page once, in virtual time; this sees it as a reader
/// does, in real time: a page that reloads itself (`--watch`), a player that plays.
final class ChromiumSession {
  private let pid: pid_t
  private let toBrowser: Int32
  private let fromBrowser: Int32
  private let profile: String
  private var buffer: [UInt8] = []
  private var nextID = 1
  private var sessionID = ""

  struct ProtocolError: Error, CustomStringConvertible {
    var description: String
  }

  /// Starts the browser; `environment` is added to this process's for it (`FONTCONFIG_FILE`, to
  /// see a page as another machine's font settings draw it).
  init(environment: [String: String] = [:]) throws {
    let browser = try #require(Chromium.path, Chromium.skipReason)
    profile = NSTemporaryDirectory() + "listlab-chromium-" + UUID().uuidString
    // Both pipes close on exec and sit above 4, so that moving their browser ends to 3 and 4 in
    // the child cannot overwrite one another.
    var input: [Int32] = [0, 0]
    var output: [Int32] = [0, 0]
    guard pipe(&input) == 0, pipe(&output) == 0 else { throw ProtocolError(description: "pipe: \(errno)") }
    func high(_ fd: Int32) -> Int32 {
      let moved = fcntl(fd, F_DUPFD_CLOEXEC, 10)
      close(fd)
      return moved
    }
    let browserReads = high(input[0])
    toBrowser = high(input[1])
    fromBrowser = high(output[0])
    let browserWrites = high(output[1])
    defer {
      close(browserReads)
      close(browserWrites)
    }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, browserReads, 3)
    posix_spawn_file_actions_adddup2(&actions, browserWrites, 4)
    // Nothing else of this process (other tests' pipes) stays open in the browser.
    _ = ChromiumSession.closeFrom?(&actions, 5)
    let arguments = [
      browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
      "--disable-extensions", "--disable-dev-shm-usage", "--user-data-dir=\(profile)", "--remote-debugging-pipe",
      "about:blank",
    ]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var merged = ProcessInfo.processInfo.environment
    merged.merge(environment) { $1 }
    var envp: [UnsafeMutablePointer<CChar>?] = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in envp { free(pointer) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, browser, &actions, nil, &argv, &envp)
    guard status == 0 else {
      close(toBrowser)
      close(fromBrowser)
      throw ProtocolError(description: "cannot start \(browser): \(status)")
    }
    pid = child

    let targets = try call("Target.getTargets", session: false)
    let infos = (targets["targetInfos"] as? [[String: Any]]) ?? []
    let page = try #require(infos.first { $0["type"] as? String == "page" }?["targetId"] as? String, "no page target")
    let attached = try call("Target.attachToTarget", ["targetId": page, "flatten": true], session: false)
    sessionID = try #require(attached["sessionId"] as? String)
  }

  /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
  /// module does not declare; nil where the C library has none.
  private static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else {
      return nil
    }
    return unsafeBitCast(
      symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
  }()

  deinit {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    close(toBrowser)
    close(fromBrowser)
    try? FileManager.default.removeItem(atPath: profile)
  }

  /// Loads `url` and waits until the page's script has run (`data-ready` on the body).
  func open(_ url: String) throws {
    _ = try call("Page.navigate", ["url": url])
    try waitUntil("document.readyState === 'complete' && document.body && document.body.hasAttribute('data-ready')")
  }

  /// Lays pages out in a window of `width` × `height` CSS pixels, one device pixel each, in the
  /// light or the dark colour scheme (`prefers-color-scheme`); before ``open(_:)``.
  func emulate(width: Int, height: Int, dark: Bool = false) throws {
    _ = try call(
      "Emulation.setDeviceMetricsOverride",
      ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    _ = try call(
      "Emulation.setEmulatedMedia",
      ["features": [["name": "prefers-color-scheme", "value": dark ? "dark" : "light"]]])
  }

  /// A PNG of the page's part from the top to `height` (past the window too), `width` wide, as
  /// the browser encodes it.
  func screenshot(width: Int, height: Int) throws -> [UInt8] {
    let result = try call(
      "Page.captureScreenshot",
      [
        "format": "png", "captureBeyondViewport": true,
        "clip": ["x": 0, "y": 0, "width": width, "height": height, "scale": 1],
      ])
    guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
      throw ProtocolError(description: "Page.captureScreenshot: no image")
    }
    return [UInt8](data)
  }

  /// The value of a JavaScript expression in the page (a promise's once it settles), as JSON
  /// gives it: String, NSNumber, Bool, arrays, dictionaries, or nil for undefined and null.
  func evaluate(_ expression: String) throws -> Any? {
    let result = try call(
      "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
    if let exception = result["exceptionDetails"] {
      throw ProtocolError(description: "\(expression): \(exception)")
    }
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Types `text` into the element that has the focus, as a keyboard inserts it
  /// (`Input.insertText`): the page hears the same input events as from a person typing.
  func insertText(_ text: String) throws {
    _ = try call("Input.insertText", ["text": text])
  }

  /// Waits until `condition` (a JavaScript expression) is true in the page; false if it is not
  /// within `seconds`. A page reloading in between is asked again.
  @discardableResult
  func waitUntil(_ condition: String, seconds: Double = 20) throws -> Bool {
    EndToEndTests.waitUntil(seconds: seconds, interval: 0.05) { (try? evaluate("!!(\(condition))")) as? Bool == true }
  }

  /// Sends one command and returns its result; events and other answers are skipped.
  private func call(_ method: String, _ parameters: [String: Any] = [:], session: Bool = true) throws -> [String: Any] {
    let id = nextID
    nextID += 1
    var message: [String: Any] = ["id": id, "method": method, "params": parameters]
    if session { message["sessionId"] = sessionID }
    var data = [UInt8](try JSONSerialization.data(withJSONObject: message))
    data.append(0)
    var written = 0
    while written < data.count {
      let count = data[written...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
      guard count > 0 else { throw ProtocolError(description: "\(method): the browser closed its pipe") }
      written += count
    }
    let deadline = Date().addingTimeInterval(30)
    while true {
      let reply = try readMessage(until: deadline, method: method)
      guard reply["id"] as? Int == id else { continue }
      if let error = reply["error"] { throw ProtocolError(description: "\(method): \(error)") }
      return (reply["result"] as? [String: Any]) ?? [:]
    }
  }

  private func readMessage(until deadline: Date, method: String) throws -> [String: Any] {
    while true {
      if let end = buffer.firstIndex(of: 0) {
        let message = Array(buffer[..<end])
        buffer.removeSubrange(...end)
        return (try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any]) ?? [:]
      }
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { throw ProtocolError(description: "\(method): no answer in 30 s") }
      var poller = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, Int32(min(left, 1) * 1000)) >= 0 else { continue }
      guard poller.revents != 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 65536)
      let count = chunk.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
      guard count > 0 else { throw ProtocolError(description: "\(method): the browser ended") }
      buffer += chunk[..<count]
    }
  }
}
