package import ListDeclaration

/// What a script's expectations (`expect`, `expect_frame`) found while it ran: how many passed, and
/// each failure with where it was written.
///
/// The runner of a scenario file reads it afterwards (`listlab test`), or hears each check as it
/// happens (`run` and the REPL print failures at once; `--json` makes each check an event).
package final class ExpectationLog {
  /// A failed expectation.
  package struct Failure: Sendable, Equatable, CustomStringConvertible {
    /// Where the expectation was written; nil when the script gave no place.
    package var site: SourceSite?
    package var message: String

    package init(site: SourceSite?, message: String) {
      self.site = site
      self.message = message
    }

    /// `file:line: expectation failed: message`, as `run` and the REPL print it.
    package var description: String { "\(site?.description ?? "?"): expectation failed: \(message)" }
  }

  /// One checked expectation, as `onCheck` hears it.
  package struct Check: Sendable, Equatable {
    package var site: SourceSite?
    package var passed: Bool
    package var message: String
  }

  package private(set) var passed = 0
  package private(set) var failures: [Failure] = []
  /// Called with each failure as it happens.
  package var onFailure: ((Failure) -> Void)?
  /// Called with each expectation as it is checked.
  package var onCheck: ((Check) -> Void)?

  package init() {}

  /// How many expectations were checked so far.
  package var count: Int { passed + failures.count }

  package func pass(at site: SourceSite?, _ message: String) {
    passed += 1
    onCheck?(Check(site: site, passed: true, message: message))
  }

  package func fail(at site: SourceSite?, _ message: String) {
    let failure = Failure(site: site, message: message)
    failures.append(failure)
    onCheck?(Check(site: site, passed: false, message: message))
    onFailure?(failure)
  }
}
