CREATE TABLE "pvp_hand_players" (
	"hand_id" text NOT NULL,
	"seat_no" smallint NOT NULL,
	"member_id" bigint,
	"bot_name" text,
	"bet" bigint NOT NULL,
	"won" bigint NOT NULL,
	"net" bigint NOT NULL,
	"rake" bigint NOT NULL,
	"chips_after" bigint NOT NULL,
	CONSTRAINT "pvp_hand_players_hand_id_seat_no_pk" PRIMARY KEY("hand_id","seat_no")
);
--> statement-breakpoint
CREATE TABLE "pvp_hands" (
	"id" text PRIMARY KEY NOT NULL,
	"table_id" integer NOT NULL,
	"hand_no" integer NOT NULL,
	"status" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"commitment" text NOT NULL,
	"player_seeds" jsonb NOT NULL,
	"owner_instance" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"rake" bigint DEFAULT 0 NOT NULL,
	"deck" text,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "pvp_seats" (
	"table_id" integer NOT NULL,
	"seat_no" smallint NOT NULL,
	"member_id" bigint,
	"bot_name" text,
	"chips" bigint NOT NULL,
	"stint" text NOT NULL,
	"sat_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pvp_seats_table_id_seat_no_pk" PRIMARY KEY("table_id","seat_no")
);
--> statement-breakpoint
CREATE TABLE "pvp_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"name" text NOT NULL,
	"stake_level" text NOT NULL,
	"currency" text NOT NULL,
	"small_blind" bigint DEFAULT 0 NOT NULL,
	"big_blind" bigint DEFAULT 0 NOT NULL,
	"ante" bigint DEFAULT 0 NOT NULL,
	"rake_bp" integer NOT NULL,
	"rake_cap" bigint NOT NULL,
	"min_buy_in" bigint NOT NULL,
	"max_buy_in" bigint NOT NULL,
	"seats" smallint NOT NULL,
	"practice" boolean DEFAULT false NOT NULL,
	"bot_seats" smallint DEFAULT 0 NOT NULL,
	"turn_seconds" smallint DEFAULT 15 NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"owner_instance" text,
	"owner_until" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pvp_hand_players" ADD CONSTRAINT "pvp_hand_players_hand_id_pvp_hands_id_fk" FOREIGN KEY ("hand_id") REFERENCES "public"."pvp_hands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_hand_players" ADD CONSTRAINT "pvp_hand_players_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_hands" ADD CONSTRAINT "pvp_hands_table_id_pvp_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."pvp_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_seats" ADD CONSTRAINT "pvp_seats_table_id_pvp_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."pvp_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_seats" ADD CONSTRAINT "pvp_seats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pvp_hand_players_member_idx" ON "pvp_hand_players" USING btree ("member_id","hand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_hands_table_no_idx" ON "pvp_hands" USING btree ("table_id","hand_no");--> statement-breakpoint
CREATE INDEX "pvp_hands_running_idx" ON "pvp_hands" USING btree ("lease_until") WHERE status = 'RUNNING';--> statement-breakpoint
CREATE INDEX "pvp_hands_ended_idx" ON "pvp_hands" USING btree ("table_id","ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_seats_member_idx" ON "pvp_seats" USING btree ("table_id","member_id") WHERE "pvp_seats"."member_id" is not null;