CREATE TABLE "jackpot_wins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"round_ref" text NOT NULL,
	"amount" bigint NOT NULL,
	"payout_transfer_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_payout_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("payout_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_wins_round_idx" ON "jackpot_wins" USING btree ("round_ref");--> statement-breakpoint
CREATE INDEX "jackpot_wins_currency_idx" ON "jackpot_wins" USING btree ("currency","id");