CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payee_id" bigint NOT NULL,
	"payer_id" bigint,
	"status" text NOT NULL,
	"terms" jsonb NOT NULL,
	"termination_requested_by" text,
	"termination_requested_at" timestamp with time zone,
	"offered_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"end_reason" text,
	"settled_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"payee_id" bigint NOT NULL,
	"payer_id" bigint,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"base" bigint NOT NULL,
	"rate_bp" integer,
	"amount" bigint NOT NULL,
	"team_bet" bigint NOT NULL,
	"team_valid_bet" bigint NOT NULL,
	"team_payout" bigint NOT NULL,
	"active_members" integer,
	"status" text NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_payee_id_members_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_payer_id_members_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_payouts" ADD CONSTRAINT "contract_payouts_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_payouts" ADD CONSTRAINT "contract_payouts_payee_id_members_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_payouts" ADD CONSTRAINT "contract_payouts_payer_id_members_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_live_idx" ON "agent_contracts" USING btree ("payee_id","kind") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_offered_idx" ON "agent_contracts" USING btree ("payee_id","kind") WHERE status = 'OFFERED';--> statement-breakpoint
CREATE INDEX "agent_contracts_payer_idx" ON "agent_contracts" USING btree ("payer_id","kind","status");--> statement-breakpoint
CREATE INDEX "agent_contracts_settle_idx" ON "agent_contracts" USING btree ("kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_payouts_period_idx" ON "contract_payouts" USING btree ("payee_id","contract_id","period_start");--> statement-breakpoint
CREATE INDEX "contract_payouts_owed_idx" ON "contract_payouts" USING btree ("id") WHERE status = 'OWED';--> statement-breakpoint
CREATE INDEX "contract_payouts_payee_idx" ON "contract_payouts" USING btree ("payee_id","period_start");--> statement-breakpoint
CREATE INDEX "contract_payouts_payer_idx" ON "contract_payouts" USING btree ("payer_id","period_start");