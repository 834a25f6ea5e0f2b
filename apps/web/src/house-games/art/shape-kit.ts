// The pieces the slot symbols are drawn with: gradient makers, the card-rank letter, the small caption under a
// special symbol, a star polygon and a leaf. Every symbol is markup in a 100×100 box.
export const lin = (id: string, stops: string[], x2 = 0, y2 = 1): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`).join('')}</linearGradient>`;
export const rad = (id: string, stops: string[]): string =>
  `<radialGradient id="${id}" cx=".38" cy=".35" r=".7">${stops.map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`).join('')}</radialGradient>`;

/** A card rank as a big serif letter (two characters, "10", a little narrower). */
export const letter = (text: string, fill: string, stroke = '#3b2300'): string =>
  `<text x="50" y="74" font-size="${text.length > 1 ? 54 : 66}" font-family="Georgia,serif" font-weight="900" text-anchor="middle" fill="url(#${fill})" stroke="${stroke}" stroke-width="2.5" paint-order="stroke">${text}</text>`;
export const label = (text: string, color = '#fff'): string =>
  `<text x="50" y="95" font-size="13" font-family="Arial,sans-serif" font-weight="900" text-anchor="middle" fill="${color}" stroke="#000" stroke-width="3" paint-order="stroke">${text}</text>`;
export const leaf = (x: number, y: number, r = 0): string =>
  `<path d="M${x} ${y} q10 -14 24 -8 q-8 14 -24 8z" fill="url(#g-green)" transform="rotate(${r} ${x} ${y})"/>`;
export const star = (cx: number, cy: number, outer: number, inner: number, points = 5): string =>
  Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = (Math.PI / points) * i - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');

/** The five card ranks of one title, in its own colours: keys `<titleId>:A` … `<titleId>:TEN`. */
export const cardRanks = (titleId: string, fills: [string, string, string, string, string], stroke?: string) =>
  Object.fromEntries(
    (['A', 'K', 'Q', 'J', 'TEN'] as const).map((rank, index) => [
      `${titleId}:${rank}`,
      letter(rank === 'TEN' ? '10' : rank, fills[index], stroke),
    ]),
  );
