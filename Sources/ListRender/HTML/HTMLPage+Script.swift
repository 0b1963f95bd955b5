extension HTMLPage {
  /// The page's script: one player per transition, the `#t=` address, and the watch poll.
  ///
  /// A player reads its samples (``TransitionPicture/data``) and shows instant t: at a sampled
  /// instant exactly that sample, between two samples the straight line between them. It writes
  /// what it shows back into the DOM — each element group's `transform`, outline, `opacity`,
  /// state class, `data-frame` ("x y w h", rounded to thousandths as the printed frames are) and
  /// `data-state`, and the player's `data-time` — so a test can read the page after its script ran.
  static let script = #"""
    (function () {
      "use strict";
      var STATES = { d: "deleting", i: "inserting", m: "moving", u: "updating", s: "steady" };
      var CORNERS = { n: "none", t: "top", b: "bottom", a: "all" };
      function fmt(v) { var r = Math.round(v * 1000) / 1000; return String(r === 0 ? 0 : r); }
      function rectPath(w, h, corners, radius) {
        var r = Math.max(0, Math.min(radius, w / 2, h / 2));
        var t = r > 0 && (corners === "top" || corners === "all") ? r : 0;
        var b = r > 0 && (corners === "bottom" || corners === "all") ? r : 0;
        var d = "M0 " + fmt(t);
        if (t) d += "A" + fmt(t) + " " + fmt(t) + " 0 0 1 " + fmt(t) + " 0";
        d += "H" + fmt(w - t);
        if (t) d += "A" + fmt(t) + " " + fmt(t) + " 0 0 1 " + fmt(w) + " " + fmt(t);
        d += "V" + fmt(h - b);
        if (b) d += "A" + fmt(b) + " " + fmt(b) + " 0 0 1 " + fmt(w - b) + " " + fmt(h);
        d += "H" + fmt(b);
        if (b) d += "A" + fmt(b) + " " + fmt(b) + " 0 0 1 0 " + fmt(h - b);
        return d + "Z";
      }

      function Player(root) {
        this.root = root;
        this.data = JSON.parse(root.querySelector(".ll-data").textContent);
        this.duration = this.data.duration;
        this.time = 0;
        this.playing = false;
        this.speed = 1;
        var svg = root.querySelector("svg");
        var groups = {};
        svg.querySelectorAll("g[data-key]").forEach(function (g) { groups[g.getAttribute("data-key")] = g; });
        this.elements = this.data.elements.map(function (e) {
          var g = groups[e.key];
          return { data: e, g: g, shape: g && g.querySelector(":scope > .ll-shape"),
                   separator: g && g.querySelector(":scope > .ll-separator"), size: "" };
        });
        this.lines = Array.prototype.slice.call(root.querySelectorAll(".ll-stages li"));
        this.scrub = root.querySelector(".ll-scrub");
        this.scrub.max = String(this.duration);
        this.label = root.querySelector(".ll-time");
        this.stopLabel = root.querySelector(".ll-stop");
        this.playButton = root.querySelector(".ll-play");
        this.loop = root.querySelector(".ll-loop");
        var self = this;
        this.playButton.addEventListener("click", function () { self.playing ? self.pause() : self.play(); });
        root.querySelector(".ll-prev").addEventListener("click", function () { self.step(-1); });
        root.querySelector(".ll-next").addEventListener("click", function () { self.step(1); });
        root.querySelector(".ll-speed").addEventListener("change", function (event) { self.speed = Number(event.target.value); });
        this.scrub.addEventListener("input", function () { self.pause(); self.show(Number(self.scrub.value)); });
        this.show(0);
      }

      // The last sample at or before t.
      Player.prototype.sampleIndex = function (t) {
        var times = this.data.times, low = 0, high = times.length - 1;
        while (low < high) {
          var mid = (low + high + 1) >> 1;
          if (times[mid] <= t + 1e-9) low = mid; else high = mid - 1;
        }
        return low;
      };

      Player.prototype.show = function (t) {
        t = Math.min(Math.max(Number(t) || 0, 0), this.duration);
        this.time = t;
        var times = this.data.times;
        var i = this.sampleIndex(t);
        var exact = Math.abs(times[i] - t) < 1e-9 || i === times.length - 1;
        var j = exact ? i : i + 1;
        var u = exact ? 0 : (t - times[i]) / (times[j] - times[i]);
        var radius = this.data.radius;
        this.elements.forEach(function (e) {
          if (!e.g) return;
          var s = e.data.s, f = e.data.f;
          var a = s[i] !== "-" ? i : j, b = s[j] !== "-" ? j : a;
          if (s[a] === "-") { e.g.setAttribute("display", "none"); e.g.setAttribute("data-state", "absent"); return; }
          var w = u, v = [];
          if (a === b) w = 0;
          for (var k = 0; k < 5; k++) v.push(f[a * 5 + k] + (f[b * 5 + k] - f[a * 5 + k]) * w);
          var state = STATES[s[a]], corners = CORNERS[e.data.c[w < 1 ? a : b]];
          e.g.removeAttribute("display");
          e.g.setAttribute("transform", "translate(" + fmt(v[0]) + " " + fmt(v[1]) + ")");
          e.g.setAttribute("opacity", fmt(Math.min(1, Math.max(0, v[4]))));
          e.g.setAttribute("class", "ll-el ll-" + e.data.kind + " ll-" + state);
          e.g.setAttribute("data-state", state);
          e.g.setAttribute("data-frame", fmt(v[0]) + " " + fmt(v[1]) + " " + fmt(v[2]) + " " + fmt(v[3]));
          e.g.setAttribute("data-alpha", fmt(v[4]));
          var size = fmt(v[2]) + " " + fmt(v[3]) + " " + corners;
          if (size !== e.size) {
            e.size = size;
            if (e.shape) e.shape.setAttribute("d", rectPath(v[2], v[3], corners, radius));
            if (e.separator) { e.separator.setAttribute("width", fmt(v[2])); e.separator.setAttribute("height", fmt(Math.max(v[3], 0.333))); }
          }
        });
        this.scrub.value = String(t);
        this.label.textContent = "t=" + t.toFixed(3) + " s of " + fmt(this.duration) + " s";
        this.root.setAttribute("data-time", fmt(t));
        this.highlight(t);
      };

      // Stage lines whose phase is running at t are active; those whose phase has ended are done.
      Player.prototype.highlight = function (t) {
        var phases = this.data.phases, duration = this.duration;
        function matches(line, phase) {
          var stage = line.getAttribute("data-stage"), state = line.getAttribute("data-state");
          if (phase.stage >= 0 && stage !== null && Number(stage) !== phase.stage) return false;
          return state === null || state === phase.state;
        }
        this.lines.forEach(function (line) {
          if (line.getAttribute("data-stage") === null && line.getAttribute("data-state") === null) return;
          var active = false, done = phases.length > 0;
          phases.forEach(function (p) {
            if (!matches(line, p)) return;
            if (t >= p.start - 1e-9 && (t < p.end - 1e-9 || (p.end === p.start && t < duration))) active = true;
            if (t < p.end - 1e-9) done = false;
          });
          line.classList.toggle("ll-active", active && t < duration);
          line.classList.toggle("ll-done", done && !active);
        });
        var label = "";
        this.data.stops.forEach(function (stop) { if (stop.t <= t + 1e-9) label = stop.label; });
        this.stopLabel.textContent = label;
      };

      Player.prototype.step = function (direction) {
        this.pause();
        var stops = this.data.stops, t = this.time, target = direction > 0 ? this.duration : 0;
        for (var k = 0; k < stops.length; k++) {
          var s = stops[direction > 0 ? k : stops.length - 1 - k].t;
          if (direction > 0 ? s > t + 1e-6 : s < t - 1e-6) { target = s; break; }
        }
        this.show(target);
      };

      Player.prototype.play = function () {
        if (this.duration <= 0) return;
        if (this.time >= this.duration - 1e-9) this.show(0);
        this.playing = true;
        this.playButton.textContent = "❚❚";
        var self = this, last = null;
        function frame(now) {
          if (!self.playing) return;
          if (last !== null) {
            var t = self.time + (now - last) / 1000 * self.speed;
            if (t >= self.duration) {
              if (self.loop.checked) { self.show(self.duration); last = null; self.time = -0.4 * self.speed; }
              else { self.show(self.duration); self.pause(); return; }
            } else if (t >= 0) {
              self.show(t);
            } else {
              self.time = t;
            }
          }
          last = now;
          requestAnimationFrame(frame);
        }
        requestAnimationFrame(frame);
      };

      Player.prototype.pause = function () {
        this.playing = false;
        this.playButton.textContent = "▶";
      };

      var players = [];
      document.querySelectorAll(".ll-show-transition").forEach(function (root) {
        try { players.push(new Player(root)); } catch (error) { root.setAttribute("data-error", String(error)); }
      });

      // #t=0.15 sets every player to that instant, paused; #show-3&t=0.15 also goes to show 3.
      function applyHash() {
        var show = /(?:^#|&)(show-[0-9]+)(?:&|$)/.exec(location.hash);
        var target = show && document.getElementById(show[1]);
        if (target) target.scrollIntoView();
        var match = /(?:^#|&)t=([0-9.eE+-]+)/.exec(location.hash);
        if (!match) return;
        players.forEach(function (player) { player.pause(); player.show(Number(match[1])); });
      }
      applyHash();
      window.addEventListener("hashchange", applyHash);
      document.body.setAttribute("data-ready", String(players.length));

      // --watch: listlab rewrites a small script beside the page; load it every second and
      // reload when it reports a newer stamp (works from file://, where fetch does not).
      var watchScript = document.body.getAttribute("data-watch-script");
      if (watchScript) {
        var stamp = document.body.getAttribute("data-watch-stamp");
        window.listlabWatch = function (latest) { if (latest !== stamp) location.reload(); };
        setInterval(function () {
          var tag = document.createElement("script");
          tag.src = watchScript + "?" + Date.now();
          tag.onload = tag.onerror = function () { tag.remove(); };
          document.head.appendChild(tag);
        }, 1000);
      }
    })();

    """#
}
