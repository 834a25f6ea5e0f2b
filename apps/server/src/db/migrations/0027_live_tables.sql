CREATE TABLE "table_round_players" (
	"table_id" text NOT NULL,
	"round_no" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"game_round_id" bigint NOT NULL,
	CONSTRAINT "table_round_players_table_id_round_no_member_id_pk" PRIMARY KEY("table_id","round_no","member_id")
);
--> statement-breakpoint
CREATE TABLE "table_rounds" (
	"table_id" text NOT NULL,
	"round_no" bigint NOT NULL,
	"shoe_id" bigint NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "table_rounds_table_id_round_no_pk" PRIMARY KEY("table_id","round_no")
);
--> statement-breakpoint
CREATE TABLE "table_shoes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"shoe_no" integer NOT NULL,
	"first_round" bigint NOT NULL,
	"rounds" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"game_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "table_round_players" ADD CONSTRAINT "table_round_players_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_rounds" ADD CONSTRAINT "table_rounds_shoe_id_table_shoes_id_fk" FOREIGN KEY ("shoe_id") REFERENCES "public"."table_shoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_rounds_due_idx" ON "table_rounds" USING btree ("closes_at") WHERE status = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "table_shoes_table_no_idx" ON "table_shoes" USING btree ("table_id","shoe_no");--> statement-breakpoint
CREATE INDEX "table_shoes_table_first_idx" ON "table_shoes" USING btree ("table_id","first_round");