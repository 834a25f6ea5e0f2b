-- Risk (issue 19): blacklists of addresses, devices and bank account numbers; the indexes the risk flags group by;
-- and the first approval of a large withdrawal, which a second operator completes.
CREATE TABLE "risk_blacklist" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" bigint NOT NULL REFERENCES "operators"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_blacklist_kind" CHECK ("kind" IN ('IP', 'DEVICE', 'BANK_ACCOUNT'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "risk_blacklist_value_idx" ON "risk_blacklist" ("kind", "value");
--> statement-breakpoint
-- The flags group members by what they share: each grouping reads one of these (index-only where it can).
CREATE INDEX IF NOT EXISTS "sessions_ip_member_idx" ON "sessions" ("ip", "member_id") WHERE "ip" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_user_agent_member_idx" ON "sessions" ("user_agent", "member_id") WHERE "user_agent" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_register_ip_idx" ON "members" ("register_ip") WHERE "register_ip" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_referred_by_idx" ON "members" ("referred_by") WHERE "referred_by" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "member_bank_accounts_number_member_idx" ON "member_bank_accounts" ("account_number", "member_id");
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_by" bigint REFERENCES "operators"("id");
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_at" timestamp with time zone;
--> statement-breakpoint
-- Four eyes in the data too: whoever completes a large withdrawal's approval is never its first approver.
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_second_approver" CHECK ("first_approved_by" IS NULL OR "status" <> 'APPROVED' OR "reviewed_by" <> "first_approved_by");
