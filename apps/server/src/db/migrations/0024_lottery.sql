CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"chase_id" bigint,
	"request_id" text NOT NULL,
	"line" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"bet_type" text NOT NULL,
	"selection" jsonb NOT NULL,
	"stored" jsonb NOT NULL,
	"exposures" jsonb NOT NULL,
	"combinations" integer NOT NULL,
	"odds_version" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_chases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"request_id" text NOT NULL,
	"draw_count" integer NOT NULL,
	"stop_on_win" boolean NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"draw_key" text NOT NULL,
	"station" text,
	"stream_id" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"stops_sale_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"result" jsonb,
	"result_source" text,
	"settle_cursor" bigint DEFAULT 0 NOT NULL,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_exposures" (
	"draw_id" bigint NOT NULL,
	"key" text NOT NULL,
	"bet_type" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "lottery_exposures_draw_id_key_pk" PRIMARY KEY("draw_id","key")
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"code" text PRIMARY KEY NOT NULL,
	"game_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"variant" text,
	"prize_mode" text NOT NULL,
	"group_code" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"stop_sale_seconds" integer NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"odds_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"odds_version" integer DEFAULT 1 NOT NULL,
	"results_provider" text DEFAULT 'HOUSE' NOT NULL,
	"limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_odds_versions" (
	"game_code" text NOT NULL,
	"version" integer NOT NULL,
	"odds" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_odds_versions_game_code_version_pk" PRIMARY KEY("game_code","version")
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_chase_id_lottery_chases_id_fk" FOREIGN KEY ("chase_id") REFERENCES "public"."lottery_chases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_game_code_lottery_games_code_fk" FOREIGN KEY ("game_code") REFERENCES "public"."lottery_games"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_game_code_lottery_games_code_fk" FOREIGN KEY ("game_code") REFERENCES "public"."lottery_games"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_exposures" ADD CONSTRAINT "lottery_exposures_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_odds_versions" ADD CONSTRAINT "lottery_odds_versions_game_code_lottery_games_code_fk" FOREIGN KEY ("game_code") REFERENCES "public"."lottery_games"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_request_idx" ON "lottery_bets" USING btree ("member_id","request_id","draw_id","line");--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_member_idx" ON "lottery_bets" USING btree ("draw_id","member_id");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_idx" ON "lottery_bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "lottery_bets_ticket_idx" ON "lottery_bets" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "lottery_bets_chase_idx" ON "lottery_bets" USING btree ("chase_id") WHERE chase_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_chases_request_idx" ON "lottery_chases" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "lottery_chases_member_idx" ON "lottery_chases" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "lottery_chases_active_idx" ON "lottery_chases" USING btree ("id") WHERE status = 'ACTIVE' and stop_on_win;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_key_idx" ON "lottery_draws" USING btree ("game_code","draw_key");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_time_idx" ON "lottery_draws" USING btree ("game_code","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_due_idx" ON "lottery_draws" USING btree ("draw_at") WHERE status in ('SCHEDULED', 'DRAWN');