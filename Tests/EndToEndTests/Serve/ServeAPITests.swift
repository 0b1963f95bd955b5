import Foundation
import Testing

/// Every route of `listlab serve`, spoken to over HTTP as the page speaks to it.
@Suite(.serialized) struct ServeAPITests {
  @Test func thePageIsServedWithItsPolicyAndASessionCookie() throws {
    let scratch = Scratch()
    let server = try ServeProcess(["--data", scratch.path + "/links.sqlite"])
    #expect(server.banner.contains("http://127.0.0.1:\(server.port)/"))
    let page = try server.request("GET", "/")
    #expect(page.status == 200)
    #expect(page.headers["content-type"] == "text/html; charset=utf-8")
    #expect(page.headers["content-security-policy"]?.contains("script-src 'self'") == true)
    #expect(page.headers["x-content-type-options"] == "nosniff")
    #expect(page.body.contains("<textarea id=\"ll-source\""))
    #expect(page.body.contains("<script src=\"/app.js\"></script>"))
    let cookie = try #require(page.headers["set-cookie"])
    #expect(cookie.hasPrefix("listlab_session=") && cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
    // The same browser keeps its session: no new cookie.
    let again = try server.request("GET", "/", headers: ["Cookie": String(cookie.split(separator: ";")[0])])
    #expect(again.headers["set-cookie"] == nil)

    let script = try server.request("GET", "/app.js")
    #expect(script.status == 200 && script.headers["content-type"]?.hasPrefix("text/javascript") == true)
    #expect(script.body.contains("/api/run"))
    let style = try server.request("GET", "/app.css")
    #expect(style.status == 200 && style.headers["content-type"]?.hasPrefix("text/css") == true)
    #expect(try server.request("GET", "/healthz").body == "ok\n")
    #expect(try server.request("GET", "/no/such/route").status == 404)
  }

  @Test func codeMirrorIsServedWhenDebianHasIt() throws {
    let scratch = Scratch()
    let server = try ServeProcess(["--data", scratch.path + "/links.sqlite"])
    let installed = FileManager.default.fileExists(atPath: "/usr/share/javascript/codemirror/lib/codemirror.js")
    let page = try server.request("GET", "/").body
    #expect(page.contains("/vendor/codemirror.js") == installed)
    for file in ["codemirror.js", "codemirror.css", "lua.js"] {
      #expect(try server.request("GET", "/vendor/" + file).status == (installed ? 200 : 404))
    }
    #expect(try server.request("GET", "/vendor/..%2F..%2Fetc%2Fpasswd").status == 404)
  }

  @Test func aRunGivesTheTextTheProblemsAndThePageOfRunHTML() throws {
    let scratch = Scratch()
    let server = try ServeProcess(["--data", scratch.path + "/links.sqlite"])
    let cookie = try server.session()
    let script =
      "local l = list { section \"s\" { cell \"a\" { text = \"<b>Apple</b>\" } } }\nprint(l)\nshow(l)\nprint(1 + 1)\n"
    let (status, result) = try server.run(script, cookie: cookie, name: "fruit.lua")
    #expect(status == 200)
    #expect(result["status"] as? String == "ok")
    let text = try #require(result["text"] as? String)
    #expect(text.contains("cell a [0,0] (0 0; 375 44)"))
    #expect(text.hasSuffix("2"))
    let output = try #require(result["output"] as? String)
    let page = try server.request("GET", "/api/output/" + output, headers: ["Cookie": cookie])
    #expect(page.status == 200)
    #expect(page.headers["content-security-policy"]?.contains("sandbox allow-scripts") == true)
    #expect(page.body.contains("<svg"))
    #expect(page.body.contains("&lt;b&gt;Apple&lt;/b&gt;"))
    #expect(!page.body.contains("<b>Apple</b>"))
    // The same script through `listlab run --html` draws the same figures.
    let file = try scratch.file("fruit.lua", script)
    _ = try listlab(["run", file, "--html", scratch.path + "/fruit.html"])
    let written = try String(contentsOfFile: scratch.path + "/fruit.html", encoding: .utf8)
    let figure = { (html: String) in html.components(separatedBy: "<svg").dropFirst().first ?? "" }
    #expect(!figure(written).isEmpty && figure(written) == figure(page.body))
    #expect(try server.request("GET", "/api/output/aaaaaaaaaaaaaaaaaaaaaaaaaa").status == 404)
  }

