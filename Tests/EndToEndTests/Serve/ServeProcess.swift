import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `listlab serve` started on a free port (`--port 0`), as a user starts it; the port is read from
/// the URL it prints. Stopped (SIGTERM, then SIGKILL) when the value goes away.
///
/// Unchecked Sendable: after `init` nothing of it changes but the child process's state, which
/// `Process` guards itself; requests from several threads each open their own socket.
final class ServeProcess: @unchecked Sendable {
  let process = Process()
  let port: Int
  /// What the server printed on stdout before it listened.
  let banner: String
  private let errors = Pipe()

  init(_ arguments: [String] = [], directory: String? = nil) throws {
    process.executableURL = URL(fileURLWithPath: ListLabBinary.path)
    process.arguments = ["serve", "--port", "0"] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["LISTLAB_HOME"] = ListLabBinary.repository
    process.environment = environment
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let output = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // The first lines: "listlab serve: open http://127.0.0.1:PORT/ …", then what it serves.
    var text = ""
    let handle = output.fileHandleForReading
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline, !text.contains("stored in"), process.isRunning {
      let data = handle.availableData
      if data.isEmpty { break }
      text += String(decoding: data, as: UTF8.self)
    }
    banner = text
    guard let range = text.range(of: #"http://[^/]+:(\d+)/"#, options: .regularExpression),
      let port = Int(text[range].split(separator: ":").last!.dropLast())
    else {
      process.terminate()
      let stderr = String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
      throw ServeError(description: "listlab serve did not print its URL: \(text) \(stderr)")
    }
    self.port = port
    // Keep reading stdout so that the server never blocks on a full pipe.
    handle.readabilityHandler = { handle in _ = handle.availableData }
  }

  deinit { stop() }

  /// Ends the server: SIGKILL when `kill`, else SIGTERM (and SIGKILL if it does not end in 5 s).
  func stop(kill: Bool = false) {
    guard process.isRunning else { return }
    if kill {
      Glibc.kill(process.processIdentifier, SIGKILL)
    } else {
      process.terminate()
      waitUntil(seconds: 5) { !process.isRunning }
      if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
    }
    process.waitUntilExit()
  }

  /// A request to the server.
  func request(
    _ method: String, _ path: String, body: String = "", headers: [String: String] = [:]
  ) throws -> HTTPAnswer {
    try HTTPAnswer.exchange(port: port, method: method, path: path, body: Array(body.utf8), headers: headers)
  }

  /// A session, as the page's browser gets it: the cookie set by `GET /`.
  func session() throws -> String {
    let page = try request("GET", "/")
    let cookie = try #require(page.headers["set-cookie"], "GET / sets no cookie")
    return String(cookie.split(separator: ";")[0])
  }

  /// `POST /api/run` in a session; the answer's JSON.
  func run(_ script: String, cookie: String, name: String = "playground.lua") throws -> (Int, [String: Any]) {
    let answer = try request("POST", "/api/run?name=\(name)", body: script, headers: ["Cookie": cookie])
    return (answer.status, answer.json)
  }
}

struct ServeError: Error, CustomStringConvertible {
  var description: String
}

/// One HTTP/1.1 exchange over a socket of its own (`Connection: close`), read to its end.
struct HTTPAnswer {
  var status: Int
  /// Header names in lower case.
  var headers: [String: String]
  var body: String

  var json: [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:]
  }

  static func exchange(
    port: Int, method: String, path: String, body: [UInt8], headers: [String: String]
  ) throws -> HTTPAnswer {
    var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
    let raw = try RawConnection(port: port)
    try raw.send(Array((head + "\r\n").utf8) + body)
    return try parse(raw.readAll())
  }

  /// Parses a whole answer (`Content-Length` or chunked).
  static func parse(_ bytes: [UInt8]) throws -> HTTPAnswer {
    let separator: [UInt8] = Array("\r\n\r\n".utf8)
    guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
      throw ServeError(description: "no complete answer: \(String(decoding: bytes, as: UTF8.self))")
    }
    let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    let status = Int(lines[0].split(separator: " ")[1]) ?? 0
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    var body = Array(bytes[(end + 4)...])
    if headers["transfer-encoding"]?.lowercased() == "chunked" { body = dechunk(body) }
    return HTTPAnswer(status: status, headers: headers, body: String(decoding: body, as: UTF8.self))
  }

  private static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      guard let lineEnd = bytes[index...].firstIndex(of: 13) else { break }
      let size = Int(String(decoding: bytes[index..<lineEnd], as: UTF8.self), radix: 16) ?? 0
      if size == 0 { break }
      let start = lineEnd + 2
      result += bytes[start..<min(bytes.count, start + size)]
      index = start + size + 2
    }
    return result
  }
}

/// A TCP connection to the server on loopback, at the level of the socket (what a hostile client
/// sends is not always HTTP).
final class RawConnection {
  let descriptor: Int32

  init(port: Int) throws {
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var timeout = timeval(tv_sec: 30, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      throw ServeError(description: "cannot connect to port \(port): errno \(errno)")
    }
  }

  deinit { close(descriptor) }

  /// Sends all of `bytes`; false when the server closed the connection first.
  @discardableResult
  func send(_ bytes: [UInt8]) throws -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if count <= 0 { return false }
      sent += count
    }
    return true
  }

  /// Everything the server sends until it closes the connection (or 30 s pass).
  func readAll() throws -> [UInt8] {
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count <= 0 { break }
      result += chunk[..<count]
    }
    return result
  }
}
