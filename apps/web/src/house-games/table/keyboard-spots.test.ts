import { describe, expect, it, vi } from 'vitest';
import { svg } from '../dom.ts';
import { keyboardSpots, nextSpot, type KeySpot } from './keyboard-spots.ts';
import { rouletteBoard } from './roulette-board.ts';

const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

describe('keyboard moves between spots by where they lie', () => {
  const grid = [
    { x: 0, y: 0 },
    { x: 1, y: 0 },
    { x: 2, y: 0 },
    { x: 0, y: 1 },
    { x: 1, y: 1 },
  ];
  it('goes to the nearest spot that way, staying in line, and stays put at the edge', () => {
    expect(nextSpot(grid, grid[0]!, [1, 0])).toBe(grid[1]);
    expect(nextSpot(grid, grid[1]!, [0, 1])).toBe(grid[4]);
    expect(nextSpot(grid, grid[4]!, [-1, 0])).toBe(grid[3]);
    expect(nextSpot(grid, grid[2]!, [1, 0])).toBe(grid[2]);
  });
});

describe('the spots of an SVG board by keyboard', () => {
  function group() {
    const root = svg('svg');
    document.body.append(root);
    const spots: KeySpot[] = ['RED', 'BLACK'].map((spot, index) => ({
      spot,
      x: index * 10,
      y: 0,
      node: svg('rect', {}),
    }));
    root.append(...spots.map((entry) => entry.node));
    return { root, spots };
  }

  it('is one Tab stop whose spots are named buttons; arrows move the focus, Enter and Space place the chip', () => {
    const { root, spots } = group();
    const onSpot = vi.fn();
    keyboardSpots(root, spots, onSpot);
    expect(spots.map((entry) => entry.node.getAttribute('tabindex'))).toEqual(['0', '-1']);
    expect(spots[0]!.node.getAttribute('role')).toBe('button');
    expect(spots[1]!.node.getAttribute('aria-label')).toBe('Black');
    spots[0]!.node.focus();
    key(spots[0]!.node, 'ArrowRight');
    expect(document.activeElement).toBe(spots[1]!.node);
    expect(spots.map((entry) => entry.node.getAttribute('tabindex'))).toEqual(['-1', '0']);
    key(spots[1]!.node, 'Enter');
    key(spots[1]!.node, ' ');
    expect(onSpot.mock.calls).toEqual([['BLACK'], ['BLACK']]);
    key(spots[1]!.node, 'Home');
    expect(document.activeElement).toBe(spots[0]!.node);
  });

  it('gives the roulette layout a named target for every bet, inside and outside', () => {
    const board = rouletteBoard({
      paytable: {
        kind: 'TABLE',
        titleId: 't',
        limits: { maxSpot: '1', maxRound: '1' },
        timing: { bettingMs: 1, dealingMs: 1, resultMs: 1 },
        board: {},
      },
      onSpot: () => undefined,
    });
    const targets = [...board.board.querySelectorAll('[data-key-spot]')];
    const names = targets.map((node) => node.getAttribute('aria-label'));
    // 37 straights, 60 splits, 12 streets, 22 corners, 11 six lines, 2 trios, the first four; 12 outside bets.
    expect(targets).toHaveLength(145 + 12);
    expect(names).toContain('Straight up 17');
    expect(names).toContain('Dozen 1–12');
    expect(names).toContain('Red');
    expect(targets.filter((node) => node.getAttribute('tabindex') === '0')).toHaveLength(1);
    const track = [...board.scene.querySelectorAll('.table-racetrack [data-key-spot]')];
    expect(track.map((node) => node.getAttribute('aria-label'))).toContain('Neighbours of 0');
    expect(track).toHaveLength(37 + 4);
  });
});
