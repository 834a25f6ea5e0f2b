-- A bet row is written once at placement and updated once at settlement (status, payout, settled_at: no index
-- covers them). With free room on its page the update is a HOT update: no new entry in any of the table's five
-- indexes. A draw settles its members' bets in batches, and a page's old row versions cannot be pruned while the
-- batch that wrote the new ones is open, so the room must hold a page's rows a second time: half the page. It
-- halves the cost of writing a draw's outcomes (bench:lottery, docs/benchmarks.md); rows already written keep
-- their pages as they are.
ALTER TABLE "lottery_bets" SET (fillfactor = 50);
