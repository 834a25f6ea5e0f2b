// A baccarat shoe's five roads drawn as SVG grids from the server's cells (the road rules live on the server, in
// engine/baccarat-roads.ts; this only draws them). Each grid shows its newest columns that fit.
import { t } from '../i18n/translate.ts';
import { svg } from '../dom.ts';
import type { BaccaratRoads, DerivedCell, RoadCell } from './table-types.ts';

const ROWS = 6;
const RED = '#e53935';
const BLUE = '#1e6fe0';
const GREEN = '#2e9e4f';

type Grid = { root: SVGSVGElement; cells: SVGGElement; firstColumn: number; cell: number };

/** A ruled grid of `columns` × 6 cells of `cell` px, scrolled to show the newest of `cells`. */
function grid(cells: readonly RoadCell[], columns: number, cell: number, label: string): Grid {
  const last = cells.reduce((max, entry) => Math.max(max, entry.column), -1);
  const firstColumn = Math.max(0, last - columns + 1);
  const lines = svg('g', { stroke: '#0002', 'stroke-width': 0.6 });
  for (let c = 1; c < columns; c += 1)
    lines.append(svg('line', { x1: c * cell, y1: 0, x2: c * cell, y2: ROWS * cell }));
  for (let r = 1; r < ROWS; r += 1)
    lines.append(svg('line', { x1: 0, y1: r * cell, x2: columns * cell, y2: r * cell }));
  const group = svg('g');
  const root = svg(
    'svg',
    { viewBox: `0 0 ${columns * cell} ${ROWS * cell}`, class: 'table-road', role: 'img', 'aria-label': label },
    [svg('rect', { width: columns * cell, height: ROWS * cell, fill: '#fbfaf6' }), lines, group],
  );
  return { root, cells: group, firstColumn, cell };
}

const centreOf = (g: Grid, entry: RoadCell) => ({
  x: (entry.column - g.firstColumn + 0.5) * g.cell,
  y: (entry.row + 0.5) * g.cell,
});
const visible = (g: Grid) => (entry: RoadCell) => entry.column >= g.firstColumn;
const colourOf = (outcome: string) => (outcome === 'PLAYER' ? BLUE : outcome === 'BANKER' ? RED : GREEN);

/** Pair dots: banker pair top left, player pair bottom right. */
function pairDots(x: number, y: number, r: number, banker: boolean, player: boolean): SVGElement[] {
  const dots: SVGElement[] = [];
  if (banker) dots.push(svg('circle', { cx: x - r * 0.7, cy: y - r * 0.7, r: r * 0.3, fill: RED, stroke: '#fff' }));
  if (player) dots.push(svg('circle', { cx: x + r * 0.7, cy: y + r * 0.7, r: r * 0.3, fill: BLUE, stroke: '#fff' }));
  return dots;
}

export function beadRoad(roads: BaccaratRoads, columns: number): SVGSVGElement {
  const g = grid(roads.beadRoad, columns, 15, t('bac.beadRoad'));
  for (const bead of roads.beadRoad.filter(visible(g))) {
    const { x, y } = centreOf(g, bead);
    g.cells.append(
      svg('circle', { cx: x, cy: y, r: 6.5, fill: colourOf(bead.outcome) }),
      svg('text', {
        x,
        y: y + 3.5,
        'font-size': 8,
        'font-weight': 800,
        fill: '#fff',
        'text-anchor': 'middle',
        text: t(`bac.letter.${bead.outcome}`),
      }),
      ...pairDots(x, y, 6.5, bead.isBankerPair, bead.isPlayerPair),
    );
  }
  return g.root;
}

export function bigRoad(roads: BaccaratRoads, columns: number): SVGSVGElement {
  const g = grid(roads.bigRoad, columns, 12, t('bac.bigRoad'));
  roads.bigRoad.forEach((entry, index) => {
    if (!visible(g)(entry)) return;
    const { x, y } = centreOf(g, entry);
    const colour = colourOf(entry.outcome);
    const ties = entry.ties + (index === 0 ? roads.bigRoadLeadingTies : 0);
    g.cells.append(
      svg('circle', { cx: x, cy: y, r: 5, fill: 'none', stroke: colour, 'stroke-width': 2 }),
      ...pairDots(x, y, 5, entry.isBankerPair, entry.isPlayerPair),
    );
    if (ties > 0) {
      g.cells.append(svg('line', { x1: x - 5, y1: y + 5, x2: x + 5, y2: y - 5, stroke: GREEN, 'stroke-width': 2 }));
      if (ties > 1)
        g.cells.append(
          svg('text', {
            x,
            y: y + 3,
            'font-size': 7,
            'font-weight': 800,
            fill: GREEN,
            'text-anchor': 'middle',
            text: ties,
          }),
        );
    }
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
  const g = grid(cells, columns, 8, label);
  for (const entry of cells.filter(visible(g))) {
    const { x, y } = centreOf(g, entry);
    const colour = entry.color === 'RED' ? RED : BLUE;
    g.cells.append(
      style === 'ring'
        ? svg('circle', { cx: x, cy: y, r: 2.8, fill: 'none', stroke: colour, 'stroke-width': 1.6 })
        : style === 'dot'
          ? svg('circle', { cx: x, cy: y, r: 3, fill: colour })
          : svg('line', { x1: x - 3, y1: y + 3, x2: x + 3, y2: y - 3, stroke: colour, 'stroke-width': 2 }),
    );
  }
  return g.root;
}
