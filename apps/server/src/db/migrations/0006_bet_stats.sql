CREATE TABLE "member_bet_days" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"bet" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "member_bet_days_member_id_day_game_type_pk" PRIMARY KEY("member_id","day","game_type")
);
--> statement-breakpoint
CREATE TABLE "member_bet_hours" (
	"member_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"bet" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "member_bet_hours_member_id_hour_pk" PRIMARY KEY("member_id","hour")
);
--> statement-breakpoint
ALTER TABLE "member_bet_days" ADD CONSTRAINT "member_bet_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bet_hours" ADD CONSTRAINT "member_bet_hours_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_bet_days_day_idx" ON "member_bet_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "member_bet_hours_hour_idx" ON "member_bet_hours" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "game_rounds_settled_idx" ON "game_rounds" USING btree ("settled_at","id") WHERE status = 'SETTLED';--> statement-breakpoint
-- Keeps member_bet_days and member_bet_hours in step with the round log: a round counts once, in the
-- transaction that settles it, in the UTC day and hour of its settlement. Refunded rounds never count.
CREATE FUNCTION roll_up_settled_round() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category text;
BEGIN
  IF NEW.status <> 'SETTLED' OR (TG_OP = 'UPDATE' AND OLD.status = 'SETTLED') THEN
    RETURN NEW;
  END IF;
  SELECT g.category INTO category FROM games g WHERE g.id = NEW.game_id;
  INSERT INTO member_bet_days AS d (member_id, day, game_type, rounds, bet, valid_bet, payout)
    VALUES (NEW.member_id, (NEW.settled_at AT TIME ZONE 'UTC')::date, category, 1, NEW.bet, NEW.valid_bet, NEW.win)
    ON CONFLICT (member_id, day, game_type) DO UPDATE
      SET rounds = d.rounds + 1, bet = d.bet + EXCLUDED.bet, valid_bet = d.valid_bet + EXCLUDED.valid_bet, payout = d.payout + EXCLUDED.payout;
  INSERT INTO member_bet_hours AS h (member_id, hour, rounds, bet, valid_bet, payout)
    VALUES (NEW.member_id, date_trunc('hour', NEW.settled_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', 1, NEW.bet, NEW.valid_bet, NEW.win)
    ON CONFLICT (member_id, hour) DO UPDATE
      SET rounds = h.rounds + 1, bet = h.bet + EXCLUDED.bet, valid_bet = h.valid_bet + EXCLUDED.valid_bet, payout = h.payout + EXCLUDED.payout;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER game_rounds_roll_up AFTER INSERT OR UPDATE OF status ON game_rounds FOR EACH ROW EXECUTE FUNCTION roll_up_settled_round();
