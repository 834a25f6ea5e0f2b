-- The agent centre's own audit trail (issue 19): what an agent did to an account of its downline (lock, unlock,
-- a forced password reset), with the reason it gave. Agents are members, not operators, so their actions cannot go
-- in operator_audit_log; like it, this log is append-only.
CREATE TABLE "agent_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_id" bigint NOT NULL REFERENCES "members"("id"),
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "agent_audit_member_idx" ON "agent_audit_log" ("member_id", "created_at");
--> statement-breakpoint
CREATE INDEX "agent_audit_agent_idx" ON "agent_audit_log" ("agent_id", "created_at");
--> statement-breakpoint
CREATE TRIGGER agent_audit_log_append_only BEFORE UPDATE OR DELETE ON agent_audit_log FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER agent_audit_log_no_truncate BEFORE TRUNCATE ON agent_audit_log FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
