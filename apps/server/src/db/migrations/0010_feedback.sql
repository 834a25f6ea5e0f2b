CREATE TABLE "member_feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"reply" text,
	"replied_by" bigint,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_feedback_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"feedback_id" bigint NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_feedback" ADD CONSTRAINT "member_feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_feedback" ADD CONSTRAINT "member_feedback_replied_by_operators_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_feedback_images" ADD CONSTRAINT "member_feedback_images_feedback_id_member_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."member_feedback"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_feedback_member_idx" ON "member_feedback" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_feedback_status_idx" ON "member_feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "member_feedback_images_feedback_idx" ON "member_feedback_images" USING btree ("feedback_id");