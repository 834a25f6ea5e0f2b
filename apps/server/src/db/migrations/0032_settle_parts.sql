-- Settling one event in parts that run side by side (modules/sportsbook/README.md, "Settlement").
--
-- A part is the bets of the members of one house shard (member id modulo 16, the ledger's HOUSE_SHARDS): two parts
-- never touch the same bet, wallet, house account row or member roll-up row, so two runners (or two connections of
-- one runner) settle them at once without waiting on each other's locks. Each leg carries its bet's member shard,
-- and the event's legs are indexed by part, then bet id; each part has its own cursor and its own lease (its row's
-- lock), replacing the event's single settle_cursor.
ALTER TABLE "sport_bet_legs" ADD COLUMN "member_shard" smallint;--> statement-breakpoint
UPDATE "sport_bet_legs" l SET "member_shard" = b."member_id" % 16 FROM "sport_bets" b WHERE b."id" = l."bet_id";--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ALTER COLUMN "member_shard" SET NOT NULL;--> statement-breakpoint
DROP INDEX "sport_bet_legs_event_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "sport_bet_legs_event_idx" ON "sport_bet_legs" USING btree ("event_id","member_shard","bet_id");--> statement-breakpoint
CREATE TABLE "sport_event_settle_parts" (
	"event_id" text NOT NULL,
	"part" smallint NOT NULL,
	"cursor" bigint DEFAULT 0 NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sport_event_settle_parts_event_id_part_pk" PRIMARY KEY("event_id","part")
);--> statement-breakpoint
ALTER TABLE "sport_event_settle_parts" ADD CONSTRAINT "sport_event_settle_parts_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- An event whose settlement had begun keeps its place: every bet up to the old cursor is settled, whatever its part.
INSERT INTO "sport_event_settle_parts" ("event_id", "part", "cursor")
  SELECT e."id", p, e."settle_cursor" FROM "sport_events" e CROSS JOIN generate_series(0, 15) p
  WHERE e."settle_cursor" > 0 AND e."settled_at" IS NULL;--> statement-breakpoint
ALTER TABLE "sport_events" DROP COLUMN "settle_cursor";
