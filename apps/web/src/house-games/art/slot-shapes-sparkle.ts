// Symbol art of Sugar Cascade (rainbow drop, swirl lollipop, cupcake, donut, candy heart, gummy bear, jelly beans)
// and Starlight Gems (starlight wild, shooting star, diamond, ruby, emerald).
import { label, lin, rad, star } from './shape-kit.ts';

export const SPARKLE_GRADIENTS = [
  lin('g-icing', ['#ffffff', '#f8bbd0', '#ec407a']),
  lin('g-dough', ['#ffe0b2', '#e0a15a', '#8d5524']),
  lin('g-mint', ['#e0fff4', '#64ffda', '#00897b']),
  lin('g-night', ['#c5cae9', '#3949ab', '#0d0f3a']),
  lin('g-diamond', ['#ffffff', '#b3e5fc', '#4fc3f7']),
  lin('g-ruby', ['#ffcdd2', '#e53935', '#6d0019']),
  lin('g-emerald', ['#ccffd9', '#16c06a', '#004d26']),
  rad('g-bean-red', ['#ffcdd2', '#f44336', '#8e0000']),
  rad('g-bean-green', ['#ccff90', '#64dd17', '#1b5e20']),
  rad('g-bean-blue', ['#b3e5fc', '#2196f3', '#0d2c6e']),
  rad('g-bean-purple', ['#e1bee7', '#9c27b0', '#3c0f52']),
  rad('g-gummy', ['#ffe082', '#ff9800', '#bf360c']),
].join('');

const C = 'house-sugar-cascade';
const G = 'house-starlight-gems';

const bean = (fill: string) =>
  `<path d="M22 58 C14 34 40 18 60 26 C78 32 90 52 80 68 C70 84 44 86 34 74 C30 68 26 66 22 58z" fill="url(#${fill})" stroke="#0006" stroke-width="2" transform="rotate(-12 50 50)"/><ellipse cx="44" cy="36" rx="12" ry="5" fill="#fff" opacity=".6" transform="rotate(-20 44 36)"/><circle cx="64" cy="56" r="2.5" fill="#fff" opacity=".5"/>`;

/** A cut gem seen from the top: a table facet and the crown facets around it. */
const gem = (fill: string, points: string, table: string, stroke: string) =>
  `<polygon points="${points}" fill="url(#${fill})" stroke="${stroke}" stroke-width="2.5" stroke-linejoin="round"/><polygon points="${table}" fill="#fff" opacity=".35" stroke="${stroke}" stroke-width="1.2"/><path d="M30 24 l6 8 M26 30 h8" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity=".9"/>`;

