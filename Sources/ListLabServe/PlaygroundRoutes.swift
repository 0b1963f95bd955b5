import HTTPTypes
import Hummingbird
import ListLabSystem
import ListRender
import ListScript
import LuaBridge
import NIOCore

/// The routes: the page, its script and style, the menu's scripts, runs and their outputs, share
/// links.
struct PlaygroundRoutes: Sendable {
  let settings: ServeSettings
  let store: ShareStore
  let sessions: SessionTable
  let pool: RunPool
  let library: ScriptLibrary
  /// Debian's CodeMirror files, read once: `codemirror.js`, `codemirror.css`, `lua.js`; empty
  /// when the package is not installed.
  let vendor: [String: (type: String, text: String)]
  let page: String

  init(settings: ServeSettings, store: ShareStore) {
    self.settings = settings
    self.store = store
    sessions = SessionTable(limits: settings.limits)
    pool = RunPool(threads: settings.limits.workers, runaways: settings.limits.runawayThreads)
    library = ScriptLibrary(shippedFolder: settings.shippedFolder, folder: settings.folder)
    let folder = settings.codeMirrorFolder
    var vendor: [String: (type: String, text: String)] = [:]
    let files = [
      ("codemirror.js", "lib/codemirror.js", ServeHeaders.javaScript),
      ("codemirror.css", "lib/codemirror.css", ServeHeaders.css),
      ("lua.js", "mode/lua/lua.js", ServeHeaders.javaScript),
    ]
    for (name, path, type) in files {
      if let text = try? SourceFile.read(FileSystem.join(folder, path)) { vendor[name] = (type, text) }
    }
    if vendor.count != files.count { vendor = [:] }
    self.vendor = vendor
    page = PlaygroundPage.html(codeMirror: !vendor.isEmpty)
  }

  func add(to router: Router<BasicRequestContext>) {
    router.get("/") { request, _ in pageResponse(request) }
    router.get("/s/:id") { request, context in
      let id = context.parameters.get("id") ?? ""
      guard RandomID.isWellFormed(id), (try? await store.script(id: id)) != nil else {
        return ServeHeaders.response(.notFound, ServeHeaders.text, ServeText.noSuchLink)
      }
      return pageResponse(request)
    }
    router.get("/app.js") { _, _ in
      ServeHeaders.response(.ok, ServeHeaders.javaScript, PlaygroundPage.script, cacheable: true)
    }
    router.get("/app.css") { _, _ in ServeHeaders.response(.ok, ServeHeaders.css, PlaygroundPage.style, cacheable: true)
    }
    router.get("/vendor/:file") { _, context in
      guard let file = vendor[context.parameters.get("file") ?? ""] else {
        return ServeHeaders.response(.notFound, ServeHeaders.text, ServeText.notFound)
      }
      return ServeHeaders.response(.ok, file.type, file.text, cacheable: true)
    }
    router.get("/healthz") { _, _ in ServeHeaders.response(.ok, ServeHeaders.text, "ok\n") }
    addScriptRoutes(to: router)
    addRunRoutes(to: router)
    addShareRoutes(to: router)
  }

  /// The page, opening a session for a browser that has none (its cookie).
  private func pageResponse(_ request: Request) -> Response {
    guard let session = sessions.open(Self.sessionCookie(request)) else {
      return ServeHeaders.response(.serviceUnavailable, ServeHeaders.text, ServeText.full)
    }
    var extra: HTTPFields = [:]
    if session.isNew {
      extra[.setCookie] = "\(Self.cookieName)=\(session.id); Path=/; HttpOnly; SameSite=Strict"
    }
    return ServeHeaders.response(.ok, ServeHeaders.html, page, extra: extra)
  }

  private func addScriptRoutes(to router: Router<BasicRequestContext>) {
    router.get("/api/scripts") { _, _ in
      let shipped = library.names(.shipped)
      func list(_ names: [String]) -> JSONValue { .array(names.map { .string($0) }) }
      return ServeHeaders.json(
        .ok,
        JSONFields([
          ("scenarios", list(shipped.filter { !$0.hasPrefix("demo-") })),
          ("demos", list(shipped.filter { $0.hasPrefix("demo-") })), ("folder", list(library.names(.folder))),
        ]))
    }
    router.get("/api/scripts/:source/:name") { _, context in
      guard let source = ScriptLibrary.Source(rawValue: context.parameters.get("source") ?? ""),
        let text = library.text(context.parameters.get("name") ?? "", in: source)
      else { return ServeHeaders.refusal(.notFound, ServeText.noSuchScript) }
      return ServeHeaders.response(.ok, ServeHeaders.text, text)
    }
  }

