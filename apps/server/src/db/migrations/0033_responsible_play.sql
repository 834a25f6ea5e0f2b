-- Responsible play (modules/responsible-play/README.md).
--
-- The play block lives on the member's wallet row, the row every wager's debit already locks and updates: a member
-- with no limit and no exclusion costs the wager nothing more than the predicate on that row, and an exclusion
-- (which writes the row) and a wager (which locks it) take turns, so a wager after the exclusion commits is refused.
-- play_blocked_until: no wager before it (a cool-off's end; far in the future for a self-exclusion until it is
-- reopened). has_play_limits: the member has a wager, loss or session limit, so the wager reads play_usage too.
ALTER TABLE "ledger_accounts" ADD COLUMN "play_blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "has_play_limits" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "play_limits" (
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"pending_amount" bigint,
	"pending_removal" boolean DEFAULT false NOT NULL,
	"pending_requested_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "play_limits_pk" PRIMARY KEY("member_id","kind","period"),
	CONSTRAINT "play_limits_kind" CHECK ("kind" in ('DEPOSIT', 'LOSS', 'WAGER', 'SESSION')),
	CONSTRAINT "play_limits_period" CHECK ("period" in ('DAY', 'WEEK', 'MONTH', 'SESSION')),
	CONSTRAINT "play_limits_positive" CHECK ("amount" > 0 and ("pending_amount" is null or "pending_amount" > 0))
);--> statement-breakpoint
ALTER TABLE "play_limits" ADD CONSTRAINT "play_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "play_usage" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"anchor" timestamp with time zone NOT NULL,
	"reality_check_minutes" integer,
	"day_start" timestamp with time zone NOT NULL,
	"day_wagered" bigint DEFAULT 0 NOT NULL,
	"day_net_loss" bigint DEFAULT 0 NOT NULL,
	"week_start" timestamp with time zone NOT NULL,
	"week_wagered" bigint DEFAULT 0 NOT NULL,
	"week_net_loss" bigint DEFAULT 0 NOT NULL,
	"month_start" timestamp with time zone NOT NULL,
	"month_wagered" bigint DEFAULT 0 NOT NULL,
	"month_net_loss" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
ALTER TABLE "play_usage" ADD CONSTRAINT "play_usage_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "play_exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"duration" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"reopen_requested_at" timestamp with time zone,
	"reopens_at" timestamp with time zone,
	"operator_id" bigint,
	"reason" text,
	CONSTRAINT "play_exclusions_kind" CHECK ("kind" in ('COOL_OFF', 'SELF_EXCLUSION'))
);--> statement-breakpoint
ALTER TABLE "play_exclusions" ADD CONSTRAINT "play_exclusions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_exclusions_member_idx" ON "play_exclusions" USING btree ("member_id","starts_at");--> statement-breakpoint
CREATE INDEX "play_exclusions_starts_idx" ON "play_exclusions" USING btree ("starts_at");--> statement-breakpoint
CREATE TABLE "play_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"action" text NOT NULL,
	"kind" text,
	"period" text,
	"before" bigint,
	"after" bigint,
	"operator_id" bigint,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "play_events" ADD CONSTRAINT "play_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_events_member_idx" ON "play_events" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "play_events_action_idx" ON "play_events" USING btree ("action","created_at");
