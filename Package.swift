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
      name: "ListLabCore", targets: ["ListLabCore", "ListLayout", "ListDiff", "ListAnimation", "ListRender"]),
    // UIKit's names and signatures for lists, backed by the core: an app's list code on Linux
    // (see docs/swift.md).
    .library(name: "ListLabUIKit", targets: ["ListLabUIKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // C libraries from Debian, through pkg-config.
    .systemLibrary(
      name: "CLua",
      pkgConfig: "lua5.4",
      providers: [.apt(["liblua5.4-dev"])]),
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]),
    // zlib, only for the browser tests, which decode Chromium's PNG screenshots.
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]),

    // The only module that imports the C modules.
    .target(
      name: "LuaBridge",
      dependencies: ["CLua", "CEditLine"],
      swiftSettings: strictSettings),

    // Pure Swift cores: no Lua, no I/O.
    // (`linkedLibrary("m")`: `.rounded()` and friends need the C maths library when a core is
    // linked on its own, e.g. in its test bundle.)
    .target(name: "ListDiff", swiftSettings: strictSettings, linkerSettings: [.linkedLibrary("m")]),
    // Layout shares the diff's identifiers, and its declarations are the diff's contents.
    .target(
      name: "ListLayout", dependencies: ["ListDiff"], swiftSettings: strictSettings,
      linkerSettings: [.linkedLibrary("m")]),
    .target(
      name: "ListAnimation",
      dependencies: ["ListLayout", "ListDiff"],
      swiftSettings: strictSettings,
      linkerSettings: [.linkedLibrary("m")]),

    // One list and its changes: validation, layout, diff or batch check, transition.
    .target(
      name: "ListLabCore",
      dependencies: ["ListLayout", "ListDiff", "ListAnimation"],
      swiftSettings: strictSettings),

    // UIKit's list API (compositional layouts, diffable data sources, cells) over the core; the
    // only module besides the tests that imports Foundation.
    .target(
      name: "ListLabUIKit",
      dependencies: ["ListLabCore", "ListLayout", "ListDiff"],
      swiftSettings: strictSettings),

    // UIKit Swift code for a list, from its declaration model (`listlab export --swift`, `swift(l)`).
    .target(
      name: "ListExport", dependencies: ["ListLabCore", "ListLayout", "ListDiff"], swiftSettings: strictSettings),

    // Text renderers of layouts and transitions.
    .target(
      name: "ListRender",
      dependencies: ["ListLayout", "ListDiff", "ListAnimation"],
      swiftSettings: strictSettings),

    // The Lua binding: globals, list objects, sandbox, plugins, REPL evaluation.
    .target(
      name: "ListScript",
      dependencies: [
        "LuaBridge", "ListLabCore", "ListLayout", "ListDiff", "ListAnimation", "ListRender", "ListExport",
      ],
      swiftSettings: strictSettings),

    // Inputs for the bench command and the tests: fixed scenarios and seeded random lists (not part
    // of the product's cores).
    .target(name: "ListFixtures", dependencies: ["ListDiff", "ListLayout"], swiftSettings: strictSettings),

    // Commands: repl, run, demo, test, bench.
    .target(
      name: "ListLabCLI",
      dependencies: [
        "ListScript", "LuaBridge", "ListRender", "ListLayout", "ListDiff", "ListAnimation",
        "ListFixtures",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings),

    .executableTarget(
      name: "listlab",
      dependencies: ["ListLabCLI", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      swiftSettings: strictSettings),

    .testTarget(name: "LuaBridgeTests", dependencies: ["LuaBridge"], swiftSettings: strictSettings),
    .testTarget(
      name: "ListLayoutTests", dependencies: ["ListLayout", "ListFixtures"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ListDiffTests", dependencies: ["ListDiff", "ListFixtures"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ListAnimationTests", dependencies: ["ListAnimation", "ListFixtures"], swiftSettings: strictSettings),
    .testTarget(
      name: "ListRenderTests", dependencies: ["ListRender"], exclude: ["Wireframe/Snapshots"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ListLabCoreTests", dependencies: ["ListLabCore", "ListFixtures"], swiftSettings: strictSettings),
    .testTarget(
      name: "ListLabUIKitTests", dependencies: ["ListLabUIKit", "ListLabCore", "ListLayout", "ListDiff"],
      swiftSettings: strictSettings),
    // The loop closed: each shipped scenario's lists exported as Swift (checked in under Exported/),
    // compiled against ListLabUIKit, and laid out with the frames the Lua run gives.
    .testTarget(
      name: "ExportRoundTripTests",
      dependencies: ["ListLabUIKit", "ListExport", "ListScript", "ListLabCore", "ListLayout", "ListDiff", "LuaBridge"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ListScriptTests", dependencies: ["ListScript"], swiftSettings: strictSettings),
    .testTarget(
      name: "EndToEndTests", dependencies: ["listlab", "CZlib"],
      exclude: ["Snapshots", "Browser/Expected"],
      swiftSettings: strictSettings),
  ]
)
