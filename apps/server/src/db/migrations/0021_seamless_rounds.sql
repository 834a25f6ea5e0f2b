CREATE TABLE "seamless_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "seamless_rounds" ADD CONSTRAINT "seamless_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seamless_rounds_vendor_member_round_idx" ON "seamless_rounds" USING btree ("vendor_code","member_id","round_id");--> statement-breakpoint
-- Rounds played before the round model: a round whose debits were credited is CLOSED, so a late
-- second credit or debit of it is refused like any other closed round's.
INSERT INTO "seamless_rounds" ("vendor_code", "member_id", "round_id", "status", "stake", "win", "credits", "created_at", "closed_at")
SELECT t.vendor_code, t.member_id, t.round_id,
  CASE WHEN bool_or(t.kind = 'DEBIT' AND t.is_credited) THEN 'CLOSED' ELSE 'OPEN' END,
  coalesce(sum(t.amount) FILTER (WHERE t.kind = 'DEBIT' AND NOT t.is_rolled_back), 0),
  coalesce(sum(t.amount) FILTER (WHERE t.kind = 'CREDIT'), 0),
  count(*) FILTER (WHERE t.kind = 'CREDIT'),
  min(t.created_at),
  CASE WHEN bool_or(t.kind = 'DEBIT' AND t.is_credited) THEN max(t.created_at) END
FROM "seamless_transactions" t
WHERE t.round_id IS NOT NULL AND t.status = 'DONE' AND t.kind IN ('DEBIT', 'CREDIT')
GROUP BY t.vendor_code, t.member_id, t.round_id
HAVING bool_or(t.kind = 'DEBIT');
