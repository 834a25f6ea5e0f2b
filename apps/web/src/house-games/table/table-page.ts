// A live table's game page: the session, the table's state polled from the server (about once a second and at every
// phase boundary), the board of its game, the player's chips (pending until confirmed) and the round's result.
import { translatePlayPage, translateSubtitle } from '../i18n/page-chrome.ts';
import { t, loadLanguage } from '../i18n/translate.ts';
import { notifyBalance, setBalance, setMode } from '../controls.ts';
import { byId, el } from '../dom.ts';
import { call, fail, openSession, session, type HouseApiError } from '../house-api.ts';
import { scaleOf } from '../money.ts';
import { wireBarTools } from '../sound/bar-tools.ts';
import { installSound, sound } from '../sound/sound.ts';
import { baccaratBoard } from './baccarat-board.ts';
import { dragonTigerBoard } from './dragon-tiger-board.ts';
import { rouletteBoard } from './roulette-board.ts';
import { sicBoBoard } from './sicbo-board.ts';
import type { BoardInput, TableBoard } from './table-board.ts';
import { chipValues, parseMinor } from './table-chips.ts';
import { tableControls } from './table-controls.ts';
import { showRules } from './table-panels.ts';
import { betActions, runTable, type Table } from './table-round.ts';
import type { TableGameState, TableKind } from './table-types.ts';

const BOARDS: Record<TableKind, (input: BoardInput) => TableBoard> = {
  ROULETTE: rouletteBoard,
  SIC_BO: sicBoBoard,
  DRAGON_TIGER: dragonTigerBoard,
  BACCARAT: baccaratBoard,
};

const gameId = Number(window.document.body.dataset.gameId);

/** The table's game, which picks the board to draw (the table state names it). */
const kindOf = async (): Promise<TableKind> => (await call<{ kind: TableKind }>('GET', 'table/state')).kind;

async function start(): Promise<void> {
  await openSession(gameId);
  const state = await call<TableGameState>('GET', 'state');
  sound.load(state.playerKey);
  sound.music('table');
  setMode(state.isFreePlay);
  setBalance(state.balance, state.currency);
  const scale = scaleOf(state.game.minBet);
  const minBet = parseMinor(state.game.minBet, scale) ?? 1n;
  const kind = await kindOf();
  document.body.classList.add(`table-${kind.toLowerCase().replace('_', '-')}`);
  let table: Table | null = null;
  const bets = betActions(() => table!);
  const board = BOARDS[kind]({ paytable: state.paytable, onSpot: bets.place });
  const controls = tableControls(chipValues(minBet), scale, bets.actions);
  byId('stage').replaceChildren(
    el('div', { class: 'table-top' }, [board.scene, board.history]),
    board.board,
    el('div', { class: 'virtual table-virtual', text: t('table.virtual') }),
  );
  byId('controls').replaceChildren(controls.root);
  showRules(state.paytable, state.game.minBet);
  // The rules and provably fair panels show once the table is drawn above them (hidden until then: house.css).
  document.body.classList.add('mounted');
  let shownBalance = state.balance;
  // The site's header asks for the balance again only when it moved (a bet, a win), not at every poll.
  const onBalance = (balance: string) => {
    if (balance === shownBalance) return;
    shownBalance = balance;
    setBalance(balance, state.currency);
    notifyBalance();
  };
  const running = runTable({ scale, currency: state.currency, board, controls, onBalance });
  table = running.table;
  await running.done;
}

/** Runs the table page; a page whose session cannot open keeps no controls to press. */
export async function startTablePage(): Promise<void> {
  await loadLanguage();
  translatePlayPage();
  translateSubtitle('TABLE', null);
  installSound(null);
  wireBarTools(window.document, sound);
  await start().catch((error: HouseApiError) => {
    fail(error);
    if (!session.token || error.code === 'game.session.invalid') byId('controls').replaceChildren();
  });
}
