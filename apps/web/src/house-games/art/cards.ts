// Playing cards of the baccarat table, drawn in SVG (no image files).
import { svg } from '../dom.ts';
import type { Card, CardSuit } from '../house-api-types.ts';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS: Record<CardSuit, [symbol: string, colour: string]> = {
  SPADES: ['♠', '#111'],
  HEARTS: ['♥', '#d50000'],
  DIAMONDS: ['♦', '#d50000'],
  CLUBS: ['♣', '#111'],
};
const BACK =
  '<rect width="60" height="84" rx="6" fill="#b71c1c" stroke="#fff" stroke-width="3"/><rect x="7" y="7" width="46" height="70" rx="4" fill="none" stroke="#ffcdd2" stroke-dasharray="4 3"/><circle cx="30" cy="42" r="12" fill="none" stroke="#ffcdd2" stroke-width="2"/>';

/** A playing card, 60 × 84, face up or down (always down without a card). */
export function card(value: Card | null, x: number, y: number, faceDown: boolean): SVGGElement {
  const group = svg('g', { transform: `translate(${x} ${y})`, class: 'card' });
  if (faceDown || !value) {
    group.innerHTML = BACK;
    return group;
  }
  const rank = RANKS[value.rank - 1];
  const [suit, color] = SUITS[value.suit];
  const face =
    value.rank > 10
      ? `<rect x="17" y="22" width="26" height="40" rx="4" fill="#fff8e1" stroke="${color}"/><path d="M21 36 l4 -8 l5 6 l5 -6 l4 8z" fill="#f5c542" stroke="#7a5200"/><text x="30" y="57" font-size="18" text-anchor="middle" font-weight="900" fill="${color}" font-family="Georgia,serif">${rank}</text>`
      : `<text x="30" y="56" font-size="30" text-anchor="middle" fill="${color}">${suit}</text>`;
  group.innerHTML = `<rect width="60" height="84" rx="6" fill="#fff" stroke="#999"/><text x="4" y="15" font-size="13" font-weight="800" fill="${color}" font-family="Arial" letter-spacing="-1">${rank}</text><text x="4" y="27" font-size="11" fill="${color}">${suit}</text>${face}<g transform="rotate(180 30 42)"><text x="4" y="15" font-size="13" font-weight="800" fill="${color}" font-family="Arial" letter-spacing="-1">${rank}</text><text x="4" y="27" font-size="11" fill="${color}">${suit}</text></g>`;
  return group;
}
