CREATE TABLE "seamless_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint NOT NULL,
	"round_id" text,
	"reference_transaction_id" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"request_hash" text,
	"status" text NOT NULL,
	"transfer_id" bigint,
	"is_credited" boolean DEFAULT false NOT NULL,
	"is_rolled_back" boolean DEFAULT false NOT NULL,
	"answer" jsonb NOT NULL,
	"http_status" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "wallet_secret" text;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seamless_tx_vendor_tx_idx" ON "seamless_transactions" USING btree ("vendor_code","transaction_id");--> statement-breakpoint
CREATE INDEX "seamless_tx_round_idx" ON "seamless_transactions" USING btree ("vendor_code","member_id","round_id");