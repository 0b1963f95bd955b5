/// Every message `listlab serve` shows a user, on the terminal or in the page: worded here only.
enum ServeText {
  static func listening(_ url: String) -> String { "listlab serve: open \(url) in a browser (Ctrl-C stops)" }
  static let openNetwork =
    "listlab serve: warning: listening on every network interface: anyone who can reach this machine "
    + "can run scripts on it and read the shared links (the default, 127.0.0.1, is this machine only)"
  static func serving(folder: String?, data: String) -> String {
    "listlab serve: " + (folder.map { "the .lua files of \($0) in the menu; " } ?? "") + "share links stored in \(data)"
  }
  static func cannotOpenStore(_ path: String, _ reason: String) -> String {
    "listlab serve: cannot open the share links' database \(path): \(reason)"
  }
  static func cannotStart(_ reason: String) -> String { "listlab serve: cannot start the server: \(reason)" }

  // In the page (JSON `message`s and plain-text error responses).
  static func scriptTooLong(_ limit: Int) -> String {
    "the script is longer than this server accepts (\(limit / 1024) KB; listlab serve --max-script-kb sets it)"
  }
  static let notUTF8 = "the script is not UTF-8 text"
  static let noSession = "no session: reload the page"
  static let busy = "the previous run of this page is still going; this one was not started"
  static let tooFast = "too many runs a second from this page; wait a moment"
  static let full = "the server has as many sessions as it accepts (listlab serve --max-sessions); try again later"
  static let notFound = "not found"
  static let noSuchScript = "no such script"
  static let noSuchLink = "no shared script has this link (it may have been mistyped)"
  static let outputGone = "this output is no longer kept: run the script again"
  static func truncated(_ limit: Int) -> String {
    "(output cut: a run may print at most \(limit / 1024) KB here)"
  }
  static func storeFailed(_ reason: String) -> String { "the script could not be stored: \(reason)" }
}