  private func addRunRoutes(to router: Router<BasicRequestContext>) {
    router.post("/api/run") { request, _ in
      let script: String
      switch await Self.script(of: request, limit: settings.limits.maxScriptBytes) {
      case .success(let text): script = text
      case .failure(let refusal): return refusal.response
      }
      let session = Self.sessionCookie(request)
      switch sessions.begin(session, running: true) {
      case .granted: break
      case .noSession: return ServeHeaders.refusal(.forbidden, ServeText.noSession)
      case .busy: return ServeHeaders.refusal(.tooManyRequests, ServeText.busy)
      case .tooFast: return ServeHeaders.refusal(.tooManyRequests, ServeText.tooFast)
      }
      let name = ScriptName.orDefault(request.uri.queryParameters["name"].map(String.init))
      let started = SystemClock.monotonicNanoseconds()
      let settings = self.settings
      let folder = settings.folder ?? settings.shippedFolder ?? "."
      let result = await pool.run {
        PlaygroundRun.run(
          source: script, name: name, folder: folder, options: settings.scriptOptions,
          maxOutputBytes: settings.limits.maxOutputBytes)
      }
      let milliseconds = Int((SystemClock.monotonicNanoseconds() - started) / 1_000_000)
      let output = RandomID.make()
      sessions.finish(session ?? "", output: output, page: result.page)
      return ServeHeaders.json(
        .ok,
        JSONFields([
          ("status", .string(result.status.rawValue)), ("output", .string(output)), ("text", .string(result.text)),
          ("problems", .array(result.problems.map { .string($0) })),
          ("line", result.errorLine.map { .integer($0) } ?? .null), ("truncated", .bool(result.truncated)),
          ("ms", .integer(milliseconds)),
        ]))
    }
    router.get("/api/output/:id") { _, context in
      guard let page = sessions.page(context.parameters.get("id") ?? "") else {
        return ServeHeaders.response(.notFound, ServeHeaders.text, ServeText.outputGone)
      }
      var extra: HTTPFields = [:]
      extra[ServeHeaders.contentSecurityPolicy] = ServeHeaders.outputPolicy
      return ServeHeaders.response(.ok, ServeHeaders.html, page, extra: extra)
    }
  }

  private func addShareRoutes(to router: Router<BasicRequestContext>) {
    router.post("/api/share") { request, _ in
      let script: String
      switch await Self.script(of: request, limit: settings.limits.maxScriptBytes) {
      case .success(let text): script = text
      case .failure(let refusal): return refusal.response
      }
      switch sessions.begin(Self.sessionCookie(request), running: false) {
      case .granted, .busy: break
      case .noSession: return ServeHeaders.refusal(.forbidden, ServeText.noSession)
      case .tooFast: return ServeHeaders.refusal(.tooManyRequests, ServeText.tooFast)
      }
      let name = ScriptName.orDefault(request.uri.queryParameters["name"].map(String.init))
      do {
        let id = try await store.store(script: script, name: name)
        return ServeHeaders.json(.created, JSONFields([("id", .string(id)), ("url", .string("/s/" + id))]))
      } catch {
        return ServeHeaders.refusal(.internalServerError, ServeText.storeFailed("\(error)"))
      }
    }
    router.get("/api/shared/:id") { _, context in
      let id = context.parameters.get("id") ?? ""
      guard RandomID.isWellFormed(id), let shared = try? await store.script(id: id) else {
        return ServeHeaders.refusal(.notFound, ServeText.noSuchLink)
      }
      return ServeHeaders.json(.ok, JSONFields([("name", .string(shared.name)), ("script", .string(shared.script))]))
    }
  }

  static let cookieName = "listlab_session"

  /// The session id the request's cookie names, when it has the shape of one.
  static func sessionCookie(_ request: Request) -> String? {
    for header in request.headers[values: .cookie] {
      for part in header.split(separator: ";") {
        let pair = part.split(separator: "=", maxSplits: 1)
        guard pair.count == 2, pair[0].trimmingSpaces == cookieName else { continue }
        let value = String(pair[1].trimmingSpaces)
        return RandomID.isWellFormed(value) ? value : nil
      }
    }
    return nil
  }

  struct Refusal: Error {
    var response: Response
  }

  /// The request's body as a script: refused when longer than `limit` bytes or not UTF-8.
  static func script(of request: Request, limit: Int) async -> Result<String, Refusal> {
    let buffer: ByteBuffer
    do {
      buffer = try await request.body.collect(upTo: limit)
    } catch {
      return .failure(Refusal(response: ServeHeaders.refusal(.contentTooLarge, ServeText.scriptTooLong(limit))))
    }
    let bytes = buffer.getBytes(at: buffer.readerIndex, length: buffer.readableBytes) ?? []
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .failure(Refusal(response: ServeHeaders.refusal(.badRequest, ServeText.notUTF8)))
    }
    return .success(text)
  }
}

extension Substring {
  /// Without the spaces at either end.
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return text
  }
}
