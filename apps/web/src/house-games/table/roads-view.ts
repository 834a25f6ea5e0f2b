// A baccarat shoe's five roads drawn as SVG grids from the server's cells (the road rules live on the server, in
// engine/baccarat-roads.ts; this only draws them). Every road is ruled on the same square cell, drawn at its size in
// pixels (never scaled), so the rows of the roads side by side line up and a cell stays readable. Each grid shows its
// newest columns that fit.
import { t } from '../i18n/translate.ts';
import { el, svg } from '../dom.ts';
import type { BaccaratRoads, DerivedCell, RoadCell } from './table-types.ts';

/** One cell of every road, in CSS pixels. */
export const ROAD_CELL = 14;
const ROWS = 6;
const GAP = 4;
/** The bead road's columns: a shoe's 70-odd hands fill about twelve. */
const BEAD_COLUMNS = 12;
const RED = '#e53935';
const BLUE = '#1e6fe0';
const GREEN = '#2e9e4f';

type Grid = { root: SVGSVGElement; cells: SVGGElement; firstColumn: number };

/** The grids' columns for a panel `width` px wide: bead and big road on one line, the three derived under them. */
export function roadColumns(width: number) {
  const fit = (space: number) => Math.max(4, Math.floor((space - 1) / ROAD_CELL));
  return {
    bead: BEAD_COLUMNS,
    big: fit(width - (BEAD_COLUMNS * ROAD_CELL + 1) - GAP),
    derived: fit((width - 2 * GAP) / 3),
  };
}

/** A ruled grid of `columns` × 6 cells, scrolled to show the newest of `cells`; 1 px lines on whole pixels. */
function grid(cells: readonly RoadCell[], columns: number, label: string): Grid {
  const last = cells.reduce((max, entry) => Math.max(max, entry.column), -1);
  const firstColumn = Math.max(0, last - columns + 1);
  const [width, height] = [columns * ROAD_CELL + 1, ROWS * ROAD_CELL + 1];
  const rules: string[] = [];
  for (let c = 0; c <= columns; c += 1) rules.push(`M${c * ROAD_CELL + 0.5} 0V${height}`);
  for (let r = 0; r <= ROWS; r += 1) rules.push(`M0 ${r * ROAD_CELL + 0.5}H${width}`);
  const group = svg('g');
  const root = svg(
    'svg',
    { width, height, viewBox: `0 0 ${width} ${height}`, class: 'table-road', role: 'img', 'aria-label': label },
    [
      svg('rect', { width, height, fill: '#fbfaf6' }),
      svg('path', { d: rules.join(''), stroke: '#00000026', 'stroke-width': 1, fill: 'none' }),
      group,
    ],
  );
  return { root, cells: group, firstColumn };
}

const centreOf = (g: Grid, entry: RoadCell) => ({
  x: (entry.column - g.firstColumn + 0.5) * ROAD_CELL + 0.5,
  y: (entry.row + 0.5) * ROAD_CELL + 0.5,
});
const visible = (g: Grid) => (entry: RoadCell) => entry.column >= g.firstColumn;
const colourOf = (outcome: string) => (outcome === 'PLAYER' ? BLUE : outcome === 'BANKER' ? RED : GREEN);

/** Pair dots: banker pair top left, player pair bottom right. */
function pairDots(x: number, y: number, r: number, banker: boolean, player: boolean): SVGElement[] {
  const dots: SVGElement[] = [];
  const dot = (dx: number, fill: string) =>
    svg('circle', { cx: x + dx, cy: y + dx, r: 2, fill, stroke: '#fff', 'stroke-width': 0.8 });
  if (banker) dots.push(dot(-r * 0.75, RED));
  if (player) dots.push(dot(r * 0.75, BLUE));
  return dots;
}

export function beadRoad(roads: BaccaratRoads, columns: number): SVGSVGElement {
  const g = grid(roads.beadRoad, columns, t('bac.beadRoad'));
  for (const bead of roads.beadRoad.filter(visible(g))) {
    const { x, y } = centreOf(g, bead);
    g.cells.append(
      svg('circle', { cx: x, cy: y, r: 6, fill: colourOf(bead.outcome) }),
      svg('text', {
        x,
        y: y + 3.2,
        'font-size': 9,
        'font-weight': 800,
        fill: '#fff',
        'text-anchor': 'middle',
        text: t(`bac.letter.${bead.outcome}`),
      }),
      ...pairDots(x, y, 6, bead.isBankerPair, bead.isPlayerPair),
    );
  }
  return g.root;
}

export function bigRoad(roads: BaccaratRoads, columns: number): SVGSVGElement {
  const g = grid(roads.bigRoad, columns, t('bac.bigRoad'));
  roads.bigRoad.forEach((entry, index) => {
    if (!visible(g)(entry)) return;
    const { x, y } = centreOf(g, entry);
    const colour = colourOf(entry.outcome);
    const ties = entry.ties + (index === 0 ? roads.bigRoadLeadingTies : 0);
    g.cells.append(
      svg('circle', { cx: x, cy: y, r: 5, fill: 'none', stroke: colour, 'stroke-width': 2.2 }),
      ...pairDots(x, y, 5.5, entry.isBankerPair, entry.isPlayerPair),
    );
    if (ties > 0)
      g.cells.append(svg('line', { x1: x - 5, y1: y + 5, x2: x + 5, y2: y - 5, stroke: GREEN, 'stroke-width': 2 }));
    if (ties > 1)
      g.cells.append(
        svg('text', {
          x,
          y: y + 3,
          'font-size': 8,
          'font-weight': 800,
          fill: GREEN,
          'text-anchor': 'middle',
          text: ties,
        }),
      );
  });
  return g.root;
}

/** Big eye boy: hollow rings; small road: dots; cockroach pig: slashes. */
export function derivedRoad(
  cells: readonly DerivedCell[],
  style: 'ring' | 'dot' | 'slash',
  columns: number,
  label: string,
) {
  const g = grid(cells, columns, label);
  for (const entry of cells.filter(visible(g))) {
    const { x, y } = centreOf(g, entry);
    const colour = entry.color === 'RED' ? RED : BLUE;
    g.cells.append(
      style === 'ring'
        ? svg('circle', { cx: x, cy: y, r: 4.5, fill: 'none', stroke: colour, 'stroke-width': 2 })
        : style === 'dot'
          ? svg('circle', { cx: x, cy: y, r: 4.5, fill: colour })
          : svg('line', { x1: x - 4.5, y1: y + 4.5, x2: x + 4.5, y2: y - 4.5, stroke: colour, 'stroke-width': 2.4 }),
    );
  }
  return g.root;
}

/** The five roads laid out for a panel `width` px wide: bead and big road, then the three derived roads. */
export function roadsView(roads: BaccaratRoads, width: number): HTMLElement[] {
  const columns = roadColumns(width);
  return [
    el('div', { class: 'table-road-row' }, [beadRoad(roads, columns.bead), bigRoad(roads, columns.big)]),
    el('div', { class: 'table-derived' }, [
      derivedRoad(roads.bigEyeBoy, 'ring', columns.derived, t('bac.bigEyeBoy')),
      derivedRoad(roads.smallRoad, 'dot', columns.derived, t('bac.smallRoad')),
      derivedRoad(roads.cockroachPig, 'slash', columns.derived, t('bac.cockroachPig')),
    ]),
  ];
}
