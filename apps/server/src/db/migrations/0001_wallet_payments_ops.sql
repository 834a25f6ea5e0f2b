CREATE TABLE "ledger_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"transfer_id" bigint,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "hold_amount_positive" CHECK ("ledger_holds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "operator_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"reason" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"operator_id" bigint NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"method_code" text NOT NULL,
	"method_name" text NOT NULL,
	"channel" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reference" text,
	"payer_name" text,
	"gateway_provider" text,
	"gateway_ref" text,
	"payment_url" text,
	"transfer_id" bigint,
	"reviewed_by" bigint,
	"reason" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "deposit_amount_positive" CHECK ("deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_bank_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"page_token" text NOT NULL,
	"gateway_ref" text NOT NULL,
	"merchant_order_no" text NOT NULL,
	"merchant_name" text NOT NULL,
	"method_code" text NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"callback_path" text NOT NULL,
	"return_url" text NOT NULL,
	"callback_attempts" integer DEFAULT 0 NOT NULL,
	"callback_delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "upload_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"withdrawal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"bank_account_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"hold_id" bigint,
	"transfer_id" bigint,
	"reviewed_by" bigint,
	"reason" text,
	"payout_reference" text,
	"paid_at" timestamp with time zone,
	"receipt_due_at" timestamp with time zone,
	"receipt_type" text,
	"received_amount" bigint,
	"remaining_amount" bigint,
	"receipt_forced" boolean DEFAULT false NOT NULL,
	"receipt_note" text,
	"confirmed_at" timestamp with time zone,
	"refund_amount" bigint,
	"refund_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_amount_positive" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "member_wallet_not_negative";--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "held" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_audit_log" ADD CONSTRAINT "operator_audit_log_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_files" ADD CONSTRAINT "upload_files_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_files" ADD CONSTRAINT "upload_files_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_member_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."member_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_refund_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("refund_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_holds_idempotency_idx" ON "ledger_holds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_holds_pending_idx" ON "ledger_holds" USING btree ("account_id") WHERE "ledger_holds"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "operator_audit_time_idx" ON "operator_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operator_audit_target_idx" ON "operator_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_sessions_token_idx" ON "operator_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_username_lower_idx" ON "operators" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_order_no_idx" ON "deposits" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_request_idx" ON "deposits" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "deposits_member_idx" ON "deposits" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "member_bank_accounts_member_idx" ON "member_bank_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_bank_accounts_unique_idx" ON "member_bank_accounts" USING btree ("bank_name","account_number") WHERE "member_bank_accounts"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_page_idx" ON "sandbox_gateway_payments" USING btree ("page_token");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_ref_idx" ON "sandbox_gateway_payments" USING btree ("gateway_ref");--> statement-breakpoint
CREATE INDEX "upload_files_member_idx" ON "upload_files" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "upload_files_withdrawal_idx" ON "upload_files" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_order_no_idx" ON "withdrawals" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request_idx" ON "withdrawals" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_receipt_due_idx" ON "withdrawals" USING btree ("receipt_due_at") WHERE "withdrawals"."status" = 'PAID';--> statement-breakpoint
CREATE INDEX "ledger_transfers_reverses_idx" ON "ledger_transfers" USING btree ("reverses_transfer_id") WHERE "ledger_transfers"."reverses_transfer_id" is not null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "held_not_negative" CHECK ("ledger_accounts"."held" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "member_wallet_not_negative" CHECK ("ledger_accounts"."kind" <> 'MEMBER_WALLET' or "ledger_accounts"."balance" - "ledger_accounts"."held" >= 0);