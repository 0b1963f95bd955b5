import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What a hostile or broken client sends — oversized bodies, requests that are not HTTP, paths
/// out of the folder, a flood of connections — is refused, and the server still answers and
/// still runs scripts afterwards.
@Suite(.serialized) struct ServeHostileTests {
  /// The server still answers a plain request and runs a script.
  static func stillServes(_ server: ServeProcess, _ cookie: String) throws {
    #expect(try server.request("GET", "/healthz").body == "ok\n")
    let (status, result) = try server.run("print('still here')", cookie: cookie)
    #expect(status == 200 && result["text"] as? String == "still here")
  }

  @Test func oversizedAndInvalidBodiesAreRefused() throws {
    let scratch = Scratch()
    let server = try ServeProcess(["--data", scratch.path + "/links.sqlite", "--max-script-kb", "4"])
    let cookie = try server.session()
    let long = String(repeating: "-- padding\n", count: 1000)
    let refused = try server.request("POST", "/api/run", body: long, headers: ["Cookie": cookie])
    #expect(refused.status == 413)
    #expect(
      refused.json["message"] as? String
        == "the script is longer than this server accepts (4 KB; listlab serve --max-script-kb sets it)")
    #expect(try server.request("POST", "/api/share", body: long, headers: ["Cookie": cookie]).status == 413)
    // 20 MB announced and sent: refused without the server holding it.
    let raw = try RawConnection(port: server.port)
    let head = "POST /api/run HTTP/1.1\r\nHost: x\r\nCookie: \(cookie)\r\nContent-Length: 20000000\r\n\r\n"
    try raw.send(Array(head.utf8))
    let chunk = [UInt8](repeating: 45, count: 1 << 20)
    for _ in 0..<20 {
      guard try raw.send(chunk) else { break }
    }
    let answer = String(decoding: try raw.readAll(), as: UTF8.self)
    #expect(answer.isEmpty || answer.hasPrefix("HTTP/1.1 413"))
    // Not UTF-8.
    let binary = try HTTPAnswer.exchange(
      port: server.port, method: "POST", path: "/api/run", body: [0xFF, 0xFE, 0x00, 0xC3], headers: ["Cookie": cookie])
    #expect(binary.status == 400 && binary.json["message"] as? String == "the script is not UTF-8 text")
    try Self.stillServes(server, cookie)
  }

  @Test func malformedRequestsAreRefused() throws {
    let scratch = Scratch()
    let server = try ServeProcess(["--data", scratch.path + "/links.sqlite"])
    let cookie = try server.session()
    let garbage = [
      "GARBAGE\r\n\r\n", "GET / HTTP/9.9\r\n\r\n", "GET /\r\nHost: x\r\n\r\n",
      "POST /api/run HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n",
      "POST /api/run HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZZ\r\nboom\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "a", count: 100_000) + "\r\n\r\n",
      "GET / HTTP/1.1\r\n" + String(repeating: "X-Many: 1\r\n", count: 2000) + "\r\n",
      "\u{0}\u{1}\u{2}\u{3}\r\n\r\n",
    ]
    for request in garbage {
      let raw = try RawConnection(port: server.port)
      try raw.send(Array(request.utf8))
      let answer = String(decoding: try raw.readAll(), as: UTF8.self)
      // Refused with a 4xx, or the connection closed: never a page, never a crash.
      #expect(answer.isEmpty || answer.hasPrefix("HTTP/1.1 4"), "\(request.prefix(40)): \(answer.prefix(80))")
    }
    try Self.stillServes(server, cookie)
  }

  @Test func pathsOutOfTheFolderAreNotServed() throws {
    let scratch = Scratch()
    try scratch.file("mine.lua", "print('mine')\n")
    let server = try ServeProcess([scratch.path, "--data", scratch.path + "/links.sqlite"])
    let cookie = try server.session()
    for path in [
      "/../../../../etc/passwd", "/api/scripts/folder/../../../../etc/passwd",
      "/api/scripts/folder/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
      "/api/scripts/folder/.listlab-serve.sqlite", "/api/scripts/folder/links.sqlite", "/vendor/../../etc/passwd",
      "/api/scripts/folder//etc/passwd", "/api/scripts/folder/mine.lua%00.txt", "/api/output/../../etc/passwd",
      "/s/../../etc/passwd",
    ] {
      let raw = try RawConnection(port: server.port)
      try raw.send(Array("GET \(path) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
      let answer = String(decoding: try raw.readAll(), as: UTF8.self)
      #expect(answer.hasPrefix("HTTP/1.1 404") || answer.hasPrefix("HTTP/1.1 400"), "\(path): \(answer.prefix(60))")
      #expect(!answer.contains("root:") && !answer.contains("SQLite format"), "\(path)")
    }
    try Self.stillServes(server, cookie)
  }

  @Test func aFloodOfConnectionsLeavesTheServerAnswering() throws {
    let scratch = Scratch()
    let server = try ServeProcess(["--data", scratch.path + "/links.sqlite"])
    let cookie = try server.session()
    // 300 connections held open, half of them in the middle of a request's headers.
    var held: [RawConnection] = []
    for index in 0..<300 {
      let raw = try RawConnection(port: server.port)
      if index % 2 == 0 { try raw.send(Array("GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ".utf8)) }
      held.append(raw)
    }
    try Self.stillServes(server, cookie)
    // And 200 pages asked for at once on new connections, all answered.
    let answered = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 200) { _ in
      if let page = try? server.request("GET", "/healthz"), page.status == 200 { answered.withLock { $0 += 1 } }
    }
    #expect(answered.withLock { $0 } == 200)
    held.removeAll()
    try Self.stillServes(server, cookie)
  }
}
