// The card tables' scene in SVG: named places for cards, cards dealt from the shoe and turned, and a result banner.
import { card as drawCard } from '../art/cards.ts';
import { svg } from '../dom.ts';
import type { Card } from '../house-api-types.ts';
import { animate } from '../motion.ts';
import { sound } from '../sound/sound.ts';

export type CardScene = {
  root: SVGSVGElement;
  /** Deals a card face up at (x, y): flown from the shoe when animated, placed at once otherwise. */
  deal: (card: Card, x: number, y: number, animated: boolean, sideways?: boolean) => Promise<void>;
  label: (key: string, x: number, y: number, text: string, colour: string) => void;
  banner: (text: string, colour: string) => void;
  clear: () => void;
};

/** The felt, the title and the shoe the cards come from. */
function felt(width: number, height: number, title: string, shoe: { x: number; y: number }): SVGElement[] {
  return [
    svg('defs', {}, [
      svg('radialGradient', { id: 'table-felt', cx: 0.5, cy: 0.25, r: 0.9 }, [
        svg('stop', { offset: 0, 'stop-color': '#1f7a48' }),
        svg('stop', { offset: 1, 'stop-color': '#0a3620' }),
      ]),
    ]),
    svg('rect', { width, height, rx: 16, fill: 'url(#table-felt)' }),
    svg('text', { x: 12, y: 18, 'font-size': 10, fill: '#e9c46a', 'font-weight': 700, text: title }),
    svg('rect', { x: shoe.x - 4, y: shoe.y - 4, width: 68, height: 92, rx: 8, fill: '#3e2723', stroke: '#e9c46a' }),
    drawCard(null, shoe.x, shoe.y, true),
  ];
}

function bannerOf(width: number, height: number, text: string, colour: string): SVGElement[] {
  const y = height - 36;
  return [
    svg('rect', { x: 12, y, width: width - 24, height: 28, rx: 10, fill: '#000c', stroke: colour, 'stroke-width': 2 }),
    svg('text', {
      x: width / 2,
      y: y + 20,
      'font-size': 16,
      'font-weight': 900,
      'text-anchor': 'middle',
      fill: colour,
      text,
    }),
  ];
}

export function cardScene(width: number, height: number, title: string): CardScene {
  const cards = svg('g');
  const labels = svg('g');
  const flying = svg('g');
  const banner = svg('g');
  const shoe = { x: width - 70, y: 10 };
  const root = svg(
    'svg',
    { viewBox: `0 0 ${width} ${height}`, class: 'table-scene-svg', role: 'img', 'aria-label': title },
    [...felt(width, height, title, shoe), labels, cards, flying, banner],
  );
  const labelNodes = new Map<string, SVGTextElement>();
  return {
    root,
    async deal(card, x, y, animated, sideways = false) {
      if (animated) {
        const moving = drawCard(null, shoe.x, shoe.y, true);
        flying.replaceChildren(moving);
        sound.play('cardDeal');
        await animate(300, (t) => {
          const e = 1 - (1 - t) ** 2;
          moving.setAttribute('transform', `translate(${shoe.x + (x - shoe.x) * e} ${shoe.y + (y - shoe.y) * e})`);
        });
        flying.replaceChildren();
        sound.play('cardFlip');
      }
      const face = drawCard(card, x, y, false);
      // A third card lies sideways, as dealt at a real table.
      if (sideways) face.setAttribute('transform', `translate(${x} ${y + 72}) rotate(-90)`);
      cards.append(face);
    },
    label(key, x, y, text, colour) {
      let node = labelNodes.get(key);
      if (!node) {
        node = svg('text', { x, y, 'font-size': 17, 'font-weight': 900, 'text-anchor': 'middle', fill: colour });
        labelNodes.set(key, node);
        labels.append(node);
      }
      node.textContent = text;
    },
    banner: (text, colour) => banner.replaceChildren(...bannerOf(width, height, text, colour)),
    clear() {
      cards.replaceChildren();
      flying.replaceChildren();
      banner.replaceChildren();
    },
  };
}
