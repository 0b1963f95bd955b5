// swift-tools-version: 6.1
import PackageDescription

// A small package for `Scripts/check`'s own tests (Tests/RepositoryCheckTests): a tree that passes,
// in which each test plants one violation.
let package = Package(
  name: "CheckFixture",
  targets: [
    .target(name: "ListCollections"),
    .target(name: "ListDiff", dependencies: ["ListCollections"]),
    .target(name: "ListLabSystem"),
    .target(name: "LuaBridge"),
    .testTarget(name: "ListDiffTests", dependencies: ["ListDiff"]),
  ]
)
