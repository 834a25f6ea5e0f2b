ALTER TABLE "game_vendors" ADD COLUMN "wallet_secret_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "previous_wallet_secret" text;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "previous_secret_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "wallet_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "allowed_ips" text[] DEFAULT '{}'::text[] NOT NULL;