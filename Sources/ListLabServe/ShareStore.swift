import Logging
import NIOPosix
import SQLiteNIO

/// The shared scripts, in an SQLite file (`--data`): one row per link, written before the link
/// is given out.
///
/// The file is in WAL mode with `synchronous=FULL`: a commit is in the write-ahead log, synced,
/// before the answer that names the link leaves, so a link given out survives the server being
/// killed (and the machine losing power). SQLite allows one writer at a time: the actor orders
/// the writes of this process.
actor ShareStore {
  private let connection: SQLiteConnection
  private let threadPool: NIOThreadPool

  /// Opens (or creates) the file and its table.
  static func open(path: String) async throws -> ShareStore {
    let pool = NIOThreadPool(numberOfThreads: 1)
    pool.start()
    var logger = Logger(label: "listlab.serve.store")
    logger.logLevel = .warning
    let connection = try await SQLiteConnection.open(
      storage: .file(path: path), threadPool: pool, logger: logger, on: MultiThreadedEventLoopGroup.singleton.any())
    let store = ShareStore(connection: connection, threadPool: pool)
    try await store.prepare()
    return store
  }

  private init(connection: SQLiteConnection, threadPool: NIOThreadPool) {
    self.connection = connection
    self.threadPool = threadPool
  }

  private func prepare() async throws {
    _ = try await connection.query("PRAGMA journal_mode=WAL")
    _ = try await connection.query("PRAGMA synchronous=FULL")
    _ = try await connection.query("PRAGMA busy_timeout=5000")
    _ = try await connection.query(
      """
      CREATE TABLE IF NOT EXISTS shared_scripts (
        id TEXT PRIMARY KEY NOT NULL,
        name TEXT NOT NULL,
        script TEXT NOT NULL,
        created_at INTEGER NOT NULL DEFAULT (strftime('%s', 'now'))
      )
      """)
  }

  /// The journal mode the file is in (`wal`).
  func journalMode() async throws -> String? {
    try await connection.query("PRAGMA journal_mode").first?.column("journal_mode")?.string
  }

  /// Stores a script under a new id and returns the id once the row is committed.
  func store(script: String, name: String) async throws -> String {
    let id = RandomID.make()
    _ = try await connection.query(
      "INSERT INTO shared_scripts (id, name, script) VALUES (?, ?, ?)", [.text(id), .text(name), .text(script)])
    return id
  }

  /// The script shared under `id`, and its name.
  func script(id: String) async throws -> (name: String, script: String)? {
    let rows = try await connection.query("SELECT name, script FROM shared_scripts WHERE id = ?", [.text(id)])
    guard let row = rows.first, let name = row.column("name")?.string, let script = row.column("script")?.string else {
      return nil
    }
    return (name, script)
  }

  /// Closes the file (the server is stopping); nothing may be asked after.
  func close() async {
    try? await connection.close()
    try? await threadPool.shutdownGracefully()
  }

  /// How many scripts are stored.
  func count() async throws -> Int {
    try await connection.query("SELECT count(*) AS n FROM shared_scripts").first?.column("n")?.integer.map { Int($0) }
      ?? 0
  }
}
