-- Operators (issue 19): two-factor sign-in (TOTP), an address allow list per operator, why a session ended,
-- and the login history.
ALTER TABLE "operators" ADD COLUMN "totp_secret" text;
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_pending_secret" text;
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_enrolled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_last_step" bigint;
--> statement-breakpoint
-- New operators must set up two-factor at their first sign-in; the ones that exist (the demo's) keep signing in
-- with a password until an admin requires it (README: how demo operators enrol).
ALTER TABLE "operators" ADD COLUMN "totp_required" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
UPDATE "operators" SET "totp_required" = false;
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "allowed_ips" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD COLUMN "end_reason" text;
--> statement-breakpoint
CREATE TABLE "operator_logins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint REFERENCES "operators"("id"),
	"username" text NOT NULL,
	"outcome" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "operator_logins_operator_idx" ON "operator_logins" USING btree ("operator_id","id");
--> statement-breakpoint
CREATE INDEX "operator_logins_time_idx" ON "operator_logins" USING btree ("created_at");
