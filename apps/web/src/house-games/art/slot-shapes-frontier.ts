// Symbol art of Wild Buffalo (canyon wilds with their multipliers, the sunset scatter, buffalo, eagle, cougar, wolf,
// elk) and Sands of Anubis (golden ankh, great pyramid, Anubis, Horus, scarab, Bastet).
import { cardRanks, label, lin, rad } from './shape-kit.ts';

export const FRONTIER_GRADIENTS = [
  lin('g-canyon', ['#ffcc80', '#d2691e', '#6b2e0e']),
  lin('g-fur', ['#a1887f', '#5d4037', '#2b1a12']),
  lin('g-sky', ['#ffe082', '#ff7043', '#6a1b9a']),
  lin('g-sand', ['#fff3c4', '#e0b659', '#8a6420']),
  lin('g-lapis', ['#90caf9', '#1e4fa3', '#0b1f4d']),
  lin('g-onyx', ['#616161', '#212121', '#000000']),
  rad('g-sun', ['#fffde7', '#ffca28', '#ff6f00']),
  lin('g-teal-s', ['#a7ffeb', '#00897b', '#003d33']),
].join('');

const B = 'house-wild-buffalo';
const S = 'house-sands-of-anubis';

/** The canyon wild: a mesa at dusk with WILD over it, and its multiplier badge when it has one. */
const canyonWild = (multiplier: number) =>
  `<rect x="6" y="10" width="88" height="80" rx="12" fill="url(#g-sky)"/><circle cx="70" cy="34" r="12" fill="url(#g-sun)"/><path d="M6 90 V62 H24 V50 H52 V64 H70 V56 H94 V90z" fill="url(#g-canyon)" stroke="#4e1f06" stroke-width="2"/><text x="50" y="48" font-size="24" text-anchor="middle" font-family="Arial Black,Arial,sans-serif" font-weight="900" fill="#fff8e1" stroke="#4e1f06" stroke-width="3" paint-order="stroke">WILD</text>${
    multiplier > 1
      ? `<circle cx="78" cy="78" r="16" fill="url(#g-sun)" stroke="#4e1f06" stroke-width="2"/><text x="78" y="85" font-size="18" text-anchor="middle" font-family="Arial Black,Arial,sans-serif" font-weight="900" fill="#4e1f06">×${multiplier}</text>`
      : ''
  }`;

