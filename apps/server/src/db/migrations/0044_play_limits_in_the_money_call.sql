-- Responsible play's limits checked inside the money call (issue 20's measure: the check adds under 1 ms and under
-- 5% to a seamless round).
--
-- Migration 0039 sent a member with wager, loss or session limits back to TypeScript (SQLSTATE LP001), which ran the
-- check and then the whole call again in a transaction of a dozen round trips: a bench round of such a member was
-- about three times slower. The check and the counting now live here, once: `play_wager_check` (a stake against
-- the member's limits in the windows running at that instant, counted when allowed) and `play_return` (a win or a
-- refunded stake lowering the counts). The money call uses them under the wallet's lock, and the TypeScript guard
-- (modules/responsible-play/play-guard.service.ts) calls the same functions for the house games, lottery, sports
-- and card rooms, so there is one implementation of the rule. The windows are those of play-windows.ts: fixed periods
-- of 24 hours, 7 days and 30 days following each other from the member's anchor, in whole milliseconds.

CREATE FUNCTION play_window_start(p_anchor timestamptz, p_at timestamptz, p_length_ms bigint)
RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT p_anchor + (floor(greatest(0, extract(epoch FROM p_at - p_anchor) * 1000) / p_length_ms) * p_length_ms)
    * interval '1 millisecond'
$$;--> statement-breakpoint
-- A stake of `p_amount` at `p_at` against the member's wager, loss and session limits, in the windows running then (a
-- stored window that has ended counts as zero). Answers the first refusal's code, or null after counting the stake
-- in every window (wagered and net loss), or null when the member has no usage row (no limit was ever set). The
-- caller holds the member's wallet lock, so two stakes of one member take turns.
CREATE FUNCTION play_wager_check(p_member bigint, p_amount bigint, p_at timestamptz)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  u record;
  l record;
  v_day timestamptz; v_week timestamptz; v_month timestamptz;
  v_day_wagered bigint; v_day_loss bigint; v_week_wagered bigint; v_week_loss bigint;
  v_month_wagered bigint; v_month_loss bigint;
  v_wagered bigint; v_loss bigint;
  v_session_started timestamptz;
BEGIN
  SELECT * INTO u FROM play_usage WHERE member_id = p_member;
  IF NOT FOUND THEN RETURN NULL; END IF;
  v_day := play_window_start(u.anchor, p_at, 86400000);
  v_week := play_window_start(u.anchor, p_at, 604800000);
  v_month := play_window_start(u.anchor, p_at, 2592000000);
  v_day_wagered := CASE WHEN u.day_start = v_day THEN u.day_wagered ELSE 0 END;
  v_day_loss := CASE WHEN u.day_start = v_day THEN u.day_net_loss ELSE 0 END;
  v_week_wagered := CASE WHEN u.week_start = v_week THEN u.week_wagered ELSE 0 END;
  v_week_loss := CASE WHEN u.week_start = v_week THEN u.week_net_loss ELSE 0 END;
  v_month_wagered := CASE WHEN u.month_start = v_month THEN u.month_wagered ELSE 0 END;
  v_month_loss := CASE WHEN u.month_start = v_month THEN u.month_net_loss ELSE 0 END;
  FOR l IN SELECT kind, period, amount FROM play_limits WHERE member_id = p_member AND kind <> 'DEPOSIT'
    ORDER BY kind, period LOOP
    IF l.kind = 'SESSION' THEN
      SELECT s.created_at INTO v_session_started FROM sessions s WHERE s.member_id = p_member AND s.ended_at IS NULL
      ORDER BY s.id DESC LIMIT 1;
      IF v_session_started IS NOT NULL AND p_at - v_session_started >= l.amount * interval '1 minute' THEN
        RETURN 'play.session.limit';
      END IF;
      CONTINUE;
    END IF;
    v_wagered := CASE l.period WHEN 'DAY' THEN v_day_wagered WHEN 'WEEK' THEN v_week_wagered ELSE v_month_wagered END;
    v_loss := CASE l.period WHEN 'DAY' THEN v_day_loss WHEN 'WEEK' THEN v_week_loss ELSE v_month_loss END;
    IF l.kind = 'WAGER' AND v_wagered + p_amount > l.amount THEN RETURN 'play.limit.wager'; END IF;
    IF l.kind = 'LOSS' AND v_loss + p_amount > l.amount THEN RETURN 'play.limit.loss'; END IF;
  END LOOP;
  UPDATE play_usage SET
    day_start = v_day, day_wagered = v_day_wagered + p_amount, day_net_loss = v_day_loss + p_amount,
    week_start = v_week, week_wagered = v_week_wagered + p_amount, week_net_loss = v_week_loss + p_amount,
    month_start = v_month, month_wagered = v_month_wagered + p_amount, month_net_loss = v_month_loss + p_amount
  WHERE member_id = p_member;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Money back from play: a win (or a refunded stake, `p_is_refund`, which also takes the stake out of the wagered
-- sums) lowers the net loss of the windows running at `p_at`. Never refuses: a round in play always settles.
CREATE FUNCTION play_return(p_member bigint, p_amount bigint, p_at timestamptz, p_is_refund boolean)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  u record;
  v_day timestamptz; v_week timestamptz; v_month timestamptz;
  wagered_back bigint := CASE WHEN p_is_refund THEN p_amount ELSE 0 END;
