import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A share link, once given out, is never lost: the server is killed (SIGKILL, no chance to
/// finish anything) while pages are storing scripts, restarted on the same file, and every link
/// it had answered with still opens its script.
@Suite(.serialized) struct ServeKillTests {
  @Test func everyAcknowledgedLinkSurvivesAKillMidWrites() throws {
    let scratch = Scratch()
    let data = scratch.path + "/links.sqlite"
    var acknowledged: [(id: String, script: String)] = []
    for round in 0..<3 {
      let server = try ServeProcess(["--data", data, "--runs-per-second", "10000"])
      let cookie = try server.session()
      let links = Mutex<[(id: String, script: String)]>([])
      let stop = Atomic(false)
      let writers = DispatchGroup()
      for writer in 0..<3 {
        DispatchQueue.global().async(group: writers) {
          var number = 0
          while !stop.load(ordering: .relaxed) {
            number += 1
            let script =
              "print('round \(round) writer \(writer) number \(number)')\n"
              + String(repeating: "-- x\n", count: number % 50)
            guard let answer = try? server.request("POST", "/api/share", body: script, headers: ["Cookie": cookie]),
              answer.status == 201, let id = answer.json["id"] as? String
            else { continue }
            links.withLock { $0.append((id, script)) }
          }
        }
      }
      // Kill it once some links are out, while the writers are still writing.
      waitUntil(seconds: 30) { links.withLock { $0.count } >= 40 }
      server.stop(kill: true)
      stop.store(true, ordering: .relaxed)
      writers.wait()
      let written = links.withLock { $0 }
      #expect(written.count >= 40)
      acknowledged += written
    }
    let server = try ServeProcess(["--data", data])
    for link in acknowledged {
      let opened = try server.request("GET", "/api/shared/" + link.id)
      #expect(opened.status == 200, "link \(link.id) lost")
      #expect(opened.json["script"] as? String == link.script)
    }
    #expect(Set(acknowledged.map(\.id)).count == acknowledged.count)
  }
}
