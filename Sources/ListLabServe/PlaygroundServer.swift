import Dispatch
import HTTPTypes
import Hummingbird
import HummingbirdCore
import ListLabSystem
import ListRender
import Logging
import NIOCore

/// `listlab serve`: the playground page and its API on Hummingbird (docs/serve.md lists the
/// routes).
package enum PlaygroundServer {
  /// Opens the store and serves until SIGINT or SIGTERM; returns false when the server could not
  /// start (the reason printed on stderr).
  ///
  /// - Complexity: runs until stopped; each request is O(its body), a run is the script's own.
  package static func run(_ settings: ServeSettings) -> Bool {
    let done = DispatchSemaphore(value: 0)
    let outcome = Outcome()
    Task {
      outcome.started = await serve(settings)
      done.signal()
    }
    done.wait()
    return outcome.started
  }

  private final class Outcome: @unchecked Sendable {
    // Written by the task before it signals, read after the wait.
    var started = false
  }

  private static func serve(_ settings: ServeSettings) async -> Bool {
    let store: ShareStore
    do {
      store = try await ShareStore.open(path: settings.dataPath)
    } catch {
      StandardStreams.write(ServeText.cannotOpenStore(settings.dataPath, "\(error)") + "\n", to: 2)
      return false
    }
    let routes = PlaygroundRoutes(settings: settings, store: store)
    let router = Router()
    router.add(middleware: SecurityHeadersMiddleware())
    routes.add(to: router)
    var logger = Logger(label: "listlab.serve")
    logger.logLevel = .error
    let http = HTTP1Channel.Configuration(
      idleTimeout: .seconds(settings.limits.idleConnectionSeconds),
      httpDecoderConfiguration: .init(
        maxHeaderFieldSize: settings.limits.maxHeaderBytes, maxHeaderListSize: settings.limits.maxHeaderBytes,
        maxHeaderFieldCount: 100))
    let host = settings.host
    let app = Application(
      router: router, server: .http1(configuration: http),
      configuration: ApplicationConfiguration(address: .hostname(host, port: settings.port), serverName: nil),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? settings.port
        let shown = host.contains(":") ? "[\(host)]" : host
        var lines = ServeText.listening("http://\(shown):\(port)/") + "\n"
        lines += ServeText.serving(folder: settings.folder, data: settings.dataPath) + "\n"
        if host != "127.0.0.1" && host != "localhost" && host != "::1" { lines += ServeText.openNetwork + "\n" }
        StandardStreams.write(lines, to: 1)
      }, logger: logger)
    do {
      try await app.runService()
    } catch {
      StandardStreams.write(ServeText.cannotStart("\(error)") + "\n", to: 2)
      await store.close()
      return false
    }
    await store.close()
    return true
  }
}