BEGIN
  IF p_amount <= 0 THEN RETURN; END IF;
  SELECT * INTO u FROM play_usage WHERE member_id = p_member;
  IF NOT FOUND THEN RETURN; END IF;
  v_day := play_window_start(u.anchor, p_at, 86400000);
  v_week := play_window_start(u.anchor, p_at, 604800000);
  v_month := play_window_start(u.anchor, p_at, 2592000000);
  UPDATE play_usage SET
    day_start = v_day,
    day_wagered = CASE WHEN u.day_start = v_day THEN u.day_wagered ELSE 0 END - wagered_back,
    day_net_loss = CASE WHEN u.day_start = v_day THEN u.day_net_loss ELSE 0 END - p_amount,
    week_start = v_week,
    week_wagered = CASE WHEN u.week_start = v_week THEN u.week_wagered ELSE 0 END - wagered_back,
    week_net_loss = CASE WHEN u.week_start = v_week THEN u.week_net_loss ELSE 0 END - p_amount,
    month_start = v_month,
    month_wagered = CASE WHEN u.month_start = v_month THEN u.month_wagered ELSE 0 END - wagered_back,
    month_net_loss = CASE WHEN u.month_start = v_month THEN u.month_net_loss ELSE 0 END - p_amount
  WHERE member_id = p_member;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seamless_debit_work(
  p_vendor text, p_member bigint, p_wallet bigint, p_house bigint, p_tx text, p_round text, p_game text,
  p_amount bigint, p_closing boolean, p_play_checked boolean, p_at timestamptz
) RETURNS TABLE (refusal text, transfer_id bigint) LANGUAGE plpgsql AS $$
DECLARE
  bet record;
  play record;
  limit_refusal text;
  stake_counted boolean := false;
  rnd record;
  posted record;
  memo text := p_vendor || ' ' || p_game || ' bet';
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RETURN QUERY SELECT 'amount.invalid', NULL::bigint; RETURN;
  END IF;
  -- An operator's switch takes effect on the next bet, also in a game already open.
  SELECT v.status AS vendor_status, g.status AS game_status, g.id AS game_id, g.engine_kind INTO bet
  FROM game_vendors v LEFT JOIN games g ON g.vendor_code = v.code AND g.game_code = p_game WHERE v.code = p_vendor;
  IF bet.vendor_status = 'DISABLED' OR bet.game_status = 'DISABLED' THEN
    RETURN QUERY SELECT 'game.not.found', NULL::bigint; RETURN;
  ELSIF bet.vendor_status = 'MAINTENANCE' OR bet.game_status = 'MAINTENANCE' THEN
    RETURN QUERY SELECT 'game.maintenance', NULL::bigint; RETURN;
  END IF;
  -- The upsert takes the round's row lock: calls of one round take turns.
  INSERT INTO seamless_rounds AS s (vendor_code, member_id, round_id, created_at) VALUES (p_vendor, p_member, p_round, p_at)
  ON CONFLICT (vendor_code, member_id, round_id) DO UPDATE SET status = s.status
  RETURNING s.id, s.status, (s.xmax = 0) AS is_new INTO rnd;
  IF rnd.status = 'CLOSED' THEN
    RETURN QUERY SELECT 'seamless.round.closed', NULL::bigint; RETURN;
  END IF;
  -- Responsible play (migration 0033): the block and the limits flag live on the wallet row, locked here with the
  -- house row in the ledger's order, so a wager after an exclusion's commit reads it. A member with limits has the
  -- stake checked and counted here (play_wager_check); a refusal is noted for the desk's report of limit hits.
  IF NOT p_play_checked THEN
    PERFORM 1 FROM ledger_accounts a WHERE a.id IN (p_wallet, p_house) ORDER BY a.id FOR NO KEY UPDATE;
    SELECT a.play_blocked_until, a.has_play_limits INTO play FROM ledger_accounts a WHERE a.id = p_wallet;
    IF play.play_blocked_until > p_at THEN
      RETURN QUERY SELECT 'play.blocked', NULL::bigint; RETURN;
    ELSIF play.has_play_limits THEN
      limit_refusal := play_wager_check(p_member, p_amount, p_at);
      IF limit_refusal IS NOT NULL THEN
        IF rnd.is_new THEN DELETE FROM seamless_rounds WHERE id = rnd.id AND stake = 0 AND credits = 0; END IF;
        INSERT INTO play_events (member_id, action, kind, created_at) VALUES (p_member, 'LIMIT_HIT', limit_refusal, p_at);
        RETURN QUERY SELECT limit_refusal, NULL::bigint; RETURN;
      END IF;
      stake_counted := true;
    END IF;
  END IF;
  SELECT * INTO posted FROM ledger_post_transfer(
    'seamless:' || p_vendor || ':' || p_tx,
    json_parts_fingerprint(ARRAY[to_json('GAME_DEBIT'::text)::text, p_wallet::text, p_house::text,
      to_json(p_amount::text)::text, 'null', to_json(memo)::text]),
    'GAME_DEBIT', p_wallet, p_house, p_amount, NULL, memo,
    jsonb_build_object('vendorCode', p_vendor, 'roundId', p_round, 'gameCode', p_game), 0);
  IF posted.outcome = 'INSUFFICIENT' THEN
    IF rnd.is_new THEN DELETE FROM seamless_rounds WHERE id = rnd.id AND stake = 0 AND credits = 0; END IF;
    -- Nothing was taken: the stake counted above comes off again (same instant, so the same windows).
    IF stake_counted THEN PERFORM play_return(p_member, p_amount, p_at, true); END IF;
    RETURN QUERY SELECT 'balance.insufficient', NULL::bigint; RETURN;
  ELSIF posted.outcome <> 'POSTED' OR posted.transfer_id IS NULL THEN
    -- The claimed transaction id makes the transfer's key this call's alone; anything else is a defect.
    RAISE EXCEPTION 'seamless debit %/%: the ledger answered %', p_vendor, p_tx, posted.outcome;
  END IF;
  UPDATE seamless_rounds SET stake = stake + p_amount,
    status = CASE WHEN p_closing THEN 'CLOSED' ELSE status END,
    closed_at = CASE WHEN p_closing THEN coalesce(closed_at, p_at) ELSE closed_at END
  WHERE id = rnd.id;
  -- House games (with an engine) log their own rounds; an uncatalogued game has no round to log.
  IF bet.game_id IS NOT NULL AND bet.engine_kind IS NULL THEN
    INSERT INTO game_rounds (member_id, game_id, vendor_code, round_ref, bet, status, created_at)
    VALUES (p_member, bet.game_id, p_vendor, p_round, p_amount, 'OPEN', p_at)
    ON CONFLICT (vendor_code, round_ref) DO UPDATE SET bet = game_rounds.bet + excluded.bet, status = 'OPEN', settled_at = NULL
      WHERE game_rounds.status IN ('OPEN', 'REFUNDED') AND game_rounds.member_id = excluded.member_id;
  END IF;
  IF p_closing THEN PERFORM seamless_close_round(p_vendor, p_member, p_round, p_wallet, 0, p_at); END IF;
  RETURN QUERY SELECT NULL::text, posted.transfer_id;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seamless_credit_work(
  p_vendor text, p_member bigint, p_wallet bigint, p_house bigint, p_tx text, p_round text, p_game text,
  p_amount bigint, p_closing boolean, p_play_checked boolean, p_at timestamptz
) RETURNS TABLE (refusal text, transfer_id bigint) LANGUAGE plpgsql AS $$
DECLARE
  rnd record;
  posted record;
  transfer bigint;
  play_return_due boolean := false;
  memo text := p_vendor || ' ' || p_game || ' win';
