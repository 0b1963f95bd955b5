import HTTPTypes
import Hummingbird
import ListRender

/// The headers every answer carries, and the two Content-Security-Policies.
enum ServeHeaders {
  /// The page: its own script and style only (no inline script), the fetches back to this
  /// server, the output frame from this server; no plugins, no forms, not framed by others.
  static let pagePolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    + "frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
  /// A run's output page: the `--html` page's own inline script and style (every text in it is
  /// escaped by the renderer), nothing fetched, in a sandbox of its own origin (no cookies, no
  /// access to the page around it), framed only by the playground.
  static let outputPolicy =
    "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; "
    + "base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox allow-scripts"

  static let contentSecurityPolicy = HTTPField.Name("Content-Security-Policy")!
  static let contentTypeOptions = HTTPField.Name("X-Content-Type-Options")!
  static let referrerPolicy = HTTPField.Name("Referrer-Policy")!

  static let html = "text/html; charset=utf-8"
  static let json = "application/json; charset=utf-8"
  static let text = "text/plain; charset=utf-8"
  static let javaScript = "text/javascript; charset=utf-8"
  static let css = "text/css; charset=utf-8"

  /// An answer with `body` as `contentType`, not cached unless `cacheable`.
  static func response(
    _ status: HTTPResponse.Status, _ contentType: String, _ body: String, cacheable: Bool = false,
    extra: HTTPFields = [:]
  ) -> Response {
    var headers = extra
    headers[.contentType] = contentType
    headers[.cacheControl] = cacheable ? "max-age=3600" : "no-store"
    return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
  }

  /// A JSON answer.
  static func json(_ status: HTTPResponse.Status, _ value: JSONFields, extra: HTTPFields = [:]) -> Response {
    response(status, json, value.serialized, extra: extra)
  }

  /// A refusal: `{"message": …}` with its status.
  static func refusal(_ status: HTTPResponse.Status, _ message: String) -> Response {
    json(status, JSONFields([("message", .string(message))]))
  }
}

/// Adds the headers every answer carries: the page's Content-Security-Policy unless the route
/// set its own, `nosniff`, and no referrer (a shared link is not sent to other sites).
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response: Response
    do {
      response = try await next(request, context)
    } catch let error as HTTPError {
      response = ServeHeaders.refusal(error.status, error.body ?? error.status.reasonPhrase)
    }
    if response.headers[ServeHeaders.contentSecurityPolicy] == nil {
      response.headers[ServeHeaders.contentSecurityPolicy] = ServeHeaders.pagePolicy
    }
    response.headers[ServeHeaders.contentTypeOptions] = "nosniff"
    response.headers[ServeHeaders.referrerPolicy] = "no-referrer"
    return response
  }
}
