import Foundation
import ListLabSystem
import Testing

/// ``AtomicFile``, the one way ListLab writes a file, and the file identity that the refusal to
/// write over an input relies on.
@Suite struct AtomicFileTests {
  /// A folder of its own, removed at the end.
  final class Folder {
    let path = NSTemporaryDirectory() + "listlab-atomic-" + UUID().uuidString
    init() { try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func names() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    func read(_ name: String) throws -> String { try String(contentsOfFile: path + "/" + name, encoding: .utf8) }
  }

  private func permissions(_ path: String) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
  }

  @Test func aWriteReplacesTheFileAndLeavesNothingBeside() throws {
    let folder = Folder()
    let path = folder.path + "/out.txt"
    try AtomicFile.write("first\n", to: path)
    try AtomicFile.write("second\n", to: path)
    #expect(try folder.read("out.txt") == "second\n")
    #expect(folder.names() == ["out.txt"])
    try AtomicFile.write([0xFF, 0x00, 0x41], to: path)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([0xFF, 0x00, 0x41]))
  }

  @Test func anExistingFileKeepsItsPermissionsAndANewOneGetsThoseAsked() throws {
    let folder = Folder()
    let path = folder.path + "/script.sh"
    try AtomicFile.write("one\n", to: path)
    // 0644 less the umask: at most rw-r--r--, and the owner may read and write it.
    let made = try permissions(path)
    #expect(made & ~0o644 == 0 && made & 0o600 == 0o600)
    try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: path)
    try AtomicFile.write("two\n", to: path)
    #expect(try permissions(path) == 0o750)
    try AtomicFile.write("private\n", to: folder.path + "/private", permissions: 0o600)
    #expect(try permissions(folder.path + "/private") == 0o600)
  }

  @Test func aLinkIsWrittenThroughAndStays() throws {
    let folder = Folder()
    try AtomicFile.write("old\n", to: folder.path + "/real.txt")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.txt", withDestinationPath: "real.txt")
    try AtomicFile.write("new\n", to: folder.path + "/link.txt")
    #expect(try folder.read("real.txt") == "new\n")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/link.txt") == "real.txt")
  }

  @Test func aDeviceIsWrittenToAndAFolderOrAMissingFolderIsRefused() throws {
    try AtomicFile.write("discarded\n", to: "/dev/null")
    let folder = Folder()
    #expect(throws: SystemError(reason: "it is a folder")) { try AtomicFile.write("x", to: folder.path) }
    #expect(throws: SystemError(reason: "No such file or directory")) {
      try AtomicFile.write("x", to: folder.path + "/missing/out.txt")
    }
  }

  @Test func staleTemporariesOfEndedProcessesAreRemovedAndNothingElse() throws {
    let folder = Folder()
    // A pid no process has (above the kernel's maximum), this process's own, and other names.
    let ended = ".out.txt.listlab-99999999-1a2b.tmp"
    let running = ".out.txt.listlab-\(ProcessInfo.processInfo.processIdentifier)-ff.tmp"
    let others = ["notes.tmp", ".out.txt.listlab-12-xyz.tmp", ".listlab-1.tmp", "a.listlab-99999999-1.tmp"]
    for name in [ended, running] + others {
      try "partial".write(toFile: folder.path + "/" + name, atomically: false, encoding: .utf8)
    }
    try AtomicFile.write("whole\n", to: folder.path + "/out.txt")
    #expect(folder.names() == (["out.txt", running] + others).sorted())
  }

  @Test func theSameFileByAnyPath() throws {
    let folder = Folder()
    let path = folder.path + "/fruits.lua"
    try AtomicFile.write("print(1)\n", to: path)
    try FileManager.default.createDirectory(atPath: folder.path + "/sub", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: "fruits.lua")
    try FileManager.default.linkItem(atPath: path, toPath: folder.path + "/hard")
    #expect(FileSystem.sameFile(path, folder.path + "/sub/../fruits.lua"))
    #expect(FileSystem.sameFile(path, folder.path + "/link"))
    #expect(FileSystem.sameFile(folder.path + "/hard", path))
    #expect(!FileSystem.sameFile(path, folder.path + "/other.lua"))
    // Paths that do not exist yet: the same place, spelt two ways.
    #expect(FileSystem.sameFile(folder.path + "/new/a.txt", folder.path + "/sub/../new/./a.txt"))
    #expect(!FileSystem.sameFile(folder.path + "/new/a.txt", folder.path + "/new/b.txt"))
  }
}
