ALTER TABLE "pvp_tables" ADD COLUMN "free_chat" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "pvp_chat_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"free_text" boolean DEFAULT false NOT NULL,
	"words" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pvp_chat_settings_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "pvp_chat_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE "pvp_chat_mutes" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"until" timestamp with time zone,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pvp_chat_mutes" ADD CONSTRAINT "pvp_chat_mutes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;
