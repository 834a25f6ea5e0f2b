ALTER TABLE "promotion_bonuses" ADD COLUMN "deposit_id" bigint;--> statement-breakpoint
ALTER TABLE "promotion_bonuses" ADD CONSTRAINT "promotion_bonuses_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Bonuses paid before this column existed name their deposit in detail; the earliest bonus per deposit keeps it.
UPDATE "promotion_bonuses" AS b SET "deposit_id" = (b."detail"->>'depositId')::bigint
WHERE b."detail" ? 'depositId' AND b."id" = (
  SELECT min(o."id") FROM "promotion_bonuses" AS o WHERE o."detail"->>'depositId' = b."detail"->>'depositId'
);--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_bonuses_deposit_idx" ON "promotion_bonuses" USING btree ("deposit_id");