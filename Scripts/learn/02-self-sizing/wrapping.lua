-- Wrapping text
--
-- A label wraps its words to its width. `lines = 0` (the default) shows as many lines as the
-- text needs; `lines = n` caps the count and ends the last line with "…". A self-sizing cell is
-- then as tall as the lines shown: n lines of `body` text are n × 20.287 points, rounded up to
-- the pixel grid (4 lines: 81.148 → 81.333 at @3x).
--
-- Seed 001's description is long; at 375 − 16 − 16 = 343 points it wraps onto 4 lines. The
-- label below was capped at one line, so the reader sees "The red fox is a small omnivore …".
-- Show the whole description.

local l = list {
  section "animal" {
    cell "description" {
      column {
        padding = 16,
        label {
          id = "text",
          text = "The red fox is a small omnivore found across the Northern Hemisphere, "
            .. "from the Arctic Circle to North Africa, North America and Eurasia.",
          lines = 1, -- TODO: show every line of the text
        },
      },
    },
  },
}

local text
for _, n in ipairs(l:subframes("description")) do
  if n.id == "text" then text = n end
end
expect(text.lines == 4, ("lines = 0 shows every line: the description shows all of its 4 lines (it shows %d)"):format(text.lines))
expect(math.abs(text.h - 81.333) < 0.001, ("4 body lines are 81.333 points tall (the label is %.3f)"):format(text.h))
expect_frame("description", { h = 113.333 }) -- 16 + 81.333 + 16
print(l:subframes("description"))
