CREATE TABLE "member_bet_days" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"bet" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "member_bet_days_member_id_day_pk" PRIMARY KEY("member_id","day")
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
CREATE TABLE "team_bet_days" (
	"agent_id" bigint NOT NULL,
	"day" date NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"bet" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "team_bet_days_agent_id_day_pk" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
ALTER TABLE "member_bet_days" ADD CONSTRAINT "member_bet_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bet_hours" ADD CONSTRAINT "member_bet_hours_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_bet_days" ADD CONSTRAINT "team_bet_days_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_bet_days_day_member_idx" ON "member_bet_days" USING btree ("day","member_id");--> statement-breakpoint
CREATE INDEX "member_bet_hours_hour_idx" ON "member_bet_hours" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "game_rounds_settled_idx" ON "game_rounds" USING btree ("settled_at","id") WHERE status = 'SETTLED';--> statement-breakpoint
-- Keeps the roll-ups in step with the round log: a round counts once, in the transaction that settles
-- it, in the UTC day and hour of its settlement, for the member and for every agent above it (the
-- ancestor path at settlement time). Refunded rounds never count. A member's first round of a day
-- makes it one more active member of each ancestor's team for that day.
CREATE FUNCTION roll_up_settled_round() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  settled_day date;
  is_first_of_day boolean;
  ancestors bigint[];
BEGIN
  IF NEW.status <> 'SETTLED' OR (TG_OP = 'UPDATE' AND OLD.status = 'SETTLED') THEN
    RETURN NEW;
  END IF;
  settled_day := (NEW.settled_at AT TIME ZONE 'UTC')::date;
  INSERT INTO member_bet_days AS d (member_id, day, rounds, bet, valid_bet, payout)
    VALUES (NEW.member_id, settled_day, 1, NEW.bet, NEW.valid_bet, NEW.win)
    ON CONFLICT (member_id, day) DO UPDATE
      SET rounds = d.rounds + 1, bet = d.bet + EXCLUDED.bet, valid_bet = d.valid_bet + EXCLUDED.valid_bet, payout = d.payout + EXCLUDED.payout
    RETURNING (xmax = 0) INTO is_first_of_day;
  INSERT INTO member_bet_hours AS h (member_id, hour, rounds, bet, valid_bet, payout)
    VALUES (NEW.member_id, date_trunc('hour', NEW.settled_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', 1, NEW.bet, NEW.valid_bet, NEW.win)
    ON CONFLICT (member_id, hour) DO UPDATE
      SET rounds = h.rounds + 1, bet = h.bet + EXCLUDED.bet, valid_bet = h.valid_bet + EXCLUDED.valid_bet, payout = h.payout + EXCLUDED.payout;
  SELECT coalesce(string_to_array(nullif(trim(both '/' from m.ancestor_path), ''), '/')::bigint[], '{}') INTO ancestors
    FROM members m WHERE m.id = NEW.member_id;
  -- Sorted ids: concurrent settlements lock the agents' rows in the same order.
  INSERT INTO team_bet_days AS t (agent_id, day, active_members, rounds, bet, valid_bet, payout)
    SELECT agent_id, settled_day, CASE WHEN is_first_of_day THEN 1 ELSE 0 END, 1, NEW.bet, NEW.valid_bet, NEW.win
    FROM unnest(ancestors) AS agent_id ORDER BY agent_id
    ON CONFLICT (agent_id, day) DO UPDATE
      SET active_members = t.active_members + EXCLUDED.active_members, rounds = t.rounds + 1, bet = t.bet + EXCLUDED.bet,
          valid_bet = t.valid_bet + EXCLUDED.valid_bet, payout = t.payout + EXCLUDED.payout;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER game_rounds_roll_up AFTER INSERT OR UPDATE OF status ON game_rounds FOR EACH ROW EXECUTE FUNCTION roll_up_settled_round();
