extension HTMLPage {
  /// The page's script: one player per transition, the address's hooks, and the watch poll.
  ///
  /// A player reads its samples (``TransitionPicture/data``) and shows instant t: at a sampled
  /// instant exactly that sample, between two samples the straight line between them. It writes
  /// what it shows back into the DOM — each element group's `transform`, outline, clip, `opacity`,
  /// state class, `data-frame` ("x y w h", rounded to thousandths as the printed frames are),
  /// `data-alpha` and `data-state`, a reloaded element's crossfade, the outline of an element
  /// another one hides (shown while it is hidden), and the player's
  /// `data-time`, `data-playing`, `data-speed` and `data-loop` — so a test can read the page
  /// after its script ran.
  ///
  /// The address drives every player (see ``HTMLPage``): `#t=0.15` (that instant, paused),
  /// `#step=N` (N presses of ▶| from t = 0, or of |◀ when N is negative; after `t=`, from
  /// there), `#speed=0.25`, `#loop=0` or `#loop=1`, `#play`; `#show-3` and `#part-2` scroll to a
  /// show and to a file or step.
  static let script = #"""
    (function () {
      "use strict";
      var STATES = { d: "deleting", i: "inserting", m: "moving", h: "shifting", u: "updating", s: "steady" };
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
        var overs = {};
        svg.querySelectorAll("g[data-over]").forEach(function (g) { overs[g.getAttribute("data-over")] = g; });
        this.elements = this.data.elements.map(function (e) {
          var g = groups[e.key], over = overs[e.key];
          return { data: e, g: g, shape: g && g.querySelector(":scope > .ll-shape"),
                   over: over, outline: over && over.querySelector(":scope > .ll-outline"),
                   separator: g && g.querySelector(":scope > .ll-separator"),
                   clips: g ? Array.prototype.slice.call(g.querySelectorAll(":scope > .ll-clip")) : [],
                   was: g && g.querySelector(":scope > .ll-was"), now: g && g.querySelector(":scope > .ll-now"),
                   size: "", fade: "" };
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
        this.speedMenu = root.querySelector(".ll-speed");
        this.speedMenu.addEventListener("change", function (event) { self.setSpeed(Number(event.target.value)); });
        this.loop.addEventListener("change", function () { self.setLoop(self.loop.checked); });
        this.scrub.addEventListener("input", function () { self.pause(); self.show(Number(self.scrub.value)); });
        this.setSpeed(1);
        this.setLoop(this.loop.checked);
        this.pause();
        this.show(0);
      }

      // Speeds are what the menu offers (0.25× and 1×); another positive one is added to it.
      Player.prototype.setSpeed = function (speed) {
        if (!(speed > 0 && speed <= 16)) return;
        this.speed = speed;
        var value = String(speed), menu = this.speedMenu;
        if (!Array.prototype.some.call(menu.options, function (o) { return o.value === value; })) {
          var option = document.createElement("option");
          option.value = value;
          option.textContent = value + "×";
          menu.appendChild(option);
        }
        menu.value = value;
        this.root.setAttribute("data-speed", value);
      };

      Player.prototype.setLoop = function (loop) {
        this.loop.checked = loop;
        this.root.setAttribute("data-loop", String(loop));
      };

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
          if (s[a] === "-") {
            e.g.setAttribute("display", "none"); e.g.setAttribute("data-state", "absent");
            if (e.over) e.over.setAttribute("display", "none");
            return;
          }
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
            if (e.outline) e.outline.setAttribute("d", rectPath(v[2], v[3], corners, radius));
            // The content is clipped to the element as it is now.
            e.clips.forEach(function (clip) {
              clip.setAttribute("width", fmt(Math.max(0, v[2])));
              clip.setAttribute("height", fmt(Math.max(0, v[3])));
            });
          }
          // An element another one hides shows its outline over everything (at a sample where
          // it is hidden, and between two such samples).
          if (e.over) {
            var o = e.data.o, hidden = o[a] === "1" && (w === 0 || o[b] === "1");
            if (hidden) {
              e.over.removeAttribute("display");
              e.over.setAttribute("transform", e.g.getAttribute("transform"));
              e.over.setAttribute("class", "ll-over ll-" + state);
            } else {
              e.over.setAttribute("display", "none");
            }
          }
          // A reload crossfades: the old content fades out as the new one fades in.
          if (e.data.x && e.was && e.now) {
            var x = e.data.x[a] + (e.data.x[b] - e.data.x[a]) * w, fade = fmt(Math.min(1, Math.max(0, x)));
            if (fade !== e.fade) {
              e.fade = fade;
              e.was.setAttribute("opacity", fmt(1 - Number(fade)));
              e.now.setAttribute("opacity", fade);
              e.g.setAttribute("data-crossfade", fade);
            }
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
        this.root.setAttribute("data-playing", "true");
        var self = this, last = null;
        function frame(now) {
          if (!self.playing) return;
          if (last !== null) {
            var t = self.time + (now - last) / 1000 * self.speed;
            if (t >= self.duration) {
              // With loop, the end holds for 0.4 s of animation time before it starts again.
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
        this.root.setAttribute("data-playing", "false");
      };

      var players = [];
      document.querySelectorAll(".ll-show-transition").forEach(function (root) {
        try { players.push(new Player(root)); } catch (error) { root.setAttribute("data-error", String(error)); }
      });

      // The address's hooks, as name → value ("" for a bare name): #show-3&t=0.15&play.
      function hashParameters() {
        var result = {};
        location.hash.replace(/^#/, "").split("&").forEach(function (part) {
          if (!part) return;
          var at = part.indexOf("=");
          var name = at < 0 ? part : part.slice(0, at);
          try { result[name] = at < 0 ? "" : decodeURIComponent(part.slice(at + 1)); } catch (error) { result[name] = ""; }
        });
        return result;
      }

      function applyHash() {
        var p = hashParameters();
        Object.keys(p).forEach(function (name) {
          var target = /^(show|part)-[0-9]+$/.test(name) && document.getElementById(name);
          if (target) target.scrollIntoView();
        });
        players.forEach(function (player) {
          if ("speed" in p) player.setSpeed(Number(p.speed));
          if ("loop" in p) player.setLoop(p.loop !== "0" && p.loop !== "false");
          if ("t" in p) { player.pause(); player.show(Number(p.t)); }
          if ("step" in p) {
            var steps = Math.trunc(Number(p.step)) || 0;
            if (!("t" in p)) { player.pause(); player.show(0); }
            for (var k = 0; k < Math.min(Math.abs(steps), 1000); k++) player.step(steps > 0 ? 1 : -1);
          }
          if ("play" in p) player.play();
        });
      }
      applyHash();
      window.addEventListener("hashchange", applyHash);
      document.body.setAttribute("data-ready", String(players.length));

      // --watch: listlab rewrites a small script beside the page; load it every second and
      // reload when it reports a newer stamp (works from file://, where fetch does not).
      var watchScript = document.body.getAttribute("data-watch-script");
      if (watchScript) {
        var stamp = document.body.getAttribute("data-watch-stamp");
        // How many times this tab loaded the page: 1, then one more per reload (data-loads).
        var loads = 1;
        try {
          var counter = "listlab-loads:" + location.pathname;
          loads = Number(sessionStorage.getItem(counter) || 0) + 1;
          sessionStorage.setItem(counter, String(loads));
        } catch (error) {}
        document.body.setAttribute("data-loads", String(loads));
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