  @Test func errorsAndFailedExpectationsNameTheLine() throws {
    let scratch = Scratch()
    let server = try ServeProcess(["--data", scratch.path + "/links.sqlite"])
    let cookie = try server.session()
    let (_, broken) = try server.run("local x = 1\nerror(\"broken here\")\n", cookie: cookie, name: "broken.lua")
    #expect(broken["status"] as? String == "error")
    #expect(broken["line"] as? Int == 2)
    #expect((broken["problems"] as? [String])?.first?.hasPrefix("broken.lua:2: broken here") == true)
    let (_, syntax) = try server.run("local = 3\n", cookie: cookie, name: "syntax.lua")
    #expect(syntax["status"] as? String == "error")
    #expect((syntax["problems"] as? [String])?.first?.hasPrefix("syntax.lua:1:") == true)
    let expecting = "local l = list { section \"s\" { cell \"a\" {} } }\n\nexpect_frame(\"a\", { h = 99 })\n"
    let (_, failed) = try server.run(expecting, cookie: cookie, name: "check.lua")
    #expect(failed["status"] as? String == "failed")
    #expect((failed["problems"] as? [String])?.first?.hasPrefix("check.lua:3: expectation failed") == true)
    // A name that is a path is not taken: the chunk is called playground.lua.
    let (_, renamed) = try server.run("error('x')", cookie: cookie, name: "..%2Fetc%2Fpasswd")
    #expect((renamed["problems"] as? [String])?.first?.hasPrefix("playground.lua:1:") == true)
  }

  @Test func theSandboxAndTheLimitsHoldInARun() throws {
    let scratch = Scratch()
    let server = try ServeProcess([
      "--data", scratch.path + "/links.sqlite", "--time-limit", "1", "--memory-limit", "16",
    ])
    let cookie = try server.session()
    let (_, io) = try server.run("return io.open('/etc/passwd')", cookie: cookie)
    #expect(io["status"] as? String == "error")
    let (_, loop) = try server.run("while true do end", cookie: cookie)
    #expect(loop["status"] as? String == "timeout")
    #expect((loop["problems"] as? [String])?.first?.contains("time limit exceeded (") == true)
    let (_, memory) = try server.run(
      "local s, t = ('x'):rep(1 << 20), {} for i = 1, 100 do t[i] = s .. i end", cookie: cookie)
    #expect(memory["status"] as? String == "error")
    #expect((memory["problems"] as? [String])?.first?.contains("not enough memory") == true)
    let (_, printing) = try server.run("for i = 1, 1e6 do print(('y'):rep(10000)) end", cookie: cookie)
    #expect(printing["truncated"] as? Bool == true)
    #expect((printing["text"] as? String)?.hasSuffix("(output cut: a run may print at most 1024 KB here)") == true)
  }

  @Test func runsNeedASessionAndAreRationed() throws {
    let scratch = Scratch()
    let server = try ServeProcess(["--data", scratch.path + "/links.sqlite", "--runs-per-second", "1"])
    let none = try server.request("POST", "/api/run", body: "print(1)")
    #expect(none.status == 403)
    #expect(none.json["message"] as? String == "no session: reload the page")
    let cookie = try server.session()
    // Twice the rate at once, then refused.
    var statuses: [Int] = []
    for _ in 0..<4 { statuses.append(try server.run("print(1)", cookie: cookie).0) }
    #expect(statuses.prefix(2) == [200, 200])
    #expect(statuses.last == 429)
  }

