-- Per-account profit and loss sums each team member's days by (member, day) from the index alone.
CREATE INDEX "member_bet_days_member_day_idx" ON "member_bet_days" USING btree ("member_id","day") INCLUDE ("rounds","bet","valid_bet","payout");