export const SPARKLE_SHAPES: Record<string, string> = {
  [`${C}:WILD`]: `<path d="M50 6 C64 30 82 46 82 64 A32 32 0 0 1 18 64 C18 46 36 30 50 6z" fill="url(#g-rainbow)" stroke="#fff" stroke-width="3"/><ellipse cx="38" cy="56" rx="7" ry="12" fill="#fff" opacity=".55"/>${label('WILD', '#fff')}`,
  [`${C}:LOLLIPOP`]: `<rect x="46" y="54" width="8" height="42" rx="4" fill="url(#g-white)"/><circle cx="50" cy="36" r="30" fill="url(#g-icing)" stroke="#ad1457" stroke-width="2"/><path d="M50 36 m0 -4 a4 4 0 1 1 -4 4 a8 8 0 1 1 8 8 a12 12 0 1 1 -12 -12 a16 16 0 1 1 16 16 a20 20 0 1 1 -20 -20" fill="none" stroke="#fff" stroke-width="4"/>${label('SCATTER', '#fff')}`,
  [`${C}:CAKE`]: `<path d="M24 56 L32 92 H68 L76 56z" fill="url(#g-dough)" stroke="#6d3b12" stroke-width="2"/><path d="M34 56 l4 36 M50 56 v36 M66 56 l-4 36" stroke="#6d3b12" stroke-width="1.5" opacity=".6"/><path d="M18 58 Q16 40 30 38 Q30 20 50 22 Q70 20 70 38 Q84 40 82 58z" fill="url(#g-icing)" stroke="#c2185b" stroke-width="2"/><circle cx="50" cy="14" r="8" fill="url(#g-bean-red)"/><path d="M50 6 q4 -6 8 -4" stroke="#33691e" stroke-width="2" fill="none"/><g stroke-width="3" stroke-linecap="round"><path d="M32 46 l4 -3" stroke="#ffeb3b"/><path d="M46 36 l4 2" stroke="#29b6f6"/><path d="M62 46 l3 3" stroke="#66bb6a"/><path d="M56 52 l4 -2" stroke="#ab47bc"/></g>`,
  [`${C}:DONUT`]: `<circle cx="50" cy="52" r="38" fill="url(#g-dough)" stroke="#6d3b12" stroke-width="2"/><path d="M16 48 Q20 16 50 16 Q80 16 84 48 Q80 56 74 50 Q70 62 62 54 Q54 64 46 56 Q36 66 30 54 Q22 60 16 48z" fill="url(#g-icing)"/><circle cx="50" cy="50" r="12" fill="#3a0d26" stroke="#6d3b12" stroke-width="2"/><g stroke-width="3" stroke-linecap="round"><path d="M30 30 l5 2" stroke="#ffeb3b"/><path d="M62 26 l4 4" stroke="#29b6f6"/><path d="M72 40 l-4 3" stroke="#66bb6a"/><path d="M40 24 l-2 4" stroke="#ab47bc"/><path d="M26 44 l4 -3" stroke="#fff"/></g>`,
  [`${C}:HEART`]: `<path d="M50 88 C12 62 8 40 18 26 C30 12 46 18 50 32 C54 18 70 12 82 26 C92 40 88 62 50 88z" fill="url(#g-ruby)" stroke="#fff" stroke-width="3"/><ellipse cx="32" cy="34" rx="8" ry="5" fill="#fff" opacity=".6" transform="rotate(-30 32 34)"/><text x="50" y="60" font-size="14" text-anchor="middle" font-family="Arial Black,Arial,sans-serif" fill="#fff">SWEET</text>`,
  [`${C}:BEAR`]: `<circle cx="30" cy="22" r="10" fill="url(#g-gummy)"/><circle cx="70" cy="22" r="10" fill="url(#g-gummy)"/><circle cx="50" cy="34" r="22" fill="url(#g-gummy)"/><ellipse cx="50" cy="70" rx="24" ry="24" fill="url(#g-gummy)"/><circle cx="26" cy="62" r="9" fill="url(#g-gummy)"/><circle cx="74" cy="62" r="9" fill="url(#g-gummy)"/><circle cx="34" cy="90" r="9" fill="url(#g-gummy)"/><circle cx="66" cy="90" r="9" fill="url(#g-gummy)"/><circle cx="42" cy="32" r="2.5" fill="#5d2a00"/><circle cx="58" cy="32" r="2.5" fill="#5d2a00"/><ellipse cx="50" cy="42" rx="6" ry="4" fill="#ffe0b2" opacity=".8"/><ellipse cx="42" cy="62" rx="8" ry="12" fill="#fff" opacity=".3"/>`,
  [`${C}:RED`]: bean('g-bean-red'),
  [`${C}:GREEN`]: bean('g-bean-green'),
  [`${C}:BLUE`]: bean('g-bean-blue'),
  [`${C}:PURPLE`]: bean('g-bean-purple'),
  [`${G}:WILD`]: `<circle cx="50" cy="46" r="40" fill="url(#g-night)" stroke="#b9c7ff" stroke-width="2"/><polygon points="${star(50, 44, 34, 8, 4)}" fill="url(#g-diamond)"/><polygon points="${star(50, 44, 20, 6, 8)}" fill="#fff" opacity=".8"/><circle cx="24" cy="24" r="2" fill="#fff"/><circle cx="78" cy="70" r="2.5" fill="#fff"/>${label('WILD', '#dfe6ff')}`,
  [`${G}:STAR`]: `<path d="M10 84 L46 50 M18 92 L52 58 M4 72 L40 44" stroke="url(#g-yellow)" stroke-width="5" stroke-linecap="round" opacity=".7"/><polygon points="${star(62, 38, 30, 13)}" fill="url(#g-yellow)" stroke="#f57f17" stroke-width="3" stroke-linejoin="round"/><circle cx="56" cy="32" r="5" fill="#fff" opacity=".8"/>`,
  [`${G}:DIAMOND`]: gem('g-diamond', '30,16 70,16 92,40 50,92 8,40', '36,24 64,24 74,40 26,40', '#0277bd'),
  [`${G}:RUBY`]: gem('g-ruby', '50,8 88,30 88,70 50,92 12,70 12,30', '50,26 70,38 70,62 50,74 30,62 30,38', '#6d0019'),
  [`${G}:EMERALD`]: gem(
    'g-emerald',
    '28,10 72,10 90,28 90,72 72,90 28,90 10,72 10,28',
    '36,28 64,28 72,36 72,64 64,72 36,72 28,64 28,36',
    '#004d26',
  ),
};
