// Vector art of the slot symbols, drawn in code (no image files): the markup of each symbol in a 100×100 box, and
// the gradients they fill with (defined once per page, art/slot-symbols.ts puts them in).
import { lin, rad, label, leaf, letter, star } from './shape-kit.ts';
import { EAST_GRADIENTS, EAST_SHAPES } from './slot-shapes-east.ts';
import { FRONTIER_GRADIENTS, FRONTIER_SHAPES } from './slot-shapes-frontier.ts';
import { PANDA_GRADIENTS, PANDA_SHAPES } from './slot-shapes-panda.ts';
import { SPARKLE_GRADIENTS, SPARKLE_SHAPES } from './slot-shapes-sparkle.ts';

export const GRADIENTS = [
  lin('g-gold', ['#fff6c2', '#f5c542', '#a8741a']),
  lin('g-jade', ['#c8facc', '#2e9e5b', '#0b4d2c']),
  lin('g-red', ['#ff8a80', '#d32f2f', '#7f0000']),
  lin('g-fire', ['#ffe082', '#ff6f00', '#b71c1c']),
  lin('g-white', ['#ffffff', '#cfd8dc']),
  lin('g-orange', ['#ffd180', '#fb8c00', '#e65100']),
  lin('g-purple', ['#e1bee7', '#8e24aa', '#4a148c']),
  lin('g-blue', ['#bbdefb', '#1e88e5', '#0d47a1']),
  lin('g-green', ['#c5e1a5', '#43a047', '#1b5e20']),
  lin('g-brown', ['#d7a86e', '#8d5524', '#4e2a0e']),
  lin('g-steel', ['#eceff1', '#90a4ae', '#455a64']),
  lin('g-yellow', ['#fffde7', '#ffeb3b', '#f9a825']),
  lin('g-rainbow', ['#ff1744', '#ff9100', '#ffea00', '#00e676', '#2979ff', '#d500f9'], 1, 0),
  rad('g-pearl', ['#ffffff', '#b3e5fc', '#0288d1']),
  rad('g-glow', ['#fffde7', '#ffd54f', '#ff8f00']),
  rad('g-plum', ['#f8bbd0', '#ad1457', '#4a0072']),
  rad('g-grape', ['#e1bee7', '#7b1fa2', '#311b92']),
  rad('g-cherry', ['#ffcdd2', '#e53935', '#7f0000']),
  rad('g-ball', ['#ffe0b2', '#ff9800', '#e65100']),
  EAST_GRADIENTS,
  FRONTIER_GRADIENTS,
  PANDA_GRADIENTS,
  SPARKLE_GRADIENTS,
].join('');