BEGIN
  IF p_amount IS NULL OR p_amount < 0 THEN
    RETURN QUERY SELECT 'amount.invalid', NULL::bigint; RETURN;
  END IF;
  -- The round's lock makes concurrent credits take turns: the first to close it is the only one paid.
  SELECT s.id, s.status, s.stake INTO rnd FROM seamless_rounds s
  WHERE s.vendor_code = p_vendor AND s.member_id = p_member AND s.round_id = p_round FOR UPDATE;
  IF FOUND AND rnd.status = 'CLOSED' THEN
    RETURN QUERY SELECT 'seamless.round.closed', NULL::bigint; RETURN;
  ELSIF NOT FOUND OR rnd.stake <= 0 THEN
    RETURN QUERY SELECT 'seamless.round.unknown', NULL::bigint; RETURN;
  END IF;
  -- A win lowers the net loss a member's loss limits count (the transfer below locks the wallet row first).
  IF NOT p_play_checked AND p_amount > 0
    AND (SELECT a.has_play_limits FROM ledger_accounts a WHERE a.id = p_wallet) THEN
    play_return_due := true;
  END IF;
  IF p_amount > 0 THEN
    SELECT * INTO posted FROM ledger_post_transfer(
      'seamless:' || p_vendor || ':' || p_tx,
      json_parts_fingerprint(ARRAY[to_json('GAME_CREDIT'::text)::text, p_house::text, p_wallet::text,
        to_json(p_amount::text)::text, 'null', to_json(memo)::text]),
      'GAME_CREDIT', p_house, p_wallet, p_amount, NULL, memo,
      jsonb_build_object('vendorCode', p_vendor, 'roundId', p_round, 'gameCode', p_game), 0);
    IF posted.outcome <> 'POSTED' OR posted.transfer_id IS NULL THEN
      RAISE EXCEPTION 'seamless credit %/%: the ledger answered %', p_vendor, p_tx, posted.outcome;
    END IF;
    transfer := posted.transfer_id;
    IF play_return_due THEN PERFORM play_return(p_member, p_amount, p_at, false); END IF;
  END IF;
  UPDATE seamless_rounds SET win = win + p_amount, credits = credits + 1,
    status = CASE WHEN p_closing THEN 'CLOSED' ELSE status END,
    closed_at = CASE WHEN p_closing THEN coalesce(closed_at, p_at) ELSE closed_at END
  WHERE id = rnd.id;
  IF p_closing THEN
    PERFORM seamless_close_round(p_vendor, p_member, p_round, p_wallet, p_amount, p_at);
  ELSIF p_amount > 0 THEN
    UPDATE game_rounds r SET win = r.win + p_amount FROM games g
    WHERE g.id = r.game_id AND g.engine_kind IS NULL AND r.vendor_code = p_vendor AND r.round_ref = p_round
      AND r.member_id = p_member AND r.status = 'OPEN';
  END IF;
  RETURN QUERY SELECT NULL::text, transfer;
END $$;
