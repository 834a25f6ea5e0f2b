// Boot of a game page: exchanges the launch token for a game session, loads the state, mounts the game
// (slot, baccarat or fish) and runs the shared parts: balance, mode, fairness panel, replay.
import { notifyBalance, setBalance, setMode } from './controls.ts';
import { byId, message } from './dom.ts';
import { formatAmount } from './i18n/format.ts';
import { translatePlayPage, translateSubtitle } from './i18n/page-chrome.ts';
import { t, loadLanguage } from './i18n/translate.ts';
import { showFairness, showVerifyLink, wireFairnessPanel } from './fairness-panel.ts';
import type { GameModule } from './game-module.ts';
import { call, fail, openSession, session, type HouseApiError } from './house-api.ts';
import type { GameState, Paytable, Played, PlayRequest, Round } from './house-api-types.ts';
import { scaleOf, toMinor } from './money.ts';
import { wireBarTools } from './sound/bar-tools.ts';
import { installSound, sound } from './sound/sound.ts';

const gameId = Number(window.document.body.dataset.gameId);

async function start<P extends Paytable, Outcome>(game: GameModule<P, Outcome>): Promise<void> {
  await openSession(gameId);
  const state = await call<GameState>('GET', 'state');
  // The player's own sound settings, now that the page knows who plays (the device's until then).
  sound.load(state.playerKey);
  const scale = scaleOf(state.game.minBet);
  setMode(state.isFreePlay);
  // A slot's line says how it pays once it knows its paytable (slot-game.ts); the others only name their kind.
  if (state.game.engineKind !== 'SLOT') translateSubtitle(state.game.engineKind, null);
  setBalance(state.balance, state.currency);
  showFairness(state.fairness);
  let lastRound = state.lastRound as Round<Outcome> | null;
  const showLink = () => showVerifyLink(state.game.titleId, lastRound, scale);
  showLink();

  const playRound = async (request: PlayRequest): Promise<Played<Outcome> | null> => {
    message('');
    try {
      const played = await call<Played<Outcome>>('POST', 'play', request);
      lastRound = played.round;
      setBalance(played.balance, state.currency);
      notifyBalance();
      byId('nonce').textContent = String(played.round.nonce + 1);
      showLink();
      return played;
    } catch (error) {
      fail(error);
      const balance = (error as HouseApiError).value?.balance;
      if (balance) setBalance(balance, state.currency);
      return null;
    }
  };
  const mounted = game.mount({
    paytable: state.paytable as P,
    scale,
    minBet: toMinor(state.game.minBet, scale),
    lastRound,
    currency: state.currency,
    jackpotPool: state.jackpotPool ?? null,
    readJackpotPool: () =>
      call<GameState>('GET', 'state').then(
        (fresh) => fresh.jackpotPool ?? null,
        () => null,
      ),
    play: playRound,
  });
  // The panels below the game show from here on: until the game has drawn, they would sit where its stage will be
  // and then jump down (house.css), a layout shift a player sees.
  document.body.classList.add('mounted');

  byId('replay').addEventListener('click', () => {
    if (!lastRound || !lastRound.outcome) {
      message(t('play.noReplay'));
      return;
    }
    message(
      t('play.replaying', {
        id: String(lastRound.roundId),
        bet: formatAmount(lastRound.bet),
        win: formatAmount(lastRound.win),
      }),
    );
    void mounted.replay(lastRound);
  });
  wireFairnessPanel(showLink);
}

/** Runs the game page of one game kind; a page whose session cannot open keeps no controls to press. */
export async function startPlayPage<P extends Paytable, Outcome>(game: GameModule<P, Outcome>): Promise<void> {
  await loadLanguage();
  translatePlayPage();
  // The device's sound settings until the state names the player (start loads theirs).
  installSound(null);
  wireBarTools(window.document, sound);
  await start(game).catch((error: HouseApiError) => {
    fail(error);
    if (!session.token || error.code === 'game.session.invalid') byId('controls').replaceChildren();
  });
}
