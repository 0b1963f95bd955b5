-- A typical wrong answer to 01-tables/rows.lua: the inbox row left at the 44-point default.
-- listlab learn --check requires the exercise to fail on it, saying:
-- must fail with: a fixed height wins

-- Rows one after another
--
-- In the plain style (UITableView's .plain) cells stand one under another, as wide as the
-- list, with no gap between them. A cell with a fixed `height` is that tall; a cell with
-- neither a height nor content is 44 points tall, UITableView's default row height.
--
-- The design wants the "inbox" row 60 points tall and the other rows at the default height.
-- Change the list (not the expectations) until every expectation below passes.

local l = list {
  style = "plain",
  section "mail" {
    cell "inbox" { height = 44 },
    cell "sent" {},
    cell "trash" {},
  },
}

expect_frame("inbox", { x = 0, y = 0, w = 375, h = 60 }, { message = "the inbox row is 60 points tall: a fixed height wins over the 44-point default" })
expect_frame("sent", { y = 60, h = 44 }) -- right under inbox
expect_frame("trash", { y = 104, h = 44 }) -- 60 + 44
expect(select(2, l:content_size()) == 148, "the content is 60 + 44 + 44 = 148 points tall")
print(l)
