-- The back office's member desk: partial search (trigram indexes), notes and tags, and manual adjustments
-- under four eyes (a request another operator approves above the requester's role threshold).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_username_trgm_idx" ON "members" USING gin (lower("username") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_nickname_trgm_idx" ON "members" USING gin (lower("nickname") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_payee_name_trgm_idx" ON "members" USING gin (lower("payee_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_email_trgm_idx" ON "members" USING gin (lower("email") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_mobile_trgm_idx" ON "members" USING gin ("mobile_num" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_register_ip_trgm_idx" ON "members" USING gin ("register_ip" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_created_idx" ON "members" ("created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "member_bank_accounts_number_trgm_idx" ON "member_bank_accounts" USING gin ("account_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_ip_trgm_idx" ON "sessions" USING gin ("ip" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_user_agent_trgm_idx" ON "sessions" USING gin (lower("user_agent") gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "member_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"operator_id" bigint NOT NULL REFERENCES "operators"("id"),
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_notes_member_idx" ON "member_notes" ("member_id", "created_at");
--> statement-breakpoint
CREATE TABLE "member_tags" (
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"tag" text NOT NULL,
	"operator_id" bigint NOT NULL REFERENCES "operators"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("member_id", "tag")
);
--> statement-breakpoint
CREATE INDEX "member_tags_tag_idx" ON "member_tags" ("tag");
--> statement-breakpoint
CREATE TABLE "adjustment_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_key" text NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"kind" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requested_by" bigint NOT NULL REFERENCES "operators"("id"),
	"decided_by" bigint REFERENCES "operators"("id"),
	"decision_reason" text,
	"transfer_id" bigint REFERENCES "ledger_transfers"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "adjustment_requests_amount_positive" CHECK ("amount" > 0),
	CONSTRAINT "adjustment_requests_kind" CHECK ("kind" IN ('CORRECTION', 'BONUS', 'GOODWILL')),
	CONSTRAINT "adjustment_requests_direction" CHECK ("direction" IN ('CREDIT', 'DEBIT')),
	CONSTRAINT "adjustment_requests_status" CHECK ("status" IN ('PENDING', 'POSTED', 'REJECTED')),
	-- Four eyes in the data too: whoever decides a request is never whoever asked for it.
	CONSTRAINT "adjustment_requests_four_eyes" CHECK ("decided_by" IS NULL OR "decided_by" <> "requested_by")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "adjustment_requests_key_idx" ON "adjustment_requests" ("request_key");
--> statement-breakpoint
CREATE INDEX "adjustment_requests_status_idx" ON "adjustment_requests" ("status", "created_at");
--> statement-breakpoint
CREATE INDEX "adjustment_requests_member_idx" ON "adjustment_requests" ("member_id", "created_at");
