package import ListScript

/// What `listlab serve` serves and how: where, which folder, where it stores the share links,
/// and its limits (docs/serve.md, "Limits").
package struct ServeSettings: Sendable {
  /// The folder whose `.lua` files the menu lists (`listlab serve DIR`); nil for none.
  package var folder: String?
  /// The address to listen on: 127.0.0.1 unless `--host` says otherwise.
  package var host = "127.0.0.1"
  /// The port; 0 lets the system choose one (the URL printed at start says which).
  package var port = 8080
  /// The SQLite file of the share links (`--data`).
  package var dataPath: String
  /// ListLab's `Scripts/` folder: the shipped scenarios and demos of the menu; nil when not found.
  package var shippedFolder: String?
  /// Debian's `libjs-codemirror` (the editor); a plain text area when it is not there.
  package var codeMirrorFolder = "/usr/share/javascript/codemirror"
  /// How each run's Lua state is made: the sandbox (never `--trust`), its time limit and memory
  /// budget, `require`'s folders.
  package var scriptOptions: ScriptOptions
  package var limits = ServeLimits()

  package init(dataPath: String, scriptOptions: ScriptOptions) {
    self.dataPath = dataPath
    self.scriptOptions = scriptOptions
  }
}

/// The server's caps besides a run's time limit and memory budget (which are in
/// ``ServeSettings/scriptOptions``).
package struct ServeLimits: Sendable {
  /// The longest script a run or a share accepts, in bytes (`--max-script-kb`).
  package var maxScriptBytes = 64 * 1024
  /// How many runs a second one browser session may start, on average (`--runs-per-second`);
  /// twice as many may come at once.
  package var runsPerSecond = 5.0
  /// How many browser sessions are open at once (`--max-sessions`): past it, the one idle the
  /// longest is closed, or, when none has been idle for `idleSessionSeconds`, the page says the
  /// server is full.
  package var maxSessions = 500
  /// Seconds after which an unused session may be closed (its outputs freed).
  package var idleSessionSeconds = 600.0
  /// How many scripts run at once, each on a thread of its own (`--workers`).
  package var workers = 4
  /// How many runs past half a second (runaways, at the lowest priority) may run on threads of
  /// their own besides the workers (`--runaway-threads`).
  package var runawayThreads = 16
  /// The most a run may print, in bytes: past it, the rest of its output is dropped.
  package var maxOutputBytes = 1 << 20
  /// The most bytes of a request's headers (the HTTP parser's limit).
  package var maxHeaderBytes = 16 * 1024
  /// Seconds a connection may stay open doing nothing.
  package var idleConnectionSeconds: Int64 = 30

  package init() {}

  /// The biggest request body: a script, as UTF-8.
  var maxBodyBytes: Int { maxScriptBytes }
}
