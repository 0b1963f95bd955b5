import Foundation
import Synchronization
import Testing

/// A few sessions at once, one of them stuck in an infinite loop: the others' runs all come back
/// right, and the runaway runs end with the time limit's message. (Latency is measured by
/// `Scripts/serve-bench`, not here: this asserts on what each run gives.)
@Suite(.serialized) struct ServeLoadTests {
  @Test func aRunawaySessionDoesNotStopTheOthers() throws {
    let scratch = Scratch()
    let server = try ServeProcess(["--data", scratch.path + "/links.sqlite", "--time-limit", "2", "--workers", "3"])
    let scenario = try server.request("GET", "/api/scripts/shipped/cards.lua").body
    let expected = try #require(
      try server.run(scenario, cookie: try server.session(), name: "cards.lua").1["text"] as? String)
    #expect(expected.contains("cell "))
    let runaway = try server.session()
    let runawayResults = Mutex<[String]>([])
    let results = Mutex<[(status: Int, text: String?)]>([])
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      for _ in 0..<2 {
        if let (_, result) = try? server.run(
          "local n = 0\nwhile true do n = n + 1 end\n", cookie: runaway, name: "loop.lua")
        {
          runawayResults.withLock { $0.append((result["problems"] as? [String])?.first ?? "") }
        }
      }
    }
    let cookies = try (0..<4).map { _ in try server.session() }
    for cookie in cookies {
      DispatchQueue.global().async(group: group) {
        for _ in 0..<5 {
          let answer = try? server.run(scenario, cookie: cookie, name: "cards.lua")
          results.withLock { $0.append((answer?.0 ?? 0, answer?.1["text"] as? String)) }
          // A sleep under test: the pace of a well-behaved session (a run every 0.3 s).
          usleep(300_000)
        }
      }
    }
    group.wait()
    let all = results.withLock { $0 }
    #expect(all.count == 20)
    #expect(all.allSatisfy { $0.status == 200 && $0.text == expected })
    let stopped = runawayResults.withLock { $0 }
    #expect(stopped.count == 2)
    #expect(stopped.allSatisfy { $0.hasPrefix("loop.lua:2: time limit exceeded (") })
  }
}