export const FRONTIER_SHAPES: Record<string, string> = {
  [`${B}:WILD`]: canyonWild(1),
  [`${B}:W2`]: canyonWild(2),
  [`${B}:W3`]: canyonWild(3),
  [`${B}:SUNSET`]: `<circle cx="50" cy="52" r="34" fill="url(#g-sun)"/><g stroke="#ffca28" stroke-width="4" stroke-linecap="round">${[0, 30, 60, 90, 120, 150, 180].map((a) => `<path d="M50 12 v-6" transform="rotate(${a - 90} 50 52)"/>`).join('')}</g><path d="M8 84 V70 H28 V62 H46 V72 H66 V64 H92 V84z" fill="#4e1f06"/>${label('SCATTER', '#ffe082')}`,
  [`${B}:BUFFALO`]: `<path d="M18 30 q-12 -4 -10 -18 q8 10 20 8z M82 30 q12 -4 10 -18 q-8 10 -20 8z" fill="url(#g-white)" stroke="#5d4037" stroke-width="1.5"/><path d="M20 34 Q50 6 80 34 Q86 60 66 78 Q50 92 34 78 Q14 60 20 34z" fill="url(#g-fur)" stroke="#1b0f0a" stroke-width="2"/><path d="M26 30 Q50 14 74 30 Q64 40 50 36 Q36 40 26 30z" fill="#3e2723"/><ellipse cx="50" cy="72" rx="14" ry="10" fill="#3e2723"/><circle cx="44" cy="72" r="2.5" fill="#000"/><circle cx="56" cy="72" r="2.5" fill="#000"/><circle cx="36" cy="48" r="3.5" fill="#000"/><circle cx="64" cy="48" r="3.5" fill="#000"/><circle cx="37" cy="47" r="1" fill="#fff"/><circle cx="65" cy="47" r="1" fill="#fff"/>`,
  [`${B}:EAGLE`]: `<path d="M20 88 Q14 50 40 30 Q56 18 72 24 Q84 30 86 40 L70 44 Q62 52 60 88z" fill="url(#g-fur)" stroke="#1b0f0a" stroke-width="2"/><path d="M40 30 Q56 18 72 24 Q84 30 86 40 L70 44 Q60 46 50 42 Q40 40 40 30z" fill="url(#g-white)" stroke="#607d8b" stroke-width="1.5"/><path d="M84 38 Q96 42 90 54 Q86 46 76 44z" fill="url(#g-sun)" stroke="#e65100" stroke-width="1.5"/><circle cx="68" cy="32" r="3.5" fill="#3e2723"/><circle cx="69" cy="31" r="1" fill="#fff"/><path d="M60 28 l12 -2" stroke="#263238" stroke-width="2"/>`,
  [`${B}:COUGAR`]: `<path d="M22 24 l8 -14 10 14z M78 24 l-8 -14 -10 14z" fill="url(#g-canyon)" stroke="#4e1f06" stroke-width="1.5"/><path d="M18 40 Q22 16 50 16 Q78 16 82 40 Q86 70 50 88 Q14 70 18 40z" fill="url(#g-canyon)" stroke="#4e1f06" stroke-width="2"/><path d="M36 62 Q50 56 64 62 Q62 80 50 82 Q38 80 36 62z" fill="#fff3e0"/><path d="M44 60 l6 6 6 -6z" fill="#3e2723"/><path d="M50 66 v6 M50 72 q-6 4 -10 0 M50 72 q6 4 10 0" stroke="#3e2723" stroke-width="2" fill="none"/><path d="M30 44 l12 2 M70 44 l-12 2" stroke="#3e2723" stroke-width="2"/><ellipse cx="37" cy="48" rx="5" ry="3.5" fill="#c6ff00"/><ellipse cx="63" cy="48" rx="5" ry="3.5" fill="#c6ff00"/><ellipse cx="37" cy="48" rx="1.5" ry="3.2" fill="#000"/><ellipse cx="63" cy="48" rx="1.5" ry="3.2" fill="#000"/>`,
  [`${B}:WOLF`]: `<path d="M20 40 L26 6 L42 26z M80 40 L74 6 L58 26z" fill="url(#g-steel)" stroke="#263238" stroke-width="1.5"/><path d="M16 42 Q20 20 50 20 Q80 20 84 42 L70 66 L50 94 L30 66z" fill="url(#g-steel)" stroke="#263238" stroke-width="2"/><path d="M36 58 L50 94 L64 58 Q50 52 36 58z" fill="#eceff1"/><path d="M44 82 h12 l-6 8z" fill="#212121"/><path d="M30 44 l12 4 M70 44 l-12 4" stroke="#263238" stroke-width="2.5"/><circle cx="38" cy="50" r="3" fill="#ffca28"/><circle cx="62" cy="50" r="3" fill="#ffca28"/><circle cx="38" cy="50" r="1.3" fill="#000"/><circle cx="62" cy="50" r="1.3" fill="#000"/>`,
  [`${B}:ELK`]: `<path d="M38 36 C30 22 20 22 14 8 M30 26 l-10 2 M24 18 l-4 -8 M62 36 C70 22 80 22 86 8 M70 26 l10 2 M76 18 l4 -8" stroke="url(#g-sand)" stroke-width="5" stroke-linecap="round" fill="none"/><ellipse cx="50" cy="56" rx="18" ry="24" fill="url(#g-canyon)" stroke="#4e1f06" stroke-width="2"/><path d="M32 42 q-12 -2 -16 6 q10 4 16 0z M68 42 q12 -2 16 6 q-10 4 -16 0z" fill="url(#g-canyon)" stroke="#4e1f06" stroke-width="1.5"/><ellipse cx="50" cy="74" rx="10" ry="7" fill="#3e2723"/><circle cx="42" cy="50" r="2.8" fill="#000"/><circle cx="58" cy="50" r="2.8" fill="#000"/><path d="M36 82 Q50 96 64 82" fill="none" stroke="#efebe9" stroke-width="5"/>`,
  ...cardRanks(B, ['g-canyon', 'g-steel', 'g-sand', 'g-sun', 'g-sky'], '#2a1206'),
  [`${S}:WILD`]: `<circle cx="50" cy="50" r="40" fill="url(#g-glow)" opacity=".35"/><ellipse cx="50" cy="28" rx="14" ry="18" fill="none" stroke="url(#g-gold)" stroke-width="9"/><rect x="18" y="42" width="64" height="10" rx="4" fill="url(#g-gold)" stroke="#7a5200" stroke-width="1.5"/><rect x="45" y="44" width="10" height="46" rx="3" fill="url(#g-gold)" stroke="#7a5200" stroke-width="1.5"/>${label('WILD', '#fff3c4')}`,
  [`${S}:PYRAMID`]: `<circle cx="74" cy="22" r="12" fill="url(#g-sun)"/><polygon points="50,12 92,84 8,84" fill="url(#g-sand)" stroke="#6b4a12" stroke-width="2"/><polygon points="50,12 92,84 56,84" fill="#8a6420" opacity=".45"/><path d="M22 60 h56 M15 72 h70 M30 48 h40" stroke="#6b4a12" stroke-width="1.2" opacity=".6"/><circle cx="50" cy="40" r="6" fill="none" stroke="#1e4fa3" stroke-width="2"/><circle cx="50" cy="40" r="2" fill="#1e4fa3"/>${label('SCATTER', '#fff3c4')}`,
  [`${S}:ANUBIS`]: `<path d="M30 44 L24 4 L46 30z M70 44 L76 4 L54 30z" fill="url(#g-onyx)" stroke="#f2d27a" stroke-width="2"/><path d="M28 44 Q30 26 50 26 Q70 26 72 44 L96 60 Q90 70 74 68 L66 92 H34 L26 62z" fill="url(#g-onyx)" stroke="#f2d27a" stroke-width="2"/><path d="M34 92 L38 70 H62 L66 92" fill="url(#g-lapis)" stroke="#f2d27a" stroke-width="2"/><path d="M38 72 h24 M36 80 h28" stroke="url(#g-gold)" stroke-width="3"/><path d="M44 42 l14 2" stroke="#f2d27a" stroke-width="3"/><circle cx="52" cy="44" r="2.5" fill="#ffca28"/><circle cx="94" cy="61" r="3" fill="#000"/>`,
  [`${S}:HORUS`]: `<path d="M18 50 Q18 16 52 14 Q82 14 84 42 L70 52 Q66 70 56 88 H24z" fill="url(#g-lapis)" stroke="#f2d27a" stroke-width="2"/><path d="M84 42 Q96 44 92 58 L76 50z" fill="url(#g-gold)" stroke="#7a5200" stroke-width="1.5"/><path d="M40 40 Q54 30 68 40 Q54 50 40 40z" fill="#fff" stroke="#000" stroke-width="2"/><circle cx="54" cy="40" r="5" fill="#000"/><path d="M50 48 l-4 20 q-2 6 -10 4 M60 48 q8 10 16 8" stroke="#000" stroke-width="3" fill="none"/><path d="M18 58 h40 M20 70 h34" stroke="url(#g-gold)" stroke-width="4"/>`,
  [`${S}:SCARAB`]: `<path d="M8 40 Q2 70 30 64 L40 50z M92 40 Q98 70 70 64 L60 50z" fill="url(#g-lapis)" stroke="#f2d27a" stroke-width="1.5"/><circle cx="50" cy="14" r="11" fill="url(#g-sun)" stroke="#e65100" stroke-width="1.5"/><ellipse cx="50" cy="32" rx="14" ry="9" fill="url(#g-teal-s)" stroke="#f2d27a" stroke-width="2"/><ellipse cx="50" cy="62" rx="22" ry="28" fill="url(#g-teal-s)" stroke="#f2d27a" stroke-width="2"/><path d="M50 36 V90" stroke="#f2d27a" stroke-width="2"/><path d="M30 50 l-14 -6 M30 66 l-16 4 M32 82 l-12 10 M70 50 l14 -6 M70 66 l16 4 M68 82 l12 10" stroke="#2b1a06" stroke-width="3" stroke-linecap="round"/>`,
  [`${S}:BASTET`]: `<path d="M34 40 L30 8 L46 26z M64 34 L74 6 L78 30z" fill="url(#g-onyx)" stroke="#f2d27a" stroke-width="1.5"/><path d="M30 40 Q34 22 56 24 Q78 28 76 48 Q74 60 62 64 L66 94 H30 Q22 70 36 62 Q26 54 30 40z" fill="url(#g-onyx)" stroke="#f2d27a" stroke-width="2"/><path d="M36 62 Q50 70 62 64" fill="none" stroke="url(#g-gold)" stroke-width="5"/><circle cx="50" cy="72" r="5" fill="url(#g-lapis)" stroke="#f2d27a"/><ellipse cx="62" cy="42" rx="5" ry="3" fill="#c6ff00"/><ellipse cx="62" cy="42" rx="1.3" ry="2.8" fill="#000"/><circle cx="76" cy="28" r="3" fill="url(#g-gold)"/>`,
  ...cardRanks(S, ['g-gold', 'g-lapis', 'g-sand', 'g-canyon', 'g-lapis'], '#2b1a06'),
};
