// Sic bo: three dice shaken under the cover, the common Macau board, and the last rolls.
import { t } from '../i18n/translate.ts';
import { el, svg } from '../dom.ts';
import { animate, sleep } from '../motion.ts';
import { sound } from '../sound/sound.ts';
import { panel, payOf, spotSet, type BoardInput, type TableBoard } from './table-board.ts';
import type { SicBoDeal, TableDeal } from './table-types.ts';

const FACES = [1, 2, 3, 4, 5, 6];
const PIPS: Record<number, [number, number][]> = {
  1: [[2, 2]],
  2: [
    [1, 1],
    [3, 3],
  ],
  3: [
    [1, 1],
    [2, 2],
    [3, 3],
  ],
  4: [
    [1, 1],
    [3, 1],
    [1, 3],
    [3, 3],
  ],
  5: [
    [1, 1],
    [3, 1],
    [2, 2],
    [1, 3],
    [3, 3],
  ],
  6: [
    [1, 1],
    [3, 1],
    [1, 2],
    [3, 2],
    [1, 3],
    [3, 3],
  ],
};

/** A die showing `face`, `size` px square. */
export function die(face: number, size: number): SVGSVGElement {
  return svg(
    'svg',
    {
      viewBox: '0 0 40 40',
      width: size,
      height: size,
      class: 'table-die',
      role: 'img',
      'aria-label': t('sicbo.die', { n: face }),
    },
    [
      svg('rect', { x: 1, y: 1, width: 38, height: 38, rx: 8, fill: '#fff', stroke: '#b71c1c', 'stroke-width': 2 }),
      ...PIPS[face]!.map(([x, y]) =>
        svg('circle', { cx: x * 10, cy: y * 10, r: 4, fill: face === 1 || face === 4 ? '#d32f2f' : '#222' }),
      ),
    ],
  );
}

/** Every spot three dice win. */
export function sicBoWinners([a, b, c]: [number, number, number]): string[] {
  const dice = [a, b, c];
  const total = a + b + c;
  const triple = a === b && b === c;
  const winners = FACES.filter((face) => dice.includes(face)).map((face) => `SINGLE:${face}`);
  if (triple) winners.push('ANY_TRIPLE', `SPECIFIC_TRIPLE:${a}`);
  else winners.push(total <= 10 ? 'SMALL' : 'BIG', total % 2 === 0 ? 'EVEN' : 'ODD');
  FACES.filter((face) => dice.filter((d) => d === face).length >= 2).forEach((face) =>
    winners.push(`SPECIFIC_DOUBLE:${face}`),
  );
  if (total >= 4 && total <= 17) winners.push(`TOTAL:${total}`);
  for (const x of FACES)
    for (const y of FACES) if (x < y && dice.includes(x) && dice.includes(y)) winners.push(`COMBINATION:${x}-${y}`);
  return winners;
}

const rollText = ({ dice, total }: SicBoDeal) => {
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  return `${dice.join(' · ')} = ${total} ${t(triple ? 'sicbo.triple' : total <= 10 ? 'sicbo.small' : 'sicbo.big')}`;
};

function faceSpot(
  spots: ReturnType<typeof spotSet>,
  spot: string,
  faces: number[],
  pays: string,
  onSpot: (s: string) => void,
) {
  const node = spots.spot(spot, '', pays, onSpot, 'faces');
  node.querySelector('.table-spot-name')!.replaceChildren(...faces.map((face) => die(face, 16)));
  return node;
}

