-- Settling thousands of rounds at once (the sportsbook's events, the lottery's draws) in set-based statements.
--
-- 1. Rows written once and updated once at settlement keep half of each page free, so that update is a HOT
-- update touching none of the table's indexes (as lottery_bets since 0025): a sports bet's status and payout, its
-- legs' outcomes, a seamless round's close (status, win, credits, closed_at) and a debit's is_credited — columns no
-- index covers. A batch updates every row of its pages and cannot prune the old versions while it is open, so the
-- room must hold a page's rows a second time. Rows already written keep their pages as they are.
ALTER TABLE "sport_bets" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "sport_bet_legs" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "seamless_rounds" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "seamless_transactions" SET (fillfactor = 50);--> statement-breakpoint
-- 2. The roll-ups (0006) per statement instead of per row: one statement that settles a thousand rounds ran the
-- row trigger's three or four upserts a thousand times; now the statement's settled rounds are summed per member
-- and day, member and hour, agent and day, and each roll-up row is written once, in key order (concurrent
-- settlements lock shared agent rows in one order). What is counted is unchanged: a round counts once, when it
-- becomes SETTLED (inserted so, or updated from another status), in the UTC day and hour of its settlement, for the
-- member and every agent on its ancestor path at that time; a member's first round of a day makes it one more
-- active member of each ancestor's team that day. PostgreSQL allows transition tables only on single-event
-- triggers without a column list, hence two triggers, firing on every insert and update statement.
CREATE FUNCTION roll_up_rounds(settled game_rounds[]) RETURNS void LANGUAGE sql AS $$
  WITH r AS (
    SELECT s.member_id, (s.settled_at AT TIME ZONE 'UTC')::date AS day,
      date_trunc('hour', s.settled_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour, s.bet, s.valid_bet, s.win
    FROM unnest(settled) AS s
  ), member_days AS (
    SELECT member_id, day, count(*)::int AS rounds, sum(bet) AS bet, sum(valid_bet) AS valid_bet, sum(win) AS payout
    FROM r GROUP BY member_id, day
  ), days AS (
    INSERT INTO member_bet_days AS d (member_id, day, rounds, bet, valid_bet, payout)
    SELECT member_id, day, rounds, bet, valid_bet, payout FROM member_days ORDER BY member_id, day
    ON CONFLICT (member_id, day) DO UPDATE
      SET rounds = d.rounds + EXCLUDED.rounds, bet = d.bet + EXCLUDED.bet, valid_bet = d.valid_bet + EXCLUDED.valid_bet, payout = d.payout + EXCLUDED.payout
    RETURNING d.member_id, d.day, (d.xmax = 0) AS is_first_of_day
  ), hours AS (
    INSERT INTO member_bet_hours AS h (member_id, hour, rounds, bet, valid_bet, payout)
    SELECT member_id, hour, count(*)::int, sum(bet), sum(valid_bet), sum(win) FROM r GROUP BY member_id, hour ORDER BY member_id, hour
    ON CONFLICT (member_id, hour) DO UPDATE
      SET rounds = h.rounds + EXCLUDED.rounds, bet = h.bet + EXCLUDED.bet, valid_bet = h.valid_bet + EXCLUDED.valid_bet, payout = h.payout + EXCLUDED.payout
  ), ancestry AS (
    SELECT m.id AS member_id, unnest(coalesce(string_to_array(nullif(trim(both '/' from m.ancestor_path), ''), '/')::bigint[], '{}')) AS agent_id
    FROM members m WHERE m.id IN (SELECT member_id FROM member_days)
  )
  INSERT INTO team_bet_days AS t (agent_id, day, active_members, rounds, bet, valid_bet, payout)
  SELECT a.agent_id, p.day, count(*) FILTER (WHERE d.is_first_of_day)::int, sum(p.rounds)::int, sum(p.bet), sum(p.valid_bet), sum(p.payout)
  FROM member_days p JOIN ancestry a ON a.member_id = p.member_id JOIN days d ON d.member_id = p.member_id AND d.day = p.day
  GROUP BY a.agent_id, p.day ORDER BY a.agent_id, p.day
  ON CONFLICT (agent_id, day) DO UPDATE
    SET active_members = t.active_members + EXCLUDED.active_members, rounds = t.rounds + EXCLUDED.rounds, bet = t.bet + EXCLUDED.bet,
        valid_bet = t.valid_bet + EXCLUDED.valid_bet, payout = t.payout + EXCLUDED.payout;
$$;--> statement-breakpoint
CREATE FUNCTION roll_up_inserted_rounds() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  settled game_rounds[];
BEGIN
  SELECT array_agg(n) INTO settled FROM new_rounds n WHERE n.status = 'SETTLED';
  IF settled IS NOT NULL THEN
    PERFORM roll_up_rounds(settled);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION roll_up_updated_rounds() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  settled game_rounds[];
BEGIN
  SELECT array_agg(n) INTO settled FROM new_rounds n JOIN old_rounds o ON o.id = n.id
  WHERE n.status = 'SETTLED' AND o.status <> 'SETTLED';
  IF settled IS NOT NULL THEN
    PERFORM roll_up_rounds(settled);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "game_rounds_roll_up" ON "game_rounds";--> statement-breakpoint
DROP FUNCTION roll_up_settled_round();--> statement-breakpoint
CREATE TRIGGER game_rounds_roll_up_inserted AFTER INSERT ON game_rounds REFERENCING NEW TABLE AS new_rounds
  FOR EACH STATEMENT EXECUTE FUNCTION roll_up_inserted_rounds();--> statement-breakpoint
CREATE TRIGGER game_rounds_roll_up_updated AFTER UPDATE ON game_rounds REFERENCING OLD TABLE AS old_rounds NEW TABLE AS new_rounds
  FOR EACH STATEMENT EXECUTE FUNCTION roll_up_updated_rounds();
