ALTER TABLE "turnover_requirements" ADD COLUMN "closed_by" text;--> statement-breakpoint
-- Requirements closed before this column existed were all met by their turnover.
UPDATE "turnover_requirements" SET "closed_by" = 'TURNOVER' WHERE "met_at" IS NOT NULL;