  @Test func theMenuListsTheShippedScriptsAndTheFolderOnly() throws {
    let scratch = Scratch()
    try scratch.file("mine.lua", "print('mine')\n")
    try scratch.file("notes.txt", "not a script\n")
    try scratch.file("sub/inner.lua", "print('inner')\n")
    let outside = Scratch()
    try outside.file("secret.lua", "print('secret')\n")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path + "/link.lua", withDestinationPath: outside.path + "/secret.lua")
    let server = try ServeProcess([scratch.path])
    #expect(server.banner.contains("the .lua files of "))
    #expect(FileManager.default.fileExists(atPath: scratch.path + "/.listlab-serve.sqlite"))
    let lists = try server.request("GET", "/api/scripts").json
    #expect(lists["folder"] as? [String] == ["mine.lua"])
    #expect((lists["scenarios"] as? [String])?.contains("cards.lua") == true)
    #expect((lists["demos"] as? [String])?.contains("demo-cards.lua") == true)
    #expect((lists["scenarios"] as? [String])?.contains("listlab.d.lua") == false)
    let mine = try server.request("GET", "/api/scripts/folder/mine.lua")
    #expect(mine.status == 200 && mine.body == "print('mine')\n")
    let shipped = try server.request("GET", "/api/scripts/shipped/cards.lua")
    #expect(shipped.status == 200 && shipped.body.contains("list"))
    for path in [
      "/api/scripts/folder/link.lua", "/api/scripts/folder/notes.txt", "/api/scripts/folder/..%2F..%2Fetc%2Fpasswd",
      "/api/scripts/folder/../../../etc/passwd", "/api/scripts/folder/sub%2Finner.lua", "/api/scripts/other/mine.lua",
      "/api/scripts/shipped/..%2Fplugins%2Fcards.lua",
    ] {
      let answer = try server.request("GET", path)
      #expect(answer.status == 404, "\(path)")
      #expect(!answer.body.contains("secret") && !answer.body.contains("root:"), "\(path)")
    }
  }

  @Test func aSharedLinkOpensTheScriptAndSurvivesARestart() throws {
    let scratch = Scratch()
    let data = scratch.path + "/links.sqlite"
    var server = try ServeProcess(["--data", data])
    let cookie = try server.session()
    let shared = try server.request(
      "POST", "/api/share?name=shared.lua", body: "print('shared <script>')\n", headers: ["Cookie": cookie])
    #expect(shared.status == 201)
    let id = try #require(shared.json["id"] as? String)
    #expect(id.count == 26)
    #expect(shared.json["url"] as? String == "/s/" + id)
    #expect(try server.request("GET", "/s/" + id).status == 200)
    server.stop()
    server = try ServeProcess(["--data", data])
    let opened = try server.request("GET", "/api/shared/" + id)
    #expect(opened.status == 200)
    #expect(opened.json["script"] as? String == "print('shared <script>')\n")
    #expect(opened.json["name"] as? String == "shared.lua")
    #expect(try server.request("GET", "/s/" + id).body.contains("<textarea"))
    #expect(try server.request("GET", "/s/aaaaaaaaaaaaaaaaaaaaaaaaaa").status == 404)
    #expect(try server.request("GET", "/api/shared/nonsense").status == 404)
    #expect(try server.request("POST", "/api/share", body: "print(1)").status == 403)
  }

  @Test func theCommandLineIsCheckedAndTheOpenAddressWarns() throws {
    let bad = try listlab(["serve", "--port", "70000"])
    #expect(bad.status != 0 && bad.stderr.contains("--port must be between 0 and 65535"))
    let missing = try listlab(["serve", "/no/such/folder"])
    #expect(missing.status != 0 && missing.stderr.contains("/no/such/folder is not a folder"))
    let help = try listlab(["serve", "--help"])
    #expect(help.stdout.contains("--max-script-kb") && help.stdout.contains("--host"))
    let scratch = Scratch()
    let open = try ServeProcess(["--host", "0.0.0.0", "--data", scratch.path + "/links.sqlite"])
    #expect(open.banner.contains("warning: listening on every network interface"))
  }
}
