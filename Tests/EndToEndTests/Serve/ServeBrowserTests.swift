import Foundation
import Testing

/// The playground page in headless Chromium (the browser tests' ``ChromiumSession``): typing into
/// the editor updates the output, an error links to its line, the menu opens a scenario, and a
/// shared link opens the script.
@Suite(.serialized, .enabled(if: Chromium.shouldRun, Chromium.skipReason)) struct ServeBrowserTests {
  static let lane = BrowserLane("listlab.serve-browser-tests")

  /// The editor's text, CodeMirror's or the text area's.
  static let editorText =
    "(document.querySelector('.CodeMirror') ? document.querySelector('.CodeMirror').CodeMirror.getValue() : document.getElementById('ll-source').value)"

  /// Selects the whole script in the editor and types `text` over it.
  static func type(_ text: String, into browser: ChromiumSession) throws {
    _ = try browser.evaluate(
      """
      (function () {
        var cm = document.querySelector('.CodeMirror');
        if (cm) { cm.CodeMirror.focus(); cm.CodeMirror.execCommand('selectAll'); }
        else { var t = document.getElementById('ll-source'); t.focus(); t.select(); }
        return true;
      })()
      """)
    try browser.insertText(text)
  }

  /// The number of runs the page has finished.
  static func runs(_ browser: ChromiumSession) throws -> Int {
    Int((try browser.evaluate("document.body.dataset.runs || '0'") as? String) ?? "0") ?? 0
  }

  @Test func typingUpdatesTheOutputAndAnErrorLinksToItsLine() async throws {
    try await Self.lane.run {
      let scratch = Scratch()
      let server = try ServeProcess(["--data", scratch.path + "/links.sqlite"])
      let browser = try ChromiumSession()
      try browser.open("http://127.0.0.1:\(server.port)/")
      // The starter script ran on load: its wireframe names the cells' text.
      #expect(try browser.waitUntil("document.getElementById('ll-text').textContent.indexOf('Apple') >= 0"))
      let before = try Self.runs(browser)
      try Self.type(
        "local l = list { section \"s\" { cell \"typed\" { text = \"Typed in the browser\" } } }\nprint(l)\nshow(l)\n",
        into: browser)
      #expect(try browser.waitUntil("document.getElementById('ll-text').textContent.indexOf('cell typed [0,0]') >= 0"))
      #expect(try Self.runs(browser) > before)
      #expect(try browser.evaluate("document.body.dataset.status") as? String == "ok")
      // The pictures: the frame loads the run's page, which has the figure.
      let source = try #require(
        try browser.evaluate("document.getElementById('ll-output').getAttribute('src')") as? String)
      #expect(source.hasPrefix("/api/output/"))
      #expect(try server.request("GET", source).body.contains("<svg"))

      try Self.type("local a = 1\nlocal b = nil\nprint(b.field)\n", into: browser)
      #expect(try browser.waitUntil("document.body.dataset.status === 'error'"))
      let link = try browser.evaluate(
        "document.querySelector('#ll-problems a') && document.querySelector('#ll-problems a').textContent")
      #expect(link as? String == "playground.lua:3")
      _ = try browser.evaluate("document.querySelector('#ll-problems a').click(), true")
      let line = try browser.evaluate(
        """
        (function () {
          var cm = document.querySelector('.CodeMirror');
          if (cm) { return cm.CodeMirror.getCursor().line + 1; }
          var t = document.getElementById('ll-source');
          return t.value.slice(0, t.selectionStart).split('\\n').length;
        })()
        """)
      #expect((line as? NSNumber)?.intValue == 3)
    }
  }

  @Test func theMenuOpensAScenarioAndShareGivesALinkThatOpensIt() async throws {
    try await Self.lane.run {
      let scratch = Scratch()
      let server = try ServeProcess(["--data", scratch.path + "/links.sqlite"])
      let browser = try ChromiumSession()
      try browser.open("http://127.0.0.1:\(server.port)/")
      #expect(try browser.waitUntil("document.querySelectorAll('#ll-menu option').length > 5"))
      _ = try browser.evaluate(
        "(function () { var m = document.getElementById('ll-menu'); m.value = 'shipped/cards.lua'; m.dispatchEvent(new Event('change')); return true; })()"
      )
      #expect(
        try browser.waitUntil("\(Self.editorText).indexOf('cards') >= 0 && document.body.dataset.status === 'ok'"))
      _ = try browser.evaluate("document.getElementById('ll-share').click(), true")
      #expect(try browser.waitUntil("document.getElementById('ll-share-link')"))
      let url = try #require(try browser.evaluate("document.getElementById('ll-share-link').href") as? String)
      #expect(url.contains("/s/"))
      let script = try #require(try browser.evaluate(Self.editorText) as? String)
      let other = try ChromiumSession()
      try other.open(url)
      #expect(try other.waitUntil("!document.getElementById('ll-shared-note').hidden"))
      #expect(try other.evaluate(Self.editorText) as? String == script)
      #expect(try other.waitUntil("document.body.dataset.status === 'ok'"))
    }
  }
}
