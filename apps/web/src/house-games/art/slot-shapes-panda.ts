// Symbol art of Panda Jackpot, misty bamboo mountains: the giant panda (wild), golden bamboo (scatter), red panda,
// white crane over a red sun, jade disc, longevity peach, and the card ranks on a bamboo sprig.
import { label, letter, lin, rad, star } from './shape-kit.ts';

export const PANDA_GRADIENTS = [
  lin('g-bamboo', ['#2a6a1a', '#a8e070', '#3a8a2a'], 1, 0),
  lin('g-goldcane', ['#8a5a00', '#fff3b0', '#f5c542', '#8a5a00'], 1, 0),
  rad('g-pandafur', ['#ffffff', '#eef0ea', '#b8c0b4']),
  rad('g-pandablack', ['#4a4a50', '#1a1a1e', '#050506']),
  lin('g-redfur', ['#ffb074', '#d9541e', '#7a2408']),
  lin('g-mist', ['#cfe9da', '#5f9e80', '#174a36']),
  rad('g-bi', ['#e8fff0', '#5fcf97', '#0b5a36']),
  rad('g-peach', ['#fffbe6', '#ffb38a', '#e0446a']),
  rad('g-redsun', ['#ffab91', '#e53935', '#8e0000']),
].join('');

const P = 'house-panda-jackpot';

/** Misty peaks in a round window, behind the giant panda. */
const mountains =
  `<circle cx="50" cy="46" r="40" fill="url(#g-mist)"/>` +
  `<path d="M14 62 L30 38 L40 50 L54 26 L70 48 L78 40 L88 60 Q70 84 50 86 Q28 84 14 62z" fill="#3d7a62" opacity=".55"/>` +
  `<path d="M12 70 L28 56 L42 66 L60 50 L76 64 L90 58 Q74 86 50 86 Q24 86 12 70z" fill="#1f5a44" opacity=".6"/>`;

/** One bamboo leaf from (x, y), turned by `turn` degrees, in a fill. */
const bambooLeaf = (x: number, y: number, turn: number, fill: string) =>
  `<path d="M${x} ${y} q14 -7 30 -2 q-14 9 -30 2z" fill="${fill}" transform="rotate(${turn} ${x} ${y})"/>`;

/** A cane of bamboo: a rounded stalk with a darker ring at each node. */
const cane = (x: number, top: number, height: number, fill: string, ring: string) => {
  const nodes = Array.from({ length: Math.floor(height / 18) }, (_, index) => top + 14 + index * 18);
  return `<rect x="${x}" y="${top}" width="10" height="${height}" rx="4" fill="url(#${fill})" stroke="${ring}" stroke-width="1"/>${nodes
    .map((y) => `<path d="M${x - 1} ${y} h12" stroke="${ring}" stroke-width="2.2" stroke-linecap="round"/>`)
    .join('')}`;
};

/** A card rank on a sprig of bamboo leaves, so the low symbols carry the theme too. */
const rank = (text: string, fill: string) =>
  `${bambooLeaf(20, 80, -40, '#3f8f3a')}${bambooLeaf(78, 82, -140, '#3f8f3a')}${bambooLeaf(50, 86, -95, '#6fbf4a')}${letter(text, fill, '#0b2e1c')}`;

const giantPanda =
  mountains +
  `<circle cx="24" cy="20" r="11" fill="url(#g-pandablack)"/><circle cx="76" cy="20" r="11" fill="url(#g-pandablack)"/>` +
  `<circle cx="24" cy="20" r="4.5" fill="#3a3a40"/><circle cx="76" cy="20" r="4.5" fill="#3a3a40"/>` +
  `<ellipse cx="50" cy="46" rx="33" ry="29" fill="url(#g-pandafur)" stroke="#5c6660" stroke-width="1.5"/>` +
  `<ellipse cx="37" cy="44" rx="8" ry="10.5" fill="url(#g-pandablack)" transform="rotate(28 37 44)"/>` +
  `<ellipse cx="63" cy="44" rx="8" ry="10.5" fill="url(#g-pandablack)" transform="rotate(-28 63 44)"/>` +
  `<circle cx="38" cy="43" r="3.6" fill="#fff"/><circle cx="62" cy="43" r="3.6" fill="#fff"/>` +
  `<circle cx="38.6" cy="43.6" r="2.1" fill="#111"/><circle cx="61.4" cy="43.6" r="2.1" fill="#111"/>` +
  `<ellipse cx="50" cy="55" rx="5" ry="3.4" fill="#111"/><path d="M44 60 q6 6 12 0" stroke="#111" stroke-width="2" fill="none" stroke-linecap="round"/>` +
  `<ellipse cx="29" cy="56" rx="5" ry="3" fill="#ff9ab0" opacity=".6"/><ellipse cx="71" cy="56" rx="5" ry="3" fill="#ff9ab0" opacity=".6"/>` +
  `<path d="M14 76 L86 70" stroke="url(#g-bamboo)" stroke-width="7" stroke-linecap="round"/><path d="M40 70 v8 M66 68 v8" stroke="#1a4a12" stroke-width="1.5"/>` +
  `${bambooLeaf(84, 70, -50, '#4aa83a')}${bambooLeaf(16, 76, -150, '#6fbf4a')}` +
  `<ellipse cx="32" cy="75" rx="9" ry="7" fill="url(#g-pandablack)"/><ellipse cx="68" cy="73" rx="9" ry="7" fill="url(#g-pandablack)"/>` +
  label('WILD', '#fff3b0');

