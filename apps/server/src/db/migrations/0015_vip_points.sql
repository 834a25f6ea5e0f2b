CREATE TABLE "mall_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"kind" text NOT NULL,
	"points_cost" bigint NOT NULL,
	"cash_value" bigint DEFAULT 0 NOT NULL,
	"stock" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_item_amounts" CHECK ("mall_items"."points_cost" > 0 and "mall_items"."cash_value" >= 0 and ("mall_items"."stock" is null or "mall_items"."stock" >= 0))
);
--> statement-breakpoint
CREATE TABLE "mall_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"item_id" bigint NOT NULL,
	"item_names" jsonb NOT NULL,
	"item_image_url" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"cash_value" bigint NOT NULL,
	"status" text DEFAULT 'IN_PROCESS' NOT NULL,
	"delivery_info" text,
	"transfer_id" bigint,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_redemption_amounts" CHECK ("mall_redemptions"."quantity" > 0 and "mall_redemptions"."points" > 0 and "mall_redemptions"."cash_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_points" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"lifetime" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_points_not_negative" CHECK ("member_points"."balance" >= 0 and "member_points"."lifetime" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_carry" (
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"remainder" bigint NOT NULL,
	CONSTRAINT "points_carry_member_id_source_pk" PRIMARY KEY("member_id","source")
);
--> statement-breakpoint
CREATE TABLE "points_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"last_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"type" text NOT NULL,
	"change" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"amount" bigint,
	"remark" text,
	"status" text DEFAULT 'SUCCESS' NOT NULL,
	"reference_no" text NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_records_change_nonzero" CHECK ("points_records"."change" <> 0)
);
--> statement-breakpoint
CREATE TABLE "points_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_vip" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"last_review_period" text,
	"last_review_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_bonus_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"level" integer NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"level" integer PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"deposit_threshold" bigint NOT NULL,
	"valid_bet_threshold" bigint NOT NULL,
	"keep_deposit" bigint NOT NULL,
	"keep_valid_bet" bigint NOT NULL,
	"upgrade_bonus" bigint NOT NULL,
	"monthly_bonus" bigint NOT NULL,
	"rebate_rate_bp" integer NOT NULL,
	"daily_withdrawal_count" integer NOT NULL,
	"daily_withdrawal_amount" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_level_range" CHECK ("vip_levels"."level" between 0 and 99),
	CONSTRAINT "vip_level_amounts" CHECK ("vip_levels"."deposit_threshold" >= 0 and "vip_levels"."valid_bet_threshold" >= 0 and "vip_levels"."keep_deposit" >= 0 and "vip_levels"."keep_valid_bet" >= 0
    and "vip_levels"."upgrade_bonus" >= 0 and "vip_levels"."monthly_bonus" >= 0 and "vip_levels"."daily_withdrawal_amount" >= 0 and "vip_levels"."daily_withdrawal_count" >= 0),
	CONSTRAINT "vip_rebate_range" CHECK ("vip_levels"."rebate_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "mall_redemptions" ADD CONSTRAINT "mall_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_redemptions" ADD CONSTRAINT "mall_redemptions_item_id_mall_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mall_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_redemptions" ADD CONSTRAINT "mall_redemptions_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_carry" ADD CONSTRAINT "points_carry_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_vip" ADD CONSTRAINT "member_vip_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_bonus_payouts" ADD CONSTRAINT "vip_bonus_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_items_list_idx" ON "mall_items" USING btree ("sort","id") WHERE "mall_items"."enabled";--> statement-breakpoint
CREATE UNIQUE INDEX "mall_redemptions_order_no_idx" ON "mall_redemptions" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_redemptions_request_idx" ON "mall_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "mall_redemptions_member_idx" ON "mall_redemptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_redemptions_status_idx" ON "mall_redemptions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_records_source_idx" ON "points_records" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "points_records_member_idx" ON "points_records" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "member_vip_review_idx" ON "member_vip" USING btree ("last_review_period","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_bonus_payouts_once_idx" ON "vip_bonus_payouts" USING btree ("member_id","kind","level","period");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_bonus_monthly_once_idx" ON "vip_bonus_payouts" USING btree ("member_id","period") WHERE "vip_bonus_payouts"."kind" = 'MONTHLY';--> statement-breakpoint
CREATE INDEX "vip_bonus_payouts_member_idx" ON "vip_bonus_payouts" USING btree ("member_id","created_at");