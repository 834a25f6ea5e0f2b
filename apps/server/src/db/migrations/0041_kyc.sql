-- Tiered verification (KYC, modules/kyc/README.md): one row per uploaded document, its image re-encoded by
-- lib/image-upload.ts and its review. One live (PENDING or APPROVED) document per member and kind.
CREATE TABLE "kyc_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" bytea NOT NULL,
	"reason" text,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_documents_kind" CHECK ("kind" in ('ID', 'ADDRESS', 'SELFIE')),
	CONSTRAINT "kyc_documents_status" CHECK ("status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "kyc_documents_reviewed" CHECK (("status" = 'PENDING') = ("reviewed_at" is null))
);--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_live_idx" ON "kyc_documents" USING btree ("member_id","kind") WHERE "kyc_documents"."status" in ('PENDING', 'APPROVED');--> statement-breakpoint
CREATE INDEX "kyc_documents_member_idx" ON "kyc_documents" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_documents_queue_idx" ON "kyc_documents" USING btree ("status","created_at");
