CREATE TABLE "sport_bet_legs" (
	"bet_id" bigint NOT NULL,
	"leg_no" integer NOT NULL,
	"event_id" text NOT NULL,
	"market_key" text NOT NULL,
	"selection_key" text NOT NULL,
	"odds_milli" integer NOT NULL,
	"line" double precision,
	"in_play" boolean DEFAULT false NOT NULL,
	"outcome" text DEFAULT 'OPEN' NOT NULL,
	CONSTRAINT "sport_bet_legs_bet_id_leg_no_pk" PRIMARY KEY("bet_id","leg_no")
);
--> statement-breakpoint
CREATE TABLE "sport_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"game_code" text NOT NULL,
	"round_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds_milli" bigint NOT NULL,
	"potential_payout" bigint NOT NULL,
	"max_payout" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sport_book_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"cash_out_margin" double precision NOT NULL,
	"bet_delay_ms" integer NOT NULL,
	"parlay_max_payout" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_events" (
	"id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"competition_code" text NOT NULL,
	"season" integer,
	"round" integer,
	"arena" text,
	"participants" jsonb NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expected_ends_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"result" jsonb,
	"result_source" text,
	"settle_cursor" bigint DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_liabilities" (
	"event_id" text NOT NULL,
	"market_key" text NOT NULL,
	"selection_key" text NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"stake" bigint NOT NULL,
	"liability" bigint NOT NULL,
	CONSTRAINT "sport_liabilities_event_id_market_key_selection_key_pk" PRIMARY KEY("event_id","market_key","selection_key")
);
--> statement-breakpoint
CREATE TABLE "sport_market_suspensions" (
	"event_id" text NOT NULL,
	"market_key" text NOT NULL,
	"reason" text NOT NULL,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_market_suspensions_event_id_market_key_pk" PRIMARY KEY("event_id","market_key")
);
--> statement-breakpoint
CREATE TABLE "sport_settings" (
	"sport" text NOT NULL,
	"market_type" text NOT NULL,
	"margin" double precision NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"max_payout" bigint NOT NULL,
	"liability_cap" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_settings_sport_market_type_pk" PRIMARY KEY("sport","market_type")
);
--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_bet_id_sport_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sport_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_liabilities" ADD CONSTRAINT "sport_liabilities_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_market_suspensions" ADD CONSTRAINT "sport_market_suspensions_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sport_bet_legs_event_idx" ON "sport_bet_legs" USING btree ("event_id","bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_bets_request_idx" ON "sport_bets" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "sport_bets_member_idx" ON "sport_bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "sport_events_start_idx" ON "sport_events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "sport_events_competition_idx" ON "sport_events" USING btree ("competition_code","starts_at");--> statement-breakpoint
CREATE INDEX "sport_events_due_idx" ON "sport_events" USING btree ("ends_at") WHERE status in ('SCHEDULED', 'OPEN', 'LIVE', 'ENDED', 'VOID') and settled_at is null;