extension PlaygroundPage {
  /// `/app.js`: runs the script shortly after each edit (debounced; one run at a time, the last
  /// edit wins), shows the printed text, the failures with `name:line` links that move the editor
  /// to the line, and the run's pictures in the sandboxed frame; the menu and Share.
  ///
  /// Text from the server is set with `textContent`, never parsed as HTML. When a run ends, the
  /// body's `data-runs` counts it and `data-status` says how it ended (the browser tests wait on
  /// them).
  static let script = """
    (function () {
      'use strict';
      var $ = function (id) { return document.getElementById(id); };
      var source = $('ll-source');
      var editor = null;
      var name = 'playground.lua';
      var timer = null, running = false, again = false, runs = 0;

      function text() { return editor ? editor.getValue() : source.value; }
      function setText(value) {
        if (editor) { editor.setValue(value); } else { source.value = value; }
      }
      function goToLine(line) {
        if (editor) {
          editor.focus();
          editor.setCursor({ line: line - 1, ch: 0 });
          editor.scrollIntoView(null, 80);
          return;
        }
        var lines = source.value.split('\\n');
        var start = 0;
        for (var i = 0; i < line - 1 && i < lines.length; i++) { start += lines[i].length + 1; }
        source.focus();
        source.setSelectionRange(start, start + (lines[line - 1] || '').length);
      }
      function status(message) { $('ll-status').textContent = message; }

      // A line of text, with every "name:line" of this script turned into a link to the line.
      function linkify(line) {
        var item = document.createElement('li');
        var pattern = new RegExp('(^|[\\\\s(])(' + name.replace(/[.]/g, '\\\\.') + '):(\\\\d+)', 'g');
        var last = 0, match;
        while ((match = pattern.exec(line)) !== null) {
          var at = match.index + match[1].length;
          item.appendChild(document.createTextNode(line.slice(last, at)));
          var link = document.createElement('a');
          link.href = '#line-' + match[3];
          link.textContent = match[2] + ':' + match[3];
          link.dataset.line = match[3];
          link.addEventListener('click', function (event) {
            event.preventDefault();
            goToLine(Number(this.dataset.line));
          });
          item.appendChild(link);
          last = at + match[2].length + 1 + match[3].length;
        }
        item.appendChild(document.createTextNode(line.slice(last)));
        return item;
      }

      function show(result) {
        $('ll-text').textContent = result.text || '';
        var problems = $('ll-problems');
        problems.textContent = '';
        (result.problems || []).forEach(function (problem) { problems.appendChild(linkify(problem)); });
        if (result.output) { $('ll-output').src = '/api/output/' + encodeURIComponent(result.output); }
        var words = { ok: 'ran', failed: 'an expectation failed', error: 'error', timeout: 'stopped: time limit' };
        status((words[result.status] || result.status) + (result.ms !== undefined ? ' · ' + result.ms + ' ms' : ''));
        document.body.dataset.status = result.status;
      }

      function run() {
        timer = null;
        if (running) { again = true; return; }
        running = true;
        status('running…');
        fetch('/api/run?name=' + encodeURIComponent(name), {
          method: 'POST', body: text(), headers: { 'Content-Type': 'text/plain; charset=utf-8' }
        }).then(function (response) {
          return response.json().then(function (result) {
            if (!response.ok) { result = { status: 'refused', problems: [result.message || response.statusText] }; }
            return result;
          });
        }).then(show, function (error) {
          show({ status: 'refused', problems: ['the server did not answer: ' + error] });
        }).then(function () {
          running = false;
          runs += 1;
          document.body.dataset.runs = String(runs);
          if (again) { again = false; run(); }
        });
      }
      function schedule() {
        if (timer) { clearTimeout(timer); }
        timer = setTimeout(run, 250);
      }

      function open(kind, file) {
        fetch('/api/scripts/' + kind + '/' + encodeURIComponent(file)).then(function (response) {
          if (!response.ok) { throw new Error(response.statusText); }
          return response.text();
        }).then(function (script) {
          name = file;
          setText(script);
          run();
        }, function (error) { status('cannot open ' + file + ': ' + error.message); });
      }

      function fillMenu(lists) {
        var menu = $('ll-menu');
        [['folder', 'This folder'], ['scenarios', 'Scenarios'], ['demos', 'Demos']].forEach(function (group) {
          var names = lists[group[0]] || [];
          if (!names.length) { return; }
          var optgroup = document.createElement('optgroup');
          optgroup.label = group[1];
          names.forEach(function (file) {
            var option = document.createElement('option');
            option.value = (group[0] === 'folder' ? 'folder' : 'shipped') + '/' + file;
            option.textContent = file;
            optgroup.appendChild(option);
          });
          menu.appendChild(optgroup);
        });
        menu.addEventListener('change', function () {
          if (!menu.value) { return; }
          var slash = menu.value.indexOf('/');
          open(menu.value.slice(0, slash), menu.value.slice(slash + 1));
        });
      }

      function share() {
        var result = $('ll-share-result');
        result.textContent = 'storing…';
        fetch('/api/share?name=' + encodeURIComponent(name), {
          method: 'POST', body: text(), headers: { 'Content-Type': 'text/plain; charset=utf-8' }
        }).then(function (response) {
          return response.json().then(function (answer) {
            if (!response.ok) { throw new Error(answer.message || response.statusText); }
            return answer;
          });
        }).then(function (answer) {
          result.textContent = '';
          var link = document.createElement('a');
          link.id = 'll-share-link';
          link.href = answer.url;
          link.textContent = location.origin + answer.url;
          result.appendChild(link);
        }, function (error) { result.textContent = 'not shared: ' + error.message; });
      }

      if (window.CodeMirror) {
        editor = window.CodeMirror.fromTextArea(source, { mode: 'lua', lineNumbers: true, indentUnit: 2, tabSize: 2 });
        editor.on('change', schedule);
      } else {
        source.addEventListener('input', schedule);
      }
      $('ll-run').addEventListener('click', run);
      $('ll-share').addEventListener('click', share);
      fetch('/api/scripts').then(function (response) { return response.json(); }).then(fillMenu, function () {});

      var shared = /^\\/s\\/([a-z2-7]+)$/.exec(location.pathname);
      var start = shared
        ? fetch('/api/shared/' + shared[1]).then(function (response) {
            return response.json().then(function (answer) {
              if (!response.ok) { throw new Error(answer.message); }
              name = answer.name;
              setText(answer.script);
              $('ll-shared-note').hidden = false;
            });
          }).catch(function (error) { status(error.message); })
        : Promise.resolve();
      start.then(function () {
        document.body.dataset.ready = '1';
        run();
      });
    })();

    """
}