/** Shapes by symbol id; ids shared by several titles (WILD, card ranks) are looked up per title first. */
const SHAPES: Record<string, string> = {
  'house-lucky-dragon:WILD': `<circle cx="50" cy="46" r="33" fill="url(#g-fire)" opacity=".55"/><circle cx="50" cy="46" r="26" fill="url(#g-pearl)" stroke="#fff" stroke-width="2"/><path d="M38 40 q12 -14 24 0 q-12 16 -24 0" fill="none" stroke="#fff" stroke-width="3" opacity=".8"/>${label('WILD', '#ffd54f')}`,
  GONG: `<rect x="14" y="8" width="72" height="8" rx="3" fill="url(#g-red)"/><rect x="16" y="8" width="6" height="80" fill="url(#g-red)"/><rect x="78" y="8" width="6" height="80" fill="url(#g-red)"/><circle cx="50" cy="50" r="30" fill="url(#g-gold)" stroke="#7a5200" stroke-width="2"/><circle cx="50" cy="50" r="20" fill="none" stroke="#7a5200" stroke-width="1.5"/><circle cx="50" cy="50" r="8" fill="url(#g-gold)" stroke="#7a5200"/>${label('SCATTER', '#ffe082')}`,
  DRAGON: `<path d="M18 82 C16 52 56 66 52 40 C49 22 66 14 78 22" fill="none" stroke="url(#g-jade)" stroke-width="15" stroke-linecap="round"/><path d="M18 82 C16 52 56 66 52 40 C49 22 66 14 78 22" fill="none" stroke="#f5c542" stroke-width="2" stroke-dasharray="2 7"/><circle cx="80" cy="24" r="13" fill="url(#g-jade)"/><path d="M76 12 l-4 -9 M84 12 l3 -9" stroke="#f5c542" stroke-width="3" stroke-linecap="round"/><circle cx="84" cy="21" r="3" fill="#fff"/><circle cx="84.6" cy="21" r="1.4" fill="#000"/><path d="M90 28 q8 2 6 10 M88 31 q4 6 -2 10" fill="none" stroke="#f5c542" stroke-width="1.8"/>`,
  PHOENIX: `<path d="M50 56 C30 30 12 36 8 20 C28 24 40 30 50 44 C60 30 72 24 92 20 C88 36 70 30 50 56z" fill="url(#g-fire)"/><path d="M50 56 q-14 18 -22 36 M50 56 q0 20 0 38 M50 56 q14 18 22 36" fill="none" stroke="url(#g-fire)" stroke-width="5" stroke-linecap="round"/><ellipse cx="50" cy="52" rx="9" ry="13" fill="url(#g-red)"/><circle cx="50" cy="36" r="7" fill="url(#g-red)"/><path d="M50 29 l-3 -9 l3 4 l3 -4z" fill="#ffd54f"/><circle cx="52" cy="35" r="1.6" fill="#fff"/>`,
  TIGER: `<circle cx="26" cy="26" r="11" fill="url(#g-white)" stroke="#333" stroke-width="2"/><circle cx="74" cy="26" r="11" fill="url(#g-white)" stroke="#333" stroke-width="2"/><circle cx="50" cy="54" r="34" fill="url(#g-white)" stroke="#333" stroke-width="2"/><path d="M38 28 h24 M36 35 h28 M50 24 v14 M20 52 h10 M70 52 h10 M22 62 h9 M69 62 h9" stroke="#222" stroke-width="4" stroke-linecap="round"/><circle cx="38" cy="50" r="4.5" fill="#1b5e20"/><circle cx="62" cy="50" r="4.5" fill="#1b5e20"/><path d="M44 62 h12 l-6 7z" fill="#e57373"/><path d="M50 69 q-6 8 -12 4 M50 69 q6 8 12 4" fill="none" stroke="#333" stroke-width="2"/>`,
  KOI: `<path d="M14 50 C26 26 62 24 76 50 C62 76 26 74 14 50z" fill="url(#g-orange)" stroke="#fff" stroke-width="2"/><path d="M74 50 L94 32 Q88 50 94 68z" fill="url(#g-orange)"/><path d="M34 38 q10 -4 14 6 q-10 6 -14 -6z M50 58 q10 -2 12 6 q-8 4 -12 -6z" fill="#fff"/><path d="M40 66 q2 12 12 14 q-2 -8 -4 -14z" fill="#ffab91"/><circle cx="26" cy="46" r="3.5" fill="#fff"/><circle cx="26" cy="46" r="1.8" fill="#000"/>`,
  'house-gold-rush-777:WILD': `<path d="M22 40 h56 l-6 -22 h-44z" fill="url(#g-brown)"/><rect x="12" y="38" width="76" height="8" rx="4" fill="url(#g-brown)"/><circle cx="50" cy="56" r="19" fill="#f1c27d"/><path d="M31 58 q19 34 38 0 q-4 14 -19 14 q-15 0 -19 -14z" fill="url(#g-white)"/><circle cx="43" cy="54" r="2.5" fill="#000"/><circle cx="57" cy="54" r="2.5" fill="#000"/><path d="M42 64 q8 -4 16 0" stroke="#8d6e63" stroke-width="3" fill="none"/>${label('WILD', '#ffd54f')}`,
  DYNAMITE: `<path d="M50 24 q6 -14 18 -14" stroke="#5d4037" stroke-width="3" fill="none"/><polygon points="${star(70, 10, 9, 4)}" fill="#ffeb3b" stroke="#ff6f00" stroke-width="1.5"/><rect x="24" y="26" width="16" height="56" rx="5" fill="url(#g-red)"/><rect x="42" y="24" width="16" height="58" rx="5" fill="url(#g-red)"/><rect x="60" y="26" width="16" height="56" rx="5" fill="url(#g-red)"/><rect x="20" y="48" width="60" height="8" fill="#212121"/>${label('SCATTER', '#ffe082')}`,
  SEVEN: `<g font-size="46" font-family="Impact,Arial Black,sans-serif" font-weight="900" fill="url(#g-red)" stroke="#f5c542" stroke-width="2.5" paint-order="stroke"><text x="6" y="70">7</text><text x="36" y="70">7</text><text x="66" y="70">7</text></g><rect x="6" y="76" width="88" height="6" rx="3" fill="url(#g-gold)"/>`,
  GOLD_BAR: `<polygon points="14,78 86,78 76,58 24,58" fill="url(#g-gold)" stroke="#7a5200" stroke-width="1.5"/><polygon points="24,58 76,58 70,50 30,50" fill="#fff3b0" stroke="#7a5200" stroke-width="1"/><polygon points="26,48 74,48 66,30 34,30" fill="url(#g-gold)" stroke="#7a5200" stroke-width="1.5"/><polygon points="34,30 66,30 62,24 38,24" fill="#fff3b0" stroke="#7a5200"/><text x="50" y="72" font-size="9" text-anchor="middle" fill="#7a5200" font-family="Arial" font-weight="700">999.9</text>`,
  NUGGET: `<polygon points="22,60 30,36 48,26 70,32 82,52 72,74 44,80 26,74" fill="url(#g-gold)" stroke="#7a5200" stroke-width="2"/><polygon points="36,42 48,34 58,40 50,50" fill="#fffbe0" opacity=".8"/><circle cx="64" cy="60" r="4" fill="#fffbe0" opacity=".6"/><polygon points="${star(76, 28, 7, 2.5)}" fill="#fff"/>`,
  PICKAXE: `<rect x="46" y="26" width="9" height="66" rx="4" fill="url(#g-brown)" transform="rotate(35 50 58)"/><path d="M14 36 Q50 4 88 30 L84 36 Q50 18 18 42z" fill="url(#g-steel)" stroke="#37474f" stroke-width="1.5"/>`,
  LANTERN: `<path d="M40 16 q10 -10 20 0" fill="none" stroke="#424242" stroke-width="3"/><rect x="34" y="16" width="32" height="8" rx="2" fill="#424242"/><rect x="30" y="24" width="40" height="50" rx="8" fill="url(#g-glow)" stroke="#424242" stroke-width="3"/><path d="M42 24 v50 M58 24 v50" stroke="#424242" stroke-width="2"/><ellipse cx="50" cy="50" rx="6" ry="10" fill="#fff"/><rect x="28" y="74" width="44" height="8" rx="2" fill="#424242"/>`,
  'house-fruit-fiesta:WILD': `<g fill="none" stroke-width="6">${['#ff1744', '#ff9100', '#ffea00', '#00e676', '#2979ff', '#d500f9'].map((c, i) => `<path d="M${12 + i * 6} 70 A${38 - i * 6} ${38 - i * 6} 0 0 1 ${88 - i * 6} 70" stroke="${c}"/>`).join('')}</g><ellipse cx="18" cy="72" rx="14" ry="8" fill="#fff"/><ellipse cx="82" cy="72" rx="14" ry="8" fill="#fff"/>${label('WILD', '#ffea00')}`,
  STAR: `<polygon points="${star(50, 48, 40, 17)}" fill="url(#g-yellow)" stroke="#f57f17" stroke-width="3" stroke-linejoin="round"/><circle cx="43" cy="46" r="3" fill="#5d4037"/><circle cx="57" cy="46" r="3" fill="#5d4037"/><path d="M43 56 q7 6 14 0" stroke="#5d4037" stroke-width="2.5" fill="none"/>${label('SCATTER', '#fff59d')}`,
  WATERMELON: `<path d="M8 40 A42 42 0 0 0 92 40z" fill="url(#g-green)"/><path d="M14 40 A36 36 0 0 0 86 40z" fill="#ff5252"/><g fill="#212121">${[
    [30, 52],
    [44, 60],
    [56, 60],
    [70, 52],
    [38, 46],
    [62, 46],
    [50, 50],
  ]
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="2.2" ry="3.5"/>`)
    .join('')}</g>`,
  GRAPES: `<path d="M50 14 v12" stroke="#5d4037" stroke-width="4"/>${leaf(52, 20, -10)}${[
    [38, 34],
    [52, 34],
    [66, 34],
    [31, 48],
    [45, 48],
    [59, 48],
    [73, 48],
    [38, 62],
    [52, 62],
    [66, 62],
    [45, 76],
    [59, 76],
    [52, 88],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8.5" fill="url(#g-grape)"/>`)
    .join('')}`,
  ORANGE: `<circle cx="50" cy="54" r="34" fill="url(#g-ball)"/>${leaf(50, 22, -20)}<circle cx="50" cy="22" r="3" fill="#33691e"/><g fill="#e65100" opacity=".5"><circle cx="36" cy="48" r="1.5"/><circle cx="60" cy="62" r="1.5"/><circle cx="48" cy="72" r="1.5"/><circle cx="66" cy="44" r="1.5"/></g>`,
  PLUM: `<ellipse cx="50" cy="56" rx="30" ry="33" fill="url(#g-plum)"/><path d="M50 26 q-6 26 0 60" stroke="#4a0072" stroke-width="2" fill="none" opacity=".5"/>${leaf(50, 24, -30)}`,
  LEMON: `<path d="M10 52 Q18 22 50 20 Q82 22 90 52 Q82 82 50 84 Q18 82 10 52z" fill="url(#g-yellow)" stroke="#f9a825" stroke-width="2"/><ellipse cx="38" cy="40" rx="10" ry="5" fill="#fff" opacity=".6"/>`,
  CHERRY: `<path d="M32 64 Q40 30 64 14 M70 64 Q64 36 64 14" stroke="#33691e" stroke-width="3.5" fill="none"/>${leaf(64, 14, 10)}<circle cx="32" cy="68" r="17" fill="url(#g-cherry)"/><circle cx="70" cy="68" r="17" fill="url(#g-cherry)"/><circle cx="26" cy="62" r="4" fill="#fff" opacity=".7"/><circle cx="64" cy="62" r="4" fill="#fff" opacity=".7"/>`,
  A: letter('A', 'g-red'),
  K: letter('K', 'g-blue'),
  Q: letter('Q', 'g-green'),
  J: letter('J', 'g-purple'),
  TEN: letter('10', 'g-gold'),
  ...EAST_SHAPES,
  ...FRONTIER_SHAPES,
  ...PANDA_SHAPES,
  ...SPARKLE_SHAPES,
};
export const shapeOf = (titleId: string, symbolId: string): string =>
  SHAPES[`${titleId}:${symbolId}`] || SHAPES[symbolId] || letter(symbolId.slice(0, 2), 'g-gold');
