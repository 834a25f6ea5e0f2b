// Symbol art of the two East Asian titles: Jade Temple (jade idol, golden lotus, monk, crane, lantern, silk fan,
// jade coin) and Koi Fortune Link (dragon gate, fortune pearl, golden koi, pink lotus, river lantern, round fan).
import { cardRanks, label, lin, rad } from './shape-kit.ts';

export const EAST_GRADIENTS = [
  lin('g-jadestone', ['#e0ffe9', '#3fbf7f', '#0d5c3a']),
  lin('g-robe', ['#ffcc80', '#f57c00', '#a34700']),
  lin('g-lacquer', ['#ff7961', '#c62828', '#5f0000']),
  lin('g-pink', ['#fff0f6', '#f48fb1', '#c2185b']),
  lin('g-teal', ['#b2ebf2', '#26a69a', '#00504a']),
  rad('g-moon', ['#ffffff', '#fff4d6', '#f0c36b']),
].join('');

const T = 'house-jade-temple';
const K = 'house-koi-fortune-link';
const petals = (fill: string, stroke: string) =>
  [-60, -30, 0, 30, 60]
    .map(
      (angle) =>
        `<path d="M50 70 C38 52 40 30 50 18 C60 30 62 52 50 70z" fill="url(#${fill})" stroke="${stroke}" stroke-width="1.5" transform="rotate(${angle} 50 70)"/>`,
    )
    .join('');

