-- A seamless debit or credit in one round trip (issue 18, the round path).
--
-- The vendor-facing calls (and the in-house games, which make the same calls) took a dozen statements each: the
-- member, the wallet, the house shard, the transaction id's claim, the game's status, the round, the ledger transfer,
-- the round's move, its log row, the close, the balance, the stored answer, plus BEGIN and COMMIT. Each round trip
-- costs both processes of this machine CPU and holds the round's and the wallet's locks a little longer. The same
-- steps, in the same order and with the same locks, now run inside PostgreSQL: `seamless_money_call` below, called as
-- one statement (its own transaction when the caller has none). The rollback, rare, stays in TypeScript.
--
-- 1. The ledger's transfer statement becomes a function, so the TypeScript ledger (postTransferRow) and the money
-- call post transfers with the one same statement. PL/pgSQL keeps each statement's plan for the session.
CREATE FUNCTION ledger_post_transfer(
  p_key text, p_hash text, p_kind text, p_debit bigint, p_credit bigint, p_amount bigint,
  p_reverses bigint, p_memo text, p_metadata jsonb, p_release_held bigint
) RETURNS TABLE (outcome text, transfer_id bigint, prior_id bigint, prior_hash text, debit_available bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  -- Locks both accounts in ascending id order, decides (key already used, unknown account, currencies, a member
  -- wallet's available funds), and when the answer is to post, writes the transfer, its two entries (balance before
  -- and after, new account version) and both balances. When a twin with the same key commits while this one waits,
  -- the insert yields no row (outcome POSTED without an id) and nothing else is written.
  RETURN QUERY
  WITH locked AS MATERIALIZED (
    SELECT a.id, a.kind, a.currency, a.balance, a.held, a.version FROM ledger_accounts a
    WHERE a.id IN (p_debit, p_credit) ORDER BY a.id FOR NO KEY UPDATE
  ), prior AS (
    SELECT t.id, t.request_hash FROM ledger_transfers t WHERE t.idempotency_key = p_key
  ), verdict AS (
    SELECT CASE
      WHEN EXISTS (SELECT 1 FROM prior) THEN 'KEY_TAKEN'
      WHEN (SELECT count(*) FROM locked) <> 2 THEN 'UNKNOWN_ACCOUNT'
      WHEN (SELECT count(DISTINCT l.currency) FROM locked l) <> 1 THEN 'CURRENCY_MISMATCH'
      WHEN EXISTS (SELECT 1 FROM locked l WHERE l.id = p_debit AND l.kind = 'MEMBER_WALLET'
        AND l.balance - (l.held - p_release_held) < p_amount) THEN 'INSUFFICIENT'
      ELSE 'POSTED' END AS verdict_outcome
  ), moves AS (
    SELECT l.id, l.balance, l.held, l.version,
      CASE WHEN l.id = p_debit THEN -p_amount ELSE p_amount END AS delta,
      CASE WHEN l.id = p_debit THEN p_release_held ELSE 0 END AS released
    FROM locked l
  ), t AS (
    INSERT INTO ledger_transfers (idempotency_key, request_hash, kind, debit_account_id, credit_account_id, amount, reverses_transfer_id, memo, metadata)
    SELECT p_key, p_hash, p_kind, p_debit, p_credit, p_amount, p_reverses, p_memo, p_metadata
    FROM verdict WHERE verdict_outcome = 'POSTED'
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING ledger_transfers.id
  ), e AS (
    INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_before, balance_after, account_version)
    SELECT t.id, m.id, m.delta, m.balance, m.balance + m.delta, m.version + 1 FROM t CROSS JOIN moves m
  ), u AS (
    UPDATE ledger_accounts a SET balance = m.balance + m.delta, held = m.held - m.released, version = m.version + 1
    FROM moves m WHERE a.id = m.id AND EXISTS (SELECT 1 FROM t)
  )
  SELECT (SELECT v.verdict_outcome FROM verdict v), (SELECT t.id FROM t), (SELECT p.id FROM prior p),
    (SELECT p.request_hash FROM prior p),
    (SELECT m.balance + m.delta - (m.held - m.released) FROM moves m WHERE m.id = p_debit AND EXISTS (SELECT 1 FROM t));
