-- Roll-ups for the desk's reports (modules/reports), kept by the reports job, not by the round or money paths: a
-- report over a quarter of days reads a few thousand rows instead of millions of rounds or transfers.
-- Per UTC day and game: settled rounds, recomputed for the recent days at each pass (report-rollups.repository.ts).
CREATE TABLE "report_game_days" (
	"day" date NOT NULL,
	"game_id" bigint NOT NULL,
	"rounds" integer NOT NULL,
	"bet" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "report_game_days_pk" PRIMARY KEY("day","game_id")
);
--> statement-breakpoint
-- Per UTC day, account kind (house shards folded into their account: HOUSE_GAMES#3 counts as HOUSE_GAMES) and
-- transfer kind: what came in and went out, added once per transfer as the job's cursor passes it.
CREATE TABLE "report_ledger_days" (
	"day" date NOT NULL,
	"account_kind" text NOT NULL,
	"transfer_kind" text NOT NULL,
	"inflow" bigint NOT NULL,
	"outflow" bigint NOT NULL,
	"transfers" integer NOT NULL,
	CONSTRAINT "report_ledger_days_pk" PRIMARY KEY("day","account_kind","transfer_kind")
);
--> statement-breakpoint
-- Per member and UTC day: the net bonus the house's bonus account paid the member (an agent's NGR subtracts its team's).
CREATE TABLE "report_member_bonus_days" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"bonus" bigint NOT NULL,
	CONSTRAINT "report_member_bonus_days_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE INDEX "report_member_bonus_days_day_idx" ON "report_member_bonus_days" USING btree ("day","member_id") INCLUDE ("bonus");
--> statement-breakpoint
-- Where each roll-up has got to: the last transfer id counted (ledger), and when a pass last finished.
CREATE TABLE "report_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"position" bigint DEFAULT 0 NOT NULL,
	"refreshed_at" timestamp with time zone
);
--> statement-breakpoint
INSERT INTO "report_cursors" ("name") VALUES ('games'), ('ledger');