export const EAST_SHAPES: Record<string, string> = {
  [`${T}:WILD`]: `<circle cx="50" cy="40" r="30" fill="url(#g-glow)" opacity=".55"/><path d="M22 84 Q26 56 50 54 Q74 56 78 84z" fill="url(#g-jadestone)" stroke="#0b3d27" stroke-width="2"/><path d="M36 76 q14 -10 28 0" fill="none" stroke="#0b3d27" stroke-width="2"/><circle cx="50" cy="38" r="15" fill="url(#g-jadestone)" stroke="#0b3d27" stroke-width="2"/><circle cx="50" cy="22" r="5" fill="url(#g-jadestone)" stroke="#0b3d27"/><path d="M43 38 q3 2 5 0 M52 38 q3 2 5 0 M46 45 q4 3 8 0" stroke="#0b3d27" stroke-width="1.8" fill="none"/>${label('WILD', '#b9f6ca')}`,
  [`${T}:LOTUS`]: `<ellipse cx="50" cy="76" rx="36" ry="8" fill="#2e7d32" opacity=".8"/>${petals('g-gold', '#8a5a00')}<circle cx="50" cy="62" r="7" fill="#fff59d" stroke="#8a5a00"/>${label('SCATTER', '#ffe082')}`,
  [`${T}:MONK`]: `<path d="M16 94 Q20 62 50 58 Q80 62 84 94z" fill="url(#g-robe)"/><path d="M50 58 L34 94 M50 58 l10 36" stroke="#a34700" stroke-width="3" fill="none"/><circle cx="50" cy="38" r="22" fill="#f3c79b" stroke="#8d5524" stroke-width="2"/><path d="M40 36 q4 -3 8 0 M52 36 q4 -3 8 0" stroke="#5d4037" stroke-width="2.5" fill="none"/><path d="M44 47 q6 4 12 0" stroke="#8d5524" stroke-width="2" fill="none"/><circle cx="50" cy="24" r="2" fill="#8d5524"/><g fill="#6d4c41">${[30, 38, 46, 54, 62, 70].map((x) => `<circle cx="${x}" cy="${70 + Math.abs(x - 50) / 3}" r="3.2"/>`).join('')}</g>`,
  [`${T}:CRANE`]: `<path d="M28 70 C20 50 40 40 56 46 C70 50 82 62 92 60 C80 74 56 80 28 70z" fill="url(#g-white)" stroke="#455a64" stroke-width="1.5"/><path d="M70 58 l22 2 -10 10z" fill="#212121"/><path d="M34 62 C30 40 32 24 40 16" fill="none" stroke="#eceff1" stroke-width="7" stroke-linecap="round"/><path d="M34 62 C30 40 32 24 40 16" fill="none" stroke="#455a64" stroke-width="1" opacity=".4"/><circle cx="42" cy="15" r="7" fill="#fafafa" stroke="#455a64"/><circle cx="43" cy="10" r="3.5" fill="#d50000"/><path d="M48 16 l16 4 -16 1z" fill="#546e7a"/><circle cx="43" cy="15" r="1.5" fill="#000"/><path d="M44 74 l-4 20 M56 76 l2 18" stroke="#37474f" stroke-width="2.5"/>`,
  [`${T}:LANTERN`]: `<path d="M50 6 v8" stroke="#5d4037" stroke-width="3"/><rect x="36" y="13" width="28" height="7" rx="2" fill="url(#g-gold)"/><ellipse cx="50" cy="48" rx="32" ry="30" fill="url(#g-lacquer)" stroke="#5f0000" stroke-width="2"/><path d="M50 18 v60 M34 21 q-10 27 0 54 M66 21 q10 27 0 54" stroke="#ffcc80" stroke-width="1.5" fill="none" opacity=".8"/><circle cx="50" cy="48" r="11" fill="none" stroke="#ffe082" stroke-width="3"/><path d="M43 48 h14 M50 41 v14" stroke="#ffe082" stroke-width="3"/><rect x="36" y="76" width="28" height="7" rx="2" fill="url(#g-gold)"/><path d="M50 83 v12 M46 86 v8 M54 86 v8" stroke="#f5c542" stroke-width="2.5"/>`,
  [`${T}:FAN`]: `<path d="M50 84 L8 44 A58 58 0 0 1 92 44z" fill="url(#g-teal)" stroke="#004d40" stroke-width="2"/>${[-38, -23, -8, 8, 23, 38].map((a) => `<path d="M50 84 L50 28" stroke="#e0f2f1" stroke-width="1.6" transform="rotate(${a} 50 84)"/>`).join('')}<path d="M26 46 q24 -20 48 0" fill="none" stroke="#f48fb1" stroke-width="4"/><circle cx="38" cy="40" r="4" fill="#f8bbd0"/><circle cx="62" cy="40" r="4" fill="#f8bbd0"/><circle cx="50" cy="84" r="5" fill="url(#g-gold)"/><path d="M50 89 q-6 6 -2 10" stroke="#d32f2f" stroke-width="2.5" fill="none"/>`,
  [`${T}:COIN`]: `<circle cx="50" cy="50" r="36" fill="url(#g-jadestone)" stroke="#0b3d27" stroke-width="2.5"/><circle cx="50" cy="50" r="28" fill="none" stroke="#e0ffe9" stroke-width="1.5" opacity=".7"/><rect x="40" y="40" width="20" height="20" fill="#06291a" stroke="url(#g-gold)" stroke-width="3"/><g fill="url(#g-gold)"><circle cx="50" cy="30" r="4"/><circle cx="50" cy="70" r="4"/><circle cx="30" cy="50" r="4"/><circle cx="70" cy="50" r="4"/></g>`,
  ...cardRanks(T, ['g-jadestone', 'g-gold', 'g-lacquer', 'g-teal', 'g-robe'], '#06291a'),
  [`${K}:WILD`]: `<rect x="10" y="16" width="80" height="9" rx="3" fill="url(#g-lacquer)"/><rect x="16" y="30" width="68" height="6" fill="url(#g-lacquer)"/><rect x="22" y="24" width="9" height="66" fill="url(#g-lacquer)"/><rect x="69" y="24" width="9" height="66" fill="url(#g-lacquer)"/><path d="M30 72 C40 52 60 70 66 50 C70 38 60 40 56 46" fill="none" stroke="url(#g-gold)" stroke-width="7" stroke-linecap="round"/><circle cx="56" cy="44" r="5" fill="url(#g-gold)"/><circle cx="57" cy="43" r="1.3" fill="#000"/>${label('WILD', '#ffd54f')}`,
  [`${K}:PEARL`]: `<circle cx="50" cy="48" r="38" fill="url(#g-glow)" opacity=".45"/><circle cx="50" cy="48" r="28" fill="url(#g-moon)" stroke="#c99a2e" stroke-width="2"/><ellipse cx="41" cy="38" rx="9" ry="6" fill="#fff" opacity=".85"/><path d="M24 70 q26 18 52 0" fill="none" stroke="#f5b942" stroke-width="3"/>`,
  [`${K}:KOI`]: `<path d="M12 50 C24 24 62 22 76 50 C62 78 24 76 12 50z" fill="url(#g-gold)" stroke="#8a5a00" stroke-width="2"/><path d="M74 50 L95 30 Q88 50 95 70z" fill="url(#g-robe)"/><path d="M30 38 q10 -6 16 4 q-10 8 -16 -4z M48 56 q10 -4 14 6 q-10 5 -14 -6z" fill="#d84315" opacity=".85"/><path d="M40 28 q8 -12 20 -8 q-8 6 -20 8z M40 72 q8 12 20 8 q-8 -6 -20 -8z" fill="url(#g-robe)"/><circle cx="24" cy="46" r="3.5" fill="#fff"/><circle cx="24" cy="46" r="1.7" fill="#000"/><path d="M12 52 q-6 4 -8 10 M13 54 q-2 6 0 10" stroke="#8a5a00" stroke-width="1.5" fill="none"/>`,
  [`${K}:LOTUS`]: `<ellipse cx="50" cy="78" rx="38" ry="10" fill="url(#g-teal)"/>${petals('g-pink', '#ad1457')}<circle cx="50" cy="62" r="7" fill="#fff59d" stroke="#c2185b"/>`,
  [`${K}:LANTERN`]: `<path d="M20 86 q30 12 60 0" fill="none" stroke="#4fc3f7" stroke-width="3" opacity=".6"/><path d="M28 78 L34 30 H66 L72 78z" fill="url(#g-glow)" stroke="#8d5524" stroke-width="2.5"/><path d="M34 30 L40 16 H60 L66 30z" fill="url(#g-lacquer)" stroke="#5f0000" stroke-width="2"/><path d="M50 30 v48 M41 30 l-4 48 M59 30 l4 48" stroke="#8d5524" stroke-width="1.5"/><ellipse cx="50" cy="58" rx="7" ry="11" fill="#fff" opacity=".85"/>`,
  [`${K}:FAN`]: `<path d="M50 58 v38" stroke="url(#g-gold)" stroke-width="6" stroke-linecap="round"/><circle cx="50" cy="42" r="34" fill="url(#g-lacquer)" stroke="#f5b942" stroke-width="3"/>${[0, 30, 60, 90, 120, 150].map((a) => `<path d="M50 10 V74" stroke="#ffab91" stroke-width="1" opacity=".6" transform="rotate(${a} 50 42)"/>`).join('')}<circle cx="50" cy="42" r="13" fill="url(#g-moon)"/><path d="M40 42 q10 -10 20 0 q-10 10 -20 0" fill="#f5b942"/>`,
  ...cardRanks(K, ['g-gold', 'g-teal', 'g-pink', 'g-lacquer', 'g-teal'], '#06182a'),
};
