// ListLabCore: one list and its changes, in pure Swift (no Lua, no I/O).
//
// `ListState` owns a list's declaration, layout and scroll position. Every change — `apply` of a
// whole new declaration, the snapshot operations (`insert`, `delete`, `move`, `update` and their
// section forms), a programmer's batch (`performBatchUpdates`) and a diffable data source's
// snapshot (`DataSourceSnapshot`, or an outline: `SectionSnapshot`) — is validated once, laid out,
// diffed (or checked, for a batch) and animated, and returns one `ListChange` holding the changeset,
// the transition and both layouts. A change that fails throws a `ChangeError` and leaves the state
// as it was.
//
// The Lua binding (ListScript) translates Lua calls into these operations and nothing more; a Swift
// test or a Swift package can use them directly (see the README, "ListLab from Swift").
