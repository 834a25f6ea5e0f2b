// Dragon tiger: one card to Dragon, one to Tiger, the higher wins; the board and the shoe's results so far.
import { t } from '../i18n/translate.ts';
import { el } from '../dom.ts';
import { sleep } from '../motion.ts';
import { cardScene } from './card-scene.ts';
import { panel, payOf, spotSet, type BoardInput, type TableBoard } from './table-board.ts';
import type { DragonTigerDeal, TableDeal } from './table-types.ts';

const COLOURS = { DRAGON: '#ff5a5a', TIGER: '#f5c542', TIE: '#4cd97b' };
const LETTERS = { DRAGON: 'D', TIGER: 'T', TIE: '=' };

export const dragonTigerWinners = (deal: DragonTigerDeal): string[] =>
  deal.outcome === 'TIE' ? ['TIE', ...(deal.isSuitedTie ? ['SUITED_TIE'] : [])] : [deal.outcome];

/** The shoe's results as a bead plate: six to a column, oldest first. */
function resultPlate(deals: DragonTigerDeal[]): HTMLElement {
  return el(
    'div',
    { class: 'table-plate', 'aria-label': t('dt.plate') },
    deals.map((deal) =>
      el('span', {
        class: `table-bead ${deal.outcome.toLowerCase()}${deal.isSuitedTie ? ' suited' : ''}`,
        title: deal.isSuitedTie ? t('spot.SUITED_TIE') : t(`spot.${deal.outcome}`),
        text: LETTERS[deal.outcome],
      }),
    ),
  );
}

export function dragonTigerBoard({ paytable, onSpot }: BoardInput): TableBoard {
  const spots = spotSet();
  const scene = cardScene(420, 170, t('dt.title'));
  scene.label('dragon', 120, 40, t('dt.dragon'), COLOURS.DRAGON);
  scene.label('tiger', 250, 40, t('dt.tiger'), COLOURS.TIGER);
  const historyBody = el('div');
  const counts = el('div', { class: 'table-counts' });
  const board = el('div', { class: 'table-board table-board-dt' }, [
    spots.spot('DRAGON', t('spot.DRAGON'), payOf(paytable, 'DRAGON'), onSpot, 'dragon'),
    el('div', { class: 'table-stack' }, [
      spots.spot('TIE', t('spot.TIE'), payOf(paytable, 'TIE'), onSpot, 'tie'),
      spots.spot('SUITED_TIE', t('spot.SUITED_TIE'), payOf(paytable, 'SUITED_TIE'), onSpot, 'tie'),
    ]),
    spots.spot('TIGER', t('spot.TIGER'), payOf(paytable, 'TIGER'), onSpot, 'tiger'),
  ]);
  return {
    scene: el('div', { class: 'table-scene' }, [scene.root]),
    history: panel(t('dt.results'), [counts, historyBody]),
    board,
    showStakes: spots.show,
    chipsOf: () => 1,
    clearDeal: () => scene.clear(),
    lightWinners: (deal) => spots.light(deal ? dragonTigerWinners(deal as DragonTigerDeal) : []),
    async showDeal(raw: TableDeal, animated) {
      const deal = raw as DragonTigerDeal;
      scene.clear();
      await scene.deal(deal.dragon, 90, 48, animated);
      if (animated) await sleep(500);
      await scene.deal(deal.tiger, 220, 48, animated);
      if (animated) await sleep(300);
      const side = t(deal.outcome === 'DRAGON' ? 'dt.dragon' : 'dt.tiger');
      const text = deal.outcome === 'TIE' ? t(deal.isSuitedTie ? 'dt.suitedTie' : 'dt.tie') : t('dt.wins', { side });
      scene.banner(text, COLOURS[deal.outcome]);
    },
    showHistory(state) {
      const deals = state.history as DragonTigerDeal[];
      const count = (outcome: string) => deals.filter((deal) => deal.outcome === outcome).length;
      counts.textContent = t('dt.counts', {
        dragon: count('DRAGON'),
        tiger: count('TIGER'),
        tie: count('TIE'),
        // The hand on the table: the one just dealt once it leads the history, else the next one.
        round: state.round.deal ? deals.length : deals.length + 1,
      });
      historyBody.replaceChildren(resultPlate(deals));
    },
  };
}
