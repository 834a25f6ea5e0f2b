CREATE INDEX "game_rounds_created_idx" ON "game_rounds" USING btree ("created_at","id");--> statement-breakpoint
-- Per-account profit and loss over a team reads (day, member) and the sums from the index alone.
DROP INDEX "member_bet_days_day_member_idx";--> statement-breakpoint
CREATE INDEX "member_bet_days_day_member_idx" ON "member_bet_days" USING btree ("day","member_id") INCLUDE ("rounds","bet","valid_bet","payout");