function sicBoSpots(spots: ReturnType<typeof spotSet>, paytable: BoardInput['paytable'], onSpot: (s: string) => void) {
  const pay = (row: string) => payOf(paytable, row);
  const combos = FACES.flatMap((x) => FACES.filter((y) => y > x).map((y) => [x, y]));
  return [
    el('div', { class: 'table-row sicbo-top' }, [
      spots.spot('SMALL', t('spot.SMALL'), `4–10 · ${pay('SMALL')}`, onSpot, 'small'),
      spots.spot('ODD', t('spot.ODD'), pay('ODD'), onSpot),
      ...FACES.map((f) => faceSpot(spots, `SPECIFIC_DOUBLE:${f}`, [f, f], pay('SPECIFIC_DOUBLE'), onSpot)),
      spots.spot('ANY_TRIPLE', t('spot.ANY_TRIPLE'), pay('ANY_TRIPLE'), onSpot),
      ...FACES.map((f) => faceSpot(spots, `SPECIFIC_TRIPLE:${f}`, [f, f, f], pay('SPECIFIC_TRIPLE'), onSpot)),
      spots.spot('EVEN', t('spot.EVEN'), pay('EVEN'), onSpot),
      spots.spot('BIG', t('spot.BIG'), `11–17 · ${pay('BIG')}`, onSpot, 'big'),
    ]),
    el(
      'div',
      { class: 'table-row sicbo-totals' },
      Array.from({ length: 14 }, (_, k) => spots.spot(`TOTAL:${k + 4}`, String(k + 4), pay(`TOTAL_${k + 4}`), onSpot)),
    ),
    el(
      'div',
      { class: 'table-row sicbo-combos' },
      combos.map(([x, y]) => faceSpot(spots, `COMBINATION:${x}-${y}`, [x!, y!], pay('COMBINATION'), onSpot)),
    ),
    el(
      'div',
      { class: 'table-row sicbo-singles' },
      FACES.map((f) => faceSpot(spots, `SINGLE:${f}`, [f], pay('SINGLE'), onSpot)),
    ),
  ];
}

export function sicBoBoard({ paytable, onSpot }: BoardInput): TableBoard {
  const spots = spotSet();
  const dice = el('div', { class: 'table-dice' });
  const result = el('div', { class: 'table-result-text' });
  const rolls = el('ol', { class: 'table-rolls' });
  const board = el('div', { class: 'table-board table-board-sicbo' }, sicBoSpots(spots, paytable, onSpot));
  const showDice = (faces: number[]) => dice.replaceChildren(...faces.map((face) => die(face, 54)));
  showDice([1, 2, 3]);
  return {
    scene: el('div', { class: 'table-scene table-scene-dice' }, [
      el('div', { class: 'table-scene-title', text: t('sicbo.title') }),
      dice,
      result,
    ]),
    history: panel(t('sicbo.lastRolls'), [rolls]),
    board,
    showStakes: spots.show,
    chipsOf: () => 1,
    clearDeal: () => {
      result.textContent = t('table.phase.BETTING');
      dice.classList.remove('rolled');
    },
    lightWinners: (deal) => spots.light(deal ? sicBoWinners((deal as SicBoDeal).dice) : []),
    async showDeal(raw: TableDeal, animated) {
      const deal = raw as SicBoDeal;
      if (animated) {
        result.textContent = t('sicbo.shaking');
        sound.play('spinStart');
        // The tumble only shows motion; the faces it lands on are the deal's.
        let step = 0;
        await animate(1800, (t) => {
          // The first frame's time can fall just before the start (t slightly below 0).
          const frame = Math.max(0, Math.floor(t * 18));
          if (frame === step || t === 1) return;
          step = frame;
          showDice(deal.dice.map((face, index) => ((face + frame * (index + 2)) % 6) + 1));
        });
        sound.play('reelStop');
      }
      showDice(deal.dice);
      dice.classList.add('rolled');
      if (animated) await sleep(200);
      result.textContent = rollText(deal);
    },
    showHistory(state) {
      const last = (state.history as SicBoDeal[]).slice(-14).reverse();
      if (last.length === 0) rolls.replaceChildren(el('li', { class: 'table-none', text: t('sicbo.noRolls') }));
      else
        rolls.replaceChildren(
          ...last.map((deal) =>
            el('li', { title: rollText(deal) }, [
              ...deal.dice.map((face) => die(face, 14)),
              el('b', { text: String(deal.total) }),
            ]),
          ),
        );
    },
  };
}