const goldenBamboo =
  `<circle cx="50" cy="48" r="42" fill="url(#g-glow)" opacity=".45"/>` +
  cane(26, 20, 66, 'g-goldcane', '#7a4f00') +
  cane(45, 8, 78, 'g-goldcane', '#7a4f00') +
  cane(64, 24, 62, 'g-goldcane', '#7a4f00') +
  bambooLeaf(36, 34, -30, '#8bc34a') +
  bambooLeaf(55, 22, 20, '#aed581') +
  bambooLeaf(64, 40, 200, '#7cb342') +
  `<polygon points="${star(20, 14, 7, 2.5)}" fill="#fff"/><polygon points="${star(84, 20, 6, 2.2)}" fill="#fff8d0"/>` +
  label('SCATTER', '#ffe082');

const redPanda =
  `<path d="M66 92 C96 90 98 62 86 56" fill="none" stroke="url(#g-redfur)" stroke-width="12" stroke-linecap="round"/>` +
  `<path d="M80 88 l6 -8 M90 78 l6 -5 M93 66 l6 -1" stroke="#5a1a04" stroke-width="4" stroke-linecap="round"/>` +
  `<path d="M18 34 L20 8 L40 22z M82 34 L80 8 L60 22z" fill="url(#g-redfur)" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>` +
  `<path d="M24 26 L25 15 L33 21z M76 26 L75 15 L67 21z" fill="#3b1203"/>` +
  `<path d="M12 50 Q14 20 50 20 Q86 20 88 50 Q86 76 50 80 Q14 76 12 50z" fill="url(#g-redfur)" stroke="#5a1a04" stroke-width="1.5"/>` +
  `<path d="M22 56 Q34 48 50 56 Q66 48 78 56 Q74 76 50 78 Q26 76 22 56z" fill="#fff8f0"/>` +
  `<ellipse cx="36" cy="36" rx="7" ry="4" fill="#fff8f0"/><ellipse cx="64" cy="36" rx="7" ry="4" fill="#fff8f0"/>` +
  `<path d="M36 48 Q34 60 28 68 M64 48 Q66 60 72 68" stroke="#7a2408" stroke-width="5" fill="none" stroke-linecap="round"/>` +
  `<circle cx="36" cy="46" r="4.5" fill="#1a0a04"/><circle cx="64" cy="46" r="4.5" fill="#1a0a04"/>` +
  `<circle cx="37.5" cy="44.5" r="1.4" fill="#fff"/><circle cx="65.5" cy="44.5" r="1.4" fill="#fff"/>` +
  `<path d="M45 58 h10 l-5 5z" fill="#1a0a04"/><path d="M50 63 v4 M50 67 q-5 4 -9 0 M50 67 q5 4 9 0" stroke="#1a0a04" stroke-width="1.8" fill="none"/>`;

