// swift-tools-version: 6.1
import PackageDescription

/// Upcoming features every Swift target builds with (`InternalImportsByDefault` keeps the C types
/// inside the bridge).
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "ListLab",
  products: [
    .executable(name: "listlab", targets: ["listlab"]),
    // The pure Swift core, usable without Lua or libedit: declare a list, lay it out, change it,
    // check a batch update (see the README, "ListLab from Swift").
    .library(
      name: "ListLabCore",
      targets: [
        "ListLabCore", "ListCollections", "ListText", "ListDiff", "ListDeclaration", "ListLayout", "ListAnimation",
        "ListRender",
      ]),
    // UIKit's names and signatures for lists, backed by the core: an app's list code on Linux
    // (see docs/swift.md).
    .library(name: "ListLabUIKit", targets: ["ListLabUIKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // `listlab serve`'s HTTP server (its default traits, swift-configuration and full Foundation,
    // are not needed and cost build time), and the share links' store (docs/serve.md says why
    // sqlite-nio).
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.2"),
    // Named by the server's module, which uses them directly (Hummingbird depends on them too).
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0", traits: []),
  ],
  targets: [
    // C libraries from Debian, through pkg-config.
    .systemLibrary(
      name: "CLua",
      pkgConfig: "lua5.4",
      providers: [.apt(["liblua5.4-dev"]), .brew(["lua"])]),
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]),
    // zlib, only for the browser tests, which decode Chromium's PNG screenshots.
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),

    // ListLab's C for Lua: the allocator, the count hook, the trampoline and protected calls,
    // the record scan (`.c` files; the header declares them).
    .target(name: "CListLabLua", dependencies: ["CLua"]),

    // The only module that imports Lua's C modules.
    .target(
      name: "LuaBridge",
      dependencies: ["CLua", "CListLabLua"],
      swiftSettings: strictSettings),
    // The command line's system calls, and the only Swift of the command line (with the REPL's
    // history) that lends memory to the C library: writing a file atomically, locks, folders,
    // the terminal, child processes, clocks (no Foundation, no other dependency).
    .target(name: "ListLabSystem", swiftSettings: strictSettings),
    // The REPL session (what is typed, completion) and line editing through libedit.
    .target(
      name: "LuaREPL",
      dependencies: ["LuaBridge", "CEditLine", "ListLabSystem"],
      swiftSettings: strictSettings),

    // Pure Swift cores: no Lua, no I/O.
    // (`linkedLibrary("m")`: `.rounded()` and friends need the C maths library when a core is
    // linked on its own, e.g. in its test bundle.)
    // The data structures the cores share (chunked storage, prefix sums, the chunk index): no
    // domain types.
    .target(name: "ListCollections", swiftSettings: strictSettings),
    // Text metrics: fonts, Dynamic Type sizes, glyph advances, grapheme clusters, line breaking.
    .target(name: "ListText", swiftSettings: strictSettings, linkerSettings: [.linkedLibrary("m")]),
    // Identity, the diff, staged changesets and batch checks.
    .target(
      name: "ListDiff", dependencies: ["ListCollections"], swiftSettings: strictSettings,
      linkerSettings: [.linkedLibrary("m")]),
    // What a script declares: lists, sections, cells, content, options, devices, compositional
    // layouts, and the rules for reading and checking them (no layout engine). Cells are the
    // diff's contents and share its identifiers.
    .target(
      name: "ListDeclaration", dependencies: ["ListDiff", "ListText", "ListCollections"],
      swiftSettings: strictSettings, linkerSettings: [.linkedLibrary("m")]),
    // The layout engines: rows (the table styles and grids), compositional, and plugin layouts.
    .target(
      name: "ListLayout", dependencies: ["ListDeclaration", "ListDiff", "ListText", "ListCollections"],
      swiftSettings: strictSettings, linkerSettings: [.linkedLibrary("m")]),
    .target(
      name: "ListAnimation",
      dependencies: ["ListDeclaration", "ListLayout", "ListDiff"],
      swiftSettings: strictSettings,
      linkerSettings: [.linkedLibrary("m")]),

    // One list and its changes: validation, layout, diff or batch check, transition.
    .target(
      name: "ListLabCore",
      dependencies: ["ListDeclaration", "ListLayout", "ListDiff", "ListAnimation"],
      swiftSettings: strictSettings),

    // UIKit's list API (compositional layouts, diffable data sources, cells) over the core; the
    // only module besides the tests that imports Foundation.
    .target(
      name: "ListLabUIKit",
      dependencies: ["ListLabCore", "ListDeclaration", "ListLayout", "ListDiff", "ListText"],
      swiftSettings: strictSettings),

    // Apple's availability of every UIKit member ListLabUIKit declares, and what ListLab does with
    // it (a record derived from ListLabUIKit's doc comments; no Foundation).
    .target(name: "UIKitAvailability", exclude: ["Generated/README.md"], swiftSettings: strictSettings),

    // UIKit Swift code for a list, from its declaration model (`listlab export --swift`, `swift(l)`).
    .target(
      name: "ListExport",
      dependencies: ["ListLabCore", "ListDeclaration", "ListLayout", "ListDiff", "ListText", "UIKitAvailability"],
      swiftSettings: strictSettings),

    // Text renderers of layouts and transitions.
    .target(
      name: "ListRender",
      dependencies: ["ListDeclaration", "ListLayout", "ListDiff", "ListText", "ListAnimation"],
      swiftSettings: strictSettings),

    // Scenario files as tests: what `expect` and `expect_frame` check and record (no Lua).
    .target(
      name: "ListExpectations",
      dependencies: ["ListDeclaration", "ListLayout", "ListDiff", "ListLabCore", "ListRender"],
      swiftSettings: strictSettings),

    // The Lua binding: globals, list objects, sandbox, plugins, REPL evaluation.
    .target(
      name: "ListScript",
      dependencies: [
        "LuaBridge", "ListLabCore", "ListCollections", "ListDeclaration", "ListLayout", "ListDiff", "ListText",
        "ListAnimation", "ListRender", "ListExpectations", "ListExport", "ListLabSystem",
      ],
      swiftSettings: strictSettings),

    // The bench command's inputs: fixed diff scenarios, the custom-cell scripts and the seeded
    // generator (the tests' fixtures, which share the generator, are ListFixtures under Tests/Support).
    .target(name: "ListBenchInputs", dependencies: ["ListDiff"], swiftSettings: strictSettings),

    // `listlab serve`: the playground as a web page, its limits, the share links' store.
    .target(
      name: "ListLabServe",
      dependencies: [
        "ListScript", "LuaBridge", "ListRender", "ListLabSystem", "ListExpectations",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "SQLiteNIO", package: "sqlite-nio"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
      ],
      swiftSettings: strictSettings),

    // Commands: repl, run, demo, test, bench, serve.
    .target(
      name: "ListLabCLI",
      dependencies: [
        "ListScript", "LuaBridge", "LuaREPL", "ListRender", "ListDeclaration", "ListLayout", "ListDiff", "ListText",
        "ListAnimation", "ListExpectations", "ListExport", "UIKitAvailability", "ListBenchInputs", "ListLabSystem",
        "ListLabServe",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings),

    .executableTarget(
      name: "listlab",
      dependencies: ["ListLabCLI", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      swiftSettings: strictSettings),

    // The test suite's one expected-output check (LISTLAB_RECORD=1 regenerates the files).
    .target(name: "ExpectedOutput", path: "Tests/Support/ExpectedOutput", swiftSettings: strictSettings),
    // Reads ListLabUIKit's public declarations and their availability lines (for the record and
    // the docs' table of members).
    .target(name: "UIKitSurface", path: "Tests/Support/UIKitSurface", swiftSettings: strictSettings),
    // The tests' inputs: seeded random lists and outlines, identifiers equal with different bytes
    // (not in the shipped executable).
    .target(
      name: "ListFixtures",
      dependencies: ["ListBenchInputs", "ListDiff", "ListDeclaration", "ListLayout", "ListText"],
      path: "Tests/Support/ListFixtures", swiftSettings: strictSettings),
    .testTarget(name: "ListCollectionsTests", dependencies: ["ListCollections"], swiftSettings: strictSettings),
    .testTarget(name: "ListTextTests", dependencies: ["ListText", "ListBenchInputs"], swiftSettings: strictSettings),
    .testTarget(name: "LuaBridgeTests", dependencies: ["LuaBridge"], swiftSettings: strictSettings),
    .testTarget(
      name: "LuaREPLTests", dependencies: ["LuaREPL", "LuaBridge", "ListLabSystem"], swiftSettings: strictSettings),
    .testTarget(
      name: "ListLayoutTests",
      dependencies: [
        "ListDeclaration", "ListLayout", "ListDiff", "ListText", "ListCollections", "ListFixtures", "ListBenchInputs",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ListDiffTests", dependencies: ["ListDiff", "ListFixtures", "ListBenchInputs"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ListAnimationTests",
      dependencies: ["ListAnimation", "ListDeclaration", "ListLayout", "ListDiff", "ListFixtures", "ListBenchInputs"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ListRenderTests",
      dependencies: [
        "ListRender", "ListAnimation", "ListDeclaration", "ListLayout", "ListDiff", "ListText", "ExpectedOutput",
      ],
      exclude: ["Wireframe/Snapshots"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ListLabCoreTests",
      dependencies: ["ListLabCore", "ListAnimation", "ListDeclaration", "ListLayout", "ListDiff", "ListFixtures"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ListLabUIKitTests",
      dependencies: [
        "ListLabUIKit", "ListLabCore", "ListDeclaration", "ListLayout", "ListDiff", "ListText", "UIKitAvailability",
        "UIKitSurface", "ExpectedOutput",
      ],
      swiftSettings: strictSettings),
    // Everyday iOS 17 list code (selection, swipe actions, separators, outlines, flow layouts, cells),
    // compiled against ListLabUIKit and run; and a reference to every member docs/swift.md's table
    // lists, so that every row compiles.
    .testTarget(
      name: "ListLabUIKitSnippetTests", dependencies: ["ListLabUIKit"], swiftSettings: strictSettings),
    // The loop closed: each shipped scenario's lists exported as Swift (checked in under Exported/),
    // compiled against ListLabUIKit, and laid out with the frames the Lua run gives.
    .testTarget(
      name: "ExportRoundTripTests",
      dependencies: [
        "ListLabUIKit", "ListExport", "ListScript", "ExpectedOutput", "ListLabCore", "ListDeclaration", "ListLayout",
        "ListDiff",
        "LuaBridge", "UIKitAvailability",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ListScriptTests",
      dependencies: [
        "ListScript", "LuaBridge", "ListLabCore", "ListExpectations", "ListRender", "ListDeclaration", "ListLayout",
        "ListDiff", "ListLabSystem",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ListLabCLITests", dependencies: ["ListLabCLI", "ListScript", "LuaREPL", "LuaBridge", "ListLabSystem"],
      swiftSettings: strictSettings),
    // Scripts/check on a small package (Fixture/, not compiled here) with a violation of each rule
    // planted, and on the repository.
    .testTarget(name: "RepositoryCheckTests", exclude: ["Fixture"], swiftSettings: strictSettings),
    .testTarget(
      name: "EndToEndTests", dependencies: ["listlab", "CZlib", "ExpectedOutput"],
      exclude: ["Snapshots", "Browser/Expected"],
      swiftSettings: strictSettings),
  ]
)
