import ListLayout

/// `LISTLAB_CHECK_INVARIANTS=1` makes a release build check every layout's invariants as it is made
/// or changed, as debug builds always do (see `Layout.checksInvariants`): a broken invariant stops
/// the process with every violation. `Scripts/fuzz` runs the release build this way.
package enum InvariantChecks {
  /// Reads the environment; call once, before any command runs.
  package static func applyEnvironment() {
    if Home.environment("LISTLAB_CHECK_INVARIANTS") == "1" { Layout.checksInvariants = true }
  }
}
