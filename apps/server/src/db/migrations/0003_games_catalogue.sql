CREATE TABLE "game_favourites" (
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourites_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"round_ref" text NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"outcome" jsonb,
	"server_seed_hash" text,
	"client_seed" text,
	"nonce" integer,
	"game_version" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"category" text NOT NULL,
	"names" jsonb NOT NULL,
	"icon_path" text NOT NULL,
	"game_classify" text DEFAULT 'GENERAL' NOT NULL,
	"min_bet" bigint NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"declared_rtp" numeric(5, 2),
	"engine_kind" text,
	"engine_title_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"account_type" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"last_launched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD CONSTRAINT "launch_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD CONSTRAINT "launch_tokens_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_vendor_ref_idx" ON "game_rounds" USING btree ("vendor_code","round_ref");--> statement-breakpoint
CREATE INDEX "game_rounds_member_idx" ON "game_rounds" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_wins_idx" ON "game_rounds" USING btree ("settled_at") WHERE status = 'SETTLED' and win > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code_idx" ON "games" USING btree ("vendor_code","game_code");--> statement-breakpoint
CREATE INDEX "games_category_sort_idx" ON "games" USING btree ("category","sort","id") WHERE status <> 'DISABLED';--> statement-breakpoint
CREATE INDEX "games_vendor_sort_idx" ON "games" USING btree ("vendor_code","sort","id") WHERE status <> 'DISABLED';--> statement-breakpoint
CREATE INDEX "games_hot_idx" ON "games" USING btree ("sort","id") WHERE is_hot and status <> 'DISABLED';--> statement-breakpoint
CREATE INDEX "recent_games_member_idx" ON "recent_games" USING btree ("member_id","last_launched_at");