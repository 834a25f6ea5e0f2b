-- Ledger transfers and entries are immutable and the operator audit log is append-only:
-- corrections are new rows (reversing transfers), never updates or deletes. The services
-- never try either; these triggers make sure no other code, and no hand-typed SQL, can.
CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER operator_audit_log_append_only BEFORE UPDATE OR DELETE ON operator_audit_log FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER operator_audit_log_no_truncate BEFORE TRUNCATE ON operator_audit_log FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
-- A hold changes once, out of PENDING; what it holds never changes, and it is never deleted.
CREATE FUNCTION guard_hold_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger_holds rows are never deleted' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.amount <> OLD.amount OR NEW.account_id <> OLD.account_id OR NEW.idempotency_key <> OLD.idempotency_key
     OR (NEW.status <> OLD.status AND OLD.status <> 'PENDING') THEN
    RAISE EXCEPTION 'hold % cannot change that way', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_holds_guard BEFORE UPDATE OR DELETE ON ledger_holds FOR EACH ROW EXECUTE FUNCTION guard_hold_change();