const crane =
  `<circle cx="64" cy="36" r="24" fill="url(#g-redsun)" opacity=".9"/>` +
  `<path d="M44 54 C34 32 20 20 4 16 C16 30 22 44 38 60z" fill="url(#g-white)" stroke="#455a64" stroke-width="1.2"/>` +
  `<path d="M4 16 C10 22 14 28 17 33 L22 30 C16 24 10 19 4 16z" fill="#212121"/>` +
  `<path d="M56 52 C64 28 78 14 96 8 C88 26 80 42 62 58z" fill="url(#g-white)" stroke="#455a64" stroke-width="1.2"/>` +
  `<path d="M96 8 C92 16 88 22 85 28 L79 25 C84 17 90 11 96 8z" fill="#212121"/>` +
  `<ellipse cx="52" cy="60" rx="22" ry="9" fill="url(#g-white)" stroke="#455a64" stroke-width="1.2" transform="rotate(-12 52 60)"/>` +
  `<path d="M70 58 q10 0 14 6 q-10 2 -16 -2z" fill="#212121"/>` +
  `<path d="M32 64 C22 68 16 66 12 60" fill="none" stroke="#fafafa" stroke-width="5" stroke-linecap="round"/>` +
  `<path d="M32 64 C22 68 16 66 12 60" fill="none" stroke="#455a64" stroke-width="1" opacity=".5"/>` +
  `<circle cx="11" cy="58" r="5" fill="#fafafa" stroke="#455a64" stroke-width="1"/><circle cx="11" cy="55" r="2.6" fill="#d50000"/>` +
  `<path d="M7 59 L-1 64 L8 61z" fill="#546e7a"/><circle cx="10" cy="58" r="1.1" fill="#000"/>` +
  `<path d="M70 64 L94 76 M70 66 L92 80" stroke="#37474f" stroke-width="2" stroke-linecap="round"/>`;

const jadeDisc =
  `<path d="M50 2 v10" stroke="#c62828" stroke-width="3"/><circle cx="50" cy="4" r="3" fill="#c62828"/>` +
  `<path d="M14 50 a36 36 0 1 0 72 0 a36 36 0 1 0 -72 0z M39 50 a11 11 0 1 0 22 0 a11 11 0 1 0 -22 0z" fill="url(#g-bi)" fill-rule="evenodd" stroke="#0b3d27" stroke-width="2"/>` +
  `<circle cx="50" cy="50" r="30" fill="none" stroke="#e8fff0" stroke-width="1.5" opacity=".7"/>` +
  `<circle cx="50" cy="50" r="16" fill="none" stroke="#0b3d27" stroke-width="1.2" opacity=".6"/>` +
  `<g fill="#0b5a36" opacity=".7">${Array.from({ length: 12 }, (_, index) => {
    const angle = (Math.PI / 6) * index;
    return `<circle cx="${(50 + 23 * Math.cos(angle)).toFixed(1)}" cy="${(50 + 23 * Math.sin(angle)).toFixed(1)}" r="2.6"/>`;
  }).join('')}</g>` +
  `<path d="M26 30 q8 -10 20 -12" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" opacity=".6"/>` +
  `<path d="M50 86 v5" stroke="#c62828" stroke-width="2.2"/><circle cx="50" cy="91" r="2.4" fill="#f5c542"/><path d="M47.5 92 h5 l2.5 7 h-10z" fill="#c62828"/>`;

const peach =
  `<path d="M50 26 Q44 12 52 6" stroke="#5d4037" stroke-width="3" fill="none" stroke-linecap="round"/>` +
  `${bambooLeaf(50, 22, 200, '#43a047')}${bambooLeaf(52, 20, -20, '#2e7d32')}` +
  `<path d="M50 22 C70 28 90 40 88 62 C86 82 68 92 50 92 C32 92 14 82 12 62 C10 40 30 28 50 22z" fill="url(#g-peach)" stroke="#b0264a" stroke-width="1.5"/>` +
  `<path d="M50 24 C58 44 58 70 50 90" stroke="#c2185b" stroke-width="2" fill="none" opacity=".55"/>` +
  `<ellipse cx="32" cy="48" rx="9" ry="6" fill="#fff" opacity=".55" transform="rotate(-30 32 48)"/>`;

export const PANDA_SHAPES: Record<string, string> = {
  [`${P}:WILD`]: giantPanda,
  [`${P}:BAMBOO`]: goldenBamboo,
  [`${P}:RED_PANDA`]: redPanda,
  [`${P}:CRANE`]: crane,
  [`${P}:JADE`]: jadeDisc,
  [`${P}:PEACH`]: peach,
  [`${P}:A`]: rank('A', 'g-redsun'),
  [`${P}:K`]: rank('K', 'g-bi'),
  [`${P}:Q`]: rank('Q', 'g-peach'),
  [`${P}:J`]: rank('J', 'g-goldcane'),
};