END $$;--> statement-breakpoint
-- 2. What lib/request-hash.ts computes, sha256 of the JSON array of the parts, for parts already written as JSON
-- values (to_json of a text is JSON.stringify of a string for every text the contracts let through).
CREATE FUNCTION json_parts_fingerprint(parts text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to('[' || array_to_string(parts, ',') || ']', 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- 3. lib/money.ts formatMoney: minor units as a decimal string with the currency's scale ("12.30").
CREATE FUNCTION minor_units_text(minor bigint, scale int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN minor < 0 THEN '-' ELSE '' END
    || CASE WHEN scale = 0 THEN d ELSE left(d, length(d) - scale) || '.' || right(d, scale) END
  FROM (SELECT lpad(abs(minor)::text, greatest(length(abs(minor)::text), scale + 1), '0') AS d) digits
$$;
--> statement-breakpoint
-- 4. A round's close (seamless.service.ts before): its debits marked credited, the wallet locked before the roll-ups
-- (whose rows the settlement trigger locks), and its logged round of a catalogued game without an engine settled
-- once with the closing call's win added to the earlier credits' and its stake as valid bet.
CREATE FUNCTION seamless_close_round(
  p_vendor text, p_member bigint, p_round text, p_wallet bigint, p_win bigint, p_at timestamptz
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE seamless_transactions SET is_credited = true
  WHERE vendor_code = p_vendor AND member_id = p_member AND round_id = p_round AND kind = 'DEBIT' AND status = 'DONE'
    AND NOT is_credited;
  PERFORM 1 FROM ledger_accounts WHERE id = p_wallet FOR NO KEY UPDATE;
  UPDATE game_rounds r SET win = r.win + p_win, status = 'SETTLED', valid_bet = r.bet, settled_at = p_at
  FROM games g
  WHERE g.id = r.game_id AND g.engine_kind IS NULL AND r.vendor_code = p_vendor AND r.round_ref = p_round
    AND r.member_id = p_member AND r.status = 'OPEN';
END $$;--> statement-breakpoint
-- 5. The debit's work once its transaction id is claimed (README "Rounds"): the bet refused for a bad amount, a
-- DISABLED or MAINTENANCE vendor or game, a closed round or missing funds (a refused first debit leaves no round);
-- else the round opened or locked, the GAME_DEBIT transfer, the round's stake, its log row, and the close when the
-- debit closes it. Answers the refusal's code (null when taken) and the transfer.
CREATE FUNCTION seamless_debit_work(
  p_vendor text, p_member bigint, p_wallet bigint, p_house bigint, p_tx text, p_round text, p_game text,
  p_amount bigint, p_closing boolean, p_play_checked boolean, p_at timestamptz
) RETURNS TABLE (refusal text, transfer_id bigint) LANGUAGE plpgsql AS $$
DECLARE
  bet record;
  play record;
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
  -- house row in the ledger's order, so a wager after an exclusion's commit reads it. A member with limits needs the
  -- usage windows (modules/responsible-play): the caller is sent back to check them in TypeScript and call again.
  IF NOT p_play_checked THEN
    PERFORM 1 FROM ledger_accounts a WHERE a.id IN (p_wallet, p_house) ORDER BY a.id FOR NO KEY UPDATE;
    SELECT a.play_blocked_until, a.has_play_limits INTO play FROM ledger_accounts a WHERE a.id = p_wallet;
    IF play.play_blocked_until > p_at THEN
      RETURN QUERY SELECT 'play.blocked', NULL::bigint; RETURN;
    ELSIF play.has_play_limits THEN
      RAISE EXCEPTION USING ERRCODE = 'LP001', MESSAGE = 'play.guard.needed', DETAIL = p_member::text;
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
-- 6. The credit's work once its transaction id is claimed: refused for a bad amount, a closed round, or a round
-- without stake; else the GAME_CREDIT transfer (none for 0), the round's win and credit count, and the close or,
-- for a credit that leaves the round open, the win added to its log row.
CREATE FUNCTION seamless_credit_work(
  p_vendor text, p_member bigint, p_wallet bigint, p_house bigint, p_tx text, p_round text, p_game text,
  p_amount bigint, p_closing boolean, p_play_checked boolean, p_at timestamptz
) RETURNS TABLE (refusal text, transfer_id bigint) LANGUAGE plpgsql AS $$
DECLARE
  rnd record;
  posted record;
  transfer bigint;
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
  -- A win lowers the net loss a member's loss limits count: that member's credit is sent back to TypeScript too.
  IF NOT p_play_checked AND p_amount > 0
    AND (SELECT a.has_play_limits FROM ledger_accounts a WHERE a.id = p_wallet) THEN
    RAISE EXCEPTION USING ERRCODE = 'LP001', MESSAGE = 'play.guard.needed', DETAIL = p_member::text;
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
--> statement-breakpoint
-- 7. The whole call (seamless-run.ts runOnce around the work): the player's wallet (created when missing) and its
-- shard of HOUSE_GAMES, or of HOUSE_FREEPLAY for a trial account; the transaction id claimed (a twin holding it waits
-- here; a replay answers what was stored, a cancelled debit id or another request under the id is refused); the
-- work; the answer with the available balance stored with the id. `p_errors` holds each refusal's HTTP status and
-- message (from the contracts' error table), `p_flag` the request's flag as runOnce hashes it. `p_play_checked`: the
-- caller has run the responsible-play check in this transaction (then `p_play_refusal` is its refusal, stored as the
-- answer); otherwise a member with limits ends the statement with SQLSTATE LP001 and the member's id.
-- `p_member`: the member's id when the caller knows it (an in-house game's bet slip), instead of the player's name.
-- Answers `replay` (the stored answer) or the status, the refusal's code (null when done), the balance (as text
-- and in minor units) and the transfer posted.
CREATE FUNCTION seamless_money_call(
  p_kind text, p_vendor text, p_username text, p_member bigint, p_tx text, p_round text, p_game text, p_amount bigint,
  p_closing boolean, p_flag text, p_currency text, p_scale int, p_trial_type int, p_house_shards int,
  p_errors jsonb, p_play_checked boolean, p_play_refusal text, p_at timestamptz
) RETURNS TABLE (http_status int, code text, balance text, replay jsonb, available_minor bigint, transfer_id bigint)
LANGUAGE plpgsql AS $$
DECLARE
  the_member bigint;
  the_type int;
  wallet bigint;
  house bigint;
  house_kind text;
  hash text;
  prior record;
  work record;
  refusal text;
  available bigint;
  status_code int := 200;
BEGIN
  IF p_member IS NULL THEN
    SELECT m.id, m.type INTO the_member, the_type FROM members m WHERE lower(m.username) = p_username;
  ELSE
    SELECT m.id, m.type INTO the_member, the_type FROM members m WHERE m.id = p_member;
  END IF;
  IF the_member IS NULL THEN
    RETURN QUERY SELECT (p_errors -> 'seamless.player.unknown' ->> 'status')::int, 'seamless.player.unknown', NULL::text,
      NULL::jsonb, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  SELECT a.id INTO wallet FROM ledger_accounts a WHERE a.member_id = the_member AND a.currency = p_currency;
  IF wallet IS NULL THEN
    INSERT INTO ledger_accounts (kind, member_id, currency) VALUES ('MEMBER_WALLET', the_member, p_currency)
    ON CONFLICT DO NOTHING;
    SELECT a.id INTO wallet FROM ledger_accounts a WHERE a.member_id = the_member AND a.currency = p_currency;
  END IF;
  house_kind := CASE WHEN the_type = p_trial_type THEN 'HOUSE_FREEPLAY' ELSE 'HOUSE_GAMES' END
    || CASE WHEN the_member % p_house_shards = 0 THEN '' ELSE '#' || (the_member % p_house_shards) END;
  SELECT a.id INTO house FROM ledger_accounts a WHERE a.member_id IS NULL AND a.currency = p_currency AND a.kind = house_kind;
  IF house IS NULL THEN
    INSERT INTO ledger_accounts (kind, currency) VALUES (house_kind, p_currency) ON CONFLICT DO NOTHING;
    SELECT a.id INTO house FROM ledger_accounts a WHERE a.member_id IS NULL AND a.currency = p_currency AND a.kind = house_kind;
  END IF;
  -- A flag is hashed only when it differs from its default, so ids stored before the flag existed still replay.
  hash := json_parts_fingerprint(ARRAY[to_json(p_kind)::text, the_member::text,
    to_json(coalesce(p_amount, 0)::text)::text, to_json(p_round)::text, 'null']
    || CASE WHEN p_flag IS NULL THEN ARRAY[]::text[] ELSE ARRAY[to_json(p_flag)::text] END);
  INSERT INTO seamless_transactions (vendor_code, transaction_id, kind, member_id, round_id, reference_transaction_id,
    amount, request_hash, status, answer, http_status)
  VALUES (p_vendor, p_tx, p_kind, the_member, p_round, NULL, coalesce(p_amount, 0), hash, 'FAILED', '{}', 0)
  ON CONFLICT (vendor_code, transaction_id) DO NOTHING;
  IF NOT FOUND THEN
    SELECT t.status, t.request_hash, t.answer, t.http_status INTO prior FROM seamless_transactions t
    WHERE t.vendor_code = p_vendor AND t.transaction_id = p_tx;
    IF prior.status = 'CANCELLED' AND p_kind = 'DEBIT' THEN
      refusal := 'seamless.transaction.cancelled';
    ELSIF prior.request_hash IS DISTINCT FROM hash THEN
      refusal := 'idempotency.conflict';
    ELSE
      SELECT a.balance - a.held INTO available FROM ledger_accounts a WHERE a.id = wallet;
      RETURN QUERY SELECT prior.http_status, NULL::text, NULL::text, prior.answer, available, NULL::bigint;
      RETURN;
    END IF;
    SELECT a.balance - a.held INTO available FROM ledger_accounts a WHERE a.id = wallet FOR NO KEY UPDATE;
    RETURN QUERY SELECT (p_errors -> refusal ->> 'status')::int, refusal, minor_units_text(available, p_scale), NULL::jsonb,
      available, NULL::bigint;
    RETURN;
  END IF;
  IF p_play_refusal IS NOT NULL THEN
    SELECT p_play_refusal AS refusal, NULL::bigint AS transfer_id INTO work;
  ELSIF p_kind = 'DEBIT' THEN
    SELECT * INTO work FROM seamless_debit_work(p_vendor, the_member, wallet, house, p_tx, p_round,
      p_game, p_amount, p_closing, p_play_checked, p_at);
  ELSE
    SELECT * INTO work FROM seamless_credit_work(p_vendor, the_member, wallet, house, p_tx, p_round,
      p_game, p_amount, p_closing, p_play_checked, p_at);
  END IF;
  refusal := work.refusal;
  IF refusal IS NOT NULL THEN status_code := (p_errors -> refusal ->> 'status')::int; END IF;
  SELECT a.balance - a.held INTO available FROM ledger_accounts a WHERE a.id = wallet FOR NO KEY UPDATE;
  UPDATE seamless_transactions t SET
    status = CASE WHEN refusal IS NULL THEN 'DONE' ELSE 'FAILED' END,
    transfer_id = work.transfer_id,
    http_status = status_code,
    answer = jsonb_build_object(
      'success', refusal IS NULL,
      'value', jsonb_build_object('balance', minor_units_text(available, p_scale), 'currency', p_currency, 'transactionId', p_tx),
      'message', p_errors -> refusal ->> 'message',
      'code', refusal)
  WHERE t.vendor_code = p_vendor AND t.transaction_id = p_tx;
  RETURN QUERY SELECT status_code, refusal, minor_units_text(available, p_scale), NULL::jsonb, available, work.transfer_id;
END $$;
