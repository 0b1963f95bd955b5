-- A typical wrong answer to 02-self-sizing/dynamic-type.lua: the custom row left as it was.
-- listlab learn --check requires the exercise to fail on it, saying:
-- must fail with: keeps the 44-point minimum

-- Dynamic Type and the 44-point minimum
--
-- Text styles follow the reader's text size (`content_size`, UIKit's content size category):
-- `body` is 14 points at xSmall, 17 at large (the default) and 33 at accessibility2, so a body
-- line is 17, 20.333 and 39.667 points tall at @3x. A self-sizing row grows and shrinks with it.
--
-- A row you can tap must stay at least 44 points tall (the Human Interface Guidelines' minimum
-- hit target). The built-in cell (`text =`, `secondary =`, …) does that: it is the same content —
-- a row with 11 points of padding above and below the text — and it is never shorter than 44.
--
-- The row below is a hand-made copy of the built-in content, without the minimum: at xSmall it
-- is 11 + 17 + 11 = 39 points tall. Make it keep the minimum and still grow.

local function settings(category)
  return list {
    content_size = category,
    section "general" {
      cell "wifi" {
        row { padding = { 11, 16 }, label { text = "Wi-Fi", style = "body" } },
      },
    },
  }
end

local small, default, large = settings("xSmall"), settings("large"), settings("accessibility2")
expect_frame(small, "wifi", { h = 44 }, { message = "the built-in cell keeps the 44-point minimum" }) -- xSmall: 11 + 17 + 11 = 39 is less than the minimum
expect_frame(default, "wifi", { h = 44 }) -- large: 11 + 20.333 + 11 = 42.333 is less too
expect_frame(large, "wifi", { h = 61.667 }, { message = "the built-in cell grows with the text size" }) -- accessibility2: the row grows, 11 + 39.667 + 11
print(small)
print(large)
