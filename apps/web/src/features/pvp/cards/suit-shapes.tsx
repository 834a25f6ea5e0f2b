import type { Suit } from './card-codes.ts';

/**
 * The four suits drawn as paths in a 100 × 100 box (no font glyphs: a font's ♣ differs from system to system and
 * blurs at small sizes; a path stays the same shape at any size).
 */
const SUIT_PATHS: Record<Suit, string> = {
  hearts: 'M50 92C22 68 4 50 4 30C4 15 15 5 29 5C39 5 46 11 50 19C54 11 61 5 71 5C85 5 96 15 96 30C96 50 78 68 50 92Z',
  diamonds: 'M50 2Q68 28 88 50Q68 72 50 98Q32 72 12 50Q32 28 50 2Z',
  spades:
    'M50 3C78 28 96 44 96 62C96 76 86 84 73 84C64 84 57 80 53 73C54 84 58 92 67 97L33 97C42 92 46 84 47 73' +
    'C43 80 36 84 27 84C14 84 4 76 4 62C4 44 22 28 50 3Z',
  clubs:
    'M50 6A20 20 0 0 1 66 38A20 20 0 1 1 56 70C57 82 61 91 68 97L32 97C39 91 43 82 44 70A20 20 0 1 1 34 38' +
    'A20 20 0 0 1 50 6Z',
};

export const SUIT_RED = '#c8102e';
export const SUIT_BLACK = '#141821';

export function suitColour(suit: Suit): string {
  return suit === 'hearts' || suit === 'diamonds' ? SUIT_RED : SUIT_BLACK;
}

type SuitShapeProps = { suit: Suit; x: number; y: number; size: number; rotated?: boolean; fill?: string };

/** One suit mark centred on (x, y), `size` wide; `rotated` turns it upside down (the lower half of a card). */
export function SuitShape({ suit, x, y, size, rotated = false, fill }: SuitShapeProps) {
  const scale = size / 100;
  const turn = rotated ? ` rotate(180 50 50)` : '';
  return (
    <path
      d={SUIT_PATHS[suit]}
      fill={fill ?? suitColour(suit)}
      transform={`translate(${x - size / 2} ${y - size / 2}) scale(${scale})${turn}`}
    />
  );
}

/** A suit on its own, e.g. in a hand history line or the lobby: an inline SVG the size of the text. */
export function SuitIcon({ suit, title }: { suit: Suit; title?: string }) {
  return (
    <svg viewBox="0 0 100 100" width="1em" height="1em" role={title ? 'img' : undefined} aria-hidden={!title}>
      {title ? <title>{title}</title> : null}
      <path d={SUIT_PATHS[suit]} fill={suitColour(suit)} />
    </svg>
  );
}
